// GET /exports/archive: everything the signed-in advisor holds, as one ZIP that is written while it
// downloads — their profile and brand kit, clients (JSON, and CSV formula-neutralised like the
// timeline's), collection forms, every presentation's self-contained page (the same file its
// Download button gives) and document, every version's record, each client's timeline (CSV), the
// responses, follow-ups and views. Subscribed or not: what an advisor made is theirs to take away
// (see recordsProcedure in packages/api/src/trpc.ts).
//
// Who: the session cookie, through the same tRPC procedures and scoping as the app (a caller on a
// context of this request), so the archive holds exactly what the advisor can read in the app and
// another advisor's rows cannot be in it. The few reads the procedures do not offer (full client
// rows, follow-up bodies, versions' documents) are queries filtered by the session's user id.
//
// Memory: files are added one after another and each is pushed in slices; after every slice the
// route waits until the socket has taken what was written, so one file (a presentation page with
// its assets inlined, a few hundred KB) and a page of clients are the most held at once. The ZIP is
// written by fflate (no dependencies, streams entry by entry, deflates in slices); it writes no
// ZIP64, so an archive stays under 4 GB and 65,535 files, far beyond an advisor's records.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { createCaller, type ContextDeps } from '@pitchcraft/api';

import { contextFor } from '../trpc-endpoint';
import { writeArchive } from './archive-contents';
import { ArchiveWriter, ClientGone } from './archive-writer';

export const ARCHIVE_PATH = '/exports/archive';

/** Archives written at once by one server process; more wait for a moment (429, Retry-After). */
const MAX_ARCHIVES_AT_ONCE = 4;

/** Cross-site pages may not start it (a same-origin link, a typed address, or a client without Fetch Metadata). */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
}

function refuse(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

export function registerDataArchive(app: FastifyInstance, deps: ContextDeps): void {
  const writing = new Set<string>();

  app.get(ARCHIVE_PATH, { compress: false }, async (request, reply) => {
    if (crossSite(request)) return refuse(reply, 403, 'Cross-site request refused');
    const ctx = await contextFor(deps, request, reply);
    if (!ctx.user) return refuse(reply, 401, 'Authentication required');
    const userId = ctx.user.id;
    // One archive per advisor at a time, and a few per process: each deflates everything they hold.
    if (writing.has(userId) || writing.size >= MAX_ARCHIVES_AT_ONCE) {
      void reply.header('retry-after', '30');
      return refuse(
        reply,
        429,
        'Your archive is already being prepared. Please try again in a moment.',
      );
    }
    writing.add(userId);

    const archive = new ArchiveWriter();
    const caller = createCaller(ctx);
    const day = new Date().toISOString().slice(0, 10);
    void writeArchive(archive, deps.db, caller, userId)
      .then(() => archive.end())
      .catch((error: unknown) => {
        if (error instanceof ClientGone) return;
        // The headers are gone: the download ends unfinished, and the browser says it failed.
        ctx.log.error({ err: error }, 'data archive failed');
        archive.stream.destroy(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => writing.delete(userId));
    reply.raw.on('close', () => {
      if (!archive.stream.writableEnded) archive.stream.destroy();
    });

    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="pitchcraft-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(archive.stream);
  });
}
