import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

const tones = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-navy-800 dark:text-slate-200',
  brand:
    'bg-brand-50 text-brand-800 ring-1 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800',
  success:
    'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-200 dark:ring-emerald-800',
  warning:
    'bg-amber-50 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800',
  danger:
    'bg-red-50 text-red-800 ring-1 ring-red-200 dark:bg-red-900/30 dark:text-red-200 dark:ring-red-800',
} as const;

/** A status pill. `className` may add layout (margins, shrink) but not restyle it: no tailwind-merge here, the landing page uses it. */
export function Badge({
  tone = 'neutral',
  size = 'xs',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones; size?: 'xs' | 'sm' }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-medium',
        size === 'sm' ? 'text-sm' : 'text-xs',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
