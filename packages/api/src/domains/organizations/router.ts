// organization.*: the organisation, its members and invitations, and reassigning a book. Every
// procedure acts on the caller's own organisation (no organisation id in any input); the role
// checks are in the services, through access.ts.
import { z } from 'zod';

import {
  invitableRoleSchema,
  INVITATION_STATES,
  ZBrandPolicyInput,
  ZChangeRoleInput,
  ZInvitationIdInput,
  ZInvitationTokenInput,
  ZInviteMemberInput,
  ZMemberInput,
  ZReassignBookInput,
  ZRenameOrganizationInput,
} from '@pitchcraft/core';

import { protectedProcedure, publicProcedure, router } from '../../trpc';
import { departedBooks, reassignBook } from './books';
import { inviteMember, resendInvitation, revokeInvitation } from './invitations';
import { acceptInvitation, describeInvitation } from './joining';
import {
  changeRole,
  getOrganization,
  leaveOrganization,
  removeMember,
  renameOrganization,
  setBrandPolicy,
} from './members';

const ZInvitationView = z.discriminatedUnion('state', [
  z.object({ state: z.literal('invalid') }),
  z.object({
    state: z.enum(INVITATION_STATES),
    organizationName: z.string(),
    inviterName: z.string(),
    role: invitableRoleSchema,
    roleLabel: z.string(),
    email: z.string(),
  }),
]);

const ok = { ok: true as const };

export const organizationRouter = router({
  get: protectedProcedure.query(({ ctx }) => getOrganization(ctx)),
  rename: protectedProcedure
    .input(ZRenameOrganizationInput)
    .mutation(({ ctx, input }) => renameOrganization(ctx, input)),
  setBrandPolicy: protectedProcedure
    .input(ZBrandPolicyInput)
    .mutation(({ ctx, input }) => setBrandPolicy(ctx, input)),

  invite: protectedProcedure
    .input(ZInviteMemberInput)
    .mutation(({ ctx, input }) => inviteMember(ctx, input)),
  revokeInvitation: protectedProcedure
    .input(ZInvitationIdInput)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx, input);
      return ok;
    }),
  resendInvitation: protectedProcedure
    .input(ZInvitationIdInput)
    .mutation(({ ctx, input }) => resendInvitation(ctx, input)),
  /** What an invitation link shows before anyone signs in. */
  invitation: publicProcedure
    .input(ZInvitationTokenInput)
    .output(ZInvitationView)
    .query(({ ctx, input }) => describeInvitation(ctx, input)),
  acceptInvitation: protectedProcedure
    .input(ZInvitationTokenInput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input)),

  changeRole: protectedProcedure
    .input(ZChangeRoleInput)
    .mutation(({ ctx, input }) => changeRole(ctx, input)),
  removeMember: protectedProcedure.input(ZMemberInput).mutation(async ({ ctx, input }) => {
    await removeMember(ctx, input);
    return ok;
  }),
  leave: protectedProcedure.mutation(({ ctx }) => leaveOrganization(ctx)),

  departedBooks: protectedProcedure.query(({ ctx }) => departedBooks(ctx)),
  reassignBook: protectedProcedure
    .input(ZReassignBookInput)
    .mutation(({ ctx, input }) => reassignBook(ctx, input)),
});
