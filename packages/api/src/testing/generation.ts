// What the generation tests start and read: a valid start for the shared test client, and a
// subscription's events up to the end of the job.
import type { TStartGenerationInput } from '@pitchcraft/core';
import { TEST_CLIENT } from '@pitchcraft/core/testing';

import type { GenerationEvent } from '../domains/generation/events';

export function startInput(overrides: Partial<TStartGenerationInput> = {}): TStartGenerationInput {
  return {
    client: {
      ...TEST_CLIENT,
      occupation: 'Nurse',
      location: 'Toronto, ON, Canada',
    },
    strategy: {},
    ...overrides,
  };
}

/** A subscription's events, up to and including the first that `until` accepts (by default the job's end). */
export async function collectEvents(
  iterable: AsyncIterable<unknown>,
  until: (e: GenerationEvent) => boolean = (e) => e.type === 'done' || e.type === 'error',
): Promise<GenerationEvent[]> {
  const events: GenerationEvent[] = [];
  for await (const envelope of iterable) {
    const [, event] = envelope as [string, GenerationEvent];
    events.push(event);
    if (until(event)) break;
  }
  return events;
}
