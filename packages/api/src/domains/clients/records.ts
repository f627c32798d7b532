// A client as stored: the row, its view in the app, and the two ways one is written — the
// advisor's upsert on (user, e-mail) and the add-only insert the public intake form uses.
import {
  CLIENT_MESSAGES,
  displayEmail,
  isPlaceholderEmail,
  PLACEHOLDER_EMAIL_DOMAIN,
  textOrNull,
  type TClientSource,
} from '@pitchcraft/core';
import { clients, sql, type Executor } from '@pitchcraft/db';

import { AppError } from '../../errors';
import { newId, randomToken } from '../../ids';

export type ClientRow = typeof clients.$inferSelect;

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

export const clientNotFound = () =>
  new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound, { reason: 'CLIENT_NOT_FOUND' });
export const emailTaken = () =>
  new AppError('CONFLICT', CLIENT_MESSAGES.emailTaken, {
    reason: 'CLIENT_EMAIL_TAKEN',
    field: 'email',
  });

/** A stored address that stands for none: a generated placeholder, or the '-' of older rows. */
export function isNoAddress(email: string): boolean {
  return email === '-' || isPlaceholderEmail(email);
}

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
export function placeholderEmail(source: TClientSource): string {
  return `${source === 'form' ? 'anonymous' : 'no-email'}+${randomToken(10)}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/**
 * Saves a client typed in by the advisor, or updates the advisor's client with the same e-mail
 * (the spec's 23505 rule as one INSERT ... ON CONFLICT). A blank phone is stored as '-' and never
 * wipes a known phone. Public forms never come here: they may only add a client (insertNewClient).
 */
export async function upsertClient(
  db: Executor,
  userId: string,
  record: ClientRecord,
): Promise<ClientRow> {
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
export async function insertNewClient(
  db: Executor,
  userId: string,
  record: ClientRecord,
): Promise<ClientRow | null> {
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
