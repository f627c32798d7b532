import {
  ZCreateLinkInput,
  ZDeleteLinkInput,
  ZLinkIdInput,
  ZListLinksInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { creatingOwner, listScopeOf, ownerFor } from '../organizations/acting';
import { createLink, deleteLink, listLinks, listSubmissions } from './service';

export const linksRouter = router({
  /** An assistant's link is the advisor's they assist: the clients it gathers are theirs. */
  create: protectedProcedure
    .input(ZCreateLinkInput)
    .mutation(async ({ ctx, input }) => createLink(ctx, await creatingOwner(ctx), input)),

  list: protectedProcedure
    .input(ZListLinksInput)
    .query(({ ctx, input }) => listLinks(ctx, listScopeOf(ctx.user), input)),

  delete: protectedProcedure.input(ZDeleteLinkInput).mutation(async ({ ctx, input }) => {
    await deleteLink(ctx, await ownerFor(ctx, 'link', input.id, 'write'), input);
    return { ok: true as const };
  }),

  submissions: protectedProcedure
    .input(ZLinkIdInput)
    .query(async ({ ctx, input }) =>
      listSubmissions(ctx, await ownerFor(ctx, 'link', input.linkId, 'read'), input),
    ),
});
