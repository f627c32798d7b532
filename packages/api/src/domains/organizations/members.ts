// The organisation and its members: what the Team page shows, renaming and the brand policy, and
// changing a member's role, removing a member or leaving. The owner who holds the subscription
// (the billing member) keeps their role and their place; a member who goes returns to their own
// organisation of one and their clients and presentations stay behind for a reassignment.
import {
  isSeatRole,
  ORGANIZATION_MESSAGES,
  type TBrandPolicyInput,
  type TChangeRoleInput,
  type TMemberInput,
  type TMemberRole,
  type TRenameOrganizationInput,
} from '@pitchcraft/core';
import {
  and,
  asc,
  eq,
  isNull,
  ne,
  organizationInvitations,
  organizationMembers,
  organizations,
  sessions,
  userProfiles,
  users,
} from '@pitchcraft/db';

import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit/record';
import { invalidateUserSessions } from '../auth/session';
import { syncSeats } from '../billing/seats';
import { actorOf, assertPermission } from './access';
import { invitationSummaryOf, type InvitationSummary } from './invitations';
import { releaseAssistants, returnToOwnOrganization } from './membership';
import {
  ADVISING_ROLES,
  assertAdvisingMember,
  memberOf,
  organizationOf,
  type OrgCtx,
} from './queries';

interface MemberView {
  userId: string;
  fullName: string;
  email: string;
  role: TMemberRole;
  assistsUserId: string | null;
  joinedAt: string;
  seat: boolean;
}

export async function getOrganization(ctx: OrgCtx) {
  const actor = actorOf(ctx.user);
  const organization = await organizationOf(ctx.db, actor.organizationId);
  if (!organization) throw new AppError('NOT_FOUND', 'Organisation not found');
  const manages = actor.role === 'owner' || actor.role === 'admin';
  const [rows, invitations] = await Promise.all([
    ctx.db
      .select({
        userId: organizationMembers.userId,
        fullName: userProfiles.fullName,
        email: users.email,
        role: organizationMembers.role,
        assistsUserId: organizationMembers.assistsUserId,
        joinedAt: organizationMembers.createdAt,
      })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, actor.organizationId))
      .orderBy(asc(organizationMembers.createdAt)),
    manages
      ? ctx.db
          .select()
          .from(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.organizationId, actor.organizationId),
              isNull(organizationInvitations.acceptedAt),
              isNull(organizationInvitations.revokedAt),
            ),
          )
          .orderBy(asc(organizationInvitations.createdAt))
      : Promise.resolve([]),
  ]);
  const members: MemberView[] = rows.map((r) => ({
    ...r,
    fullName: r.fullName ?? '',
    joinedAt: r.joinedAt.toISOString(),
    seat: isSeatRole(r.role),
  }));
  return {
    id: organization.id,
    name: organization.name,
    role: actor.role,
    billingUserId: organization.billingUserId,
    members,
    invitations: invitations.map(invitationSummaryOf) satisfies InvitationSummary[],
    seats: members.filter((m) => m.seat).length,
    requireApproval: organization.requireApproval,
    allowPersonalBrand: organization.allowPersonalBrand,
  };
}

export async function renameOrganization(ctx: OrgCtx, { name }: TRenameOrganizationInput) {
  assertPermission(actorOf(ctx.user), 'settings');
  const before = await organizationOf(ctx.db, ctx.user.organizationId);
  await ctx.db
    .update(organizations)
    .set({ name, updatedAt: new Date() })
    .where(eq(organizations.id, ctx.user.organizationId));
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'organization.renamed',
    targetKind: 'organization',
    targetId: ctx.user.organizationId,
    details: { from: before?.name ?? null, to: name },
  });
  return { name };
}

export async function setBrandPolicy(ctx: OrgCtx, { allowPersonalBrand }: TBrandPolicyInput) {
  assertPermission(actorOf(ctx.user), 'settings');
  await ctx.db
    .update(organizations)
    .set({ allowPersonalBrand, updatedAt: new Date() })
    .where(eq(organizations.id, ctx.user.organizationId));
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'organization.policy_changed',
    targetKind: 'organization',
    targetId: ctx.user.organizationId,
    details: { allowPersonalBrand },
  });
  return { allowPersonalBrand };
}

/**
 * The member `userId` as someone the caller may manage: in the caller's organisation (else
 * NOT_FOUND), never the billing owner, and an owner only by another owner.
 */
