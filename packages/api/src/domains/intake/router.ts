import { z } from 'zod';

import { ZLinkIdInput, ZPublicIntakeLink, ZSubmitIntakeInput } from '@pitchcraft/core';

import { publicProcedure, router } from '../../trpc';
import { getPublicLink, submitIntake } from './service';

export const intakeRouter = router({
  getLink: publicProcedure
    .input(ZLinkIdInput)
    .output(ZPublicIntakeLink)
    .query(({ ctx, input }) => getPublicLink(ctx, input)),

  submit: publicProcedure
    .input(ZSubmitIntakeInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await submitIntake(ctx, input);
      return { ok: true as const };
    }),
});
