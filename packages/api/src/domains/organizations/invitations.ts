// Inviting someone by e-mail: a single-use link that expires after INVITATION_TTL_DAYS (only the
// SHA-256 of its token is stored), sent again by re-issuing it (which ends the old link), or
// withdrawn. Accepting it is joining.ts.
import {
  INVITATION_TTL_DAYS,
  MAX_MEMBERS,
  ORGANIZATION_MESSAGES,
  ROLE_LABELS,
  type TInvitableRole,
  type TInvitationIdInput,
  type TInviteMemberInput,
} from '@pitchcraft/core';
import { escapeHtml } from '@pitchcraft/core/document';
import {
  and,
  count,
  eq,
  gt,
  isNull,
  organizationInvitations,
  organizationMembers,
  sql,
  users,
  type Executor,
} from '@pitchcraft/db';

import { AppError } from '../../errors';
import { newId, randomToken } from '../../ids';
import type { MailMessage } from '../../services';
import { auditActorOf, recordAudit } from '../audit/record';
import { actorOf, assertPermission } from './access';
import {
  assertAdvisingMember,
  displayNameOf,
  hashInvitationToken,
  organizationOf,
  type OrgCtx,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationSummary {
  id: string;
  email: string;
  role: TInvitableRole;
  assistsUserId: string | null;
  expiresAt: string;
  expired: boolean;
  createdAt: string;
}

type InvitationRow = typeof organizationInvitations.$inferSelect;

export const invitationSummaryOf = (row: InvitationRow): InvitationSummary => ({
  id: row.id,
  email: row.email,
  role: row.role as TInvitableRole,
  assistsUserId: row.assistsUserId,
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= Date.now(),
  createdAt: row.createdAt.toISOString(),
});

/** Invitations not yet accepted nor withdrawn (an expired one is listed, to be sent again). */
const open = and(
  isNull(organizationInvitations.acceptedAt),
  isNull(organizationInvitations.revokedAt),
);

/** Invitations whose link may still be accepted: open and not yet expired. */
export const usableInvitation = () => and(open, gt(organizationInvitations.expiresAt, new Date()));

/** How many members the organisation has. */
export async function memberCountOf(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return row?.n ?? 0;
}

async function composeInvitationMail(
  ctx: Pick<OrgCtx, 'db' | 'config'>,
  invitation: { organizationId: string; email: string; role: TInvitableRole; invitedBy: string },
  token: string,
): Promise<MailMessage> {
  const [organization, inviter] = await Promise.all([
    organizationOf(ctx.db, invitation.organizationId),
    displayNameOf(ctx.db, invitation.invitedBy),
  ]);
  const orgName = organization?.name ?? 'their organisation';
  const role = ROLE_LABELS[invitation.role];
  // In the fragment, as every mailed token: it never reaches a server's request log.
  const link = `${ctx.config.appOrigin}/invite#token=${token}`;
  const days = `${INVITATION_TTL_DAYS} days`;
  return {
    to: invitation.email,
    subject: `${inviter} invited you to join ${orgName} on Pitchcraft`,
    text: `${inviter} invited you to join ${orgName} on Pitchcraft as ${role}.\n\nAccept the invitation here (the link works once, for ${days}):\n${link}\n\nIf you do not know ${inviter}, you can ignore this e-mail.`,
    html: `<p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(orgName)}</strong> on Pitchcraft as ${escapeHtml(role)}.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (the link works once, for ${days}).</p><p>If you do not know ${escapeHtml(inviter)}, you can ignore this e-mail.</p>`,
  };
}

/** Stores a fresh invitation and mails its link; answers the stored row. */
async function issue(
  ctx: OrgCtx,
  db: Executor,
  values: { email: string; role: TInvitableRole; assistsUserId: string | null },
): Promise<InvitationSummary> {
  const token = randomToken(32);
  const [row] = await db
    .insert(organizationInvitations)
    .values({
      id: newId(),
      organizationId: ctx.user.organizationId,
      ...values,
      tokenHash: hashInvitationToken(token),
      invitedBy: ctx.user.id,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
    })
    .returning();
  await ctx.services.mail.send(
    await composeInvitationMail(
      ctx,
      { ...values, organizationId: ctx.user.organizationId, invitedBy: ctx.user.id },
      token,
    ),
  );
  if (!row) throw new Error('the invitation was not stored');
  return invitationSummaryOf(row);
}

export async function inviteMember(
  ctx: OrgCtx,
  input: TInviteMemberInput,
): Promise<InvitationSummary> {
  const actor = actorOf(ctx.user);
  assertPermission(actor, 'members');
  const orgId = actor.organizationId;
  const email = input.email.trim().toLowerCase();
  const assistsUserId = input.role === 'assistant' ? (input.assistsUserId ?? null) : null;
  if (assistsUserId)
    await assertAdvisingMember(ctx.db, orgId, assistsUserId, {
      message: ORGANIZATION_MESSAGES.assistantAdvisor,
      field: 'assistsUserId',
    });
  const [member] = await ctx.db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(eq(organizationMembers.organizationId, orgId), eq(sql`lower(${users.email})`, email)),
    )
    .limit(1);
  if (member)
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyMember, {
      reason: 'ALREADY_MEMBER',
    });
  const [pending] = await ctx.db
    .select({ id: organizationInvitations.id })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, orgId),
        eq(organizationInvitations.email, email),
        usableInvitation(),
      ),
    )
    .limit(1);
  if (pending)
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.invitationPending, {
      reason: 'INVITATION_PENDING',
    });
  const [members, [invited]] = await Promise.all([
    memberCountOf(ctx.db, orgId),
    ctx.db
      .select({ n: count() })
      .from(organizationInvitations)
      .where(and(eq(organizationInvitations.organizationId, orgId), usableInvitation())),
  ]);
  if (members + (invited?.n ?? 0) >= MAX_MEMBERS)
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.tooManyMembers, { reason: 'TOO_MANY' });
  const summary = await issue(ctx, ctx.db, { email, role: input.role, assistsUserId });
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'member.invited',
    targetKind: 'invitation',
    targetId: summary.id,
    details: { email, role: input.role },
  });
  return summary;
}

