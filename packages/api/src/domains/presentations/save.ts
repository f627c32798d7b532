// Saving a finished generation: as a new presentation (its first version), or over one the
// advisor already has (its next version). Either way it lands on its client's timeline.
import type { z } from 'zod';

import {
  presentationTitle,
  SAVE_MISSING_DATA_MESSAGE,
  type ZSavePresentationInput,
} from '@pitchcraft/core';
import { and, clients, eq, generations, presentations, type Database } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { readStoredInput, type TStoredGenerationInput } from '../../writing/stored-input';
import { auditActorOf, recordAudit, type AuditCtx } from '../audit/record';
import { matchingClientId } from '../clients/service';
import { getOwnedPresentation, presentationNotFound } from './owned';
import { commitVersion, recordFirstVersion } from './versions';

type Deps = Pick<Context, 'db'>;
type GenerationRow = typeof generations.$inferSelect;

/** What a presentation is saved with, from its finished generation. */
interface SavedValues {
  title: string;
  clientName: string;
  clientData: Record<string, unknown>;
  salesStrategy: Record<string, unknown>;
  htmlContent: string;
  document: Record<string, unknown> | null;
}

export async function savePresentation(
  deps: Deps & AuditCtx,
  userId: string,
  input: z.output<typeof ZSavePresentationInput>,
) {
  if (input.presentationId) await getOwnedPresentation(deps.db, userId, input.presentationId);
  const { generation, stored, values } = await finishedGeneration(deps.db, userId, input);
  // The client it was made for: the one the wizard named if it is still the advisor's, else the
  // advisor's one client of the same name and address (a client typed into the wizard whose id
  // never reached it), so it is on that client's timeline either way.
  const clientId =
    (await ownClientId(deps.db, userId, stored.clientId)) ??
    (await matchingClientId(deps.db, userId, {
      name: values.clientName,
      email: stored.client.email,
    }));
  const saved = input.presentationId
    ? await saveOver(deps.db, userId, input.presentationId, values, clientId)
    : await saveNew(deps.db, userId, generation, values, clientId);
  await recordAudit(deps.db, auditActorOf(deps), {
    action: 'presentation.saved',
    targetKind: 'presentation',
    targetId: saved.id,
    details: {
      title: saved.title,
      clientName: values.clientName,
      asNewVersion: Boolean(input.presentationId),
      ownerUserId: userId,
    },
  });
  return saved;
}

/** The advisor's succeeded generation and what it saves as; refused when it is missing or unfinished. */
async function finishedGeneration(
  db: Database,
  userId: string,
  input: { generationId: string },
): Promise<{ generation: GenerationRow; stored: TStoredGenerationInput; values: SavedValues }> {
  const [generation] = await db
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
  return { generation, stored, values };
}

/** Saving a new generation over a presentation keeps its history: the result is a new version. */
async function saveOver(
  db: Database,
  userId: string,
  presentationId: string,
  values: SavedValues,
  clientId: string | null,
) {
  const [updated] = await db
    .update(presentations)
    .set({
      title: values.title,
      clientName: values.clientName,
      salesStrategy: values.salesStrategy,
      ...(clientId ? { clientId } : {}),
    })
    .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId)))
    .returning({ id: presentations.id, title: presentations.title });
  if (!updated) throw presentationNotFound();
  await commitVersion(db, {
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

async function saveNew(
  db: Database,
  userId: string,
  generation: GenerationRow,
  values: SavedValues,
  clientId: string | null,
) {
  const id = newId();
  await db.transaction(async (tx) => {
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
