// The tRPC endpoint at /trpc: what its requests may be, the per-request context (cookies, logger,
// the session check) and the one log line of a failed call.
import {
  fastifyTRPCPlugin,
  type CreateFastifyContextOptions,
  type FastifyTRPCPluginOptions,
} from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  appRouter,
  createContext,
  toTRPCError,
  type AppRouter,
  type Context,
  type ContextDeps,
  type CookieJar,
} from '@pitchcraft/api';

import { logFailure } from './error-handling';

/** Rules for /trpc requests; registered before compression and the routes, as hooks must be. */
export function registerTrpcRequestRules(app: FastifyInstance): void {
  // Every API answer is for one visitor (most for one signed-in advisor): no cache may keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/trpc')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  // No procedure takes form data, and tRPC's form-data path hands the unread request on as its own
  // body (a circular structure: a 500, with no body limit applied), so such requests stop here.
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.url.startsWith('/trpc') &&
      /^\s*multipart\/form-data/i.test(request.headers['content-type'] ?? '')
    ) {
      return reply.code(415).send({ error: 'Unsupported content type: send JSON' });
    }
  });
}

/** A call's context: its cookies, logger and request facts, and the session check. */
export function contextFor(
  deps: ContextDeps,
  req: FastifyRequest,
  res: FastifyReply,
): Promise<Context> {
  const cookies: CookieJar = {
    get: (name) => req.cookies[name],
    set: (name, value, opts) => void res.setCookie(name, value, opts),
    clear: (name, opts) => void res.clearCookie(name, opts),
  };
  const meta = { ip: req.ip, userAgent: req.headers['user-agent'], headers: req.headers };
  // The session is checked before any procedure runs, outside the procedures' middleware, so
  // its failure (a lost database, most often) is mapped here.
  return createContext(deps, { cookies, log: req.log, meta }).catch((error: unknown) => {
    throw toTRPCError(error);
  });
}

export async function registerTrpcEndpoint(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  // A batch whose session check failed reports that one error once for each of its calls.
  const logged = new WeakSet<Error>();
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: CreateFastifyContextOptions) => contextFor(deps, req, res),
      onError: ({ error, path, ctx, req }) => {
        if (logged.has(error)) return;
        logged.add(error);
        // The context's logger adds the signed-in user to the request's id.
        logFailure(ctx?.log ?? req.log, toTRPCError(error), { path });
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
