// Regenerating one section of a saved presentation: the request checked and refused before any
// job exists when it cannot be written again, then a 'section' job filed with the engine
// (section-job.ts); the browser follows it through generation.events.
import type { z } from 'zod';

import { EDIT_MESSAGES, type ZRegenerateSectionInput } from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { chooseWriter } from '../../writing/write-job';
import { getOwnedPresentation } from './owned';
import { sectionJobFor, sectionOf, type SectionJobTarget } from './section-job';

type Deps = Pick<Context, 'db' | 'services' | 'log'>;

const REGENERATE_LIMIT_MESSAGE =
  'You have regenerated many sections in the last hour. Please wait a little before the next one.';

/** Starts the job; the browser follows it through generation.events with the returned id. */
export async function regenerateSection(
  ctx: Deps,
  userId: string,
  input: z.output<typeof ZRegenerateSectionInput>,
) {
  const row = await getOwnedPresentation(ctx.db, userId, input.id);
  const document = parseDocument(row.document);
  if (!document) throw new AppError('BAD_REQUEST', EDIT_MESSAGES.noDocument);
  const section = sectionOf(document, input.sectionId);
  await ctx.services.rateLimiter.consume(
    { key: `generation:section:user:${userId}`, limit: 60, windowMs: 60 * 60 * 1000 },
    REGENERATE_LIMIT_MESSAGE,
  );
  const { writer, apiKey, keySource } = chooseWriter(ctx.services.generation, input);
  const target: SectionJobTarget = {
    kind: 'section',
    presentationId: row.id,
    sectionId: section.id,
    instruction: input.instruction,
  };
  // Built once here so a presentation that cannot be written again is refused before any job exists.
  const { promptInput } = await sectionJobFor(ctx.db, userId, target);
  const stored = {
    client: promptInput.client,
    strategy: promptInput.strategy,
    analysis: promptInput.analysis,
    presentationId: row.id,
    keySource,
  };
  const id = await ctx.services.generation.runner.submit(
    { userId, provider: writer.kind, input: stored, target },
    { apiKey },
  );
  ctx.log.info(
    { generationId: id, presentationId: row.id, sectionId: section.id, provider: writer.kind },
    'section regeneration started',
  );
  return { id, provider: writer.kind };
}
