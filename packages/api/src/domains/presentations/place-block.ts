// An approved block placed by hand in the editor: the organisation's stored words, verbatim and
// marked with their hash, become a new section of the owner's presentation, committed as a new
// version. Like a block a generation places, it can then move or hide but never change.
import type { z } from 'zod';

import {
  blockSection,
  EDIT_MESSAGES,
  LIBRARY_MESSAGES,
  type ZPlaceBlockInput,
} from '@pitchcraft/core';
import { MAX_SECTIONS, parseDocument, type TDocumentSection } from '@pitchcraft/core/document';
import { and, eq, isNull, organizationBlocks, type Executor } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { blockHash } from '../templates/blocks';
import type { EditResult } from './editing';
import { getOwnedPresentation } from './owned';
import { renderDocument } from './rerender';
import { commitVersion } from './versions';

type TPlaceBlockInput = z.output<typeof ZPlaceBlockInput>;

/** The block if it is active in `organizationId`; another organisation's reads as missing. */
async function activeBlock(db: Executor, organizationId: string, id: string) {
  const [block] = await db
    .select()
    .from(organizationBlocks)
    .where(
      and(
        eq(organizationBlocks.id, id),
        eq(organizationBlocks.organizationId, organizationId),
        isNull(organizationBlocks.archivedAt),
      ),
    )
    .limit(1);
  if (!block) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.blockNotFound);
  return block;
}

/** A valid section id for the block, unlike any the document has ('block-<id>', then '-2', …). */
export function blockSectionIdFor(blockId: string, taken: ReadonlySet<string>): string {
  const slug = blockId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = `block-${slug}`.slice(0, 56).replace(/-+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The sections with `section` placed after `after` (null: first). */
function insertAfter(
  sections: readonly TDocumentSection[],
  section: TDocumentSection,
  after: string | null,
): TDocumentSection[] {
  const at = after === null ? 0 : sections.findIndex((s) => s.id === after) + 1;
  if (after !== null && at === 0)
    throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noSuchSection, { field: 'after' });
  return [...sections.slice(0, at), section, ...sections.slice(at)];
}

export async function placeBlock(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: TPlaceBlockInput,
): Promise<EditResult> {
  const row = await getOwnedPresentation(db, userId, input.id);
  const document = parseDocument(row.document);
  if (!document) throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noDocument);
  if (row.version !== input.baseVersion)
    throw new AppError('CONFLICT', EDIT_MESSAGES.stale, { reason: 'VERSION_STALE' });
  // The presentation's organisation, not the caller's: the words approved for where it belongs.
  const block = await activeBlock(db, row.organizationId, input.blockId);
  if (document.sections.some((s) => s.block?.id === block.id))
    throw new AppError('CONFLICT', LIBRARY_MESSAGES.blockAlreadyPlaced);
  if (document.sections.length >= MAX_SECTIONS)
    throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.noRoomForBlock);
  const placed = {
    ...blockSection(
      { key: '', id: block.id, title: block.title, html: block.body, hash: blockHash(block.body) },
      false,
    ),
    id: blockSectionIdFor(block.id, new Set(document.sections.map((s) => s.id))),
  };
  const next = { ...document, sections: insertAfter(document.sections, placed, input.after) };
  const { version } = await commitVersion(db, {
    presentationId: row.id,
    userId,
    baseVersion: input.baseVersion,
    document: next,
    clientData: row.clientData,
    html: renderDocument(next, row.clientData),
    change: 'edit',
    summary: `Added the approved block “${block.title}”`,
  });
  return { version, changed: true };
}
