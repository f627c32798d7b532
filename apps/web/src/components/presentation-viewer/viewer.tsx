// The presentation viewer shared by the wizard's preview and the owner's view (the public shared page
// is the server's own: apps/server/src/shared-page). It carries no advert for us: what an advisor's
// client sees shows the advisor.
// The presentation is untrusted HTML: it is framed from its content route (never srcdoc) in a
// sandbox without allow-same-origin, and the viewer learns its state only through postMessage.
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { FileX2 } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { viewerErrorFor } from '@pitchcraft/core';

import { useFrameStatus } from './use-frame-status';
import { copyHtml, downloadHtml, openPrintWindow, PRINT_DELAY_MS } from './viewer-actions';
import { ChartsFailedNotice, ChartsLoadingNotice, PresentationErrorBanner } from './viewer-errors';
import { ViewerActions, ViewerHeader } from './viewer-toolbar';

type ViewerVariant = 'preview' | 'owner';

export interface PresentationViewerProps {
  /** The content route that serves the HTML, e.g. /content/generations/{id}; null when there is none. */
  src: string | null;
  /** The HTML for the source tab, copying and the checks; undefined when the page does not have it. */
  html?: string | null | undefined;
  downloadUrl: string;
  downloadFileName: string;
  variant: ViewerVariant;
  onRegenerate?: (() => void) | undefined;
  regenerating?: boolean | undefined;
  /** The 'Share with clients' bar; the page passes it only once the presentation is saved. */
  shareBar?: ReactNode;
  frameTitle?: string | undefined;
  /** PDF and PowerPoint downloads (ExportButtons), beside Download HTML. */
  exports?: ReactNode;
}

const FRAME_HEIGHTS: Record<ViewerVariant, string> = { preview: '800px', owner: '680px' };
const FULLSCREEN_HEIGHT = 'calc(100vh - 220px)';

