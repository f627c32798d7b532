// The organisation's approval policy: whether sharing, client downloads and follow-ups need an
// approved version. Every member reads it; owners and admins change it.
import type { z } from 'zod';

import type { ZReviewPolicyInput } from '@pitchcraft/core';
import { count, eq, organizationMembers, organizations } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit/record';
import type { SessionUser } from '../auth/session';
import { actorOf, assertPermission } from '../organizations/access';
import { requiresApproval } from './gate';

type Ctx = Pick<Context, 'db' | 'meta'> & { user: SessionUser };

export const NO_REVIEWER_MESSAGE =
  'Invite a compliance reviewer first: nobody may approve their own presentation.';

export async function approvalPolicy(ctx: Ctx) {
  return { requireApproval: await requiresApproval(ctx.db, ctx.user.organizationId) };
}

export async function setApprovalPolicy(ctx: Ctx, input: z.output<typeof ZReviewPolicyInput>) {
  assertPermission(actorOf(ctx.user), 'settings');
  const before = await requiresApproval(ctx.db, ctx.user.organizationId);
  if (before === input.requireApproval) return { requireApproval: before };
  // Nobody approves their own presentation: an organisation of one could never share again.
  const [members] = await ctx.db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, ctx.user.organizationId));
  if (input.requireApproval && (members?.n ?? 0) < 2)
    throw new AppError('BAD_REQUEST', NO_REVIEWER_MESSAGE, { reason: 'NO_REVIEWER' });
  await ctx.db
    .update(organizations)
    .set({ requireApproval: input.requireApproval, updatedAt: new Date() })
    .where(eq(organizations.id, ctx.user.organizationId));
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'organization.policy_changed',
    targetKind: 'organization',
    targetId: ctx.user.organizationId,
    details: { policy: 'requireApproval', from: before, to: input.requireApproval },
  });
  return { requireApproval: input.requireApproval };
}
