import { createHash } from 'node:crypto';

import type { z } from 'zod';

import {
  PASSWORD_TOO_COMMON_MESSAGE,
  type ZChangePasswordInput,
  type ZRequestPasswordResetInput,
  type ZResetPasswordInput,
  type ZSignInInput,
  type ZSignUpInput,
  type ZVerifyEmailInput,
} from '@pitchcraft/core';
import { assessPassword } from '@pitchcraft/core/password-strength';
import {
  and,
  eq,
  gt,
  isNull,
  ne,
  passwordResetTokens,
  sessions,
  sql,
  userProfiles,
  users,
  type Executor,
} from '@pitchcraft/db';

import { sessionCookieOptions, type Context } from '../../context';
import { AppError } from '../../errors';
import { newId, randomToken } from '../../ids';
import type { MailMessage } from '../../services';
import { composeVerificationMail, verifyEmail } from './email-verification';
import { hashPassword, verifyPassword } from './password';
import {
  createSession,
  invalidateSession,
  invalidateUserSessions,
  sessionCookieName,
  type SessionUser,
  type ValidSession,
} from './session';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const INVALID_RESET_LINK_MESSAGE =
  'Invalid reset link. Please request a new password reset.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';
export const EXPIRED_RESET_LINK_MESSAGE =
  'This reset link has expired. Please request a new password reset.';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const WINDOW_15_MIN = 15 * 60 * 1000;

type Ctx = Pick<Context, 'db' | 'config' | 'services' | 'cookies' | 'meta' | 'log'>;
/** The signed-in request's own session: what signing out ends, and what a password change keeps. */
type SessionCtx = Ctx & { session: Pick<ValidSession, 'id'> };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The most common passwords are refused wherever a password is chosen; `knownWords` are the account's own. */
function assertUncommonPassword(password: string, knownWords: string[] = []): void {
  if (!assessPassword(password, knownWords).acceptable) {
    throw new AppError('BAD_REQUEST', PASSWORD_TOO_COMMON_MESSAGE, {
      reason: 'PASSWORD_TOO_COMMON',
      field: 'password',
    });
  }
}

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
): Promise<{ email: string }> {
  await ctx.services.rateLimiter.consume(
    { key: `signup:ip:${ctx.meta.ip}`, limit: 20, windowMs: 60 * 60 * 1000 },
    'Too many sign-ups from this network. Please try again later.',
  );
  assertUncommonPassword(input.password, [input.email, input.fullName, input.companyName]);
  const passwordHash = await hashPassword(input.password);
  ctx.services.mail.sendLater(() => createAccount(ctx, input, passwordHash));
  return { email: input.email };
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
  input: z.output<typeof ZVerifyEmailInput>,
): Promise<{ signedIn: boolean }> {
  const { signInAs } = await verifyEmail(ctx, input);
  if (signInAs) await startSession(ctx, signInAs);
  return { signedIn: signInAs !== null };
}

export async function signIn(ctx: Ctx, input: z.output<typeof ZSignInInput>): Promise<SessionUser> {
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
  return { id: user.id, email: user.email };
}

export async function signOut(ctx: SessionCtx): Promise<void> {
  await invalidateSession(ctx.db, ctx.session.id);
  ctx.cookies.clear(sessionCookieName(ctx.config), sessionCookieOptions(ctx.config, new Date(0)));
}

export async function requestPasswordReset(
  ctx: Ctx,
  input: z.output<typeof ZRequestPasswordResetInput>,
): Promise<void> {
  await ctx.services.rateLimiter.consume(
    { key: `forgot:ip:${ctx.meta.ip}`, limit: 10, windowMs: WINDOW_15_MIN },
    'Too many reset requests. Please try again later.',
  );
  // The same answer, in the same time, whether or not the account exists: looking it up, storing a
  // token and writing the mail all happen after the answer has gone.
  ctx.services.mail.sendLater(() => composeResetMail(ctx, input.email));
}

/** The reset e-mail for the account with this address, or null (none, or a flood to it capped quietly). */
async function composeResetMail(ctx: Ctx, email: string): Promise<MailMessage | null> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!user) return null;
  try {
    await ctx.services.rateLimiter.consume({
      key: `forgot:email:${email}`,
      limit: 3,
      windowMs: WINDOW_15_MIN,
    });
  } catch {
    return null;
  }
  const token = randomToken(32);
  await ctx.db.insert(passwordResetTokens).values({
    id: newId(),
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.appOrigin}/reset-password#token=${token}`;
  return {
    to: user.email,
    subject: 'Reset your Pitchcraft password',
    text: `We received a request to reset the password of your Pitchcraft account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.`,
    html: `<p>We received a request to reset the password of your Pitchcraft account.</p><p><a href="${link}">Set a new password</a> (the link works once, for one hour).</p><p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`,
  };
}

/** The words a password of this account may not lean on: its e-mail address and names. */
async function accountWords(db: Executor, userId: string): Promise<string[]> {
  const [row] = await db
    .select({
      email: users.email,
      fullName: userProfiles.fullName,
      companyName: userProfiles.companyName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? [row.email, row.fullName ?? '', row.companyName ?? ''] : [];
}

export async function resetPassword(
  ctx: Ctx,
  input: z.output<typeof ZResetPasswordInput>,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  // The same policy as at sign-up: the account's own e-mail and names count as known words. A link
  // that is not live is refused below whatever the password; a refused password spends no link.
  const [link] = await ctx.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  assertUncommonPassword(input.password, link ? await accountWords(ctx.db, link.userId) : []);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes it single-use even under concurrency.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!claimed) {
      const [existing] = await tx
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      if (existing && !existing.usedAt && existing.expiresAt.getTime() <= Date.now()) {
        throw new AppError('BAD_REQUEST', EXPIRED_RESET_LINK_MESSAGE);
      }
      throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
    }
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    // A reset means the old password may be known to someone else: end every session, and every
    // other reset link (one may sit in a mailbox someone else reads).
    await invalidateUserSessions(tx, claimed.userId);
    await endResetLinks(tx, claimed.userId);
  });
}

/** Spends every unused reset link of the account. */
async function endResetLinks(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * A new password from the profile. The current password is asked for (and its failures limited) so
 * a session left open on a shared computer cannot take the account over; the advisor's other
 * sessions and every outstanding reset link end, and this browser stays signed in.
 */
export async function changePassword(
  ctx: SessionCtx,
  userId: string,
  input: z.output<typeof ZChangePasswordInput>,
): Promise<void> {
  const message = 'Too many wrong passwords. Please wait 15 minutes and try again.';
  const attempt = await ctx.services.rateLimiter.reserve([
    { key: `change-password:user:${userId}`, limit: 8, windowMs: WINDOW_15_MIN, message },
  ]);
  const [row] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE, {
      reason: 'WRONG_PASSWORD',
      field: 'currentPassword',
    });
  }
  await attempt.refund();
  assertUncommonPassword(input.password, await accountWords(ctx.db, userId));
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, ctx.session.id)));
    await endResetLinks(tx, userId);
  });
  ctx.log.info('password changed from the profile');
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
