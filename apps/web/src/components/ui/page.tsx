import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

/** The standard page frame: a title block and content centred at a comfortable width. */
export function Page({
  title,
  description,
  actions,
  children,
  className,
  width = 'wide',
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  width?: 'narrow' | 'wide';
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-8 sm:px-6 lg:py-10',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl',
        className,
      )}
    >
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {description && <p className="text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
