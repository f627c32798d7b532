import { cn } from '@/lib/cn';
import { Check } from 'lucide-react';

export type SignupStep = 'account' | 'trial';

const STEPS: { id: SignupStep; label: string }[] = [
  { id: 'account', label: 'Account' },
  { id: 'trial', label: 'Free trial' },
];

/** The two-step indicator kept visible above both signup steps. */
export function SignupStepIndicator({ step }: { step: SignupStep }) {
  const currentIndex = STEPS.findIndex((s) => s.id === step);
  return (
    <ol aria-label="Signup progress" className="flex items-center gap-3">
      {STEPS.map((s, index) => {
        const done = index < currentIndex;
        const current = index === currentIndex;
        return (
          <li
            key={s.id}
            aria-current={current ? 'step' : undefined}
            className="flex flex-1 items-center gap-3 last:flex-none"
          >
            <span className="flex items-center gap-2.5">
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-emerald-600 text-white',
                  current &&
                    'bg-brand-700 text-white ring-4 ring-brand-100 dark:bg-brand-600 dark:ring-brand-900/60',
                  !done &&
                    !current &&
                    'border border-slate-300 bg-white text-slate-600 dark:border-navy-600 dark:bg-navy-900 dark:text-slate-400',
                )}
              >
                {done ? <Check className="h-4 w-4" strokeWidth={3} aria-hidden /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-sm font-medium',
                  current ? 'text-navy-900 dark:text-white' : 'text-slate-600 dark:text-slate-400',
                )}
              >
                {s.label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </span>
            {index < STEPS.length - 1 && (
              <span
                aria-hidden
                className={cn(
                  'h-px flex-1',
                  done ? 'bg-emerald-600' : 'bg-slate-200 dark:bg-navy-700',
                )}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
