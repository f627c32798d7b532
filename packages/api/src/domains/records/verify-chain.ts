// Recomputes each presentation's chain of versions from its stored rows and names the first link
// that does not hold: a page that no longer matches its hash, a hash that no longer follows from the
// one before, or a number with no version.
import { asc, eq, presentations, presentationVersions, type Executor } from '@pitchcraft/db';

import { chainHash, pageHash } from './hash-chain';

export type TChainBreak = 'page changed' | 'chain broken' | 'version missing';

export type TChainCheck =
  | { presentationId: string; versions: number; ok: true }
  | { presentationId: string; versions: number; ok: false; number: number; reason: TChainBreak };

interface StoredVersion {
  number: number;
  htmlContent: string;
  pageHash: string;
  chainHash: string;
}

/**
 * The first broken link of one presentation's versions (in number order), or null. `latest` is the
 * number the presentation row says is current: versions removed from the end are missing too. A
 * presentation saved before versions were kept (latest 1, no rows) has nothing to break.
 */
export function firstBreak(
  presentationId: string,
  rows: readonly StoredVersion[],
  latest: number,
): { number: number; reason: TChainBreak } | null {
  let previous = '';
  let expected = 1;
  for (const row of rows) {
    if (row.number !== expected) return { number: expected, reason: 'version missing' };
    if (pageHash(row.htmlContent) !== row.pageHash)
      return { number: row.number, reason: 'page changed' };
    previous = chainHash({ previous, presentationId, number: row.number, pageHash: row.pageHash });
    if (previous !== row.chainHash) return { number: row.number, reason: 'chain broken' };
    expected += 1;
  }
  const recorded = expected - 1;
  if (latest > recorded && (recorded > 0 || latest > 1))
    return { number: recorded + 1, reason: 'version missing' };
  return null;
}

/** One presentation's check; null when there is no such presentation. */
async function checkOne(db: Executor, presentationId: string): Promise<TChainCheck | null> {
  const [presentation] = await db
    .select({ version: presentations.version })
    .from(presentations)
    .where(eq(presentations.id, presentationId))
    .limit(1);
  if (!presentation) return null;
  const rows = await db
    .select({
      number: presentationVersions.number,
      htmlContent: presentationVersions.htmlContent,
      pageHash: presentationVersions.pageHash,
      chainHash: presentationVersions.chainHash,
    })
    .from(presentationVersions)
    .where(eq(presentationVersions.presentationId, presentationId))
    .orderBy(asc(presentationVersions.number));
  const broken = firstBreak(presentationId, rows, presentation.version);
  return broken
    ? { presentationId, versions: rows.length, ok: false, ...broken }
    : { presentationId, versions: rows.length, ok: true };
}

/**
 * Each presentation's chain (or only `presentationId`'s), verified from what is stored. One
 * presentation's versions are read at a time, so a large database is checked in bounded memory.
 */
export async function verifyChain(db: Executor, presentationId?: string): Promise<TChainCheck[]> {
  const ids =
    presentationId === undefined
      ? (
          await db
            .select({ id: presentations.id })
            .from(presentations)
            .orderBy(asc(presentations.id))
        ).map((row) => row.id)
      : [presentationId];
  const checks: TChainCheck[] = [];
  for (const id of ids) {
    const check = await checkOne(db, id);
    if (check) checks.push(check);
  }
  return checks;
}

/** A check as one line a person reads ("Chain verified: intact" or the broken link). */
export function describeCheck(check: TChainCheck): string {
  if (check.ok)
    return check.versions === 0
      ? 'Chain verified: no versions on record (saved before versions were kept)'
      : `Chain verified: intact (${check.versions} version${check.versions === 1 ? '' : 's'})`;
  return `Chain broken at version ${check.number}: ${check.reason}`;
}
