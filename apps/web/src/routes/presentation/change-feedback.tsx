// What every change to a saved presentation shares: reloading the presentation and its versions
// once the change is stored, and saying why a change was refused (with a reload when the
// presentation moved on since it was opened).
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTRPC } from '@/lib/trpc';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useCallback } from 'react';

export interface ChangeProblemState {
  message: string;
  /** The presentation has a newer version than the one the change was made on. */
  stale: boolean;
}

/** Reloads the presentation and its version list after a change was stored. */
export function useRefreshPresentation(presentationId: string): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: trpc.presentations.get.queryKey({ id: presentationId }),
      }),
      queryClient.invalidateQueries({
        queryKey: trpc.presentations.versions.list.queryKey({ id: presentationId }),
      }),
    ]);
  }, [queryClient, trpc, presentationId]);
}

export function ChangeProblem({
  problem,
  failedTitle,
  onReload,
}: {
  problem: ChangeProblemState;
  failedTitle: string;
  onReload: () => void;
}) {
  return (
    <Alert
      tone={problem.stale ? 'warning' : 'danger'}
      title={problem.stale ? 'This presentation changed' : failedTitle}
    >
      <p>{problem.message}</p>
      {problem.stale && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onReload}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          Reload the latest version
        </Button>
      )}
    </Alert>
  );
}
