import {
  ZDraftFollowUpInput,
  ZPresentationResponsesInput,
  ZSendFollowUpInput,
} from '@pitchcraft/core';

import { recordsProcedure, router, subscribedProcedure } from '../../trpc';
import { draftFollowUp, listFollowUps, sendFollowUp } from './follow-up';

/** The advisor's follow-up e-mails after a presentation (mounted as `followUps`). */
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
