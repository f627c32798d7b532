// An approved block in an edit of a saved presentation: placed word for word, it is never changed;
// one a template locked is never hidden, and moves only together with the section it follows.
import type { z } from 'zod';

import { LIBRARY_MESSAGES, type ZUpdateDocumentInput } from '@pitchcraft/core';
import type { TDocumentSection } from '@pitchcraft/core/document';

import { AppError } from '../../errors';

/** The block as the edit leaves it: only its visibility may change, and not a locked one's. */
export function lockedBlock(
  old: TDocumentSection,
  edit: z.output<typeof ZUpdateDocumentInput>['sections'][number],
): TDocumentSection {
  if (edit.html !== old.html || edit.title.trim() !== old.title)
    throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.blockLocked, { field: 'sections' });
  if (edit.hidden && old.block?.locked)
    throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.blockHidden, { field: 'sections' });
  return old.hidden === edit.hidden ? old : { ...old, hidden: edit.hidden };
}

const isLockedBlock = (s: TDocumentSection) => s.block?.locked === true;

/** Each locked block's anchor: the nearest section before it that is not a locked block (null: none). */
function lockedAnchors(sections: readonly TDocumentSection[]): Map<string, string | null> {
  const anchors = new Map<string, string | null>();
  let anchor: string | null = null;
  for (const s of sections) {
    if (isLockedBlock(s)) anchors.set(s.id, anchor);
    else anchor = s.id;
  }
  return anchors;
}

/**
 * A block a template locked in place moves only with the section it follows: in the new order it
 * still follows the same section (past any other locked blocks after it), or still opens the page.
 */
export function assertLockedInPlace(before: TDocumentSection[], after: TDocumentSection[]): void {
  const now = lockedAnchors(after);
  for (const [id, anchor] of lockedAnchors(before)) {
    if (now.get(id) !== anchor)
      throw new AppError('BAD_REQUEST', LIBRARY_MESSAGES.blockMoved, { field: 'sections' });
  }
}
