// Everything the client did with the presentation, for the record: each visit with the version it
// was shown, the sections each visit read, the client's responses, the advisor's follow-ups and the
// signed acknowledgements. Text the client typed is carried as plain text, as typed.
import { RESPONSE_LABELS } from '@pitchcraft/core';
import {
  count,
  desc,
  eq,
  followUps,
  inArray,
  presentationAcknowledgements,
  presentationResponses,
  presentationViews,
  presentationViewSections,
  type Database,
} from '@pitchcraft/db';
import type { TExportBlock } from '@pitchcraft/exports';

import { presentationSections } from '../analytics/sections';
import { clipped, duration, newestNote, utcTime } from './record-format';

const MAX_VIEWS = 500;
const MAX_SECTION_READS = 300;
const MAX_RESPONSES = 200;
const MAX_FOLLOW_UPS = 100;
const MAX_ACKNOWLEDGEMENTS = 100;
const MAX_TEXT = 2000;

const versionText = (number: number | null) =>
  number === null ? 'Before versions were kept' : `Version ${number}`;

const note = (text: string): TExportBlock => ({ type: 'paragraph', runs: [{ text }] });
const smallNote = (text: string | null): TExportBlock[] =>
  text ? [{ type: 'paragraph', tone: 'small', runs: [{ text }] }] : [];

async function viewBlocks(db: Database, presentationId: string): Promise<TExportBlock[]> {
  const [[total], views] = await Promise.all([
    db
      .select({ value: count() })
      .from(presentationViews)
      .where(eq(presentationViews.presentationId, presentationId)),
    db
      .select()
      .from(presentationViews)
      .where(eq(presentationViews.presentationId, presentationId))
      .orderBy(desc(presentationViews.startedAt), desc(presentationViews.id))
      .limit(MAX_VIEWS),
  ]);
  if (views.length === 0) return [{ type: 'heading', text: 'Views' }, note('No views recorded.')];
  const opened = new Map(views.map((v) => [v.id, v.startedAt]));
  const [sections, reads] = await Promise.all([
    presentationSections(db, presentationId),
    db
      .select()
      .from(presentationViewSections)
      .where(inArray(presentationViewSections.viewId, [...opened.keys()])),
  ]);
  const readRows = reads
    .filter((r) => r.visibleMs > 0 && sections.has(r.name))
    .sort(
      (a, b) =>
        (opened.get(b.viewId)?.getTime() ?? 0) - (opened.get(a.viewId)?.getTime() ?? 0) ||
        b.visibleMs - a.visibleMs,
    )
    .map((r) => [
      utcTime(opened.get(r.viewId) ?? new Date(0)),
      sections.get(r.name) ?? r.name,
      duration(r.visibleMs),
    ]);
  const readShown = readRows.slice(0, MAX_SECTION_READS);
  return [
    { type: 'heading', text: 'Views' },
    {
      type: 'table',
      caption: 'Each visit and the version it was shown',
      header: ['Opened', 'Device', 'Active time', 'Version seen', 'Visitor'],
      rows: views.map((v) => [
        utcTime(v.startedAt),
        v.device ?? 'Unknown',
        duration(v.activeMs),
        versionText(v.versionNumber),
        v.viewerEmail ?? (v.anonymous ? 'Anonymous (Do Not Track)' : 'Not identified'),
      ]),
    },
    ...smallNote(newestNote(views.length, Number(total?.value ?? 0), 'views')),
    { type: 'heading', text: 'Sections read' },
    readShown.length > 0
      ? {
          type: 'table',
          caption: 'What each visit read',
          header: ['Visit opened', 'Section', 'Time visible'],
          rows: readShown,
        }
      : note('No section was recorded as read.'),
    ...smallNote(newestNote(readShown.length, readRows.length, 'sections read')),
  ];
}

