// Writing to the audit log: one row per change of consequence, with who did it and from where.
// The table refuses updates and deletes (a trigger), so what is written here stays written.
import type { TAuditAction } from '@pitchcraft/core';
import { auditLog, eq, organizationMembers, users, type Executor } from '@pitchcraft/db';

import type { RequestMeta } from '../../context';
import { newId } from '../../ids';
import type { SessionUser } from '../auth/session';

export interface AuditActor {
  organizationId: string;
  userId: string | null;
  email: string | null;
  /** The request it came from (address and browser); absent for background work. */
  meta?: Pick<RequestMeta, 'ip' | 'userAgent'>;
}

export interface AuditEntry {
  action: TAuditAction;
  targetKind?: string;
  targetId?: string;
  /** What changed, in plain values (ids, names, old and new roles): never a secret or a token. */
  details?: Record<string, unknown>;
}

/** What a request's context must carry for its change to be recorded. */
export interface AuditCtx {
  user: Pick<SessionUser, 'id' | 'email' | 'organizationId'>;
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>;
}

/** The signed-in caller of a request as an audit actor. */
export const auditActorOf = (ctx: AuditCtx): AuditActor => ({
  organizationId: ctx.user.organizationId,
  userId: ctx.user.id,
  email: ctx.user.email,
  meta: ctx.meta,
});

export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    id: newId(),
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetKind: entry.targetKind ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    ipAddress: actor.meta?.ip ?? null,
    userAgent: actor.meta?.userAgent?.slice(0, 300) ?? null,
  });
}

/**
 * Records what an account did before it has a session (signing in, resetting a forgotten password):
 * filed under its organisation, with its address as it is now. An account without a membership
 * (none is made without one) records nothing.
 */
export async function recordAccountEvent(
  db: Executor,
  userId: string,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
  entry: AuditEntry,
): Promise<void> {
  const [account] = await db
    .select({ organizationId: organizationMembers.organizationId, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  if (!account) return;
  await recordAudit(
    db,
    { organizationId: account.organizationId, userId, email: account.email, meta },
    entry,
  );
}
