import type { z } from 'zod';

import type { ZUpdateProfileInput } from '@pitchcraft/core';
import { eq, userProfiles, users, type Executor } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { formsActiveFor } from '../auth/email-verification';

export type ProfileRow = typeof userProfiles.$inferSelect;

/** What the browser may see of a profile: never provider ids or checkout session ids. */
function toPublicProfile(row: ProfileRow, emailVerifiedAt: Date | null) {
  return {
    email: row.email,
    emailVerified: emailVerifiedAt !== null,
    /** Whether the advisor's public forms take submissions (see formsActiveFor). */
    formsActive: formsActiveFor({
      emailVerifiedAt,
      stripeSubscriptionId: row.stripeSubscriptionId,
    }),
    fullName: row.fullName,
    companyName: row.companyName,
    phoneNumber: row.phoneNumber ?? '',
    /** Where the advisor practises: the needs analysis's tax rules and currency. */
    jurisdiction: row.jurisdiction,
    updatedAt: row.updatedAt.toISOString(),
    subscription: {
      status: row.subscriptionStatus,
      paymentStatus: row.paymentStatus,
      trialEnd: row.trialEnd,
      hasHadTrial: row.hasHadTrial,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      cancellationReason: row.cancellationReason,
      hasPaymentMethod: row.hasPaymentMethod,
    },
  };
}
export type PublicProfile = ReturnType<typeof toPublicProfile>;

export async function loadProfileRow(db: Executor, userId: string): Promise<ProfileRow> {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Failed to load profile information');
  return row;
}

export async function getProfile(
  { db }: Pick<Context, 'db'>,
  userId: string,
): Promise<PublicProfile> {
  const [row] = await db
    .select({ profile: userProfiles, emailVerifiedAt: users.emailVerifiedAt })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Failed to load profile information');
  return toPublicProfile(row.profile, row.emailVerifiedAt);
}

export async function updateProfile(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZUpdateProfileInput>,
): Promise<PublicProfile> {
  const [row] = await db
    .update(userProfiles)
    .set({
      fullName: input.fullName,
      companyName: input.companyName,
      phoneNumber: input.phoneNumber || null,
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.userId, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Failed to update profile');
  return getProfile({ db }, userId);
}
