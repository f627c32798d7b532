import {
  ZBrandImageKindInput,
  ZBrandImageUpload,
  ZBrandKitInput,
  ZUpdateProfileInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import { getBrandKit, updateBrandKit } from './brand';
import { removeBrandImage, uploadBrandImage } from './brand-images';
import { setJurisdiction, ZJurisdictionInput, ZJurisdictionOutput } from './jurisdiction';
import { getProfile, updateProfile } from './service';

/** The caller's own brand kit: an advisor may set it up during the trial, so no subscription is needed. */
const brandRouter = router({
  get: protectedProcedure.query(({ ctx }) => getBrandKit(ctx, ctx.user.id)),
  update: protectedProcedure
    .input(ZBrandKitInput)
    .mutation(({ ctx, input }) => updateBrandKit(ctx, ctx.user.id, input)),
  uploadImage: protectedProcedure
    .input(ZBrandImageUpload)
    .mutation(({ ctx, input }) => uploadBrandImage(ctx, ctx.user.id, input)),
  removeImage: protectedProcedure
    .input(ZBrandImageKindInput)
    .mutation(({ ctx, input }) => removeBrandImage(ctx, ctx.user.id, input)),
});

export const profileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getProfile(ctx, ctx.user.id)),
  update: protectedProcedure
    .input(ZUpdateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user.id, input)),
  setJurisdiction: protectedProcedure
    .input(ZJurisdictionInput)
    .output(ZJurisdictionOutput)
    .mutation(({ ctx, input }) => setJurisdiction(ctx, ctx.user.id, input)),
  brand: brandRouter,
});
