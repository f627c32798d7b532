// The tRPC subscriptions' Server-Sent Events, served by the engine's own SSE writer (see
// packages/api/src/engine/sse.ts: the same URL, procedure and wire format as tRPC's responses,
// without tRPC's per-event machinery). This file is only the Fastify side: the route, the call's
// context and the one log line of a failed call.
import type { FastifyInstance } from 'fastify';

import {
  appRouter,
  EventWriter,
  SSE_HEADERS,
  sseSettingsOf,
  streamSubscription,
  toTRPCError,
  type Context,
  type ContextDeps,
} from '@pitchcraft/api';

import { logFailure } from './error-handling';
import { contextFor } from './trpc-endpoint';

/** The router's subscription procedures: each is served here (a test checks none is missed). */
export const SUBSCRIPTION_PATHS = ['generation.events'] as const;

/** Registers GET /trpc/<path> for each subscription; registered routes win over the tRPC plugin's. */
export function registerSubscriptionEndpoint(app: FastifyInstance, deps: ContextDeps): void {
  const { ping } = sseSettingsOf(appRouter);
  for (const path of SUBSCRIPTION_PATHS) {
    app.get(`/trpc/${path}`, { exposeHeadRoute: false }, (request, reply) => {
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      const writer = new EventWriter(abort.signal, ping);
      void streamSubscription<Context>({
        router: appRouter,
        path,
        request: {
          query: (request.query ?? {}) as Record<string, unknown>,
          headers: request.headers,
        },
        createContext: () => contextFor(deps, request, reply),
        writer,
        signal: abort.signal,
        // As the tRPC endpoint does: logged once, mapped.
        onError: (error, ctx) => logFailure(ctx?.log ?? request.log, toTRPCError(error), { path }),
      }).catch((err: unknown) => {
        request.log.error({ err }, 'subscription stream failed');
        writer.end();
      });
      return reply.code(200).headers(SSE_HEADERS).send(writer.body);
    });
  }
}
