import { z } from 'zod';

import {
  ZApplySubmissionInput,
  ZListPendingSubmissionsInput,
  ZSubmissionIdInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { listScopeOf, ownerFor } from '../organizations/acting';
import { applySubmission, dismissSubmission, listPendingSubmissions } from './service';

export const submissionsRouter = router({
  /** Form submissions that matched an existing client and wait for the advisor ("New details submitted"). */
  listPending: protectedProcedure
    .input(ZListPendingSubmissionsInput)
    .query(({ ctx, input }) => listPendingSubmissions(ctx, listScopeOf(ctx.user), input)),

  applyFields: protectedProcedure
    .input(ZApplySubmissionInput)
    .mutation(async ({ ctx, input }) =>
      applySubmission(ctx, await ownerFor(ctx, 'submission', input.id, 'write'), input),
    ),

  dismiss: protectedProcedure
    .input(ZSubmissionIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await dismissSubmission(ctx, await ownerFor(ctx, 'submission', input.id, 'write'), input);
      return { ok: true as const };
    }),
});
