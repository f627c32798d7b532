// Runs generation jobs from the shared queue and publishes their progress. A job's live state is
// kept in this process for instant delivery to local subscribers, and appended to the stored
// stream (live-stream.ts) for subscribers elsewhere. A job started here is claimed here first (the
// advisor's own key lives only in this process's memory); one whose process died is taken back by
// the queue when its heartbeat lapses and started again, at a new epoch, by any process.
import { randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';

import type { Job } from 'pg-boss';

import { generations, sql, type Database, type DatabaseHandle } from '@pitchcraft/db';

import type { Logger } from '../../logger';
import { QUEUES, type JobQueue } from '../../services/queue';
import { ChunkFeed } from './chunk-feed';
import { ChunkWriter } from './chunk-writer';
import { runJob, type GenerationData, type RunDeps } from './job-run';
import { CHUNKS_CHANNEL, dropFinishedStreams } from './live-stream';
import type { Writers } from './resolve';
import type { JobState } from './state';

export type { JobState, JobStatus } from './state';

export const INTERRUPTED_MESSAGE =
  'Generation was interrupted because the server restarted. Please try again.';
export {
  COMPLETE_MESSAGE,
  RESTART_NOTICE_TITLE,
  SECTION_COMPLETE_MESSAGE,
  type GenerationData,
} from './job-run';
/** How often a process looks for jobs to take over (restarts); a job started here is claimed at once. */
const POLL_MS = 2_000;
/** How long a job started here waits for this process before any process may claim it. */
const OWN_CLAIM_SECONDS = 60;

export interface JobRunner {
  /** Queues a stored generation; `apiKey` (the advisor's own) stays in this process's memory for its first run. */
  enqueue(job: { id: string; apiKey?: string | undefined }): Promise<void>;
  /** Starts claiming jobs and listening for other processes' progress. */
  start(): Promise<void>;
  /** Live state of a job running (or just finished) in this process. */
  live(id: string): JobState | undefined;
  /** Calls `listener` whenever the job changes in this process; returns the unsubscribe function. */
  watch(id: string, listener: () => void): () => void;
  /** Waits for running jobs up to `timeoutMs`, then hands the rest back to the queue (graceful shutdown). */
  drain(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
  readonly feed: ChunkFeed;
  readonly running: number;
}

export interface RunnerOptions {
  handle: Pick<DatabaseHandle, 'db' | 'streams' | 'listen'>;
  log: Logger;
  queue: JobQueue;
  writers: Writers;
  /** Jobs taken over from other processes run here only up to this many at once. */
  capacity?: number;
  /** Attempts in all, for the restart notice. */
  attempts?: number;
}

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { handle, log, queue, writers } = options;
  const db = handle.db;
  const boss = queue.boss;
  const capacity = options.capacity ?? 100;
  const attempts = options.attempts ?? 3;
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const live = new Map<string, JobState>();
  const running = new Map<
    string,
    { promise: Promise<void>; controller: AbortController; job: Job<GenerationData> }
  >();
  const keys = new Map<string, string>();
  const writer = new ChunkWriter(handle.streams, log);
  const feed = new ChunkFeed(handle, writer, log);
  // Jobs started here carry this process's own priority, so it can claim exactly them first.
  const ownPriority = randomInt(1_000_000, 2_000_000_000);
  let timers: NodeJS.Timeout[] = [];
  let accepting = false;
  let polling = false;

  // Jobs started here go to the queue one round at a time: the starts that arrive while a round is
  // out join the next, which files them all in one insert and claims them in one fetch. A burst of
  // starts (a team's morning) then costs the queue two statements a round, not two a start.
  const rounds = {
    waiting: [] as string[],
    next: null as Promise<void> | null,
    current: Promise.resolve(),
  };

  function fileInNextRound(id: string): Promise<void> {
    rounds.waiting.push(id);
    rounds.next ??= rounds.current.then(() => {
      const ids = rounds.waiting;
      rounds.waiting = [];
      rounds.next = null;
      const round = fileAndClaim(ids);
      rounds.current = round.catch(() => undefined);
      return round;
    });
    return rounds.next;
  }

  async function fileAndClaim(ids: string[]): Promise<void> {
    const filed = ids.map((generationId) => ({
      data: { generationId } satisfies GenerationData,
      priority: ownPriority,
      startAfter: OWN_CLAIM_SECONDS,
    }));
    // The queue's own settings (attempts, heartbeat, expiry, dead letter) apply as they do to send.
    await boss.insert(QUEUES.generation, filed);
    const jobs = await boss.fetch<GenerationData>(QUEUES.generation, {
      batchSize: ids.length,
      ignoreStartAfter: true,
      minPriority: ownPriority,
      maxPriority: ownPriority,
    });
    for (const job of jobs) launch(job);
  }

  async function poll(): Promise<void> {
    if (!accepting || polling || running.size >= capacity) return;
    polling = true;
    try {
      const jobs = await boss.fetch<GenerationData>(QUEUES.generation, {
        batchSize: Math.min(20, capacity - running.size),
      });
      for (const job of jobs) launch(job);
    } catch (err) {
      log.warn({ err }, 'could not look for generation jobs');
    } finally {
      polling = false;
    }
  }

  function launch(job: Job<GenerationData>) {
    const id = job.data.generationId;
    if (running.has(id)) return;
    const controller = new AbortController();
    const promise = runJob(runDeps, job, controller)
      .catch((err: unknown) =>
        log.error({ err, generationId: id }, 'generation job failed to settle'),
      )
      .finally(() => running.delete(id));
    running.set(id, { promise, controller, job });
  }

  async function settle(job: Job<GenerationData>, how: 'complete' | 'fail') {
    const attempt = { id: job.id, retryCount: job.retryCount };
    await (
      how === 'complete'
        ? boss.complete(QUEUES.generation, attempt)
        : boss.fail(QUEUES.generation, attempt)
    ).catch((err: unknown) =>
      log.warn(
        { err, generationId: job.data.generationId },
        'could not settle a generation job; its heartbeat lapse will',
      ),
    );
  }

  const runDeps: RunDeps = {
    db,
    log,
    writer,
    writers,
    attempts,
    live,
    bus,
    settle,
    takeKey(id) {
      const key = keys.get(id);
      keys.delete(id);
      return key;
    },
  };

  async function heartbeat() {
    const held = [...running.values()].map(({ job }) => ({
      id: job.id,
      retryCount: job.retryCount,
    }));
    if (held.length === 0) return;
    await boss
      .touch(QUEUES.generation, held)
      .catch((err: unknown) => log.warn({ err }, 'could not refresh generation heartbeats'));
  }

  return {
    feed,
    async enqueue({ id, apiKey }) {
      if (apiKey !== undefined) {
        keys.set(id, apiKey);
        // Never kept longer than the claim could take.
        setTimeout(() => keys.delete(id), OWN_CLAIM_SECONDS * 1000).unref();
      }
      await fileInNextRound(id);
    },
    async start() {
      await feed.start();
      await boss.work<{ generationId: string }>(
        QUEUES.generationLost,
        { pollingIntervalSeconds: 2 },
        async ([job]) => {
          if (job) await markLost(db, job.data.generationId);
        },
      );
      accepting = true;
      timers = [
        setInterval(() => void poll(), POLL_MS),
        setInterval(() => void heartbeat(), Math.floor((queue.heartbeatSeconds * 1000) / 3)),
        setInterval(
          () =>
            void dropFinishedStreams(db).catch((err: unknown) =>
              log.warn({ err }, 'could not drop finished streams'),
            ),
          60_000,
        ),
      ];
      for (const timer of timers) timer.unref();
      void poll();
    },
    live: (id) => live.get(id),
    watch(id, listener) {
      bus.on(id, listener);
      return () => bus.off(id, listener);
    },
    async drain(timeoutMs) {
      accepting = false;
      const all = [...running.values()];
      if (all.length > 0) {
        const timeout = new Promise<'timeout'>((resolve) =>
          setTimeout(() => resolve('timeout'), timeoutMs).unref(),
        );
        const outcome = await Promise.race([
          Promise.allSettled(all.map((r) => r.promise)),
          timeout,
        ]);
        if (outcome === 'timeout') {
          for (const job of running.values())
            job.controller.abort(new Error('server shutting down'));
          await Promise.allSettled([...running.values()].map((r) => r.promise));
        }
      }
      await writer.flushAll();
    },
    async stop() {
      accepting = false;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      // Stopping twice, or with the queue already stopped, is fine.
      await boss.offWork(QUEUES.generationLost).catch(() => undefined);
      await feed.stop();
    },
    get running() {
      return running.size;
    },
  };
}

/**
 * Ends a generation whose every attempt was lost with its process (or that outlived its time
 * limit) with the interrupted message. A job that finished meanwhile is left as it is.
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
    if (ended.length === 0) return;
    await tx.execute(sql`select pg_notify(${CHUNKS_CHANNEL}, ${`${id}:end`})`);
  });
}
