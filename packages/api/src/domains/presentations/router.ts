import { z } from 'zod';
import { ZListPresentationsInput, ZPresentationIdInput, ZSavePresentationInput, ZSetSharingInput } from '@pitchcraft/core';
import { publicProcedure, router, subscribedProcedure } from '../../trpc';
import * as presentations from './service';

export const presentationsRouter = router({
  save: subscribedProcedure
    .input(ZSavePresentationInput)
    .mutation(({ ctx, input }) => presentations.savePresentation(ctx, ctx.user.id, input)),

  list: subscribedProcedure
    .input(ZListPresentationsInput)
    .query(({ ctx, input }) => presentations.listPresentations(ctx, ctx.user.id, input)),

  get: subscribedProcedure
    .input(ZPresentationIdInput)
    .query(({ ctx, input }) => presentations.getPresentation(ctx, ctx.user.id, input.id)),

  delete: subscribedProcedure
    .input(ZPresentationIdInput)
    .mutation(({ ctx, input }) => presentations.deletePresentation(ctx, ctx.user.id, input.id)),

  setSharing: subscribedProcedure
    .input(ZSetSharingInput)
    .mutation(({ ctx, input }) => presentations.setSharing(ctx, ctx.user.id, input.id, input.enabled)),

  getShared: publicProcedure
    .input(ZPresentationIdInput)
    .output(z.object({ id: z.string(), title: z.string(), clientName: z.string(), htmlContent: z.string() }))
    .query(({ ctx, input }) => presentations.getSharedPresentation(ctx.db, input.id)),
});
