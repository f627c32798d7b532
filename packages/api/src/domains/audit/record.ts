// Writing to the audit log: one row per change of consequence, with who did it and from where.
// The table refuses updates and deletes (a trigger), so what is written here stays written.
import type { TAuditAction } from '@pitchcraft/core';
import { auditLog, type Executor } from '@pitchcraft/db';

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

/** The signed-in caller of a request as an audit actor. */
export const auditActorOf = (ctx: {
  user: Pick<SessionUser, 'id' | 'email' | 'organizationId'>;
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>;
}): AuditActor => ({
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
