// The page a visitor of a shared presentation is shown: the current one, or while approval is
// required and the current one is not approved, the newest approved version (share.ts decides).
import { and, eq, presentations, presentationVersions, type Database } from '@pitchcraft/db';

import type { SharedRow } from './share';

/** The document and client data of the approved version shown instead of the current one, if so. */
export async function shownVersionState(
  db: Database,
  row: Pick<SharedRow, 'id' | 'version' | 'showsCurrent'>,
): Promise<{ document: unknown; clientData: Record<string, unknown> } | null> {
  if (row.showsCurrent) return null;
  const [version] = await db
    .select({
      document: presentationVersions.document,
      clientData: presentationVersions.clientData,
    })
    .from(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, row.id),
        eq(presentationVersions.number, row.version),
      ),
    )
    .limit(1);
  return version ?? null;
}

/** A recorded version's page: it never changes, so it is cached like the current one. */
async function versionHtml(db: Database, id: string, number: number): Promise<string | null> {
  const [version] = await db
    .select({ html: presentationVersions.htmlContent })
    .from(presentationVersions)
    .where(
      and(eq(presentationVersions.presentationId, id), eq(presentationVersions.number, number)),
    )
    .limit(1);
  return version?.html ?? null;
}

// Shared HTML, cached by (id, updated_at, version shown): access is decided from the database on
// every request, and only the unchanged bytes are reused. Any save bumps updated_at, so a cached
// copy is never stale; an approved version shown instead of the current one is immutable.
const HTML_CACHE_LIMIT = 200;
const htmlCache = new Map<string, string>();

export async function sharedHtml(
  db: Database,
  row: Pick<SharedRow, 'id' | 'updatedAt' | 'version' | 'showsCurrent'>,
): Promise<string | null> {
  const key = `${row.id}:${row.updatedAt.getTime()}:${row.showsCurrent ? 'current' : row.version}`;
  const cached = htmlCache.get(key);
  if (cached !== undefined) {
    htmlCache.delete(key);
    htmlCache.set(key, cached);
    return cached;
  }
  if (!row.showsCurrent) {
    const html = await versionHtml(db, row.id, row.version);
    if (html !== null) remember(key, html);
    return html;
  }
  const [found] = await db
    .select({ html: presentations.htmlContent, updatedAt: presentations.updatedAt })
    .from(presentations)
    .where(eq(presentations.id, row.id))
    .limit(1);
  if (!found) return null;
  if (found.updatedAt.getTime() === row.updatedAt.getTime()) remember(key, found.html);
  return found.html;
}

function remember(key: string, html: string) {
  htmlCache.set(key, html);
  const oldest = htmlCache.keys().next().value;
  if (htmlCache.size > HTML_CACHE_LIMIT && oldest !== undefined) htmlCache.delete(oldest);
}