export function PresentationViewer(props: PresentationViewerProps) {
  const {
    src,
    html,
    downloadUrl,
    downloadFileName,
    variant,
    onRegenerate,
    regenerating,
    shareBar,
    frameTitle,
    exports,
  } = props;
  const [tab, setTab] = useState<'preview' | 'source'>('preview');
  const [fullscreen, setFullscreen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const onManualFixDone = useCallback((count: number) => {
    if (count === 0)
      toast.error('The charts could not be drawn', {
        description:
          'Every figure is still in the text and the tables. Reload the presentation to try again.',
      });
    else
      toast.info('Fixing Charts', {
        description: `Found ${count} ${count === 1 ? 'chart' : 'charts'} in the presentation`,
      });
  }, []);
  const frame = useFrameStatus({ src, html, onManualFixDone });
  const knownEmpty = html === null || html === '';
  const frameMounted =
    Boolean(src) && !knownEmpty && (html === undefined || viewerErrorFor(html) === null);
  const height = fullscreen ? FULLSCREEN_HEIGHT : FRAME_HEIGHTS[variant];

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [fullscreen]);

  const reload = () => {
    setTab('preview');
    frame.reload();
    toast.info('Reloading presentation', { description: 'Attempting to fix any rendering issues' });
  };

  const fixCharts = () => {
    if (!frame.fixCharts())
      toast.error('Fixing Charts', { description: 'The presentation is not loaded yet' });
  };

  const debug = () => {
    // eslint-disable-next-line no-console -- Debug Content exists to put these details in the console.
    console.debug('Presentation debugging information', {
      src,
      status: frame.status,
      error: frame.error,
      htmlLength: html?.length ?? null,
      preRenderCheck: html === undefined ? 'not available' : (viewerErrorFor(html) ?? 'passed'),
      htmlStart: html?.slice(0, 500) ?? null,
      htmlEnd: html?.slice(-300) ?? null,
      charts: frame.charts,
      ...frame.debugState(),
    });
    toast.info('Content debugging information', {
      description: 'Check browser console for HTML debugging details',
    });
  };

  const print = () => {
    if (!src) return;
    if (!frameMounted || frame.status === 'error') {
      openPrintWindow(src);
      return;
    }
    setTab('preview');
    setPrinting(true);
    window.setTimeout(() => {
      setPrinting(false);
      if (!frame.send({ type: 'print' })) openPrintWindow(src);
    }, PRINT_DELAY_MS);
  };

  return (
    <div
      className={cn(
        fullscreen && 'fixed inset-0 z-50 overflow-y-auto bg-slate-50 p-2 sm:p-4 dark:bg-navy-950',
      )}
    >
      <Card className={cn('overflow-hidden', fullscreen && 'mx-auto max-w-[1600px]')}>
        <ViewerHeader
          fullscreen={fullscreen}
          onToggleFullscreen={() => setFullscreen((v) => !v)}
          onRegenerate={onRegenerate}
          regenerating={regenerating}
        />
        {shareBar}
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value === 'source' ? 'source' : 'preview')}
          className="p-3 sm:p-4"
        >
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <TabsList aria-label="Presentation view">
              <TabsTrigger value="preview">Preview</TabsTrigger>
              <TabsTrigger value="source">HTML Source</TabsTrigger>
            </TabsList>
            <ViewerActions
              canCopy={Boolean(html)}
              canPrint={Boolean(src) && !knownEmpty && !printing}
              showFixCharts={frameMounted && (frame.charts?.chartScripts ?? 0) > 0}
              onCopy={() => void copyHtml(html)}
              onDownload={() => downloadHtml(downloadUrl, downloadFileName)}
              onPrint={print}
              onFixCharts={fixCharts}
              exports={exports}
            />
          </div>
          <div className="mt-3 space-y-3 empty:hidden">
            {frame.status === 'error' && frame.error && (
              <PresentationErrorBanner
                message={frame.error}
                html={html}
                onRegenerate={onRegenerate}
                onDebug={debug}
                onViewSource={() => setTab('source')}
              />
            )}
            {frame.chartsLoading && (
              <ChartsLoadingNotice onReload={reload} onFixCharts={fixCharts} />
            )}
            {frame.chartsFailed && <ChartsFailedNotice onReload={reload} />}
          </div>
          <TabsContent value="preview" forceMount className="mt-3 data-[state=inactive]:hidden">
            {frameMounted && src ? (
              <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-navy-700">
                {frame.status === 'loading' && (
                  <div
                    role="status"
                    className="absolute inset-x-0 top-0 z-10 h-1 overflow-hidden bg-brand-100 dark:bg-navy-800"
                  >
                    <span className="sr-only">Loading presentation</span>
                    <div className="h-full w-1/3 animate-[pulse_1.2s_ease-in-out_infinite] bg-brand-600" />
                  </div>
                )}
                <iframe
                  key={frame.frameKey}
                  ref={frame.iframeRef}
                  src={src}
                  sandbox="allow-scripts allow-modals"
                  referrerPolicy="no-referrer"
                  title={frameTitle ?? 'Insurance recommendations presentation'}
                  onLoad={frame.onFrameLoad}
                  className="block w-full bg-white"
                  style={{ height }}
                />
              </div>
            ) : (
              <EmptyPreview height={height} />
            )}
          </TabsContent>
          <TabsContent value="source" className="mt-3">
            {html ? (
              <pre
                className="overflow-auto rounded-xl border border-slate-200 bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-200 dark:border-navy-700"
                style={{ height }}
                tabIndex={0}
                aria-label="HTML source"
              >
                <code>{html}</code>
              </pre>
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 px-4 py-16 text-center text-slate-600 dark:border-navy-700 dark:text-slate-400">
                No source code available
              </p>
            )}
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}

function EmptyPreview({ height }: { height: string }) {
  return (
    <div
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 text-center dark:border-navy-700"
      style={{ minHeight: `min(${height}, 420px)` }}
    >
      <FileX2 className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="font-medium text-navy-900 dark:text-white">No recommendations generated</p>
    </div>
  );
}
