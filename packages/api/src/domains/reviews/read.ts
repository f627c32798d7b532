// Reading reviews: the reviewers' queue, one review with its comments and the version's sections,
// and a presentation's approval state for its owner's page.
import type { z } from 'zod';

import {
  hasPermission,
  mayActOn,
  type ZPresentationReviewsInput,
  type ZReviewIdInput,
  type ZReviewQueueInput,
} from '@pitchcraft/core';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  lt,
  or,
  presentationReviews,
  presentations,
  reviewComments,
  sql,
  userProfiles,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/session';
import { actingOwner, actorOf, assertPermission } from '../organizations/access';
import { approvedVersionToServe, currentPageHash, requiresApproval } from './gate';
import { peopleOf, readableReview } from './lookup';
import { versionSections } from './sections';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function reviewQueue(ctx: Ctx, input: z.output<typeof ZReviewQueueInput>) {
  const actor = actorOf(ctx.user);
  assertPermission(actor, 'review');
  const cursor = decodeCursor(input.cursor);
  const statuses =
    input.status === 'pending' ? (['pending'] as const) : (['approved', 'rejected'] as const);
  const rows = await ctx.db
    .select({
      id: presentationReviews.id,
      presentationId: presentationReviews.presentationId,
      status: presentationReviews.status,
      versionNumber: presentationReviews.versionNumber,
      submittedAt: presentationReviews.submittedAt,
      decidedAt: presentationReviews.decidedAt,
      reason: presentationReviews.reason,
      title: presentations.title,
      clientName: presentations.clientName,
      advisor: userProfiles.fullName,
      advisorId: presentations.userId,
      comments: sql<number>`(select count(*)::int from ${reviewComments} where ${reviewComments.reviewId} = ${presentationReviews.id})`,
    })
    .from(presentationReviews)
    .innerJoin(presentations, eq(presentations.id, presentationReviews.presentationId))
    .leftJoin(userProfiles, eq(userProfiles.userId, presentations.userId))
    .where(
      and(
        eq(presentationReviews.organizationId, actor.organizationId),
        inArray(presentationReviews.status, [...statuses]),
        cursor
          ? or(
              lt(presentationReviews.submittedAt, cursor.at),
              and(
                eq(presentationReviews.submittedAt, cursor.at),
                lt(presentationReviews.id, cursor.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(presentationReviews.submittedAt), desc(presentationReviews.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      ...r,
      advisor: r.advisor ?? '',
      comments: Number(r.comments),
      submittedAt: r.submittedAt.toISOString(),
      decidedAt: iso(r.decidedAt),
    })),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.submittedAt, last.id) : null,
  };
}

const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string | null | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [stamp, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(stamp ?? '');
  if (!id || Number.isNaN(at.getTime()))
    throw new AppError('BAD_REQUEST', 'Invalid page cursor', { field: 'cursor' });
  return { at, id };
}

export async function getReview(ctx: Ctx, { reviewId }: z.output<typeof ZReviewIdInput>) {
  const actor = actorOf(ctx.user);
  const found = await readableReview(ctx.db, actor, reviewId);
  const { review } = found;
  const [comments, sections] = await Promise.all([
    ctx.db
      .select()
      .from(reviewComments)
      .where(eq(reviewComments.reviewId, reviewId))
      .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id))
      .limit(500),
    versionSections(ctx.db, review),
  ]);
  const people = new Map(
    (
      await peopleOf(ctx.db, [
        found.ownerId,
        ...[review.submittedBy, review.decidedBy, ...comments.map((c) => c.authorId)].filter(
          (id): id is string => id !== null,
        ),
      ])
    ).map((p) => [p.userId, p.name]),
  );
  const nameOf = (id: string | null) =>
    id ? (people.get(id) ?? 'A former member') : 'A former member';
  const own = review.submittedBy === actor.userId || found.ownerId === actor.userId;
  return {
    id: review.id,
    presentationId: review.presentationId,
    title: found.title,
    clientName: found.clientName,
    advisor: nameOf(found.ownerId),
    status: review.status,
    versionNumber: review.versionNumber,
    currentVersion: found.currentVersion,
    pageHash: review.pageHash,
    note: review.note,
    submittedBy: nameOf(review.submittedBy),
    submittedAt: review.submittedAt.toISOString(),
    decidedBy: review.decidedBy ? nameOf(review.decidedBy) : null,
    decidedAt: iso(review.decidedAt),
    reason: review.reason,
    sections,
    comments: comments.map((c) => ({
      id: c.id,
      sectionId: c.sectionId,
      author: nameOf(c.authorId),
      mine: c.authorId === actor.userId,
      body: c.body,
      createdAt: c.createdAt.toISOString(),
    })),
    /** Where the version's page is framed from (the owner's content route, read access). */
    pageUrl: `/content/presentations/${encodeURIComponent(review.presentationId)}?version=${review.versionNumber}`,
    can: {
      decide: review.status === 'pending' && hasPermission(actor.role, 'review') && !own,
      comment: hasPermission(actor.role, 'review') || mayActOn(actor, found.ownerId, 'write'),
      withdraw:
        review.status === 'pending' &&
        (review.submittedBy === actor.userId || mayActOn(actor, found.ownerId, 'write')),
    },
  };
}

