// An advisor's presentation: reading it (with its outline and share settings), deleting it, and
// turning its share link on or off. Saving lives in save.ts, the library in list.ts, what a
// visitor of a shared one sees in shared-read.ts.
import type { z } from 'zod';

import { sharedPath, type ZPresentationIdInput, type ZSetSharingInput } from '@pitchcraft/core';
import { legacySections, parseDocument, type TDocumentSection } from '@pitchcraft/core/document';
import { and, eq, presentations, shareEvents, shareGrants } from '@pitchcraft/db';

import type { Context } from '../../context';
import { newId } from '../../ids';
import { auditActorOf, recordAudit, type AuditCtx } from '../audit/record';
import { assertClientFacingAllowed } from '../reviews/gate';
import { getOwnedPresentation, presentationNotFound } from './owned';
import { figuresOf } from './rerender';
import { shareSettingsOf } from './share';

// Other domains read an advisor's presentation through the domain's service.
export { getOwnedPresentation } from './owned';

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
  ctx: Pick<Context, 'db'> & AuditCtx,
  userId: string,
  { id }: z.output<typeof ZPresentationIdInput>,
) {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(presentations)
      .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
      .returning({ title: presentations.title, clientName: presentations.clientName });
    if (!deleted) throw presentationNotFound();
    await recordAudit(tx, auditActorOf(ctx), {
      action: 'presentation.deleted',
      targetKind: 'presentation',
      targetId: id,
      details: { title: deleted.title, clientName: deleted.clientName, ownerUserId: userId },
    });
  });
  return { ok: true as const };
}

export async function setSharing(
  deps: Pick<Context, 'db' | 'config'> & AuditCtx,
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
    if (!before) throw presentationNotFound();
    // While the organisation requires approval, only an approved page goes before a client.
    if (enabled) await assertClientFacingAllowed(tx, id);
    const [row] = await tx
      .update(presentations)
      .set({ shareEnabled: enabled, sharedUrl, updatedAt: new Date() })
      .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
      .returning({
        id: presentations.id,
        shareEnabled: presentations.shareEnabled,
        sharedUrl: presentations.sharedUrl,
      });
    if (!row) throw presentationNotFound();
    // Turning sharing off ends every grant: a visitor let in before must pass the gate again.
    if (!enabled) await tx.delete(shareGrants).where(eq(shareGrants.presentationId, id));
    // On the client's timeline.
    if (before.shareEnabled !== enabled) {
      await tx
        .insert(shareEvents)
        .values({ id: newId(), presentationId: id, kind: enabled ? 'enabled' : 'disabled' });
      await recordAudit(tx, auditActorOf(deps), {
        action: enabled ? 'presentation.shared' : 'presentation.unshared',
        targetKind: 'presentation',
        targetId: id,
        details: { ownerUserId: userId },
      });
    }
    return row;
  });
}
