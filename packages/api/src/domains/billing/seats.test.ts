// Seats in test mode: the organisation's paid seats follow its members, reach the test provider
// with a prorated line, and every member's access follows the organisation's subscription.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SEAT_PRICE_CENTS } from '@pitchcraft/core';
import {
  and,
  auditLog,
  eq,
  organizationMembers,
  testBillingCheckouts,
  testBillingProrations,
  testBillingSubscriptions,
  userProfiles,
} from '@pitchcraft/db';

import { silentLogger } from '../../logger';
import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { DAY, guardedCaller, seatQuantityOf } from '../../testing/billing';
import { joinOrganization } from '../../testing/organization';
import { syncSeats } from './seats';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const deps = () => ({ ...h.deps, log: silentLogger });
type Member = TestBrowser & { user: { id: string } };

async function subscriptionOf(owner: Member) {
  const [row] = await h.db
    .select()
    .from(testBillingSubscriptions)
    .where(eq(testBillingSubscriptions.userId, owner.user.id));
  if (!row) throw new Error('no test subscription');
  return row;
}

async function seatAudits(organizationId: string) {
  return h.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.action, 'billing.seats_changed'),
      ),
    );
}

/** An owner past the trial, 15 days into a 30-day period, so a seat change is half-prorated. */
async function payingOwner() {
  const owner = await h.subscribedBrowser();
  const subscription = await subscriptionOf(owner);
  const periodEnd = Math.floor(Date.now() / 1000) + 15 * DAY;
  await h.db
    .update(testBillingSubscriptions)
    .set({ status: 'active', trialEnd: null, currentPeriodEnd: periodEnd })
    .where(eq(testBillingSubscriptions.id, subscription.id));
  await owner.caller.billing.checkAccess({ sync: true });
  return { owner, organizationId: `org_${owner.user.id}`, subscriptionId: subscription.id };
}

describe('seats in test mode', () => {
  it('a solo advisor keeps one seat and the provider is not asked to change anything', async () => {
    const owner = await h.subscribedBrowser();
    const spy = vi.spyOn(h.services.billing, 'updateQuantity');
    const result = await syncSeats(deps(), `org_${owner.user.id}`);
    expect(result).toEqual({ from: 1, to: 1, providerUpdated: false });
    expect(spy).not.toHaveBeenCalled();
    expect((await subscriptionOf(owner)).quantity).toBe(1);
    spy.mockRestore();
  });

  it('charges advisors and admins, not reviewers or assistants, with a prorated line', async () => {
    const { owner, organizationId, subscriptionId } = await payingOwner();
    const [advisor, admin, reviewer, assistant] = await Promise.all([
      h.signedUpBrowser(),
      h.signedUpBrowser(),
      h.signedUpBrowser(),
      h.signedUpBrowser(),
    ]);
    await joinOrganization(h, advisor, organizationId, 'advisor');
    await joinOrganization(h, admin, organizationId, 'admin');
    await joinOrganization(h, reviewer, organizationId, 'reviewer');
    await joinOrganization(h, assistant, organizationId, 'assistant', advisor.user.id);

    const result = await syncSeats(deps(), organizationId, {
      organizationId,
      userId: owner.user.id,
      email: owner.user.email,
    });
    expect(result).toEqual({ from: 1, to: 3, providerUpdated: true });
    expect(await seatQuantityOf(h.db, organizationId)).toBe(3);
    expect((await subscriptionOf(owner)).quantity).toBe(3);

    const [line] = await h.db
      .select()
      .from(testBillingProrations)
      .where(eq(testBillingProrations.subscriptionId, subscriptionId));
    expect(line).toMatchObject({ fromQuantity: 1, toQuantity: 3 });
    // Two seats for about half of the period.
    expect(Math.abs(line!.amountCents - SEAT_PRICE_CENTS)).toBeLessThanOrEqual(2);

    const audits = await seatAudits(organizationId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: owner.user.id,
      details: { from: 1, to: 3 },
      targetId: organizationId,
    });

    // A departing advisor is credited for the rest of the period.
    await h.db.delete(organizationMembers).where(eq(organizationMembers.userId, advisor.user.id));
    expect(await syncSeats(deps(), organizationId)).toMatchObject({ from: 3, to: 2 });
    const lines = await h.db
      .select()
      .from(testBillingProrations)
      .where(eq(testBillingProrations.subscriptionId, subscriptionId));
    expect(lines.at(-1)!.amountCents).toBeLessThan(0);
  });

  it('is idempotent: an unchanged count writes nothing and calls no provider', async () => {
    const { organizationId, subscriptionId } = await payingOwner();
    await joinOrganization(h, await h.signedUpBrowser(), organizationId, 'advisor');
    await syncSeats(deps(), organizationId);
    const spy = vi.spyOn(h.services.billing, 'updateQuantity');
    expect(await syncSeats(deps(), organizationId)).toEqual({
      from: 2,
      to: 2,
      providerUpdated: false,
    });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(await seatAudits(organizationId)).toHaveLength(1);
    const lines = await h.db
      .select()
      .from(testBillingProrations)
      .where(eq(testBillingProrations.subscriptionId, subscriptionId));
    expect(lines).toHaveLength(1);
  });

  it('a provider failure never blocks the change and the next sync retries it', async () => {
    const { owner, organizationId } = await payingOwner();
    const advisor = await h.signedUpBrowser();
    await joinOrganization(h, advisor, organizationId, 'advisor');
    const spy = vi
      .spyOn(h.services.billing, 'updateQuantity')
      .mockRejectedValueOnce(new Error('provider down'));
    expect(await syncSeats(deps(), organizationId)).toEqual({
      from: 1,
      to: 1,
      providerUpdated: false,
    });
    expect(await seatQuantityOf(h.db, organizationId)).toBe(1);
    // The membership stands: the advisor works in the organisation.
    expect((await advisor.caller.auth.session())?.user).toMatchObject({ organizationId });

    // The owner's next synced access check retries the seat change.
    await owner.caller.billing.checkAccess({ sync: true });
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(await seatQuantityOf(h.db, organizationId)).toBe(2);
    expect((await subscriptionOf(owner)).quantity).toBe(2);
  });

  it('checkout starts the subscription with every paid seat the organisation has', async () => {
    const owner = await h.signedUpBrowser();
    const organizationId = `org_${owner.user.id}`;
    for (const role of ['advisor', 'advisor', 'reviewer'] as const)
      await joinOrganization(h, await h.signedUpBrowser(), organizationId, role);
    const { checkout_url } = await owner.caller.billing.createCheckoutSession();
    const id = checkout_url.split('/').pop()!;
    const [checkout] = await h.db
      .select()
      .from(testBillingCheckouts)
      .where(eq(testBillingCheckouts.id, id));
    expect(checkout?.quantity).toBe(3);

    // An advisor joins while the checkout page is open: completing it bills them too.
    await joinOrganization(h, await h.signedUpBrowser(), organizationId, 'admin');
    await owner.caller.billing.testCheckout.complete({ id });
    expect((await subscriptionOf(owner)).quantity).toBe(4);
    expect(await seatQuantityOf(h.db, organizationId)).toBe(4);
  });
});

