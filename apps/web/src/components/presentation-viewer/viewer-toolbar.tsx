// The viewer's header ('Insurance Recommendations', Fullscreen, Regenerate) and its action row
// (Copy to Clipboard, Download HTML, Print, and Fix Charts when the page has charts).
import { Button } from '@/components/ui/button';
import { BarChart3, Copy, Download, Maximize2, Minimize2, Printer, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';

interface HeaderProps {
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  onRegenerate?: (() => void) | undefined;
  regenerating?: boolean | undefined;
}

export function ViewerHeader({
  fullscreen,
  onToggleFullscreen,
  onRegenerate,
  regenerating,
}: HeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5 dark:border-navy-800">
      <h2 className="text-lg font-semibold tracking-tight text-navy-900 dark:text-white">
        Insurance Recommendations
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onToggleFullscreen} aria-pressed={fullscreen}>
          {fullscreen ? (
            <Minimize2 className="h-4 w-4" aria-hidden />
          ) : (
            <Maximize2 className="h-4 w-4" aria-hidden />
          )}
          {fullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
        </Button>
        {onRegenerate && (
          <Button variant="outline" size="sm" onClick={onRegenerate} loading={regenerating}>
            {!regenerating && <RotateCw className="h-4 w-4" aria-hidden />}
            Regenerate
          </Button>
        )}
      </div>
    </div>
  );
}

interface ActionsProps {
  canCopy: boolean;
  canPrint: boolean;
  showFixCharts: boolean;
  onCopy: () => void;
  onDownload: () => void;
  onPrint: () => void;
  onFixCharts: () => void;
  /** Downloads the server writes (PDF, PowerPoint), beside the HTML download. */
  exports?: ReactNode;
}

export function ViewerActions({
  canCopy,
  canPrint,
  showFixCharts,
  onCopy,
  onDownload,
  onPrint,
  onFixCharts,
  exports,
}: ActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {showFixCharts && (
        <Button variant="ghost" size="sm" onClick={onFixCharts}>
          <BarChart3 className="h-4 w-4" aria-hidden />
          Fix Charts
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={onCopy} disabled={!canCopy}>
        <Copy className="h-4 w-4" aria-hidden />
        Copy to Clipboard
      </Button>
      <Button variant="outline" size="sm" onClick={onDownload}>
        <Download className="h-4 w-4" aria-hidden />
        Download HTML
      </Button>
      {exports}
      <Button variant="outline" size="sm" onClick={onPrint} disabled={!canPrint}>
        <Printer className="h-4 w-4" aria-hidden />
        Print
      </Button>
    </div>
  );
}
