// Stripe webhooks through the real Fastify route (raw body, signature, idempotency, ordering),
// with the billing procedures and the real `stripe` SDK talking to a local fake of Stripe's API.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { createStripeBillingProvider, type StripeBillingProvider } from '@pitchcraft/api';
import {
  createFakeStripeServer,
  createHarness,
  signStripeWebhook,
  type FakeStripeServer,
  type Harness,
  type TestBrowser,
} from '@pitchcraft/api/testing';
import { guardedCaller } from '@pitchcraft/api/testing/billing';
import { createHttpClient } from '@pitchcraft/api/testing/http-client';
import { billingEvents, eq, sql, userProfiles } from '@pitchcraft/db';

import { buildServer } from '../app';
import { readConfig } from '../env';
import { httpTarget, suiteResources } from '../testing';

const SECRET_KEY = 'sk_test_never_in_logs_51Hx';
const WEBHOOK_SECRET = 'whsec_never_in_logs_9f2c';

let fake: FakeStripeServer;
let provider: StripeBillingProvider;
let h: Harness;
let app: FastifyInstance;
const logLines: string[] = [];
const signaturesSent: string[] = [];

function stripeEnv(extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent/web-dist',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PRICE_ID: 'price_monthly_20',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
    ...extra,
  };
}

const opened = suiteResources();
beforeAll(async () => {
  fake = opened.add(await createFakeStripeServer(), (f) => f.close());
  const config = readConfig(stripeEnv());
  if (!config.stripe) throw new Error('Stripe config expected');
  provider = createStripeBillingProvider({ ...config.stripe, maxNetworkRetries: 0 });
  h = opened.add(await createHarness({ services: { billing: provider } }), (harness) =>
    harness.close(),
  );
  app = opened.add(
    await buildServer(config, h.database, {
      services: h.services,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    }),
    (server) => server.close(),
  );
});

async function post(payload: string, signature: string | undefined) {
  if (signature) signaturesSent.push(signature);
  return app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

/** Signs and posts an event about `object` as Stripe would. */
async function deliver(type: string, object: object, options: { id?: string } = {}) {
  const { id, payload } = fake.event(type, object, options);
  const response = await post(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
  return { id, payload, response, outcome: response.json<{ outcome?: string }>().outcome };
}

const userIdOf = async (b: TestBrowser) => (await b.caller.auth.session())!.user.id;
async function profileRow(b: TestBrowser) {
  const [row] = await h.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, await userIdOf(b)));
  return row!;
}

async function startCheckout(b: TestBrowser) {
  await b.caller.billing.createCheckoutSession();
  return String((await profileRow(b)).checkoutSessionId);
}

/** Sign up, check out at "Stripe", and let the checkout.session.completed webhook arrive. */
async function checkedOutAdvisor(b?: TestBrowser) {
  const browser = b ?? (await h.signedUpBrowser());
  const { session, subscription } = fake.completeCheckout(await startCheckout(browser));
  const delivered = await deliver('checkout.session.completed', session);
  expect(delivered.outcome).toBe('processed');
  return { b: browser, session, subscription };
}