describe("every member's access follows the organisation", () => {
  it('members share the trial and lose subscribed access when the owner cancels', async () => {
    const owner = await h.subscribedBrowser();
    const organizationId = `org_${owner.user.id}`;
    const advisor = await h.signedUpBrowser();
    const reviewer = await h.signedUpBrowser();
    await joinOrganization(h, advisor, organizationId, 'advisor');
    await joinOrganization(h, reviewer, organizationId, 'reviewer');

    for (const member of [advisor, reviewer]) {
      expect(await member.caller.billing.checkAccess({ sync: true })).toMatchObject({
        hasAccess: true,
        subscriptionStatus: 'trialing',
      });
      // The trial is the organisation's: it has been used.
      expect(await member.caller.billing.hasHadTrial()).toEqual({ hasHadTrial: true });
      expect(await guardedCaller(h, member).generate()).toBe('generated');
    }
    // The member's own profile is untouched by the organisation's billing.
    const [own] = await h.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, advisor.user.id));
    expect(own?.subscriptionStatus).toBeNull();

    await owner.caller.billing.cancel({ immediate: true });
    for (const member of [advisor, reviewer]) {
      expect(await member.caller.billing.checkAccess()).toMatchObject({ hasAccess: false });
      await expect(guardedCaller(h, member).generate()).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });

  it('the owner sees seats and the monthly total; other members whom it is billed to', async () => {
    const owner = await h.subscribedBrowser({ fullName: 'Olivia Owner' });
    const organizationId = `org_${owner.user.id}`;
    const advisor = await h.signedUpBrowser();
    const reviewer = await h.signedUpBrowser();
    await joinOrganization(h, advisor, organizationId, 'advisor');
    await joinOrganization(h, reviewer, organizationId, 'reviewer');
    expect(await owner.caller.billing.seats()).toEqual({
      manages: true,
      billedTo: null,
      members: 3,
      paidSeats: 2,
      freeMembers: 1,
      seatPriceCents: SEAT_PRICE_CENTS,
      monthlyTotalCents: 2 * SEAT_PRICE_CENTS,
    });
    for (const member of [advisor, reviewer])
      expect(await member.caller.billing.seats()).toEqual({
        manages: false,
        billedTo: 'Olivia Owner',
        members: 3,
        paidSeats: null,
        freeMembers: null,
        seatPriceCents: SEAT_PRICE_CENTS,
        monthlyTotalCents: null,
      });
  });
});
