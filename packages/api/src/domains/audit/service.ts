// Reading the audit log: one organisation's rows, newest first, filtered and paged by keyset on
// (occurred_at, id) so a page never skips or repeats a row, however many share a time. Only members
// whose role carries 'audit' read it, and only their own organisation's rows.
import {
  auditActionLabel,
  auditActionsMatching,
  ROLE_LABELS,
  type TActor,
  type TAuditFilter,
  type TAuditListInput,
  type TMemberRole,
} from '@pitchcraft/core';
import {
  and,
  asc,
  auditLog,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  notInArray,
  organizationMembers,
  sql,
  userProfiles,
  users,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { assertPermission } from '../organizations/access';

/** The stored time to the microsecond, in UTC: what a cursor carries (a JS Date keeps only ms). */
const occurredAtText = sql<string>`to_char(${auditLog.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A profile's name, or null where it was never filled in. */
const blankToNull = (text: string | null) => (text?.trim() ? text : null);

export interface TAuditRow {
  id: string;
  /** ISO 8601, UTC. */
  occurredAt: string;
  action: string;
  label: string;
  actor: { userId: string | null; email: string | null; name: string | null };
  targetKind: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

function conditionsOf(organizationId: string, filter: TAuditFilter, cursor?: string) {
  const conditions = [eq(auditLog.organizationId, organizationId)];
  if (filter.action) conditions.push(inArray(auditLog.action, auditActionsMatching(filter.action)));
  if (filter.actorUserId) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.occurredAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.occurredAt, new Date(filter.to)));
  if (cursor) {
    const [at, id] = cursor.split('~') as [string, string];
    conditions.push(sql`(${auditLog.occurredAt}, ${auditLog.id}) < (${at}::timestamptz, ${id})`);
  }
  return conditions;
}

/**
 * One page of an organisation's log, and the cursor of the next (null on the last page). Not
 * guarded: callers check the reader's permission first.
 */
export async function readAuditPage(
  db: Executor,
  organizationId: string,
  filter: TAuditFilter,
  page: { cursor?: string; limit: number },
): Promise<{ items: TAuditRow[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: occurredAtText,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      actorEmail: auditLog.actorEmail,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      details: auditLog.details,
      ip: auditLog.ipAddress,
      userAgent: auditLog.userAgent,
    })
    .from(auditLog)
    .where(and(...conditionsOf(organizationId, filter, page.cursor)))
    // NULLS LAST as the index is built (audit_log_org_idx), so the index gives the order and the
    // page stops at `limit` rows instead of sorting the whole log.
    .orderBy(sql`${auditLog.occurredAt} desc nulls last`, sql`${auditLog.id} desc nulls last`)
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  // The page first (the index walks it in order), then its few actors' names: joining before the
  // limit made the planner join every row of a large log.
  const actorIds = [...new Set(shown.map((row) => row.actorUserId).filter((id) => id !== null))];
  const names = new Map(
    actorIds.length === 0
      ? []
      : (
          await db
            .select({ userId: userProfiles.userId, name: userProfiles.fullName })
            .from(userProfiles)
            .where(inArray(userProfiles.userId, actorIds))
        ).map((p) => [p.userId, p.name] as const),
  );
  return {
    items: shown.map((row) => ({
      id: row.id,
      occurredAt: new Date(row.at).toISOString(),
      action: row.action,
      label: auditActionLabel(row.action),
      actor: {
        userId: row.actorUserId,
        email: row.actorEmail,
        name: blankToNull(names.get(row.actorUserId ?? '') ?? null),
      },
      targetKind: row.targetKind,
      targetId: row.targetId,
      details: row.details,
      ip: row.ip,
      userAgent: row.userAgent,
    })),
    nextCursor: more && last ? `${last.at}~${last.id}` : null,
  };
}

export async function listAudit(
  { db }: Pick<Context, 'db'>,
  actor: TActor,
  { cursor, limit = 50, ...filter }: TAuditListInput,
) {
  assertPermission(actor, 'audit');
  return readAuditPage(db, actor.organizationId, filter, { cursor, limit });
}

interface TAuditPerson {
  userId: string;
  email: string;
  name: string | null;
  /** Null for someone who acted here and is no longer a member. */
  role: TMemberRole | null;
  roleLabel: string;
}

/** How many former members the person filter lists (the most recent matter most). */
const FORMER_ACTORS_LIMIT = 200;

/** The people the log can be filtered by: today's members, then former members who acted here. */
export async function auditPeople(
  { db }: Pick<Context, 'db'>,
  actor: TActor,
): Promise<TAuditPerson[]> {
  assertPermission(actor, 'audit');
  const members = await db
    .select({
      userId: organizationMembers.userId,
      email: users.email,
      name: userProfiles.fullName,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, actor.organizationId))
    .orderBy(asc(users.email));
  const memberIds = members.map((m) => m.userId);
  const former = await db
    .select({
      userId: sql<string>`${auditLog.actorUserId}`,
      email: sql<string>`max(${auditLog.actorEmail})`,
      lastAt: sql<string>`max(${auditLog.occurredAt})`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, actor.organizationId),
        isNotNull(auditLog.actorUserId),
        ...(memberIds.length ? [notInArray(auditLog.actorUserId, memberIds)] : []),
      ),
    )
    .groupBy(auditLog.actorUserId)
    .orderBy(sql`max(${auditLog.occurredAt}) desc`)
    .limit(FORMER_ACTORS_LIMIT);
  return [
    ...members.map((m) => ({
      userId: m.userId,
      email: m.email,
      name: blankToNull(m.name),
      role: m.role,
      roleLabel: ROLE_LABELS[m.role],
    })),
    ...former.map((f) => ({
      userId: f.userId,
      email: f.email,
      name: null,
      role: null,
      roleLabel: 'Former member',
    })),
  ];
}
