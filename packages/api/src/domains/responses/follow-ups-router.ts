import {
  ZDraftFollowUpInput,
  ZPresentationResponsesInput,
  ZSendFollowUpInput,
} from '@pitchcraft/core';

import { recordsProcedure, router, subscribedProcedure } from '../../trpc';
import { ownerFor } from '../organizations/acting';
import { draftFollowUp, listFollowUps, sendFollowUp } from './follow-up';

/**
 * The advisor's follow-up e-mails after a presentation (mounted as `followUps`). Drafting prepares
 * (an assistant may); sending puts the presentation in front of the client (a sharing role only).
 */
export const followUpsRouter = router({
  /** A draft only: nothing is sent until `send`. */
  draft: subscribedProcedure
    .input(ZDraftFollowUpInput)
    .mutation(async ({ ctx, input }) =>
      draftFollowUp(ctx, await ownerFor(ctx, 'presentation', input.presentationId, 'write'), input),
    ),
  send: subscribedProcedure
    .input(ZSendFollowUpInput)
    .mutation(async ({ ctx, input }) =>
      sendFollowUp(ctx, await ownerFor(ctx, 'presentation', input.presentationId, 'share'), input),
    ),
  list: recordsProcedure
    .input(ZPresentationResponsesInput)
    .query(async ({ ctx, input }) =>
      listFollowUps(ctx, await ownerFor(ctx, 'presentation', input.presentationId, 'read'), input),
    ),
});
