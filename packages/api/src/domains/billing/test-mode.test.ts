import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { firstBillDate, subscriptionDates, trialEndEpochSeconds } from '@pitchcraft/core';
import { eq, testBillingCheckouts, testBillingSubscriptions, userProfiles } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { browserContext, DAY, guardedCaller, guardedRouter } from '../../testing/billing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const checkoutIdOf = (url: string) => {
  const match = /^http:\/\/localhost:3000\/billing\/test-checkout\/(cs_test_[a-z0-9]+)$/.exec(url);
  if (!match?.[1]) throw new Error(`not a test checkout url: ${url}`);
  return match[1];
};

async function profileOf(b: TestBrowser) {
  return (await b.caller.profile.get()).subscription;
}

async function startCheckout(b: TestBrowser) {
  const { checkout_url } = await b.caller.billing.createCheckoutSession();
  return checkoutIdOf(checkout_url);
}

/** Signed up and through checkout: trialing on a first checkout, active after that. */
async function subscribedAdvisor() {
  const b = await h.signedUpBrowser();
  const id = await startCheckout(b);
  await b.caller.billing.testCheckout.complete({ id });
  return b;
}

async function providerSubscriptionOf(b: TestBrowser) {
  const [row] = await h.db
    .select()
    .from(testBillingSubscriptions)
    .where(eq(testBillingSubscriptions.userId, (await b.caller.auth.session())!.user.id));
  if (!row) throw new Error('no test subscription');
  return row;
}

describe('a brand-new advisor', () => {
  it('has no subscription, no trial used, and sync leaves the account alone', async () => {
    const b = await h.signedUpBrowser();
    const expected = {
      hasAccess: false,
      reason: 'No active subscription',
      subscriptionStatus: null,
      cancellationReason: null,
      readOnly: false,
    };
    expect(await b.caller.billing.checkAccess()).toEqual(expected);
    expect(await b.caller.billing.checkAccess({ sync: true })).toEqual(expected);
    expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: false });
    await expect(guardedCaller(h, b).generate()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'No active subscription',
    });
  });

  it('must be signed in for every billing procedure', async () => {
    const anonymous = h.browser().caller;
    await expect(anonymous.billing.checkAccess()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.billing.createCheckoutSession()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(anonymous.billing.cancel()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.billing.testCheckout.get({ id: 'cs_test_x' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('first trial through the test checkout', () => {
  it('offers 7 days, grants nothing before the checkout completes, then grants the trial', async () => {
    const b = await h.signedUpBrowser();
    const before = Math.floor(Date.now() / 1000);
    const id = await startCheckout(b);

    const pending = await profileOf(b);
    expect(pending).toMatchObject({
      status: 'incomplete',
      hasHadTrial: false,
      hasPaymentMethod: false,
    });
    expect(pending.trialEnd).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: false,
      reason: 'Subscription setup is incomplete',
    });
    // Opening a checkout does not use up the trial: the advisor might not finish it.
    expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: false });

    const page = await b.caller.billing.testCheckout.get({ id });
    expect(page).toEqual({
      id,
      trialPeriodDays: 7,
      priceLabel: '$20.00 / month',
      email: (await b.caller.profile.get()).email,
      status: 'open',
    });

    const done = await b.caller.billing.testCheckout.complete({ id });
    expect(done).toEqual({ redirectUrl: `http://localhost:3000/payment-success?session_id=${id}` });

    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: true,
      reason: 'Active trial',
      subscriptionStatus: 'trialing',
      cancellationReason: null,
      readOnly: false,
    });
    const profile = await profileOf(b);
    expect(profile).toMatchObject({
      status: 'trialing',
      paymentStatus: 'trialing',
      hasHadTrial: true,
      hasPaymentMethod: true,
      cancelAtPeriodEnd: false,
    });
    expect(profile.trialEnd).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(profile.currentPeriodEnd).toBe(profile.trialEnd);
    expect(await guardedCaller(h, b).generate()).toBe('generated');
    expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: true });
  });

  it('completes once however often the page is submitted', async () => {
    const b = await h.signedUpBrowser();
    const id = await startCheckout(b);
    const [first, second] = await Promise.all([
      b.caller.billing.testCheckout.complete({ id }),
      b.caller.billing.testCheckout.complete({ id }),
    ]);
    expect(first).toEqual(second);
    expect(await b.caller.billing.testCheckout.complete({ id })).toEqual(first);
    const userId = (await b.caller.auth.session())!.user.id;
    expect(
      await h.db
        .select()
        .from(testBillingSubscriptions)
        .where(eq(testBillingSubscriptions.userId, userId)),
    ).toHaveLength(1);
    expect((await b.caller.billing.testCheckout.get({ id })).status).toBe('complete');
  });

  it('refuses a second checkout while the subscription runs', async () => {
    const b = await subscribedAdvisor();
    await expect(b.caller.billing.createCheckoutSession()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have an active subscription',
    });
  });
});

