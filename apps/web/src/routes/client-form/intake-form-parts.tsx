// Pieces both public forms share: sections, labels, the submit row and placing a server error.
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/states';
import type { ReactNode } from 'react';

/** Phone-friendly controls: 16 px text (no zoom on focus) and taller touch targets below sm. */
export const CONTROL = 'h-11 text-base sm:h-10 sm:text-sm';
export const TEXTAREA = 'text-base sm:text-sm';

export function optionalLabel(text: string): ReactNode {
  return (
    <>
      {text} <span className="font-normal text-slate-500 dark:text-slate-400">(Optional)</span>
    </>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0 dark:border-navy-800">
      <h2 className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SubmitRow({ error, busy }: { error: string | null; busy: boolean }) {
  return (
    <div className="space-y-4 border-t border-slate-100 pt-6 dark:border-navy-800">
      <FormError variant="box" id="intake-submit-error">
        {error}
      </FormError>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <span className="text-red-600" aria-hidden>
            *
          </span>{' '}
          Required
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={busy}>
          Submit Information
        </Button>
      </div>
    </div>
  );
}

/**
 * The form field a server message is about. The intake procedure names the field in its message
 * ('Age must be between 18 and 100'), not in a path, so the words are matched here.
 */
export function fieldForMessage<F extends string>(
  message: string,
  keywords: readonly (readonly [F, string])[],
): F | null {
  const text = message.toLowerCase();
  for (const [field, keyword] of keywords) if (text.includes(keyword)) return field;
  return null;
}

/** Fields that failed on the server, keyed by form field: `data.age` or `age` alike. */
export function serverFieldErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors))
    out[path.replace(/^data\./, '')] ??= message;
  return out;
}
