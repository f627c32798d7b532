// Generations: starting one (the facts it is written from, stored with the job), and reading one
// back for its owner — live from this process when it runs here, else from the database.
import type { z } from 'zod';

import { analyseNeeds, needsInputFromClient, type ZStartGenerationInput } from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';
import { and, eq, generations, getTableColumns } from '@pitchcraft/db';

import type { Context } from '../../context';
import { applyChunks, emptyStreamState, readChunks, type JobState } from '../../engine';
import { AppError } from '../../errors';
import { chooseWriter } from '../../writing/write-job';
import { assertOwnClient } from '../clients/service';
import { loadDocumentBrand } from '../profile/brand';
import { loadProfileRow } from '../profile/service';
import { loadWritingPlan } from '../templates/plan';

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
  const [profile, brand, plan] = await Promise.all([
    loadProfileRow(ctx.db, userId),
    loadDocumentBrand(ctx.db, userId),
    // The template is loaded here, never taken from the browser: another organisation's is not found.
    loadWritingPlan(ctx.db, userId, input.templateId),
  ]);
  const { writer, apiKey, keySource } = chooseWriter(ctx.services.generation, input);
  const client = {
    ...input.client,
    // The advisor block comes from the account, not from what the browser claims: so does where
    // they practise, which sets the analysis's tax rules and currency.
    advisorInfo: {
      name: profile.fullName,
      company: profile.companyName,
      phone: profile.phoneNumber ?? '',
      email: profile.email,
      jurisdiction: profile.jurisdiction,
    },
  };
  const analysis = analyseNeeds(needsInputFromClient(client));
  // Everything a process needs to write it (the job rebuilds the prompt from this), but never
  // the key: the brand as it is now (never part of the prompt) and the date it is prepared on.
  const stored = {
    client,
    strategy: input.strategy,
    analysis,
    clientId: input.clientId ?? null,
    brand,
    now: new Date().toISOString(),
    keySource,
    ...(plan ? { plan } : {}),
  };
  const id = await ctx.services.generation.runner.submit(
    { userId, provider: writer.kind, input: stored },
    { apiKey },
  );
  ctx.log.info({ generationId: id, provider: writer.kind }, 'generation started');
  return { id, provider: writer.kind };
}

type GenerationTarget = NonNullable<(typeof generations.$inferSelect)['target']>;
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
function finishedSnapshot(row: SnapshotRow): GenerationSnapshot {
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
