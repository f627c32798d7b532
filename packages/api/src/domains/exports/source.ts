// What an export is written from: a presentation's document and the analysis its figures come
// from, read with the same rules as its page (content.ts) — a saved presentation by its signed-in
// owner whatever their subscription, a finished generation (the wizard's preview) by its
// subscribed owner, a shared one by anyone the share lets in. Everything else is missing.
import {
  analyseNeeds,
  decideAccess,
  needsInputFromClient,
  type TNeedsAnalysis,
} from '@pitchcraft/core';
import { parseDocument, type TPresentationDocument } from '@pitchcraft/core/document';
import { and, eq, generations, presentations, userProfiles, type Database } from '@pitchcraft/db';

import { AppError } from '../../errors';
import { readStoredInput } from '../../writing/stored-input';
import { analysisFor } from '../presentations/rerender';
import { resolveSharedAccess } from '../presentations/share';

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

/** Whether the advisor's subscription or trial is active (a generation is theirs only then). */
async function subscribed(db: Database, userId: string): Promise<boolean> {
  const [profile] = await db
    .select({ status: userProfiles.subscriptionStatus, reason: userProfiles.cancellationReason })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return decideAccess(profile?.status, profile?.reason).hasAccess;
}

/**
 * The source of an export, or null when the caller may not read it (missing, not theirs, no
 * longer shared, gated without a grant): indistinguishable, as on the page routes.
 */
export async function exportSource(
  db: Database,
  request: { kind: TExportKind; id: string; userId: string | null; grant?: string | undefined },
): Promise<TExportSource | null> {
  const { kind, id, userId } = request;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  if (kind === 'shared') {
    const access = await resolveSharedAccess(db, id, request.grant);
    if (!access || 'locked' in access) return null;
    const row = await savedPresentation(db, id, null);
    if (!row) return null;
    return {
      document: documentOf(row.document),
      analysis: analysisFor(row.clientData),
      ownerId: row.userId,
      clientName: row.clientName,
    };
  }
  if (!userId) return null;
  if (kind === 'presentations') {
    const row = await savedPresentation(db, id, userId);
    if (!row) return null;
    return {
      document: documentOf(row.document),
      analysis: analysisFor(row.clientData),
      ownerId: userId,
      clientName: row.clientName,
    };
  }
  if (!(await subscribed(db, userId))) return null;
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
