// The open test checkout: what is bought and when it is first billed, and Pay or Cancel, which
// send the browser on to where the payment provider would.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormError } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation } from '@tanstack/react-query';
import { CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';

import { firstBillDate, formatLongDate, trialEndsAt } from '@pitchcraft/core';

export interface CheckoutDetails {
  id: string;
  trialPeriodDays: number | null;
  priceLabel: string;
  email: string;
  status: 'open' | 'complete' | 'expired';
}

export function OpenCheckout({ checkout }: { checkout: CheckoutDetails }) {
  const trpc = useTRPC();
  // Which button sent the browser away: it keeps its spinner until the next page loads.
  const [leavingVia, setLeavingVia] = useState<'pay' | 'cancel' | null>(null);
  const follow =
    (via: 'pay' | 'cancel') =>
    ({ redirectUrl }: { redirectUrl: string }) => {
      setLeavingVia(via);
      window.location.assign(redirectUrl);
    };
  const pay = useMutation(
    trpc.billing.testCheckout.complete.mutationOptions({ onSuccess: follow('pay') }),
  );
  const cancel = useMutation(
    trpc.billing.testCheckout.cancel.mutationOptions({ onSuccess: follow('cancel') }),
  );
  // The last action's failure: starting one clears the other's.
  const failure = pay.error ?? cancel.error;
  const paying = pay.isPending || leavingVia === 'pay';
  const canceling = cancel.isPending || leavingVia === 'cancel';
  const trialDays = checkout.trialPeriodDays ?? 0;
  // The same dates sign-up stated: the trial ends, and is first billed, trialDays from now.
  const now = Date.now();
  const trialEnd = trialDays > 0 ? formatLongDate(trialEndsAt(now, trialDays)) : null;
  const firstBill = trialDays > 0 ? formatLongDate(firstBillDate(now, trialDays)) : null;
  const firstAmount = checkout.priceLabel.split('/')[0]?.trim() ?? checkout.priceLabel;

  const run = (action: typeof pay, other: typeof cancel) => {
    other.reset();
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

          <FormError variant="box">
            {failure && errorMessage(failure, 'An unexpected error occurred. Please try again.')}
          </FormError>

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-navy-800">
            <Button
              variant="ghost"
              onClick={() => run(cancel, pay)}
              disabled={paying}
              loading={canceling}
            >
              Cancel
            </Button>
            <Button
              size="lg"
              onClick={() => run(pay, cancel)}
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
