// An output schema for a streaming procedure (tRPC's `.output()` on a subscription): the procedure
// returns an async iterable of tracked events, and each event is checked against `event` as it
// passes, its tracked id kept. Closing the checked stream closes the procedure's own.
import { isTrackedEnvelope, tracked, type TrackedEnvelope } from '@trpc/server';
import { z } from 'zod';

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

async function* checked<T extends z.ZodType>(
  events: AsyncIterable<unknown>,
  event: T,
): AsyncGenerator<TrackedEnvelope<z.output<T>>> {
  const iterator = events[Symbol.asyncIterator]();
  try {
    for (;;) {
      const step = await iterator.next();
      if (step.done) return;
      const value: unknown = step.value;
      if (!isTrackedEnvelope(value)) throw new Error('A streamed event carries no tracked id');
      yield tracked(value[0], event.parse(value[1]));
    }
  } finally {
    await iterator.return?.();
  }
}

/** A stream of tracked events, each one `event`. */
export function zTrackedStream<T extends z.ZodType>(event: T) {
  return z
    .custom<AsyncIterable<TrackedEnvelope<z.input<T>>>>(isAsyncIterable)
    .transform((events) => checked(events, event));
}
