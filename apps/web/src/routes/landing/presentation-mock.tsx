// A hand-drawn example of a generated presentation for the hero: pure markup, no images.
import { Check, Sparkles } from 'lucide-react';

const THUMBNAILS = ['w-3/4', 'w-2/3', 'w-4/5', 'w-1/2'];

function SlideThumbnails() {
  return (
    <div className="hidden flex-col gap-2.5 sm:flex">
      {THUMBNAILS.map((width, index) => (
        <div
          key={width}
          className={
            index === 2
              ? 'rounded-md bg-navy-800 p-1.5 ring-2 ring-brand-500 ring-offset-2 ring-offset-white dark:ring-offset-navy-900'
              : 'rounded-md bg-slate-100 p-1.5 dark:bg-navy-800/70'
          }
        >
          <div
            className={`h-1 rounded-full ${index === 2 ? 'bg-white/70' : 'bg-slate-300 dark:bg-navy-600'} ${width}`}
          />
          <div
            className={`mt-1 h-1 w-1/2 rounded-full ${index === 2 ? 'bg-brand-300/70' : 'bg-slate-200 dark:bg-navy-700'}`}
          />
          <div className="mt-2 flex items-end gap-0.5">
            {[40, 70, 55].map((h) => (
              <div
                key={h}
                className={`w-1.5 rounded-sm ${index === 2 ? 'bg-brand-400' : 'bg-slate-300 dark:bg-navy-600'}`}
                style={{ height: `${h / 8}px` }}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function CoverageRing({ percent }: { percent: number }) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="relative h-[72px] w-[72px] shrink-0 sm:h-20 sm:w-20">
      <svg viewBox="0 0 64 64" className="h-full w-full -rotate-90">
        <circle
          cx="32"
          cy="32"
          r={radius}
          fill="none"
          strokeWidth="7"
          className="stroke-white/15"
        />
        <circle
          cx="32"
          cy="32"
          r={radius}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={`${(circumference * percent) / 100} ${circumference}`}
          className="stroke-emerald-400"
        />
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center leading-none">
        <span className="text-sm font-semibold sm:text-base">{percent}%</span>
      </span>
    </div>
  );
}

function Slide() {
  return (
    <div className="relative overflow-hidden rounded-xl bg-gradient-to-br from-navy-900 via-navy-800 to-brand-900 p-4 text-white sm:p-6">
      <div className="pointer-events-none absolute -top-16 -right-16 h-48 w-48 rounded-full bg-brand-500/25 blur-3xl" />
      <div className="relative flex items-center justify-between text-[10px] font-medium tracking-wider text-brand-200 uppercase sm:text-[11px]">
        <span>Family Protection Review</span>
        <span className="text-white/60">03 / 12</span>
      </div>
      <p className="relative mt-3 max-w-[19rem] text-base leading-snug font-semibold sm:text-xl">
        Closing the Martinez family&rsquo;s protection gap
      </p>
      <div className="relative mt-4 flex items-center gap-4 sm:mt-5 sm:gap-6">
        <div className="flex-1 space-y-3">
          <div>
            <div className="flex justify-between text-[10px] text-white/70 sm:text-xs">
              <span>Current coverage</span>
              <span className="font-medium text-white">$250k</span>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-white/10">
              <div className="h-2 w-[21%] rounded-full bg-amber-300" />
            </div>
          </div>
          <div>
            <div className="flex justify-between text-[10px] text-white/70 sm:text-xs">
              <span>Recommended</span>
              <span className="font-medium text-white">$1.2M</span>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-white/10">
              <div className="h-2 w-full rounded-full bg-gradient-to-r from-brand-400 to-emerald-400" />
            </div>
          </div>
        </div>
        <div className="flex flex-col items-center gap-1">
          <CoverageRing percent={82} />
          <span className="text-[10px] text-white/70 sm:text-xs">Income replaced</span>
        </div>
      </div>
      <div className="relative mt-4 flex flex-wrap gap-1.5 sm:mt-5 sm:gap-2">
        {['20-year term life', '$86 / month', 'Within budget'].map((chip) => (
          <span
            key={chip}
            className="rounded-full bg-white/10 px-2.5 py-1 text-[10px] font-medium text-white/90 ring-1 ring-white/15 sm:text-xs"
          >
            {chip}
          </span>
        ))}
      </div>
    </div>
  );
}

export function PresentationMock() {
  return (
    <div
      role="img"
      aria-label="Example of a presentation made with Pitchcraft: a family protection review comparing current and recommended life coverage"
      className="relative mx-auto w-full max-w-xl"
    >
      <div className="pointer-events-none absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-brand-200/50 via-transparent to-emerald-100/50 blur-2xl dark:from-brand-700/20 dark:to-emerald-700/10" />
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-navy-900/10 dark:border-navy-700 dark:bg-navy-900 dark:shadow-black/40">
        <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 dark:border-navy-800">
          <div className="flex gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-slate-200 dark:bg-navy-700" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-200 dark:bg-navy-700" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-200 dark:bg-navy-700" />
          </div>
          <div className="w-48 truncate rounded-md bg-slate-100 px-3 py-1 text-[11px] text-slate-600 sm:w-56 dark:bg-navy-800 dark:text-slate-400">
            pitchcraft.app/p/martinez-family
          </div>
        </div>
        <div className="grid grid-cols-1 gap-4 p-3 sm:grid-cols-[76px_1fr] sm:p-4">
          <SlideThumbnails />
          <Slide />
        </div>
      </div>

      <div className="absolute -top-5 -right-5 hidden items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-lg shadow-navy-900/10 sm:flex dark:border-navy-700 dark:bg-navy-900">
        <span className="flex h-7 w-7 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
          <Sparkles className="h-4 w-4" />
        </span>
        <div className="leading-tight">
          <p className="text-xs font-semibold text-navy-900 dark:text-white">
            Needs analysis ready
          </p>
          <p className="text-[11px] text-slate-500 dark:text-slate-400">12 slides drafted</p>
        </div>
      </div>

      <div className="absolute -bottom-6 left-3 flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-lg shadow-navy-900/10 sm:-left-6 dark:border-navy-700 dark:bg-navy-900">
        <span className="flex h-7 w-7 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
          <Check className="h-4 w-4" aria-hidden />
        </span>
        <div className="leading-tight">
          <p className="text-xs font-semibold text-navy-900 dark:text-white">
            Sofia opened your link
          </p>
          <p className="text-[11px] text-slate-500 dark:text-slate-400">Viewed 9 of 12 slides</p>
        </div>
      </div>
    </div>
  );
}
