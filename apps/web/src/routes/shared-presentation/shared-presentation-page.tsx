// The public page of a shared presentation: the passcode / e-mail step when the owner asked for
// one, then the presentation with its own slim top bar, and the visit recorded for the owner.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { FileQuestion, LogIn } from 'lucide-react';
import { toast } from 'sonner';
import { downloadFileName, SHARED_NOT_FOUND_MESSAGE, VIEWER_MESSAGE_SOURCE } from '@pitchcraft/core';
import { PresentationViewer } from '@/components/presentation-viewer/viewer';
import { downloadHtml, PRINT_DELAY_MS } from '@/components/presentation-viewer/viewer-actions';
import { Logo } from '@/components/layout/logo';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCode, useTRPC } from '@/lib/trpc';
import { ShareGate } from './share-gate';
import { SharedTopBar, type SharedBrand } from './shared-top-bar';
import { useShareGrant } from './use-share-grant';
import { useViewRecording } from './use-view-recording';

const reasonOf = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { reason?: string } | undefined)?.reason : undefined);

export default function SharedPresentationPage() {
  const { id = '' } = useParams();
  return <SharedPresentation key={id} id={id} />;
}

function SharedPresentation({ id }: { id: string }) {
  const trpc = useTRPC();
  const { grant, save } = useShareGrant(id);
  // Both go out in one batched request; the server answers a gated read with SHARE_LOCKED.
  const gate = useQuery({ ...trpc.presentations.sharedGate.queryOptions({ id }), staleTime: 0 });
  const shared = useQuery({ ...trpc.presentations.getShared.queryOptions(grant ? { id, grant } : { id }), staleTime: Infinity });
  const gated = Boolean(gate.data && (gate.data.requiresPasscode || gate.data.requiresEmail));
  const locked = shared.isError && reasonOf(shared.error) === 'SHARE_LOCKED';
  const onRuntimeMessage = useViewRecording({ presentationId: id, grant, active: shared.isSuccess });

  // Locked while the gate read says open: the owner changed the gate since; ask what it needs now.
  const refetchGate = gate.refetch;
  const gateOutdated = locked && gate.isSuccess && !gated;
  useEffect(() => {
    if (gateOutdated) void refetchGate();
  }, [gateOutdated, refetchGate]);

  useEffect(() => {
    const previous = document.title;
    document.title = shared.data ? `Insurance Recommendations for ${shared.data.clientName}` : 'Shared presentation · Pitchcraft';
    return () => {
      document.title = previous;
    };
  }, [shared.data]);

  if (shared.isSuccess) return <SharedView presentation={shared.data} grant={grant} onRuntimeMessage={onRuntimeMessage} />;
  if (gate.isPending || shared.isPending) return <SharedLoading />;
  if (gate.isError) return <SharedUnavailable onRetry={errorCode(gate.error) === 'NOT_FOUND' ? undefined : () => void gate.refetch()} />;
  if (locked) {
    if (!gated) return <SharedLoading />;
    return (
      <ShareGate
        id={id}
        requiresPasscode={gate.data.requiresPasscode}
        requiresEmail={gate.data.requiresEmail}
        expired={grant !== null}
        onUnlocked={save}
      />
    );
  }
  return <SharedUnavailable onRetry={errorCode(shared.error) === 'NOT_FOUND' ? undefined : () => void shared.refetch()} />;
}

interface SharedViewProps {
  presentation: { id: string; clientName: string; htmlContent: string; brand: SharedBrand | null };
  grant: string | null;
  onRuntimeMessage: ReturnType<typeof useViewRecording>;
}

function SharedView({ presentation, grant, onRuntimeMessage }: SharedViewProps) {
  const [barVisible, setBarVisible] = useState(true);
  const [printing, setPrinting] = useState(false);
  const viewerRef = useRef<HTMLDivElement>(null);
  const query = grant ? `?grant=${encodeURIComponent(grant)}` : '';
  const base = `/content/shared/${encodeURIComponent(presentation.id)}`;
  const src = `${base}${query}`;
  const downloadUrl = `${base}/download${query}`;
  const fileName = downloadFileName(presentation.clientName, 'presentation');

  // The frame runs in an opaque origin: it is asked to print itself, after the spec's 1 s delay.
  const printAsPdf = () => {
    const frameWindow = viewerRef.current?.querySelector('iframe')?.contentWindow;
    if (!frameWindow) {
      if (!window.open(src, '_blank')) toast.error('Popup Blocked', { description: 'Please allow popups to download the PDF.' });
      return;
    }
    setPrinting(true);
    window.setTimeout(() => {
      setPrinting(false);
      frameWindow.postMessage({ source: VIEWER_MESSAGE_SOURCE, type: 'print' }, '*');
    }, PRINT_DELAY_MS);
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-100 dark:bg-navy-950">
      <SharedTopBar
        clientName={presentation.clientName}
        brand={presentation.brand}
        visible={barVisible}
        onToggle={() => setBarVisible((v) => !v)}
        onDownload={() => downloadHtml(downloadUrl, fileName, 'shared')}
        onPrint={printAsPdf}
        printing={printing}
      />
      <main className="mx-auto w-full max-w-6xl flex-1 sm:px-6 sm:py-6" ref={viewerRef}>
        <PresentationViewer
          src={src}
          html={presentation.htmlContent}
          downloadUrl={downloadUrl}
          downloadFileName={fileName}
          variant="shared"
          frameTitle={`Insurance recommendations for ${presentation.clientName}`}
          onRuntimeMessage={onRuntimeMessage}
          minimalOnPhone
        />
      </main>
      <SharedFooter />
    </div>
  );
}

/** The invitation to visitors who are advisors themselves. */
function SharedFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-navy-800 dark:bg-navy-900">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-5 py-8 text-center sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
          <Logo />
          <div className="space-y-0.5 sm:border-l sm:border-slate-200 sm:pl-5 dark:sm:border-navy-700">
            <p className="font-semibold text-navy-900 dark:text-white">Create Your Own Insurance Presentations</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">Turn client details into a polished, personalized presentation in minutes.</p>
          </div>
        </div>
        <Link to="/signup" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          Get Started
        </Link>
      </div>
    </footer>
  );
}

function SharedLoading() {
  return (
    <div className="min-h-screen bg-slate-100 dark:bg-navy-950" role="status" aria-label="Loading presentation">
      <div className="h-16 border-b border-slate-200 bg-white dark:border-navy-800 dark:bg-navy-950" />
      <div className="mx-auto max-w-6xl space-y-3 px-2 py-3 sm:px-6 sm:py-6">
        <Skeleton className="h-14 w-full rounded-2xl" />
        <Skeleton className="h-[70vh] w-full rounded-2xl" />
      </div>
    </div>
  );
}

function SharedUnavailable({ onRetry }: { onRetry: (() => void) | undefined }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-100 px-4 py-10 dark:bg-navy-950">
      <Card className="w-full max-w-md p-8 text-center" role="alert">
        <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600 dark:bg-navy-800 dark:text-slate-300">
          <FileQuestion className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-navy-900 dark:text-white">Presentation unavailable</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{SHARED_NOT_FOUND_MESSAGE}</p>
        <div className="mt-6 flex flex-col gap-3">
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          )}
          <Link to="/auth" className={buttonClasses('primary')}>
            <LogIn className="h-4 w-4" aria-hidden />
            Sign in to create presentations
          </Link>
        </div>
      </Card>
      <Link to="/" className="mt-6" aria-label="Pitchcraft home">
        <Logo className="scale-90 opacity-80" />
      </Link>
    </div>
  );
}
