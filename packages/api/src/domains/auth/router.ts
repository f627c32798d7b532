import { z } from 'zod';

import {
  memberRoleSchema,
  ZChangePasswordInput,
  ZRequestPasswordResetInput,
  ZResetPasswordInput,
  ZSignInInput,
  ZSignUpInput,
  ZVerifyEmailInput,
} from '@pitchcraft/core';

import { protectedProcedure, publicProcedure, router } from '../../trpc';
import { resendVerificationEmail } from './email-verification';
import * as passwords from './password-changes';
import * as auth from './service';

const ZSessionUser = z.object({ id: z.string(), email: z.string() });
/** The signed-in member: the app shows what their role allows (the API decides it again). */
const ZSessionMember = ZSessionUser.extend({
  organizationId: z.string(),
  role: memberRoleSchema,
  assistsUserId: z.string().nullable(),
});

export const authRouter = router({
  session: publicProcedure
    .output(
      z.object({ user: ZSessionMember, fullName: z.string(), companyName: z.string() }).nullable(),
    )
    .query(async ({ ctx }) => {
      if (!ctx.user) return null;
      return { user: ctx.user, ...(await auth.sessionNames(ctx, ctx.user.id)) };
    }),

  /**
   * Answers the same whether or not the address has an account; the session starts from the mailed
   * link — or at once (`signedIn`) when signing up from an invitation, which proves the address.
   */
  signUp: publicProcedure
    .input(ZSignUpInput)
    .output(z.object({ email: z.string(), signedIn: z.boolean() }))
    .mutation(({ ctx, input }) => auth.signUp(ctx, input)),

  signIn: publicProcedure
    .input(ZSignInInput)
    .output(z.object({ user: ZSessionUser }))
    .mutation(async ({ ctx, input }) => ({ user: await auth.signIn(ctx, input) })),

  signOut: protectedProcedure.mutation(async ({ ctx }) => {
    await auth.signOut(ctx);
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure
    .input(ZRequestPasswordResetInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await passwords.requestPasswordReset(ctx, input);
      return { ok: true as const };
    }),

  changePassword: protectedProcedure
    .input(ZChangePasswordInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await passwords.changePassword(ctx, ctx.user.id, input);
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await passwords.resetPassword(ctx, input);
      return { ok: true as const };
    }),

  /**
   * A mailed confirmation link: public, since it may be opened in another browser. The one mailed
   * at sign-up also signs its opener in (`signedIn`).
   */
  verifyEmail: publicProcedure
    .input(ZVerifyEmailInput)
    .output(z.object({ ok: z.literal(true), signedIn: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({
      ok: true as const,
      ...(await auth.confirmEmail(ctx, input)),
    })),

  resendVerification: protectedProcedure
    .output(z.object({ alreadyVerified: z.boolean() }))
    .mutation(({ ctx }) => resendVerificationEmail(ctx, ctx.user.id)),
});
