// The built-in test-mode BillingProvider, active when STRIPE_SECRET_KEY is unset: customers,
// checkouts and subscriptions live in our own tables, shaped like Stripe's objects, and the
// in-app page /billing/test-checkout/{id} stands in for Stripe's hosted checkout.
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

import { SEAT_PRICE_CENTS, trialEndEpochSeconds } from '@pitchcraft/core';
import {
  and,
  desc,
  eq,
  sql,
  testBillingCheckouts,
  testBillingProrations,
  testBillingSubscriptions,
  type Database,
} from '@pitchcraft/db';

import { newId, randomToken } from '../../ids';
import type {
  ProviderSubscriptionStatus,
  SubscriptionSnapshot,
  TestCheckout,
  TestModeBillingProvider,
} from './provider';

const DAY_SECONDS = 24 * 60 * 60;
/** A test-mode billing period; the real one is Stripe's monthly interval. */
const PERIOD_SECONDS = 30 * DAY_SECONDS;
const LIST_LIMIT = 100;

type SubscriptionRow = typeof testBillingSubscriptions.$inferSelect;
type CheckoutRow = typeof testBillingCheckouts.$inferSelect;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function snapshotOf(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    id: row.id,
    customer: row.customerId,
    status: row.status as ProviderSubscriptionStatus,
    trial_end: row.trialEnd,
    current_period_end: row.currentPeriodEnd,
    // A test subscription has no ended_at of its own: canceling it ends its period (see cancelImmediately).
    ended_at: row.status === 'canceled' ? row.currentPeriodEnd : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    created: Math.floor(row.createdAt.getTime() / 1000),
    metadata: { user_id: row.userId },
    quantity: row.quantity,
  };
}

/**
 * What a seat change costs or credits for the rest of the period, as the provider prorates it:
 * the seats' difference at the seat price times the unused share of the period. A trial is free,
 * so a change during it is not charged.
 */
function prorationCents(row: SubscriptionRow, toQuantity: number, now = nowSeconds()) {
  if (row.status !== 'active' || row.currentPeriodEnd === null) return null;
  const remaining = Math.min(1, Math.max(0, (row.currentPeriodEnd - now) / PERIOD_SECONDS));
  return Math.round((toQuantity - row.quantity) * SEAT_PRICE_CENTS * remaining);
}

function checkoutOf(row: CheckoutRow): TestCheckout {
  const status = row.status === 'complete' || row.status === 'expired' ? row.status : 'open';
  return {
    id: row.id,
    userId: row.userId,
    customerId: row.customerId,
    trialPeriodDays: row.trialPeriodDays,
    status,
  };
}

