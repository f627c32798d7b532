import { z } from 'zod';
import {
  ZListPresentationsInput,
  ZPresentationIdInput,
  ZSavePresentationInput,
  ZSetSharingInput,
  ZSharedReadInput,
  ZShareSettingsInput,
  ZUnlockSharedInput,
} from '@pitchcraft/core';
import { publicProcedure, router, subscribedProcedure } from '../../trpc';
import * as presentations from './service';
import * as share from './share';

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

  updateShareSettings: subscribedProcedure
    .input(ZShareSettingsInput)
    .mutation(({ ctx, input }) => share.updateShareSettings(ctx.db, ctx.user.id, input)),

  getShared: publicProcedure
    .input(ZSharedReadInput)
    .output(z.object({ id: z.string(), title: z.string(), clientName: z.string(), htmlContent: z.string() }))
    .query(({ ctx, input }) => presentations.getSharedPresentation(ctx.db, input.id, input.grant)),

  /** What a visitor must provide before a shared presentation shows anything. */
  sharedGate: publicProcedure
    .input(ZPresentationIdInput)
    .output(z.object({ requiresPasscode: z.boolean(), requiresEmail: z.boolean() }))
    .query(({ ctx, input }) => share.sharedGate(ctx.db, input.id)),

  unlockShared: publicProcedure
    .input(ZUnlockSharedInput)
    .output(z.object({ grant: z.string() }))
    .mutation(({ ctx, input }) => share.unlockShared(ctx, input)),
});
