// The record's version section: the version it is for (number, time, the SHA-256 of its page and
// its link in the chain), the chain's check, and every version on record.
import type { TExportBlock } from '@pitchcraft/exports';

import { utcTime } from './record-format';

/** A version as the record lists it (its page is not needed: its hash stands for it). */
export interface RecordedVersion {
  number: number;
  change: string;
  summary: string;
  createdAt: Date;
  pageHash: string;
  chainHash: string;
}

export function versionBlocks(
  state: { number: number; createdAt: Date; pageHash: string; chainHash: string | null },
  versions: readonly RecordedVersion[],
  chainLine: string,
): TExportBlock[] {
  return [
    {
      type: 'table',
      caption: 'The version this record is for',
      header: [],
      rows: [
        ['Version', String(state.number)],
        ['Recorded', utcTime(state.createdAt)],
        ['Page SHA-256', state.pageHash],
        ['Chain hash', state.chainHash ?? 'Not recorded: saved before versions were kept'],
        ['Chain check', chainLine],
      ],
    },
    {
      type: 'paragraph',
      tone: 'small',
      runs: [
        {
          text: 'The page SHA-256 is the hash of the exact page this version shows. Each chain hash is SHA-256 of the previous version’s chain hash, the presentation id, the version number and the page hash, so a changed or removed version breaks every later link; npm run verify:records recomputes the chain.',
        },
      ],
    },
    { type: 'heading', text: 'Every version' },
    ...(versions.length > 0
      ? ([
          {
            type: 'table',
            caption: 'Every version on record',
            header: ['No.', 'Recorded', 'Change', 'Summary'],
            rows: versions.map((v) => [
              String(v.number),
              utcTime(v.createdAt),
              v.change,
              v.summary,
            ]),
          },
          {
            type: 'table',
            caption: 'The page each version shows, by its SHA-256',
            header: ['No.', 'Page SHA-256'],
            rows: versions.map((v) => [String(v.number), v.pageHash]),
          },
        ] satisfies TExportBlock[])
      : [
          {
            type: 'paragraph' as const,
            runs: [
              { text: 'No versions on record: this page was saved before versions were kept.' },
            ],
          },
        ]),
  ];
}
