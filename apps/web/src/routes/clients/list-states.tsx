// The empty, no-match and error states shared by the two tabs of the Clients page.
import { Button } from '@/components/ui/button';
import { RotateCw } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

/** The spec's one confirmation text, for a client and for a link alike. */
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this client? This action cannot be undone.';

interface EmptyStateProps {
  icon: ComponentType<{ className?: string }>;
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
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

export function ErrorState({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-14 text-center">
      <p className="font-medium text-navy-900 dark:text-white">{message}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Check your connection and try again.
      </p>
      <Button variant="outline" className="mt-5" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
        Try Again
      </Button>
    </div>
  );
}
