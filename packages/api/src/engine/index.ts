// The generation engine: the machinery every long-running, streamed job shares — the job queue's
// rounds, claims and heartbeats, the stored stream (chunk storage, NOTIFY feeds), live state for
// local subscribers, the per-advisor stream limit and the SSE writer. Domains plug in by
// registering a handler for each kind of job they file (`engine.registerJobKind('section', ...)`);
// the engine imports no domain.
import { EventEmitter } from 'node:events';

import type { TrackedEnvelope } from '@trpc/server';

import type { DatabaseHandle } from '@pitchcraft/db';

import type { Logger } from '../logger';
import type { JobQueue } from '../services/queue';
import { ChunkFeed } from './chunk-feed';
import { ChunkWriter } from './chunk-writer';
import { followJob, type FollowOptions, type JobEvent } from './job-events';
import type { JobHandler, NewJob } from './job-kinds';
import { insertJob, markRefused } from './job-rows';
import type { JobState } from './job-state';
import { JobRunner } from './runner';
import { StreamLimiter, type StreamOwner } from './stream-limit';

export interface EngineOptions {
  /** The database: its main pool, the streams' own connection, and LISTEN. */
  handle: Pick<DatabaseHandle, 'db' | 'streams' | 'listen'>;
  log: Logger;
  queue: JobQueue;
  /** Jobs taken over from other processes run here only up to this many at once (default 100). */
  capacity?: number | undefined;
  /** How many times a job is started in all, for the restart notice (default 3). */
  attempts?: number | undefined;
}

export interface Engine {
  /** Runs jobs of `kind` with `handler` (one handler a kind; see jobKindOf). */
  registerJobKind(kind: string, handler: JobHandler): void;
  /**
   * Stores a job and files it with the queue; returns its id. `apiKey` (the advisor's own) stays
   * in this process's memory for its first run. A job the queue refused is ended at once (stored
   * as failed) and the refusal thrown.
   */
  submit(job: NewJob, options?: { apiKey?: string | undefined }): Promise<string>;
  /** Live state of a job running (or just finished) in this process. */
  live(id: string): JobState | undefined;
  /** Calls `listener` whenever the job changes in this process; returns the unsubscribe function. */
  watch(id: string, listener: () => void): () => void;
  /** One subscriber's events for the job, from wherever it runs. */
  follow(id: string, options: FollowOptions): AsyncGenerator<TrackedEnvelope<JobEvent>>;
  /** Runs `stream` as one of the advisor's limited streams (see stream-limit.ts). */
  limitStreams<T>(
    owner: StreamOwner,
    signal: AbortSignal | undefined,
    stream: (signal: AbortSignal) => AsyncGenerator<T>,
  ): AsyncGenerator<T>;
  /** Starts listening for other processes' progress and claiming jobs. */
  start(): Promise<void>;
  /** Waits for running jobs up to `timeoutMs`, then hands the rest back to the queue (graceful shutdown). */
  drain(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
  /** This process's ear on other processes' streams. */
  readonly feed: ChunkFeed;
  /** Jobs running in this process now. */
  readonly running: number;
}

export function createEngine(options: EngineOptions): Engine {
  const { handle, log, queue } = options;
  const db = handle.db;
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const live = new Map<string, JobState>();
  const handlers = new Map<string, JobHandler>();
  const writer = new ChunkWriter(handle.streams, log);
  const feed = new ChunkFeed(handle, writer, log);
  const limiter = new StreamLimiter(db, log);
  const runner = new JobRunner({
    db,
    log,
    queue,
    writer,
    handlers,
    live,
    bus,
    capacity: options.capacity ?? 100,
    attempts: options.attempts ?? 3,
  });
  const watch = (id: string, listener: () => void) => {
    bus.on(id, listener);
    return () => void bus.off(id, listener);
  };
  return {
    feed,
    registerJobKind(kind, handler) {
      if (handlers.has(kind)) throw new Error(`a handler for ${kind} jobs is registered already`);
      handlers.set(kind, handler);
    },
    async submit(job, { apiKey } = {}) {
      const id = await insertJob(db, job);
      try {
        await runner.enqueue(id, apiKey);
      } catch (error) {
        await markRefused(db, id);
        throw error;
      }
      return id;
    },
    live: (id) => live.get(id),
    watch,
    follow: (id, followOptions) =>
      followJob({ live: (job) => live.get(job), watch, feed }, id, followOptions),
    limitStreams: (owner, signal, stream) => limiter.limit(owner, signal, stream),
    async start() {
      await feed.start();
      await runner.start();
    },
    drain: (timeoutMs) => runner.drain(timeoutMs),
    async stop() {
      await runner.stop();
      await feed.stop();
    },
    get running() {
      return runner.size;
    },
  };
}

export { EventWriter, SSE_HEADERS, sseSettingsOf, streamSubscription } from './sse';
export type { SsePing, SubscriptionCall, SubscriptionRequest } from './sse';
export { INTERRUPTED_MESSAGE, markLost } from './job-rows';
export { RESTART_NOTICE_TITLE } from './job-run';
export { JobFailure, jobKindOf } from './job-kinds';
export type { JobHandler, JobOutcome, JobRow, JobRun, JobUsage, NewJob } from './job-kinds';
export type { FollowOptions, JobEvent, JobSnapshot, SectionSummary } from './job-events';
export { applyChunks, emptyStreamState } from './job-state';
export type { JobNotice, JobState, JobStatus, StreamState } from './job-state';
export { readChunks } from './live-stream';
export { MAX_STREAMS_PER_ADVISOR, type StreamOwner } from './stream-limit';
export { ZJobEvent, ZSectionSummary } from './job-events';
export { zTrackedStream } from './tracked-stream-schema';
