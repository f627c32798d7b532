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
import { creatingOwner, listScopeOf, ownerFor } from '../organizations/acting';
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
    .query(({ ctx, input }) => listClients(ctx, listScopeOf(ctx.user), input)),

  /** One client's page: their details and the presentations made for them. */
  get: protectedProcedure
    .input(ZClientIdInput)
    .query(async ({ ctx, input }) =>
      getClient(ctx, await ownerFor(ctx, 'client', input.id, 'read'), input),
    ),

  /** Saves by e-mail among the new client's owner's (an assistant's: the advisor they assist). */
  upsert: protectedProcedure
    .input(ZUpsertClientInput)
    .mutation(async ({ ctx, input }) => saveClient(ctx, await creatingOwner(ctx), input)),

  /** Adds a client by hand; an e-mail the advisor already has is refused (CONFLICT), never overwritten. */
  create: protectedProcedure
    .input(ZCreateClientInput)
    .mutation(async ({ ctx, input }) => createClient(ctx, await creatingOwner(ctx), input)),

  /** Edits one client in place; presentations already made keep their own copy of the facts. */
  update: protectedProcedure
    .input(ZUpdateClientInput)
    .mutation(async ({ ctx, input }) =>
      updateClient(ctx, await ownerFor(ctx, 'client', input.id, 'write'), input),
    ),

  delete: protectedProcedure.input(ZClientIdInput).mutation(async ({ ctx, input }) => {
    await deleteClient(ctx, await ownerFor(ctx, 'client', input.id, 'write'), input);
    return { ok: true as const };
  }),

  /** Everything that happened with this client, newest first. */
  timeline: protectedProcedure
    .input(ZClientTimelineInput)
    .query(async ({ ctx, input }) =>
      clientTimeline(ctx, await ownerFor(ctx, 'client', input.clientId, 'read'), input),
    ),

  timelineCsv: protectedProcedure
    .input(ZClientTimelineCsvInput)
    .query(async ({ ctx, input }) =>
      clientTimelineCsv(ctx, await ownerFor(ctx, 'client', input.clientId, 'read'), input),
    ),
});
