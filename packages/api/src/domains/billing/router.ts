import { z } from 'zod';

import { ZCancelSubscriptionInput, ZCheckAccessInput, ZTestCheckoutInput } from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
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

export const billingRouter = router({
  checkAccess: protectedProcedure
    .input(ZCheckAccessInput)
    .output(ZAccessCheck)
    .query(({ ctx, input }) => billing.checkAccess(ctx, ctx.user.id, input)),

  hasHadTrial: protectedProcedure
    .output(z.object({ hasHadTrial: z.boolean() }))
    .query(async ({ ctx }) => ({ hasHadTrial: await billing.hasHadTrial(ctx, ctx.user.id) })),

  createCheckoutSession: protectedProcedure
    .output(z.object({ checkout_url: z.string() }))
    .mutation(({ ctx }) => billing.createCheckoutSession(ctx, ctx.user.id)),

  cancel: protectedProcedure
    .input(ZCancelSubscriptionInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => billing.cancelSubscription(ctx, ctx.user.id, input)),

  /** The in-app stand-in for the provider's hosted checkout (test mode only). */
  testCheckout: router({
    get: protectedProcedure
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
    complete: protectedProcedure
      .input(ZTestCheckoutInput)
      .output(ZRedirect)
      .mutation(({ ctx, input }) => testCheckout.completeTestCheckout(ctx, ctx.user.id, input)),
    cancel: protectedProcedure
      .input(ZTestCheckoutInput)
      .output(ZRedirect)
      .mutation(({ ctx, input }) => testCheckout.cancelTestCheckout(ctx, ctx.user.id, input)),
  }),
});
