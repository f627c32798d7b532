import {
  ZPresentationAcknowledgementsInput,
  ZSignAcknowledgementInput,
  ZSignedAcknowledgement,
} from '@pitchcraft/core';

import { publicProcedure, recordsProcedure, router } from '../../trpc';
import { ownerFor } from '../organizations/acting';
import { listAcknowledgements } from './service';
import { signAcknowledgement } from './sign';

export const acknowledgementsRouter = router({
  /** The client signs "I'd like to go ahead" on the shared page: allowed exactly when it may be seen. */
  sign: publicProcedure
    .input(ZSignAcknowledgementInput)
    .output(ZSignedAcknowledgement)
    .mutation(({ ctx, input }) => signAcknowledgement(ctx, input)),
  /** A presentation's signatures, newest version first, for whoever may read it. */
  list: recordsProcedure
    .input(ZPresentationAcknowledgementsInput)
    .query(async ({ ctx, input }) =>
      listAcknowledgements(
        ctx,
        await ownerFor(ctx, 'presentation', input.presentationId, 'read'),
        input,
      ),
    ),
});
