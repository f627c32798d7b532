// /billing/test-checkout/{id}: stands in for the payment provider's hosted checkout while no
// provider key is configured. No card is asked for and nothing is charged.
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, FlaskConical, Lock, RotateCw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { firstBillDate, formatLongDate, trialEndsAt } from '@pitchcraft/core';

interface CheckoutDetails {
  id: string;
  trialPeriodDays: number | null;
  priceLabel: string;
  email: string;
  status: 'open' | 'complete' | 'expired';
}

export default function TestCheckoutPage() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const checkout = useQuery(trpc.billing.testCheckout.get.queryOptions({ id }, { staleTime: 0 }));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      {/* Only over a real test checkout: an unknown id says nothing about the provider in use. */}
      {checkout.data && <TestModeBanner />}
      <div className={checkout.data ? 'mt-8' : undefined}>
        {checkout.isPending ? (
          <CheckoutSkeleton />
        ) : checkout.isError ? (
          errorCode(checkout.error) === 'NOT_FOUND' ? (
            <NotFoundCard />
          ) : (
            <LoadErrorCard
              message={errorMessage(checkout.error, 'We could not load this checkout.')}
              retrying={checkout.isFetching}
              onRetry={() => void checkout.refetch()}
            />
          )
        ) : checkout.data.status === 'open' ? (
          <OpenCheckout checkout={checkout.data} />
        ) : (
          <ClosedCheckout checkout={checkout.data} />
        )}
      </div>
    </div>
  );
}

function TestModeBanner() {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:gap-4 sm:p-5 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-amber-950">
        <FlaskConical className="h-5 w-5" aria-hidden />
      </span>
      <div className="space-y-0.5">
        <p className="font-semibold tracking-wide">TEST MODE: no real payment is taken</p>
        <p className="text-sm leading-relaxed text-amber-900 dark:text-amber-200">
          No payment provider key is configured, so this page replaces the provider&apos;s card
          form. Nothing is charged and no card is needed.
        </p>
      </div>
    </div>
  );
}

