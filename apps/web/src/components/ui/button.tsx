import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm dark:bg-brand-600 dark:hover:bg-brand-500',
  secondary: 'bg-navy-100 text-navy-900 hover:bg-navy-200 dark:bg-navy-800 dark:text-slate-100 dark:hover:bg-navy-700',
  outline:
    'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50 dark:border-navy-600 dark:bg-navy-900 dark:text-slate-100 dark:hover:bg-navy-800',
  ghost: 'text-navy-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-navy-800',
  destructive: 'bg-red-600 text-white hover:bg-red-700 shadow-sm',
  link: 'text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 px-0 h-auto',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-9 w-9 p-0',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and blocks a second press while the action runs. */
  loading?: boolean;
}

export const buttonClasses = (variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', className?: string) =>
  cn(
    'inline-flex items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, disabled, className, children, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
});
