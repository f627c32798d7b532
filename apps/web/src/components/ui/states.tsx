// The app's loading, error and empty states, written once: every panel, list and page that waits
// for data, fails to load it or has none shows one of these rather than markup of its own.
import { cn } from '@/lib/cn';
import { RotateCw } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

import { Alert } from './alert';
import { Button } from './button';
import { ListSkeleton, Skeleton } from './skeleton';

interface EmptyStateProps {
  /** Drawn in a tinted circle above the title; none for a small panel's note. */
  icon?: ComponentType<{ className?: string }>;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Less padding, for a panel inside a page rather than a page's main list. */
  compact?: boolean;
  /** The title's heading level: h3 inside a page; h1 where the state is the whole page. */
  heading?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  compact,
  heading: Heading = 'h3',
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 text-center', compact ? 'py-8' : 'py-14')}>
      {Icon && (
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/30 dark:text-brand-300 dark:ring-brand-900">
          <Icon className="h-6 w-6" aria-hidden />
        </div>
      )}
      <Heading
        className={cn(
          'font-semibold text-navy-900 dark:text-white',
          Heading === 'h1' ? 'text-2xl tracking-tight' : 'text-base',
        )}
      >
        {title}
      </Heading>
      {description && (
        <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{description}</p>
      )}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  /** What could not be done, e.g. "The versions could not be loaded." */
  message: string;
  /** The line under it; the connection advice unless given. */
  detail?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** A control of its own in place of the Try Again button (e.g. an item inside a menu). */
  action?: ReactNode;
  compact?: boolean;
}

/** A load that failed, with a way to try again. */
export function ErrorState({
  message,
  detail,
  onRetry,
  retrying = false,
  action,
  compact,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center px-6 text-center', compact ? 'py-8' : 'py-14')}
    >
      <p className="font-medium text-navy-900 dark:text-white">{message}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {detail ?? 'Check your connection and try again.'}
      </p>
      {action}
      {onRetry && !action && (
        <Button variant="outline" className="mt-5" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
          Try Again
        </Button>
      )}
    </div>
  );
}

/**
 * A list or panel that is loading: placeholder rows shaped like what is coming (list rows with an
 * action, timeline entries, or labelled form fields), announced by its label; without a label
 * the placeholder is only drawn (a card whose heading already says what loads).
 */
export function LoadingState({
  label,
  rows,
  shape = 'list',
}: { rows?: number } & (
  { label: string; shape?: 'list' | 'timeline' } | { label?: string; shape: 'fields' }
)) {
  if (shape === 'list') return <ListSkeleton label={label ?? ''} rows={rows} />;
  const announced = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <div {...announced} className="space-y-5">
      {Array.from({ length: rows ?? 4 }, (_, row) =>
        shape === 'fields' ? (
          <div key={row} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <div key={row} className="flex gap-3">
            <Skeleton className="h-9 w-9 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2 pt-1">
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}

/**
 * A form's or an action's error, announced as it appears; nothing when there is none. Inline, a
 * line of red text (`id` lets a field point at it); as a box, the danger alert above a form, with
 * an optional title.
 */
export function FormError({
  id,
  className,
  variant = 'inline',
  title,
  children,
}: {
  id?: string;
  className?: string;
  variant?: 'inline' | 'box';
  title?: ReactNode;
  children: ReactNode;
}) {
  if (children === undefined || children === null || children === false || children === '')
    return null;
  if (variant === 'box')
    return (
      <Alert tone="danger" id={id} title={title} className={className}>
        {children}
      </Alert>
    );
  return (
    <p id={id} role="alert" className={cn('text-sm text-red-600 dark:text-red-400', className)}>
      {children}
    </p>
  );
}
