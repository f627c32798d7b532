// Billing for the signed-in member's organisation, kept on its billing member's profile: access
// checks (with optional provider sync), the repeat-trial rule, checkout and cancellation (the
// test-mode checkout page is test-checkout.ts). Provider calls go through services.billing; every
// state change goes through subscription-state.ts.
import {
  canCancelSubscription,
  CANCEL_MESSAGES,
  decideAccess,
  TRIAL_PERIOD_DAYS,
  trialEndEpochSeconds,
  type TCancelSubscriptionInput,
  type TCheckAccessInput,
} from '@pitchcraft/core';
import { and, eq, isNull, userProfiles } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { billingAccountOf } from './billing-account';
import type { SubscriptionSnapshot } from './provider';
import { providerErrorSummary } from './provider-errors';
import { countSeats, syncSeats } from './seats';
import {
  applySubscriptionState,
  markSubscriptionEnded,
  type ProfileRow,
} from './subscription-state';

export type BillingCtx = Pick<Context, 'db' | 'services' | 'config' | 'log'>;

const isLive = (s: SubscriptionSnapshot) => s.status === 'active' || s.status === 'trialing';
/** Subscriptions that show the advisor has already used a trial (spec: repeat-trial check). */
const COUNTS_AS_TRIAL = new Set(['active', 'trialing', 'canceled', 'past_due', 'unpaid']);

