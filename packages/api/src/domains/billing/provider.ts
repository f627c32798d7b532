// The one BillingProvider interface behind which Stripe and the built-in test mode sit. Both
// describe subscriptions as Stripe-shaped snapshots, so one set of state transitions serves both.

/** Provider statuses: ours plus Stripe's incomplete_expired and paused. */
export type ProviderSubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'canceled'
  | 'past_due'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** The fields of a Stripe subscription we read; epoch seconds like the provider's. */
export interface SubscriptionSnapshot {
  id: string;
  customer: string;
  status: ProviderSubscriptionStatus;
  trial_end: number | null;
  current_period_end: number | null;
  /**
   * When the subscription ended (Stripe's ended_at; null while it runs). An immediate cancel ends it
   * now, long before its current_period_end or trial_end, which the provider leaves as they were.
   */
  ended_at: number | null;
  cancel_at_period_end: boolean;
  created: number;
  metadata: Record<string, string>;
  /** Paid seats: the subscription item's quantity (absent when the provider did not say). */
  quantity?: number | undefined;
}

export interface CreateCheckoutParams {
  customerId: string;
  userId: string;
  /** Set only for a first trial. */
  trialPeriodDays: number | null;
  /** Paid seats the subscription starts with: the organisation's seat count. */
  quantity: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
}

export interface BillingProvider {
  readonly mode: 'stripe' | 'test';
  createCustomer(params: { email: string; userId: string }): Promise<{ id: string }>;
  createCheckoutSession(params: CreateCheckoutParams): Promise<CheckoutSession>;
  /** Every subscription of the customer, whatever its status (at most 100, newest first). */
  listSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]>;
  /** The provider's current state of one subscription; null when it does not exist. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
  ): Promise<SubscriptionSnapshot>;
  cancelImmediately(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Changes the paid seats; the provider prorates the change over the rest of the period. */
  updateQuantity(subscriptionId: string, quantity: number): Promise<SubscriptionSnapshot>;
}

/** A verified provider event, as much of it as the webhook handler reads. */
export interface BillingEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export interface StripeBillingProvider extends BillingProvider {
  readonly mode: 'stripe';
  /** Verifies the signature of a raw webhook body; throws WebhookSignatureError when invalid. */
  constructEvent(payload: Buffer | string, signature: string): BillingEvent;
}

export interface TestCheckout {
  id: string;
  userId: string;
  customerId: string;
  trialPeriodDays: number | null;
  status: 'open' | 'complete' | 'expired';
}

export interface TestModeBillingProvider extends BillingProvider {
  readonly mode: 'test';
  getCheckout(checkoutId: string): Promise<TestCheckout | null>;
  /** Completes an open checkout: creates its subscription, as the provider's hosted page would. */
  completeCheckout(
    checkoutId: string,
  ): Promise<{ checkout: TestCheckout; subscription: SubscriptionSnapshot }>;
  /** Expires an open checkout (the advisor went back instead of paying). */
  expireCheckout(checkoutId: string): Promise<TestCheckout>;
}

export class WebhookSignatureError extends Error {
  constructor() {
    super('Invalid webhook signature');
    this.name = 'WebhookSignatureError';
  }
}

export function isStripeProvider(provider: BillingProvider): provider is StripeBillingProvider {
  return provider.mode === 'stripe';
}

export function isTestModeProvider(provider: BillingProvider): provider is TestModeBillingProvider {
  return provider.mode === 'test';
}
