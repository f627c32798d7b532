// The viewer's 'Presentation Error' banner (with the Simplified View) and the yellow
// 'Charts are loading...' notice.
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  AlertTriangle,
  BarChart3,
  Bug,
  ChevronDown,
  Code2,
  RefreshCw,
  RotateCw,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';

import { simplifiedText } from '@pitchcraft/core';

interface ErrorBannerProps {
  message: string;
  html: string | null | undefined;
  onRegenerate?: (() => void) | undefined;
  onDebug: () => void;
  onViewSource: () => void;
}

export function PresentationErrorBanner({
  message,
  html,
  onRegenerate,
  onDebug,
  onViewSource,
}: ErrorBannerProps) {
  const [showText, setShowText] = useState(false);
  const text = html ? simplifiedText(html) : '';
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-900/30 dark:text-red-100"
    >
      <div className="flex gap-3">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <p className="font-semibold">Presentation Error</p>
            <p className="text-sm leading-relaxed">{message}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {onRegenerate && (
              <Button size="sm" onClick={onRegenerate}>
                <RotateCw className="h-4 w-4" aria-hidden />
                Regenerate Presentation
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={onDebug}>
              <Bug className="h-4 w-4" aria-hidden />
              Debug Content
            </Button>
            <Button size="sm" variant="outline" onClick={onViewSource}>
              <Code2 className="h-4 w-4" aria-hidden />
              View Source
            </Button>
            {text && (
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={showText}
                onClick={() => setShowText((v) => !v)}
                className="text-red-900 hover:bg-red-100 dark:text-red-100 dark:hover:bg-red-900/40"
              >
                Simplified View
                <ChevronDown
                  className={cn('h-4 w-4 transition-transform', showText && 'rotate-180')}
                  aria-hidden
                />
              </Button>
            )}
          </div>
        </div>
      </div>
      {text && showText && (
        <section
          aria-label="Simplified View"
          className="mt-4 rounded-lg border border-red-100 bg-white p-4 text-navy-900 dark:border-red-900 dark:bg-navy-950 dark:text-slate-100"
        >
          <h3 className="mb-2 text-sm font-semibold">Simplified View</h3>
          <div className="max-h-96 overflow-y-auto text-sm leading-relaxed whitespace-pre-wrap">
            {text}
          </div>
        </section>
      )}
    </div>
  );
}

export function ChartsLoadingNotice({
  onReload,
  onFixCharts,
}: {
  onReload: () => void;
  onFixCharts: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-900/30 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
        Charts are loading...
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onReload}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Reload Presentation
        </Button>
        <Button size="sm" variant="outline" onClick={onFixCharts}>
          <BarChart3 className="h-4 w-4" aria-hidden />
          Fix Charts
        </Button>
      </div>
    </div>
  );
}

/** The charts could not be drawn, even after a repair: said plainly, with the one thing worth trying. */
export function ChartsFailedNotice({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-3.5 text-red-900 sm:flex-row sm:items-center sm:justify-between dark:border-red-800 dark:bg-red-900/30 dark:text-red-100"
    >
      <p className="flex items-start gap-2 text-sm">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <span className="font-medium">The charts could not be drawn.</span> Every figure is still
          in the text and the tables. Reload the presentation to try again; if they still do not
          appear, regenerate it.
        </span>
      </p>
      <Button size="sm" variant="outline" onClick={onReload}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        Reload Presentation
      </Button>
    </div>
  );
}
