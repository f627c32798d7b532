// What the profile says of a subscription after the provider reports it: the pure mapping from a
// provider's subscription (and what we know better) to the user_profiles fields.
import type { CancellationReason } from '@pitchcraft/core';
import type { userProfiles } from '@pitchcraft/db';

import type { SubscriptionSnapshot } from './provider';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type SubscriptionFields = Partial<
  Pick<
    ProfileRow,
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'subscriptionStatus'
    | 'paymentStatus'
    | 'trialEnd'
    | 'hasHadTrial'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'cancellationReason'
    | 'hasPaymentMethod'
    | 'checkoutSessionId'
  >
>;

/** Statuses in which a subscription is still running at the provider (it may yet recover). */
const RUNNING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export interface ApplyOptions {
  /** Why the subscription ends, when we know better than the provider (the advisor canceled). */
  cancellationReason?: CancellationReason;
  /** The advisor completed checkout, so a card is on file. */
  checkoutCompleted?: boolean;
  /** The checkout session this report completes. */
  checkoutSessionId?: string | null;
}

/**
 * The profile fields after the provider reports `subscription`, or null when the report is about
 * an older subscription that has ended while the profile follows another one (a late event for a
 * previous subscription must not undo a newer one).
 */
export function subscriptionFieldsFor(
  profile: ProfileRow,
  subscription: SubscriptionSnapshot,
  options: ApplyOptions = {},
): SubscriptionFields | null {
  const running = RUNNING.has(subscription.status);
  if (profile.stripeSubscriptionId && profile.stripeSubscriptionId !== subscription.id && !running)
    return null;
  // Waiting on a new checkout: news that the previous subscription ended is old news — unless it
  // is that very checkout completing, whose subscription has ended since (events held back).
  const completesAwaitedCheckout =
    Boolean(options.checkoutSessionId) && options.checkoutSessionId === profile.checkoutSessionId;
  if (
    profile.subscriptionStatus === 'incomplete' &&
    profile.checkoutSessionId &&
    subscription.status === 'canceled' &&
    !completesAwaitedCheckout
  )
    return null;

  const fields: SubscriptionFields = {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: profile.stripeCustomerId ?? (subscription.customer || null),
    trialEnd: subscription.trial_end,
    currentPeriodEnd: subscription.current_period_end ?? profile.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    hasHadTrial:
      profile.hasHadTrial || subscription.trial_end !== null || subscription.status === 'trialing',
  };
  Object.assign(fields, statusFields(profile, subscription, options));
  if (options.checkoutCompleted && running) fields.hasPaymentMethod = true;
  return fields;
}

/** The status, payment and cancellation fields for the subscription's status. */
function statusFields(
  profile: ProfileRow,
  subscription: SubscriptionSnapshot,
  options: ApplyOptions,
): SubscriptionFields {
  const fields: SubscriptionFields = {};
  const wasCanceled = profile.subscriptionStatus === 'canceled';

  switch (subscription.status) {
    case 'trialing':
    case 'active':
      fields.subscriptionStatus = subscription.status;
      fields.paymentStatus = subscription.status === 'trialing' ? 'trialing' : 'paid';
      fields.hasPaymentMethod = true;
      // A running subscription set to end keeps (or gets) the advisor's reason; otherwise the
      // reason of an earlier cancellation no longer applies.
      fields.cancellationReason = subscription.cancel_at_period_end
        ? (options.cancellationReason ??
          (wasCanceled ? null : profile.cancellationReason) ??
          'user_cancelled')
        : null;
      break;
    case 'past_due':
      fields.subscriptionStatus = 'past_due';
      fields.paymentStatus = 'unpaid';
      break;
    case 'unpaid':
    case 'paused':
      // Paused: a trial ended without a payment method; for the advisor that is unpaid.
      fields.subscriptionStatus = 'unpaid';
      fields.paymentStatus = 'unpaid';
      break;
    case 'incomplete':
      fields.subscriptionStatus = 'incomplete';
      fields.paymentStatus = 'unpaid';
      break;
    case 'incomplete_expired':
      // The first payment never succeeded: the checkout was not really completed.
      fields.subscriptionStatus = 'canceled';
      fields.paymentStatus = 'unpaid';
      fields.hasPaymentMethod = false;
      fields.cancellationReason = 'checkout_abandoned';
      break;
    case 'canceled':
    default:
      fields.subscriptionStatus = 'canceled';
      fields.paymentStatus = 'unpaid';
      fields.hasPaymentMethod = false;
      fields.cancellationReason =
        options.cancellationReason ?? profile.cancellationReason ?? 'system_detected';
      Object.assign(fields, endedDates(subscription));
      break;
  }
  return fields;
}

/**
 * An ended subscription's period and trial end when it ended, not when they were due to: the
 * provider leaves both as they were when a subscription is canceled at once, and the profile would
 * go on stating a period (or a trial converting) that no longer exists. The profile then reads its
 * period end as the day the subscription ended ("Canceled on …").
 */
function endedDates(
  subscription: SubscriptionSnapshot,
): Pick<SubscriptionFields, 'currentPeriodEnd' | 'trialEnd'> {
  const ended = subscription.ended_at;
  if (ended === null) return {};
  return {
    currentPeriodEnd: Math.min(subscription.current_period_end ?? ended, ended),
    trialEnd: subscription.trial_end === null ? null : Math.min(subscription.trial_end, ended),
  };
}

/** The same for a subscription we learn has ended without a report of its own (it ended by now). */
export function endedByNow(
  profile: ProfileRow,
): Pick<SubscriptionFields, 'currentPeriodEnd' | 'trialEnd'> {
  const now = Math.floor(Date.now() / 1000);
  return {
    currentPeriodEnd: Math.min(profile.currentPeriodEnd ?? now, now),
    trialEnd: profile.trialEnd === null ? null : Math.min(profile.trialEnd, now),
  };
}
