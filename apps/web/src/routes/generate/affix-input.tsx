// A text input with a fixed unit before or after the value ('$', '%', 'years'), so the advisor
// types only the number. Props (id, aria-*) go to the input, as Field expects of its control.
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { forwardRef, type InputHTMLAttributes } from 'react';

interface AffixInputProps extends InputHTMLAttributes<HTMLInputElement> {
  prefix?: string;
  suffix?: string;
}

export const AffixInput = forwardRef<HTMLInputElement, AffixInputProps>(function AffixInput(
  { prefix, suffix, className, ...props },
  ref,
) {
  return (
    <div className="relative">
      {prefix && (
        <span
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
          aria-hidden
        >
          {prefix}
        </span>
      )}
      <Input
        ref={ref}
        className={cn(
          'tabular-nums',
          prefix && 'pl-7',
          suffix && (suffix.length > 2 ? 'pr-16' : 'pr-8'),
          className,
        )}
        {...props}
      />
      {suffix && (
        <span
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
          aria-hidden
        >
          {suffix}
        </span>
      )}
    </div>
  );
});

/** A draft value ('', digits, or a number pre-filled from a saved record) as the input shows it. */
export function draftText(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}

/** '380000' or '$380,000' shown as '380,000' once the advisor leaves the field; anything else as typed. */
export function groupedAmount(text: string): string {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/[,\s_]/g, '');
  if (!/^\d+$/.test(cleaned) || cleaned.length > 12) return text;
  return Number(cleaned).toLocaleString('en-US');
}
