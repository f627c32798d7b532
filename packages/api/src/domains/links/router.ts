import {
  ZCreateLinkInput,
  ZDeleteLinkInput,
  ZLinkIdInput,
  ZListLinksInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { createLink, deleteLink, listLinks, listSubmissions } from './service';

export const linksRouter = router({
  create: protectedProcedure
    .input(ZCreateLinkInput)
    .mutation(({ ctx, input }) => createLink(ctx, ctx.user.id, input)),

  list: protectedProcedure
    .input(ZListLinksInput)
    .query(({ ctx, input }) => listLinks(ctx, ctx.user.id, input)),

  delete: protectedProcedure.input(ZDeleteLinkInput).mutation(async ({ ctx, input }) => {
    await deleteLink(ctx, ctx.user.id, input);
    return { ok: true as const };
  }),

  submissions: protectedProcedure
    .input(ZLinkIdInput)
    .query(({ ctx, input }) => listSubmissions(ctx, ctx.user.id, input)),
});
