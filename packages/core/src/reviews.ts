// Compliance approval: an advisor submits a version of a presentation, a reviewer approves or
// rejects that exact page (its SHA-256). The inputs of the reviews domain and the texts both the
// API and the browser show.
import { z } from 'zod';

import { stripBidiControls } from './storable-text';

export const REVIEW_NOTE_MAX = 1000;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REASON_MAX = 2000;
export const REVIEW_QUEUE_PAGE_SIZE = 20;

export const REVIEW_MESSAGES = {
  approvalRequired:
    'This version needs compliance approval before a client can see it. Submit it for review.',
  alreadyApproved: 'This version is already approved',
  alreadyPending: 'This version is already waiting for review',
  ownPresentation: 'You cannot approve your own presentation',
  notPending: 'This review has already been decided or withdrawn',
  reasonRequired: 'Please say what needs to change',
  commentMissing: 'Please write a comment',
  notFound: 'Review not found',
  noSuchSection: 'That section is not in this version',
} as const;

export const REVIEW_STATUS_LABELS = {
  pending: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Changes requested',
  withdrawn: 'Withdrawn',
} as const;
export type TReviewStatus = keyof typeof REVIEW_STATUS_LABELS;

/** A person's text as stored: no bidi controls, trimmed, line breaks kept. */
const reviewText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max * 2, tooLong)
    .transform((value) => stripBidiControls(value).trim())
    .pipe(z.string().max(max, tooLong));

const ZId = z.string().trim().min(1, 'An id is required').max(64, 'That id is too long');

export const ZReviewPolicyInput = z.object({ requireApproval: z.boolean() });

export const ZSubmitReviewInput = z.object({
  presentationId: ZId,
  note: reviewText(REVIEW_NOTE_MAX, `Please keep the note under ${REVIEW_NOTE_MAX} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});

export const ZReviewIdInput = z.object({ reviewId: ZId });

export const ZPresentationReviewsInput = z.object({ presentationId: ZId });

export const ZReviewQueueInput = z.object({
  status: z.enum(['pending', 'decided']).default('pending'),
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100).default(REVIEW_QUEUE_PAGE_SIZE),
});

export const ZReviewCommentInput = z.object({
  reviewId: ZId,
  sectionId: z.string().trim().min(1).max(64).nullish(),
  body: reviewText(
    REVIEW_COMMENT_MAX,
    `Please keep a comment under ${REVIEW_COMMENT_MAX} characters`,
  ).pipe(z.string().min(1, REVIEW_MESSAGES.commentMissing)),
});

export const ZDecideReviewInput = z
  .object({
    reviewId: ZId,
    decision: z.enum(['approve', 'reject']),
    reason: reviewText(
      REVIEW_REASON_MAX,
      `Please keep the reason under ${REVIEW_REASON_MAX} characters`,
    ).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REVIEW_MESSAGES.reasonRequired });
  });
