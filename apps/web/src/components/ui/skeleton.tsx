import { clsx } from 'clsx';

/** A pulsing placeholder block: rounded-md unless `className` picks its own radius (no tailwind-merge: the app shell uses it). */
export function Skeleton({ className }: { className?: string }) {
  const radius = className && /(^|\s)rounded(-|\s|$)/.test(className) ? undefined : 'rounded-md';
  return (
    <div
      aria-hidden
      className={clsx('animate-pulse bg-slate-200 dark:bg-navy-800', radius, className)}
    />
  );
}

/** A table-shaped placeholder for lists that are loading. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 py-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
