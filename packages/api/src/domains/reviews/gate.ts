// The approval policy's two effects: what may be put in front of a client (sharing, a follow-up),
// and which version a shared link shows. Approval is of a page's SHA-256, so an edit needs a new
// approval and restoring an approved version (the same page) is approved again.
import { REVIEW_MESSAGES } from '@pitchcraft/core';
import {
  and,
  desc,
  eq,
  organizations,
  presentationReviews,
  presentations,
  presentationVersions,
  sql,
  type Executor,
} from '@pitchcraft/db';

import { AppError } from '../../errors';
import { pageHash } from '../records/hash-chain';

/** The SHA-256 of the presentation's current page: its version's recorded hash, else the page's. */
export async function currentPageHash(
  db: Executor,
  row: { id: string; version: number; htmlContent: string },
): Promise<string> {
  const [version] = await db
    .select({ pageHash: presentationVersions.pageHash })
    .from(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, row.id),
        eq(presentationVersions.number, row.version),
      ),
    )
    .limit(1);
  return version?.pageHash ?? pageHash(row.htmlContent);
}

/** Whether a reviewer approved this exact page of the presentation. */
export async function isApproved(
  db: Executor,
  presentationId: string,
  hash: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: presentationReviews.id })
    .from(presentationReviews)
    .where(
      and(
        eq(presentationReviews.presentationId, presentationId),
        eq(presentationReviews.pageHash, hash),
        eq(presentationReviews.status, 'approved'),
      ),
    )
    .limit(1);
  return Boolean(found);
}

export async function requiresApproval(db: Executor, organizationId: string): Promise<boolean> {
  const [org] = await db
    .select({ requireApproval: organizations.requireApproval })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return org?.requireApproval ?? false;
}

/**
 * Refuses to put presentation `presentationId` in front of a client (share it, send a follow-up)
 * while its organisation requires approval and its current page has none.
 */
export async function assertClientFacingAllowed(
  db: Executor,
  presentationId: string,
): Promise<void> {
  const [row] = await db
    .select({
      id: presentations.id,
      version: presentations.version,
      htmlContent: presentations.htmlContent,
      requireApproval: organizations.requireApproval,
    })
    .from(presentations)
    .innerJoin(organizations, eq(organizations.id, presentations.organizationId))
    .where(eq(presentations.id, presentationId))
    .limit(1);
  if (!row?.requireApproval) return;
  if (await isApproved(db, row.id, await currentPageHash(db, row))) return;
  throw new AppError('FORBIDDEN', REVIEW_MESSAGES.approvalRequired, {
    reason: 'APPROVAL_REQUIRED',
  });
}

/**
 * The version a shared link shows while approval is required: the newest version whose page was
 * approved (`current` when that is the current one), or null when none was (the link then reads
 * as not shared). A page saved before versions were kept has no version row: its approval is
 * matched by number, which no edit can keep (every edit makes a new number).
 */
export async function approvedVersionToServe(
  db: Executor,
  row: { id: string; version: number },
): Promise<{ number: number; current: boolean } | null> {
  const [newest] = await db
    .select({ number: presentationVersions.number })
    .from(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, row.id),
        sql`exists (select 1 from ${presentationReviews} where ${presentationReviews.presentationId} = ${row.id} and ${presentationReviews.status} = 'approved' and ${presentationReviews.pageHash} = ${presentationVersions.pageHash})`,
      ),
    )
    .orderBy(desc(presentationVersions.number))
    .limit(1);
  if (newest) return { number: newest.number, current: newest.number === row.version };
  const [legacy] = await db
    .select({ number: presentationReviews.versionNumber })
    .from(presentationReviews)
    .where(
      and(
        eq(presentationReviews.presentationId, row.id),
        eq(presentationReviews.status, 'approved'),
        eq(presentationReviews.versionNumber, row.version),
        sql`not exists (select 1 from ${presentationVersions} where ${presentationVersions.presentationId} = ${row.id})`,
      ),
    )
    .limit(1);
  return legacy ? { number: row.version, current: true } : null;
}
