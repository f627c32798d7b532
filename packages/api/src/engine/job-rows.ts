// A job's row in `generations`: filed, read by the process that claims it, and finished with its
// outcome. Finishing (or losing) a job also wakes its subscribers on every process.
import { eq, generationChunks, generations, sql, type Database } from '@pitchcraft/db';

import { newId } from '../ids';
import type { JobRow, NewJob } from './job-kinds';
import { CHUNKS_CHANNEL } from './live-stream';

export const INTERRUPTED_MESSAGE =
  'Generation was interrupted because the server restarted. Please try again.';
/** What a subscriber is told of a job that failed unexpectedly (the error itself is logged). */
export const GENERIC_FAILURE = {
  message: 'An error occurred while generating the presentation',
  reason: 'AI_FAILED',
} as const;

type RowUpdate = Partial<typeof generations.$inferInsert>;

const endNotice = (id: string) => sql`select pg_notify(${CHUNKS_CHANNEL}, ${`${id}:end`})`;

/** Stores a new running job; returns its id. */
export async function insertJob(db: Database, job: NewJob): Promise<string> {
  const id = newId();
  await db.insert(generations).values({ ...job, id });
  return id;
}

/** The job's row while it is running; undefined once it finished or was deleted. */
export async function runningRow(db: Database, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(generations).where(eq(generations.id, id)).limit(1);
  return row?.status === 'running' ? row : undefined;
}

/** Where the job's stored stream ends: its next seq and the latest epoch in it. */
export async function storedStreamEnd(
  db: Database,
  id: string,
): Promise<{ nextSeq: number; epoch: number }> {
  const [stored] = await db
    .select({
      seq: sql<number | null>`max(${generationChunks.seq})`,
      epoch: sql<number | null>`max(${generationChunks.epoch})`,
    })
    .from(generationChunks)
    .where(eq(generationChunks.generationId, id));
  const seq = stored?.seq;
  return {
    nextSeq: seq === null || seq === undefined ? 0 : Number(seq) + 1,
    epoch: Number(stored?.epoch ?? 0),
  };
}

/** Records the epoch a restarted job's stream begins at. */
export async function setStreamEpoch(db: Database, id: string, epoch: number): Promise<void> {
  await db
    .update(generations)
    .set({ streamEpoch: epoch, updatedAt: new Date() })
    .where(eq(generations.id, id));
}

/**
 * Stores the job's outcome as one row and wakes its subscribers everywhere. Its stream is dropped
 * a minute later (dropFinishedStreams), once subscribers behind have read to the end.
 */
export async function finishRow(db: Database, id: string, set: RowUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(generations)
      .set({ ...set, finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(generations.id, id));
    await tx.execute(endNotice(id));
  });
}

/** Ends at once a job the queue refused, rather than leaving it running with nothing to run it. */
export async function markRefused(db: Database, id: string): Promise<void> {
  await db
    .update(generations)
    .set({
      status: 'failed',
      error: GENERIC_FAILURE.message,
      errorReason: GENERIC_FAILURE.reason,
      finishedAt: new Date(),
    })
    .where(eq(generations.id, id));
}

/**
 * Ends a job whose every attempt was lost with its process (or that outlived its time limit)
 * with the interrupted message. A job that finished meanwhile is left as it is.
 */
export async function markLost(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(generations)
      .set({
        status: 'failed',
        error: INTERRUPTED_MESSAGE,
        errorReason: 'INTERRUPTED',
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(sql`${generations.id} = ${id} and ${generations.status} = 'running'`)
      .returning({ id: generations.id });
    if (ended.length > 0) await tx.execute(endNotice(id));
  });
}
