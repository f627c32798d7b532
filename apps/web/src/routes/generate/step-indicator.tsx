// The wizard's five-step indicator: each step is completed, active or upcoming.
import { cn } from '@/lib/cn';
import { Check } from 'lucide-react';

import { INDICATOR_STEPS } from './wizard-state';

export function StepIndicator({ activeIndex }: { activeIndex: number }) {
  return (
    <nav aria-label="Progress" className="mb-8">
      <ol className="flex items-start">
        {INDICATOR_STEPS.map((label, index) => {
          const state =
            index < activeIndex ? 'completed' : index === activeIndex ? 'active' : 'upcoming';
          const last = index === INDICATOR_STEPS.length - 1;
          return (
            <li key={label} className="relative flex flex-1 flex-col items-center text-center">
              {!last && (
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-4 left-[calc(50%+1.25rem)] h-0.5 w-[calc(100%-2.5rem)] rounded-full',
                    index < activeIndex
                      ? 'bg-brand-700 dark:bg-brand-500'
                      : 'bg-slate-200 dark:bg-navy-700',
                  )}
                />
              )}
              <span
                aria-current={state === 'active' ? 'step' : undefined}
                className={cn(
                  'relative z-10 flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold transition-colors',
                  state === 'completed' && 'bg-brand-700 text-white dark:bg-brand-500',
                  state === 'active' &&
                    'bg-white text-brand-700 ring-2 ring-brand-700 dark:bg-navy-900 dark:text-brand-300 dark:ring-brand-400',
                  state === 'upcoming' &&
                    'bg-white text-slate-500 ring-1 ring-slate-300 dark:bg-navy-900 dark:text-slate-400 dark:ring-navy-600',
                )}
              >
                {state === 'completed' ? (
                  <Check className="h-4 w-4" strokeWidth={3} aria-hidden />
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={cn(
                  'mt-2 hidden text-xs font-medium sm:block',
                  state === 'upcoming'
                    ? 'text-slate-500 dark:text-slate-400'
                    : 'text-navy-900 dark:text-white',
                )}
              >
                {label}
              </span>
              <span className="sr-only">
                {label} ({state})
              </span>
            </li>
          );
        })}
      </ol>
      <p
        className="mt-3 text-center text-sm font-medium text-navy-900 sm:hidden dark:text-white"
        aria-hidden
      >
        Step {activeIndex + 1} of {INDICATOR_STEPS.length}: {INDICATOR_STEPS[activeIndex]}
      </p>
    </nav>
  );
}
