// The audit log for the members whose role reads it (owner, admin, compliance reviewer). Reading it
// needs no subscription: a lapsed organisation must still be able to answer what happened.
import { ZAuditListInput } from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { actorOf } from '../organizations/access';
import { auditPeople, listAudit } from './service';

export const auditRouter = router({
  /** The organisation's log, newest first, filtered; a page at a time. */
  list: protectedProcedure
    .input(ZAuditListInput)
    .query(({ ctx, input }) => listAudit(ctx, actorOf(ctx.user), input)),

  /** The people the log can be filtered by: members, and former members who acted here. */
  actors: protectedProcedure.query(({ ctx }) => auditPeople(ctx, actorOf(ctx.user))),
});