describe('the test checkout page belongs to its advisor', () => {
  it('answers NOT_FOUND to anyone else, and to made-up ids', async () => {
    const owner = await h.signedUpBrowser();
    const stranger = await h.signedUpBrowser();
    const id = await startCheckout(owner);
    for (const call of [
      () => stranger.caller.billing.testCheckout.get({ id }),
      () => stranger.caller.billing.testCheckout.complete({ id }),
      () => stranger.caller.billing.testCheckout.cancel({ id }),
      () => owner.caller.billing.testCheckout.get({ id: 'cs_test_doesnotexist' }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Checkout not found',
      });
    }
    // The stranger's attempts changed nothing.
    expect((await owner.caller.billing.testCheckout.get({ id })).status).toBe('open');
    expect((await profileOf(stranger)).status).toBeNull();
  });
});

describe('abandoned checkout', () => {
  it('marks checkout_abandoned, and the next checkout still offers the trial', async () => {
    const b = await h.signedUpBrowser();
    const id = await startCheckout(b);
    expect(await b.caller.billing.testCheckout.cancel({ id })).toEqual({
      redirectUrl: 'http://localhost:3000/signup',
    });
    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: false,
      reason: 'Checkout was not completed',
      subscriptionStatus: 'canceled',
      cancellationReason: 'checkout_abandoned',
      // A first checkout abandoned: nothing was ever made, so the app shows Subscription Required.
      readOnly: false,
    });
    await expect(b.caller.billing.testCheckout.complete({ id })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'This checkout has expired. Please start again.',
    });

    const retry = await startCheckout(b);
    expect((await b.caller.billing.testCheckout.get({ id: retry })).trialPeriodDays).toBe(7);
    await b.caller.billing.testCheckout.complete({ id: retry });
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: true,
      reason: 'Active trial',
      cancellationReason: null,
    });
  });

  it('an older checkout expiring does not undo a newer one', async () => {
    const b = await h.signedUpBrowser();
    const older = await startCheckout(b);
    await startCheckout(b);
    await b.caller.billing.testCheckout.cancel({ id: older });
    expect((await profileOf(b)).status).toBe('incomplete');
  });
});

