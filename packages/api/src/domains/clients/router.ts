import {
  ZClientIdInput,
  ZClientTimelineCsvInput,
  ZClientTimelineInput,
  ZCreateClientInput,
  ZListClientsInput,
  ZUpdateClientInput,
  ZUpsertClientInput,
} from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  saveClient,
  updateClient,
} from './service';
import { clientTimeline, clientTimelineCsv } from './timeline';

export const clientsRouter = router({
  list: protectedProcedure
    .input(ZListClientsInput)
    .query(({ ctx, input }) => listClients(ctx, ctx.user.id, input)),

  /** One client's page: their details and the presentations made for them. */
  get: protectedProcedure
    .input(ZClientIdInput)
    .query(({ ctx, input }) => getClient(ctx, ctx.user.id, input)),

  upsert: protectedProcedure
    .input(ZUpsertClientInput)
    .mutation(({ ctx, input }) => saveClient(ctx, ctx.user.id, input)),

  /** Adds a client by hand; an e-mail the advisor already has is refused (CONFLICT), never overwritten. */
  create: protectedProcedure
    .input(ZCreateClientInput)
    .mutation(({ ctx, input }) => createClient(ctx, ctx.user.id, input)),

  /** Edits one client in place; presentations already made keep their own copy of the facts. */
  update: protectedProcedure
    .input(ZUpdateClientInput)
    .mutation(({ ctx, input }) => updateClient(ctx, ctx.user.id, input)),

  delete: protectedProcedure.input(ZClientIdInput).mutation(async ({ ctx, input }) => {
    await deleteClient(ctx, ctx.user.id, input);
    return { ok: true as const };
  }),

  /** Everything that happened with this client, newest first. */
  timeline: protectedProcedure
    .input(ZClientTimelineInput)
    .query(({ ctx, input }) => clientTimeline(ctx, ctx.user.id, input)),

  timelineCsv: protectedProcedure
    .input(ZClientTimelineCsvInput)
    .query(({ ctx, input }) => clientTimelineCsv(ctx, ctx.user.id, input)),
});
