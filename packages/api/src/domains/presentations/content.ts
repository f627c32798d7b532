// Who may read which presentation HTML through the content routes — the same rules as the API:
// a generation to a member who may read it while the organisation subscribes (subscribedProcedure),
// a saved presentation and its versions to a signed-in member who may read it whatever the
// subscription (recordsProcedure: an advisor whose subscription ended still reads and downloads
// their own work), a shared one to anyone. Who may read a row is the role table's (access.ts).
import {
  analyseNeeds,
  decideAccess,
  needsInputFromClient,
  type TNeedsAnalysis,
} from '@pitchcraft/core';
import {
  documentShell,
  parseDocument,
  renderPresentation,
  type TPresentationDocument,
} from '@pitchcraft/core/document';
import { and, eq, generations, type Database, type StoredGenerationInput } from '@pitchcraft/db';

import type { Context } from '../../context';
import { applyChunks, emptyStreamState, readChunks } from '../../engine';
import { AppError } from '../../errors';
import { readStoredInput } from '../../writing/stored-input';
import { validateSessionToken, type SessionUser } from '../auth/session';
import { actingOwner, actorOf } from '../organizations/access';
import { getOwnedPresentation } from './owned';
import { getSharedPresentation } from './shared-read';
import { readVersion } from './versions';

/**
 * The frame a running generation's sections are previewed in — for a whole presentation, the
 * document shell of the facts it is written from; for one section, the saved presentation — and
 * the analysis its figures come from (computed from the client's facts, as the job computes it).
 */
async function draftFrame(
  db: Database,
  userId: string,
  row: { input: StoredGenerationInput; target: { presentationId: string } | null; createdAt: Date },
): Promise<{ document: TPresentationDocument; analysis: TNeedsAnalysis } | null> {
  const input = readStoredInput(row.input);
  if (!input) return null;
  const analysis = analyseNeeds(needsInputFromClient(input.client));
  if (row.target) {
    const presentation = await getOwnedPresentation(db, userId, row.target.presentationId).catch(
      refusedAsNull,
    );
    const document = presentation ? parseDocument(presentation.document) : null;
    return document ? { document, analysis } : null;
  }
  const document = documentShell({
    client: input.client,
    advisor: input.client.advisorInfo,
    strategy: input.strategy,
    analysis,
    now: input.now ? new Date(input.now) : row.createdAt,
    brand: input.brand ?? null,
  });
  return { document, analysis };
}

export type ContentKind = 'generations' | 'presentations' | 'shared';

export interface PresentationContent {
  html: string;
  clientName: string;
  /** A generation still being written: its sections so far. */
  draft?: boolean;
}

/** The signed-in member; with `subscribed`, only while their organisation's subscription is active. */
async function signedInMember(
  db: Database,
  sessionToken: string | undefined,
  { subscribed }: { subscribed: boolean },
): Promise<SessionUser | null> {
  if (!sessionToken) return null;
  const session = await validateSessionToken(db, sessionToken);
  if (!session) return null;
  if (!subscribed) return session.user;
  const { status, cancellationReason } = session.subscription;
  return decideAccess(status, cancellationReason).hasAccess ? session.user : null;
}

/** A refusal (missing, locked, not the owner's) reads as missing; a failure (database down) propagates. */
const refusedAsNull = (error: unknown): null => {
  if (error instanceof AppError) return null;
  throw error;
};

export interface ContentRequest {
  kind: ContentKind;
  id: string;
  /** The session cookie's value: the owner's pages need the signed-in owner (subscribed, for a generation). */
  sessionToken: string | undefined;
  grant?: string | undefined;
  /** A live preview's first `sections` sections. */
  sections?: number | undefined;
  /** An earlier version of a saved presentation. */
  version?: number | undefined;
}

/** The HTML to serve, or null when the caller may not see it (indistinguishable from missing). */
export async function resolvePresentationContent(
  { db }: Pick<Context, 'db'>,
  { kind, id, sessionToken, grant, ...options }: ContentRequest,
): Promise<PresentationContent | null> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  if (kind === 'shared') {
    const shared = await getSharedPresentation({ db }, { id, grant }).catch(refusedAsNull);
    return shared ? { html: shared.htmlContent, clientName: shared.clientName } : null;
  }
  const member = await signedInMember(db, sessionToken, { subscribed: kind === 'generations' });
  if (!member) return null;
  // The row's owner, when the member may read it: everything below reads it as that owner.
  const rowKind = kind === 'presentations' ? 'presentation' : 'generation';
  const userId = await actingOwner(db, actorOf(member), rowKind, id, 'read').catch(refusedAsNull);
  if (!userId) return null;
  if (kind === 'presentations') {
    if (options.version !== undefined) {
      // An earlier version, exactly as it was recorded (and shown).
      const version = await readVersion(db, userId, id, options.version);
      return version ? { html: version.htmlContent, clientName: version.clientName } : null;
    }
    const row = await getOwnedPresentation(db, userId, id).catch(refusedAsNull);
    return row ? { html: row.htmlContent, clientName: row.clientName } : null;
  }
  const [row] = await db
    .select({
      html: generations.html,
      input: generations.input,
      status: generations.status,
      epoch: generations.streamEpoch,
      target: generations.target,
      createdAt: generations.createdAt,
    })
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .limit(1);
  if (!row) return null;
  const named = row.input.client.clientName;
  const clientName = typeof named === 'string' && named ? named : 'client';
  if (row.status === 'succeeded' && row.html) return { html: row.html, clientName };
  // The live preview: the sections written so far (or the first `sections` of them), as a draft.
  if (row.status !== 'running') return null;
  const { sections } = applyChunks(
    emptyStreamState(row.epoch, null),
    await readChunks(db, [{ id, after: -1 }]),
  );
  const frame = await draftFrame(db, userId, row);
  if (!frame) return null;
  const limit = options.sections ?? sections.length;
  const draft = { ...frame.document, sections: sections.slice(0, Math.max(0, limit)) };
  return {
    html: renderPresentation(draft, frame.analysis, { draft: true }),
    clientName,
    draft: true,
  };
}
