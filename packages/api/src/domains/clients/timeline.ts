// One timeline per client: intake submissions, the presentations made for them and their versions,
// sharing, views (with time and sections), responses, signatures and follow-ups — newest first, keyset-paginated
// on (time, id), and the same as CSV. Every text in it is the client's or the advisor's.
import type { z } from 'zod';

import {
  acknowledgementSummary,
  fileSlug,
  formatDuration,
  isResponseKind,
  MAX_SECTIONS_PER_VIEW,
  RESPONSE_LABELS,
  toCsv,
  type TTimelineEntry,
  type TTimelineKind,
  type ZClientTimelineCsvInput,
  type ZClientTimelineInput,
} from '@pitchcraft/core';
import { and, clients, eq, rowsOf, sql, type Database } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { presentationSections, titlesOf, type SectionIndex } from '../analytics/sections';

const CSV_LIMIT = 5_000;

interface TimelineRow extends Record<string, unknown> {
  id: string;
  kind: TTimelineKind;
  at: Date | string;
  /** The exact time as PostgreSQL prints it: the cursor keeps microseconds a Date would lose. */
  at_text: string;
  presentation_id: string | null;
  presentation_title: string | null;
  version_number: number | null;
  a: string | null;
  b: string | null;
  /** For a view: the names its beacons recorded, most read first, as a JSON array (withSectionTitles makes them titles). */
  c: string | null;
  d: string | null;
  n: number | null;
}

function encodeCursor(row: Pick<TimelineRow, 'at_text' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.at_text, row.id])).toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at !== 'string' ||
      typeof id !== 'string' ||
      Number.isNaN(Date.parse(at)) ||
      id.length > 200
    )
      throw new Error('bad cursor');
    return { at, id };
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      'That page of the timeline could not be found. Please reload it.',
    );
  }
}

async function ownedClient(db: Database, userId: string, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, fullName: clients.fullName })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .limit(1);
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  return client;
}

/** Every event of the client's, newest first, after the cursor. */
async function timelineRows(
  db: Database,
  userId: string,
  clientId: string,
  cursor: { at: string; id: string } | null,
  limit: number,
) {
  const after = cursor
    ? sql`where (t.at, t.id) < (${cursor.at}::timestamptz, ${cursor.id})`
    : sql``;
  const result = await db.execute(sql`
    with owned as (select id, title from presentations where user_id = ${userId} and client_id = ${clientId})
    select t.*, t.at::text as at_text from (
      select 'intake:' || s.id as id, 'intake' as kind, s.created_at as at, null as presentation_id, null as presentation_title,
             null::int as version_number, s.status as a, l.title as b, null as c, null as d, null::int as n
        from intake_submissions s left join client_collection_links l on l.id = s.link_id
        where s.user_id = ${userId} and s.client_id = ${clientId}
      union all
      select 'presentation:' || p.id, 'presentation', p.created_at, p.id, p.title, 1, null, null, null, null, null
        from presentations p where p.user_id = ${userId} and p.client_id = ${clientId}
      union all
      select 'version:' || v.id, 'version', v.created_at, o.id, o.title, v.number, v.change, v.summary, null, null, null
        from presentation_versions v join owned o on o.id = v.presentation_id where v.number > 1
      union all
      select 'shared:' || e.id, 'shared', e.created_at, o.id, o.title, null, e.kind, null, null, null, null
        from share_events e join owned o on o.id = e.presentation_id
      union all
      select 'view:' || w.id, 'view', w.started_at, o.id, o.title, w.version_number, w.device, w.viewer_email,
             (select json_agg(x.name order by x.visible_ms desc)::text from (
                select name, visible_ms from presentation_view_sections
                where view_id = w.id and visible_ms > 0 order by visible_ms desc limit ${MAX_SECTIONS_PER_VIEW}) x),
             null, w.active_ms
        from presentation_views w join owned o on o.id = w.presentation_id
      union all
      select 'response:' || r.id, 'response', r.created_at, o.id, o.title, r.version_number, r.kind::text, r.message, r.preferred_times, r.phone, null
        from presentation_responses r join owned o on o.id = r.presentation_id
      union all
      select 'acknowledgement:' || k.id, 'acknowledgement', k.signed_at, o.id, o.title, k.version_number, k.signer_name, k.viewer_email, k.page_hash, null, null
        from presentation_acknowledgements k join owned o on o.id = k.presentation_id
      union all
      select 'follow_up:' || f.id, 'follow_up', f.sent_at, o.id, o.title, null, f.to_address, f.subject, null, null, null
        from follow_ups f join owned o on o.id = f.presentation_id
    ) t
    ${after}
    order by t.at desc, t.id desc
    limit ${limit}`);
  return rowsOf<TimelineRow>(result);
}

