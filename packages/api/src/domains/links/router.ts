import { ZCreateLinkInput, ZDeleteLinkInput, ZLinkIdInput, ZListLinksInput } from '@pitchcraft/core';
import { protectedProcedure, router } from '../../trpc';
import { createLink, deleteLink, listLinks, listSubmissions } from './service';

export const linksRouter = router({
  create: protectedProcedure.input(ZCreateLinkInput).mutation(({ ctx, input }) => createLink(ctx.db, ctx.config.appOrigin, ctx.user.id, input)),

  list: protectedProcedure.input(ZListLinksInput).query(({ ctx, input }) => listLinks(ctx.db, ctx.config.appOrigin, ctx.user.id, input)),

  delete: protectedProcedure.input(ZDeleteLinkInput).mutation(async ({ ctx, input }) => {
    await deleteLink(ctx.db, ctx.user.id, input.id);
    return { ok: true as const };
  }),

  submissions: protectedProcedure.input(ZLinkIdInput).query(({ ctx, input }) => listSubmissions(ctx.db, ctx.user.id, input.linkId)),
});
