// The footer of a profile card's form: the polite "saved" status on the left (announced to screen
// readers when it appears) and the form's submit button on the right.
import { Button } from '@/components/ui/button';
import { CardFooter } from '@/components/ui/card';
import { CheckCircle2 } from 'lucide-react';

export function SaveRow({
  done,
  message,
  label,
  loading,
  disabled = false,
}: {
  /** Whether the last save succeeded and nothing has changed since. */
  done: boolean;
  message: string;
  label: string;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <CardFooter className="mt-3 justify-between">
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-300"
      >
        {done && (
          <span className="inline-flex items-center gap-1.5">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden /> {message}
          </span>
        )}
      </p>
      <Button type="submit" loading={loading} disabled={disabled}>
        {label}
      </Button>
    </CardFooter>
  );
}
