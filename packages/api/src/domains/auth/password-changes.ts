// Choosing a new password: by the link a reset request mails (single-use, for one hour), or from
// the profile with the current password. Either way the account's other sessions and every
// outstanding reset link end.
import { createHash } from 'node:crypto';

import type {
  TChangePasswordInput,
  TRequestPasswordResetInput,
  TResetPasswordInput,
} from '@pitchcraft/core';
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

import { AppError } from '../../errors';
import { newId, randomToken } from '../../ids';
import type { MailMessage } from '../../services';
import { auditActorOf, recordAccountEvent, recordAudit, type AuditCtx } from '../audit/record';
import { assertUncommonPassword, hashPassword, verifyPassword } from './password';
import type { Ctx, SessionCtx } from './service';
import { invalidateUserSessions } from './session';

const INVALID_RESET_LINK_MESSAGE = 'Invalid reset link. Please request a new password reset.';
const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';
const EXPIRED_RESET_LINK_MESSAGE =
  'This reset link has expired. Please request a new password reset.';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const WINDOW_15_MIN = 15 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function requestPasswordReset(
  ctx: Ctx,
  input: TRequestPasswordResetInput,
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

export async function resetPassword(ctx: Ctx, input: TResetPasswordInput): Promise<void> {
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
    await recordAccountEvent(tx, claimed.userId, ctx.meta, {
      action: 'auth.password_changed',
      details: { method: 'reset_link' },
    });
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
  ctx: SessionCtx & AuditCtx,
  userId: string,
  input: TChangePasswordInput,
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
    await recordAudit(tx, auditActorOf(ctx), {
      action: 'auth.password_changed',
      details: { method: 'profile' },
    });
  });
  ctx.log.info('password changed from the profile');
}
