import { ZClientIdInput, ZClientTimelineCsvInput, ZClientTimelineInput, ZListClientsInput, ZUpsertClientInput } from '@pitchcraft/core';
import { protectedProcedure, router } from '../../trpc';
import { deleteClient, listClients, saveClient } from './service';
import { clientTimeline, clientTimelineCsv } from './timeline';

export const clientsRouter = router({
  list: protectedProcedure.input(ZListClientsInput).query(({ ctx, input }) => listClients(ctx, ctx.user.id, input)),

  upsert: protectedProcedure.input(ZUpsertClientInput).mutation(({ ctx, input }) => saveClient(ctx, ctx.user.id, input)),

  delete: protectedProcedure.input(ZClientIdInput).mutation(async ({ ctx, input }) => {
    await deleteClient(ctx, ctx.user.id, input);
    return { ok: true as const };
  }),

  /** Everything that happened with this client, newest first. */
  timeline: protectedProcedure.input(ZClientTimelineInput).query(({ ctx, input }) => clientTimeline(ctx, ctx.user.id, input)),

  timelineCsv: protectedProcedure.input(ZClientTimelineCsvInput).query(({ ctx, input }) => clientTimelineCsv(ctx, ctx.user.id, input)),
});