describe('cancellation', () => {
  it('at period end keeps access until then and refuses a second cancel', async () => {
    const b = await subscribedAdvisor();
    expect(await b.caller.billing.cancel()).toEqual({
      success: true,
      message: 'Your subscription will be canceled at the end of the billing period',
    });
    expect(await profileOf(b)).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
      cancellationReason: 'user_cancelled',
    });
    expect((await providerSubscriptionOf(b)).cancelAtPeriodEnd).toBe(true);
    expect(await b.caller.billing.checkAccess()).toMatchObject({
      hasAccess: true,
      reason: 'Active trial',
    });
    await expect(b.caller.billing.cancel()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Your subscription is already set to cancel',
    });
  });

  it('immediately ends access', async () => {
    const b = await subscribedAdvisor();
    expect(await b.caller.billing.cancel({ immediate: true })).toEqual({
      success: true,
      message: 'Your subscription has been canceled immediately',
    });
    expect((await providerSubscriptionOf(b)).status).toBe('canceled');
    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: false,
      reason: 'Subscription was canceled',
      subscriptionStatus: 'canceled',
      cancellationReason: 'user_cancelled',
      // Their presentations and records stay readable.
      readOnly: true,
    });
    await expect(guardedCaller(h, b).generate()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Subscription was canceled',
    });
    await expect(b.caller.billing.cancel()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'You have no active subscription to cancel',
    });
  });

  it('a trial with no provider subscription is canceled locally', async () => {
    const b = await h.signedUpBrowser();
    const userId = (await b.caller.auth.session())!.user.id;
    await h.db
      .update(userProfiles)
      .set({ subscriptionStatus: 'trialing', hasHadTrial: true })
      .where(eq(userProfiles.userId, userId));
    expect(await b.caller.billing.cancel()).toEqual({
      success: true,
      message: 'Your trial has been canceled',
    });
    expect(await profileOf(b)).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: true,
      cancellationReason: 'user_cancelled',
    });
  });

  it('reports a provider failure as "Failed to cancel subscription" and changes nothing', async () => {
    const b = await subscribedAdvisor();
    const spy = vi
      .spyOn(h.services.billing, 'setCancelAtPeriodEnd')
      .mockRejectedValueOnce(new Error('provider down'));
    try {
      await expect(b.caller.billing.cancel()).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Failed to cancel subscription',
      });
    } finally {
      spy.mockRestore();
    }
    expect(await profileOf(b)).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
  });
});

describe('trial and billing dates', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('ends the trial, and bills first, at the one trial end the sign-up step states', async () => {
    const earliest = trialEndEpochSeconds(Date.now());
    const b = await h.signedUpBrowser();
    const id = await startCheckout(b);
    const stored = (await profileOf(b)).trialEnd;
    await b.caller.billing.testCheckout.complete({ id });
    const latest = trialEndEpochSeconds(Date.now());
    const profile = await profileOf(b);
    for (const trialEnd of [stored, profile.trialEnd]) {
      expect(trialEnd).toBeGreaterThanOrEqual(earliest);
      expect(trialEnd).toBeLessThanOrEqual(latest);
    }
    // The first bill date is the trial's end: no 30-day date anywhere.
    expect(subscriptionDates(profile)).toEqual({
      nextBill: profile.trialEnd,
      accessUntil: profile.trialEnd,
      endedOn: null,
    });
    expect(Math.abs(firstBillDate().getTime() / 1000 - profile.trialEnd!)).toBeLessThan(60);
  });

  it('an immediate cancel ends the trial and the period now, not at the old trial end', async () => {
    const b = await subscribedAdvisor();
    const before = nowSeconds();
    await b.caller.billing.cancel({ immediate: true });
    const profile = await profileOf(b);
    expect(profile.currentPeriodEnd).toBeGreaterThanOrEqual(before);
    expect(profile.currentPeriodEnd).toBeLessThanOrEqual(nowSeconds());
    expect(profile.trialEnd).toBe(profile.currentPeriodEnd);
    expect(subscriptionDates(profile)).toEqual({
      nextBill: null,
      accessUntil: null,
      endedOn: profile.currentPeriodEnd,
    });
    // Whatever the provider reports again later (sync), the dates stay where the cancel put them.
    await b.caller.billing.checkAccess({ sync: true });
    expect((await profileOf(b)).currentPeriodEnd).toBe(profile.currentPeriodEnd);
  });

  it('a cancel at period end keeps the trial end as the day access ends, with nothing more billed', async () => {
    const b = await subscribedAdvisor();
    const trialEnd = (await profileOf(b)).trialEnd;
    await b.caller.billing.cancel();
    const profile = await profileOf(b);
    expect(profile.trialEnd).toBe(trialEnd);
    expect(subscriptionDates(profile)).toEqual({
      nextBill: null,
      accessUntil: trialEnd,
      endedOn: null,
    });
  });

  it('a trial canceled locally (no provider subscription) ends today too', async () => {
    const b = await h.signedUpBrowser();
    const userId = (await b.caller.auth.session())!.user.id;
    const future = nowSeconds() + 5 * DAY;
    await h.db
      .update(userProfiles)
      .set({
        subscriptionStatus: 'trialing',
        hasHadTrial: true,
        trialEnd: future,
        currentPeriodEnd: future,
      })
      .where(eq(userProfiles.userId, userId));
    await b.caller.billing.cancel();
    const profile = await profileOf(b);
    expect(profile.currentPeriodEnd).toBeLessThanOrEqual(nowSeconds());
    expect(profile.trialEnd).toBeLessThanOrEqual(nowSeconds());
  });
});

