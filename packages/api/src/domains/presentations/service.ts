import type { z } from 'zod';

import {
  PRESENTATION_NOT_FOUND_MESSAGE,
  presentationTitle,
  SAVE_MISSING_DATA_MESSAGE,
  SHARED_NOT_FOUND_MESSAGE,
  sharedPath,
  type ZListPresentationsInput,
  type ZPresentationIdInput,
  type ZSavePresentationInput,
  type ZSetSharingInput,
  type ZSharedReadInput,
} from '@pitchcraft/core';
import { legacySections, parseDocument, type TDocumentSection } from '@pitchcraft/core/document';
import {
  and,
  clients,
  count,
  descNullsLast,
  eq,
  generations,
  lt,
  or,
  presentations,
  shareEvents,
  shareGrants,
  type Database,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { matchingClientId } from '../clients/service';
import { readStoredInput } from '../generation/stored-input';
import { sharedBrandOf } from '../profile/brand';
import { figuresOf } from './rerender';
import {
  gateOf,
  isGated,
  resolveSharedAccess,
  sharedHtml,
  shareSettingsOf,
  type SharedRow,
} from './share';
import { commitVersion, recordFirstVersion } from './versions';
import { PRESENTATION_VIEW_STATS } from './view-stats';

type Deps = Pick<Context, 'db' | 'config'>;
type SharedInput = z.output<typeof ZSharedReadInput>;

const notFound = () => new AppError('NOT_FOUND', PRESENTATION_NOT_FOUND_MESSAGE);

export async function savePresentation(
  deps: Deps,
  userId: string,
  input: z.output<typeof ZSavePresentationInput>,
) {
  if (input.presentationId) await getOwnedPresentation(deps.db, userId, input.presentationId);
  const [generation] = await deps.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, input.generationId), eq(generations.userId, userId)))
    .limit(1);
  const stored = generation ? readStoredInput(generation.input) : null;
  if (generation?.status !== 'succeeded' || !generation.html || !stored?.client.clientName) {
    throw new AppError('BAD_REQUEST', SAVE_MISSING_DATA_MESSAGE);
  }
  const values = {
    title: presentationTitle(stored.client.insuranceType, stored.client.clientName),
    clientName: stored.client.clientName,
    // The client's facts as the wizard sent them (the figures editor reads them back).
    clientData: generation.input.client,
    salesStrategy: generation.input.strategy ?? {},
    htmlContent: generation.html,
    document: generation.document ?? null,
  };
  // The client it was made for: the one the wizard named if it is still the advisor's, else the
  // advisor's one client of the same name and address (a client typed into the wizard whose id
  // never reached it), so it is on that client's timeline either way.
  const clientId =
    (await ownClientId(deps.db, userId, stored.clientId)) ??
    (await matchingClientId(deps.db, userId, {
      name: stored.client.clientName,
      email: stored.client.email,
    }));
  if (input.presentationId) {
    // Saving a new generation over a presentation keeps its history: the result is a new version.
    const presentationId = input.presentationId;
    const [updated] = await deps.db
      .update(presentations)
      .set({
        title: values.title,
        clientName: values.clientName,
        salesStrategy: values.salesStrategy,
        ...(clientId ? { clientId } : {}),
      })
      .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId)))
      .returning({ id: presentations.id, title: presentations.title });
    if (!updated) throw notFound();
    await commitVersion(deps.db, {
      presentationId,
      userId,
      baseVersion: null,
      document: values.document,
      clientData: values.clientData,
      html: values.htmlContent,
      change: 'generated',
      summary: 'Generated again',
    });
    return updated;
  }
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(presentations)
      .values({ id, userId, ...values, clientId, version: 1, shareEnabled: false });
    await recordFirstVersion(tx, {
      presentationId: id,
      userId,
      number: 1,
      summary:
        generation.provider === 'anthropic'
          ? 'Written by the AI'
          : 'Written by the built-in generator',
      document: values.document,
      clientData: values.clientData,
      html: values.htmlContent,
    });
  });
  return { id, title: values.title };
}

/** The client record a generation was made for, if it is still the advisor's (it is on that client's timeline). */
async function ownClientId(
  db: Database,
  userId: string,
  clientId: string | null | undefined,
): Promise<string | null> {
  if (!clientId) return null;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .limit(1);
  return client?.id ?? null;
}

/** Newest first, without the HTML, keyset-paginated on (created_at, id). */
export async function listPresentations(
  deps: Deps,
  userId: string,
  input: z.output<typeof ZListPresentationsInput>,
) {
  const cursor = decodeCursor(input.cursor);
  const where = cursor
    ? and(
        eq(presentations.userId, userId),
        or(
          lt(presentations.createdAt, cursor.createdAt),
          and(eq(presentations.createdAt, cursor.createdAt), lt(presentations.id, cursor.id)),
        ),
      )
    : eq(presentations.userId, userId);
  // One round trip for the page with each row's view stats (index lookups per row), and the count
  // beside it: the list stays two parallel queries however many presentations and views there are.
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: presentations.id,
        title: presentations.title,
        clientName: presentations.clientName,
        shareEnabled: presentations.shareEnabled,
        sharedUrl: presentations.sharedUrl,
        createdAt: presentations.createdAt,
        ...PRESENTATION_VIEW_STATS,
      })
      .from(presentations)
      .where(where)
      .orderBy(descNullsLast(presentations.createdAt), descNullsLast(presentations.id))
      .limit(input.limit + 1),
    deps.db.select({ value: count() }).from(presentations).where(eq(presentations.userId, userId)),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      views: Number(row.views),
      lastViewedAt: row.lastViewedAt ? new Date(row.lastViewedAt).toISOString() : null,
    })),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
    total: Number(total?.value ?? 0),
  };
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError('BAD_REQUEST', 'Invalid page cursor');
  return { createdAt, id };
}

