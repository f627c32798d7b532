// The presentations library: the presentations the caller may read in their organisation (their
// own; an assistant's advisor's too; every member's for an owner, admin or reviewer), newest first,
// a page at a time.
import type { z } from 'zod';

import type { ZListPresentationsInput } from '@pitchcraft/core';
import { and, count, descNullsLast, eq, lt, or, presentations, userProfiles } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { inScope, type OwnerScope } from '../organizations/acting';
import { PRESENTATION_VIEW_STATS } from './view-stats';

/** Newest first, without the HTML, keyset-paginated on (created_at, id). */
export async function listPresentations(
  deps: Pick<Context, 'db'>,
  scope: OwnerScope,
  input: z.output<typeof ZListPresentationsInput>,
) {
  const cursor = decodeCursor(input.cursor);
  const scoped = inScope(presentations, scope);
  const where = cursor
    ? and(
        scoped,
        or(
          lt(presentations.createdAt, cursor.createdAt),
          and(eq(presentations.createdAt, cursor.createdAt), lt(presentations.id, cursor.id)),
        ),
      )
    : scoped;
  // One round trip for the page with each row's view stats (index lookups per row), and the count
  // beside it: the list stays two parallel queries however many presentations and views there are.
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: presentations.id,
        title: presentations.title,
        clientName: presentations.clientName,
        shareEnabled: presentations.shareEnabled,
        sharedUrl: presentations.sharedUrl,
        createdAt: presentations.createdAt,
        // Whose it is, for a list that spans several members (one primary-key lookup per row).
        ownerId: presentations.userId,
        ownerName: userProfiles.fullName,
        ...PRESENTATION_VIEW_STATS,
      })
      .from(presentations)
      .leftJoin(userProfiles, eq(userProfiles.userId, presentations.userId))
      .where(where)
      .orderBy(descNullsLast(presentations.createdAt), descNullsLast(presentations.id))
      .limit(input.limit + 1),
    deps.db.select({ value: count() }).from(presentations).where(scoped),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...row,
      ownerName: row.ownerName ?? '',
      createdAt: row.createdAt.toISOString(),
      views: Number(row.views),
      lastViewedAt: row.lastViewedAt ? new Date(row.lastViewedAt).toISOString() : null,
    })),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
    total: Number(total?.value ?? 0),
  };
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError('BAD_REQUEST', 'Invalid page cursor');
  return { createdAt, id };
}
