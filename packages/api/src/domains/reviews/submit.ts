// Submitting a presentation's current version for compliance review, and withdrawing it. What is
// submitted is the exact page (its SHA-256): an edit afterwards is a new version to submit.
import type { z } from 'zod';

import {
  mayActOn,
  REVIEW_MESSAGES,
  type ZReviewIdInput,
  type ZSubmitReviewInput,
} from '@pitchcraft/core';
import { and, eq, presentationReviews, presentations } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError, isUniqueViolation } from '../../errors';
import { newId } from '../../ids';
import { auditActorOf, recordAudit } from '../audit/record';
import type { SessionUser } from '../auth/session';
import { actingOwner, actorOf } from '../organizations/access';
import { announce } from './announce';
import { currentPageHash, isApproved } from './gate';
import { peopleOf, readableReview, reviewersOf } from './lookup';

type Ctx = Pick<Context, 'db' | 'services' | 'config' | 'meta'> & { user: SessionUser };

const alreadyPending = () =>
  new AppError('CONFLICT', REVIEW_MESSAGES.alreadyPending, { reason: 'REVIEW_PENDING' });

export async function submitReview(ctx: Ctx, input: z.output<typeof ZSubmitReviewInput>) {
  const actor = actorOf(ctx.user);
  await actingOwner(ctx.db, actor, 'presentation', input.presentationId, 'write');
  const review = await ctx.db
    .transaction(async (tx) => {
      // The row locked, so no edit makes a new version between reading the page and submitting it.
      const [row] = await tx
        .select({
          id: presentations.id,
          version: presentations.version,
          htmlContent: presentations.htmlContent,
          title: presentations.title,
          clientName: presentations.clientName,
        })
        .from(presentations)
        .where(eq(presentations.id, input.presentationId))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);
      const hash = await currentPageHash(tx, row);
      if (await isApproved(tx, row.id, hash))
        throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyApproved, {
          reason: 'REVIEW_APPROVED',
        });
      const [pending] = await tx
        .select({ id: presentationReviews.id, pageHash: presentationReviews.pageHash })
        .from(presentationReviews)
        .where(
          and(
            eq(presentationReviews.presentationId, row.id),
            eq(presentationReviews.status, 'pending'),
          ),
        )
        .limit(1);
      if (pending?.pageHash === hash) throw alreadyPending();
      // An older version waiting for review is superseded by this one.
      if (pending)
        await tx
          .update(presentationReviews)
          .set({ status: 'withdrawn', decidedAt: new Date() })
          .where(
            and(eq(presentationReviews.id, pending.id), eq(presentationReviews.status, 'pending')),
          );
      const id = newId();
      await tx.insert(presentationReviews).values({
        id,
        organizationId: actor.organizationId,
        presentationId: row.id,
        versionNumber: row.version,
        pageHash: hash,
        submittedBy: actor.userId,
        note: input.note ?? null,
      });
      await recordAudit(tx, auditActorOf(ctx), {
        action: 'review.submitted',
        targetKind: 'presentation',
        targetId: row.id,
        details: {
          reviewId: id,
          version: row.version,
          pageHash: hash,
          superseded: pending?.id ?? null,
        },
      });
      return { id, row, hash };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyPending();
      throw error;
    });
  const [me] = await peopleOf(ctx.db, [actor.userId]);
  await announce(ctx, await reviewersOf(ctx.db, actor.organizationId), {
    event: 'review.submitted',
    actorId: actor.userId,
    actorName: me?.name ?? ctx.user.email,
    presentationId: review.row.id,
    title: review.row.title,
    clientName: review.row.clientName,
    versionNumber: review.row.version,
    reviewId: review.id,
    text: input.note ?? null,
  });
  return { id: review.id, versionNumber: review.row.version, pageHash: review.hash };
}

/** The submitter, or anyone who may change the presentation, takes a waiting version back. */
export async function withdrawReview(ctx: Ctx, { reviewId }: z.output<typeof ZReviewIdInput>) {
  const actor = actorOf(ctx.user);
  const found = await readableReview(ctx.db, actor, reviewId);
  if (found.review.submittedBy !== actor.userId && !mayActOn(actor, found.ownerId, 'write'))
    throw new AppError('FORBIDDEN', 'Only the advisor who submitted it can withdraw this review.', {
      reason: 'ROLE_FORBIDDEN',
    });
  const [row] = await ctx.db
    .update(presentationReviews)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(presentationReviews.id, reviewId), eq(presentationReviews.status, 'pending')))
    .returning({ id: presentationReviews.id });
  if (!row)
    throw new AppError('CONFLICT', REVIEW_MESSAGES.notPending, { reason: 'REVIEW_DECIDED' });
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'review.withdrawn',
    targetKind: 'presentation',
    targetId: found.review.presentationId,
    details: { reviewId, version: found.review.versionNumber },
  });
  return { ok: true as const };
}
