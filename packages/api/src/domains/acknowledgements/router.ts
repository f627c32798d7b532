import {
  ZPresentationAcknowledgementsInput,
  ZSignAcknowledgementInput,
  ZSignedAcknowledgement,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router } from '../../trpc';
import { listAcknowledgements } from './service';
import { signAcknowledgement } from './sign';

export const acknowledgementsRouter = router({
  /** The client signs "I'd like to go ahead" on the shared page: allowed exactly when it may be seen. */
  sign: publicProcedure
    .input(ZSignAcknowledgementInput)
    .output(ZSignedAcknowledgement)
    .mutation(({ ctx, input }) => signAcknowledgement(ctx, input)),
  /** The owner's presentation's signatures, newest version first. */
  list: recordsProcedure
    .input(ZPresentationAcknowledgementsInput)
    .query(({ ctx, input }) => listAcknowledgements(ctx, ctx.user.id, input)),
});
