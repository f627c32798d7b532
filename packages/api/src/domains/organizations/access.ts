// The one place that decides whether a member may act on a row: the row must be in the member's
// organisation, and the role table in core (mayActOn) must allow the action on a row of that owner.
// A procedure resolves the row's owner here and then calls its service as that owner, so every
// service keeps its (deps, ownerId, input) shape and its own owner check.
import {
  CLIENT_MESSAGES,
  hasPermission,
  mayActOn,
  PRESENTATION_NOT_FOUND_MESSAGE,
  SUBMISSION_MESSAGES,
  type TActor,
  type TOrgPermission,
  type TRowAction,
} from '@pitchcraft/core';
import {
  and,
  clientCollectionLinks,
  clients,
  eq,
  generations,
  intakeSubmissions,
  organizationMembers,
  presentations,
  type Executor,
} from '@pitchcraft/db';

import { AppError } from '../../errors';
import type { SessionUser } from '../auth/session';

export const actorOf = (user: SessionUser): TActor => ({
  userId: user.id,
  organizationId: user.organizationId,
  role: user.role,
  assistsUserId: user.assistsUserId,
});

export type OwnedKind = 'presentation' | 'client' | 'link' | 'generation' | 'submission';

const TABLES = {
  presentation: presentations,
  client: clients,
  link: clientCollectionLinks,
} as const;

const NOT_FOUND: Record<OwnedKind, () => AppError> = {
  presentation: () => new AppError('NOT_FOUND', PRESENTATION_NOT_FOUND_MESSAGE),
  client: () => new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound, { reason: 'CLIENT_NOT_FOUND' }),
  link: () => new AppError('NOT_FOUND', 'Link not found'),
  generation: () => new AppError('NOT_FOUND', 'Generation not found'),
  submission: () => new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound),
};

/** The owner of row `id` of `kind` in `organizationId`, or undefined. */
async function ownerInOrganization(
  db: Executor,
  kind: OwnedKind,
  id: string,
  organizationId: string,
): Promise<string | undefined> {
  if (kind === 'generation') {
    // A generation has no organisation of its own: it is its owner's, in their organisation now.
    const [row] = await db
      .select({ userId: generations.userId })
      .from(generations)
      .innerJoin(organizationMembers, eq(organizationMembers.userId, generations.userId))
      .where(and(eq(generations.id, id), eq(organizationMembers.organizationId, organizationId)))
      .limit(1);
    return row?.userId;
  }
  if (kind === 'submission') {
    // A submission under review belongs with the client it matched, in that client's organisation.
    const [row] = await db
      .select({ userId: intakeSubmissions.userId })
      .from(intakeSubmissions)
      .innerJoin(clients, eq(clients.id, intakeSubmissions.clientId))
      .where(and(eq(intakeSubmissions.id, id), eq(clients.organizationId, organizationId)))
      .limit(1);
    return row?.userId;
  }
  const table = TABLES[kind];
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
    .limit(1);
  return row?.userId;
}

const ROLE_REFUSALS: Record<Exclude<TRowAction, 'read'>, string> = {
  write: 'Your role in this organisation cannot change this.',
  share: 'Your role in this organisation cannot put this in front of a client.',
};

/**
 * The owner of row `id` of `kind` if `actor` may do `action` on it. A row of another organisation,
 * or one the actor may not even read, is NOT_FOUND (indistinguishable from missing); a row they
 * may read but not change or share is FORBIDDEN with the reason.
 */
export async function actingOwner(
  db: Executor,
  actor: TActor,
  kind: OwnedKind,
  id: string,
  action: TRowAction,
): Promise<string> {
  const ownerId = await ownerInOrganization(db, kind, id, actor.organizationId);
  if (!ownerId || !mayActOn(actor, ownerId, 'read')) throw NOT_FOUND[kind]();
  if (action !== 'read' && !mayActOn(actor, ownerId, action))
    throw new AppError('FORBIDDEN', ROLE_REFUSALS[action], { reason: 'ROLE_FORBIDDEN' });
  return ownerId;
}

/** Refuses an organisation-wide action the actor's role does not carry. */
export function assertPermission(actor: TActor, permission: TOrgPermission): void {
  if (!hasPermission(actor.role, permission))
    throw new AppError('FORBIDDEN', 'Your role in this organisation does not allow this.', {
      reason: 'ROLE_FORBIDDEN',
    });
}
