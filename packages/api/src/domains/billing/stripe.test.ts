// The Stripe provider driven through the billing procedures, with the real `stripe` SDK talking
// HTTP to a local fake of Stripe's API. Webhook deliveries are covered by the server's route test.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, userProfiles } from '@pitchcraft/db';

import type { Harness, TestBrowser } from '../../testing';
import { createStripeHarness, guardedCaller, type StripeHarness } from '../../testing/billing';
import type { StripeBillingProvider } from './provider';
import { snapshotOfStripeSubscription, STRIPE_API_VERSION } from './stripe';
import type { FakeStripeServer } from './testing/fake-stripe-server';

let stripe: StripeHarness;
let fake: FakeStripeServer;
let provider: StripeBillingProvider;
let h: Harness;

beforeAll(async () => {
  stripe = await createStripeHarness({
    priceId: 'price_monthly_20',
    webhookSecret: 'whsec_test_secret',
  });
  ({ fake, provider, h } = stripe);
});
afterAll(async () => {
  await stripe.close();
});

const userIdOf = async (b: TestBrowser) => (await b.caller.auth.session())!.user.id;
const profileRow = async (b: TestBrowser) => {
  const [row] = await h.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, await userIdOf(b)));
  return row!;
};
const lastSessionRequest = () => fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;

/** An advisor whose checkout Stripe completed, picked up by a synced access check. */
async function trialingAdvisor() {
  const b = await h.signedUpBrowser();
  await b.caller.billing.createCheckoutSession();
  const { subscription } = fake.completeCheckout(String((await profileRow(b)).checkoutSessionId));
  await b.caller.billing.checkAccess({ sync: true });
  return { b, subscriptionId: subscription.id };
}

describe('checkout with Stripe', () => {
  it('creates the customer and a first-trial session exactly as specified', async () => {
    const b = await h.signedUpBrowser();
    const userId = await userIdOf(b);
    const { checkout_url } = await b.caller.billing.createCheckoutSession();

    const [customerRequest] = fake.requestsTo('POST', '/v1/customers').slice(-1);
    const email = (await b.caller.profile.get()).email;
    expect(customerRequest?.body).toEqual({ email, metadata: { user_id: userId } });

    const request = lastSessionRequest();
    const row = await profileRow(b);
    expect(request.body).toEqual({
      customer: row.stripeCustomerId,
      mode: 'subscription',
      payment_method_types: ['card'],
      line_items: [{ price: 'price_monthly_20', quantity: '1' }],
      subscription_data: { trial_period_days: '7' },
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/signup',
      allow_promotion_codes: 'true',
      billing_address_collection: 'required',
      metadata: { user_id: userId },
    });
    expect(request.stripeVersion).toBe(STRIPE_API_VERSION);
    expect(request.authorized).toBe(true);

    const session = fake.sessions.get(row.checkoutSessionId!);
    expect(checkout_url).toBe(session?.url);
    expect(row).toMatchObject({ subscriptionStatus: 'incomplete', hasHadTrial: false });
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription setup is incomplete',
    });
  });

  it('reuses the customer and asks Stripe for its subscriptions (status all, limit 100) before another checkout', async () => {
    const b = await h.signedUpBrowser();
    await b.caller.billing.createCheckoutSession();
    const customers = fake.requestsTo('POST', '/v1/customers').length;
    await b.caller.billing.createCheckoutSession();
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(customers);
    const customerId = (await profileRow(b)).stripeCustomerId;
    expect(fake.requestsTo('GET', '/v1/subscriptions').at(-1)?.query).toEqual({
      customer: customerId,
      status: 'all',
      limit: '100',
    });
    // An abandoned first checkout keeps the trial on offer.
    expect(lastSessionRequest().body.subscription_data).toEqual({ trial_period_days: '7' });
  });

  it('sends no trial to an advisor whose customer already had a subscription', async () => {
    const { b, subscriptionId } = await trialingAdvisor();
    fake.updateSubscription(subscriptionId, { status: 'canceled' });
    await b.caller.billing.checkAccess({ sync: true });
    expect((await b.caller.billing.checkAccess()).subscriptionStatus).toBe('canceled');

    await b.caller.billing.createCheckoutSession();
    expect(lastSessionRequest().body.subscription_data).toBeUndefined();
    expect((await profileRow(b)).hasHadTrial).toBe(true);
  });

  it('finds a trial at Stripe the local flag does not know about', async () => {
    const { b } = await trialingAdvisor();
    await h.db
      .update(userProfiles)
      .set({ hasHadTrial: false, subscriptionStatus: 'canceled' })
      .where(eq(userProfiles.userId, await userIdOf(b)));
    expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: true });
  });

  it('maps Stripe failures to the spec messages', async () => {
    const b = await h.signedUpBrowser();
    fake.failNext('POST', '/v1/customers', 400, 'Invalid email');
    await expect(b.caller.billing.createCheckoutSession()).rejects.toMatchObject({
      message: 'Failed to set up subscription',
    });
    fake.failNext('POST', '/v1/checkout/sessions', 400, 'No such price');
    await expect(b.caller.billing.createCheckoutSession()).rejects.toMatchObject({
      message: 'Failed to create checkout session',
    });
    // A repeat-trial check that fails counts as a trial already had.
    fake.failNext('GET', '/v1/subscriptions', 400);
    expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: true });
  });
});

