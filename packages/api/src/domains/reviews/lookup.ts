// Finding a review as a member may see it: only in their own organisation, and only when they may
// read its presentation (reviewers read everything); anything else reads as missing.
import {
  hasPermission,
  mayActOn,
  MEMBER_ROLES,
  REVIEW_MESSAGES,
  type TActor,
} from '@pitchcraft/core';
import {
  and,
  eq,
  inArray,
  organizationMembers,
  presentationReviews,
  presentations,
  userProfiles,
  users,
  type Executor,
} from '@pitchcraft/db';

import { AppError } from '../../errors';

const reviewNotFound = () =>
  new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound, { reason: 'REVIEW_NOT_FOUND' });

/** The review `reviewId` with its presentation's owner, title and client; NOT_FOUND if unreadable. */
export async function readableReview(db: Executor, actor: TActor, reviewId: string) {
  const [row] = await db
    .select({
      review: presentationReviews,
      ownerId: presentations.userId,
      title: presentations.title,
      clientName: presentations.clientName,
      currentVersion: presentations.version,
    })
    .from(presentationReviews)
    .innerJoin(presentations, eq(presentations.id, presentationReviews.presentationId))
    .where(
      and(
        eq(presentationReviews.id, reviewId),
        eq(presentationReviews.organizationId, actor.organizationId),
        eq(presentations.organizationId, actor.organizationId),
      ),
    )
    .limit(1);
  if (!row || !mayActOn(actor, row.ownerId, 'read')) throw reviewNotFound();
  return row;
}

export type ReadableReview = Awaited<ReturnType<typeof readableReview>>;

interface Person {
  userId: string;
  email: string;
  name: string;
}

/** Names and addresses of these users (the profile's, else the account's). */
export async function peopleOf(db: Executor, userIds: readonly string[]): Promise<Person[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      account: users.email,
      profile: userProfiles.email,
      name: userProfiles.fullName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return rows.map((r) => ({
    userId: r.userId,
    email: r.profile?.trim() ? r.profile : r.account,
    name: (r.name ?? '').trim() || r.account,
  }));
}

const REVIEWER_ROLES = MEMBER_ROLES.filter((role) => hasPermission(role, 'review'));

/** The members who review in this organisation (the owner and compliance reviewers). */
export async function reviewersOf(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.role, REVIEWER_ROLES),
      ),
    );
  return rows.map((r) => r.userId);
}
