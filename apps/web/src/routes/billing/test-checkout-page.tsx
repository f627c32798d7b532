// /billing/test-checkout/{id}: stands in for the payment provider's hosted checkout while no
// provider key is configured. No card is asked for and nothing is charged.
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { errorCode, errorMessage, useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FlaskConical, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { OpenCheckout, type CheckoutDetails } from './open-checkout';

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
      <ErrorState
        message="We could not load this checkout"
        detail={message}
        onRetry={onRetry}
        retrying={retrying}
        compact
      />
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
