// Stripe webhook processing behind POST /webhooks/stripe: verify the signature, process each
// event id once, and trust the provider's current subscription rather than the event's copy, so
// events arriving late or out of order cannot roll the state back.
import type Stripe from 'stripe';

import { formatEpochSeconds, MONTHLY_PRICE_LABEL } from '@pitchcraft/core';
import { billingEvents, eq, type Database, type Executor } from '@pitchcraft/db';

import type { ApiConfig } from '../../context';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import {
  isStripeProvider,
  WebhookSignatureError,
  type BillingEvent,
  type StripeBillingProvider,
  type SubscriptionSnapshot,
} from './provider';
import { providerErrorSummary } from './provider-errors';
import { adoptProviderQuantity, syncSeats } from './seats';
import { snapshotOfStripeSubscription } from './stripe';
import { idOf, objectAt } from './stripe-objects';
import {
  applyCheckoutCompleted,
  applySubscriptionState,
  findBillingProfile,
  markCheckoutAbandoned,
} from './subscription-state';

export interface StripeWebhookDeps {
  db: Database;
  services: Services;
  config: ApiConfig;
  log: Logger;
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export const HANDLED_STRIPE_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

type Plan =
  | {
      kind: 'checkout-completed';
      customerId: string | null;
      userId: string | null;
      sessionId: string;
      subscription: SubscriptionSnapshot | null;
    }
  | {
      kind: 'checkout-expired';
      customerId: string | null;
      userId: string | null;
      sessionId: string;
    }
  | { kind: 'subscription'; subscription: SubscriptionSnapshot | null; remindTrialEnd: boolean };

type Obj = Record<string, unknown>;

/** The subscription an invoice belongs to, in the acacia shape and in the basil-and-later one. */
function invoiceSubscriptionId(invoice: Obj): string | null {
  return (
    idOf(invoice.subscription) ??
    idOf(objectAt(invoice, 'parent', 'subscription_details', 'subscription'))
  );
}

/** Reads what the event is about from the provider (outside any transaction: it is network I/O). */
async function resolvePlan(provider: StripeBillingProvider, event: BillingEvent): Promise<Plan> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const subscriptionId = object.mode === 'subscription' ? idOf(object.subscription) : null;
      return {
        kind: 'checkout-completed',
        customerId: idOf(object.customer),
        sessionId: String(object.id),
        userId:
          (objectAt(object, 'metadata', 'user_id') as string | undefined) ??
          idOf(object.client_reference_id),
        subscription: subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null,
      };
    }
    case 'checkout.session.expired':
      return {
        kind: 'checkout-expired',
        customerId: idOf(object.customer),
        userId: (objectAt(object, 'metadata', 'user_id') as string | undefined) ?? null,
        sessionId: String(object.id),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(object);
      return {
        kind: 'subscription',
        subscription: subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null,
        remindTrialEnd: false,
      };
    }
    default: {
      // customer.subscription.*: the event carries a copy as it was; the provider has it as it is.
      const fromEvent = snapshotOfStripeSubscription(object as unknown as Stripe.Subscription);
      const current = await provider.retrieveSubscription(fromEvent.id);
      return {
        kind: 'subscription',
        subscription: current ?? fromEvent,
        remindTrialEnd: event.type === 'customer.subscription.trial_will_end',
      };
    }
  }
}

interface Reminder {
  to: string;
  subscription: SubscriptionSnapshot;
}

/** What to do once the event's transaction has committed. */
interface AfterCommit {
  reminder: Reminder | null;
  /** The organisation whose seats to bring in line with its members. */
  syncSeatsOf: string | null;
}

const NOTHING_AFTER: AfterCommit = { reminder: null, syncSeatsOf: null };

