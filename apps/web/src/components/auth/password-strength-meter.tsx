// Password strength as the advisor types. The estimator and its dictionaries (a few hundred KB) load
// only once a password is being typed, never with the page; the server refuses common passwords
// whatever this shows.
import { cn } from '@/lib/cn';
import { useEffect, useMemo, useState } from 'react';

import type { assessPassword, PasswordAssessment } from '@pitchcraft/core/password-strength';

interface Estimator {
  assessPassword: typeof assessPassword;
}

let loading: Promise<Estimator> | undefined;
function loadEstimator(): Promise<Estimator> {
  loading ??= import('@pitchcraft/core/password-strength').catch((error: unknown) => {
    // A failed download (offline) may be retried on the next keystroke.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The assessment of `password`, or null until the estimator has loaded (or while it is empty). */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordAssessment | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password || estimator) return;
    let live = true;
    loadEstimator().then(
      (loaded) => live && setEstimator(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [password, estimator]);

  return useMemo(
    () =>
      estimator && password
        ? estimator.assessPassword(password, inputsKey ? inputsKey.split('\n') : [])
        : null,
    [estimator, password, inputsKey],
  );
}

const LEVELS: Record<
  PasswordAssessment['label'],
  { bars: number; bar: string; text: string; tip: string | null }
> = {
  'Too common': {
    bars: 1,
    bar: 'bg-red-600',
    text: 'text-red-700 dark:text-red-300',
    tip: 'Everyone tries this one first. A few unrelated words work better.',
  },
  Weak: {
    bars: 1,
    bar: 'bg-amber-500',
    text: 'text-amber-800 dark:text-amber-300',
    tip: 'Longer is stronger: try a few unrelated words.',
  },
  Fair: {
    bars: 2,
    bar: 'bg-amber-500',
    text: 'text-amber-800 dark:text-amber-300',
    tip: 'Longer is stronger: try a few unrelated words.',
  },
  Good: {
    bars: 3,
    bar: 'bg-emerald-500',
    text: 'text-emerald-800 dark:text-emerald-300',
    tip: null,
  },
  Strong: {
    bars: 4,
    bar: 'bg-emerald-600',
    text: 'text-emerald-800 dark:text-emerald-300',
    tip: null,
  },
};

export function PasswordStrengthMeter({
  assessment,
  password,
  className,
}: {
  assessment: PasswordAssessment | null;
  password: string;
  className?: string;
}) {
  if (!password) return null;
  const level = assessment ? LEVELS[assessment.label] : null;
  return (
    <div className={cn('space-y-1.5', className)} data-testid="password-strength">
      <div className="grid grid-cols-4 gap-1.5" aria-hidden>
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              level && bar < level.bars ? level.bar : 'bg-slate-200 dark:bg-navy-700',
            )}
          />
        ))}
      </div>
      <p
        role="status"
        aria-live="polite"
        className="text-xs leading-relaxed text-slate-600 dark:text-slate-400"
      >
        {level && assessment ? (
          <>
            <span className={cn('font-semibold', level.text)}>
              Password strength: {assessment.label}
            </span>
            {level.tip && (
              <span className="block sm:inline sm:before:content-['_·_']">{level.tip}</span>
            )}
          </>
        ) : (
          'Checking password strength…'
        )}
      </p>
    </div>
  );
}
