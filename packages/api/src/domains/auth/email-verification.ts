// Proving an e-mail address: a link mailed at sign-up (and on request from the profile), single
// use, three days. Until the address is proven, or the advisor has started a subscription or trial
// through checkout, their public collection forms stay inactive: otherwise anyone could sign up
// with any address and host forms under our name that collect strangers' data.
import { createHash } from 'node:crypto';

import { EMAIL_VERIFICATION_MESSAGES, type TVerifyEmailInput } from '@pitchcraft/core';
import { and, emailVerificationTokens, eq, gt, isNull, sql, users } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId, randomToken } from '../../ids';
import type { MailMessage } from '../../services';
import type { SessionUser } from './session';

const TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const RESEND_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };

type Ctx = Pick<Context, 'db' | 'config' | 'services' | 'log'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether the account's public forms take submissions: its address is proven, or it has a
 * subscription at the payment provider (reached only through a completed checkout).
 */
export function formsActiveFor(account: {
  emailVerifiedAt: Date | null;
  stripeSubscriptionId: string | null | undefined;
}): boolean {
  return account.emailVerifiedAt !== null || Boolean(account.stripeSubscriptionId);
}

/**
 * Stores a new confirmation token and composes its mail (the token rides in the fragment, never in
 * logs). The link mailed at sign-up (`signsIn`) also starts the opener's session.
 */
export async function composeVerificationMail(
  ctx: Pick<Ctx, 'db' | 'config'>,
  user: Pick<SessionUser, 'id' | 'email'>,
  options: { signsIn: boolean },
): Promise<MailMessage> {
  const token = randomToken(32);
  await ctx.db.insert(emailVerificationTokens).values({
    id: newId(),
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    signsIn: options.signsIn,
  });
  const link = `${ctx.config.appOrigin}/verify-email#token=${token}`;
  if (options.signsIn) {
    return {
      to: user.email,
      subject: 'Confirm your e-mail address for Pitchcraft',
      text: `Welcome to Pitchcraft.\n\nPlease confirm that this is your e-mail address to finish signing up and start your free trial (the link works once, for three days):\n${link}\n\nOnce it is confirmed, the client forms you create go live. If you did not sign up, you can ignore this e-mail: no account is used until the address is confirmed.`,
      html: `<p>Welcome to Pitchcraft.</p><p><a href="${link}">Confirm your e-mail address</a> to finish signing up and start your free trial (the link works once, for three days).</p><p>Once it is confirmed, the client forms you create go live. If you did not sign up, you can ignore this e-mail: no account is used until the address is confirmed.</p>`,
    };
  }
  return {
    to: user.email,
    subject: 'Confirm your e-mail address for Pitchcraft',
    text: `Please confirm that this is your e-mail address (the link works for three days):\n${link}\n\nOnce it is confirmed, the client forms you create go live. If you did not ask for this, you can ignore this e-mail.`,
    html: `<p><a href="${link}">Confirm your e-mail address</a> (the link works for three days).</p><p>Once it is confirmed, the client forms you create go live. If you did not ask for this, you can ignore this e-mail.</p>`,
  };
}

/**
 * Marks the address proven; the link works once, and using it ends the account's other links.
 * Answers the account whose link it was when that link was the one mailed at sign-up, whose opener
 * is then signed in.
 */
export async function verifyEmail(
  ctx: Pick<Context, 'db'>,
  { token }: TVerifyEmailInput,
): Promise<{ signInAs: string | null }> {
  const tokenHash = hashToken(token);
  return ctx.db.transaction(async (db) => {
    const [claimed] = await db
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!claimed) {
      const [existing] = await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash))
        .limit(1);
      const expired = existing && !existing.usedAt && existing.expiresAt.getTime() <= Date.now();
      throw new AppError(
        'BAD_REQUEST',
        expired ? EMAIL_VERIFICATION_MESSAGES.expired : EMAIL_VERIFICATION_MESSAGES.invalid,
        {
          reason: expired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID',
          field: 'token',
        },
      );
    }
    await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, claimed.userId));
    await db
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerificationTokens.userId, claimed.userId),
          isNull(emailVerificationTokens.usedAt),
        ),
      );
    return { signInAs: claimed.signsIn ? claimed.userId : null };
  });
}

/** Sends a fresh link from the profile or the Clients page, a few times an hour at most. */
export async function resendVerificationEmail(
  ctx: Ctx,
  userId: string,
): Promise<{ alreadyVerified: boolean }> {
  const [row] = await ctx.db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Authentication required');
  if (row.emailVerifiedAt) return { alreadyVerified: true };
  await ctx.services.rateLimiter.consume(
    { key: `verify-email:user:${userId}`, ...RESEND_LIMIT },
    EMAIL_VERIFICATION_MESSAGES.tooMany,
  );
  await ctx.services.mail.send(
    await composeVerificationMail(ctx, { id: userId, email: row.email }, { signsIn: false }),
  );
  return { alreadyVerified: false };
}
