// The profile's Subscription Information card: status, dates, the banner for the status, checkout
// for anyone without a plan, and cancellation for active or trialing plans. Its dates come from one
// rule (@pitchcraft/core subscriptionDates): a trial is first billed at its end, and a canceled
// subscription states the day it ended and what the advisor keeps, never a period that is gone.
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
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

import {
  canCancelSubscription,
  formatEpochSeconds,
  MONTHLY_PRICE_LABEL,
  subscriptionDates,
} from '@pitchcraft/core';

import { CancelDialog } from './cancel-subscription-dialog';
import { BilledToOwner, SeatDetails, SeatPricingNote, type SeatSummary } from './seat-summary';
import { endedLabel, StatusBanner, type Subscription } from './subscription-banners';

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
  // A member who does not manage billing sees whom the plan is billed to, not its controls.
  const seats = useQuery(trpc.billing.seats.queryOptions());
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
        <ErrorState
          message="Failed to load profile information"
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          compact
        />
      ) : seats.data && !seats.data.manages ? (
        <BilledToOwner seats={seats.data} />
      ) : !profile.data || !refreshed ? (
        <SubscriptionSkeleton />
      ) : (
        <SubscriptionDetails subscription={profile.data.subscription} seats={seats.data} />
      )}
    </Card>
  );
}

function SubscriptionDetails({
  subscription,
  seats,
}: {
  subscription: Subscription;
  seats: SeatSummary | undefined;
}) {
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
          <SeatDetails seats={seats} />
        </dl>
        <SeatPricingNote seats={seats} />
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

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-navy-900 dark:text-white">{children}</dd>
    </div>
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
