// A member's book: the clients, collection links and presentations they own in the organisation,
// with the responses, follow-ups and form submissions that hang off them. When an advisor leaves,
// their book stays with the organisation, and an owner or admin hands it to another advisor.
import type { Column } from 'drizzle-orm';

import {
  ORGANIZATION_MESSAGES,
  reassignConflictMessage,
  type TReassignBookInput,
} from '@pitchcraft/core';
import {
  and,
  clientCollectionLinks,
  clients,
  count,
  eq,
  followUps,
  inArray,
  intakeSubmissions,
  or,
  organizationMembers,
  presentationResponses,
  presentations,
  sql,
  userProfiles,
  users,
  type Executor,
} from '@pitchcraft/db';

import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { actorOf, assertPermission } from './access';
import { assertAdvisingMember, displayNameOf, type OrgCtx } from './queries';

interface BookCounts {
  clients: number;
  links: number;
  presentations: number;
}

const BOOK_TABLES = {
  clients,
  links: clientCollectionLinks,
  presentations,
} as const;

/** How many rows of each kind every owner (or only `userId`) has in the organisation. */
async function bookCounts(
  db: Executor,
  organizationId: string,
  userId?: string,
): Promise<Map<string, BookCounts>> {
  const books = new Map<string, BookCounts>();
  for (const [kind, table] of Object.entries(BOOK_TABLES) as [keyof BookCounts, typeof clients][]) {
    const rows = await db
      .select({ userId: table.userId, n: count() })
      .from(table)
      .where(
        and(
          eq(table.organizationId, organizationId),
          userId ? eq(table.userId, userId) : undefined,
        ),
      )
      .groupBy(table.userId);
    for (const row of rows) {
      const book = books.get(row.userId) ?? { clients: 0, links: 0, presentations: 0 };
      book[kind] = row.n;
      books.set(row.userId, book);
    }
  }
  return books;
}

/** Former members who still own clients, links or presentations here, with how many of each. */
export async function departedBooks(ctx: OrgCtx) {
  const actor = actorOf(ctx.user);
  assertPermission(actor, 'members');
  const books = await bookCounts(ctx.db, actor.organizationId);
  const members = await ctx.db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, actor.organizationId));
  for (const m of members) books.delete(m.userId);
  const ids = [...books.keys()];
  if (ids.length === 0) return [];
  const people = await ctx.db
    .select({ userId: users.id, email: users.email, fullName: userProfiles.fullName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return people
    .map((p) => ({
      ...p,
      fullName: p.fullName ?? '',
      ...(books.get(p.userId) ?? { clients: 0, links: 0, presentations: 0 }),
    }))
    .sort((a, b) => (a.fullName || a.email).localeCompare(b.fullName || b.email));
}

/** Moves `from`'s book in the organisation to `to`; nothing moves if any client would clash. */
export async function reassignBook(ctx: OrgCtx, { fromUserId, toUserId }: TReassignBookInput) {
  const actor = actorOf(ctx.user);
  assertPermission(actor, 'members');
  const org = actor.organizationId;
  const book = (await bookCounts(ctx.db, org, fromUserId)).get(fromUserId);
  if (!book) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.nothingToReassign);
  if (fromUserId === toUserId)
    throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.reassignSame, { field: 'toUserId' });
  await assertAdvisingMember(ctx.db, org, toUserId, {
    message: ORGANIZATION_MESSAGES.reassignTarget,
    field: 'toUserId',
  });
  const ownedHere = (table: { organizationId: Column; userId: Column }) =>
    and(eq(table.organizationId, org), eq(table.userId, fromUserId));
  await ctx.db.transaction(async (tx) => {
    // Clients are unique per owner by e-mail: a clash would fail the move half-way.
    const [clash] = await tx
      .select({ n: count() })
      .from(clients)
      .where(
        and(
          ownedHere(clients),
          sql`exists (select 1 from ${clients} as mine where mine.user_id = ${toUserId} and mine.email = ${clients.email})`,
        ),
      );
    if (clash && clash.n > 0)
      throw new AppError('CONFLICT', reassignConflictMessage(clash.n), {
        reason: 'CLIENT_CONFLICT',
      });
    const movedClients = tx.select({ id: clients.id }).from(clients).where(ownedHere(clients));
    const movedLinks = tx
      .select({ id: clientCollectionLinks.id })
      .from(clientCollectionLinks)
      .where(ownedHere(clientCollectionLinks));
    const movedPresentations = tx
      .select({ id: presentations.id })
      .from(presentations)
      .where(ownedHere(presentations));
    // What hangs off the book first (found through it), then the book itself.
    await tx
      .update(presentationResponses)
      .set({ userId: toUserId })
      .where(inArray(presentationResponses.presentationId, movedPresentations));
    await tx
      .update(followUps)
      .set({ userId: toUserId })
      .where(inArray(followUps.presentationId, movedPresentations));
    await tx
      .update(intakeSubmissions)
      .set({ userId: toUserId })
      .where(
        and(
          eq(intakeSubmissions.userId, fromUserId),
          or(
            inArray(intakeSubmissions.linkId, movedLinks),
            inArray(intakeSubmissions.clientId, movedClients),
          ),
        ),
      );
    await tx.update(clients).set({ userId: toUserId }).where(ownedHere(clients));
    await tx
      .update(clientCollectionLinks)
      .set({ userId: toUserId })
      .where(ownedHere(clientCollectionLinks));
    await tx.update(presentations).set({ userId: toUserId }).where(ownedHere(presentations));
    await recordAudit(tx, auditActorOf(ctx), {
      action: 'member.book_reassigned',
      targetKind: 'user',
      targetId: fromUserId,
      details: { fromUserId, toUserId, ...book },
    });
  });
  if (toUserId !== actor.userId) {
    const from = await displayNameOf(ctx.db, fromUserId);
    await notify(ctx.db, [toUserId], {
      kind: 'member.book_reassigned',
      title: `${from}’s clients and presentations are now yours`,
      body: `${book.clients} clients, ${book.presentations} presentations and ${book.links} forms.`,
      href: '/clients',
    });
  }
  return { moved: book };
}