const HISTORY_LIMIT = 50;

/** The approval state the presentation's page shows: current version, approvals, what waits. */
export async function reviewsForPresentation(
  ctx: Ctx,
  { presentationId }: z.output<typeof ZPresentationReviewsInput>,
) {
  const actor = actorOf(ctx.user);
  const ownerId = await actingOwner(ctx.db, actor, 'presentation', presentationId, 'read');
  const [row] = await ctx.db
    .select({
      id: presentations.id,
      version: presentations.version,
      htmlContent: presentations.htmlContent,
    })
    .from(presentations)
    .where(eq(presentations.id, presentationId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Presentation Not Found');
  const [hash, served, history, required] = await Promise.all([
    currentPageHash(ctx.db, row),
    approvedVersionToServe(ctx.db, row),
    ctx.db
      .select()
      .from(presentationReviews)
      .where(eq(presentationReviews.presentationId, presentationId))
      .orderBy(desc(presentationReviews.submittedAt), desc(presentationReviews.id))
      .limit(HISTORY_LIMIT),
    requiresApproval(ctx.db, actor.organizationId),
  ]);
  const names = new Map(
    (
      await peopleOf(
        ctx.db,
        history
          .flatMap((r) => [r.submittedBy, r.decidedBy])
          .filter((id): id is string => id !== null),
      )
    ).map((p) => [p.userId, p.name]),
  );
  const items = history.map((r) => ({
    id: r.id,
    status: r.status,
    versionNumber: r.versionNumber,
    current: r.pageHash === hash,
    note: r.note,
    reason: r.reason,
    submittedBy: r.submittedBy ? (names.get(r.submittedBy) ?? null) : null,
    submittedAt: r.submittedAt.toISOString(),
    decidedBy: r.decidedBy ? (names.get(r.decidedBy) ?? null) : null,
    decidedAt: iso(r.decidedAt),
  }));
  const own = ownerId === actor.userId;
  return {
    requireApproval: required,
    currentVersion: row.version,
    currentApproved: items.some((r) => r.current && r.status === 'approved'),
    /** The version a shared link shows while approval is required. */
    latestApprovedVersion: served?.number ?? null,
    pending: items.find((r) => r.status === 'pending') ?? null,
    /** The newest decision (its `current` says whether it is on the page as it is now). */
    latestDecision: items.find((r) => r.status === 'approved' || r.status === 'rejected') ?? null,
    history: items,
    can: {
      submit: mayActOn(actor, ownerId, 'write'),
      review: hasPermission(actor.role, 'review') && !own,
    },
  };
}
