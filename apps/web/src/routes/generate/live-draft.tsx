// The presentation as it is written: the sections done so far, and a live preview of the page
// itself, framed from the content route's draft (`?sections=N`) in a sandbox without
// allow-same-origin, so the untrusted HTML never runs with the app's rights.
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { PRESENTATION_SECTIONS } from '@pitchcraft/core';

import { ReplacedBadge, SectionRepairs, SpeakerNote, type SectionRepair } from './section-mends';
import type { WrittenSection } from './use-generation';

const TAIL_CHARS = 2400;
const TAG = /(<\/?[a-zA-Z][^>]*>?)/g;
const LIVE_PREVIEW_TITLE = 'Live preview of the presentation';

/** A written section, with how it was mended and its speaker note when the stream carries them. */
type DraftSection = WrittenSection & {
  repairs?: readonly SectionRepair[] | undefined;
  notes?: string | undefined;
};

interface LiveDraftProps {
  generationId: string;
  sections: DraftSection[];
  /** The section ids the presentation will have, in order (sectionsForDetail). */
  expectedIds: readonly string[];
  text: string;
  done: boolean;
}

export function LiveDraft({ generationId, sections, expectedIds, text, done }: LiveDraftProps) {
  const newest = sections.at(-1);
  const src = newest
    ? `/content/generations/${encodeURIComponent(generationId)}?sections=${sections.length}#${newest.id}`
    : null;
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <SectionList sections={sections} expectedIds={expectedIds} done={done} />
      <div className="min-w-0 space-y-3">
        <LivePreview
          src={src}
          written={sections.length}
          expected={Math.max(expectedIds.length, sections.length)}
          done={done}
        />
        <StreamedText text={text} done={done} />
      </div>
    </div>
  );
}

function SectionList({
  sections,
  expectedIds,
  done,
}: {
  sections: DraftSection[];
  expectedIds: readonly string[];
  done: boolean;
}) {
  const written = new Set(sections.map((section) => section.id));
  // What is still to come, titled as the guide names it (the AI may title it differently).
  const upcoming = done
    ? []
    : expectedIds
        .filter((id) => !written.has(id))
        .slice(0, Math.max(0, expectedIds.length - sections.length))
        .map((id) => PRESENTATION_SECTIONS.find((section) => section.id === id)?.title ?? '');
  return (
    <Card className="p-4 lg:self-start">
      <h3
        id="sections-written-title"
        className="mb-3 text-sm font-semibold text-navy-900 dark:text-white"
      >
        Sections written
      </h3>
      <ol className="space-y-2 text-sm" aria-labelledby="sections-written-title" aria-live="polite">
        {sections.map((section, index) => (
          <li key={index} className="flex items-start gap-2">
            <CheckCircle2
              className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              aria-hidden
            />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex items-start gap-2">
                <span className="min-w-0 text-navy-900 dark:text-slate-100">{section.title}</span>
                {section.replaced !== null && (
                  <ReplacedBadge reason={section.replaced} className="ml-auto" />
                )}
              </div>
              <SectionRepairs repairs={section.repairs} />
              <SpeakerNote notes={section.notes} />
            </div>
          </li>
        ))}
        {upcoming.map((title, index) =>
          index === 0 ? (
            <li key="writing" className="flex items-start gap-2">
              <Loader2
                className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-brand-600 dark:text-brand-400"
                aria-hidden
              />
              <span className="min-w-0">
                <span className="font-medium text-brand-800 dark:text-brand-200">Writing…</span>
                {title && (
                  <span className="ml-1.5 text-slate-500 dark:text-slate-400">{title}</span>
                )}
              </span>
            </li>
          ) : (
            <li
              key={`next-${index}`}
              className="flex items-start gap-2 text-slate-500 dark:text-slate-400"
            >
              <Circle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span className="min-w-0">
                <span className="sr-only">Up next: </span>
                {title || 'Up next'}
              </span>
            </li>
          ),
        )}
      </ol>
    </Card>
  );
}

/**
 * Double-buffers the preview: a new draft loads in a hidden frame and replaces the shown one on
 * its `load`, so the advisor never sees a blank page. A load in progress is not cancelled by a
 * newer section; the newest is loaded right after it, so a fast stream still shows progress.
 */
function useSwappedFrame(src: string | null) {
  const [frames, setFrames] = useState<{ shown: string | null; loading: string | null }>({
    shown: null,
    loading: null,
  });
  let current = frames;
  if (src === null && (frames.shown !== null || frames.loading !== null))
    current = { shown: null, loading: null };
  else if (src !== null && frames.loading === null && src !== frames.shown)
    current = { shown: frames.shown, loading: src };
  // Adjusting state while rendering (React's pattern for state derived from props): no extra paint.
  if (current !== frames) setFrames(current);
  const onLoad = (loaded: string) =>
    setFrames((now) => (now.loading === loaded ? { shown: loaded, loading: null } : now));
  return { ...current, onLoad };
}

