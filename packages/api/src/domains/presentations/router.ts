import { z } from 'zod';

import {
  ZApplyBrandInput,
  ZListPresentationsInput,
  ZPresentationIdInput,
  ZRegenerateSectionInput,
  ZSavePresentationInput,
  ZSetSharingInput,
  ZSharedReadInput,
  ZShareSettingsInput,
  ZUnlockSharedInput,
  ZUpdateDocumentInput,
  ZUpdateFiguresInput,
  ZVersionRefInput,
  ZVersionsInput,
} from '@pitchcraft/core';

import {
  assertSubscribed,
  publicProcedure,
  recordsProcedure,
  router,
  subscribedProcedure,
} from '../../trpc';
import * as editing from './editing';
import { listPresentations } from './list';
import { regenerateSection } from './regenerate';
import { savePresentation } from './save';
import * as presentations from './service';
import * as share from './share';
import { getSharedPresentation } from './shared-read';
import * as versions from './versions';

/** A presentation's history: every saved state, kept as it was shown. */
const versionsRouter = router({
  list: recordsProcedure
    .input(ZVersionsInput)
    .query(({ ctx, input }) => versions.listVersions(ctx, ctx.user.id, input)),
  restore: subscribedProcedure
    .input(ZVersionRefInput)
    .mutation(({ ctx, input }) => versions.restoreVersion(ctx, ctx.user.id, input)),
});

export const presentationsRouter = router({
  save: subscribedProcedure
    .input(ZSavePresentationInput)
    .mutation(({ ctx, input }) => savePresentation(ctx, ctx.user.id, input)),

  list: recordsProcedure
    .input(ZListPresentationsInput)
    .query(({ ctx, input }) => listPresentations(ctx, ctx.user.id, input)),

  get: recordsProcedure
    .input(ZPresentationIdInput)
    .query(({ ctx, input }) => presentations.getPresentation(ctx, ctx.user.id, input)),

  // Withdrawing is never held back by billing: a canceled advisor can still delete a presentation.
  delete: recordsProcedure
    .input(ZPresentationIdInput)
    .mutation(({ ctx, input }) => presentations.deletePresentation(ctx, ctx.user.id, input)),

  /** The sections' wording, visibility and order, as the owner edited them. */
  updateDocument: subscribedProcedure
    .input(ZUpdateDocumentInput)
    .mutation(({ ctx, input }) => editing.updateDocument(ctx, ctx.user.id, input)),

  /** New client figures: the analysis, charts and figures follow; the text stays. */
  updateFigures: subscribedProcedure
    .input(ZUpdateFiguresInput)
    .mutation(({ ctx, input }) => editing.updateFigures(ctx, ctx.user.id, input)),

  /** Re-render with the advisor's brand kit as it is now. */
  applyBrand: subscribedProcedure
    .input(ZApplyBrandInput)
    .mutation(({ ctx, input }) => editing.applyBrand(ctx, ctx.user.id, input)),

  /** Writes one section again (followed through generation.events with the returned id). */
  regenerateSection: subscribedProcedure
    .input(ZRegenerateSectionInput)
    .mutation(({ ctx, input }) => regenerateSection(ctx, ctx.user.id, input)),

  versions: versionsRouter,

  // Turning a link off is the client's privacy as much as the advisor's choice, so it works whatever
  // the subscription; turning one on is sharing, which needs one.
  setSharing: recordsProcedure.input(ZSetSharingInput).mutation(({ ctx, input }) => {
    if (input.enabled) assertSubscribed(ctx);
    return presentations.setSharing(ctx, ctx.user.id, input);
  }),

  updateShareSettings: subscribedProcedure
    .input(ZShareSettingsInput)
    .mutation(({ ctx, input }) => share.updateShareSettings(ctx, ctx.user.id, input)),

  getShared: publicProcedure
    .input(ZSharedReadInput)
    .output(
      z.object({
        id: z.string(),
        title: z.string(),
        clientName: z.string(),
        htmlContent: z.string(),
        /** The advisor who shares it, for the top bar: never their e-mail or phone. */
        brand: z
          .object({ logo: z.string().nullable(), advisorName: z.string(), company: z.string() })
          .nullable(),
      }),
    )
    .query(({ ctx, input }) => getSharedPresentation(ctx, input)),

  /** What a visitor must provide before a shared presentation shows anything. */
  sharedGate: publicProcedure
    .input(ZPresentationIdInput)
    .output(z.object({ requiresPasscode: z.boolean(), requiresEmail: z.boolean() }))
    .query(({ ctx, input }) => share.sharedGate(ctx, input)),

  unlockShared: publicProcedure
    .input(ZUnlockSharedInput)
    .output(z.object({ grant: z.string() }))
    .mutation(({ ctx, input }) => share.unlockShared(ctx, input)),
});