function OpenCheckout({ checkout }: { checkout: CheckoutDetails }) {
  const trpc = useTRPC();
  // Which button sent the browser away: it keeps its spinner until the next page loads.
  const [leavingVia, setLeavingVia] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const follow =
    (via: 'pay' | 'cancel') =>
    ({ redirectUrl }: { redirectUrl: string }) => {
      setLeavingVia(via);
      window.location.assign(redirectUrl);
    };
  const onError = (failure: unknown) =>
    setError(errorMessage(failure, 'An unexpected error occurred. Please try again.'));
  const pay = useMutation(
    trpc.billing.testCheckout.complete.mutationOptions({ onSuccess: follow('pay'), onError }),
  );
  const cancel = useMutation(
    trpc.billing.testCheckout.cancel.mutationOptions({ onSuccess: follow('cancel'), onError }),
  );
  const paying = pay.isPending || leavingVia === 'pay';
  const canceling = cancel.isPending || leavingVia === 'cancel';
  const trialDays = checkout.trialPeriodDays ?? 0;
  // The same dates sign-up stated: the trial ends, and is first billed, trialDays from now.
  const now = Date.now();
  const trialEnd = trialDays > 0 ? formatLongDate(trialEndsAt(now, trialDays)) : null;
  const firstBill = trialDays > 0 ? formatLongDate(firstBillDate(now, trialDays)) : null;
  const firstAmount = checkout.priceLabel.split('/')[0]?.trim() ?? checkout.priceLabel;

  const run = (action: typeof pay) => {
    setError(null);
    action.mutate({ id: checkout.id });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:gap-10">
      <section aria-labelledby="order-summary" className="lg:pt-2">
        <h1 id="order-summary" className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {trialDays > 0 ? `Try Pitchcraft free for ${trialDays} days` : 'Subscribe to Pitchcraft'}
        </h1>
        <p className="mt-1 text-4xl font-semibold tracking-tight text-navy-900 dark:text-white">
          {trialDays > 0 ? `${trialDays} days free` : checkout.priceLabel}
        </p>
        {trialDays > 0 && (
          <p className="mt-1 text-slate-600 dark:text-slate-400">Then {checkout.priceLabel}</p>
        )}

        <dl className="mt-8 divide-y divide-slate-200 border-y border-slate-200 text-sm dark:divide-navy-700 dark:border-navy-700">
          <SummaryRow label="Plan" value="Pitchcraft monthly" detail="Billed monthly" />
          <SummaryRow
            label="Price"
            value={checkout.priceLabel}
            {...(firstBill ? { detail: `First bill ${firstBill}` } : {})}
          />
          {trialEnd && (
            <SummaryRow
              label="Free trial"
              value={`${trialDays} days`}
              detail={`Ends ${trialEnd}`}
            />
          )}
          <SummaryRow label="Due today" value={trialDays > 0 ? '$0.00' : firstAmount} strong />
        </dl>
      </section>

      <Card>
        <CardContent className="space-y-6 p-6 sm:p-8">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-navy-900 dark:text-white">Payment</h2>
            <Badge tone="warning">Test mode</Badge>
          </div>

          <div className="space-y-1.5">
            <p className="text-sm font-medium text-navy-800 dark:text-slate-200">Account</p>
            <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm break-all text-navy-900 dark:border-navy-700 dark:bg-navy-950 dark:text-slate-100">
              {checkout.email || 'N/A'}
            </p>
          </div>

          <div className="space-y-1.5">
            <p className="text-sm font-medium text-navy-800 dark:text-slate-200">Card details</p>
            <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600 dark:border-navy-600 dark:text-slate-400">
              <CreditCard className="h-5 w-5 shrink-0" aria-hidden />
              Not needed in test mode. With a live key, the payment provider asks for a card here.
            </div>
          </div>

          {error && <Alert tone="danger">{error}</Alert>}

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-navy-800">
            <Button
              variant="ghost"
              onClick={() => run(cancel)}
              disabled={paying}
              loading={canceling}
            >
              Cancel
            </Button>
            <Button
              size="lg"
              onClick={() => run(pay)}
              disabled={canceling}
              loading={paying}
              className="sm:min-w-40"
            >
              {!paying && <Lock className="h-4 w-4" aria-hidden />}
              Pay
            </Button>
          </div>
          <p className="text-center text-xs text-slate-500 dark:text-slate-400">
            {trialDays > 0
              ? `Pay starts your ${trialDays}-day trial. In test mode, no money moves.`
              : 'Pay starts your subscription. In test mode, no money moves.'}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function SummaryRow({
  label,
  value,
  detail,
  strong = false,
}: {
  label: string;
  value: string;
  detail?: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <dt
        className={
          strong
            ? 'font-semibold text-navy-900 dark:text-white'
            : 'text-slate-600 dark:text-slate-400'
        }
      >
        {label}
        {detail && (
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
            {detail}
          </span>
        )}
      </dt>
      <dd
        className={
          strong
            ? 'font-semibold text-navy-900 dark:text-white'
            : 'font-medium text-navy-900 dark:text-slate-100'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** A checkout that was already paid or abandoned: say so and offer the way on. */
function ClosedCheckout({ checkout }: { checkout: CheckoutDetails }) {
  const complete = checkout.status === 'complete';
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-5 p-6 text-center sm:p-8">
        <h1 className="text-xl font-semibold text-navy-900 dark:text-white">
          {complete ? 'This checkout is already complete' : 'This checkout has expired'}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">
          {complete
            ? 'Your subscription is set up. There is nothing more to pay.'
            : 'Please start again to set up your subscription.'}
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          {complete ? (
            <Link
              to={`/payment-success?session_id=${encodeURIComponent(checkout.id)}`}
              className={buttonClasses('primary')}
            >
              Continue
            </Link>
          ) : (
            <Link to="/signup" className={buttonClasses('primary')}>
              Start Again
            </Link>
          )}
          <Link to="/profile" className={buttonClasses('outline')}>
            Your Profile
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function NotFoundCard() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-red-50 text-red-700 dark:bg-red-900/30 dark:text-red-300">
          <SearchX className="h-6 w-6" aria-hidden />
        </span>
        <div className="space-y-1">
          <h1 className="text-xl font-semibold text-navy-900 dark:text-white">
            Checkout not found
          </h1>
          <p className="text-slate-600 dark:text-slate-400">
            This checkout link is invalid or belongs to another account.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/profile" className={buttonClasses('primary')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Your Profile
          </Link>
          <Link to="/" className={buttonClasses('outline')}>
            Return to Home
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function LoadErrorCard({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 p-6 sm:p-8">
        <Alert tone="danger" title="We could not load this checkout">
          {message}
        </Alert>
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw className="h-4 w-4" aria-hidden />}
          Try Again
        </Button>
      </CardContent>
    </Card>
  );
}

function CheckoutSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:gap-10"
      role="status"
      aria-label="Loading checkout"
    >
      <div className="space-y-4">
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-56" />
        <Skeleton className="h-40 w-full" />
      </div>
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}
