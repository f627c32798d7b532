// The server's end of the one error path: a failed request is answered through toTRPCError
// (packages/api errors.ts), here for plain routes and in trpc-endpoint.ts for procedures, and
// logged once by logFailure on the request's own logger, whose lines carry the request id.
import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';

import { isDatabaseUnavailable, toTRPCError, type Logger } from '@pitchcraft/api';

import { redactUrl } from './logging';

/**
 * The one log line of a failed request: an unexpected error is the error-level line, with what was
 * thrown; a lost database is a warning (an operational condition, not a bug); a refusal the client
 * caused (bad input, not found, rate limited...) is not logged.
 */
export function logFailure(
  log: Pick<Logger, 'warn' | 'error'>,
  answer: TRPCError,
  where: { path?: string; url?: string },
): void {
  if (answer.code === 'INTERNAL_SERVER_ERROR')
    log.error({ err: answer.cause, ...where }, 'request failed');
  else if (answer.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(answer))
    log.warn(where, 'database unavailable');
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) carry their 4xx status. */
function clientErrorStatusOf(error: unknown): number | undefined {
  const status =
    error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status < 500 ? status : undefined;
}

/**
 * Plain routes (content, beacons, pages) answer `{ error: message }` with the status of the same
 * mapping the procedures use: a lost database is a 503 to retry, anything unexpected a 500 with
 * the generic message, never the driver's message or a stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = toTRPCError(error);
    const clientErrorStatus =
      answer.code === 'INTERNAL_SERVER_ERROR' ? clientErrorStatusOf(error) : undefined;
    if (clientErrorStatus !== undefined)
      return reply.code(clientErrorStatus).send({ error: (error as Error).message });
    logFailure(request.log, answer, { url: redactUrl(request.url) });
    if (answer.code === 'SERVICE_UNAVAILABLE')
      void reply.header('retry-after', '5').header('cache-control', 'no-store');
    return reply.code(getHTTPStatusCodeFromError(answer)).send({ error: answer.message });
  });
}
