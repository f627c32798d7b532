// The `events` subscription: a generation's events as the engine streams them (text, progress,
// retry notices, completed sections, the result), the first read and a finished job's result
// coming from the owner's own row.
import type { TrackedEnvelope } from '@trpc/server';

import type { Context } from '../../context';
import type { JobEvent } from '../../engine';
import { getGeneration } from './service';

/** What the wizard receives while a presentation (or one section) is written. */
export type GenerationEvent = JobEvent;

type Ctx = Pick<Context, 'db' | 'services' | 'log'> & { user: { id: string; email: string } };

export function generationEvents(
  ctx: Ctx,
  input: { id: string; lastEventId?: string | null | undefined },
  signal: AbortSignal | undefined,
): AsyncGenerator<TrackedEnvelope<GenerationEvent>> {
  return ctx.services.generation.runner.follow(input.id, {
    lastEventId: input.lastEventId,
    signal,
    snapshot: () => getGeneration(ctx, ctx.user.id, { id: input.id }),
    log: ctx.log,
  });
}
