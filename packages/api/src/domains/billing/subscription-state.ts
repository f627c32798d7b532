// The subscription state transitions of user_profiles. Stripe webhooks, test-mode checkout,
// cancellation and provider sync all end here, so both providers behave the same.
import type { CancellationReason } from '@pitchcraft/core';
import { eq, userProfiles, type Database, type Executor } from '@pitchcraft/db';

import type { SubscriptionSnapshot } from './provider';

export type ProfileRow = typeof userProfiles.$inferSelect;
type SubscriptionFields = Partial<
  Pick<
    ProfileRow,
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
    | 'subscriptionStatus'
    | 'paymentStatus'
    | 'trialEnd'
    | 'hasHadTrial'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'cancellationReason'
    | 'hasPaymentMethod'
    | 'checkoutSessionId'
  >
>;

/** Statuses in which a subscription is still running at the provider (it may yet recover). */
const RUNNING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export interface ApplyOptions {
  /** Why the subscription ends, when we know better than the provider (the advisor canceled). */
  cancellationReason?: CancellationReason;
  /** The advisor completed checkout, so a card is on file. */
  checkoutCompleted?: boolean;
  /** The checkout session this report completes. */
  checkoutSessionId?: string | null;
}

/**
 * The profile fields after the provider reports `subscription`, or null when the report is about
 * an older subscription that has ended while the profile follows another one (a late event for a
 * previous subscription must not undo a newer one).
 */
export function subscriptionFieldsFor(
  profile: ProfileRow,
  subscription: SubscriptionSnapshot,
  options: ApplyOptions = {},
): SubscriptionFields | null {
  const running = RUNNING.has(subscription.status);
  if (profile.stripeSubscriptionId && profile.stripeSubscriptionId !== subscription.id && !running)
    return null;
  // Waiting on a new checkout: news that the previous subscription ended is old news — unless it
  // is that very checkout completing, whose subscription has ended since (events held back).
  const completesAwaitedCheckout =
    Boolean(options.checkoutSessionId) && options.checkoutSessionId === profile.checkoutSessionId;
  if (
    profile.subscriptionStatus === 'incomplete' &&
    profile.checkoutSessionId &&
    subscription.status === 'canceled' &&
    !completesAwaitedCheckout
  )
    return null;

  const fields: SubscriptionFields = {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: profile.stripeCustomerId ?? (subscription.customer || null),
    trialEnd: subscription.trial_end,
    currentPeriodEnd: subscription.current_period_end ?? profile.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    hasHadTrial:
      profile.hasHadTrial || subscription.trial_end !== null || subscription.status === 'trialing',
  };
  const wasCanceled = profile.subscriptionStatus === 'canceled';

  switch (subscription.status) {
    case 'trialing':
    case 'active':
      fields.subscriptionStatus = subscription.status;
      fields.paymentStatus = subscription.status === 'trialing' ? 'trialing' : 'paid';
      fields.hasPaymentMethod = true;
      // A running subscription set to end keeps (or gets) the advisor's reason; otherwise the
      // reason of an earlier cancellation no longer applies.
      fields.cancellationReason = subscription.cancel_at_period_end
        ? (options.cancellationReason ??
          (wasCanceled ? null : profile.cancellationReason) ??
          'user_cancelled')
        : null;
      break;
    case 'past_due':
      fields.subscriptionStatus = 'past_due';
      fields.paymentStatus = 'unpaid';
      break;
    case 'unpaid':
    case 'paused':
      // Paused: a trial ended without a payment method; for the advisor that is unpaid.
      fields.subscriptionStatus = 'unpaid';
      fields.paymentStatus = 'unpaid';
      break;
    case 'incomplete':
      fields.subscriptionStatus = 'incomplete';
      fields.paymentStatus = 'unpaid';
      break;
    case 'incomplete_expired':
      // The first payment never succeeded: the checkout was not really completed.
      fields.subscriptionStatus = 'canceled';
      fields.paymentStatus = 'unpaid';
      fields.hasPaymentMethod = false;
      fields.cancellationReason = 'checkout_abandoned';
      break;
    case 'canceled':
    default:
      fields.subscriptionStatus = 'canceled';
      fields.paymentStatus = 'unpaid';
      fields.hasPaymentMethod = false;
      fields.cancellationReason =
        options.cancellationReason ?? profile.cancellationReason ?? 'system_detected';
      Object.assign(fields, endedDates(subscription));
      break;
  }
  if (options.checkoutCompleted && running) fields.hasPaymentMethod = true;
  return fields;
}

/**
 * An ended subscription's period and trial end when it ended, not when they were due to: the
 * provider leaves both as they were when a subscription is canceled at once, and the profile would
 * go on stating a period (or a trial converting) that no longer exists. The profile then reads its
 * period end as the day the subscription ended ("Canceled on …").
 */
function endedDates(
  subscription: SubscriptionSnapshot,
): Pick<SubscriptionFields, 'currentPeriodEnd' | 'trialEnd'> {
  const ended = subscription.ended_at;
  if (ended === null) return {};
  return {
    currentPeriodEnd: Math.min(subscription.current_period_end ?? ended, ended),
    trialEnd: subscription.trial_end === null ? null : Math.min(subscription.trial_end, ended),
  };
}

/** The same for a subscription we learn has ended without a report of its own (it ended by now). */
function endedByNow(
  profile: ProfileRow,
): Pick<SubscriptionFields, 'currentPeriodEnd' | 'trialEnd'> {
  const now = Math.floor(Date.now() / 1000);
  return {
    currentPeriodEnd: Math.min(profile.currentPeriodEnd ?? now, now),
    trialEnd: profile.trialEnd === null ? null : Math.min(profile.trialEnd, now),
  };
}

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
