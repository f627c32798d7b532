import { z } from 'zod';

import {
  ZApplyBrandInput,
  ZListPresentationsInput,
  ZPlaceBlockInput,
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

import { AppError } from '../../errors';
import {
  assertSubscribed,
  publicProcedure,
  recordsProcedure,
  router,
  subscribedProcedure,
} from '../../trpc';
import { creatingOwner, listScopeOf, ownerFor } from '../organizations/acting';
import { duplicateProcedure } from './duplicate';
import * as editing from './editing';
import { listPresentations } from './list';
import { placeBlock } from './place-block';
import { regenerateSection } from './regenerate';
import { savePresentation } from './save';
import * as presentations from './service';
import * as share from './share';
import { getSharedPresentation } from './shared-read';
import * as versions from './versions';

type Ctx = Parameters<typeof ownerFor>[0];
const reading = (ctx: Ctx, id: string) => ownerFor(ctx, 'presentation', id, 'read');
const writing = (ctx: Ctx, id: string) => ownerFor(ctx, 'presentation', id, 'write');
const sharing = (ctx: Ctx, id: string) => ownerFor(ctx, 'presentation', id, 'share');

/**
 * Whose presentation a save makes or updates: the presentation's owner, else the generation's
 * (when the caller may change that owner's work), else the caller's as a creator. A generation the
 * caller may not reach is then refused by the service as a missing one.
 */
async function savingOwner(ctx: Ctx, input: { generationId: string; presentationId?: string }) {
  if (input.presentationId) return writing(ctx, input.presentationId);
  try {
    return await ownerFor(ctx, 'generation', input.generationId, 'write');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return creatingOwner(ctx);
    throw error;
  }
}

/** A presentation's history: every saved state, kept as it was shown. */
const versionsRouter = router({
  list: recordsProcedure
    .input(ZVersionsInput)
    .query(async ({ ctx, input }) =>
      versions.listVersions(ctx, await reading(ctx, input.id), input),
    ),
  restore: subscribedProcedure
    .input(ZVersionRefInput)
    .mutation(async ({ ctx, input }) =>
      versions.restoreVersion(ctx, await writing(ctx, input.id), input),
    ),
});

export const presentationsRouter = router({
  save: subscribedProcedure
    .input(ZSavePresentationInput)
    .mutation(async ({ ctx, input }) =>
      savePresentation(ctx, await savingOwner(ctx, input), input),
    ),

  list: recordsProcedure
    .input(ZListPresentationsInput)
    .query(({ ctx, input }) => listPresentations(ctx, listScopeOf(ctx.user), input)),

  get: recordsProcedure
    .input(ZPresentationIdInput)
    .query(async ({ ctx, input }) =>
      presentations.getPresentation(ctx, await reading(ctx, input.id), input),
    ),

  // Withdrawing is never held back by billing: a canceled advisor can still delete a presentation.
  delete: recordsProcedure
    .input(ZPresentationIdInput)
    .mutation(async ({ ctx, input }) =>
      presentations.deletePresentation(ctx, await writing(ctx, input.id), input),
    ),

  /** The sections' wording, visibility and order, as the owner edited them. */
  updateDocument: subscribedProcedure
    .input(ZUpdateDocumentInput)
    .mutation(async ({ ctx, input }) =>
      editing.updateDocument(ctx, await writing(ctx, input.id), input),
    ),

  /** New client figures: the analysis, charts and figures follow; the text stays. */
  updateFigures: subscribedProcedure
    .input(ZUpdateFiguresInput)
    .mutation(async ({ ctx, input }) =>
      editing.updateFigures(ctx, await writing(ctx, input.id), input),
    ),

  /** Re-render with the advisor's brand kit as it is now. */
  applyBrand: subscribedProcedure
    .input(ZApplyBrandInput)
    .mutation(async ({ ctx, input }) =>
      editing.applyBrand(ctx, await writing(ctx, input.id), input),
    ),

  /** An approved block of the organisation, placed as written after a section. */
  placeBlock: subscribedProcedure
    .input(ZPlaceBlockInput)
    .mutation(async ({ ctx, input }) => placeBlock(ctx, await writing(ctx, input.id), input)),

  /** Writes one section again (followed through generation.events with the returned id). */
  regenerateSection: subscribedProcedure
    .input(ZRegenerateSectionInput)
    .mutation(async ({ ctx, input }) =>
      regenerateSection(ctx, await writing(ctx, input.id), input),
    ),

  versions: versionsRouter,

  // Turning a link off is the client's privacy as much as the advisor's choice, so it works whatever
  // the subscription; turning one on is sharing, which needs one.
  setSharing: recordsProcedure.input(ZSetSharingInput).mutation(async ({ ctx, input }) => {
    if (input.enabled) assertSubscribed(ctx);
    return presentations.setSharing(ctx, await sharing(ctx, input.id), input);
  }),

  updateShareSettings: subscribedProcedure
    .input(ZShareSettingsInput)
    .mutation(async ({ ctx, input }) =>
      share.updateShareSettings(ctx, await sharing(ctx, input.id), input),
    ),

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

  /** "Duplicate for another client": a new presentation with that client's figures. */
  duplicate: duplicateProcedure,
});
