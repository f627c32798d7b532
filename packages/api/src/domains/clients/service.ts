// Saved clients, the owner's side: save, add, edit, list, search, delete and one client's page;
// and which client a presentation made without naming one belongs to.
import type { z } from 'zod';

import {
  CLIENT_FORM_FIELDS,
  PLACEHOLDER_EMAIL_DOMAIN,
  type TClientIdInput,
  type TClientSource,
  type ZCreateClientInput,
  type ZListClientsInput,
  type ZUpdateClientInput,
  type ZUpsertClientInput,
} from '@pitchcraft/core';
import {
  and,
  clients,
  descNullsLast,
  eq,
  ilike,
  ne,
  or,
  presentations,
  sql,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError, isUniqueViolation } from '../../errors';
import { auditActorOf, recordAudit, type AuditCtx } from '../audit/record';
import { inScope, type OwnerScope } from '../organizations/acting';
import { PRESENTATION_VIEW_STATS } from '../presentations/view-stats';
import {
  clientNotFound,
  emailTaken,
  insertNewClient,
  isNoAddress,
  placeholderEmail,
  toClientView,
  upsertClient,
  type ClientRow,
  type ClientView,
} from './records';

/** No page size is specified; this bounds one answer. Search reaches every client. */
const CLIENT_LIST_LIMIT = 1000;

export async function saveClient(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZUpsertClientInput>,
): Promise<ClientView> {
  const row = await upsertClient(db, userId, {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    industryData: input.industryData,
    source: 'manual',
  });
  return toClientView(row);
}

