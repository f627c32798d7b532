// The subscription state transitions of user_profiles. Stripe webhooks, test-mode checkout,
// cancellation and provider sync all end here, so both providers behave the same.
import type { CancellationReason } from '@pitchcraft/core';
import { eq, userProfiles, type Database, type Executor } from '@pitchcraft/db';

import type { SubscriptionSnapshot } from './provider';
import {
  endedByNow,
  subscriptionFieldsFor,
  type ApplyOptions,
  type ProfileRow,
  type SubscriptionFields,
} from './subscription-fields';

export type { ApplyOptions, ProfileRow } from './subscription-fields';

/** Lock, read and write in one transaction (a savepoint inside the webhook's transaction). */
function atomically<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return (db as Database).transaction((tx) => work(tx));
}

async function lockProfile(db: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

async function updateProfile(
  db: Executor,
  userId: string,
  fields: SubscriptionFields,
): Promise<ProfileRow> {
  const [row] = await db
    .update(userProfiles)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId))
    .returning();
  if (!row) throw new Error(`profile ${userId} vanished during a subscription update`);
  return row;
}

export interface ApplyResult {
  applied: boolean;
  profile: ProfileRow;
}

/** Writes what the provider reports about a subscription into the advisor's profile. */
export async function applySubscriptionState(
  db: Executor,
  userId: string,
  subscription: SubscriptionSnapshot,
  options: ApplyOptions = {},
): Promise<ApplyResult | null> {
  return atomically(db, async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return null;
    const fields = subscriptionFieldsFor(profile, subscription, options);
    if (!fields) return { applied: false, profile };
    return { applied: true, profile: await updateProfile(tx, userId, fields) };
  });
}

/**
 * The provider no longer has a running subscription for an advisor we thought had one (spec
 * section 4, provider synchronisation): canceled, unpaid, no card, the reason kept or
 * system_detected.
 */
export async function markSubscriptionEnded(
  db: Executor,
  userId: string,
  options: {
    hasHadTrial: boolean;
    cancellationReason?: CancellationReason;
    cancelAtPeriodEnd?: boolean;
  },
): Promise<ProfileRow | null> {
  return atomically(db, async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return null;
    return updateProfile(tx, userId, {
      subscriptionStatus: 'canceled',
      paymentStatus: 'unpaid',
      hasPaymentMethod: false,
      cancellationReason:
        options.cancellationReason ?? profile.cancellationReason ?? 'system_detected',
      hasHadTrial: options.hasHadTrial,
      ...endedByNow(profile),
      ...(options.cancelAtPeriodEnd !== undefined
        ? { cancelAtPeriodEnd: options.cancelAtPeriodEnd }
        : {}),
    });
  });
}

/** A checkout started but not paid expired (or the advisor went back): checkout_abandoned. */
export async function markCheckoutAbandoned(
  db: Executor,
  userId: string,
  checkoutSessionId: string,
): Promise<boolean> {
  return atomically(db, async (tx) => {
    const profile = await lockProfile(tx, userId);
    // Only the checkout the profile is waiting for counts; an older one expiring changes nothing.
    if (
      profile?.subscriptionStatus !== 'incomplete' ||
      profile.checkoutSessionId !== checkoutSessionId
    )
      return false;
    await updateProfile(tx, userId, {
      subscriptionStatus: 'canceled',
      paymentStatus: 'unpaid',
      hasPaymentMethod: false,
      cancellationReason: 'checkout_abandoned',
    });
    return true;
  });
}

/**
 * The profile a provider object belongs to: by the customer id we stored (authoritative), else by
 * the user id we put in the metadata, as long as that profile has no other customer.
 */
export async function findBillingProfile(
  db: Executor,
  ref: { customerId?: string | null; userId?: string | null },
): Promise<ProfileRow | null> {
  if (ref.customerId) {
    const [byCustomer] = await db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.stripeCustomerId, ref.customerId))
      .limit(1);
    if (byCustomer) return byCustomer;
  }
  if (ref.userId) {
    const [byUser] = await db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, ref.userId))
      .limit(1);
    if (
      byUser &&
      (!byUser.stripeCustomerId || !ref.customerId || byUser.stripeCustomerId === ref.customerId)
    )
      return byUser;
  }
  return null;
}

/** Checkout completed (Stripe's checkout.session.completed, or the test-mode page). */
export async function applyCheckoutCompleted(
  db: Executor,
  ref: {
    customerId: string | null;
    userId: string | null;
    subscription: SubscriptionSnapshot;
    sessionId?: string | null;
  },
): Promise<ApplyResult | null> {
  const profile = await findBillingProfile(db, {
    customerId: ref.customerId ?? ref.subscription.customer,
    userId: ref.userId,
  });
  if (!profile) return null;
  return applySubscriptionState(db, profile.userId, ref.subscription, {
    checkoutCompleted: true,
    checkoutSessionId: ref.sessionId,
  });
}
