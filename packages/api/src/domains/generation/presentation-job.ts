// The 'presentation' job kind: a whole presentation written from what its generation stored at
// start (the client's facts, the strategy, the brand, the date; never the key), by whichever
// process claims it.
import {
  analyseNeeds,
  buildPrompt,
  needsInputFromClient,
  plannedSections,
  type TPromptInput,
} from '@pitchcraft/core';
import type { Database } from '@pitchcraft/db';

import type { Engine } from '../../engine';
import type { JobRow, JobRun } from '../../engine/job-kinds';
import { createDocumentBuilder } from '../../writing/document-builder';
import { createSectionReasker, type ReaskUsage } from '../../writing/section-reask';
import { readStoredInput } from '../../writing/stored-input';
import { runWritingJob, writerOf, type JobRequest } from '../../writing/write-job';
import type { PresentationWriter, Writers } from '../../writing/writer';
import { loadDocumentBrand } from '../profile/brand';

export const COMPLETE_MESSAGE = 'Presentation complete!';

/** Rebuilds a presentation job from its row: the writer it was started with and its request. */
export async function resolvePresentationJob(
  db: Database,
  row: JobRow,
  writers: Writers,
  apiKey: string | undefined,
): Promise<{ writer: PresentationWriter; request: JobRequest & { promptInput: TPromptInput } }> {
  const stored = readStoredInput(row.input);
  if (!stored)
    throw new Error(`generation ${row.id} has a stored input this version cannot write from`);
  const writer = writerOf(writers, row.provider, stored.keySource, apiKey);
  const { client } = stored;
  const promptInput: TPromptInput = {
    client,
    advisor: client.advisorInfo,
    strategy: stored.strategy,
    analysis: analyseNeeds(needsInputFromClient(client)),
    now: stored.now ? new Date(stored.now) : row.createdAt,
    // A generation stored before brands were recorded in its input takes the brand as it is now.
    brand: stored.brand !== undefined ? stored.brand : await loadDocumentBrand(db, row.userId),
    plan: stored.plan ?? null,
  };
  return { writer, request: { prompt: buildPrompt(promptInput), promptInput, apiKey } };
}

/** Registers the kinds of job this domain files with the engine. */
export function registerGenerationJobs(engine: Engine, db: Database, writers: Writers): void {
  engine.registerJobKind('presentation', async (run: JobRun) => {
    const { writer, request } = await resolvePresentationJob(db, run.row, writers, run.apiKey);
    const promptInput = { ...request.promptInput, now: request.promptInput.now ?? new Date() };
    const source = writer.kind === 'offline' ? 'built-in' : 'ai';
    const full = { ...request, promptInput };
    // The AI's sections that need it are asked for once more; the built-in writer never re-asks.
    const reaskUsage: ReaskUsage = { inputTokens: 0, outputTokens: 0 };
    const reask =
      writer.kind === 'anthropic' ? createSectionReasker(writer, full, reaskUsage) : undefined;
    return runWritingJob(run, {
      writer,
      request: full,
      builder: createDocumentBuilder(promptInput, source, { reask, signal: run.signal }),
      reaskUsage,
      sectionsInAll: Math.max(1, plannedSections(promptInput).length),
      completeMessage: COMPLETE_MESSAGE,
    });
  });
}
