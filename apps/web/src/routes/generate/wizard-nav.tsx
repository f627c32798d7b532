// The wizard's navigation bar: Back bottom left, the primary action bottom right.
import { Button } from '@/components/ui/button';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface WizardNavProps {
  onBack?: (() => void) | undefined;
  backDisabled?: boolean;
  nextLabel?: string;
  onNext?: (() => void) | undefined;
  /** Submit the surrounding form instead of calling onNext. */
  nextSubmits?: boolean;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  /** Extra actions between Back and Next (e.g. a secondary choice). */
  children?: ReactNode;
}

export function WizardNav({
  onBack,
  backDisabled = false,
  nextLabel = 'Next',
  onNext,
  nextSubmits = false,
  nextDisabled = false,
  nextLoading = false,
  children,
}: WizardNavProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-navy-800">
      <Button
        variant="outline"
        onClick={onBack}
        disabled={backDisabled || !onBack}
        className="w-full sm:w-auto"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back
      </Button>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {children}
        {(onNext ?? nextSubmits) && (
          <Button
            type={nextSubmits ? 'submit' : 'button'}
            onClick={nextSubmits ? undefined : onNext}
            disabled={nextDisabled}
            loading={nextLoading}
            className="w-full sm:w-auto"
          >
            {nextLabel}
            {!nextLoading && <ArrowRight className="h-4 w-4" aria-hidden />}
          </Button>
        )}
      </div>
    </div>
  );
}
