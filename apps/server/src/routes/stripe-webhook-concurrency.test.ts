// Stripe delivers at least once and in no particular order, and several deliveries may be in
// flight at the same moment. The same event many times at once, and a history of subscription
// events all at once in the wrong order, end in one recorded event per id and the profile state
// the provider holds now. Real HTTP on 127.0.0.1, the real `stripe` SDK against a local fake.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStripeBillingProvider } from '@pitchcraft/api';
import {
  createFakeStripeServer,
  createHarness,
  signStripeWebhook,
  type FakeStripeServer,
  type Harness,
  type TestBrowser,
} from '@pitchcraft/api/testing';
import { billingEvents, eq, inArray, userProfiles } from '@pitchcraft/db';

import { buildServer } from '../app';
import { readConfig } from '../env';

const WEBHOOK_SECRET = 'whsec_concurrency_test_7d1e';
const DAY = 24 * 60 * 60;

let fake: FakeStripeServer;
let h: Harness;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  fake = await createFakeStripeServer();
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/web-dist',
    STRIPE_SECRET_KEY: 'sk_test_concurrency_51Hx',
    STRIPE_PRICE_ID: 'price_monthly_20',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  if (!config.stripe) throw new Error('Stripe config expected');
  h = await createHarness({
    services: { billing: createStripeBillingProvider({ ...config.stripe, maxNetworkRetries: 0 }) },
  });
  app = await buildServer(config, h.database, { services: h.services, logger: false });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await h.close();
  await fake.close();
});

interface Delivery {
  id: string;
  payload: string;
}

