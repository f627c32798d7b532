// /payment-success: where checkout returns with ?session_id. Syncs the subscription once with the
// provider, so the generator opens at once, then confirms the payment.
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';

import { formatEpochSeconds, MONTHLY_PRICE_LABEL } from '@pitchcraft/core';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  // The spec sends a visit without a session id to /dashboard, which is the generator here.
  if (!sessionId) return <Navigate to="/generate" replace />;
  // Checkouts of the built-in test mode (and of a Stripe test key) take no money: say so here too.
  return <PaymentConfirmation testMode={sessionId.startsWith('cs_test_')} />;
}

function PaymentConfirmation({ testMode }: { testMode: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { session, loading } = useSession();
  const signedIn = Boolean(session);
  const sync = useQuery({
    ...trpc.billing.checkAccess.queryOptions({ sync: true }),
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });
  // Fetched after the sync (never from an older cache entry), for the trial end date.
  const profile = useQuery({
    ...trpc.profile.get.queryOptions(),
    enabled: sync.isSuccess,
    staleTime: 0,
  });

  useEffect(() => {
    if (!sync.data) return;
    // The synced answer is the current one for the route guard too.
    queryClient.setQueryData(trpc.billing.checkAccess.queryKey(), sync.data);
  }, [sync.data, queryClient, trpc]);

  const confirming =
    loading || (signedIn && (sync.isPending || (sync.isSuccess && profile.isPending)));
  if (confirming) return <ConfirmingSkeleton />;

  const subscription = profile.data?.subscription;
  const trialing = sync.data?.subscriptionStatus === 'trialing';
  const stillSettingUp = sync.isSuccess && !sync.data.hasAccess;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 lg:py-20">
      <Card>
        <CardContent className="flex flex-col items-center gap-5 p-8 text-center sm:p-10">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60 dark:bg-emerald-900/40 dark:text-emerald-300 dark:ring-emerald-900/20">
            <CheckCircle2 className="h-9 w-9" aria-hidden />
          </span>
          <div className="space-y-2">
            {testMode && (
              <Badge tone="warning" size="sm" className="mb-1">
                TEST MODE: no payment was taken
              </Badge>
            )}
            <h1 className="text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl dark:text-white">
              Payment Successful
            </h1>
            <p className="text-slate-600 dark:text-slate-400">
              {trialing
                ? 'Your free trial has started. Everything in Pitchcraft is ready for you.'
                : 'Thank you. Your subscription is set up and ready to use.'}
            </p>
          </div>

          {trialing && subscription && (
            <dl className="w-full divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm dark:divide-navy-800 dark:border-navy-700">
              <div className="flex items-center justify-between gap-4 px-4 py-3">
                <dt className="text-slate-600 dark:text-slate-400">Trial ends</dt>
                <dd className="font-medium text-navy-900 dark:text-white">
                  {formatEpochSeconds(subscription.trialEnd)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-4 px-4 py-3">
                <dt className="text-slate-600 dark:text-slate-400">After the trial</dt>
                <dd className="font-medium text-navy-900 dark:text-white">{MONTHLY_PRICE_LABEL}</dd>
              </div>
            </dl>
          )}

          {stillSettingUp && (
            <Alert tone="warning" className="w-full text-left">
              Your subscription is still being confirmed. If Generate is not available in a minute,
              check your profile.
            </Alert>
          )}

          <Link to="/generate" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            Go to Dashboard
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            You can review or cancel your plan anytime from{' '}
            <Link
              to="/profile"
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              your profile
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function ConfirmingSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 lg:py-20"
      role="status"
      aria-label="Confirming your payment"
    >
      <Card>
        <CardContent className="flex flex-col items-center gap-5 p-8 sm:p-10">
          <Skeleton className="h-16 w-16 rounded-full" />
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-72 max-w-full" />
          <Skeleton className="h-12 w-48" />
          <p className="text-sm text-slate-600 dark:text-slate-400">Confirming your payment…</p>
        </CardContent>
      </Card>
    </div>
  );
}
