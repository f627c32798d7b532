// Asks before canceling: at the period's end (the default), or at once for anyone who needs it to
// stop now; either way the advisor's presentations and records stay readable.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

export function CancelDialog({
  open,
  onOpenChange,
  trialing,
  accessUntil,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trialing: boolean;
  accessUntil: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: async ({ message }) => {
        toast.success('Subscription Updated', { description: message });
        onOpenChange(false);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() }),
          queryClient.invalidateQueries({
            queryKey: trpc.billing.checkAccess.queryKey(),
            exact: true,
          }),
        ]);
      },
      onError: (error) => {
        onOpenChange(false);
        if (errorCode(error) === 'NOT_FOUND') {
          toast.error('Could not find your subscription');
          return;
        }
        const detail = errorMessage(error, '');
        toast.error(
          'Failed to cancel subscription',
          detail && detail !== 'Failed to cancel subscription'
            ? { description: detail }
            : undefined,
        );
      },
    }),
  );
  const immediate = cancel.isPending && cancel.variables?.immediate === true;
  const atPeriodEnd = cancel.isPending && !immediate;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}
      title={trialing ? 'Cancel your free trial?' : 'Cancel your subscription?'}
      description={
        trialing
          ? `Your trial stays active until ${accessUntil}. After that it will not convert to a paid subscription, and generation features will be locked.`
          : `You keep full access until ${accessUntil}. After that your subscription will not renew.`
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
          {trialing ? 'Keep Trial' : 'Keep Subscription'}
        </Button>
        <Button
          variant="destructive"
          onClick={() => cancel.mutate({})}
          loading={atPeriodEnd}
          disabled={immediate}
        >
          Cancel at period end
        </Button>
      </div>
      <div className="mt-6 border-t border-slate-100 pt-4 dark:border-navy-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Need it to stop now? You lose access to generation and editing straight away; your
          presentations and records stay readable.
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 -ml-3 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
          onClick={() => cancel.mutate({ immediate: true })}
          loading={immediate}
          disabled={atPeriodEnd}
        >
          Cancel immediately instead
        </Button>
      </div>
    </Dialog>
  );
}