/** One open invitation of the caller's organisation, or NOT_FOUND. */
async function openInvitation(ctx: OrgCtx, id: string): Promise<InvitationRow> {
  assertPermission(actorOf(ctx.user), 'members');
  const [row] = await ctx.db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.organizationId, ctx.user.organizationId),
      ),
    )
    .limit(1);
  if (!row || row.revokedAt)
    throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.invitationNotFound);
  if (row.acceptedAt)
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.invitationAccepted, {
      reason: 'INVITATION_ACCEPTED',
    });
  return row;
}

/** Withdraws an invitation, conditionally: one accepted meanwhile stays accepted. */
async function withdraw(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(organizationInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(organizationInvitations.id, id), open))
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}

export async function revokeInvitation(ctx: OrgCtx, { id }: TInvitationIdInput): Promise<void> {
  const row = await openInvitation(ctx, id);
  if (!(await withdraw(ctx.db, row.id)))
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.invitationAccepted, {
      reason: 'INVITATION_ACCEPTED',
    });
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'member.invitation_revoked',
    targetKind: 'invitation',
    targetId: row.id,
    details: { email: row.email, role: row.role },
  });
}

/** Sends an invitation again as a new link (the old one stops working) with a fresh expiry. */
export async function resendInvitation(
  ctx: OrgCtx,
  { id }: TInvitationIdInput,
): Promise<InvitationSummary> {
  const row = await openInvitation(ctx, id);
  if (!(await withdraw(ctx.db, row.id)))
    throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.invitationAccepted, {
      reason: 'INVITATION_ACCEPTED',
    });
  const summary = await issue(ctx, ctx.db, {
    email: row.email,
    role: row.role as TInvitableRole,
    assistsUserId: row.assistsUserId,
  });
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'member.invited',
    targetKind: 'invitation',
    targetId: summary.id,
    details: { email: row.email, role: row.role, resentFrom: row.id },
  });
  return summary;
}