function LivePreview({
  src,
  written,
  expected,
  done,
}: {
  src: string | null;
  written: number;
  expected: number;
  done: boolean;
}) {
  const { shown, loading, onLoad } = useSwappedFrame(src);
  // Shown first, then the one loading: the shown frame is always the older one, so React never
  // moves it in the DOM (moving an iframe reloads it).
  const frames = [shown, loading].filter((frame): frame is string => frame !== null);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs dark:border-navy-700 dark:bg-navy-900">
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 dark:border-navy-700 dark:bg-navy-950">
        <span className="hidden shrink-0 items-center gap-1.5 sm:flex" aria-hidden>
          <span className="h-2.5 w-2.5 rounded-full bg-red-400/80" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400/80" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400/80" />
        </span>
        <span className="min-w-0 flex-1 truncate text-xs font-medium text-slate-600 dark:text-slate-400">
          Live preview · {written} of {expected} sections
        </span>
        {done ? (
          <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
            Complete
          </span>
        ) : (
          <span className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-brand-700 dark:text-brand-300">
            <span className="relative flex h-2 w-2" aria-hidden>
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-60 motion-reduce:hidden" />
              <span className="relative inline-flex h-2 w-2 rounded-full bg-brand-600" />
            </span>
            Live
          </span>
        )}
      </div>
      <div className="relative h-[28rem] bg-white sm:h-[36rem] dark:bg-navy-900">
        {shown === null && <PreviewPlaceholder />}
        {frames.map((frame) => {
          const visible = frame === shown;
          return (
            <iframe
              key={frame}
              src={frame}
              sandbox="allow-scripts"
              referrerPolicy="no-referrer"
              title={visible ? LIVE_PREVIEW_TITLE : 'Next part of the live preview, loading'}
              onLoad={() => onLoad(frame)}
              aria-hidden={visible ? undefined : true}
              tabIndex={visible ? undefined : -1}
              inert={!visible}
              className={cn(
                'absolute inset-0 block h-full w-full border-0 bg-white',
                visible ? 'z-10' : 'pointer-events-none z-0 opacity-0',
              )}
            />
          );
        })}
      </div>
    </div>
  );
}

function PreviewPlaceholder() {
  return (
    <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-5 bg-slate-50 px-6 text-center dark:bg-navy-950">
      <div className="w-full max-w-sm space-y-3 opacity-70" aria-hidden>
        <div className="mx-auto h-3 w-24 animate-pulse rounded-full bg-brand-200 dark:bg-brand-900/60" />
        <div className="mx-auto h-5 w-3/4 animate-pulse rounded-full bg-slate-200 dark:bg-navy-800" />
        <div className="mx-auto h-3 w-1/2 animate-pulse rounded-full bg-slate-200 dark:bg-navy-800" />
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-navy-900 dark:text-slate-100">
        <Loader2 className="h-4 w-4 animate-spin text-brand-600 dark:text-brand-400" aria-hidden />
        Writing the first section…
      </p>
      <p className="max-w-xs text-xs text-slate-500 dark:text-slate-400">
        The presentation appears here, section by section, as it is written.
      </p>
    </div>
  );
}

/** The raw text as it streams, muted and never rendered; closed unless the advisor asks for it. */
function StreamedText({ text, done }: { text: string; done: boolean }) {
  const codeRef = useRef<HTMLPreElement>(null);
  const [open, setOpen] = useState(false);
  const tail = text.length > TAIL_CHARS ? text.slice(-TAIL_CHARS) : text;

  useEffect(() => {
    const el = codeRef.current;
    if (open && el) el.scrollTop = el.scrollHeight;
  }, [tail, open]);

  return (
    <details
      className="rounded-2xl border border-slate-200 bg-white dark:border-navy-700 dark:bg-navy-900"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-2xl px-4 py-2.5 text-sm font-medium text-slate-600 select-none hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-white">
        Show the text as it streams
        <span className="ml-2 text-xs font-normal text-slate-500 tabular-nums dark:text-slate-400">
          {text.length.toLocaleString('en-US')} characters
        </span>
      </summary>
      <pre
        ref={codeRef}
        aria-label="Live draft of the presentation source"
        tabIndex={0}
        className="mx-3 mb-3 h-56 overflow-y-auto rounded-xl bg-navy-950 px-4 py-3 font-mono text-[11px] leading-relaxed break-all whitespace-pre-wrap text-slate-200 sm:h-72"
      >
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
        {!done && (
          <span
            className="ml-0.5 inline-block h-3.5 w-1.5 translate-y-0.5 animate-pulse bg-brand-400"
            aria-hidden
          />
        )}
      </pre>
    </details>
  );
}
