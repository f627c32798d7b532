// An advisor's own presentation, read whole: the one check every owner's service starts from.
import { PRESENTATION_NOT_FOUND_MESSAGE } from '@pitchcraft/core';
import { and, eq, presentations, type Database } from '@pitchcraft/db';

import { AppError } from '../../errors';

export const presentationNotFound = () => new AppError('NOT_FOUND', PRESENTATION_NOT_FOUND_MESSAGE);

/** The presentation `id` if it is `userId`'s; NOT_FOUND otherwise (a stranger's reads as missing). */
export async function getOwnedPresentation(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
    .limit(1);
  if (!row) throw presentationNotFound();
  return row;
}
