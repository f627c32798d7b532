import { ZBrandImageKindInput, ZBrandImageUpload, ZBrandKitInput, ZUpdateProfileInput } from '@pitchcraft/core';
import { protectedProcedure, router } from '../../trpc';
import { getBrandKit, removeBrandImage, updateBrandKit, uploadBrandImage } from './brand';
import { getProfile, updateProfile } from './service';

/** The caller's own brand kit: an advisor may set it up during the trial, so no subscription is needed. */
const brandRouter = router({
  get: protectedProcedure.query(({ ctx }) => getBrandKit(ctx.db, ctx.user.id)),
  update: protectedProcedure.input(ZBrandKitInput).mutation(({ ctx, input }) => updateBrandKit(ctx.db, ctx.user.id, input)),
  uploadImage: protectedProcedure.input(ZBrandImageUpload).mutation(({ ctx, input }) => uploadBrandImage(ctx.db, ctx.user.id, input)),
  removeImage: protectedProcedure.input(ZBrandImageKindInput).mutation(({ ctx, input }) => removeBrandImage(ctx.db, ctx.user.id, input.kind)),
});

export const profileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  update: protectedProcedure.input(ZUpdateProfileInput).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  brand: brandRouter,
});
