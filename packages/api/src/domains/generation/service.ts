import type { z } from 'zod';
import { analyseNeeds, buildPrompt, needsInputFromClient, type TPromptInput, type ZStartGenerationInput } from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';
import { and, eq, generations } from '@pitchcraft/db';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { loadDocumentBrand } from '../profile/brand';
import { loadProfileRow } from '../profile/service';
import type { JobRunner, JobState } from './jobs';
import type { PresentationWriter } from './writer';

export interface GenerationServices {
  runner: JobRunner;
  anthropic: PresentationWriter;
  offline: PresentationWriter;
  /** Whether the server has its own AI key (the wizard then skips the key step). */
  serverKeyAvailable: boolean;
  model: string;
}

type Ctx = Pick<Context, 'db' | 'services' | 'log'> & { user: { id: string; email: string } };

export async function startGeneration(ctx: Ctx, input: z.output<typeof ZStartGenerationInput>) {
  await ctx.services.rateLimiter.consume(
    { key: `generation:user:${ctx.user.id}`, limit: 30, windowMs: 60 * 60 * 1000 },
    'You have started many generations in the last hour. Please wait a little before the next one.',
  );
  const { generation } = ctx.services;
  const [profile, brand] = await Promise.all([loadProfileRow(ctx.db, ctx.user.id), loadDocumentBrand(ctx.db, ctx.user.id)]);
  const useVendor = input.mode === 'auto' && (input.apiKey !== undefined || generation.serverKeyAvailable);
  const writer = useVendor ? generation.anthropic : generation.offline;
  const client = {
    ...input.client,
    // The advisor block comes from the account, not from what the browser claims.
    advisorInfo: { name: profile.fullName, company: profile.companyName, phone: profile.phoneNumber ?? '', email: profile.email },
  };
  const analysis = analyseNeeds(needsInputFromClient(client));
  // Every new presentation renders with the advisor's brand as it is now (never part of the prompt).
  const promptInput: TPromptInput = { client, advisor: client.advisorInfo, strategy: input.strategy, analysis, now: new Date(), brand };
  const prompt = buildPrompt(promptInput);
  const id = newId();
  await ctx.db.insert(generations).values({
    id,
    userId: ctx.user.id,
    provider: writer.kind,
    input: { client, strategy: input.strategy, analysis, clientId: input.clientId ?? null },
  });
  generation.runner.start({ id, writer, request: { prompt, promptInput, apiKey: useVendor ? input.apiKey : undefined } });
  ctx.log.info({ generationId: id, provider: writer.kind }, 'generation started');
  return { id, provider: writer.kind };
}

export type GenerationTarget = NonNullable<(typeof generations.$inferSelect)['target']>;
/** `target`: null for a whole presentation, else the section of a saved presentation being written again. */
export type GenerationSnapshot = JobState & { id: string; provider: string; target: GenerationTarget | null };

/** The job's current state: live from this process when it runs here, else from the database. */
export async function readGeneration(ctx: Ctx, id: string): Promise<GenerationSnapshot> {
  const [row] = await ctx.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, ctx.user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Generation not found');
  const target = row.target ?? null;
  const live = ctx.services.generation.runner.live(id);
  if (live) return { ...live, id, provider: row.provider, target };
  // A finished section job stores the whole new document; what it wrote is the one section.
  const sections = parseDocument(row.document)?.sections ?? [];
  return {
    id,
    provider: row.provider,
    target,
    status: row.status as JobState['status'],
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
