// Subscription rules shared by the API and the browser: who may generate, the words we use when
// someone may not, the trial, the price and the benefits as every screen and e-mail states them,
// and the billing procedures' input schemas. The price and trial copy is in ./pricing.
import { z } from 'zod';

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'canceled',
  'past_due',
  'unpaid',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'trialing', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CANCELLATION_REASONS = [
  'user_cancelled',
  'checkout_abandoned',
  'system_detected',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const ACCESS_REASONS = {
  active: 'Active subscription',
  trialing: 'Active trial',
  userCancelled: 'Subscription was canceled',
  checkoutAbandoned: 'Checkout was not completed',
  inactive: 'Subscription is inactive',
  pastDue: 'Payment is past due',
  unpaid: 'Subscription is unpaid',
  incomplete: 'Subscription setup is incomplete',
  none: 'No active subscription',
} as const;

export interface AccessDecision {
  hasAccess: boolean;
  reason: string;
}

/** Only active subscriptions and running trials may use generation features. */
export function decideAccess(
  status: string | null | undefined,
  cancellationReason: string | null | undefined,
): AccessDecision {
  switch (status) {
    case 'active':
      return { hasAccess: true, reason: ACCESS_REASONS.active };
    case 'trialing':
      return { hasAccess: true, reason: ACCESS_REASONS.trialing };
    case 'canceled':
      if (cancellationReason === 'user_cancelled')
        return { hasAccess: false, reason: ACCESS_REASONS.userCancelled };
      if (cancellationReason === 'checkout_abandoned')
        return { hasAccess: false, reason: ACCESS_REASONS.checkoutAbandoned };
      return { hasAccess: false, reason: ACCESS_REASONS.inactive };
    case 'past_due':
      return { hasAccess: false, reason: ACCESS_REASONS.pastDue };
    case 'unpaid':
      return { hasAccess: false, reason: ACCESS_REASONS.unpaid };
    case 'incomplete':
      return { hasAccess: false, reason: ACCESS_REASONS.incomplete };
    default:
      return { hasAccess: false, reason: ACCESS_REASONS.none };
  }
}

/** Cancel Subscription is offered only to active or trialing users not already set to cancel. */
export function canCancelSubscription(
  status: string | null | undefined,
  cancelAtPeriodEnd: boolean,
): boolean {
  return (status === 'active' || status === 'trialing') && !cancelAtPeriodEnd;
}

export const CANCEL_MESSAGES = {
  atPeriodEnd: 'Your subscription will be canceled at the end of the billing period',
  immediately: 'Your subscription has been canceled immediately',
  trial: 'Your trial has been canceled',
} as const;

export const ZCheckAccessInput = z.object({ sync: z.boolean().optional() }).optional();
export type TCheckAccessInput = z.infer<typeof ZCheckAccessInput>;

export const ZCancelSubscriptionInput = z.object({ immediate: z.boolean().optional() }).optional();
export type TCancelSubscriptionInput = z.infer<typeof ZCancelSubscriptionInput>;

export const ZTestCheckoutInput = z.object({
  id: z.string().trim().min(1, 'Checkout not found').max(200, 'Checkout not found'),
});
export type TTestCheckoutInput = z.infer<typeof ZTestCheckoutInput>;

// Dates and records after a subscription ends ---------------------------------------------------

/** The subscription fields of a profile that its dates are read from (epoch seconds, as stored). */
export interface SubscriptionDatesInput {
  status: string | null;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionDates {
  /** When the next charge is made; a trial's first bill is its end. Null when nothing more is charged. */
  nextBill: number | null;
  /** Until when generation and editing stay open; null when they are closed. */
  accessUntil: number | null;
  /**
   * When a canceled subscription ended. The billing mapping stores a canceled subscription's
   * period end as the moment it ended, so an immediate cancel reads as today, not the old period end.
   */
  endedOn: number | null;
}

/** The dates the profile states, from the one rule: a trial converts (and is first billed) at its end. */
export function subscriptionDates(s: SubscriptionDatesInput): SubscriptionDates {
  switch (s.status) {
    case 'trialing':
      return {
        nextBill: s.cancelAtPeriodEnd ? null : s.trialEnd,
        accessUntil: s.trialEnd,
        endedOn: null,
      };
    case 'active':
      return {
        nextBill: s.cancelAtPeriodEnd ? null : s.currentPeriodEnd,
        accessUntil: s.currentPeriodEnd,
        endedOn: null,
      };
    case 'canceled':
      return { nextBill: null, accessUntil: null, endedOn: s.currentPeriodEnd };
    default:
      return { nextBill: null, accessUntil: null, endedOn: null };
  }
}

/**
 * What an advisor without access is told over their records (presentations, versions, responses,
 * analytics, clients, exports), which stay readable after a subscription ends; creating and editing
 * stay behind the subscription.
 */
export const READ_ONLY_MESSAGES = {
  /** The banner over the records of a canceled subscription. */
  ended:
    'Your subscription has ended — your presentations are read-only. Renew to create and edit.',
  /** The banner when the subscription is past due, unpaid or otherwise not active. */
  lapsed: 'Your presentations are read-only until your subscription is active again.',
  /** Why an edit control is disabled. */
  control: 'Read-only: renew your subscription to create and edit.',
  /** What the profile says the advisor keeps. */
  kept: 'You keep read-only access to your presentations and records.',
} as const;