describe('checkout through webhooks', () => {
  it('first trial: nothing before checkout completes, then the trial', async () => {
    const b = await h.signedUpBrowser();
    const sessionId = await startCheckout(b);
    expect(fake.sessions.get(sessionId)?.subscription_data).toEqual({ trial_period_days: '7' });
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription setup is incomplete',
    });

    const { session, subscription } = fake.completeCheckout(sessionId);
    const { response } = await deliver('checkout.session.completed', session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'processed' });

    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: true,
      reason: 'Active trial',
      subscriptionStatus: 'trialing',
      cancellationReason: null,
      readOnly: false,
    });
    expect(await profileRow(b)).toMatchObject({
      stripeSubscriptionId: subscription.id,
      paymentStatus: 'trialing',
      trialEnd: subscription.trial_end,
      currentPeriodEnd: subscription.current_period_end,
      hasHadTrial: true,
      hasPaymentMethod: true,
    });
    // The subscription.created event that Stripe also sends changes nothing.
    expect((await deliver('customer.subscription.created', subscription)).outcome).toBe(
      'processed',
    );
    expect((await b.caller.billing.checkAccess()).subscriptionStatus).toBe('trialing');
  });

  it('repeat trial: no trial_period_days, and payment starts at once', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    await deliver(
      'customer.subscription.deleted',
      fake.updateSubscription(subscription.id, {
        status: 'canceled',
        ended_at: subscription.created,
      }),
    );
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription is inactive',
    });

    const sessionId = await startCheckout(b);
    expect(fake.sessions.get(sessionId)?.subscription_data).toBeNull();
    const second = fake.completeCheckout(sessionId);
    expect(second.subscription.status).toBe('active');
    await deliver('checkout.session.completed', second.session);
    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: true,
      reason: 'Active subscription',
      subscriptionStatus: 'active',
      cancellationReason: null,
      readOnly: false,
    });
    expect((await profileRow(b)).paymentStatus).toBe('paid');
  });

  it('checkout abandoned: the expired session marks checkout_abandoned', async () => {
    const b = await h.signedUpBrowser();
    const sessionId = await startCheckout(b);
    const session = { ...fake.sessions.get(sessionId), status: 'expired' };
    expect((await deliver('checkout.session.expired', session)).outcome).toBe('processed');
    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: false,
      reason: 'Checkout was not completed',
      subscriptionStatus: 'canceled',
      cancellationReason: 'checkout_abandoned',
      readOnly: false,
    });
  });
});

describe('payments', () => {
  it('a failed payment makes the subscription past due and guarded procedures refuse; a paid invoice restores it', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    expect(await guardedCaller(h, b).generate()).toBe('generated');

    fake.updateSubscription(subscription.id, { status: 'past_due' });
    // The acacia invoice shape names its subscription at the top level.
    const failed = await deliver('invoice.payment_failed', {
      id: 'in_failed_1',
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
    });
    expect(failed.outcome).toBe('processed');
    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: false,
      reason: 'Payment is past due',
      subscriptionStatus: 'past_due',
      cancellationReason: null,
      readOnly: true,
    });
    expect((await profileRow(b)).paymentStatus).toBe('unpaid');
    await expect(guardedCaller(h, b).generate()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Payment is past due',
      cause: expect.objectContaining({ reason: 'SUBSCRIPTION_REQUIRED' }) as unknown,
    });

    fake.updateSubscription(subscription.id, { status: 'active', trial_end: null });
    // Newer API versions name it under parent.subscription_details.
    await deliver('invoice.paid', {
      id: 'in_paid_1',
      object: 'invoice',
      customer: subscription.customer,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
    });
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: true,
      reason: 'Active subscription',
    });
    expect((await profileRow(b)).paymentStatus).toBe('paid');
  });
});

describe('cancellation and deletion', () => {
  it('cancel at period end keeps access until Stripe deletes the subscription', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    expect((await b.caller.billing.cancel()).message).toBe(
      'Your subscription will be canceled at the end of the billing period',
    );
    await deliver('customer.subscription.updated', fake.subscriptions.get(subscription.id)!);
    expect(await profileRow(b)).toMatchObject({
      subscriptionStatus: 'trialing',
      cancelAtPeriodEnd: true,
      cancellationReason: 'user_cancelled',
    });
    expect((await b.caller.billing.checkAccess()).hasAccess).toBe(true);

    await deliver(
      'customer.subscription.deleted',
      fake.updateSubscription(subscription.id, { status: 'canceled' }),
    );
    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: false,
      reason: 'Subscription was canceled',
      subscriptionStatus: 'canceled',
      cancellationReason: 'user_cancelled',
      readOnly: true,
    });
  });

  it('immediate cancel ends access at once and the deletion event agrees', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    expect((await b.caller.billing.cancel({ immediate: true })).message).toBe(
      'Your subscription has been canceled immediately',
    );
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription was canceled',
    });
    await deliver('customer.subscription.deleted', fake.subscriptions.get(subscription.id)!);
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription was canceled',
    });
  });

  it('a subscription Stripe deletes on its own is system_detected', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    await deliver(
      'customer.subscription.deleted',
      fake.updateSubscription(subscription.id, { status: 'canceled' }),
    );
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription is inactive',
      cancellationReason: 'system_detected',
    });
    expect(await profileRow(b)).toMatchObject({ paymentStatus: 'unpaid', hasPaymentMethod: false });
  });
});