describe('repeat trial', () => {
  it('a returning advisor checks out without a trial and pays at once', async () => {
    const b = await subscribedAdvisor();
    await b.caller.billing.cancel({ immediate: true });
    expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: true });
    const id = await startCheckout(b);
    expect((await b.caller.billing.testCheckout.get({ id })).trialPeriodDays).toBeNull();
    await b.caller.billing.testCheckout.complete({ id });
    expect(await b.caller.billing.checkAccess()).toEqual({
      hasAccess: true,
      reason: 'Active subscription',
      subscriptionStatus: 'active',
      cancellationReason: null,
      readOnly: false,
    });
    expect(await profileOf(b)).toMatchObject({
      paymentStatus: 'paid',
      hasHadTrial: true,
      trialEnd: null,
    });
  });

  it('counts a trial the provider knows about even when the local flag was lost', async () => {
    const b = await subscribedAdvisor();
    const userId = (await b.caller.auth.session())!.user.id;
    await h.db
      .update(userProfiles)
      .set({ hasHadTrial: false })
      .where(eq(userProfiles.userId, userId));
    expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: true });
    const [row] = await h.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(row?.hasHadTrial).toBe(true);
  });

  it('treats an error in the check as having had a trial', async () => {
    const b = await subscribedAdvisor();
    const userId = (await b.caller.auth.session())!.user.id;
    await h.db
      .update(userProfiles)
      .set({ hasHadTrial: false })
      .where(eq(userProfiles.userId, userId));
    const spy = vi
      .spyOn(h.services.billing, 'listSubscriptions')
      .mockRejectedValueOnce(new Error('provider down'));
    try {
      expect(await b.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: true });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('provider synchronisation (checkAccess with sync)', () => {
  it('a past-due subscription at the provider denies access with "Payment is past due"', async () => {
    const b = await subscribedAdvisor();
    const subscription = await providerSubscriptionOf(b);
    await h.db
      .update(testBillingSubscriptions)
      .set({ status: 'past_due' })
      .where(eq(testBillingSubscriptions.id, subscription.id));
    expect(await b.caller.billing.checkAccess({ sync: true })).toEqual({
      hasAccess: false,
      reason: 'Payment is past due',
      subscriptionStatus: 'past_due',
      cancellationReason: null,
      readOnly: true,
    });
    expect((await profileOf(b)).paymentStatus).toBe('unpaid');
    await expect(guardedCaller(h, b).generate()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Payment is past due',
      cause: expect.objectContaining({ reason: 'SUBSCRIPTION_REQUIRED' }) as unknown,
    });
  });

  it('the guarded procedure answers 403 with data.reason SUBSCRIPTION_REQUIRED over HTTP', async () => {
    const b = await h.signedUpBrowser();
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost:3000/trpc/generate'),
      router: guardedRouter,
      createContext: () => browserContext(h, b),
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as {
      error: { message: string; data: { code: string; reason: string } };
    };
    expect(body.error).toMatchObject({
      message: 'No active subscription',
      data: { code: 'FORBIDDEN', reason: 'SUBSCRIPTION_REQUIRED' },
    });
  });

  it('a subscription ended at the provider becomes canceled (system_detected)', async () => {
    const b = await subscribedAdvisor();
    const subscription = await providerSubscriptionOf(b);
    await h.db
      .update(testBillingSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(testBillingSubscriptions.id, subscription.id));
    // Without sync the local state answers, as webhooks keep it.
    expect((await b.caller.billing.checkAccess()).hasAccess).toBe(true);
    expect(await b.caller.billing.checkAccess({ sync: true })).toEqual({
      hasAccess: false,
      reason: 'Subscription is inactive',
      subscriptionStatus: 'canceled',
      cancellationReason: 'system_detected',
      readOnly: true,
    });
    expect(await profileOf(b)).toMatchObject({
      paymentStatus: 'unpaid',
      hasPaymentMethod: false,
      hasHadTrial: true,
    });
  });

  it('no subscriptions at all at the provider: canceled, has_had_trial from the trialing status', async () => {
    const b = await subscribedAdvisor();
    const userId = (await b.caller.auth.session())!.user.id;
    await h.db
      .update(userProfiles)
      .set({ hasHadTrial: false })
      .where(eq(userProfiles.userId, userId));
    await h.db.delete(testBillingSubscriptions).where(eq(testBillingSubscriptions.userId, userId));
    expect(await b.caller.billing.checkAccess({ sync: true })).toMatchObject({
      hasAccess: false,
      subscriptionStatus: 'canceled',
      cancellationReason: 'system_detected',
    });
    expect(await profileOf(b)).toMatchObject({
      hasHadTrial: true,
      hasPaymentMethod: false,
      paymentStatus: 'unpaid',
    });
  });

  it('an active subscription at the provider restores a canceled profile and clears the reason', async () => {
    const b = await subscribedAdvisor();
    const userId = (await b.caller.auth.session())!.user.id;
    await h.db
      .update(userProfiles)
      .set({
        subscriptionStatus: 'canceled',
        cancellationReason: 'system_detected',
        hasHadTrial: false,
      })
      .where(eq(userProfiles.userId, userId));
    expect(await b.caller.billing.checkAccess({ sync: true })).toEqual({
      hasAccess: true,
      reason: 'Active trial',
      subscriptionStatus: 'trialing',
      cancellationReason: null,
      readOnly: false,
    });
    expect((await profileOf(b)).hasHadTrial).toBe(true);
  });

  it('leaves an advisor with an open checkout incomplete', async () => {
    const b = await h.signedUpBrowser();
    await startCheckout(b);
    expect(await b.caller.billing.checkAccess({ sync: true })).toMatchObject({
      subscriptionStatus: 'incomplete',
      reason: 'Subscription setup is incomplete',
    });
  });

  it('answers from the local state when the provider cannot be reached', async () => {
    const b = await subscribedAdvisor();
    const spy = vi
      .spyOn(h.services.billing, 'listSubscriptions')
      .mockRejectedValueOnce(new Error('provider down'));
    try {
      expect(await b.caller.billing.checkAccess({ sync: true })).toMatchObject({
        hasAccess: true,
        reason: 'Active trial',
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('test-mode storage', () => {
  it('records checkouts and subscriptions shaped like the provider’s', async () => {
    const b = await h.signedUpBrowser();
    const id = await startCheckout(b);
    const [checkout] = await h.db
      .select()
      .from(testBillingCheckouts)
      .where(eq(testBillingCheckouts.id, id));
    const userId = (await b.caller.auth.session())!.user.id;
    expect(checkout).toMatchObject({
      userId,
      trialPeriodDays: 7,
      status: 'open',
      metadata: { user_id: userId },
    });
    expect(checkout?.customerId).toMatch(/^cus_test_/);
    await b.caller.billing.testCheckout.complete({ id });
    const subscription = await providerSubscriptionOf(b);
    expect(subscription).toMatchObject({
      customerId: checkout?.customerId,
      status: 'trialing',
      cancelAtPeriodEnd: false,
    });
  });
});
