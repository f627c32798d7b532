import { z } from 'zod';

import { ZGenerationEventsInput, ZStartGenerationInput } from '@pitchcraft/core';

import { ZJobEvent, zTrackedStream } from '../../engine';
import { protectedProcedure, router, subscribedProcedure } from '../../trpc';
import { generationEvents } from './events';
import { assertOwnGeneration, getGeneration, startGeneration } from './service';

export const generationRouter = router({
  /** What the wizard needs to know before the key step. */
  capabilities: protectedProcedure
    .output(z.object({ serverKeyAvailable: z.boolean() }))
    .query(({ ctx }) => ({ serverKeyAvailable: ctx.services.generation.serverKeyAvailable })),

  start: subscribedProcedure
    .input(ZStartGenerationInput)
    .output(z.object({ id: z.string(), provider: z.enum(['anthropic', 'offline']) }))
    .mutation(({ ctx, input }) => startGeneration(ctx, ctx.user.id, input)),

  get: subscribedProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .query(async ({ ctx, input }) => {
      const { text, ...state } = await getGeneration(ctx, ctx.user.id, input);
      return { ...state, textLength: text.length };
    }),

  events: subscribedProcedure
    .input(ZGenerationEventsInput)
    .output(zTrackedStream(ZJobEvent))
    .subscription(async ({ ctx, input, signal }) => {
      // Read once before streaming: a missing or foreign id is then NOT_FOUND through the error
      // mapping, where an error thrown inside the stream would reach the client as a server error.
      await assertOwnGeneration(ctx, ctx.user.id, input.id);
      const owner = { sessionId: ctx.session.id, userId: ctx.user.id };
      return ctx.services.generation.runner.limitStreams(owner, signal, (limited) =>
        generationEvents(ctx, input, limited),
      );
    }),
});
