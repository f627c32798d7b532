// At most MAX_STREAMS_PER_ADVISOR job event streams per advisor, across all their sessions and
// every server process: opening one more closes the oldest (signing in four times does not give
// four allowances). A stream is also closed when its session ends (sign out, a password change or
// reset elsewhere). Open streams are rows in generation_streams, which cascade away with their
// session; each process checks its own streams' rows every CHECK_MS and ends those whose row is
// gone, and ends at once the ones it evicts itself.
import { desc, eq, generationStreams, inArray, sessions, type Database } from '@pitchcraft/db';

import { newId } from '../ids';
import type { Logger } from '../logger';

export const MAX_STREAMS_PER_ADVISOR = 5;
const CHECK_MS = 1_000;

/** Whose stream it is: the session it was opened in and the advisor signed in there. */
export interface StreamOwner {
  sessionId: string;
  userId: string;
}

/** This process's open streams, and the check that ends those closed elsewhere. */
export class StreamLimiter {
  private readonly open = new Map<string, AbortController>();
  private checker: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  /**
   * Runs `stream` as one of the advisor's limited streams: it gets a signal that aborts when the
   * request does, when a newer stream of the advisor evicts it, or when the session ends.
   */
  async *limit<T>(
    owner: StreamOwner,
    requestSignal: AbortSignal | undefined,
    stream: (signal: AbortSignal) => AsyncGenerator<T>,
  ): AsyncGenerator<T> {
    const { id, signal } = await this.register(owner);
    const combined = requestSignal ? AbortSignal.any([requestSignal, signal]) : signal;
    try {
      yield* stream(combined);
    } finally {
      this.open.delete(id);
      await this.db
        .delete(generationStreams)
        .where(eq(generationStreams.id, id))
        .catch((error: unknown) =>
          this.log.warn({ err: error }, 'could not remove a closed generation stream'),
        );
    }
  }

  /** Registers a stream of the owner's session, evicting the advisor's oldest beyond the limit. */
  private async register(owner: StreamOwner): Promise<{ id: string; signal: AbortSignal }> {
    const id = newId();
    const abort = new AbortController();
    await this.db.insert(generationStreams).values({ id, sessionId: owner.sessionId });
    this.open.set(id, abort);
    const advisorsStreams = this.db
      .select({ id: generationStreams.id })
      .from(generationStreams)
      .innerJoin(sessions, eq(sessions.id, generationStreams.sessionId))
      .where(eq(sessions.userId, owner.userId))
      .orderBy(desc(generationStreams.openedAt), desc(generationStreams.id))
      .offset(MAX_STREAMS_PER_ADVISOR);
    const evicted = await this.db
      .delete(generationStreams)
      .where(inArray(generationStreams.id, advisorsStreams))
      .returning({ id: generationStreams.id });
    for (const row of evicted) this.end(row.id);
    this.checker ??= setInterval(() => void this.check(), CHECK_MS);
    this.checker.unref();
    return { id, signal: abort.signal };
  }

  private end(id: string): void {
    this.open.get(id)?.abort();
    this.open.delete(id);
  }

  /** Ends this process's streams whose row was removed (evicted elsewhere, or their session ended). */
  private async check(): Promise<void> {
    const ids = [...this.open.keys()];
    if (ids.length > 0) {
      try {
        const rows = await this.db
          .select({ id: generationStreams.id })
          .from(generationStreams)
          .where(inArray(generationStreams.id, ids));
        const alive = new Set(rows.map((r) => r.id));
        for (const id of ids) if (!alive.has(id)) this.end(id);
      } catch (error) {
        // The database is away: the streams' own reads fail and end them anyway.
        this.log.warn({ err: error }, 'could not check open generation streams');
      }
    }
    if (this.open.size === 0 && this.checker) {
      clearInterval(this.checker);
      this.checker = undefined;
    }
  }
}
