import {
  ZPresentationResponsesInput,
  ZSubmitResponseInput,
  ZSubmittedResponse,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router } from '../../trpc';
import * as responses from './service';
import { submitResponse } from './submit';

export const responsesRouter = router({
  /** The client's answer on the shared page: allowed exactly when the page may be seen. */
  submit: publicProcedure
    .input(ZSubmitResponseInput)
    .output(ZSubmittedResponse)
    .mutation(({ ctx, input }) => submitResponse(ctx, input)),
  unreadCount: recordsProcedure.query(({ ctx }) => responses.unreadCount(ctx, ctx.user.id)),
  recent: recordsProcedure.query(({ ctx }) => responses.recentResponses(ctx, ctx.user.id)),
  list: recordsProcedure
    .input(ZPresentationResponsesInput)
    .query(({ ctx, input }) => responses.listResponses(ctx, ctx.user.id, input)),
  markRead: recordsProcedure
    .input(ZPresentationResponsesInput)
    .mutation(({ ctx, input }) => responses.markResponsesRead(ctx, ctx.user.id, input)),
});

// Until root.ts imports it from its own file.