async function applyPlan(db: Executor, plan: Plan, log: Logger): Promise<AfterCommit> {
  if (plan.kind === 'checkout-expired') {
    const profile = await findBillingProfile(db, {
      customerId: plan.customerId,
      userId: plan.userId,
    });
    if (profile) await markCheckoutAbandoned(db, profile.userId, plan.sessionId);
    return NOTHING_AFTER;
  }
  if (!plan.subscription) {
    log.warn('event without a subscription the provider knows; nothing to update');
    return NOTHING_AFTER;
  }
  const subscription = plan.subscription;
  if (plan.kind === 'checkout-completed') {
    const result = await applyCheckoutCompleted(db, {
      customerId: plan.customerId,
      userId: plan.userId,
      sessionId: plan.sessionId,
      subscription,
    });
    if (!result) log.warn('completed checkout for an unknown customer');
    if (!result?.applied) return NOTHING_AFTER;
    const org = await adoptProviderQuantity(db, result.profile.userId, subscription.quantity);
    return { reminder: null, syncSeatsOf: org };
  }
  const profile = await findBillingProfile(db, {
    customerId: subscription.customer,
    userId: subscription.metadata.user_id ?? null,
  });
  if (!profile) {
    log.warn('subscription event for an unknown customer');
    return NOTHING_AFTER;
  }
  const result = await applySubscriptionState(db, profile.userId, subscription);
  if (!result?.applied) {
    if (result) log.info('event about an earlier subscription; the profile follows a newer one');
    return NOTHING_AFTER;
  }
  // Only the subscription the organisation runs on says how many seats it pays for.
  const org = await adoptProviderQuantity(db, profile.userId, subscription.quantity);
  const reminder =
    plan.remindTrialEnd && subscription.status === 'trialing'
      ? { to: profile.email, subscription }
      : null;
  return { reminder, syncSeatsOf: org };
}

function trialReminder(config: ApiConfig, subscription: SubscriptionSnapshot) {
  const ends = formatEpochSeconds(subscription.trial_end);
  const profileUrl = `${config.appOrigin}/profile`;
  const next = subscription.cancel_at_period_end
    ? 'Your subscription is set to cancel, so you will not be charged. You can still resubscribe from your profile.'
    : `After that your subscription continues at ${MONTHLY_PRICE_LABEL}. To stop it, cancel from your profile before then.`;
  return {
    subject: 'Your Pitchcraft trial ends soon',
    text: `Your Pitchcraft free trial ends on ${ends}.\n\n${next}\n\n${profileUrl}`,
    html: `<p>Your Pitchcraft free trial ends on <strong>${ends}</strong>.</p><p>${next}</p><p><a href="${profileUrl}">Open your profile</a></p>`,
  };
}

/**
 * Verifies and processes one webhook delivery. Throws WebhookSignatureError for a bad signature
 * (answer 400) and any other error when processing failed (answer 5xx so Stripe retries; the
 * event id was not recorded because its transaction rolled back).
 */
export async function handleStripeWebhook(
  deps: StripeWebhookDeps,
  payload: Buffer | string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const provider = deps.services.billing;
  if (!isStripeProvider(provider))
    throw new Error('Stripe webhooks need the Stripe billing provider');
  if (!signature) throw new WebhookSignatureError();
  const event = provider.constructEvent(payload, signature);
  const log = deps.log.child({ eventId: event.id, eventType: event.type });
  if (!HANDLED_STRIPE_EVENTS.has(event.type)) return 'ignored';

  const [seen] = await deps.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id))
    .limit(1);
  if (seen) return 'duplicate';

  const plan = await resolvePlan(provider, event);
  const outcome = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return { processed: false, after: NOTHING_AFTER };
    return { processed: true, after: await applyPlan(tx, plan, log) };
  });
  if (!outcome.processed) return 'duplicate';
  const { reminder, syncSeatsOf } = outcome.after;

  // Outside the transaction (the sync may call the provider); it never fails the event.
  if (syncSeatsOf) await syncSeats({ ...deps, log }, syncSeatsOf);

  if (reminder) {
    // After the commit, and never able to fail the event: the state change is what matters.
    try {
      await deps.services.mail.send({
        to: reminder.to,
        ...trialReminder(deps.config, reminder.subscription),
      });
    } catch (error) {
      log.warn({ ...providerErrorSummary(error) }, 'trial reminder e-mail failed');
    }
  }
  log.info('billing event processed');
  return 'processed';
}
