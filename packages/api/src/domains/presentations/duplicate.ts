// "Duplicate for another client": a new presentation with its own history, the source's sections
// and wording, and every figure computed for the new client from their saved record through the
// same analysis a generation uses. The copy is never shared.
import type { z } from 'zod';

import {
  analyseNeeds,
  clientFormForRecord,
  DUPLICATE_MESSAGES,
  needsInputFromClient,
  presentationTitle,
  renameClientInHtml,
  ZClientFormData,
  ZDuplicatePresentationInput,
  ZSalesStrategy,
  type TActor,
} from '@pitchcraft/core';
import {
  documentShell,
  parseDocument,
  renderPresentation,
  type TPresentationDocument,
} from '@pitchcraft/core/document';
import { and, clients, eq, presentations, type Database } from '@pitchcraft/db';

import { AppError } from '../../errors';
import { newId } from '../../ids';
import { subscribedProcedure } from '../../trpc';
import { auditActorOf, recordAudit, type AuditActor } from '../audit/record';
import { actingOwner, actorOf } from '../organizations/access';
import { creatingOwner } from '../organizations/acting';
import { loadDocumentBrand } from '../profile/brand';
import { loadProfileRow } from '../profile/service';
import { getOwnedPresentation } from './owned';
import { recordFirstVersion } from './versions';

/** Who asks: the acting member, whose the copy will be (organizations/acting.ts creatingOwner), and the audit actor. */
interface DuplicateCaller {
  actor: TActor;
  ownerId: string;
  audit: AuditActor;
}

/** The stored strategy, or the defaults when it no longer parses. */
function strategyOf(stored: unknown) {
  const parsed = ZSalesStrategy.safeParse(stored);
  return parsed.success ? parsed.data : ZSalesStrategy.parse({});
}

async function duplicatePresentation(
  db: Database,
  { actor, ownerId, audit }: DuplicateCaller,
  input: z.output<typeof ZDuplicatePresentationInput>,
): Promise<{ id: string; title: string }> {
  const sourceOwner = await actingOwner(db, actor, 'presentation', input.presentationId, 'read');
  const source = await getOwnedPresentation(db, sourceOwner, input.presentationId);
  const document = parseDocument(source.document);
  if (!document) throw new AppError('BAD_REQUEST', DUPLICATE_MESSAGES.noDocument);
  const clientOwner = await actingOwner(db, actor, 'client', input.clientId, 'write');
  const [record] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.userId, clientOwner)))
    .limit(1);
  const base = ZClientFormData.safeParse(source.clientData);
  if (!record || !base.success) throw new AppError('BAD_REQUEST', DUPLICATE_MESSAGES.noDocument);

  // The advisor block is the copy owner's, from their account, as at generation.
  const profile = await loadProfileRow(db, ownerId);
  const withClient = clientFormForRecord(
    {
      ...base.data,
      advisorInfo: {
        name: profile.fullName,
        company: profile.companyName,
        phone: profile.phoneNumber ?? '',
        email: profile.email,
        jurisdiction: profile.jurisdiction,
      },
    },
    { ...record, phone: record.phone ?? '' },
  );
  if (!withClient)
    throw new AppError('BAD_REQUEST', DUPLICATE_MESSAGES.missingFacts, { field: 'clientId' });

  const analysis = analyseNeeds(needsInputFromClient(withClient));
  const brand = document.brand ? await loadDocumentBrand(db, ownerId) : null;
  const shell = documentShell({
    client: withClient,
    advisor: withClient.advisorInfo,
    strategy: strategyOf(source.salesStrategy),
    analysis,
    now: new Date(),
    brand,
  });
  const from = document.client.fullName || source.clientName;
  const copy: TPresentationDocument = {
    ...shell,
    // The look the source was given stays; the facts and the frame are the new client's.
    theme: document.theme,
    sections: document.sections.map((s) => ({
      ...s,
      title: renameClientInHtml(s.title, from, withClient.clientName),
      html: s.block ? s.html : renameClientInHtml(s.html, from, withClient.clientName),
    })),
  };
  const html = renderPresentation(copy, analysis);
  const id = newId();
  const title = presentationTitle(withClient.insuranceType, withClient.clientName);
  await db.transaction(async (tx) => {
    await tx.insert(presentations).values({
      id,
      userId: ownerId,
      title,
      clientName: withClient.clientName,
      clientData: withClient,
      clientId: record.id,
      salesStrategy: source.salesStrategy,
      htmlContent: html,
      document: copy,
      version: 1,
      shareEnabled: false,
    });
    await recordFirstVersion(tx, {
      presentationId: id,
      userId: actor.userId,
      number: 1,
      summary: `Duplicated from “${source.title}”`,
      document: copy,
      clientData: withClient,
      html,
    });
    await recordAudit(tx, audit, {
      action: 'presentation.duplicated',
      targetKind: 'presentation',
      targetId: id,
      details: { sourceId: source.id, clientId: record.id },
    });
  });
  return { id, title };
}

/** presentations.duplicate: any member who may read the source and create (see access-matrix). */
export const duplicateProcedure = subscribedProcedure
  .input(ZDuplicatePresentationInput)
  .mutation(async ({ ctx, input }) =>
    duplicatePresentation(
      ctx.db,
      { actor: actorOf(ctx.user), ownerId: await creatingOwner(ctx), audit: auditActorOf(ctx) },
      input,
    ),
  );
