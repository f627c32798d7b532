// GET /exports/audit.csv?action=&actorUserId=&targetId=&from=&to=  the organisation's audit log as
// CSV, with the same filters as the Audit log page, for a member whose role reads it (owner, admin,
// compliance reviewer). Written a page of rows at a time while it downloads; every cell
// formula-safe. Without a session 401; a role without the permission 403; a bad filter 400; too
// many exports 429 (packages/api/src/domains/audit/export.ts decides all but the first).
import { Readable } from 'node:stream';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppError, auditFilterOfQuery, startAuditExport, type ContextDeps } from '@pitchcraft/api';

import { contextFor } from '../trpc-endpoint';

const AUDIT_EXPORT_PATH = '/exports/audit.csv';

const STATUS: Readonly<Record<string, number>> = {
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
};

function refuse(reply: FastifyReply, status: number, error: string, retryAfter?: number) {
  if (retryAfter) void reply.header('retry-after', String(retryAfter));
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

/** Cross-site pages may not start it: it is recorded and counted, so it is the member's own act. */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
}

export function registerAuditExport(app: FastifyInstance, deps: ContextDeps): void {
  app.get(AUDIT_EXPORT_PATH, async (request, reply) => {
    if (crossSite(request)) return refuse(reply, 403, 'Cross-site request refused');
    const ctx = await contextFor(deps, request, reply);
    if (!ctx.user) return refuse(reply, 401, 'Authentication required');
    let file;
    try {
      file = await startAuditExport({ ...ctx, user: ctx.user }, auditFilterOfQuery(request.query));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return refuse(reply, STATUS[error.code] ?? 400, error.message, error.retryAfterSeconds);
    }
    const stream = Readable.from(file.chunks);
    stream.on('error', (error) => ctx.log.error({ err: error }, 'audit log export failed'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex')
      .send(stream);
  });
}