const INTAKE_STATUS: Record<string, string> = {
  created: 'New client created from the form',
  pending: 'Waiting for your review',
  applied: 'Changes applied to the client',
  dismissed: 'Dismissed',
};
const SHARE_TITLES: Record<string, string> = {
  enabled: 'Sharing turned on',
  disabled: 'Sharing turned off',
};
const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const join = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');

const SECTIONS_NAMED = 3;

/** A view's recorded names as the titles of the presentation's own sections (recorded junk is left out). */
function namedSections(names: string | null, sections: SectionIndex): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(names ?? '[]');
  } catch {
    return null;
  }
  const recorded = Array.isArray(parsed)
    ? parsed.filter((n): n is string => typeof n === 'string')
    : [];
  return titlesOf(recorded, sections).slice(0, SECTIONS_NAMED).join(', ') || null;
}

/** View rows name only sections their presentation has, by title. */
async function withSectionTitles(db: Database, rows: TimelineRow[]): Promise<TimelineRow[]> {
  const ids = [
    ...new Set(
      rows.flatMap((r) =>
        r.kind === 'view' && r.presentation_id && r.c ? [r.presentation_id] : [],
      ),
    ),
  ];
  const indexes = new Map<string, SectionIndex>();
  for (const id of ids) indexes.set(id, await presentationSections(db, id));
  return rows.map((r) =>
    r.kind === 'view'
      ? { ...r, c: namedSections(r.c, indexes.get(r.presentation_id ?? '') ?? new Map()) }
      : r,
  );
}

/** What the timeline says of a row (the same in the app and in the CSV). */
function describeEntry(row: TimelineRow): Pick<TTimelineEntry, 'title' | 'detail'> {
  switch (row.kind) {
    case 'intake':
      return {
        title: 'Intake form submitted',
        detail: join(row.b, INTAKE_STATUS[row.a ?? ''] ?? row.a),
      };
    case 'presentation':
      return { title: 'Presentation created', detail: row.presentation_title ?? '' };
    case 'version':
      return {
        title: `Version ${row.version_number ?? ''} saved`.replace('  ', ' '),
        detail: row.b ?? '',
      };
    case 'shared':
      return {
        title: SHARE_TITLES[row.a ?? ''] ?? 'Sharing changed',
        detail: row.presentation_title ?? '',
      };
    case 'view': {
      const ms = Number(row.n ?? 0);
      return {
        title: ms > 0 ? `Viewed for ${formatDuration(ms)}` : 'Opened the presentation',
        detail: join(
          row.c && `Read most: ${row.c}`,
          row.a && `on a ${row.a}`,
          row.b && `as ${row.b}`,
        ),
      };
    }
    case 'response': {
      return {
        title: isResponseKind(row.a) ? RESPONSE_LABELS[row.a] : 'Responded',
        detail: clip(join(row.d, row.c && `Preferred times: ${row.c}`, row.b)),
      };
    }
    case 'acknowledgement':
      return {
        title: acknowledgementSummary(row.a ?? '', Number(row.version_number)),
        detail: join(row.c && `Page SHA-256 ${row.c.slice(0, 12)}…`, row.b && `as ${row.b}`),
      };
    case 'follow_up':
      return { title: 'Follow-up sent', detail: join(row.b, row.a && `to ${row.a}`) };
  }
}

const toEntry = (row: TimelineRow): TTimelineEntry => ({
  id: row.id,
  kind: row.kind,
  at: new Date(row.at).toISOString(),
  ...describeEntry(row),
  presentationId: row.presentation_id,
  presentationTitle: row.presentation_title,
  versionNumber: row.version_number === null ? null : Number(row.version_number),
});

export async function clientTimeline(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZClientTimelineInput>,
) {
  await ownedClient(db, userId, input.clientId);
  const rows = await withSectionTitles(
    db,
    await timelineRows(db, userId, input.clientId, decodeCursor(input.cursor), input.limit + 1),
  );
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last) : null,
  };
}

export async function clientTimelineCsv(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { clientId }: z.output<typeof ZClientTimelineCsvInput>,
) {
  const client = await ownedClient(db, userId, clientId);
  const rows = await withSectionTitles(
    db,
    await timelineRows(db, userId, clientId, null, CSV_LIMIT),
  );
  const csv = toCsv(
    ['time', 'event', 'detail', 'presentation', 'version'],
    rows.map((row) => {
      const entry = toEntry(row);
      return [entry.at, entry.title, entry.detail, entry.presentationTitle, entry.versionNumber];
    }),
  );
  return { fileName: `${fileSlug(client.fullName)}-activity.csv`, csv };
}
