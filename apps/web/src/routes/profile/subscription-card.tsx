// The profile's Subscription Information card: status, dates, the banner for the status, checkout
// for anyone without a plan, and cancellation for active or trialing plans. Its dates come from one
// rule (@pitchcraft/core subscriptionDates): a trial is first billed at its end, and a canceled
// subscription states the day it ended and what the advisor keeps, never a period that is gone.
import { useStartCheckout } from '@/components/billing/use-start-checkout';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import {
  canCancelSubscription,
  decideAccess,
  formatEpochSeconds,
  MONTHLY_PRICE_LABEL,
  READ_ONLY_MESSAGES,
  subscriptionDates,
} from '@pitchcraft/core';

import { CardLoadError } from './card-states';

interface Subscription {
  status: string | null;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  cancellationReason: string | null;
  hasHadTrial: boolean;
}

type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';
const STATUS_LABELS: Record<string, { label: string; tone: BadgeTone }> = {
  trialing: { label: 'Trial', tone: 'brand' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past Due', tone: 'warning' },
  unpaid: { label: 'Unpaid', tone: 'warning' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  incomplete: { label: 'Incomplete', tone: 'neutral' },
};

/** 'Trial' for trialing and so on; a status we do not know is shown as it is. */
function statusBadge(status: string | null): { label: string; tone: BadgeTone } {
  if (!status) return { label: 'None', tone: 'neutral' };
  return STATUS_LABELS[status] ?? { label: status, tone: 'neutral' };
}

export function SubscriptionCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Once per visit (gcTime 0 forgets it on leaving): brings the local record in line with the provider.
  const sync = useQuery({
    ...trpc.billing.checkAccess.queryOptions({ sync: true }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const profile = useQuery(trpc.profile.get.queryOptions());
  const [refreshed, setRefreshed] = useState(false);
  const syncSettled = !sync.isPending;

  useEffect(() => {
    if (!syncSettled) return;
    if (sync.data) queryClient.setQueryData(trpc.billing.checkAccess.queryKey(), sync.data);
    // A failed sync still leaves the local record to show.
    void queryClient
      .invalidateQueries({ queryKey: trpc.profile.get.queryKey() })
      .finally(() => setRefreshed(true));
  }, [syncSettled, sync.data, queryClient, trpc]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Information</CardTitle>
        <CardDescription>Your plan, trial and billing dates.</CardDescription>
      </CardHeader>
      {profile.isError && !profile.data ? (
        <CardLoadError
          message="Failed to load profile information"
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !profile.data || !refreshed ? (
        <SubscriptionSkeleton />
      ) : (
        <SubscriptionDetails subscription={profile.data.subscription} />
      )}
    </Card>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { status, cancelAtPeriodEnd } = subscription;
  const badge = statusBadge(status);
  const live = status === 'active' || status === 'trialing';
  const dates = subscriptionDates(subscription);
  const accessUntil = formatEpochSeconds(dates.accessUntil);
  // A canceled subscription's period end is the day it ended (see subscriptionDates).
  const ended = status === 'canceled' && subscription.cancellationReason !== 'checkout_abandoned';
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <CardContent className="space-y-6">
        <StatusBanner subscription={subscription} />
        <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <Detail label="Status">
            <Badge tone={badge.tone} size="sm" data-testid="subscription-status">
              {badge.label}
            </Badge>
          </Detail>
          <Detail label="Plan">{MONTHLY_PRICE_LABEL}</Detail>
          {/* A trial end stored when checkout opened means nothing until that trial has started. */}
          <Detail label="Trial end">
            {formatEpochSeconds(
              subscription.hasHadTrial || status === 'trialing' ? subscription.trialEnd : null,
            )}
          </Detail>
          {ended ? (
            <Detail label={endedLabel(subscription.cancellationReason)}>
              <span data-testid="subscription-ended-on">{formatEpochSeconds(dates.endedOn)}</span>
            </Detail>
          ) : (
            <Detail label="Current period end">
              {formatEpochSeconds(subscription.currentPeriodEnd)}
            </Detail>
          )}
        </dl>
        {live && cancelAtPeriodEnd && (
          <p className="flex items-start gap-2.5 rounded-lg bg-slate-50 px-4 py-3 text-sm text-navy-800 dark:bg-navy-800/60 dark:text-slate-200">
            <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              {status === 'trialing'
                ? `Your trial is set to cancel. You keep access until ${accessUntil}, and you will not be charged.`
                : `Your subscription is set to cancel. You keep access until ${accessUntil}, and nothing more will be charged.`}
            </span>
          </p>
        )}
      </CardContent>
      {canCancelSubscription(status, cancelAtPeriodEnd) && (
        <CardFooter className="mt-3 flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Cancel anytime. You keep access until {accessUntil}.
          </p>
          <Button
            variant="outline"
            className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
            onClick={() => setConfirming(true)}
          >
            Cancel Subscription
          </Button>
        </CardFooter>
      )}
      <CancelDialog
        open={confirming}
        onOpenChange={setConfirming}
        trialing={status === 'trialing'}
        accessUntil={accessUntil}
      />
    </>
  );
}

/** 'Canceled on' when the advisor canceled; 'Ended on' when it ended otherwise (unpaid, at the provider). */
const endedLabel = (reason: string | null) =>
  reason === 'user_cancelled' ? 'Canceled on' : 'Ended on';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-navy-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** The banner for each status (spec section 4, profile banners). */
function StatusBanner({ subscription }: { subscription: Subscription }) {
  const { status, cancelAtPeriodEnd, cancellationReason } = subscription;
  switch (status) {
    case 'active':
      return (
        <Alert tone="success" title="Active subscription">
          You have full access until {formatEpochSeconds(subscription.currentPeriodEnd)}
          {cancelAtPeriodEnd && ' (will not renew)'}.
        </Alert>
      );
    case 'trialing':
      return (
        <Alert tone="info" title="Free trial active">
          Your trial is active until {formatEpochSeconds(subscription.trialEnd)}.{' '}
          {cancelAtPeriodEnd ? (
            'It will not convert to a paid subscription.'
          ) : (
            <>
              Unless you cancel before then, it converts to a paid subscription at{' '}
              <span className="whitespace-nowrap">{MONTHLY_PRICE_LABEL}</span> and your first bill
              is on{' '}
              <span className="whitespace-nowrap">
                {formatEpochSeconds(subscriptionDates(subscription).nextBill)}
              </span>
              .
            </>
          )}
        </Alert>
      );
    case 'past_due':
      return (
        <Alert tone="warning" title="Payment is past due">
          We could not collect your last payment. Please update your payment method to keep access
          to generation features. {READ_ONLY_MESSAGES.kept}
        </Alert>
      );
    case 'canceled':
      return cancellationReason === 'checkout_abandoned' ? (
        <CheckoutBanner
          title="Checkout not completed"
          text="Your subscription setup was not finished, so nothing was charged. Complete setup to start creating presentations."
          action="Complete Setup"
        />
      ) : (
        <CheckoutBanner
          title="Subscription canceled"
          text={canceledText(subscription)}
          action="Resubscribe"
        />
      );
    default:
      return (
        <CheckoutBanner
          title={decideAccess(status, cancellationReason).reason}
          text="You need an active subscription or trial to generate presentations. Set one up in a couple of minutes."
          action="Manage Subscription"
          tone="info"
        />
      );
  }
}

/** "Canceled on November 27, 2025. You keep read-only access …": what ended, when, and what the advisor keeps. */
function canceledText(subscription: Subscription): string {
  const { endedOn } = subscriptionDates(subscription);
  const when =
    endedOn === null
      ? 'Your subscription has ended.'
      : `${endedLabel(subscription.cancellationReason)} ${formatEpochSeconds(endedOn)}.`;
  return `${when} ${READ_ONLY_MESSAGES.kept} Resubscribe to create and edit again.`;
}

function CheckoutBanner({
  title,
  text,
  action,
  tone = 'warning',
}: {
  title: string;
  text: string;
  action: string;
  tone?: 'info' | 'warning';
}) {
  const checkout = useStartCheckout();
  return (
    <div className="space-y-3">
      <Alert tone={tone} title={title}>
        <p>{text}</p>
        <Button size="sm" className="mt-3" onClick={checkout.start} loading={checkout.pending}>
          {action}
        </Button>
      </Alert>
      {checkout.error && <Alert tone="danger">{checkout.error}</Alert>}
    </div>
  );
}

function CancelDialog({
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

function SubscriptionSkeleton() {
  return (
    <CardContent className="space-y-6" role="status" aria-label="Loading subscription">
      <Skeleton className="h-20 w-full rounded-xl" />
      <div className="grid gap-5 sm:grid-cols-2">
        {[0, 1, 2, 3].map((cell) => (
          <div key={cell} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-40" />
          </div>
        ))}
      </div>
    </CardContent>
  );
}
