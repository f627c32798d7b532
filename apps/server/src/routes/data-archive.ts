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
import { PassThrough } from 'node:stream';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { strToU8, Zip, ZipDeflate } from 'fflate';

import { createCaller, type ContextDeps } from '@pitchcraft/api';
import { csvCell, displayEmail, fileSlug, toCsv, viewsToCsv } from '@pitchcraft/core';
import {
  and,
  asc,
  clients,
  desc,
  eq,
  followUps,
  gt,
  or,
  presentations,
  presentationVersions,
  userProfiles,
  type Database,
} from '@pitchcraft/db';

import { contextFor } from '../trpc-endpoint';
import { selfContainedHtml } from './presentation-content';

export const ARCHIVE_PATH = '/exports/archive';

/** Bytes pushed into the deflater at a time: small enough that no push holds the event loop long. */
const SLICE = 64 * 1024;
/** Clients read from the database at a time. */
const CLIENT_PAGE = 500;
/** Presentations listed at a time (the procedure's largest page). */
const PRESENTATION_PAGE = 100;
/** Archives written at once by one server process; more wait for a moment (429, Retry-After). */
const MAX_ARCHIVES_AT_ONCE = 4;

type Caller = ReturnType<typeof createCaller>;

class ClientGone extends Error {
  constructor() {
    super('the client closed the download');
  }
}

/** A ZIP written into a stream that the reply sends, with backpressure. */
class ArchiveWriter {
  readonly stream = new PassThrough({ highWaterMark: SLICE });
  private readonly zip: Zip;
  private readonly mtime = new Date();
  private gone = false;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.stream.destroy(error);
        return;
      }
      if (!this.stream.destroyed) this.stream.write(chunk);
      if (final) this.stream.end();
    });
    this.stream.on('close', () => (this.gone = true));
  }

  /** Resolves once the reader has taken what was written (or rejects when the download was closed). */
  private async drained(): Promise<void> {
    if (this.gone) throw new ClientGone();
    if (!this.stream.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.stream.off('drain', done);
        this.stream.off('close', done);
        resolve();
      };
      this.stream.on('drain', done);
      this.stream.on('close', done);
    });
    if (this.gone) throw new ClientGone();
  }

  /** One file, from text written in parts (each part pushed in slices as it comes). */
  async file(name: string, parts: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    for await (const part of parts) {
      const bytes = strToU8(part);
      for (let start = 0; start < bytes.length; start += SLICE) {
        entry.push(bytes.subarray(start, start + SLICE), false);
        await this.drained();
      }
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  text(name: string, text: string): Promise<void> {
    return this.file(name, [text]);
  }

  json(name: string, value: unknown): Promise<void> {
    return this.text(name, `${JSON.stringify(value, null, 2)}\n`);
  }

  async end(): Promise<void> {
    this.zip.end();
    await this.drained().catch(() => undefined);
  }
}

const README = `Your Pitchcraft data
====================

Everything your account holds, as of the date of this archive.

profile.json                       your profile, subscription dates and brand kit
clients/clients.json, clients.csv  your clients, with everything recorded about them
clients/timelines/*.csv            each client's timeline (forms, presentations, sharing, views, responses, follow-ups)
clients/pending-submissions.json   form submissions waiting for your review
forms.json                         your client collection forms
presentations/<name>/
  presentation.html                the presentation as one self-contained page (open it in any browser)
  presentation.json                its document of sections, the client's figures and its settings
  versions/v<N>.json               every saved version: what changed, who, when, and its document
  responses.json                   what the client answered from the shared page
  follow-ups.json                  the follow-up e-mails you sent
  views.csv                        every recorded view

CSV cells that begin with = + - @ are prefixed with ' so a spreadsheet shows them as text.
`;

/** A folder or file name: the slug of its title and the start of its id, so two never collide. */
const folderName = (title: string, id: string) =>
  `${fileSlug(title).slice(0, 60)}-${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}`;

type ClientRow = typeof clients.$inferSelect;

async function* clientPages(db: Database, userId: string): AsyncGenerator<ClientRow[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const where: ReturnType<typeof and> = after
      ? and(
          eq(clients.userId, userId),
          or(
            gt(clients.createdAt, after.createdAt),
            and(eq(clients.createdAt, after.createdAt), gt(clients.id, after.id)),
          ),
        )
      : eq(clients.userId, userId);
    const page: ClientRow[] = await db
      .select()
      .from(clients)
      .where(where)
      .orderBy(asc(clients.createdAt), asc(clients.id))
      .limit(CLIENT_PAGE);
    const last = page.at(-1);
    if (!last) return;
    yield page;
    after = { createdAt: last.createdAt, id: last.id };
    if (page.length < CLIENT_PAGE) return;
  }
}

