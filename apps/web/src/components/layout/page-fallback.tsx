import { Skeleton } from '@/components/ui/skeleton';

export function PageFallback() {
  return (
    <div
      className="mx-auto max-w-6xl space-y-4 px-4 py-10 sm:px-6"
      role="status"
      aria-label="Loading"
    >
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
