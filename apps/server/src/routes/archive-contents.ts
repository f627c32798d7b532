// What the data archive holds, file by file: the README, profile and brand kit, clients (JSON and
// CSV) with their timelines, forms, and every presentation's page, document, versions, responses,
// follow-ups and views. Read through the advisor's own caller, or filtered by their user id.
import type { createCaller } from '@pitchcraft/api';
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

import type { ArchiveWriter } from './archive-writer';
import { selfContainedHtml } from './presentation-content';

/** Clients read from the database at a time. */
const CLIENT_PAGE = 500;
/** Presentations listed at a time (the procedure's largest page). */
const PRESENTATION_PAGE = 100;

type Caller = ReturnType<typeof createCaller>;

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

/** Each version's record (one read at a time: a version holds a whole document). */
async function writeVersions(
  archive: ArchiveWriter,
  db: Database,
  userId: string,
  folder: string,
  presentation: { id: string; version: number },
): Promise<void> {
  const id = presentation.id;
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
}

/** The follow-ups sent after a presentation, with their bodies (the app lists subjects only). */
async function followUpsSent(db: Database, userId: string, presentationId: string) {
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
    .where(and(eq(followUps.presentationId, presentationId), eq(followUps.userId, userId)))
    .orderBy(desc(followUps.sentAt));
  return sent.map((f) => ({ ...f, sentAt: f.sentAt.toISOString() }));
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
  await writeVersions(archive, db, userId, folder, presentation);
  await archive.json(
    `${folder}/responses.json`,
    await caller.responses.list({ presentationId: id }),
  );
  await archive.json(`${folder}/follow-ups.json`, await followUpsSent(db, userId, id));
  await archive.text(
    `${folder}/views.csv`,
    viewsToCsv(await caller.analytics.views({ presentationId: id })),
  );
}

export async function writeArchive(
  archive: ArchiveWriter,
  db: Database,
  caller: Caller,
  userId: string,
): Promise<void> {
  await archive.text('README.txt', README);
  const [profile, brand] = await Promise.all([caller.profile.get(), caller.profile.brand.get()]);
  await archive.json('profile.json', { ...profile, brand, exportedAt: new Date().toISOString() });
  await writeClients(archive, db, caller, userId);
  // The member's own book: the lists also show colleagues' rows to a role that reads them all.
  const own = <T extends { ownerId: string }>(rows: T[]) =>
    rows.filter((r) => r.ownerId === userId);
  await archive.json(
    'clients/pending-submissions.json',
    own(await caller.submissions.listPending({})),
  );
  await archive.json('forms.json', own(await caller.links.list({})));

  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<Caller['presentations']['list']>> =
      await caller.presentations.list({ limit: PRESENTATION_PAGE, cursor });
    for (const item of own(page.items)) {
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
