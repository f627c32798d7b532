// Seats through the Stripe stand-in: checkout asks for every paid seat, a membership change sets
// the item's quantity with prorations, and the subscription.updated events that follow settle
// without a loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, userProfiles } from '@pitchcraft/db';

import { silentLogger } from '../../logger';
import type { Harness, TestBrowser } from '../../testing';
import { createStripeHarness, seatQuantityOf, type StripeHarness } from '../../testing/billing';
import { joinOrganization } from '../../testing/organization';
import { syncSeats } from './seats';
import { signStripeWebhook, type FakeStripeServer } from './testing/fake-stripe-server';
import { handleStripeWebhook } from './webhook';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: StripeHarness;
let fake: FakeStripeServer;
let h: Harness;

beforeAll(async () => {
  stripe = await createStripeHarness({ priceId: 'price_seat_20', webhookSecret: WEBHOOK_SECRET });
  ({ fake, h } = stripe);
});
afterAll(async () => {
  await stripe.close();
});

const deps = () => ({ ...h.deps, log: silentLogger });
type Member = TestBrowser & { user: { id: string } };

/** Stripe delivers `type` about the subscription as it is now. */
async function deliver(type: string, subscriptionId: string) {
  const { payload } = fake.event(type, fake.subscriptions.get(subscriptionId)!);
  return handleStripeWebhook(deps(), payload, signStripeWebhook(payload, WEBHOOK_SECRET));
}

const seatUpdates = (subscriptionId: string) =>
  fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);

/** An owner with two advisors and a reviewer, through Stripe's checkout. */
async function agencyThroughCheckout() {
  const owner = (await h.signedUpBrowser()) as Member;
  const organizationId = `org_${owner.user.id}`;
  for (const role of ['advisor', 'advisor', 'reviewer'] as const)
    await joinOrganization(h, await h.signedUpBrowser(), organizationId, role);
  await owner.caller.billing.createCheckoutSession();
  const [profile] = await h.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, owner.user.id));
  const { session, subscription } = fake.completeCheckout(String(profile!.checkoutSessionId));
  const { payload } = fake.event('checkout.session.completed', session);
  await handleStripeWebhook(deps(), payload, signStripeWebhook(payload, WEBHOOK_SECRET));
  return { owner, organizationId, subscriptionId: subscription.id };
}

describe('seats with Stripe', () => {
  it('checkout asks for every paid seat and the organisation records what Stripe bills', async () => {
    const { organizationId, subscriptionId } = await agencyThroughCheckout();
    const request = fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(request.body.line_items).toEqual([{ price: 'price_seat_20', quantity: '3' }]);
    expect(await seatQuantityOf(h.db, organizationId)).toBe(3);
    // Nothing to change: no seat update was sent.
    expect(seatUpdates(subscriptionId)).toHaveLength(0);
  });

  it('a new advisor sets the item quantity with prorations; the echoed event changes nothing', async () => {
    const { organizationId, subscriptionId } = await agencyThroughCheckout();
    await joinOrganization(h, await h.signedUpBrowser(), organizationId, 'advisor');
    expect(await syncSeats(deps(), organizationId)).toEqual({
      from: 3,
      to: 4,
      providerUpdated: true,
    });
    const [update] = seatUpdates(subscriptionId);
    const item = fake.subscriptions.get(subscriptionId)!.items.data[0]!;
    expect(update?.body).toEqual({
      items: [{ id: item.id, quantity: '4' }],
      proration_behavior: 'create_prorations',
    });
    expect(item.quantity).toBe(4);
    expect(fake.subscriptions.get(subscriptionId)?.last_proration_behavior).toBe(
      'create_prorations',
    );

    // Stripe tells us about our own change: no further update (no loop).
    expect(await deliver('customer.subscription.updated', subscriptionId)).toBe('processed');
    expect(seatUpdates(subscriptionId)).toHaveLength(1);
    expect(await seatQuantityOf(h.db, organizationId)).toBe(4);
  });

  it('a quantity changed at Stripe is put back to the members, once', async () => {
    const { organizationId, subscriptionId } = await agencyThroughCheckout();
    const item = fake.subscriptions.get(subscriptionId)!.items.data[0]!;
    item.quantity = 9;
    await deliver('customer.subscription.updated', subscriptionId);
    expect(item.quantity).toBe(3);
    expect(seatUpdates(subscriptionId)).toHaveLength(1);
    expect(await seatQuantityOf(h.db, organizationId)).toBe(3);

    await deliver('customer.subscription.updated', subscriptionId);
    expect(seatUpdates(subscriptionId)).toHaveLength(1);
  });

  it('a Stripe error leaves the seats to the next sync and never throws', async () => {
    const { organizationId, subscriptionId } = await agencyThroughCheckout();
    await joinOrganization(h, await h.signedUpBrowser(), organizationId, 'admin');
    fake.failNext('POST', `/v1/subscriptions/${subscriptionId}`, 500, 'Stripe is down');
    expect(await syncSeats(deps(), organizationId)).toMatchObject({ from: 3, to: 3 });
    expect(await seatQuantityOf(h.db, organizationId)).toBe(3);
    expect(await syncSeats(deps(), organizationId)).toMatchObject({ from: 3, to: 4 });
    expect(fake.subscriptions.get(subscriptionId)!.items.data[0]!.quantity).toBe(4);
  });
});
