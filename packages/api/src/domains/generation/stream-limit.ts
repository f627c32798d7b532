// At most MAX_STREAMS_PER_ADVISOR generation event streams per advisor, across all their sessions
// and every server process: opening one more closes the oldest (signing in four times does not
// give four allowances). A stream is also closed when its session ends (sign
// out, a password change or reset elsewhere). Open streams are rows in generation_streams, which
// cascade away with their session; each process checks its own streams' rows every CHECK_MS and
// ends those whose row is gone, and ends at once the ones it evicts itself.
import { desc, eq, generationStreams, inArray, sessions, type Database } from '@pitchcraft/db';

import { newId } from '../../ids';
import type { Logger } from '../../logger';

export const MAX_STREAMS_PER_ADVISOR = 5;
const CHECK_MS = 1_000;

interface OpenStream {
  db: Database;
  abort: AbortController;
}

/** This process's open streams by id. */
const open = new Map<string, OpenStream>();
let checker: ReturnType<typeof setInterval> | undefined;

function end(id: string): void {
  open.get(id)?.abort.abort();
  open.delete(id);
}

/** Ends this process's streams whose row was removed (evicted elsewhere, or their session ended). */
async function checkOpenStreams(log: Logger): Promise<void> {
  const byDb = new Map<Database, string[]>();
  for (const [id, stream] of open) byDb.set(stream.db, [...(byDb.get(stream.db) ?? []), id]);
  for (const [db, ids] of byDb) {
    try {
      const alive = new Set(
        (
          await db
            .select({ id: generationStreams.id })
            .from(generationStreams)
            .where(inArray(generationStreams.id, ids))
        ).map((r) => r.id),
      );
      for (const id of ids) if (!alive.has(id)) end(id);
    } catch (error) {
      // The database is away: the streams' own reads fail and end them anyway.
      log.warn({ err: error }, 'could not check open generation streams');
    }
  }
  if (open.size === 0 && checker) {
    clearInterval(checker);
    checker = undefined;
  }
}

/** Registers a stream of `sessionId`, evicting the advisor's oldest beyond the limit, whatever their session. */
async function register(
  db: Database,
  owner: { sessionId: string; userId: string },
  log: Logger,
): Promise<{ id: string; signal: AbortSignal }> {
  const id = newId();
  const abort = new AbortController();
  await db.insert(generationStreams).values({ id, sessionId: owner.sessionId });
  open.set(id, { db, abort });
  const advisorsStreams = db
    .select({ id: generationStreams.id })
    .from(generationStreams)
    .innerJoin(sessions, eq(sessions.id, generationStreams.sessionId))
    .where(eq(sessions.userId, owner.userId))
    .orderBy(desc(generationStreams.openedAt), desc(generationStreams.id))
    .offset(MAX_STREAMS_PER_ADVISOR);
  const evicted = await db
    .delete(generationStreams)
    .where(inArray(generationStreams.id, advisorsStreams))
    .returning({ id: generationStreams.id });
  for (const row of evicted) end(row.id);
  checker ??= setInterval(() => void checkOpenStreams(log), CHECK_MS);
  checker.unref?.();
  return { id, signal: abort.signal };
}

/**
 * Runs `stream` as one of the advisor's limited streams: it gets a signal that aborts when the
 * request does, when a newer stream of the advisor evicts it, or when the session ends.
 */
export async function* limitStreams<T>(
  ctx: { db: Database; log: Logger; session: { id: string }; user: { id: string } },
  requestSignal: AbortSignal | undefined,
  stream: (signal: AbortSignal) => AsyncGenerator<T>,
): AsyncGenerator<T> {
  const { id, signal } = await register(
    ctx.db,
    { sessionId: ctx.session.id, userId: ctx.user.id },
    ctx.log,
  );
  const combined = requestSignal ? AbortSignal.any([requestSignal, signal]) : signal;
  try {
    yield* stream(combined);
  } finally {
    open.delete(id);
    await ctx.db
      .delete(generationStreams)
      .where(eq(generationStreams.id, id))
      .catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'could not remove a closed generation stream'),
      );
  }
}
