// The presentation as it streams in, shown safely: the sections written so far, and the newest
// part of the HTML as muted, read-only text (never rendered; the finished page is framed later).
import { useEffect, useMemo, useRef } from 'react';
import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import { PRESENTATION_SECTIONS } from '@pitchcraft/core';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const TAIL_CHARS = 2400;
const TAG = /(<\/?[a-zA-Z][^>]*>?)/g;

/** The text of each <h2> streamed so far. */
function headingsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi)) {
    const title = (match[1] ?? '').replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&#39;|&rsquo;/g, '’').replace(/\s+/g, ' ').trim();
    if (title) found.push(title);
  }
  return found;
}

export function LiveDraft({ text, done }: { text: string; done: boolean }) {
  const codeRef = useRef<HTMLPreElement>(null);
  const tail = text.length > TAIL_CHARS ? text.slice(-TAIL_CHARS) : text;
  const headings = useMemo(() => headingsOf(text), [text]);
  const sectionCount = PRESENTATION_SECTIONS.length;
  const writingSlot = !done && headings.length < sectionCount ? 1 : 0;
  const upcoming = Math.max(0, Math.min(2, sectionCount - headings.length - writingSlot));
  const expected = headings.length + writingSlot + upcoming;

  useEffect(() => {
    const el = codeRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [tail]);

  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <Card className="p-4">
        <h3 className="mb-3 text-sm font-semibold text-navy-900 dark:text-white">Sections written</h3>
        <ol className="space-y-2 text-sm" aria-live="polite">
          {Array.from({ length: expected }, (_, index) => {
            const title = headings[index];
            const writing = !done && index === headings.length;
            return (
              <li key={index} className={cn('flex items-start gap-2', !title && !writing && 'text-slate-500 dark:text-slate-400')}>
                {title ? (
                  <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                ) : writing ? (
                  <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-brand-600" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                )}
                <span className={cn(title ? 'text-navy-900 dark:text-slate-100' : writing ? 'text-brand-800 dark:text-brand-200' : '')}>
                  {title ?? (writing ? 'Writing…' : 'Up next')}
                </span>
              </li>
            );
          })}
        </ol>
      </Card>
      <div className="overflow-hidden rounded-2xl border border-navy-800 bg-navy-950 shadow-inner">
        <div className="flex items-center justify-between border-b border-navy-800 px-4 py-2">
          <span className="flex items-center gap-1.5" aria-hidden>
            <span className="h-2.5 w-2.5 rounded-full bg-red-400/80" />
            <span className="h-2.5 w-2.5 rounded-full bg-amber-400/80" />
            <span className="h-2.5 w-2.5 rounded-full bg-emerald-400/80" />
          </span>
          <span className="text-xs font-medium text-slate-400">Live draft · {text.length.toLocaleString('en-US')} characters</span>
        </div>
        <pre ref={codeRef} aria-label="Live draft of the presentation source" tabIndex={0} className="h-72 overflow-y-auto px-4 py-3 font-mono text-[11px] leading-relaxed break-all whitespace-pre-wrap text-slate-200 sm:h-80">
          {tail ? (
            tail.split(TAG).map((part, index) =>
              part.startsWith('<') ? (
                <span key={index} className="text-slate-400">
                  {part}
                </span>
              ) : (
                <span key={index}>{part}</span>
              ),
            )
          ) : (
            <span className="text-slate-500">Waiting for the first words…</span>
          )}
          {!done && <span className="ml-0.5 inline-block h-3.5 w-1.5 translate-y-0.5 animate-pulse bg-brand-400" aria-hidden />}
        </pre>
      </div>
    </div>
  );
}
