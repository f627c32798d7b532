// A state-changing request carrying the session cookie must come from our own pages: the browser's
// Origin header (or Sec-Fetch-Site) tells us, and a cross-site form or fetch is refused with 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossSiteWithSession(
  request: FastifyRequest,
  allowedOrigins: Set<string>,
  cookieName: string,
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.cookies[cookieName]) return false;
  const origin = request.headers.origin;
  if (origin) return !allowedOrigins.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  return true;
}

export function registerCrossSiteGuard(
  app: FastifyInstance,
  allowedOrigins: Set<string>,
  cookieName: string,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteWithSession(request, allowedOrigins, cookieName)) {
      request.log.warn(
        { origin: request.headers.origin },
        'cross-site request with a session refused',
      );
      return reply.code(403).send({ error: 'Cross-site request refused' });
    }
  });
}
