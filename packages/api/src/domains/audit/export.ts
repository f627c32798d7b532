// The audit log as CSV, for the download route (apps/server/src/routes/audit-export.ts): the same
// filters and scoping as the app's list, read a page at a time so an export of tens of thousands of
// rows never sits in memory whole. Every cell is formula-safe (csvCell): an actor's user agent or a
// name in the details is text someone else typed.
import {
  AUDIT_CSV_HEADER,
  AUDIT_EXPORT_MAX_ROWS,
  auditActionLabel,
  csvCell,
  ZAuditFilter,
  type TAuditFilter,
} from '@pitchcraft/core';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/session';
import { actorOf, assertPermission } from '../organizations/access';
import { auditActorOf, recordAudit } from './record';
import { readAuditPage, type TAuditRow } from './service';

const EXPORT_PAGE_ROWS = 1_000;
const WINDOW_MS = 10 * 60 * 1000;

const csvLine = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

function csvLineOf(row: TAuditRow): string {
  return csvLine([
    row.occurredAt,
    row.actor.email,
    row.action,
    row.label || auditActionLabel(row.action),
    row.targetKind,
    row.targetId,
    JSON.stringify(row.details),
    row.ip,
    row.userAgent,
  ]);
}

/** The export's filters from a query string; a bad one is a clear 400, never a server error. */
export function auditFilterOfQuery(query: unknown): TAuditFilter {
  const parsed = ZAuditFilter.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid filter');
}

interface AuditExport {
  fileName: string;
  /** The file, a page of rows at a time: the header, then up to AUDIT_EXPORT_MAX_ROWS rows. */
  chunks: AsyncGenerator<string>;
}

/**
 * Starts an export for a signed-in member: refused (FORBIDDEN) without the 'audit' permission,
 * counted against the member's downloads, and itself recorded before the first row is read.
 */
export async function startAuditExport(
  ctx: Pick<Context, 'db' | 'services' | 'meta'> & { user: SessionUser },
  filter: TAuditFilter,
): Promise<AuditExport> {
  const actor = actorOf(ctx.user);
  assertPermission(actor, 'audit');
  await ctx.services.rateLimiter.reserve([
    {
      key: `export:audit:${ctx.user.id}`,
      limit: 20,
      windowMs: WINDOW_MS,
      message: 'Too many exports at once. Please wait a few minutes and try again.',
    },
  ]);
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'audit.exported',
    details: { filters: filter },
  });
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `pitchcraft-audit-log-${day}.csv`,
    chunks: auditCsvChunks(ctx.db, actor.organizationId, filter),
  };
}

async function* auditCsvChunks(
  db: Context['db'],
  organizationId: string,
  filter: TAuditFilter,
): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_HEADER);
  let cursor: string | undefined;
  let written = 0;
  while (written < AUDIT_EXPORT_MAX_ROWS) {
    const limit = Math.min(EXPORT_PAGE_ROWS, AUDIT_EXPORT_MAX_ROWS - written);
    const page = await readAuditPage(db, organizationId, filter, { cursor, limit });
    if (page.items.length) yield page.items.map(csvLineOf).join('');
    written += page.items.length;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