export async function getOwnedPresentation(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getPresentation(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { id }: z.output<typeof ZPresentationIdInput>,
) {
  const row = await getOwnedPresentation(db, userId, id);
  const document = parseDocument(row.document);
  return {
    id: row.id,
    title: row.title,
    clientName: row.clientName,
    clientData: row.clientData,
    salesStrategy: row.salesStrategy,
    htmlContent: row.htmlContent,
    outline: outlineOf(row),
    /** The document of sections the owner edits; null for pages saved before documents. */
    document,
    version: row.version,
    /** The client's figures the analysis is computed from; null when they cannot be changed here. */
    figures: document ? figuresOf(row.clientData) : null,
    brandApplied: Boolean(document?.brand),
    shareEnabled: row.shareEnabled,
    sharedUrl: row.sharedUrl,
    ...shareSettingsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The presentation's sections: from its document, or from the page of one saved before documents. */
function outlineOf(row: { document: unknown; htmlContent: string }) {
  const sections: TDocumentSection[] =
    parseDocument(row.document)?.sections ?? legacySections(row.htmlContent);
  return sections.map((s) => ({
    id: s.id,
    title: s.title,
    source: s.source,
    hidden: s.hidden,
    replaced: s.replaced ?? null,
  }));
}

export async function deletePresentation(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { id }: z.output<typeof ZPresentationIdInput>,
) {
  const deleted = await db
    .delete(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
    .returning({ id: presentations.id });
  if (deleted.length === 0) throw notFound();
  return { ok: true as const };
}

export async function setSharing(
  deps: Deps,
  userId: string,
  { id, enabled }: z.output<typeof ZSetSharingInput>,
) {
  const sharedUrl = enabled ? `${deps.config.appOrigin}${sharedPath(id)}` : null;
  return deps.db.transaction(async (tx) => {
    // The row locked first, so a change of state is recorded once however many requests race.
    const [before] = await tx
      .select({ shareEnabled: presentations.shareEnabled })
      .from(presentations)
      .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
      .for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(presentations)
      .set({ shareEnabled: enabled, sharedUrl, updatedAt: new Date() })
      .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
      .returning({
        id: presentations.id,
        shareEnabled: presentations.shareEnabled,
        sharedUrl: presentations.sharedUrl,
      });
    if (!row) throw notFound();
    // Turning sharing off ends every grant: a visitor let in before must pass the gate again.
    if (!enabled) await tx.delete(shareGrants).where(eq(shareGrants.presentationId, id));
    // On the client's timeline.
    if (before.shareEnabled !== enabled)
      await tx
        .insert(shareEvents)
        .values({ id: newId(), presentationId: id, kind: enabled ? 'enabled' : 'disabled' });
    return row;
  });
}

/** What a visitor of a live, unlocked share sees; null when its HTML is gone. */
async function readShared(db: Database, row: SharedRow) {
  // The owner's logo, name and company for the page's top bar (public: the page shows them too).
  const [htmlContent, brand] = await Promise.all([
    sharedHtml(db, row),
    sharedBrandOf(db, row.userId),
  ]);
  if (htmlContent === null) return null;
  return { id: row.id, title: row.title, clientName: row.clientName, htmlContent, brand };
}

/** The public read: only while sharing is on (and unexpired, and unlocked), and only what the page shows. */
export async function getSharedPresentation(
  { db }: Pick<Context, 'db'>,
  { id, grant }: SharedInput,
) {
  const access = await resolveSharedAccess(db, id, grant);
  if (!access) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND_MESSAGE);
  if ('locked' in access) {
    throw new AppError('FORBIDDEN', 'This presentation is protected. Please unlock it first.', {
      reason: 'SHARE_LOCKED',
    });
  }
  const shared = await readShared(db, access.row);
  if (!shared) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND_MESSAGE);
  return shared;
}

export type TSharedPage =
  | { state: 'unavailable' }
  /** `grantRefused`: a grant was given and no longer opens it (expired, or the gate changed). */
  | { state: 'gated'; requiresPasscode: boolean; requiresEmail: boolean; grantRefused: boolean }
  /** `unlocked`: opened with the grant given (the page's links must carry it). */
  | ({ state: 'open'; unlocked: boolean } & NonNullable<Awaited<ReturnType<typeof readShared>>>);

/**
 * What the public page of a shared presentation shows, decided in one read: nothing (missing,
 * unshared, expired), the gate (nothing of the presentation, not even its title), or the presentation.
 */
export async function sharedPageOf(
  { db }: Pick<Context, 'db'>,
  { id, grant }: SharedInput,
): Promise<TSharedPage> {
  const access = await resolveSharedAccess(db, id, grant);
  if (!access) return { state: 'unavailable' };
  if ('locked' in access)
    return { state: 'gated', ...gateOf(access.locked), grantRefused: grant !== undefined };
  const shared = await readShared(db, access.row);
  if (!shared) return { state: 'unavailable' };
  return { state: 'open', unlocked: isGated(access.row), ...shared };
}
