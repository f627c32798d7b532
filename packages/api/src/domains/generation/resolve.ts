// What a queued generation needs to run, rebuilt from its row by whichever process claims it: the
// prompt and facts (stored at start, never the key), the writer, and for one section its target.
import {
  analyseNeeds,
  buildPrompt,
  needsInputFromClient,
  type TPromptInput,
} from '@pitchcraft/core';
import type { Database, generations } from '@pitchcraft/db';

import { sectionJobFor } from '../presentations/regenerate';
import { loadDocumentBrand } from '../profile/brand';
import type { SectionTarget } from './document-builder';
import { readStoredInput } from './stored-input';
import {
  WriterError,
  type PresentationWriter,
  type VendorWriter,
  type WriteRequest,
} from './writer';

export const KEY_REQUIRED_MESSAGE =
  'API Key Required - Please enter your Claude API key to continue';

export type JobRequest = Omit<WriteRequest, 'signal' | 'onText' | 'onRetry' | 'sectionId'>;

export interface ResolvedJob {
  writer: PresentationWriter;
  request: JobRequest;
  target?: SectionTarget | undefined;
}

type GenerationRow = typeof generations.$inferSelect;

export interface Writers {
  anthropic: VendorWriter;
  offline: PresentationWriter;
}

/**
 * Rebuilds the job. `apiKey` is the advisor's own key when this process still holds it; a job
 * that needs one and has lost it (restarted elsewhere) fails with the key message, which sends
 * the wizard back to the key step.
 */
export async function resolveJob(
  db: Database,
  row: GenerationRow,
  writers: Writers,
  apiKey: string | undefined,
): Promise<ResolvedJob> {
  const stored = readStoredInput(row.input);
  if (!stored)
    throw new Error(`generation ${row.id} has a stored input this version cannot write from`);
  const writer = row.provider === 'anthropic' ? writers.anthropic : writers.offline;
  if (writer.kind === 'anthropic' && stored.keySource === 'advisor' && apiKey === undefined) {
    throw new WriterError(KEY_REQUIRED_MESSAGE, 'AI_KEY_REQUIRED');
  }
  if (row.target) {
    const { prompt, promptInput, target, rewrite } = await sectionJobFor(
      db,
      row.userId,
      row.target,
    );
    return { writer, request: { prompt, promptInput, apiKey, rewrite }, target };
  }
  const { client } = stored;
  const promptInput: TPromptInput = {
    client,
    advisor: client.advisorInfo,
    strategy: stored.strategy,
    analysis: analyseNeeds(needsInputFromClient(client)),
    now: stored.now ? new Date(stored.now) : row.createdAt,
    // A generation stored before brands were recorded in its input takes the brand as it is now.
    brand: stored.brand !== undefined ? stored.brand : await loadDocumentBrand(db, row.userId),
  };
  return { writer, request: { prompt: buildPrompt(promptInput), promptInput, apiKey } };
}
