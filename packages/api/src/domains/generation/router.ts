import { z } from 'zod';

import { ZGenerationEventsInput, ZStartGenerationInput } from '@pitchcraft/core';

import { ZJobEvent, zTrackedStream } from '../../engine';
import { protectedProcedure, router, subscribedProcedure } from '../../trpc';
import { creatingOwner, ownerFor } from '../organizations/acting';
import { generationEvents } from './events';
import { getGeneration, startGeneration } from './service';

export const generationRouter = router({
  /** What the wizard needs to know before the key step. */
  capabilities: protectedProcedure
    .output(z.object({ serverKeyAvailable: z.boolean() }))
    .query(({ ctx }) => ({ serverKeyAvailable: ctx.services.generation.serverKeyAvailable })),

  /**
   * Written for (and owned by) the saved client's owner when it names one the caller may work on,
   * else the caller's, or for an assistant the advisor they assist.
   */
  start: subscribedProcedure
    .input(ZStartGenerationInput)
    .output(z.object({ id: z.string(), provider: z.enum(['anthropic', 'offline']) }))
    .mutation(async ({ ctx, input }) => {
      const ownerId =
        input.clientId === undefined
          ? await creatingOwner(ctx)
          : await ownerFor(ctx, 'client', input.clientId, 'write');
      return startGeneration(ctx, ownerId, input);
    }),

  get: subscribedProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .query(async ({ ctx, input }) => {
      const ownerId = await ownerFor(ctx, 'generation', input.id, 'read');
      const { text, ...state } = await getGeneration(ctx, ownerId, input);
      return { ...state, textLength: text.length };
    }),

  events: subscribedProcedure
    .input(ZGenerationEventsInput)
    .output(zTrackedStream(ZJobEvent))
    .subscription(async ({ ctx, input, signal }) => {
      // Read once before streaming: a missing or foreign id is then NOT_FOUND through the error
      // mapping, where an error thrown inside the stream would reach the client as a server error.
      const ownerId = await ownerFor(ctx, 'generation', input.id, 'read');
      const streams = { sessionId: ctx.session.id, userId: ctx.user.id };
      // The job's snapshots are read as its owner (an assisted advisor's, or a member's for an admin).
      const asOwner = { ...ctx, user: { id: ownerId, email: ctx.user.email } };
      return ctx.services.generation.runner.limitStreams(streams, signal, (limited) =>
        generationEvents(asOwner, input, limited),
      );
    }),
});
