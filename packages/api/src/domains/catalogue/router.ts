// The advisor's product catalogue (catalogue.*): signed in, scoped to the session's user.
import {
  ZCatalogueProductIdInput,
  ZCopySampleProductInput,
  ZCreateCatalogueProductInput,
  ZUpdateCatalogueProductInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import {
  copySampleProduct,
  createProduct,
  deleteProduct,
  listCatalogue,
  updateProduct,
} from './service';

export const catalogueRouter = router({
  /** The advisor's products; while there are none, the labelled samples the wizard offers instead. */
  list: protectedProcedure.query(({ ctx }) => listCatalogue(ctx, ctx.user.id)),

  create: protectedProcedure
    .input(ZCreateCatalogueProductInput)
    .mutation(({ ctx, input }) => createProduct(ctx, ctx.user.id, input)),

  update: protectedProcedure
    .input(ZUpdateCatalogueProductInput)
    .mutation(({ ctx, input }) => updateProduct(ctx, ctx.user.id, input)),

  delete: protectedProcedure.input(ZCatalogueProductIdInput).mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx, ctx.user.id, input);
    return { ok: true as const };
  }),

  /** Start from a sample product: copies it into the advisor's catalogue for editing. */
  copySample: protectedProcedure
    .input(ZCopySampleProductInput)
    .mutation(({ ctx, input }) => copySampleProduct(ctx, ctx.user.id, input)),
});
