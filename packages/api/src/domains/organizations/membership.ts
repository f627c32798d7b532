// Moving an account between organisations: joining one by invitation (an organisation of one
// brings its clients, links and presentations along) and going back to one's own organisation of
// one on leaving or removal (the rows stay with the organisation they were made in).
import type { TMemberRole } from '@pitchcraft/core';
import {
  and,
  clientCollectionLinks,
  clients,
  eq,
  inArray,
  isNull,
  organizationInvitations,
  organizationMembers,
  organizations,
  presentationReviews,
  presentations,
  type Executor,
} from '@pitchcraft/db';

/** The id of an account's own organisation of one, as the database names it at sign-up. */
export const ownOrganizationId = (userId: string): string => `org_${userId}`;

/** Assistants of `organizationId` who worked for `userId` no longer work for anyone there. */
export async function releaseAssistants(
  tx: Executor,
  organizationId: string,
  userId: string,
): Promise<void> {
  await tx
    .update(organizationMembers)
    .set({ assistsUserId: null })
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.assistsUserId, userId),
      ),
    );
}

/**
 * Makes `userId` a member of `toOrganizationId`. When `bringRows` (the account leaves an
 * organisation of one), everything filed under the old organisation moves with it, and that
 * organisation's open invitations end: nobody may join an organisation its owner has left.
 */
export async function moveMembership(
  tx: Executor,
  move: {
    userId: string;
    fromOrganizationId: string;
    toOrganizationId: string;
    role: TMemberRole;
    assistsUserId: string | null;
    bringRows: boolean;
  },
): Promise<void> {
  const { userId, fromOrganizationId: from, toOrganizationId: to } = move;
  await tx
    .update(organizationMembers)
    .set({
      organizationId: to,
      role: move.role,
      assistsUserId: move.assistsUserId,
      createdAt: new Date(),
    })
    .where(eq(organizationMembers.userId, userId));
  await releaseAssistants(tx, from, userId);
  if (!move.bringRows) return;
  for (const table of [clients, clientCollectionLinks, presentations]) {
    await tx
      .update(table)
      .set({ organizationId: to })
      .where(and(eq(table.userId, userId), eq(table.organizationId, from)));
  }
  const moved = tx
    .select({ id: presentations.id })
    .from(presentations)
    .where(and(eq(presentations.userId, userId), eq(presentations.organizationId, to)));
  await tx
    .update(presentationReviews)
    .set({ organizationId: to })
    .where(
      and(
        eq(presentationReviews.organizationId, from),
        inArray(presentationReviews.presentationId, moved),
      ),
    );
  await tx
    .update(organizationInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(organizationInvitations.organizationId, from),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    );
}

/**
 * Sends a departing member back to their own organisation of one (made again if it is gone), as
 * its owner and billed through their own profile, as a new account is.
 */
export async function returnToOwnOrganization(
  tx: Executor,
  userId: string,
  fromOrganizationId: string,
): Promise<string> {
  const own = ownOrganizationId(userId);
  await tx
    .insert(organizations)
    .values({ id: own, billingUserId: userId })
    .onConflictDoNothing({ target: organizations.id });
  await moveMembership(tx, {
    userId,
    fromOrganizationId,
    toOrganizationId: own,
    role: 'owner',
    assistsUserId: null,
    bringRows: false,
  });
  return own;
}