/** Posts a signed delivery over HTTP, as Stripe does. */
async function post(delivery: Delivery): Promise<{ status: number; outcome: string | undefined }> {
  const response = await fetch(`${url}/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signStripeWebhook(delivery.payload, WEBHOOK_SECRET),
    },
    body: delivery.payload,
  });
  const body = (await response.json()) as { outcome?: string };
  return { status: response.status, outcome: body.outcome };
}

const userIdOf = async (b: TestBrowser) => (await b.caller.auth.session())!.user.id;
async function profileOf(b: TestBrowser) {
  const [row] = await h.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, await userIdOf(b)));
  return row!;
}

/** An advisor who paid at "Stripe"; the checkout.session.completed event is not delivered yet. */
async function advisorAtCheckout() {
  const b = await h.signedUpBrowser();
  await b.caller.billing.createCheckoutSession();
  const sessionId = String((await profileOf(b)).checkoutSessionId);
  const { session, subscription } = fake.completeCheckout(sessionId);
  return { b, session, subscription, completed: fake.event('checkout.session.completed', session) };
}

async function recordedIds(ids: string[]) {
  const rows = await h.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(inArray(billingEvents.id, ids));
  return rows.map((r) => r.id).sort();
}

/** A fixed, scrambled order (no randomness: the test is the same every run). */
const scrambled = <T>(items: T[]) =>
  items
    .map((item, i) => ({ item, key: (i * 7 + 3) % items.length }))
    .sort((x, y) => x.key - y.key)
    .map((x) => x.item);

describe('the same event delivered many times at once', () => {
  it('is processed exactly once; every other delivery is answered as a duplicate', async () => {
    const { b, completed } = await advisorAtCheckout();
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(completed)));

    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.outcome === 'processed')).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === 'duplicate')).toHaveLength(11);
    expect(await recordedIds([completed.id])).toEqual([completed.id]);
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: true,
      subscriptionStatus: 'trialing',
    });
  });
});

describe('a subscription history delivered all at once, out of order and twice over', () => {
  /**
   * Builds a history for one advisor at the provider — trial, cancel scheduled, undone, a failed
   * payment, a paid invoice, then `ending` — with an event for each step carrying the object as
   * it was then. Returns the deliveries (the checkout among them) and the subscription as it is now.
   */
  async function history(ending: 'active' | 'canceled') {
    const { b, subscription, completed } = await advisorAtCheckout();
    const sub = subscription.id;
    const steps: Delivery[] = [
      completed,
      fake.event('customer.subscription.created', fake.subscriptions.get(sub)!),
    ];
    steps.push(
      fake.event(
        'customer.subscription.updated',
        fake.updateSubscription(sub, { cancel_at_period_end: true }),
      ),
    );
    steps.push(
      fake.event(
        'customer.subscription.updated',
        fake.updateSubscription(sub, { cancel_at_period_end: false }),
      ),
    );
    steps.push(fake.event('customer.subscription.trial_will_end', fake.subscriptions.get(sub)!));
    const periodEnd = subscription.current_period_end + 30 * DAY;
    // The trial ends early (Stripe keeps trial_end, set to when it ended) and the first charge fails.
    fake.updateSubscription(sub, { status: 'past_due', trial_end: subscription.created + DAY });
    steps.push(
      fake.event('invoice.payment_failed', {
        id: `in_failed_${sub}`,
        object: 'invoice',
        customer: subscription.customer,
        subscription: sub,
      }),
    );
    fake.updateSubscription(sub, { status: 'active', current_period_end: periodEnd });
    steps.push(
      fake.event('invoice.paid', {
        id: `in_paid_${sub}`,
        object: 'invoice',
        customer: subscription.customer,
        subscription: sub,
      }),
    );
    steps.push(fake.event('customer.subscription.updated', fake.subscriptions.get(sub)!));
    if (ending === 'canceled') {
      const ended = fake.updateSubscription(sub, {
        status: 'canceled',
        canceled_at: periodEnd,
        ended_at: periodEnd,
      });
      steps.push(fake.event('customer.subscription.deleted', ended));
    }
    return { b, steps, current: fake.subscriptions.get(sub)! };
  }

  it('a checkout completion held back until its subscription ended still records that subscription', async () => {
    const { b, subscription, completed } = await advisorAtCheckout();
    const ended = fake.updateSubscription(subscription.id, {
      status: 'canceled',
      canceled_at: subscription.created,
      ended_at: subscription.created,
    });
    expect((await post(fake.event('customer.subscription.deleted', ended))).outcome).toBe(
      'processed',
    );
    expect((await post(completed)).outcome).toBe('processed');
    expect(await profileOf(b)).toMatchObject({
      stripeSubscriptionId: subscription.id,
      subscriptionStatus: 'canceled',
      hasHadTrial: true,
    });
    // So the trial is not offered a second time.
    await b.caller.billing.createCheckoutSession();
    expect(
      fake.sessions.get(String((await profileOf(b)).checkoutSessionId))?.subscription_data,
    ).toBeNull();
  });

  it('records each event once and leaves every profile as the provider has it now', async () => {
    const advisors = [
      await history('active'),
      await history('canceled'),
      await history('active'),
      await history('canceled'),
    ];
    // Every delivery of every advisor twice, scrambled, all in flight together.
    const deliveries = scrambled(advisors.flatMap((a) => [...a.steps, ...[...a.steps].reverse()]));
    const answers = await Promise.all(deliveries.map(post));

    expect(answers.every((a) => a.status === 200)).toBe(true);
    const ids = advisors.flatMap((a) => a.steps.map((s) => s.id));
    expect(answers.filter((a) => a.outcome === 'processed')).toHaveLength(ids.length);
    expect(answers.filter((a) => a.outcome === 'duplicate')).toHaveLength(ids.length);
    expect(await recordedIds(ids)).toEqual([...ids].sort());

    for (const { b, current } of advisors) {
      const profile = await profileOf(b);
      const canceled = current.status === 'canceled';
      expect(profile).toMatchObject({
        stripeSubscriptionId: current.id,
        stripeCustomerId: current.customer,
        subscriptionStatus: current.status,
        paymentStatus: canceled ? 'unpaid' : 'paid',
        cancelAtPeriodEnd: current.cancel_at_period_end,
        currentPeriodEnd: current.current_period_end,
        trialEnd: current.trial_end,
        hasHadTrial: true,
        hasPaymentMethod: !canceled,
        cancellationReason: canceled ? 'system_detected' : null,
      });
      expect(await b.caller.billing.checkAccess()).toMatchObject({
        hasAccess: !canceled,
        subscriptionStatus: current.status,
      });
    }
  });
});
