import { z } from 'zod';

import {
  ZApplySubmissionInput,
  ZListPendingSubmissionsInput,
  ZSubmissionIdInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { applySubmission, dismissSubmission, listPendingSubmissions } from './service';

export const submissionsRouter = router({
  /** Form submissions that matched an existing client and wait for the advisor ("New details submitted"). */
  listPending: protectedProcedure
    .input(ZListPendingSubmissionsInput)
    .query(({ ctx, input }) => listPendingSubmissions(ctx, ctx.user.id, input)),

  applyFields: protectedProcedure
    .input(ZApplySubmissionInput)
    .mutation(({ ctx, input }) => applySubmission(ctx, ctx.user.id, input)),

  dismiss: protectedProcedure
    .input(ZSubmissionIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await dismissSubmission(ctx, ctx.user.id, input);
      return { ok: true as const };
    }),
});
