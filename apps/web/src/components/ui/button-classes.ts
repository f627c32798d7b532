// The button's look as plain class names, without tailwind-merge, so the landing page and the top
// bar (the JavaScript every visitor downloads first) can style links as buttons cheaply.
import { clsx } from 'clsx';

const variants = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 shadow-sm dark:bg-brand-600 dark:hover:bg-brand-500',
  secondary:
    'bg-navy-100 text-navy-900 hover:bg-navy-200 dark:bg-navy-800 dark:text-slate-100 dark:hover:bg-navy-700',
  outline:
    'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50 dark:border-navy-600 dark:bg-navy-900 dark:text-slate-100 dark:hover:bg-navy-800',
  ghost: 'text-navy-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-navy-800',
  destructive: 'bg-red-600 text-white hover:bg-red-700 shadow-sm',
  link: 'text-brand-700 underline-offset-4 hover:underline dark:text-brand-300',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-9 w-9 p-0',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * A button's classes. `layout` may only add what the button does not set itself (margins, width,
 * display at a breakpoint); to override its own classes use `buttonClasses` from ./button, which merges.
 */
export const buttonStyle = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  layout?: string,
): string =>
  clsx(
    'inline-flex items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
    layout,
  );
