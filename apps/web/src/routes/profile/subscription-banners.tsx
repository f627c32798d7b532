// The banner above the subscription's details, one for each status (spec section 4, profile
// banners); those without a live plan offer checkout.
import { useStartCheckout } from '@/components/billing/use-start-checkout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/states';

import {
  decideAccess,
  formatEpochSeconds,
  MONTHLY_PRICE_LABEL,
  READ_ONLY_MESSAGES,
  subscriptionDates,
} from '@pitchcraft/core';

export interface Subscription {
  status: string | null;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  cancellationReason: string | null;
  hasHadTrial: boolean;
}

/** 'Canceled on' when the advisor canceled; 'Ended on' when it ended otherwise (unpaid, at the provider). */
export const endedLabel = (reason: string | null) =>
  reason === 'user_cancelled' ? 'Canceled on' : 'Ended on';

/** The banner for each status (spec section 4, profile banners). */
export function StatusBanner({ subscription }: { subscription: Subscription }) {
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
      <FormError variant="box">{checkout.error}</FormError>
    </div>
  );
}