describe('delivery guarantees', () => {
  it('processes a replayed event id once', async () => {
    const { b, session } = await checkedOutAdvisor();
    const first = await deliver('checkout.session.completed', session);
    await b.caller.billing.cancel({ immediate: true });

    const retrieve = vi.spyOn(provider, 'retrieveSubscription');
    try {
      const replay = await post(first.payload, signStripeWebhook(first.payload, WEBHOOK_SECRET));
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(retrieve).not.toHaveBeenCalled();
    } finally {
      retrieve.mockRestore();
    }
    const rows = await h.db.select().from(billingEvents).where(eq(billingEvents.id, first.id));
    expect(rows).toEqual([
      expect.objectContaining({ provider: 'stripe', type: 'checkout.session.completed' }),
    ]);
    expect((await b.caller.billing.checkAccess()).subscriptionStatus).toBe('canceled');
  });

  it('refuses bad signatures with 400 and records nothing', async () => {
    const { subscription } = await checkedOutAdvisor();
    const { id, payload } = fake.event('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    const tampered = payload.replace('"canceled"', '"active"');
    const cases = [
      await post(tampered, signStripeWebhook(payload, WEBHOOK_SECRET)),
      await post(payload, signStripeWebhook(payload, 'whsec_someone_else')),
      await post(payload, undefined),
      await post(payload, 't=1,v1=0000'),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid signature' });
    }
    expect(await h.db.select().from(billingEvents).where(eq(billingEvents.id, id))).toHaveLength(0);
  });

  it('verifies the raw bytes, whatever their formatting', async () => {
    const { subscription } = await checkedOutAdvisor();
    const { payload } = fake.event('customer.subscription.updated', subscription);
    const pretty = JSON.stringify(JSON.parse(payload), null, 3);
    const response = await post(pretty, signStripeWebhook(pretty, WEBHOOK_SECRET));
    expect(response.json()).toEqual({ received: true, outcome: 'processed' });
  });

  it('a failed processing is not marked done, so Stripe’s retry is processed', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    const userId = await userIdOf(b);
    fake.updateSubscription(subscription.id, { status: 'past_due' });
    const { payload } = fake.event('invoice.payment_failed', {
      id: 'in_retry',
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
    });
    const eventId = (JSON.parse(payload) as { id: string }).id;

    // The provider cannot be reached: 500, nothing recorded.
    const retrieve = vi
      .spyOn(provider, 'retrieveSubscription')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect((await post(payload, signStripeWebhook(payload, WEBHOOK_SECRET))).statusCode).toBe(500);
    retrieve.mockRestore();
    expect(
      await h.db.select().from(billingEvents).where(eq(billingEvents.id, eventId)),
    ).toHaveLength(0);

    // The database refuses the profile update inside the transaction: the event row rolls back too.
    await h.db.execute(
      sql.raw(`create or replace function refuse_profile_update() returns trigger language plpgsql as $$
        begin raise exception 'simulated failure'; end; $$`),
    );
    await h.db.execute(
      sql.raw(`create trigger refuse_profile_update before update on user_profiles
        for each row when (old.user_id = '${userId}') execute function refuse_profile_update()`),
    );
    try {
      expect((await post(payload, signStripeWebhook(payload, WEBHOOK_SECRET))).statusCode).toBe(
        500,
      );
      expect(
        await h.db.select().from(billingEvents).where(eq(billingEvents.id, eventId)),
      ).toHaveLength(0);
      expect((await profileRow(b)).subscriptionStatus).toBe('trialing');
    } finally {
      await h.db.execute(sql.raw('drop trigger refuse_profile_update on user_profiles'));
      await h.db.execute(sql.raw('drop function refuse_profile_update()'));
    }

    const retried = await post(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(retried.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await profileRow(b)).subscriptionStatus).toBe('past_due');
  });
});