/** `%text%` for (I)LIKE with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The clients the caller may read in their organisation (`scope`), newest first. */
export async function listClients(
  { db }: Pick<Context, 'db'>,
  scope: OwnerScope,
  input: z.output<typeof ZListClientsInput>,
): Promise<ClientView[]> {
  const search = input.search;
  const pattern = search ? containsPattern(search) : null;
  const rows = await db
    .select()
    .from(clients)
    .where(
      and(
        inScope(clients, scope),
        pattern
          ? or(
              ilike(clients.fullName, pattern),
              // A generated placeholder is shown as '-', so it must not match either.
              and(
                ilike(clients.email, pattern),
                sql`${clients.email} not like ${`%@${PLACEHOLDER_EMAIL_DOMAIN}`}`,
              ),
              ilike(clients.phone, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(descNullsLast(clients.createdAt), descNullsLast(clients.id))
    .limit(CLIENT_LIST_LIMIT);
  return rows.map(toClientView);
}

export async function deleteClient(
  ctx: Pick<Context, 'db'> & AuditCtx,
  userId: string,
  { id }: TClientIdInput,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(clients)
      .where(and(eq(clients.id, id), eq(clients.userId, userId)))
      .returning({ id: clients.id, fullName: clients.fullName });
    if (!deleted) throw new AppError('NOT_FOUND', 'Client not found');
    await recordAudit(tx, auditActorOf(ctx), {
      action: 'client.deleted',
      targetKind: 'client',
      targetId: id,
      details: { name: deleted.fullName, ownerUserId: userId },
    });
  });
}

/** The presentations a client page lists: the newest, which is all of them for any real client. */
const CLIENT_PRESENTATIONS_LIMIT = 200;

/** The caller's client, or NOT_FOUND (a stranger's id answers exactly as a made-up one). */
async function ownedClientRow(db: Executor, userId: string, id: string): Promise<ClientRow> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .limit(1);
  if (!row) throw clientNotFound();
  return row;
}

/** Refuses (NOT_FOUND) a client id that is not one of the caller's, reading nothing else of it. */
export async function assertOwnClient(db: Executor, userId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .limit(1);
  if (!row) throw clientNotFound();
}

/** One client's page: their details and the presentations made for them (newest first, with their views). */
export async function getClient(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { id }: TClientIdInput,
) {
  const row = await ownedClientRow(db, userId, id);
  const made = await db
    .select({
      id: presentations.id,
      title: presentations.title,
      shareEnabled: presentations.shareEnabled,
      createdAt: presentations.createdAt,
      ...PRESENTATION_VIEW_STATS,
    })
    .from(presentations)
    .where(and(eq(presentations.userId, userId), eq(presentations.clientId, row.id)))
    .orderBy(descNullsLast(presentations.createdAt), descNullsLast(presentations.id))
    .limit(CLIENT_PRESENTATIONS_LIMIT);
  return {
    ...toClientView(row),
    updatedAt: row.updatedAt.toISOString(),
    presentations: made.map((p) => ({
      id: p.id,
      title: p.title,
      shareEnabled: p.shareEnabled,
      createdAt: p.createdAt.toISOString(),
      views: Number(p.views),
      lastViewedAt: p.lastViewedAt ? new Date(p.lastViewedAt).toISOString() : null,
    })),
  };
}

/** Adds a client typed in on the Clients page; an e-mail one of the advisor's clients has is refused, never overwritten. */
export async function createClient(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZCreateClientInput>,
): Promise<ClientView> {
  const row = await insertNewClient(db, userId, {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    industryData: input.industryData,
    source: 'manual',
  });
  if (!row) throw emailTaken();
  return toClientView(row);
}

/**
 * Edits one of the caller's clients in place (the same client, so the same timeline). Presentations
 * already made keep their own copy of the facts and are not touched. Of the industry data, the
 * fields given are written and the client form's fields left out are cleared, in one statement, so
 * what a public form or the wizard stored beyond them stays.
 */
export async function updateClient(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZUpdateClientInput>,
): Promise<ClientView> {
  const current = await ownedClientRow(db, userId, input.id);
  const typed = input.email.trim().toLowerCase();
  // No address given: a client that had none keeps its placeholder; one that had one gets a new placeholder.
  const email =
    typed ||
    (isNoAddress(current.email)
      ? current.email
      : placeholderEmail(current.source as TClientSource));
  if (email !== current.email) {
    const [other] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, userId), eq(clients.email, email), ne(clients.id, current.id)))
      .limit(1);
    if (other) throw emailTaken();
  }
  const industryData =
    input.industryData === undefined
      ? undefined
      : sql`(${clients.industryData} - array[${sql.join(
          CLIENT_FORM_FIELDS.map((field) => sql`${field}`),
          sql`, `,
        )}]::text[]) || ${JSON.stringify(input.industryData)}::jsonb`;
  try {
    const [row] = await db
      .update(clients)
      .set({
        fullName: input.fullName,
        email,
        phone: input.phone.trim() || '-',
        ...(industryData ? { industryData } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(clients.id, current.id), eq(clients.userId, userId)))
      .returning();
    if (!row) throw clientNotFound();
    return toClientView(row);
  } catch (error) {
    // Another request gave a client this address in the meantime.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** lower(trim(text)), as the matching rule (and migration 0015) compares names and addresses. */
const folded = (text: string) => text.trim().toLowerCase();

/**
 * The advisor's one client a presentation made for `name` (and `email`) belongs to, when the
 * browser did not say: the same rule as migration 0015 — the same name (case and surrounding
 * spaces aside) and the same e-mail address, or no address on either side — and exactly one such
 * client; null otherwise (none, or two it cannot choose between).
 */
export async function matchingClientId(
  db: Executor,
  userId: string,
  { name, email }: { name: string; email: string | null | undefined },
): Promise<string | null> {
  const fullName = folded(name);
  if (!fullName) return null;
  const address = folded(email ?? '');
  const sameAddress =
    address && address !== '-'
      ? sql`lower(trim(${clients.email})) = ${address}`
      : sql`(trim(${clients.email}) = '-' or lower(${clients.email}) like ${`%@${PLACEHOLDER_EMAIL_DOMAIN}`})`;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        sql`lower(trim(${clients.fullName})) = ${fullName}`,
        sameAddress,
      ),
    )
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}