const clientRecord = (row: ClientRow) => ({
  id: row.id,
  fullName: row.fullName,
  email: displayEmail(row.email),
  phone: row.phone,
  source: row.source,
  industryData: row.industryData,
  customData: row.customData,
  submissionData: row.submissionData,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const CLIENT_CSV_HEADER = [
  'id',
  'full_name',
  'email',
  'phone',
  'source',
  'created_at',
  'updated_at',
  'industry_data',
  'custom_data',
  'submission_data',
];

async function writeClients(
  archive: ArchiveWriter,
  db: Database,
  caller: Caller,
  userId: string,
): Promise<void> {
  const ids: { id: string; fullName: string }[] = [];
  await archive.file(
    'clients/clients.json',
    (async function* () {
      yield '[';
      for await (const page of clientPages(db, userId)) {
        yield page
          .map(
            (row, i) =>
              `${ids.length + i === 0 ? '' : ','}\n  ${JSON.stringify(clientRecord(row))}`,
          )
          .join('');
        for (const row of page) ids.push({ id: row.id, fullName: row.fullName });
      }
      yield ids.length === 0 ? ']\n' : '\n]\n';
    })(),
  );
  await archive.file(
    'clients/clients.csv',
    (async function* () {
      yield toCsv(CLIENT_CSV_HEADER, []);
      for await (const page of clientPages(db, userId)) {
        const rows = page.map((row) => {
          const r = clientRecord(row);
          const json = (value: unknown) =>
            value === null || value === undefined ? null : JSON.stringify(value);
          return [
            r.id,
            r.fullName,
            r.email,
            r.phone,
            r.source,
            r.createdAt,
            r.updatedAt,
            json(r.industryData),
            json(r.customData),
            json(r.submissionData),
          ];
        });
        yield rows.map((row) => `${row.map(csvCell).join(',')}\n`).join('');
      }
    })(),
  );
  for (const client of ids) {
    const { csv } = await caller.clients.timelineCsv({ clientId: client.id });
    await archive.text(
      `clients/timelines/${folderName(client.fullName, client.id)}-activity.csv`,
      csv,
    );
  }
}

async function writePresentation(
  archive: ArchiveWriter,
  db: Database,
  caller: Caller,
  userId: string,
  id: string,
): Promise<void> {
  const { htmlContent, ...presentation } = await caller.presentations.get({ id });
  const folder = `presentations/${folderName(presentation.clientName || presentation.title, presentation.id)}`;
  if (htmlContent.trim())
    await archive.text(`${folder}/presentation.html`, await selfContainedHtml(htmlContent, db));
  await archive.json(`${folder}/presentation.json`, presentation);

  const numbers = await db
    .select({ number: presentationVersions.number })
    .from(presentationVersions)
    .innerJoin(presentations, eq(presentations.id, presentationVersions.presentationId))
    .where(and(eq(presentationVersions.presentationId, id), eq(presentations.userId, userId)))
    .orderBy(asc(presentationVersions.number));
  for (const { number } of numbers) {
    const [version] = await db
      .select({
        number: presentationVersions.number,
        change: presentationVersions.change,
        summary: presentationVersions.summary,
        author: userProfiles.fullName,
        createdAt: presentationVersions.createdAt,
        document: presentationVersions.document,
        clientData: presentationVersions.clientData,
      })
      .from(presentationVersions)
      .innerJoin(presentations, eq(presentations.id, presentationVersions.presentationId))
      .leftJoin(userProfiles, eq(userProfiles.userId, presentationVersions.authorId))
      .where(
        and(
          eq(presentationVersions.presentationId, id),
          eq(presentationVersions.number, number),
          eq(presentations.userId, userId),
        ),
      )
      .limit(1);
    if (version) {
      await archive.json(`${folder}/versions/v${number}.json`, {
        ...version,
        current: number === presentation.version,
        createdAt: version.createdAt.toISOString(),
      });
    }
  }

  await archive.json(
    `${folder}/responses.json`,
    await caller.responses.list({ presentationId: id }),
  );
  const sent = await db
    .select({
      id: followUps.id,
      to: followUps.toAddress,
      subject: followUps.subject,
      body: followUps.body,
      draftSource: followUps.draftSource,
      sentAt: followUps.sentAt,
    })
    .from(followUps)
    .where(and(eq(followUps.presentationId, id), eq(followUps.userId, userId)))
    .orderBy(desc(followUps.sentAt));
  await archive.json(
    `${folder}/follow-ups.json`,
    sent.map((f) => ({ ...f, sentAt: f.sentAt.toISOString() })),
  );
  await archive.text(
    `${folder}/views.csv`,
    viewsToCsv(await caller.analytics.views({ presentationId: id })),
  );
}

async function writeArchive(
  archive: ArchiveWriter,
  db: Database,
  caller: Caller,
  userId: string,
): Promise<void> {
  await archive.text('README.txt', README);
  const [profile, brand] = await Promise.all([caller.profile.get(), caller.profile.brand.get()]);
  await archive.json('profile.json', { ...profile, brand, exportedAt: new Date().toISOString() });
  await writeClients(archive, db, caller, userId);
  await archive.json('clients/pending-submissions.json', await caller.submissions.listPending({}));
  await archive.json('forms.json', await caller.links.list({}));

  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<Caller['presentations']['list']>> =
      await caller.presentations.list({ limit: PRESENTATION_PAGE, cursor });
    for (const item of page.items) {
      try {
        await writePresentation(archive, db, caller, userId, item.id);
      } catch (error) {
        // Deleted while the archive was being written: it is simply not in it.
        if ((error as { code?: unknown }).code !== 'NOT_FOUND') throw error;
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
}

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
