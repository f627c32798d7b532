// A reviewer's decision on a submitted version, and the comments both sides leave on a review (on
// one section of the version, or on the whole). Nobody approves their own presentation.
import type { z } from 'zod';

import {
  hasPermission,
  mayActOn,
  REVIEW_MESSAGES,
  type ZDecideReviewInput,
  type ZReviewCommentInput,
} from '@pitchcraft/core';
import { and, eq, presentationReviews, reviewComments } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { auditActorOf, recordAudit } from '../audit/record';
import type { SessionUser } from '../auth/session';
import { actorOf, assertPermission } from '../organizations/access';
import { announce, type ReviewAnnouncement } from './announce';
import { peopleOf, readableReview, reviewersOf, type ReadableReview } from './lookup';
import { versionSections } from './sections';

type Ctx = Pick<Context, 'db' | 'services' | 'config' | 'meta'> & { user: SessionUser };

async function announcement(
  ctx: Ctx,
  found: ReadableReview,
  event: ReviewAnnouncement['event'],
  text: string | null,
): Promise<ReviewAnnouncement> {
  const [me] = await peopleOf(ctx.db, [ctx.user.id]);
  return {
    event,
    actorId: ctx.user.id,
    actorName: me?.name ?? ctx.user.email,
    presentationId: found.review.presentationId,
    title: found.title,
    clientName: found.clientName,
    versionNumber: found.review.versionNumber,
    reviewId: found.review.id,
    text,
  };
}

/** The advisor's side of a review: whoever submitted it and the presentation's owner. */
const advisorSide = (found: ReadableReview) =>
  [found.review.submittedBy, found.ownerId].filter((id): id is string => id !== null);

export async function decideReview(ctx: Ctx, input: z.output<typeof ZDecideReviewInput>) {
  const actor = actorOf(ctx.user);
  assertPermission(actor, 'review');
  const found = await readableReview(ctx.db, actor, input.reviewId);
  if (found.review.submittedBy === actor.userId || found.ownerId === actor.userId)
    throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownPresentation, { reason: 'OWN_REVIEW' });
  const approved = input.decision === 'approve';
  const reason = input.reason === '' ? null : (input.reason ?? null);
  if (!approved && !reason)
    throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.reasonRequired, { field: 'reason' });
  // Decided once: of two reviewers deciding at the same moment, the second is told it is decided.
  const [row] = await ctx.db
    .update(presentationReviews)
    .set({
      status: approved ? 'approved' : 'rejected',
      decidedBy: actor.userId,
      decidedAt: new Date(),
      reason,
    })
    .where(
      and(eq(presentationReviews.id, input.reviewId), eq(presentationReviews.status, 'pending')),
    )
    .returning({ id: presentationReviews.id, decidedAt: presentationReviews.decidedAt });
  if (!row)
    throw new AppError('CONFLICT', REVIEW_MESSAGES.notPending, { reason: 'REVIEW_DECIDED' });
  const event = approved ? 'review.approved' : 'review.rejected';
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: event,
    targetKind: 'presentation',
    targetId: found.review.presentationId,
    details: {
      reviewId: input.reviewId,
      version: found.review.versionNumber,
      pageHash: found.review.pageHash,
      ...(reason ? { reason } : {}),
    },
  });
  await announce(ctx, advisorSide(found), await announcement(ctx, found, event, reason));
  return {
    id: row.id,
    status: approved ? ('approved' as const) : ('rejected' as const),
    decidedAt: (row.decidedAt ?? new Date()).toISOString(),
  };
}

/** Reviewers comment; the presentation's writers reply. */
export async function commentOnReview(ctx: Ctx, input: z.output<typeof ZReviewCommentInput>) {
  const actor = actorOf(ctx.user);
  const found = await readableReview(ctx.db, actor, input.reviewId);
  const reviewer = hasPermission(actor.role, 'review');
  if (!reviewer && !mayActOn(actor, found.ownerId, 'write'))
    throw new AppError('FORBIDDEN', 'Your role in this organisation does not allow this.', {
      reason: 'ROLE_FORBIDDEN',
    });
  const sectionId = input.sectionId ?? null;
  if (sectionId !== null) {
    const sections = await versionSections(ctx.db, found.review);
    if (!sections.some((s) => s.id === sectionId))
      throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.noSuchSection, { field: 'sectionId' });
  }
  const id = newId();
  const [row] = await ctx.db
    .insert(reviewComments)
    .values({ id, reviewId: input.reviewId, sectionId, authorId: actor.userId, body: input.body })
    .returning({ createdAt: reviewComments.createdAt });
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'review.commented',
    targetKind: 'presentation',
    targetId: found.review.presentationId,
    details: { reviewId: input.reviewId, commentId: id, sectionId },
  });
  // The advisor hears from the reviewers; a reply goes to whoever reviewed, or every reviewer.
  const fromAdvisorSide = advisorSide(found).includes(actor.userId) || !reviewer;
  const recipients = fromAdvisorSide ? await reviewSide(ctx, found) : advisorSide(found);
  await announce(ctx, recipients, await announcement(ctx, found, 'review.commented', input.body));
  return { id, createdAt: (row?.createdAt ?? new Date()).toISOString() };
}

/** Who has taken part in the review as a reviewer; every reviewer when nobody has yet. */
async function reviewSide(ctx: Ctx, found: ReadableReview): Promise<string[]> {
  const comments = await ctx.db
    .select({ authorId: reviewComments.authorId })
    .from(reviewComments)
    .where(eq(reviewComments.reviewId, found.review.id));
  const advisors = new Set(advisorSide(found));
  const taking = [found.review.decidedBy, ...comments.map((c) => c.authorId)].filter(
    (id): id is string => id !== null && !advisors.has(id),
  );
  return taking.length > 0 ? taking : reviewersOf(ctx.db, ctx.user.organizationId);
}
