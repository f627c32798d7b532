// Organisations and roles: who in an agency may do what, decided in one table the API enforces and
// the browser mirrors. A solo advisor is the owner of an organisation of one.
import { z } from 'zod';

export const MEMBER_ROLES = ['owner', 'admin', 'advisor', 'reviewer', 'assistant'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

export const ROLE_LABELS: Record<TMemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  advisor: 'Advisor',
  reviewer: 'Compliance reviewer',
  assistant: 'Assistant',
};

export const ROLE_DESCRIPTIONS: Record<TMemberRole, string> = {
  owner: 'Billing, members and everything else.',
  admin: 'Members, brand, templates, policies and every client.',
  advisor: 'Their own clients and presentations.',
  reviewer: 'Reads everything, comments, approves or rejects. Cannot edit or see billing.',
  assistant: 'Prepares clients and drafts for an advisor. Cannot share.',
};

/** Roles that take a paid seat; reviewers and assistants are free. */
export const SEAT_ROLES: readonly TMemberRole[] = ['owner', 'admin', 'advisor'];
export const SEAT_PRICE_CENTS = 2000;
export const isSeatRole = (role: TMemberRole): boolean => SEAT_ROLES.includes(role);

/** What an organisation-wide permission allows, by role. Row-level rules are in `mayActOn`. */
export type TOrgPermission =
  | 'billing' // see and change the subscription and seats
  | 'members' // invite, remove, change roles, reassign a book
  | 'settings' // brand, templates, approved blocks, policies
  | 'readAll' // read every client and presentation in the organisation
  | 'create' // create clients, links and presentations
  | 'review' // comment on, approve or reject a submitted version
  | 'audit'; // read and export the audit log

const PERMISSIONS: Record<TOrgPermission, readonly TMemberRole[]> = {
  billing: ['owner'],
  members: ['owner', 'admin'],
  settings: ['owner', 'admin'],
  readAll: ['owner', 'admin', 'reviewer'],
  create: ['owner', 'admin', 'advisor', 'assistant'],
  review: ['owner', 'reviewer'],
  audit: ['owner', 'admin', 'reviewer'],
};

export function hasPermission(role: TMemberRole, permission: TOrgPermission): boolean {
  return PERMISSIONS[permission].includes(role);
}

/** The acting member: their user, organisation, role, and for an assistant the advisor they help. */
export interface TActor {
  userId: string;
  organizationId: string;
  role: TMemberRole;
  assistsUserId: string | null;
}

/**
 * read: see it; write: change its content, generate, save; share: anything that puts it in front of
 * a client (sharing, e-mailing, follow-ups, a client download).
 */
export type TRowAction = 'read' | 'write' | 'share';

/**
 * May `actor` act on a row of their own organisation owned by `ownerId`? (The organisation itself is
 * checked by the caller, against the row's organisation_id.)
 */
export function mayActOn(actor: TActor, ownerId: string, action: TRowAction): boolean {
  const own = ownerId === actor.userId;
  const assisted = actor.role === 'assistant' && ownerId === actor.assistsUserId;
  switch (action) {
    case 'read':
      return own || assisted || hasPermission(actor.role, 'readAll');
    case 'write':
      if (actor.role === 'reviewer') return false;
      return own || assisted || actor.role === 'owner' || actor.role === 'admin';
    case 'share':
      if (actor.role === 'reviewer' || actor.role === 'assistant') return false;
      return own || actor.role === 'owner' || actor.role === 'admin';
  }
}

/** Whose rows a list shows the actor: every member's, or only these owners'. */
export function listOwners(actor: TActor): 'all' | string[] {
  if (hasPermission(actor.role, 'readAll')) return 'all';
  if (actor.role === 'assistant' && actor.assistsUserId) return [actor.userId, actor.assistsUserId];
  return [actor.userId];
}

export const INVITATION_TTL_DAYS = 7;
export const MAX_MEMBERS = 500;
export const ORGANIZATION_NAME_MAX = 120;

export const memberRoleSchema = z.enum(MEMBER_ROLES);

/** Invitations name any role but owner: an organisation has one owner, who pays. */
export const invitableRoleSchema = z.enum(['admin', 'advisor', 'reviewer', 'assistant']);
export type TInvitableRole = z.infer<typeof invitableRoleSchema>;
