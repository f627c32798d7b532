// Saved clients: the advisor's upsert on (user, e-mail) used by the Clients page and the wizard,
// the add-only insert the public intake form uses, plus the owner's list and delete.
import type { z } from 'zod';
import {
  displayEmail,
  PLACEHOLDER_EMAIL_DOMAIN,
  textOrNull,
  type TClientSource,
  type ZClientIdInput,
  type ZListClientsInput,
  type ZUpsertClientInput,
} from '@pitchcraft/core';
import { and, clients, eq, ilike, or, sql, type Executor, descNullsLast } from '@pitchcraft/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId, randomToken } from '../../ids';

export type ClientRow = typeof clients.$inferSelect;

/** No page size is specified; this bounds one answer. Search reaches every client. */
export const CLIENT_LIST_LIMIT = 1000;

export function toClientView(row: ClientRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: displayEmail(row.email),
    phone: textOrNull(row.phone) ?? '-',
    source: row.source as TClientSource,
    industryData: row.industryData,
    createdAt: row.createdAt.toISOString(),
  };
}
export type ClientView = ReturnType<typeof toClientView>;

export interface ClientRecord {
  fullName: string;
  /** '' when none was given: a unique placeholder address is generated. */
  email: string;
  phone: string;
  /** Omitted: an existing client keeps its industry data. */
  industryData?: Record<string, unknown> | undefined;
  source: TClientSource;
  /** Only for clients from a form: the sanitised fields plus link_id. */
  submissionData?: Record<string, unknown>;
  linkId?: string;
}

/**
 * A unique address for a client saved without one. Storing '-' (as the spec does) would make
 * every e-mail-less client of an advisor collide on the unique (user, e-mail) pair and overwrite
 * each other; these addresses never collide and are shown as '-'.
 */
function placeholderEmail(source: TClientSource): string {
  return `${source === 'form' ? 'anonymous' : 'no-email'}+${randomToken(10)}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/**
 * Saves a client typed in by the advisor, or updates the advisor's client with the same e-mail
 * (the spec's 23505 rule as one INSERT ... ON CONFLICT). A blank phone is stored as '-' and never
 * wipes a known phone. Public forms never come here: they may only add a client (insertNewClient).
 */
export async function upsertClient(db: Executor, userId: string, record: ClientRecord): Promise<ClientRow> {
  const fullName = record.fullName.trim();
  if (!fullName) throw new AppError('BAD_REQUEST', 'Client name is required');
  const email = record.email.trim().toLowerCase() || placeholderEmail(record.source);
  const [row] = await db
    .insert(clients)
    .values({
      id: newId(),
      userId,
      email,
      fullName,
      phone: record.phone.trim() || '-',
      industryData: record.industryData ?? {},
      source: record.source,
      submissionData: record.submissionData ?? null,
      linkId: record.linkId ?? null,
    })
    .onConflictDoUpdate({
      target: [clients.userId, clients.email],
      set: {
        fullName: sql`excluded.full_name`,
        phone: sql`case when excluded.phone = '-' then clients.phone else excluded.phone end`,
        updatedAt: sql`now()`,
        ...(record.industryData !== undefined ? { industryData: sql`excluded.industry_data` } : {}),
      },
    })
    .returning();
  if (!row) throw new Error('client upsert returned no row');
  return row;
}

/** Adds a client unless the advisor already has one with this e-mail; null then (nothing changes). */
export async function insertNewClient(db: Executor, userId: string, record: ClientRecord): Promise<ClientRow | null> {
  const [row] = await db
    .insert(clients)
    .values({
      id: newId(),
      userId,
      email: record.email.trim().toLowerCase() || placeholderEmail(record.source),
      fullName: record.fullName.trim(),
      phone: record.phone.trim() || '-',
      industryData: record.industryData ?? {},
      source: record.source,
      submissionData: record.submissionData ?? null,
      linkId: record.linkId ?? null,
    })
    .onConflictDoNothing({ target: [clients.userId, clients.email] })
    .returning();
  return row ?? null;
}

export async function saveClient({ db }: Pick<Context, 'db'>, userId: string, input: z.output<typeof ZUpsertClientInput>): Promise<ClientView> {
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

export async function listClients({ db }: Pick<Context, 'db'>, userId: string, input: z.output<typeof ZListClientsInput>): Promise<ClientView[]> {
  const search = input.search;
  const pattern = search ? containsPattern(search) : null;
  const rows = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        pattern
          ? or(
              ilike(clients.fullName, pattern),
              // A generated placeholder is shown as '-', so it must not match either.
              and(ilike(clients.email, pattern), sql`${clients.email} not like ${`%@${PLACEHOLDER_EMAIL_DOMAIN}`}`),
              ilike(clients.phone, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(descNullsLast(clients.createdAt), descNullsLast(clients.id))
    .limit(CLIENT_LIST_LIMIT);
  return rows.map(toClientView);
}

export async function deleteClient({ db }: Pick<Context, 'db'>, userId: string, { id }: z.output<typeof ZClientIdInput>): Promise<void> {
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    .returning({ id: clients.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Client not found');
}
