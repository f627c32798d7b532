// Downloads of a presentation in other formats, written on the server without a browser:
//   GET /exports/presentations/:id/pdf | /pptx   the owner's saved presentation
//   GET /exports/presentations/:id/record         its recommendation record (the client file), PDF
//   GET /exports/generations/:id/pdf | /pptx      the wizard's finished preview (subscribed owner)
//   GET /exports/shared/:id/pdf?grant=…           the client's copy of a shared presentation
//
// Who: the same rules as the pages (packages/api/src/domains/exports/source.ts) — a member reads
// what their role lets them read in their organisation; anything else is 404, the same as missing.
// How many: counted per member, or per visitor address and presentation for a shared page
// (exportRules). A document too long for the format is a 413 with what to do about it, never a
// broken file. Every member's download is on the organisation's audit log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  AppError,
  assertClientFacingAllowed,
  EXPORT_TYPES,
  exportRules,
  exportSource,
  readableOwner,
  recordDownload,
  recordPdf,
  writeExport,
  type ContextDeps,
  type TExportKind,
} from '@pitchcraft/api';
import { exportFileName } from '@pitchcraft/core';
import { eq, presentations } from '@pitchcraft/db';

import { contextFor } from '../trpc-endpoint';

const NOT_FOUND = 'This presentation might not exist, or you may not download it.';

const STATUS: Readonly<Record<string, number>> = {
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  CONFLICT: 409,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_REQUEST: 400,
};

function refuse(reply: FastifyReply, status: number, error: string, retryAfter?: number) {
  if (retryAfter) void reply.header('retry-after', String(retryAfter));
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

/** An AppError as its status and message; anything else is not ours to explain. */
function refusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return refuse(reply, STATUS[error.code] ?? 400, error.message, error.retryAfterSeconds);
}

function sendFile(reply: FastifyReply, bytes: Uint8Array, type: string, name: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

const grantOf = (query: unknown) => {
  const grant = (query as { grant?: unknown }).grant;
  return typeof grant === 'string' && grant.length <= 128 ? grant : undefined;
};

interface Params {
  id: string;
  format: string;
}

export function registerExports(app: FastifyInstance, deps: ContextDeps): void {
  async function presentationFile(
    kind: TExportKind,
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
  ) {
    const { id, format } = request.params;
    if (format !== 'pdf' && format !== 'pptx') return refuse(reply, 404, NOT_FOUND);
    // A client's copy is the page they read: PDF only (the editable deck is the advisor's).
    if (kind === 'shared' && format !== 'pdf') return refuse(reply, 404, NOT_FOUND);
    const ctx = await contextFor(deps, request, reply);
    const { user } = ctx;
    try {
      const source = await exportSource(deps.db, {
        kind,
        id,
        caller: user ? { user, subscription: ctx.subscription } : null,
        grant: grantOf(request.query),
      });
      if (!source) return refuse(reply, 404, NOT_FOUND);
      // A saved presentation downloaded by a member is for a client: while the organisation
      // requires approval, only an approved page leaves (the shared copy is the approved one).
      if (kind === 'presentations') await assertClientFacingAllowed(deps.db, id);
      const member = kind === 'shared' ? null : user;
      await deps.services.rateLimiter.reserve(
        member
          ? exportRules({ userId: member.id })
          : exportRules({ presentationId: id, ip: ctx.meta.ip }),
      );
      const bytes = await writeExport(deps.db, source, format);
      if (member)
        await recordDownload(
          deps.db,
          { user: member, meta: ctx.meta },
          {
            format,
            kind: kind === 'presentations' ? 'presentation' : 'generation',
            id,
            ownerId: source.ownerId,
            clientName: source.clientName,
          },
        );
      return sendFile(
        reply,
        bytes,
        EXPORT_TYPES[format],
        exportFileName(source.clientName, 'presentation', format),
      );
    } catch (error) {
      return refusal(reply, error);
    }
  }

  for (const kind of ['presentations', 'generations', 'shared'] as const) {
    app.get<{ Params: Params }>(
      `/exports/${kind}/:id/:format`,
      { compress: false },
      (request, reply) => presentationFile(kind, request, reply),
    );
  }

  app.get<{ Params: { id: string } }>(
    '/exports/presentations/:id/record',
    { compress: false },
    async (request, reply) => {
      const ctx = await contextFor(deps, request, reply);
      if (!ctx.user) return refuse(reply, 404, NOT_FOUND);
      const { id } = request.params;
      if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return refuse(reply, 404, NOT_FOUND);
      try {
        const ownerId = await readableOwner(deps.db, ctx.user, 'presentation', id);
        if (!ownerId) return refuse(reply, 404, NOT_FOUND);
        await deps.services.rateLimiter.reserve(exportRules({ userId: ctx.user.id }));
        const bytes = await recordPdf(deps.db, ownerId, id);
        if (!bytes) return refuse(reply, 404, NOT_FOUND);
        const [row] = await deps.db
          .select({ clientName: presentations.clientName })
          .from(presentations)
          .where(eq(presentations.id, id))
          .limit(1);
        await recordDownload(
          deps.db,
          { user: ctx.user, meta: ctx.meta },
          {
            format: 'record',
            kind: 'presentation',
            id,
            ownerId,
            clientName: row?.clientName ?? '',
          },
        );
        return sendFile(
          reply,
          bytes,
          EXPORT_TYPES.pdf,
          exportFileName(row?.clientName, 'record', 'pdf'),
        );
      } catch (error) {
        return refusal(reply, error);
      }
    },
  );
}
