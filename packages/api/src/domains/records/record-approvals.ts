// The record's approvals: every version submitted for compliance review, who submitted it, who
// approved or rejected which page (by its SHA-256), when, and why. The reviewers' words are carried
// as plain text, as typed.
import {
  asc,
  eq,
  inArray,
  presentationReviews,
  userProfiles,
  users,
  type Database,
} from '@pitchcraft/db';
import type { TExportBlock } from '@pitchcraft/exports';

import { clipped, newestNote, utcTime } from './record-format';

const MAX_REVIEWS = 200;
const MAX_TEXT = 2000;

const STATUS_TEXT = {
  pending: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Changes requested',
  withdrawn: 'Withdrawn',
} as const;

export async function approvalBlocks(
  db: Database,
  presentationId: string,
): Promise<TExportBlock[]> {
  const rows = await db
    .select()
    .from(presentationReviews)
    .where(eq(presentationReviews.presentationId, presentationId))
    .orderBy(asc(presentationReviews.submittedAt), asc(presentationReviews.id))
    .limit(MAX_REVIEWS + 1);
  if (rows.length === 0)
    return [
      {
        type: 'paragraph',
        runs: [{ text: 'No version of this presentation was submitted for compliance review.' }],
      },
    ];
  const ids = [
    ...new Set(rows.flatMap((r) => [r.submittedBy, r.decidedBy]).filter((id) => id !== null)),
  ];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email, name: userProfiles.fullName })
          .from(users)
          .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
          .where(inArray(users.id, ids));
  const named = new Map(people.map((p) => [p.id, p.name ? `${p.name} <${p.email}>` : p.email]));
  const who = (id: string | null) => (id ? (named.get(id) ?? 'A former member') : '—');
  const shown = rows.slice(0, MAX_REVIEWS);
  const note = newestNote(shown.length, rows.length, 'reviews');
  return [
    {
      type: 'table',
      caption: 'Compliance reviews, oldest first',
      header: ['Version', 'Submitted', 'By', 'Decision', 'Decided', 'Reviewer'],
      rows: shown.map((r) => [
        String(r.versionNumber),
        utcTime(r.submittedAt),
        who(r.submittedBy),
        STATUS_TEXT[r.status],
        r.decidedAt && (r.status === 'approved' || r.status === 'rejected')
          ? utcTime(r.decidedAt)
          : '—',
        r.status === 'approved' || r.status === 'rejected' ? who(r.decidedBy) : '—',
      ]),
    },
    {
      type: 'table',
      caption: 'The page each review was of, and what was said',
      header: ['Version', 'Page SHA-256', 'Note and reason'],
      rows: shown.map((r) => [
        String(r.versionNumber),
        r.pageHash,
        [
          r.note ? `Note: ${clipped(r.note, MAX_TEXT)}` : '',
          r.reason ? `Reason: ${clipped(r.reason, MAX_TEXT)}` : '',
        ]
          .filter(Boolean)
          .join(' · ') || '—',
      ]),
    },
    {
      type: 'paragraph',
      tone: 'small',
      runs: [
        {
          text: 'An approval is of the exact page with that SHA-256: a later edit is a new page that needs its own approval, and a restored version showing the same page carries the approval it had.',
        },
      ],
    },
    ...(note
      ? [{ type: 'paragraph' as const, tone: 'small' as const, runs: [{ text: note }] }]
      : []),
  ];
}