export async function findProfile(ctx: BillingCtx, userId: string): Promise<ProfileRow | null> {
  const [row] = await ctx.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

export interface AccessCheck {
  hasAccess: boolean;
  reason: string;
  subscriptionStatus: string | null;
  cancellationReason: string | null;
  /**
   * No access, but the advisor has had a subscription or trial: their presentations and records are
   * shown read-only (the API's recordsProcedure) rather than the Subscription Required page.
   */
  readOnly: boolean;
}

/** A subscription or trial has run on this account (a provider subscription was applied, or a trial used). */
function hasHadSubscription(
  profile: Pick<ProfileRow, 'stripeSubscriptionId' | 'hasHadTrial'>,
): boolean {
  return profile.stripeSubscriptionId !== null || profile.hasHadTrial;
}

/**
 * Provider synchronisation (spec section 4). An advisor who never reached checkout has no
 * customer at the provider and is left alone, so a brand-new account stays "No active
 * subscription" rather than "canceled". An `incomplete` profile (checkout opened, not yet paid) is
 * also left alone: its checkout may still be open, and its expiry marks it checkout_abandoned.
 */
async function syncWithProvider(ctx: BillingCtx, profile: ProfileRow): Promise<ProfileRow> {
  if (!profile.stripeCustomerId) return profile;
  const subscriptions = await ctx.services.billing.listSubscriptions(profile.stripeCustomerId);
  const live = subscriptions.find(isLive);
  if (live) return (await applySubscriptionState(ctx.db, profile.userId, live))?.profile ?? profile;

  const current =
    subscriptions.find((s) => s.id === profile.stripeSubscriptionId) ?? subscriptions[0];
  if (
    current &&
    (current.status === 'past_due' || current.status === 'unpaid' || current.status === 'paused')
  ) {
    return (await applySubscriptionState(ctx.db, profile.userId, current))?.profile ?? profile;
  }
  const local = profile.subscriptionStatus;
  if (local === 'active' || local === 'trialing' || local === 'past_due' || local === 'unpaid') {
    const hasHadTrial =
      subscriptions.length > 0 ? true : profile.hasHadTrial || local === 'trialing';
    return (await markSubscriptionEnded(ctx.db, profile.userId, { hasHadTrial })) ?? profile;
  }
  return profile;
}

/** A member's access is the organisation's: its billing member's subscription decides. */
export async function checkAccess(
  ctx: BillingCtx,
  memberId: string,
  input: TCheckAccessInput,
): Promise<AccessCheck> {
  const account = await billingAccountOf(ctx.db, memberId);
  let profile = await findProfile(ctx, account.billingUserId);
  if (!profile) {
    return {
      hasAccess: false,
      reason: 'Could not verify subscription status',
      subscriptionStatus: null,
      cancellationReason: null,
      readOnly: false,
    };
  }
  if (input?.sync) {
    try {
      profile = await syncWithProvider(ctx, profile);
    } catch (error) {
      // Webhooks keep the local state current; a provider hiccup must not lock anyone out.
      ctx.log.warn(
        { ...providerErrorSummary(error) },
        'subscription sync failed; answering from the local state',
      );
    }
    // Retries a seat change the provider refused earlier; a no-op when the seats are current.
    await syncSeats(ctx, account.organizationId);
  }
  const decision = decideAccess(profile.subscriptionStatus, profile.cancellationReason);
  return {
    ...decision,
    subscriptionStatus: profile.subscriptionStatus,
    cancellationReason: profile.cancellationReason,
    readOnly: !decision.hasAccess && hasHadSubscription(profile),
  };
}

/**
 * The repeat-trial rule of spec section 5, per organisation (the trial is its billing member's);
 * any error counts as having had a trial.
 */
export async function hasHadTrial(ctx: BillingCtx, memberId: string): Promise<boolean> {
  try {
    const { billingUserId: userId } = await billingAccountOf(ctx.db, memberId);
    const profile = await findProfile(ctx, userId);
    if (!profile) return true;
    if (profile.hasHadTrial) return true;
    if (!profile.stripeCustomerId) return false;
    const subscriptions = await ctx.services.billing.listSubscriptions(profile.stripeCustomerId);
    const had = subscriptions.some(
      (s) => isLive(s) || s.trial_end !== null || COUNTS_AS_TRIAL.has(s.status),
    );
    if (had)
      await ctx.db
        .update(userProfiles)
        .set({ hasHadTrial: true, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
    return had;
  } catch (error) {
    ctx.log.warn(
      { ...providerErrorSummary(error) },
      'repeat-trial check failed; treating the advisor as having had a trial',
    );
    return true;
  }
}

async function ensureCustomer(ctx: BillingCtx, profile: ProfileRow): Promise<string> {
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  let customerId: string;
  try {
    customerId = (
      await ctx.services.billing.createCustomer({ email: profile.email, userId: profile.userId })
    ).id;
  } catch (error) {
    ctx.log.error({ ...providerErrorSummary(error) }, 'could not create the billing customer');
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to set up subscription');
  }
  // Two checkouts started at once: the first stored customer wins, the other stays unused.
  const [stored] = await ctx.db
    .update(userProfiles)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(userProfiles.userId, profile.userId), isNull(userProfiles.stripeCustomerId)))
    .returning({ customerId: userProfiles.stripeCustomerId });
  if (stored?.customerId) return stored.customerId;
  const winner = await findProfile(ctx, profile.userId);
  if (!winner?.stripeCustomerId)
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to set up subscription');
  return winner.stripeCustomerId;
}

/**
 * Starts checkout. The profile becomes `incomplete` (no access) until the provider reports the
 * completed checkout: granting trial access before a card is entered would let anyone skip it.
 * has_had_trial is set when a trial actually starts, so an abandoned first checkout keeps its trial.
 */
export async function createCheckoutSession(
  ctx: BillingCtx,
  memberId: string,
): Promise<{ checkout_url: string }> {
  const { billingUserId: userId, organizationId } = await billingAccountOf(ctx.db, memberId);
  const profile = await findProfile(ctx, userId);
  if (!profile)
    throw new AppError('PRECONDITION_FAILED', 'Please complete the signup process first.');
  if (!profile.email) throw new AppError('BAD_REQUEST', 'User email not found');
  if (profile.subscriptionStatus === 'active' || profile.subscriptionStatus === 'trialing') {
    throw new AppError('CONFLICT', 'You already have an active subscription');
  }

  const firstTrial = !(await hasHadTrial(ctx, userId));
  const customerId = await ensureCustomer(ctx, profile);
  // The subscription starts with every paid seat the organisation has now.
  const quantity = await countSeats(ctx.db, organizationId);
  const origin = ctx.config.appOrigin;
  let session;
  try {
    session = await ctx.services.billing.createCheckoutSession({
      customerId,
      userId,
      trialPeriodDays: firstTrial ? TRIAL_PERIOD_DAYS : null,
      quantity,
      successUrl: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/signup`,
    });
  } catch (error) {
    ctx.log.error({ ...providerErrorSummary(error) }, 'could not create a checkout session');
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout session');
  }
  if (!session.id || !session.url)
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout session');

  // A past_due or unpaid subscription keeps its status: it is still the advisor's real state.
  const waiting =
    profile.subscriptionStatus === null ||
    profile.subscriptionStatus === 'canceled' ||
    profile.subscriptionStatus === 'incomplete';
  await ctx.db
    .update(userProfiles)
    .set({
      checkoutSessionId: session.id,
      ...(waiting
        ? { subscriptionStatus: 'incomplete', paymentStatus: 'unpaid', cancelAtPeriodEnd: false }
        : {}),
      ...(firstTrial ? { trialEnd: trialEndEpochSeconds() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.userId, userId));
  ctx.log.info({ trial: firstTrial, quantity }, 'checkout session created');
  return { checkout_url: session.url };
}

export async function cancelSubscription(
  ctx: BillingCtx,
  memberId: string,
  input: TCancelSubscriptionInput,
): Promise<{ success: true; message: string }> {
  const { billingUserId: userId } = await billingAccountOf(ctx.db, memberId);
  const immediate = input?.immediate === true;
  const profile = await findProfile(ctx, userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Could not find your subscription');
  if (!canCancelSubscription(profile.subscriptionStatus, profile.cancelAtPeriodEnd)) {
    const pending =
      profile.cancelAtPeriodEnd &&
      (profile.subscriptionStatus === 'active' || profile.subscriptionStatus === 'trialing');
    throw new AppError(
      'PRECONDITION_FAILED',
      pending
        ? 'Your subscription is already set to cancel'
        : 'You have no active subscription to cancel',
    );
  }

  try {
    let subscriptionId = profile.stripeSubscriptionId;
    if (!subscriptionId && profile.subscriptionStatus === 'trialing' && profile.stripeCustomerId) {
      subscriptionId =
        (await ctx.services.billing.listSubscriptions(profile.stripeCustomerId)).find(isLive)?.id ??
        null;
    }
    if (!subscriptionId) {
      if (profile.subscriptionStatus !== 'trialing')
        throw new AppError('NOT_FOUND', 'Could not find your subscription');
      await markSubscriptionEnded(ctx.db, userId, {
        hasHadTrial: true,
        cancellationReason: 'user_cancelled',
        cancelAtPeriodEnd: true,
      });
      return { success: true, message: CANCEL_MESSAGES.trial };
    }
    const subscription = immediate
      ? await ctx.services.billing.cancelImmediately(subscriptionId)
      : await ctx.services.billing.setCancelAtPeriodEnd(subscriptionId, true);
    await applySubscriptionState(ctx.db, userId, subscription, {
      cancellationReason: 'user_cancelled',
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ ...providerErrorSummary(error) }, 'could not cancel the subscription');
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to cancel subscription');
  }
  ctx.log.info({ immediate }, 'subscription canceled by the advisor');
  return {
    success: true,
    message: immediate ? CANCEL_MESSAGES.immediately : CANCEL_MESSAGES.atPeriodEnd,
  };
}
