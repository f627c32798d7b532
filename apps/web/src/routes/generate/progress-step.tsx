// The generation progress screen: the percentage bar, the status message, the six checkpoints
// and the presentation as it is written.
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { Check } from 'lucide-react';

import { checkpointStates, sectionsForDetail, type TDetailLevel } from '@pitchcraft/core';

import { LiveDraft } from './live-draft';
import { StepHeading } from './step-heading';
import { useGenerationEvents } from './use-generation';

interface ProgressStepProps {
  generationId: string;
  clientName: string;
  /** Decides how many sections the presentation will have. */
  detailLevel: TDetailLevel;
  onDone: () => void;
  onFailed: (reason: string | null) => void;
}

export function ProgressStep({
  generationId,
  clientName,
  detailLevel,
  onDone,
  onFailed,
}: ProgressStepProps) {
  const { progress, message, text, sections, done } = useGenerationEvents(generationId, {
    onDone,
    onFailed,
  });
  const checkpoints = checkpointStates(progress);

  return (
    <section aria-labelledby="step-title" className="space-y-6">
      <StepHeading
        title="Generating Presentation"
        description={
          clientName
            ? `Writing ${clientName}'s personalized recommendations. This can take a minute or two.`
            : 'Writing your personalized recommendations.'
        }
      />
      <Card className="p-5 sm:p-6">
        <div className="flex items-end justify-between gap-4">
          <p
            className="text-base font-medium text-navy-900 dark:text-white"
            role="status"
            aria-live="polite"
          >
            {message}
          </p>
          <span
            className="text-3xl font-semibold text-brand-700 tabular-nums dark:text-brand-300"
            aria-hidden
          >
            {progress}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Generation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-navy-800"
        >
          <div
            className={cn(
              'h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-500 transition-[width] duration-500 ease-out',
              done && 'from-emerald-600 to-emerald-500',
            )}
            style={{ width: `${Math.max(2, progress)}%` }}
          />
        </div>
        <ol className="mt-6 grid gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-6">
          {checkpoints.map((checkpoint) => (
            <li
              key={checkpoint.at}
              className={cn(
                'flex items-center gap-2 rounded-lg border px-3 py-2 text-xs font-medium transition-colors',
                checkpoint.state === 'completed' &&
                  'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100',
                checkpoint.state === 'active' &&
                  'border-brand-300 bg-brand-50 text-brand-900 dark:border-brand-700 dark:bg-brand-900/30 dark:text-brand-100',
                checkpoint.state === 'upcoming' &&
                  'border-slate-200 text-slate-600 dark:border-navy-700 dark:text-slate-400',
              )}
            >
              <span
                className={cn(
                  'flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[10px]',
                  checkpoint.state === 'completed'
                    ? 'bg-emerald-600 text-white'
                    : checkpoint.state === 'active'
                      ? 'bg-brand-700 text-white'
                      : 'bg-slate-200 text-slate-600 dark:bg-navy-700 dark:text-slate-300',
                )}
                aria-hidden
              >
                {checkpoint.state === 'completed' ? (
                  <Check className="h-3 w-3" strokeWidth={3} />
                ) : (
                  `${checkpoint.at}`
                )}
              </span>
              <span>
                {checkpoint.label}
                <span className="sr-only"> ({checkpoint.state})</span>
              </span>
            </li>
          ))}
        </ol>
      </Card>
      <LiveDraft
        generationId={generationId}
        sections={sections}
        expectedIds={sectionsForDetail(detailLevel)}
        text={text}
        done={done}
      />
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        You can reload this page: the presentation keeps being written and picks up where it left
        off.
      </p>
    </section>
  );
}
