import {
  ZPresentationResponsesInput,
  ZSubmitResponseInput,
  ZSubmittedResponse,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router } from '../../trpc';
import { listScopeOf, ownerFor } from '../organizations/acting';
import * as responses from './service';
import { submitResponse } from './submit';

export const responsesRouter = router({
  /** The client's answer on the shared page: allowed exactly when the page may be seen. */
  submit: publicProcedure
    .input(ZSubmitResponseInput)
    .output(ZSubmittedResponse)
    .mutation(({ ctx, input }) => submitResponse(ctx, input)),
  /** Across the presentations the caller may read: their own, or the organisation's for a role that reads all. */
  unreadCount: recordsProcedure.query(({ ctx }) =>
    responses.unreadCount(ctx, listScopeOf(ctx.user)),
  ),
  recent: recordsProcedure.query(({ ctx }) =>
    responses.recentResponses(ctx, listScopeOf(ctx.user)),
  ),
  list: recordsProcedure
    .input(ZPresentationResponsesInput)
    .query(async ({ ctx, input }) =>
      responses.listResponses(
        ctx,
        await ownerFor(ctx, 'presentation', input.presentationId, 'read'),
        input,
      ),
    ),
  // Bookkeeping, not content: whoever may read the responses has read them (the badge is shared by
  // everyone who sees them), so a reviewer's reading counts too.
  markRead: recordsProcedure
    .input(ZPresentationResponsesInput)
    .mutation(async ({ ctx, input }) =>
      responses.markResponsesRead(
        ctx,
        await ownerFor(ctx, 'presentation', input.presentationId, 'read'),
        input,
      ),
    ),
});
