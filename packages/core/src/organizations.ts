// Organisations and roles: who in an agency may do what, decided in one table the API enforces and
// the browser mirrors. A solo advisor is the owner of an organisation of one.
import { z } from 'zod';

import { nameText, ZEmail } from './auth';

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

// ---- Members and invitations: the inputs of the organization procedures, and what they say ----

const ZUserId = z.string().trim().min(1, 'Choose a member').max(100);
const ZRowId = z.string().trim().min(1).max(100);
/** The assistant's advisor as a form sends it: blank (an unchosen select) is none. */
const ZAssistsUserId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v === '' ? null : (v ?? null)));

/** The assistant's advisor: required when the role is assistant, ignored otherwise. */
const assistantNeedsAdvisor = (v: { role: string; assistsUserId?: string | null }) =>
  v.role !== 'assistant' || Boolean(v.assistsUserId);
const ASSISTANT_NEEDS_ADVISOR = {
  message: 'Choose the advisor this assistant works for',
  path: ['assistsUserId'],
};

export const ZInviteMemberInput = z
  .object({
    email: ZEmail,
    role: invitableRoleSchema,
    assistsUserId: ZAssistsUserId,
  })
  .refine(assistantNeedsAdvisor, ASSISTANT_NEEDS_ADVISOR);
export type TInviteMemberInput = z.input<typeof ZInviteMemberInput>;

export const ZInvitationIdInput = z.object({ id: ZRowId });
export type TInvitationIdInput = z.input<typeof ZInvitationIdInput>;

export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid.';

/** The token from an invitation link (/invite/:token). */
export const ZInvitationToken = z
  .string({ error: INVITATION_INVALID_MESSAGE })
  .trim()
  .min(1, INVITATION_INVALID_MESSAGE)
  .max(200, INVITATION_INVALID_MESSAGE)
  .regex(/^[a-z0-9]+$/, INVITATION_INVALID_MESSAGE);
export const ZInvitationTokenInput = z.object({ token: ZInvitationToken });
export type TInvitationTokenInput = z.input<typeof ZInvitationTokenInput>;

export const ZRenameOrganizationInput = z.object({
  name: nameText().pipe(
    z
      .string()
      .min(1, 'Please enter the organisation’s name')
      .max(ORGANIZATION_NAME_MAX, `Must be at most ${ORGANIZATION_NAME_MAX} characters`),
  ),
});
export type TRenameOrganizationInput = z.input<typeof ZRenameOrganizationInput>;

export const ZBrandPolicyInput = z.object({ allowPersonalBrand: z.boolean() });
export type TBrandPolicyInput = z.input<typeof ZBrandPolicyInput>;

export const ZChangeRoleInput = z
  .object({
    userId: ZUserId,
    role: memberRoleSchema,
    assistsUserId: ZAssistsUserId,
  })
  .refine(assistantNeedsAdvisor, ASSISTANT_NEEDS_ADVISOR);
export type TChangeRoleInput = z.input<typeof ZChangeRoleInput>;

export const ZMemberInput = z.object({ userId: ZUserId });
export type TMemberInput = z.input<typeof ZMemberInput>;

export const ZReassignBookInput = z.object({ fromUserId: ZUserId, toUserId: ZUserId });
export type TReassignBookInput = z.input<typeof ZReassignBookInput>;

/** What the invitation screen may show: a state, and the details only for a real invitation. */
export const INVITATION_STATES = ['valid', 'expired', 'used', 'revoked'] as const;
export type TInvitationState = (typeof INVITATION_STATES)[number];

export const ORGANIZATION_MESSAGES = {
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  alreadyMember: 'This person is already a member of your organisation.',
  invitationPending:
    'An invitation to this address is waiting to be accepted. You can send it again instead.',
  tooManyMembers: `An organisation can have at most ${MAX_MEMBERS} members and pending invitations.`,
  assistantAdvisor: 'An assistant works for an advisor, admin or owner of your organisation.',
  invitationAccepted: 'This invitation has already been accepted.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation was withdrawn.',
  wrongAddress: 'This invitation was sent to another address.',
  youAreAlreadyMember: 'You are already a member of this organisation.',
  cancelSubscriptionFirst: 'Cancel your own subscription before joining an organisation.',
  leaveFirst: 'You already belong to an organisation; leave it first.',
  accountExists:
    'An account with this e-mail address already exists. Sign in to accept the invitation.',
  ownerRoleFixed: 'The owner’s role cannot be changed: the owner holds the subscription.',
  onlyOwnerMakesOwners: 'Only an owner can make someone an owner or change an owner’s role.',
  ownerCannotBeRemoved: 'The owner cannot be removed: the owner holds the subscription.',
  onlyOwnerRemovesOwners: 'Only an owner can remove another owner.',
  removeYourself: 'To leave the organisation yourself, use Leave organisation.',
  ownerCannotLeave: 'The owner cannot leave the organisation: the owner holds the subscription.',
  soloCannotLeave: 'You are the only member of your organisation.',
  reassignTarget: 'Choose an advisor, admin or owner of your organisation to take the book.',
  reassignSame: 'Choose a different member to take the book.',
  nothingToReassign: 'There is nothing of this person’s to reassign.',
} as const;

/** The refusal when the new owner of a book already has clients with some of the same addresses. */
export const reassignConflictMessage = (conflicts: number): string =>
  `${conflicts} ${conflicts === 1 ? 'client has' : 'clients have'} the same e-mail address as a client the new advisor already has. Merge or delete ${conflicts === 1 ? 'it' : 'them'} first; nothing was moved.`;
