// Signup step 2: explains the free trial and hands the browser to checkout. Also what a signed-in
// visitor of /signup sees: the trial offer, a plain checkout offer once the trial is used, or a
// note that they already have access.
import { useStartCheckout } from '@/components/billing/use-start-checkout';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Skeleton } from '@/components/ui/skeleton';
import { FormError } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, Lock, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import {
  ACCESS_REASONS,
  firstBillDate,
  formatLongDate,
  FREE_TRIAL_LABEL,
  MONTHLY_PRICE_LABEL,
  MONTHLY_PRICE_PER_MONTH,
  SUBSCRIPTION_BENEFITS,
  TRIAL_PERIOD_DAYS,
  trialEndsAt,
} from '@pitchcraft/core';

/**
 * `startCheckoutAtOnce`: the account was just created for someone who already had a trial, so
 * there is nothing to explain and checkout starts straight away.
 */
export function TrialStep({ startCheckoutAtOnce = false }: { startCheckoutAtOnce?: boolean }) {
  if (startCheckoutAtOnce) return <DirectCheckout />;
  return <TrialOffer />;
}

function TrialOffer() {
  const trpc = useTRPC();
  const access = useQuery(trpc.billing.checkAccess.queryOptions());
  const trial = useQuery(trpc.billing.hasHadTrial.queryOptions());
  const checkout = useStartCheckout();

  if (access.isPending || trial.isPending) return <TrialStepSkeleton />;
  if (access.data?.hasAccess) return <AccessReadyNotice />;

  // The repeat-trial check treats a failed lookup as "had a trial"; the server decides again at checkout.
  const firstTrial = trial.data?.hasHadTrial === false;
  const returnedFromCheckout =
    access.data?.subscriptionStatus === 'incomplete' ||
    access.data?.cancellationReason === 'checkout_abandoned';

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-navy-900 dark:text-white">
          {firstTrial ? `Start your ${FREE_TRIAL_LABEL}` : 'Subscribe to Pitchcraft'}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {firstTrial
            ? `Every feature, free for ${TRIAL_PERIOD_DAYS} days. Then ${MONTHLY_PRICE_PER_MONTH}. Cancel anytime.`
            : `Your free trial has already been used. Subscribe for ${MONTHLY_PRICE_PER_MONTH} and cancel anytime.`}
        </p>
      </div>

      {returnedFromCheckout && (
        <Alert tone="warning" title={ACCESS_REASONS.checkoutAbandoned}>
          You can pick up where you left off: nothing has been charged.
        </Alert>
      )}

      {firstTrial ? <TrialTimeline /> : <PlanSummary />}

      <div>
        <h3 className="text-sm font-semibold text-navy-900 dark:text-white">
          What&apos;s included
        </h3>
        <CheckList
          items={SUBSCRIPTION_BENEFITS}
          className="mt-3 grid gap-x-6 gap-y-2.5 sm:grid-cols-2"
          itemClassName="gap-2.5 text-sm"
        />
      </div>

      <FormError variant="box">{checkout.error}</FormError>

      <div className="flex flex-col-reverse gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-navy-800">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Lock className="h-4 w-4 shrink-0" aria-hidden />
          You will add your card on our secure checkout page.
        </p>
        <Button
          size="lg"
          onClick={checkout.start}
          loading={checkout.pending}
          className="w-full sm:w-auto"
        >
          {firstTrial ? 'Start Free Trial' : 'Continue to Checkout'}
          {!checkout.pending && <ArrowRight className="h-4 w-4" aria-hidden />}
        </Button>
      </div>
    </div>
  );
}

/** Today, the trial end and the first bill date (the trial's end: one date, from @pitchcraft/core), as a short timeline. */
function TrialTimeline() {
  const now = Date.now();
  const rows = [
    { label: 'Today', detail: 'Your free trial starts', value: '$0.00 due' },
    {
      label: 'Trial ends',
      detail: formatLongDate(trialEndsAt(now)),
      value: 'Cancel before then to pay nothing',
    },
    {
      label: 'First bill date',
      detail: formatLongDate(firstBillDate(now)),
      value: MONTHLY_PRICE_LABEL,
    },
  ];
  return (
    <ol className="rounded-xl border border-slate-200 bg-slate-50/70 p-5 dark:border-navy-700 dark:bg-navy-950/40">
      {rows.map((row, index) => (
        <li key={row.label} className="relative flex gap-4 pb-5 last:pb-0">
          {index < rows.length - 1 && (
            <span
              aria-hidden
              className="absolute top-6 bottom-0 left-[7px] w-px bg-slate-300 dark:bg-navy-600"
            />
          )}
          <span
            aria-hidden
            className={
              index === 0
                ? 'mt-1.5 h-[15px] w-[15px] shrink-0 rounded-full bg-brand-700 ring-4 ring-brand-100 dark:bg-brand-500 dark:ring-brand-900/60'
                : 'mt-1.5 h-[15px] w-[15px] shrink-0 rounded-full border-2 border-slate-300 bg-white dark:border-navy-500 dark:bg-navy-900'
            }
          />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <div>
              <p className="text-sm font-semibold text-navy-900 dark:text-white">{row.label}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{row.detail}</p>
            </div>
            <p className="text-sm font-medium text-navy-800 sm:text-right dark:text-slate-200">
              {row.value}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function PlanSummary() {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50/70 p-5 dark:border-navy-700 dark:bg-navy-950/40">
      <div>
        <p className="text-sm font-semibold text-navy-900 dark:text-white">Pitchcraft monthly</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">Billed monthly from today</p>
      </div>
      <p className="text-lg font-semibold whitespace-nowrap text-navy-900 dark:text-white">
        {MONTHLY_PRICE_LABEL}
      </p>
    </div>
  );
}

/** A returning customer whose trial is used goes straight to checkout. */
function DirectCheckout() {
  const checkout = useStartCheckout();
  const started = useRef(false);
  const { start } = checkout;
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (checkout.error) {
    return (
      <div className="space-y-5">
        <Alert tone="danger" title="We could not open checkout">
          {checkout.error}
        </Alert>
        <div className="flex justify-end">
          <Button onClick={checkout.start} loading={checkout.pending}>
            {!checkout.pending && <RotateCw className="h-4 w-4" aria-hidden />}
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  return <HandoffNotice />;
}

export function HandoffNotice({ text = 'Taking you to secure checkout…' }: { text?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
      <span
        className="h-8 w-8 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden
      />
      <p className="font-medium text-navy-900 dark:text-white">{text}</p>
    </div>
  );
}

function AccessReadyNotice() {
  return (
    <div className="flex flex-col items-start gap-4">
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
        <CircleCheck className="h-6 w-6" aria-hidden />
      </span>
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-navy-900 dark:text-white">
          You&apos;re all set
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your subscription is active, so there is nothing more to set up. Your plan is managed from
          your profile.
        </p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/generate" className={buttonClasses('primary', 'lg')}>
          Create a Presentation
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <Link to="/profile" className={buttonClasses('outline', 'lg')}>
          Your Profile
        </Link>
      </div>
    </div>
  );
}

function TrialStepSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading">
      <Skeleton className="h-7 w-64" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