describe('events out of order', () => {
  it('a stale update arriving after the deletion does not bring the subscription back', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    const staleCopy = { ...fake.subscriptions.get(subscription.id)! };
    const staleEvent = fake.event('customer.subscription.updated', staleCopy);
    await deliver(
      'customer.subscription.deleted',
      fake.updateSubscription(subscription.id, { status: 'canceled' }),
    );

    const late = await post(
      staleEvent.payload,
      signStripeWebhook(staleEvent.payload, WEBHOOK_SECRET),
    );
    expect(late.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      subscriptionStatus: 'canceled',
    });
  });

  it('late events about an earlier subscription leave a new checkout and the newer subscription alone', async () => {
    const { b, subscription: first } = await checkedOutAdvisor();
    const ended = fake.updateSubscription(first.id, { status: 'canceled' });
    const lateDeletion = fake.event('customer.subscription.deleted', ended);
    const lateUpdate = fake.event('customer.subscription.updated', ended);
    await deliver('customer.subscription.updated', ended);

    const sessionId = await startCheckout(b);
    await post(lateDeletion.payload, signStripeWebhook(lateDeletion.payload, WEBHOOK_SECRET));
    expect((await b.caller.billing.checkAccess()).subscriptionStatus).toBe('incomplete');

    await deliver('checkout.session.completed', fake.completeCheckout(sessionId).session);
    expect((await b.caller.billing.checkAccess()).subscriptionStatus).toBe('active');
    await post(lateUpdate.payload, signStripeWebhook(lateUpdate.payload, WEBHOOK_SECRET));
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: true,
      subscriptionStatus: 'active',
    });
  });

  it('subscription.updated before checkout.session.completed converges on the same state', async () => {
    const b = await h.signedUpBrowser();
    const { session, subscription } = fake.completeCheckout(await startCheckout(b));
    await deliver('customer.subscription.updated', subscription);
    expect((await b.caller.billing.checkAccess()).subscriptionStatus).toBe('trialing');
    await deliver('checkout.session.completed', session);
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: true,
      subscriptionStatus: 'trialing',
    });
    expect((await profileRow(b)).hasPaymentMethod).toBe(true);
  });
});

describe('trial reminder', () => {
  it('e-mails the advisor, and a mail failure never fails the event', async () => {
    const { b, subscription } = await checkedOutAdvisor();
    const email = (await b.caller.profile.get()).email;
    expect((await deliver('customer.subscription.trial_will_end', subscription)).outcome).toBe(
      'processed',
    );
    const [mail] = (await h.outbox()).filter((m) => m.toAddress === email);
    expect(mail?.subject).toBe('Your Pitchcraft trial ends soon');
    expect(mail?.textBody).toContain('$20.00 / month');

    const send = vi.spyOn(h.services.mail, 'send').mockRejectedValueOnce(new Error('smtp down'));
    try {
      const again = await deliver('customer.subscription.trial_will_end', subscription);
      expect(again.response.statusCode).toBe(200);
      expect(again.outcome).toBe('processed');
      expect(send).toHaveBeenCalledOnce();
    } finally {
      send.mockRestore();
    }
  });
});

describe('wiring', () => {
  it('keeps JSON parsing for the rest of the app', async () => {
    // The typed client sends its input as JSON, as the web app does.
    const browser = createHttpClient(httpTarget(app));
    const signedUp = await browser.trpc.auth.signUp.mutate({
      email: 'json-still@example.com',
      password: 'harbor-lights-7',
      confirmPassword: 'harbor-lights-7',
      fullName: 'Jay',
      companyName: 'Co',
    });
    // The parsed body reached the procedure: sign-up answers with the address it was given.
    expect(signedUp).toEqual({ email: 'json-still@example.com', signedIn: false });
  });

  it('ignores event types billing does not handle', async () => {
    expect((await deliver('charge.succeeded', { id: 'ch_1', object: 'charge' })).outcome).toBe(
      'ignored',
    );
  });

  it('registers no webhook route without Stripe, and names a missing Stripe variable', async () => {
    const testMode = await buildServer(
      readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent/web-dist' }),
      h.database,
      { logger: false },
    );
    try {
      const response = await testMode.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await testMode.close();
    }
    expect(() => readConfig(stripeEnv({ STRIPE_WEBHOOK_SECRET: '' }))).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
    );
  });

  it('never logs keys or signatures', () => {
    const logs = logLines.join('\n');
    expect(logs).toContain('billing event processed');
    expect(logs).not.toContain(SECRET_KEY);
    expect(logs).not.toContain(WEBHOOK_SECRET);
    const digests = signaturesSent
      .map((signature) => signature.split('v1=')[1] ?? '')
      .filter((digest) => digest.length >= 64);
    expect(digests.length).toBeGreaterThan(10);
    for (const digest of digests) expect(logs).not.toContain(digest);
  });
});