export function createTestModeBillingProvider(
  db: Database,
  options: { appOrigin: string },
): TestModeBillingProvider {
  async function updateSubscription(
    subscriptionId: string,
    patch: PgUpdateSetSource<typeof testBillingSubscriptions>,
  ): Promise<SubscriptionSnapshot> {
    const [row] = await db
      .update(testBillingSubscriptions)
      .set(patch)
      .where(eq(testBillingSubscriptions.id, subscriptionId))
      .returning();
    if (!row) throw new Error(`No such subscription: ${subscriptionId}`);
    return snapshotOf(row);
  }

  async function getCheckout(checkoutId: string): Promise<TestCheckout | null> {
    const [row] = await db
      .select()
      .from(testBillingCheckouts)
      .where(eq(testBillingCheckouts.id, checkoutId))
      .limit(1);
    return row ? checkoutOf(row) : null;
  }

  return {
    mode: 'test',

    createCustomer() {
      // A test customer is only an id: its e-mail and user id are in the profile already.
      return Promise.resolve({ id: `cus_test_${randomToken(10)}` });
    },

    async createCheckoutSession(params) {
      const id = `cs_test_${randomToken(16)}`;
      await db.insert(testBillingCheckouts).values({
        id,
        userId: params.userId,
        customerId: params.customerId,
        trialPeriodDays: params.trialPeriodDays,
        quantity: params.quantity,
        status: 'open',
        metadata: { user_id: params.userId },
      });
      return { id, url: `${options.appOrigin.replace(/\/$/, '')}/billing/test-checkout/${id}` };
    },

    async listSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(testBillingSubscriptions)
        .where(eq(testBillingSubscriptions.customerId, customerId))
        .orderBy(desc(testBillingSubscriptions.createdAt))
        .limit(LIST_LIMIT);
      return rows.map(snapshotOf);
    },

    async retrieveSubscription(subscriptionId) {
      const [row] = await db
        .select()
        .from(testBillingSubscriptions)
        .where(eq(testBillingSubscriptions.id, subscriptionId))
        .limit(1);
      return row ? snapshotOf(row) : null;
    },

    setCancelAtPeriodEnd: (subscriptionId, cancelAtPeriodEnd) =>
      updateSubscription(subscriptionId, { cancelAtPeriodEnd }),

    // Ended now: the period (and a running trial) end with it, as Stripe's ended_at says.
    cancelImmediately: (subscriptionId) => {
      const now = nowSeconds();
      return updateSubscription(subscriptionId, {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: sql`least(coalesce(${testBillingSubscriptions.currentPeriodEnd}, ${now}), ${now})`,
        trialEnd: sql`least(${testBillingSubscriptions.trialEnd}, ${now})`,
      });
    },

    async updateQuantity(subscriptionId, quantity) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testBillingSubscriptions)
          .where(eq(testBillingSubscriptions.id, subscriptionId))
          .for('update')
          .limit(1);
        if (!row) throw new Error(`No such subscription: ${subscriptionId}`);
        if (row.status === 'canceled')
          throw new Error(`Subscription ${subscriptionId} is canceled`);
        if (row.quantity === quantity) return snapshotOf(row);
        const amountCents = prorationCents(row, quantity);
        if (amountCents !== null)
          await tx.insert(testBillingProrations).values({
            id: newId(),
            subscriptionId,
            fromQuantity: row.quantity,
            toQuantity: quantity,
            amountCents,
          });
        const [updated] = await tx
          .update(testBillingSubscriptions)
          .set({ quantity })
          .where(eq(testBillingSubscriptions.id, subscriptionId))
          .returning();
        return snapshotOf(updated ?? row);
      });
    },

    getCheckout,

    async completeCheckout(checkoutId) {
      return db.transaction(async (tx) => {
        // Claiming the open checkout with a conditional update makes completion happen once.
        const [claimed] = await tx
          .update(testBillingCheckouts)
          .set({ status: 'complete' })
          .where(
            and(eq(testBillingCheckouts.id, checkoutId), eq(testBillingCheckouts.status, 'open')),
          )
          .returning();
        if (!claimed) throw new Error(`Checkout ${checkoutId} is not open`);
        const now = nowSeconds();
        const trialEnd = claimed.trialPeriodDays
          ? trialEndEpochSeconds(now * 1000, claimed.trialPeriodDays)
          : null;
        const [row] = await tx
          .insert(testBillingSubscriptions)
          .values({
            id: `sub_test_${randomToken(12)}`,
            userId: claimed.userId,
            customerId: claimed.customerId,
            status: trialEnd ? 'trialing' : 'active',
            trialEnd,
            currentPeriodEnd: trialEnd ?? now + PERIOD_SECONDS,
            cancelAtPeriodEnd: false,
            quantity: claimed.quantity,
          })
          .returning();
        if (!row) throw new Error('test subscription was not stored');
        return { checkout: checkoutOf(claimed), subscription: snapshotOf(row) };
      });
    },

    async expireCheckout(checkoutId) {
      const [row] = await db
        .update(testBillingCheckouts)
        .set({ status: 'expired' })
        .where(
          and(eq(testBillingCheckouts.id, checkoutId), eq(testBillingCheckouts.status, 'open')),
        )
        .returning();
      if (row) return checkoutOf(row);
      const current = await getCheckout(checkoutId);
      if (!current) throw new Error(`No such checkout: ${checkoutId}`);
      return current;
    },
  };
}