async function managedMember(
  ctx: OrgCtx,
  userId: string,
  refusals: { billing: string; owner: string },
) {
  const actor = actorOf(ctx.user);
  assertPermission(actor, 'members');
  const target = await memberOf(ctx.db, actor.organizationId, userId);
  const organization = await organizationOf(ctx.db, actor.organizationId);
  if (organization?.billingUserId === userId)
    throw new AppError('FORBIDDEN', refusals.billing, { reason: 'BILLING_OWNER' });
  if (target.role === 'owner' && actor.role !== 'owner')
    throw new AppError('FORBIDDEN', refusals.owner, { reason: 'OWNER_ONLY' });
  return { actor, target };
}

export async function changeRole(ctx: OrgCtx, input: TChangeRoleInput) {
  const { actor, target } = await managedMember(ctx, input.userId, {
    billing: ORGANIZATION_MESSAGES.ownerRoleFixed,
    owner: ORGANIZATION_MESSAGES.onlyOwnerMakesOwners,
  });
  if (input.role === 'owner' && actor.role !== 'owner')
    throw new AppError('FORBIDDEN', ORGANIZATION_MESSAGES.onlyOwnerMakesOwners, {
      reason: 'OWNER_ONLY',
    });
  const assistsUserId = input.role === 'assistant' ? (input.assistsUserId ?? null) : null;
  if (assistsUserId) {
    if (assistsUserId === target.userId)
      throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.assistantAdvisor, {
        field: 'assistsUserId',
      });
    await assertAdvisingMember(ctx.db, actor.organizationId, assistsUserId, {
      message: ORGANIZATION_MESSAGES.assistantAdvisor,
      field: 'assistsUserId',
    });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(organizationMembers)
      .set({ role: input.role, assistsUserId })
      .where(eq(organizationMembers.userId, target.userId));
    // Someone who no longer advises has nobody assisting them.
    if (!ADVISING_ROLES.includes(input.role))
      await releaseAssistants(tx, actor.organizationId, target.userId);
    await recordAudit(tx, auditActorOf(ctx), {
      action: 'member.role_changed',
      targetKind: 'user',
      targetId: target.userId,
      details: { email: target.email, from: target.role, to: input.role, assistsUserId },
    });
  });
  await syncSeats(ctx, actor.organizationId, auditActorOf(ctx));
  return { userId: target.userId, role: input.role, assistsUserId };
}

export async function removeMember(ctx: OrgCtx, { userId }: TMemberInput) {
  if (userId === ctx.user.id)
    throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.removeYourself, { field: 'userId' });
  const { actor, target } = await managedMember(ctx, userId, {
    billing: ORGANIZATION_MESSAGES.ownerCannotBeRemoved,
    owner: ORGANIZATION_MESSAGES.onlyOwnerRemovesOwners,
  });
  await ctx.db.transaction(async (tx) => {
    await returnToOwnOrganization(tx, target.userId, actor.organizationId);
    // Whatever they had open in this organisation ends now.
    await invalidateUserSessions(tx, target.userId);
    await recordAudit(tx, auditActorOf(ctx), {
      action: 'member.removed',
      targetKind: 'user',
      targetId: target.userId,
      details: { email: target.email, role: target.role },
    });
  });
  await syncSeats(ctx, actor.organizationId, auditActorOf(ctx));
}

/**
 * Leaves the organisation for one's own organisation of one. This browser stays signed in (now
 * there); the account's other sessions end, as a removal ends them all.
 */
export async function leaveOrganization(ctx: OrgCtx & { session: { id: string } }) {
  const actor = actorOf(ctx.user);
  const organization = await organizationOf(ctx.db, actor.organizationId);
  if (organization?.billingUserId === actor.userId)
    throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.ownerCannotLeave, {
      reason: 'OWNER_CANNOT_LEAVE',
    });
  const member = await memberOf(ctx.db, actor.organizationId, actor.userId);
  const organizationId = await ctx.db.transaction(async (tx) => {
    const own = await returnToOwnOrganization(tx, actor.userId, actor.organizationId);
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, ctx.session.id)));
    await recordAudit(tx, auditActorOf(ctx), {
      action: 'member.left',
      targetKind: 'user',
      targetId: actor.userId,
      details: { email: member.email, role: member.role },
    });
    return own;
  });
  await syncSeats(ctx, actor.organizationId, auditActorOf(ctx));
  return { organizationId };
}
