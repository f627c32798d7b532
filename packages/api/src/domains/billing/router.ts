import { z } from 'zod';

import { ZCancelSubscriptionInput, ZCheckAccessInput, ZTestCheckoutInput } from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { actorOf, assertPermission } from '../organizations/access';
import { seatSummary } from './seat-summary';
import * as billing from './service';
import * as testCheckout from './test-checkout';

const ZAccessCheck = z.object({
  hasAccess: z.boolean(),
  reason: z.string(),
  subscriptionStatus: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** Denied, but the advisor has had a subscription or trial: their records are shown read-only. */
  readOnly: z.boolean(),
});
const ZRedirect = z.object({ redirectUrl: z.string() });

/**
 * Changing the organisation's subscription (checkout, cancel, the test-mode checkout page) is the
 * owner's alone; reading whether it gives access is every member's.
 */
const billingProcedure = protectedProcedure.use(({ ctx, next }) => {
  assertPermission(actorOf(ctx.user), 'billing');
  return next();
});

export const billingRouter = router({
  checkAccess: protectedProcedure
    .input(ZCheckAccessInput)
    .output(ZAccessCheck)
    .query(({ ctx, input }) => billing.checkAccess(ctx, ctx.user.id, input)),

  hasHadTrial: protectedProcedure
    .output(z.object({ hasHadTrial: z.boolean() }))
    .query(async ({ ctx }) => ({ hasHadTrial: await billing.hasHadTrial(ctx, ctx.user.id) })),

  createCheckoutSession: billingProcedure
    .output(z.object({ checkout_url: z.string() }))
    .mutation(({ ctx }) => billing.createCheckoutSession(ctx, ctx.user.id)),

  cancel: billingProcedure
    .input(ZCancelSubscriptionInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => billing.cancelSubscription(ctx, ctx.user.id, input)),

  /** Seats for the subscription card: figures for the owner, "billed to" for other members. */
  seats: protectedProcedure
    .output(
      z.object({
        manages: z.boolean(),
        billedTo: z.string().nullable(),
        members: z.number(),
        paidSeats: z.number().nullable(),
        freeMembers: z.number().nullable(),
        seatPriceCents: z.number(),
        monthlyTotalCents: z.number().nullable(),
      }),
    )
    .query(({ ctx }) => seatSummary(ctx, ctx.user)),

  /** The in-app stand-in for the provider's hosted checkout (test mode only). */
  testCheckout: router({
    get: billingProcedure
      .input(ZTestCheckoutInput)
      .output(
        z.object({
          id: z.string(),
          trialPeriodDays: z.number().nullable(),
          priceLabel: z.string(),
          email: z.string(),
          status: z.enum(['open', 'complete', 'expired']),
        }),
      )
      .query(({ ctx, input }) => testCheckout.getTestCheckout(ctx, ctx.user.id, input)),
    complete: billingProcedure
      .input(ZTestCheckoutInput)
      .output(ZRedirect)
      .mutation(({ ctx, input }) => testCheckout.completeTestCheckout(ctx, ctx.user.id, input)),
    cancel: billingProcedure
      .input(ZTestCheckoutInput)
      .output(ZRedirect)
      .mutation(({ ctx, input }) => testCheckout.cancelTestCheckout(ctx, ctx.user.id, input)),
  }),
});
