// What an export is written from: a presentation's document and the analysis its figures come
// from, read with the same rules as its page (content.ts) — a saved presentation by a member who
// may read it (its owner; an assistant of theirs; an owner, admin or reviewer of its organisation)
// whatever the subscription, a finished generation (the wizard's preview) likewise while the
// organisation subscribes, a shared one by anyone the share lets in. Everything else is missing.
import {
  analyseNeeds,
  decideAccess,
  needsInputFromClient,
  type TNeedsAnalysis,
} from '@pitchcraft/core';
import { parseDocument, type TPresentationDocument } from '@pitchcraft/core/document';
import { and, eq, generations, presentations, type Database } from '@pitchcraft/db';

import { AppError } from '../../errors';
import { readStoredInput } from '../../writing/stored-input';
import type { SessionSubscription, SessionUser } from '../auth/session';
import { actingOwner, actorOf } from '../organizations/access';
import { analysisFor } from '../presentations/rerender';
import { resolveSharedAccess } from '../presentations/share';
import { shownVersionState } from '../presentations/shared-html';

export type TExportKind = 'presentations' | 'generations' | 'shared';

export interface TExportSource {
  document: TPresentationDocument;
  analysis: TNeedsAnalysis;
  /** Whose brand images the document may show. */
  ownerId: string;
  clientName: string;
}

const LEGACY_MESSAGE =
  'This presentation was saved before presentations were made of sections. Open it and save it once, then download it again.';

/** A stored document, or a clear refusal for a page saved before documents. */
function documentOf(value: unknown): TPresentationDocument {
  const document = parseDocument(value);
  if (!document) throw new AppError('CONFLICT', LEGACY_MESSAGE, { reason: 'EXPORT_LEGACY' });
  return document;
}

async function savedPresentation(db: Database, id: string, userId: string | null) {
  const [row] = await db
    .select({
      userId: presentations.userId,
      document: presentations.document,
      clientData: presentations.clientData,
      clientName: presentations.clientName,
    })
    .from(presentations)
    .where(
      userId === null
        ? eq(presentations.id, id)
        : and(eq(presentations.id, id), eq(presentations.userId, userId)),
    )
    .limit(1);
  return row ?? null;
}

/** The signed-in member asking, and their organisation's subscription (as the session read it). */
export interface ExportCaller {
  user: SessionUser;
  subscription: SessionSubscription | null;
}

/**
 * The owner of the presentation or generation `id` when `user` may read it, else null: a row of
 * another organisation, or one the role may not read, is as missing as an unknown id.
 */
export async function readableOwner(
  db: Database,
  user: SessionUser,
  kind: 'presentation' | 'generation',
  id: string,
): Promise<string | null> {
  try {
    return await actingOwner(db, actorOf(user), kind, id, 'read');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The source of an export, or null when the caller may not read it (missing, not theirs, no
 * longer shared, gated without a grant): indistinguishable, as on the page routes.
 */
export async function exportSource(
  db: Database,
  request: {
    kind: TExportKind;
    id: string;
    caller: ExportCaller | null;
    grant?: string | undefined;
  },
): Promise<TExportSource | null> {
  const { kind, id, caller } = request;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  if (kind === 'shared') {
    const access = await resolveSharedAccess(db, id, request.grant);
    if (!access || 'locked' in access) return null;
    const row = await savedPresentation(db, id, null);
    if (!row) return null;
    // While approval is required, the approved version the link shows, not a newer edit.
    const shown = (await shownVersionState(db, access.row)) ?? row;
    return {
      document: documentOf(shown.document),
      analysis: analysisFor(shown.clientData),
      ownerId: row.userId,
      clientName: row.clientName,
    };
  }
  if (!caller) return null;
  if (kind === 'presentations') {
    const userId = await readableOwner(db, caller.user, 'presentation', id);
    if (!userId) return null;
    const row = await savedPresentation(db, id, userId);
    if (!row) return null;
    return {
      document: documentOf(row.document),
      analysis: analysisFor(row.clientData),
      ownerId: userId,
      clientName: row.clientName,
    };
  }
  const { status, cancellationReason } = caller.subscription ?? {};
  if (!decideAccess(status, cancellationReason).hasAccess) return null;
  const userId = await readableOwner(db, caller.user, 'generation', id);
  if (!userId) return null;
  const [row] = await db
    .select({
      document: generations.document,
      input: generations.input,
      status: generations.status,
    })
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .limit(1);
  if (row?.status !== 'succeeded') return null;
  const input = readStoredInput(row.input);
  const document = parseDocument(row.document);
  if (!input || !document) return null;
  return {
    document,
    analysis: analyseNeeds(needsInputFromClient(input.client)),
    ownerId: userId,
    clientName: input.client.clientName.trim() || 'client',
  };
}
