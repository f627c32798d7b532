import { ZUpdateProfileInput } from '@pitchcraft/core';
import { protectedProcedure, router } from '../../trpc';
import { getProfile, updateProfile } from './service';

export const profileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  update: protectedProcedure
    .input(ZUpdateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
});