describe('cancellation with Stripe', () => {
  it('at period end sets cancel_at_period_end at Stripe and keeps the trial running', async () => {
    const { b, subscriptionId } = await trialingAdvisor();
    expect(await b.caller.billing.cancel()).toEqual({
      success: true,
      message: 'Your subscription will be canceled at the end of the billing period',
    });
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)?.body).toEqual({
      cancel_at_period_end: 'true',
    });
    expect(await profileRow(b)).toMatchObject({
      subscriptionStatus: 'trialing',
      cancelAtPeriodEnd: true,
      cancellationReason: 'user_cancelled',
    });
    expect(await b.caller.billing.checkAccess()).toMatchObject({ hasAccess: true });
  });

  it('immediately deletes the subscription at Stripe', async () => {
    const { b, subscriptionId } = await trialingAdvisor();
    expect(await b.caller.billing.cancel({ immediate: true })).toEqual({
      success: true,
      message: 'Your subscription has been canceled immediately',
    });
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription was canceled',
      readOnly: true,
    });
    // Stripe leaves trial_end and the period where they were; the profile keeps the day it ended (ended_at).
    const ended = fake.subscriptions.get(subscriptionId)?.ended_at;
    expect(ended).toBeTypeOf('number');
    expect(await profileRow(b)).toMatchObject({ currentPeriodEnd: ended, trialEnd: ended });
  });

  it('a trialing advisor without a stored subscription id has it found at Stripe', async () => {
    const { b, subscriptionId } = await trialingAdvisor();
    await h.db
      .update(userProfiles)
      .set({ stripeSubscriptionId: null })
      .where(eq(userProfiles.userId, await userIdOf(b)));
    expect((await b.caller.billing.cancel()).success).toBe(true);
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
  });

  it('answers "Failed to cancel subscription" when Stripe fails', async () => {
    const { b, subscriptionId } = await trialingAdvisor();
    fake.failNext('POST', `/v1/subscriptions/${subscriptionId}`, 400);
    await expect(b.caller.billing.cancel()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Failed to cancel subscription',
    });
    expect((await profileRow(b)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('sync with Stripe', () => {
  it('picks up a past-due subscription, and guarded procedures refuse the advisor', async () => {
    const { b, subscriptionId } = await trialingAdvisor();
    expect(await guardedCaller(h, b).generate()).toBe('generated');
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    expect(await b.caller.billing.checkAccess({ sync: true })).toEqual({
      hasAccess: false,
      reason: 'Payment is past due',
      subscriptionStatus: 'past_due',
      cancellationReason: null,
      readOnly: true,
    });
    await expect(guardedCaller(h, b).generate()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Payment is past due',
    });
  });

  it('never touches an advisor who has not reached checkout', async () => {
    const b = await h.signedUpBrowser();
    const before = fake.requests.length;
    expect(await b.caller.billing.checkAccess({ sync: true })).toMatchObject({
      subscriptionStatus: null,
      reason: 'No active subscription',
    });
    expect(fake.requests.length).toBe(before);
  });
});

describe('the Stripe provider', () => {
  it('returns null for a subscription Stripe does not know', async () => {
    expect(await provider.retrieveSubscription('sub_missing')).toBeNull();
  });

  it('reads the period end from the items in newer API versions', () => {
    const basil = {
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'active',
      trial_end: null,
      cancel_at_period_end: false,
      created: 10,
      metadata: {},
      items: { data: [{ current_period_end: 200 }, { current_period_end: 300 }] },
    } as unknown as Stripe.Subscription;
    expect(snapshotOfStripeSubscription(basil)).toMatchObject({
      customer: 'cus_1',
      current_period_end: 300,
    });
    const acacia = { ...basil, current_period_end: 150 } as unknown as Stripe.Subscription;
    expect(snapshotOfStripeSubscription(acacia).current_period_end).toBe(150);
    expect(snapshotOfStripeSubscription(acacia).ended_at).toBeNull();
    const ended = {
      ...acacia,
      status: 'canceled',
      canceled_at: 120,
      ended_at: 125,
    } as unknown as Stripe.Subscription;
    expect(snapshotOfStripeSubscription(ended).ended_at).toBe(125);
  });

  it('has no test checkout page', async () => {
    const b = await h.signedUpBrowser();
    await expect(
      b.caller.billing.testCheckout.get({ id: 'cs_test_anything' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      b.caller.billing.testCheckout.complete({ id: 'cs_test_anything' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects a webhook body whose signature does not match', () => {
    expect(() => provider.constructEvent('{"id":"evt_1"}', 't=1,v1=deadbeef')).toThrow(
      'Invalid webhook signature',
    );
  });
});
