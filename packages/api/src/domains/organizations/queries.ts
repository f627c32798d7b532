// Reads the organisation procedures share: an organisation's shown name, one member, the members
// who may be told of a change (owners and admins), and the way an invitation token is stored.
import { createHash } from 'node:crypto';

import { ORGANIZATION_MESSAGES, type TMemberRole } from '@pitchcraft/core';
import {
  and,
  eq,
  inArray,
  organizationMembers,
  organizations,
  userProfiles,
  users,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/session';

/** The first of `values` that is not blank, trimmed. */
const firstFilled = (...values: (string | null | undefined)[]): string | undefined =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '');

/** What every organisation procedure is given: the request's services and the signed-in member. */
export type OrgCtx = Pick<Context, 'db' | 'services' | 'log' | 'config' | 'meta'> & {
  user: SessionUser;
};

/** Only the SHA-256 of an invitation token is stored, as with password reset links. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Roles an assistant may work for, and a book may be reassigned to. */
export const ADVISING_ROLES: readonly TMemberRole[] = ['owner', 'admin', 'advisor'];

interface OrganizationRow {
  id: string;
  name: string;
  billingUserId: string;
  requireApproval: boolean;
  allowPersonalBrand: boolean;
}

/**
 * The organisation as members see it. One without a name of its own (an organisation of one, or
 * one whose owner has not named it) is shown under its owner's company name.
 */
export async function organizationOf(db: Executor, id: string): Promise<OrganizationRow | null> {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      company: userProfiles.companyName,
      billingUserId: organizations.billingUserId,
      requireApproval: organizations.requireApproval,
      allowPersonalBrand: organizations.allowPersonalBrand,
    })
    .from(organizations)
    .leftJoin(userProfiles, eq(userProfiles.userId, organizations.billingUserId))
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row) return null;
  const { company, ...rest } = row;
  return { ...rest, name: firstFilled(row.name, company) ?? 'Your organisation' };
}

interface MemberRow {
  userId: string;
  role: TMemberRole;
  assistsUserId: string | null;
  email: string;
  fullName: string;
}

/** A member of `organizationId`, or NOT_FOUND (a member of another organisation looks the same). */
export async function memberOf(
  db: Executor,
  organizationId: string,
  userId: string,
): Promise<MemberRow> {
  const [row] = await db
    .select({
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      assistsUserId: organizationMembers.assistsUserId,
      email: users.email,
      fullName: userProfiles.fullName,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.memberNotFound);
  return { ...row, fullName: row.fullName ?? '' };
}

/** An advisor, admin or owner of the organisation (whom an assistant helps, or a book goes to). */
export async function assertAdvisingMember(
  db: Executor,
  organizationId: string,
  userId: string,
  refusal: { message: string; field: string },
): Promise<MemberRow> {
  const member = await memberOf(db, organizationId, userId).catch(() => null);
  if (!member || !ADVISING_ROLES.includes(member.role))
    throw new AppError('BAD_REQUEST', refusal.message, { field: refusal.field });
  return member;
}

/** The owners and admins of an organisation: who hears that someone joined. */
export async function managersOf(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.role, ['owner', 'admin']),
      ),
    );
  return rows.map((r) => r.userId);
}

/** The name a member is shown under: their profile's, else their address. */
export async function displayNameOf(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ email: users.email, fullName: userProfiles.fullName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return firstFilled(row?.fullName, row?.email) ?? 'A former member';
}
