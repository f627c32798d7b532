import type { z } from 'zod';

import { analyseNeeds, needsInputFromClient, type ZStartGenerationInput } from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';
import { and, eq, generations, getTableColumns } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { assertOwnClient } from '../clients/service';
import { loadDocumentBrand } from '../profile/brand';
import { loadProfileRow } from '../profile/service';
import type { JobRunner } from './jobs';
import { readChunks } from './live-stream';
import { applyChunks, emptyStreamState, type JobState } from './state';
import type { PresentationWriter, VendorWriter } from './writer';

export interface GenerationServices {
  runner: JobRunner;
  anthropic: VendorWriter;
  offline: PresentationWriter;
  /** Whether the server has its own AI key (the wizard then skips the key step). */
  serverKeyAvailable: boolean;
  model: string;
}

type Deps = Pick<Context, 'db' | 'services' | 'log'>;

export async function startGeneration(
  ctx: Deps,
  userId: string,
  input: z.output<typeof ZStartGenerationInput>,
) {
  await ctx.services.rateLimiter.consume(
    { key: `generation:user:${userId}`, limit: 30, windowMs: 60 * 60 * 1000 },
    'You have started many generations in the last hour. Please wait a little before the next one.',
  );
  // The saved client it is for must be the advisor's own: a stranger's id answers as a missing one.
  if (input.clientId !== undefined) await assertOwnClient(ctx.db, userId, input.clientId);
  const { generation } = ctx.services;
  const [profile, brand] = await Promise.all([
    loadProfileRow(ctx.db, userId),
    loadDocumentBrand(ctx.db, userId),
  ]);
  const useVendor =
    input.mode === 'auto' && (input.apiKey !== undefined || generation.serverKeyAvailable);
  const writer = useVendor ? generation.anthropic : generation.offline;
  const client = {
    ...input.client,
    // The advisor block comes from the account, not from what the browser claims.
    advisorInfo: {
      name: profile.fullName,
      company: profile.companyName,
      phone: profile.phoneNumber ?? '',
      email: profile.email,
    },
  };
  const analysis = analyseNeeds(needsInputFromClient(client));
  const id = newId();
  // Everything a process needs to write it (the runner rebuilds the prompt from this), but never
  // the key: the brand as it is now (never part of the prompt) and the date it is prepared on.
  await ctx.db.insert(generations).values({
    id,
    userId,
    provider: writer.kind,
    input: {
      client,
      strategy: input.strategy,
      analysis,
      clientId: input.clientId ?? null,
      brand,
      now: new Date().toISOString(),
      keySource: useVendor && input.apiKey !== undefined ? 'advisor' : 'server',
    },
  });
  await enqueueOrFail(ctx, id, useVendor ? input.apiKey : undefined);
  ctx.log.info({ generationId: id, provider: writer.kind }, 'generation started');
  return { id, provider: writer.kind };
}

/** Queues a stored generation; one the queue refused is ended at once rather than left running. */
export async function enqueueOrFail(
  ctx: Pick<Context, 'db' | 'services'>,
  id: string,
  apiKey: string | undefined,
): Promise<void> {
  try {
    await ctx.services.generation.runner.enqueue({ id, apiKey });
  } catch (error) {
    await ctx.db
      .update(generations)
      .set({
        status: 'failed',
        error: 'An error occurred while generating the presentation',
        errorReason: 'AI_FAILED',
        finishedAt: new Date(),
      })
      .where(eq(generations.id, id));
    throw error;
  }
}

export type GenerationTarget = NonNullable<(typeof generations.$inferSelect)['target']>;
/** `target`: null for a whole presentation, else the section of a saved presentation being written again. */
export type GenerationSnapshot = JobState & {
  id: string;
  provider: string;
  target: GenerationTarget | null;
};

/** The job's current state: live from this process when it runs here, else from the database. */
export async function getGeneration(
  ctx: Pick<Context, 'db' | 'services'>,
  userId: string,
  { id }: { id: string },
): Promise<GenerationSnapshot> {
  const { row, live } = await readOwnedRow(ctx, userId, id);
  const target = row.target ?? null;
  if (live) return { ...live, id, provider: row.provider, target };
  if (row.status === 'running') {
    // Running on another process: its stored stream, from the start.
    const state = applyChunks(
      emptyStreamState(row.streamEpoch, row.notice ?? null),
      await readChunks(ctx.db, [{ id, after: -1 }]),
    );
    return { ...state, id, provider: row.provider, target };
  }
  return finishedSnapshot(row);
}

/** A snapshot's columns: everything but the facts the job is written from (the largest, never shown). */
const { input: _input, ...snapshotColumns } = getTableColumns(generations);
type SnapshotRow = Omit<typeof generations.$inferSelect, 'input'>;

/** The generation `id`, if it is `userId`'s. */
const owned = (userId: string, id: string) =>
  and(eq(generations.id, id), eq(generations.userId, userId));

/** Refuses (NOT_FOUND) a generation that is missing or someone else's, reading nothing else of it. */
export async function assertOwnGeneration(
  ctx: Pick<Context, 'db'>,
  userId: string,
  id: string,
): Promise<void> {
  const [row] = await ctx.db
    .select({ id: generations.id })
    .from(generations)
    .where(owned(userId, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Generation not found');
}

async function readOwnedRow(ctx: Pick<Context, 'db' | 'services'>, userId: string, id: string) {
  const [row] = await ctx.db
    .select(snapshotColumns)
    .from(generations)
    .where(owned(userId, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Generation not found');
  return { row, live: ctx.services.generation.runner.live(id) };
}

/** A finished job, from its one row. */
export function finishedSnapshot(row: SnapshotRow): GenerationSnapshot {
  const target = row.target ?? null;
  const id = row.id;
  // A finished section job stores the whole new document; what it wrote is the one section.
  const sections = parseDocument(row.document)?.sections ?? [];
  return {
    id,
    provider: row.provider,
    target,
    status: row.status,
    progress: row.progress,
    message: row.message,
    text: row.partialText,
    epoch: row.streamEpoch,
    notice: row.notice ?? null,
    sections: target ? sections.filter((s) => s.id === target.sectionId) : sections,
    html: row.html,
    error: row.error,
    errorReason: row.errorReason,
  };
}
