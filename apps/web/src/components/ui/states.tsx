// The app's loading, error and empty states, written once: every panel, list and page that waits
// for data, fails to load it or has none shows one of these rather than markup of its own.
import { cn } from '@/lib/cn';
import { RotateCw } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

import { Button } from './button';
import { ListSkeleton } from './skeleton';

interface EmptyStateProps {
  icon: ComponentType<{ className?: string }>;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Less padding, for a panel inside a page rather than a page's main list. */
  compact?: boolean;
}

export function EmptyState({ icon: Icon, title, description, action, compact }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 text-center', compact ? 'py-8' : 'py-14')}>
      <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/30 dark:text-brand-300 dark:ring-brand-900">
        <Icon className="h-6 w-6" aria-hidden />
      </div>
      <h3 className="text-base font-semibold text-navy-900 dark:text-white">{title}</h3>
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
  compact?: boolean;
}

/** A load that failed, with a way to try again. */
export function ErrorState({
  message,
  detail,
  onRetry,
  retrying = false,
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
      {onRetry && (
        <Button variant="outline" className="mt-5" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
          Try Again
        </Button>
      )}
    </div>
  );
}

/** A list or panel that is loading: skeleton rows, announced by its label. */
export function LoadingState({ label, rows }: { label: string; rows?: number }) {
  return <ListSkeleton label={label} rows={rows} />;
}

/** A form's or an action's error, announced as it appears; `id` lets a field point at it. */
export function FormError({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (children === undefined || children === null || children === false || children === '')
    return null;
  return (
    <p id={id} role="alert" className={cn('text-sm text-red-600 dark:text-red-400', className)}>
      {children}
    </p>
  );
}
