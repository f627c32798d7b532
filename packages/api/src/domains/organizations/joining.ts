// Accepting an invitation: what its link shows anyone who opens it, joining with a signed-in
// account, and joining at sign-up (where the invitation proves the mailbox). The token is claimed
// by a conditional update inside the joining transaction, so it is used once even when raced.
import {
  INVITATION_INVALID_MESSAGE,
  ORGANIZATION_MESSAGES,
  ROLE_LABELS,
  type TInvitableRole,
  type TInvitationState,
  type TInvitationTokenInput,
} from '@pitchcraft/core';
import {
  and,
  eq,
  organizationInvitations,
  organizationMembers,
  organizations,
  userProfiles,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { syncSeats } from '../billing/seats';
import { notify } from '../notifications/notify';
import { memberCountOf, usableInvitation } from './invitations';
import { moveMembership } from './membership';
import {
  ADVISING_ROLES,
  displayNameOf,
  hashInvitationToken,
  managersOf,
  organizationOf,
  type OrgCtx,
} from './queries';

type InvitationRow = typeof organizationInvitations.$inferSelect;

const stateOf = (row: InvitationRow): TInvitationState => {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'used';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'valid';
};

const STATE_MESSAGES: Record<Exclude<TInvitationState, 'valid'>, string> = {
  expired: ORGANIZATION_MESSAGES.invitationExpired,
  used: ORGANIZATION_MESSAGES.invitationUsed,
  revoked: ORGANIZATION_MESSAGES.invitationRevoked,
};

export async function invitationByToken(
  db: Executor,
  token: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row ?? null;
}

/** Refuses an invitation that cannot be accepted now, naming the field the token came in. */
export function assertAcceptable(
  row: InvitationRow | null,
  field: string,
): asserts row is InvitationRow {
  if (!row)
    throw new AppError('BAD_REQUEST', INVITATION_INVALID_MESSAGE, {
      field,
      reason: 'INVITATION_INVALID',
    });
  const state = stateOf(row);
  if (state !== 'valid')
    throw new AppError('BAD_REQUEST', STATE_MESSAGES[state], {
      field,
      reason: `INVITATION_${state.toUpperCase()}`,
    });
}

type InvitationView =
  | { state: 'invalid' }
  | {
      state: TInvitationState;
      organizationName: string;
      inviterName: string;
      role: TInvitableRole;
      roleLabel: string;
      email: string;
    };

/** What the invitation screen shows; an unknown token learns nothing but that it is not valid. */
export async function describeInvitation(
  { db }: Pick<Context, 'db'>,
  { token }: TInvitationTokenInput,
): Promise<InvitationView> {
  const row = await invitationByToken(db, token);
  if (!row) return { state: 'invalid' };
  const [organization, inviterName] = await Promise.all([
    organizationOf(db, row.organizationId),
    row.invitedBy ? displayNameOf(db, row.invitedBy) : Promise.resolve('Your colleague'),
  ]);
  const role = row.role as TInvitableRole;
  return {
    state: stateOf(row),
    organizationName: organization?.name ?? 'An organisation',
    inviterName,
    role,
    roleLabel: ROLE_LABELS[role],
    email: row.email,
  };
}

/** Claims the invitation for `userId`; a second claim (or a late one) finds nothing to claim. */
export async function claim(tx: Executor, row: InvitationRow, userId: string): Promise<void> {
  const [claimed] = await tx
    .update(organizationInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(and(eq(organizationInvitations.id, row.id), usableInvitation()))
    .returning({ id: organizationInvitations.id });
  if (!claimed) {
    const [now] = await tx
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, row.id));
    assertAcceptable(now ?? null, 'token');
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.invitationUsed);
  }
}

/** The assistant's advisor, if they are still an advisor, admin or owner there. */
export async function assistsStill(tx: Executor, row: InvitationRow): Promise<string | null> {
  if (row.role !== 'assistant' || !row.assistsUserId) return null;
  const [member] = await tx
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, row.assistsUserId),
        eq(organizationMembers.organizationId, row.organizationId),
      ),
    );
  return member && ADVISING_ROLES.includes(member.role) ? row.assistsUserId : null;
}

/** Records the join, tells the owners and admins, and brings the paid seats in line. */
export async function announceJoin(
  deps: Pick<Context, 'db' | 'services' | 'log'>,
  actor: AuditActor & { userId: string },
  row: InvitationRow,
): Promise<void> {
  const [organization, name] = await Promise.all([
    organizationOf(deps.db, row.organizationId),
    displayNameOf(deps.db, actor.userId),
  ]);
  const managers = (await managersOf(deps.db, row.organizationId)).filter(
    (id) => id !== actor.userId,
  );
  await notify(deps.db, managers, {
    kind: 'member.joined',
    title: `${name} joined ${organization?.name ?? 'your organisation'}`,
    body: `As ${ROLE_LABELS[row.role]}.`,
    href: '/team',
  });
  await syncSeats(deps, row.organizationId, actor);
}

const runningSubscription = (status: string | null, cancelAtPeriodEnd: boolean): boolean =>
  ['active', 'trialing', 'past_due', 'unpaid'].includes(status ?? '') && !cancelAtPeriodEnd;

/** Joins the invitation's organisation with the signed-in account. */
export async function acceptInvitation(
  ctx: OrgCtx,
  { token }: TInvitationTokenInput,
): Promise<{ organizationId: string; organizationName: string }> {
  const userId = ctx.user.id;
  const row = await invitationByToken(ctx.db, token);
  if (!row) assertAcceptable(row, 'token');
  if (row.email !== ctx.user.email.toLowerCase())
    throw new AppError('FORBIDDEN', ORGANIZATION_MESSAGES.wrongAddress, {
      reason: 'WRONG_ADDRESS',
    });
  const actor = {
    organizationId: row.organizationId,
    userId,
    email: ctx.user.email,
    meta: ctx.meta,
  };
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        organizationId: organizationMembers.organizationId,
        billingUserId: organizations.billingUserId,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .for('update', { of: organizationMembers });
    if (!current) throw new AppError('UNAUTHORIZED', 'Authentication required');
    if (current.organizationId === row.organizationId)
      throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.youAreAlreadyMember, {
        reason: 'ALREADY_MEMBER',
      });
    assertAcceptable(row, 'token');
    if ((await memberCountOf(tx, current.organizationId)) > 1)
      throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.leaveFirst, { reason: 'LEAVE_FIRST' });
    const [billing] = await tx
      .select({
        status: userProfiles.subscriptionStatus,
        cancelAtPeriodEnd: userProfiles.cancelAtPeriodEnd,
      })
      .from(userProfiles)
      .where(eq(userProfiles.userId, current.billingUserId));
    if (billing && runningSubscription(billing.status, billing.cancelAtPeriodEnd))
      throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.cancelSubscriptionFirst, {
        reason: 'OWN_SUBSCRIPTION',
      });
    await claim(tx, row, userId);
    await moveMembership(tx, {
      userId,
      fromOrganizationId: current.organizationId,
      toOrganizationId: row.organizationId,
      role: row.role,
      assistsUserId: await assistsStill(tx, row),
      bringRows: true,
    });
    await recordAudit(tx, actor, {
      action: 'member.joined',
      targetKind: 'user',
      targetId: userId,
      details: { role: row.role, invitationId: row.id },
    });
  });
  await announceJoin(ctx, actor, row);
  const organization = await organizationOf(ctx.db, row.organizationId);
  return { organizationId: row.organizationId, organizationName: organization?.name ?? '' };
}