function responseDetails(r: typeof presentationResponses.$inferSelect): string {
  return [
    r.message ? `Message: ${clipped(r.message, MAX_TEXT)}` : '',
    r.phone ? `Phone: ${r.phone}` : '',
    r.preferredTimes ? `Preferred times: ${r.preferredTimes}` : '',
    r.viewerEmail ? `E-mail: ${r.viewerEmail}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

async function responseBlocks(db: Database, presentationId: string): Promise<TExportBlock[]> {
  const rows = await db
    .select()
    .from(presentationResponses)
    .where(eq(presentationResponses.presentationId, presentationId))
    .orderBy(desc(presentationResponses.createdAt), desc(presentationResponses.id))
    .limit(MAX_RESPONSES);
  return [
    { type: 'heading', text: 'Responses' },
    rows.length > 0
      ? {
          type: 'table',
          caption: 'The client’s responses on the shared page',
          header: ['Time', 'Response', 'Version', 'Details'],
          rows: rows.map((r) => [
            utcTime(r.createdAt),
            RESPONSE_LABELS[r.kind],
            versionText(r.versionNumber),
            responseDetails(r) || '—',
          ]),
        }
      : note('No responses recorded.'),
  ];
}

async function followUpBlocks(db: Database, presentationId: string): Promise<TExportBlock[]> {
  const rows = await db
    .select()
    .from(followUps)
    .where(eq(followUps.presentationId, presentationId))
    .orderBy(desc(followUps.sentAt), desc(followUps.id))
    .limit(MAX_FOLLOW_UPS);
  if (rows.length === 0)
    return [{ type: 'heading', text: 'Follow-ups' }, note('No follow-up e-mails sent.')];
  return [
    { type: 'heading', text: 'Follow-ups' },
    ...rows.flatMap((f): TExportBlock[] => [
      note(`${utcTime(f.sentAt)}, to ${f.toAddress}: ${f.subject}`),
      { type: 'paragraph', tone: 'quote', runs: [{ text: clipped(f.body, MAX_TEXT) }] },
    ]),
  ];
}

async function acknowledgementBlocks(
  db: Database,
  presentationId: string,
  pageHashes: ReadonlyMap<number, string>,
): Promise<TExportBlock[]> {
  const rows = await db
    .select()
    .from(presentationAcknowledgements)
    .where(eq(presentationAcknowledgements.presentationId, presentationId))
    .orderBy(desc(presentationAcknowledgements.signedAt))
    .limit(MAX_ACKNOWLEDGEMENTS);
  if (rows.length === 0)
    return [
      { type: 'heading', text: 'Signed acknowledgements' },
      note('No acknowledgement signed.'),
    ];
  return [
    { type: 'heading', text: 'Signed acknowledgements' },
    {
      type: 'table',
      caption: 'Signed acknowledgements',
      header: ['Signed', 'Name typed', 'Version', 'IP address', 'Page SHA-256', 'Matches version'],
      rows: rows.map((a) => [
        utcTime(a.signedAt),
        a.signerName,
        `Version ${a.versionNumber}`,
        a.ipAddress,
        a.pageHash,
        pageHashes.get(a.versionNumber) === a.pageHash ? 'Yes' : 'No',
      ]),
    },
    ...rows.map((a): TExportBlock => ({
      type: 'paragraph',
      tone: 'quote',
      runs: [
        { text: `Consent given for version ${a.versionNumber}: `, bold: true },
        { text: a.consentText },
      ],
    })),
  ];
}

/** The "What the client did" section's blocks; `pageHashes`: each version's stored page hash. */
export async function activityBlocks(
  db: Database,
  presentationId: string,
  pageHashes: ReadonlyMap<number, string>,
): Promise<TExportBlock[]> {
  const [views, responses, sent, signed] = await Promise.all([
    viewBlocks(db, presentationId),
    responseBlocks(db, presentationId),
    followUpBlocks(db, presentationId),
    acknowledgementBlocks(db, presentationId, pageHashes),
  ]);
  return [...views, ...responses, ...sent, ...signed];
}
