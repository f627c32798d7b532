// What a profile card shows before its form: rows of field placeholders while it loads, or the
// failure with a way to ask again.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { RotateCw } from 'lucide-react';

export function FieldRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <CardContent className="space-y-5" aria-hidden>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </CardContent>
  );
}

export function CardLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <CardContent className="space-y-4">
      <Alert tone="danger">{message}</Alert>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
        Try Again
      </Button>
    </CardContent>
  );
}
