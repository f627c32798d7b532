// What a procedure asks before calling a service: whose row the caller acts on (the service then
// runs as that owner, keeping its own owner check), whose a new row will be, and which owners'
// rows a list shows. Every answer comes from core's role table through access.ts.
import type { Column, SQL } from 'drizzle-orm';

import { listOwners, type TRowAction } from '@pitchcraft/core';
import { and, eq, inArray, organizationMembers, sql, type Executor } from '@pitchcraft/db';

import { AppError } from '../../errors';
import type { SessionUser } from '../auth/session';
import { actingOwner, actorOf, assertPermission, type OwnedKind } from './access';

interface ActingCtx {
  db: Executor;
  user: SessionUser;
}

/** The owner of row `id` of `kind`, when the caller may do `action` on it (else NOT_FOUND/FORBIDDEN). */
export function ownerFor(
  ctx: ActingCtx,
  kind: OwnedKind,
  id: string,
  action: TRowAction,
): Promise<string> {
  return actingOwner(ctx.db, actorOf(ctx.user), kind, id, action);
}

export const NO_ASSISTED_ADVISOR_MESSAGE =
  'You are not assisting an advisor yet. Ask an admin of your organisation to choose whom you assist.';

/**
 * Whose a client, link, generation or presentation the caller makes will be: their own, or for an
 * assistant the advisor they assist (who must still be in the organisation). A role that cannot
 * create is refused.
 */
export async function creatingOwner(ctx: ActingCtx): Promise<string> {
  const { user } = ctx;
  assertPermission(actorOf(user), 'create');
  if (user.role !== 'assistant') return user.id;
  const assisted = user.assistsUserId;
  const [member] = assisted
    ? await ctx.db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.userId, assisted),
            eq(organizationMembers.organizationId, user.organizationId),
          ),
        )
        .limit(1)
    : [];
  if (!member)
    throw new AppError('FORBIDDEN', NO_ASSISTED_ADVISOR_MESSAGE, { reason: 'NO_ASSISTED_ADVISOR' });
  return member.userId;
}

/** Which rows a list shows: the caller's organisation's, of every owner or only of these. */
export interface OwnerScope {
  organizationId: string;
  owners: 'all' | readonly string[];
}

export const listScopeOf = (user: SessionUser): OwnerScope => ({
  organizationId: user.organizationId,
  owners: listOwners(actorOf(user)),
});

/**
 * The condition for rows of a table with organization_id and user_id in `scope`. Always by
 * organisation too: a member who left never lists the old organisation's rows.
 */
export function inScope(
  columns: { organizationId: Column; userId: Column },
  scope: OwnerScope,
): SQL {
  const organization = eq(columns.organizationId, scope.organizationId);
  if (scope.owners === 'all') return organization;
  return sql`${organization} and ${inArray(columns.userId, [...scope.owners])}`;
}
