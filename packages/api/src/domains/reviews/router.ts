// Compliance review of a presentation's versions: the approval policy, submitting and withdrawing,
// the reviewers' queue, one review, comments and decisions.
import {
  ZDecideReviewInput,
  ZPresentationReviewsInput,
  ZReviewCommentInput,
  ZReviewIdInput,
  ZReviewPolicyInput,
  ZReviewQueueInput,
  ZSubmitReviewInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { commentOnReview, decideReview } from './decide';
import { approvalPolicy, setApprovalPolicy } from './policy';
import { getReview, reviewQueue, reviewsForPresentation } from './read';
import { submitReview, withdrawReview } from './submit';

// Reviewing is bookkeeping on work already made: it needs a member, not a live subscription
// (sharing what was approved still does).
export const reviewsRouter = router({
  policy: protectedProcedure.query(({ ctx }) => approvalPolicy(ctx)),
  setPolicy: protectedProcedure
    .input(ZReviewPolicyInput)
    .mutation(({ ctx, input }) => setApprovalPolicy(ctx, input)),
  submit: protectedProcedure
    .input(ZSubmitReviewInput)
    .mutation(({ ctx, input }) => submitReview(ctx, input)),
  withdraw: protectedProcedure
    .input(ZReviewIdInput)
    .mutation(({ ctx, input }) => withdrawReview(ctx, input)),
  queue: protectedProcedure
    .input(ZReviewQueueInput)
    .query(({ ctx, input }) => reviewQueue(ctx, input)),
  get: protectedProcedure.input(ZReviewIdInput).query(({ ctx, input }) => getReview(ctx, input)),
  forPresentation: protectedProcedure
    .input(ZPresentationReviewsInput)
    .query(({ ctx, input }) => reviewsForPresentation(ctx, input)),
  comment: protectedProcedure
    .input(ZReviewCommentInput)
    .mutation(({ ctx, input }) => commentOnReview(ctx, input)),
  decide: protectedProcedure
    .input(ZDecideReviewInput)
    .mutation(({ ctx, input }) => decideReview(ctx, input)),
});
