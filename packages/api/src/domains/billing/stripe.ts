// The Stripe implementation of BillingProvider: the only code that talks to Stripe's API. The
// secret key stays on the server; nothing here logs keys, signatures or request bodies.
import Stripe from 'stripe';

import {
  WebhookSignatureError,
  type BillingEvent,
  type ProviderSubscriptionStatus,
  type StripeBillingProvider,
  type SubscriptionSnapshot,
} from './provider';
import { idOf } from './stripe-objects';

/** The API version the specification names; the SDK sends it as the Stripe-Version header. */
export const STRIPE_API_VERSION = '2025-02-24.acacia';

export interface StripeProviderOptions {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Point the SDK at another host (a local fake in tests, a proxy in some deployments). */
  apiHost?: string | undefined;
  apiPort?: number | undefined;
  apiProtocol?: 'http' | 'https' | undefined;
  maxNetworkRetries?: number;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A subscription as Stripe sends it; an event's copy is parsed JSON, whose lists may be missing. */
type StripeSubscriptionLike = Omit<Stripe.Subscription, 'items' | 'metadata'> & {
  items?: Stripe.Subscription['items'] | undefined;
  metadata?: Stripe.Metadata | null | undefined;
};

/**
 * Reads a subscription whatever the API version: up to 2025-02-24.acacia the period end is on the
 * subscription; from 2025-03-31.basil on it lives on the items.
 */
export function snapshotOfStripeSubscription(
  subscription: StripeSubscriptionLike,
): SubscriptionSnapshot {
  const raw = subscription as unknown as Record<string, unknown>;
  const itemPeriodEnds = (subscription.items?.data ?? [])
    .map((item) => numberOrNull((item as unknown as Record<string, unknown>).current_period_end))
    .filter((value): value is number => value !== null);
  return {
    id: subscription.id,
    customer: idOf(subscription.customer) ?? '',
    status: subscription.status as ProviderSubscriptionStatus,
    trial_end: numberOrNull(subscription.trial_end),
    current_period_end:
      numberOrNull(raw.current_period_end) ??
      (itemPeriodEnds.length ? Math.max(...itemPeriodEnds) : null),
    ended_at:
      numberOrNull(subscription.ended_at) ??
      (subscription.status === 'canceled' ? numberOrNull(subscription.canceled_at) : null),
    cancel_at_period_end: subscription.cancel_at_period_end === true,
    created: numberOrNull(subscription.created) ?? 0,
    metadata: { ...(subscription.metadata ?? {}) },
    quantity: numberOrNull(subscription.items?.data[0]?.quantity) ?? undefined,
  };
}

function isMissingResource(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.code === 'resource_missing' || error.statusCode === 404)
  );
}

export function createStripeBillingProvider(options: StripeProviderOptions): StripeBillingProvider {
  const stripe = new Stripe(options.secretKey, {
    // The SDK's types only name its own pinned version; the API accepts any published one.
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    ...(options.apiHost ? { host: options.apiHost } : {}),
    ...(options.apiPort ? { port: options.apiPort } : {}),
    ...(options.apiProtocol ? { protocol: options.apiProtocol } : {}),
    ...(options.maxNetworkRetries !== undefined
      ? { maxNetworkRetries: options.maxNetworkRetries }
      : {}),
    appInfo: { name: 'Pitchcraft' },
    telemetry: false,
  });

  return {
    mode: 'stripe',

    async createCustomer({ email, userId }) {
      const customer = await stripe.customers.create({ email, metadata: { user_id: userId } });
      return { id: customer.id };
    },

    async createCheckoutSession(params) {
      // payment_method_types is the acacia-era parameter we pin; the SDK's newer types omit it.
      const create: Stripe.Checkout.SessionCreateParams & { payment_method_types: string[] } = {
        customer: params.customerId,
        mode: 'subscription',
        payment_method_types: ['card'],
        line_items: [{ price: options.priceId, quantity: params.quantity }],
        ...(params.trialPeriodDays
          ? { subscription_data: { trial_period_days: params.trialPeriodDays } }
          : {}),
        success_url: params.successUrl,
        cancel_url: params.cancelUrl,
        allow_promotion_codes: true,
        billing_address_collection: 'required',
        metadata: { user_id: params.userId },
      };
      const session = await stripe.checkout.sessions.create(create);
      return { id: session.id, url: session.url ?? null };
    },

    async listSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      });
      return list.data.map(snapshotOfStripeSubscription).sort((a, b) => b.created - a.created);
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return snapshotOfStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissingResource(error)) return null;
        throw error;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd) {
      return snapshotOfStripeSubscription(
        await stripe.subscriptions.update(subscriptionId, {
          cancel_at_period_end: cancelAtPeriodEnd,
        }),
      );
    },

    async cancelImmediately(subscriptionId) {
      return snapshotOfStripeSubscription(await stripe.subscriptions.cancel(subscriptionId));
    },

    async updateQuantity(subscriptionId, quantity) {
      // The seat item is the one with our price (a subscription made by our checkout has only it).
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item =
        current.items.data.find((i) => i.price.id === options.priceId) ?? current.items.data[0];
      if (!item) throw new Error(`Subscription ${subscriptionId} has no item to set seats on`);
      return snapshotOfStripeSubscription(
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, quantity }],
          proration_behavior: 'create_prorations',
        }),
      );
    },

    constructEvent(payload, signature): BillingEvent {
      try {
        const event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret);
        return event as unknown as BillingEvent;
      } catch {
        // A bad signature, a stale timestamp or a body that is not an event: never processed.
        throw new WebhookSignatureError();
      }
    },
  };
}
