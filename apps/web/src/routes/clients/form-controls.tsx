// Two small controls of the client form, kept in this route's own chunk (the wizard has its own):
// a dollar amount input and a ticked option drawn as a card.
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { forwardRef, type InputHTMLAttributes } from 'react';

/** A text input with '$' before the value; props (id, aria-*) go to the input, as Field expects. */
export const DollarInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function DollarInput({ className, ...props }, ref) {
    return (
      <div className="relative">
        <span
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
          aria-hidden
        >
          $
        </span>
        <Input
          ref={ref}
          inputMode="decimal"
          autoComplete="off"
          className={cn('pl-7 tabular-nums', className)}
          {...props}
        />
      </div>
    );
  },
);

/** '380000' or '$380,000' shown as '380,000' once the advisor leaves the field; anything else as typed. */
export function groupedAmount(text: string): string {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/[,\s_]/g, '');
  if (!/^\d+$/.test(cleaned) || cleaned.length > 12) return text;
  return Number(cleaned).toLocaleString('en-US');
}

export function OptionCheck({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-medium text-navy-900 transition-colors dark:text-slate-100',
        checked
          ? 'border-brand-300 bg-brand-50/60 dark:border-brand-700 dark:bg-brand-900/20'
          : 'border-slate-200 hover:border-slate-300 dark:border-navy-700',
      )}
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      {label}
    </label>
  );
}
