// Accounts and sessions: sign-up (which answers the same whether or not the address has an
// account), e-mail confirmation, sign-in and sign-out. New passwords are password-changes.ts.
import type { z } from 'zod';

import type { TSignInInput, TVerifyEmailInput, ZSignUpInput } from '@pitchcraft/core';
import { eq, sql, userProfiles, users } from '@pitchcraft/db';

import { sessionCookieOptions, type Context } from '../../context';
import { AppError, isUniqueViolation } from '../../errors';
import { newId } from '../../ids';
import type { MailMessage } from '../../services';
import { auditActorOf, recordAccountEvent, recordAudit, type AuditCtx } from '../audit/record';
import { createInvitedAccount } from '../organizations/invitation-sign-up';
import { composeVerificationMail, verifyEmail } from './email-verification';
import { assertUncommonPassword, hashPassword, verifyPassword } from './password';
import {
  createSession,
  invalidateSession,
  sessionCookieName,
  type SessionUser,
  type ValidSession,
} from './session';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
const WINDOW_15_MIN = 15 * 60 * 1000;

export type Ctx = Pick<Context, 'db' | 'config' | 'services' | 'cookies' | 'meta' | 'log'>;
/** The signed-in request's own session: what signing out ends, and what a password change keeps. */
export type SessionCtx = Ctx & { session: Pick<ValidSession, 'id'> };

async function startSession(ctx: Ctx, userId: string): Promise<void> {
  const { token, expiresAt } = await createSession(ctx.db, userId);
  ctx.cookies.set(
    sessionCookieName(ctx.config),
    token,
    sessionCookieOptions(ctx.config, expiresAt),
  );
}

/**
 * Sign-up answers the same, in the same time, whether or not the address has an account: the
 * password is checked and hashed first, and the account is created — or the address's owner told
 * that someone tried to sign up with it — after the answer has gone. The new account's session
 * starts from the link mailed to the address (or by signing in), so nobody learns from sign-up
 * which addresses have accounts.
 */
export async function signUp(
  ctx: Ctx,
  input: z.output<typeof ZSignUpInput>,
): Promise<{ email: string; signedIn: boolean }> {
  await ctx.services.rateLimiter.consume(
    { key: `signup:ip:${ctx.meta.ip}`, limit: 20, windowMs: 60 * 60 * 1000 },
    'Too many sign-ups from this network. Please try again later.',
  );
  assertUncommonPassword(input.password, [input.email, input.fullName, input.companyName]);
  const passwordHash = await hashPassword(input.password);
  const { invitationToken } = input;
  if (invitationToken) {
    // The invitation came to this mailbox, so it proves the address: the account is made now,
    // joins the organisation and is signed in (what it tells is only the invitee's business).
    const userId = await createInvitedAccount(ctx, { ...input, invitationToken }, passwordHash);
    await startSession(ctx, userId);
    return { email: input.email, signedIn: true };
  }
  ctx.services.mail.sendLater(() => createAccount(ctx, input, passwordHash));
  return { email: input.email, signedIn: false };
}

/** The new account and its welcome link, or — for an address that has an account — a word to its owner. */
async function createAccount(
  ctx: Ctx,
  input: z.output<typeof ZSignUpInput>,
  passwordHash: string,
): Promise<MailMessage | null> {
  const id = newId();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({ id, email: input.email, passwordHash });
      await tx.insert(userProfiles).values({
        userId: id,
        email: input.email,
        fullName: input.fullName,
        companyName: input.companyName,
        phoneNumber: input.phoneNumber || null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return composeSignUpAttemptMail(ctx, input.email);
    throw error;
  }
  ctx.log.info({ userId: id }, 'account created');
  return composeVerificationMail(ctx, { id, email: input.email }, { signsIn: true });
}

/** Tells an account's owner that someone tried to sign up with their address (a few times an hour at most). */
async function composeSignUpAttemptMail(ctx: Ctx, email: string): Promise<MailMessage | null> {
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) return null;
  try {
    await ctx.services.rateLimiter.consume({
      key: `signup-attempt:email:${email.toLowerCase()}`,
      limit: 3,
      windowMs: 60 * 60 * 1000,
    });
  } catch {
    return null;
  }
  const signIn = `${ctx.config.appOrigin}/auth`;
  const reset = `${ctx.config.appOrigin}/forgot-password`;
  return {
    to: user.email,
    subject: 'Someone tried to sign up for Pitchcraft with your e-mail address',
    text: `Someone, perhaps you, tried to create a Pitchcraft account with this e-mail address. You already have an account, so nothing was created or changed.\n\nIf it was you, sign in here: ${signIn}\nForgot your password? Set a new one here: ${reset}\n\nIf it was not you, you can ignore this e-mail: your account and your password are unchanged.`,
    html: `<p>Someone, perhaps you, tried to create a Pitchcraft account with this e-mail address. You already have an account, so nothing was created or changed.</p><p>If it was you, <a href="${signIn}">sign in</a>. Forgot your password? <a href="${reset}">Set a new one</a>.</p><p>If it was not you, you can ignore this e-mail: your account and your password are unchanged.</p>`,
  };
}

/** Opens the link mailed to the address: confirms it, and signs in when it is the sign-up link. */
export async function confirmEmail(
  ctx: Ctx,
  input: TVerifyEmailInput,
): Promise<{ signedIn: boolean }> {
  const { signInAs } = await verifyEmail(ctx, input);
  if (signInAs) {
    await startSession(ctx, signInAs);
    await recordAccountEvent(ctx.db, signInAs, ctx.meta, {
      action: 'auth.sign_in',
      details: { method: 'email_link' },
    });
  }
  return { signedIn: signInAs !== null };
}

export async function signIn(
  ctx: Ctx,
  input: TSignInInput,
): Promise<Pick<SessionUser, 'id' | 'email'>> {
  const message =
    'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.';
  // Failures are limited: each attempt holds a slot while its password is checked, and gives it
  // back when it signs in. Once the slots are taken, even the right password waits.
  const attempt = await ctx.services.rateLimiter.reserve([
    { key: `signin:ip:${ctx.meta.ip}`, limit: 30, windowMs: WINDOW_15_MIN, message },
    { key: `signin:email:${input.email}`, limit: 8, windowMs: WINDOW_15_MIN, message },
  ]);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  await attempt.refund();
  await startSession(ctx, user.id);
  await recordAccountEvent(ctx.db, user.id, ctx.meta, {
    action: 'auth.sign_in',
    details: { method: 'password' },
  });
  return { id: user.id, email: user.email };
}

export async function signOut(ctx: SessionCtx & AuditCtx): Promise<void> {
  await invalidateSession(ctx.db, ctx.session.id);
  await recordAudit(ctx.db, auditActorOf(ctx), { action: 'auth.sign_out' });
  ctx.cookies.clear(sessionCookieName(ctx.config), sessionCookieOptions(ctx.config, new Date(0)));
}

/** The names the app shows for the signed-in advisor (blank until the profile exists). */
export async function sessionNames(
  { db }: Pick<Context, 'db'>,
  userId: string,
): Promise<{ fullName: string; companyName: string }> {
  const [profile] = await db
    .select({ fullName: userProfiles.fullName, companyName: userProfiles.companyName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return { fullName: profile?.fullName ?? '', companyName: profile?.companyName ?? '' };
}
