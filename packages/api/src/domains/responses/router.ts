import {
  ZDraftFollowUpInput,
  ZPresentationResponsesInput,
  ZSendFollowUpInput,
  ZSubmitResponseInput,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router, subscribedProcedure } from '../../trpc';
import { draftFollowUp, listFollowUps, sendFollowUp } from './follow-up';
import * as responses from './service';

export const responsesRouter = router({
  /** The client's answer on the shared page: allowed exactly when the page may be seen. */
  submit: publicProcedure
    .input(ZSubmitResponseInput)
    .mutation(({ ctx, input }) => responses.submitResponse(ctx, input)),
  unreadCount: recordsProcedure.query(({ ctx }) => responses.unreadCount(ctx, ctx.user.id)),
  recent: recordsProcedure.query(({ ctx }) => responses.recentResponses(ctx, ctx.user.id)),
  list: recordsProcedure
    .input(ZPresentationResponsesInput)
    .query(({ ctx, input }) => responses.listResponses(ctx, ctx.user.id, input)),
  markRead: recordsProcedure
    .input(ZPresentationResponsesInput)
    .mutation(({ ctx, input }) => responses.markResponsesRead(ctx, ctx.user.id, input)),
});

export const followUpsRouter = router({
  /** A draft only: nothing is sent until `send`. */
  draft: subscribedProcedure
    .input(ZDraftFollowUpInput)
    .mutation(({ ctx, input }) => draftFollowUp(ctx, ctx.user.id, input)),
  send: subscribedProcedure
    .input(ZSendFollowUpInput)
    .mutation(({ ctx, input }) => sendFollowUp(ctx, ctx.user.id, input)),
  list: recordsProcedure
    .input(ZPresentationResponsesInput)
    .query(({ ctx, input }) => listFollowUps(ctx, ctx.user.id, input)),
});
