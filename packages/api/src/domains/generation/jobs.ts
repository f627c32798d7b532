// Runs generation jobs from the shared queue and publishes their progress. A job's live state is
// kept in this process for instant delivery to local subscribers, and appended to the stored
// stream (live-stream.ts) for subscribers elsewhere. A job started here is claimed here first (the
// advisor's own key lives only in this process's memory); one whose process died is taken back by
// the queue when its heartbeat lapses and started again, at a new epoch, by any process.
import { EventEmitter } from 'node:events';
import { randomInt } from 'node:crypto';
import type { Job } from 'pg-boss';
import { estimateProgress, sectionsForDetail, PROGRESS_COMPLETE, PROGRESS_EXTREME_CAP, retryNotice, statusMessageFor } from '@pitchcraft/core';
import { eq, generationChunks, generations, sql, type Database, type DatabaseHandle } from '@pitchcraft/db';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { QUEUES, type JobQueue } from '../../services/queue';
import { createDocumentBuilder, createSectionBuilder } from './document-builder';
import { ChunkFeed, ChunkWriter, CHUNKS_CHANNEL, dropFinishedStreams, type ChunkKind } from './live-stream';
import { resolveJob, type Writers } from './resolve';
import type { JobNotice, JobState } from './state';
import { WriterError } from './writer';

export type { JobState, JobStatus } from './state';

export const INTERRUPTED_MESSAGE = 'Generation was interrupted because the server restarted. Please try again.';
export const COMPLETE_MESSAGE = 'Presentation complete!';
export const SECTION_COMPLETE_MESSAGE = 'Section complete!';
export const RESTART_NOTICE_TITLE = 'Starting again';
const GENERIC_FAILURE = 'An error occurred while generating the presentation';
/** How often a process looks for jobs to take over (restarts); a job started here is claimed at once. */
const POLL_MS = 2_000;
/** How long a job started here waits for this process before any process may claim it. */
const OWN_CLAIM_SECONDS = 60;

export interface GenerationData {
  generationId: string;
}

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
  handle: Pick<DatabaseHandle, 'db' | 'listen'>;
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
  const running = new Map<string, { promise: Promise<void>; controller: AbortController; job: Job<GenerationData> }>();
  const keys = new Map<string, string>();
  const writer = new ChunkWriter(db, log);
  const feed = new ChunkFeed(handle, writer, log);
  // Jobs started here carry this process's own priority, so it can claim exactly them first.
  const ownPriority = randomInt(1_000_000, 2_000_000_000);
  let timers: NodeJS.Timeout[] = [];
  let accepting = false;
  let polling = false;

  async function claimOwn(): Promise<void> {
    const jobs = await boss.fetch<GenerationData>(QUEUES.generation, {
      batchSize: 1,
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
      const jobs = await boss.fetch<GenerationData>(QUEUES.generation, { batchSize: Math.min(20, capacity - running.size) });
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
    const promise = run(job, controller)
      .catch((err: unknown) => log.error({ err, generationId: id }, 'generation job failed to settle'))
      .finally(() => running.delete(id));
    running.set(id, { promise, controller, job });
  }

  async function settle(job: Job<GenerationData>, how: 'complete' | 'fail') {
    const attempt = { id: job.id, retryCount: job.retryCount };
    await (how === 'complete' ? boss.complete(QUEUES.generation, attempt) : boss.fail(QUEUES.generation, attempt)).catch((err: unknown) =>
      log.warn({ err, generationId: job.data.generationId }, 'could not settle a generation job; its heartbeat lapse will'),
    );
  }

  /**
   * Stores the job's outcome as one row and wakes its subscribers everywhere. Its stream is
   * dropped a minute later (dropFinishedStreams), once subscribers behind have read to the end.
   */
  async function finishRow(id: string, set: Partial<typeof generations.$inferInsert>) {
    await writer.flushAll();
    await db.transaction(async (tx) => {
      await tx
        .update(generations)
        .set({ ...set, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(generations.id, id));
      await tx.execute(sql`select pg_notify(${CHUNKS_CHANNEL}, ${`${id}:end`})`);
    });
  }

  async function run(job: Job<GenerationData>, controller: AbortController) {
    const id = job.data.generationId;
    const [row] = await db.select().from(generations).where(eq(generations.id, id)).limit(1);
    if (row?.status !== 'running') {
      // Finished (or deleted) already: the claim was a leftover.
      await settle(job, 'complete');
      return;
    }
    const apiKey = keys.get(id);
    keys.delete(id);
    // Where the stored stream stands: a job that ran before (on a process that died) starts over
    // at a new epoch, and its subscribers are told it is starting again rather than failing.
    const [stored] = await db
      .select({ seq: sql<number | null>`max(${generationChunks.seq})`, epoch: sql<number | null>`max(${generationChunks.epoch})` })
      .from(generationChunks)
      .where(eq(generationChunks.generationId, id));
    let seq = stored?.seq === null || stored?.seq === undefined ? 0 : Number(stored.seq) + 1;
    const restarted = job.retryCount > 0 || seq > 0;
    const state: JobState = {
      status: 'running',
      progress: 0,
      message: statusMessageFor(0),
      text: '',
      epoch: restarted ? Math.max(row.streamEpoch, Number(stored?.epoch ?? 0)) + 1 : row.streamEpoch,
      notice: null,
      sections: [],
      html: null,
      error: null,
      errorReason: null,
    };
    live.set(id, state);
    const emit = () => bus.emit(id);
    const append = (kind: ChunkKind, body: string, urgent = false, onStored?: () => void) =>
      writer.append({ generationId: id, seq: seq++, epoch: state.epoch, kind, body, progress: state.progress }, urgent, onStored);
    const notify = (notice: Omit<JobNotice, 'at'>) => {
      state.notice = { ...notice, at: new Date().toISOString() };
      append('notice', JSON.stringify(state.notice), true);
      emit();
    };
    if (restarted) {
      await db.update(generations).set({ streamEpoch: state.epoch, updatedAt: new Date() }).where(eq(generations.id, id));
      notify({
        title: RESTART_NOTICE_TITLE,
        description: `The server writing this stopped; another is writing it again from the start (attempt ${Math.min(job.retryCount + 1, attempts)} of ${attempts}).`,
      });
    }

    try {
      const { writer: presentationWriter, request, target } = await resolveJob(db, row, writers, apiKey);
      const promptInput = { ...request.promptInput, now: request.promptInput.now ?? new Date() };
      const source = presentationWriter.kind === 'offline' ? 'built-in' : 'ai';
      const builder = target ? createSectionBuilder(target, source) : createDocumentBuilder(promptInput, source);
      const sectionsInAll = Math.max(1, sectionsForDetail(promptInput.client.detailLevel).length);
      const expected = target ? 1 : sectionsInAll;
      // The estimate is calibrated on a whole presentation: one section's text counts for its share.
      const textWeight = target ? sectionsInAll : 1;

      const result = await presentationWriter.write({
        ...request,
        sectionId: target?.sectionId,
        signal: controller.signal,
        onText(chunk) {
          state.text += chunk;
          const added = builder.push(chunk);
          // Monotonic: a restart after a retry never moves the bar backwards. Completed
          // sections move it too (to at most 98: 100 means stored).
          const bySections = Math.floor((builder.sections.length / expected) * PROGRESS_EXTREME_CAP);
          state.progress = Math.max(state.progress, estimateProgress(state.text.length * textWeight), Math.min(PROGRESS_EXTREME_CAP, bySections));
          state.message = statusMessageFor(state.progress);
          append('text', chunk);
          const epoch = state.epoch;
          // A section is published once stored: a subscriber elsewhere (or the preview's content
          // route) finds in the database every section it has been told of.
          for (const section of added) {
            append('section', JSON.stringify(section), true, () => {
              if (epoch !== state.epoch || state.status !== 'running') return;
              state.sections = [...state.sections, section];
              emit();
            });
          }
          emit();
        },
        onRetry({ delayMs, attempt }) {
          builder.reset();
          state.sections = [];
          state.text = '';
          state.epoch += 1;
          notify(retryNotice(delayMs, attempt));
        },
      });
      // A vendor stream that was aborted may end quietly with part of the text: that is an
      // interruption (shutdown), not output that failed the checks.
      controller.signal.throwIfAborted();
      // For one section, finishing stores it in the presentation (a new version) before the job succeeds.
      const outcome = await builder.finish();
      const final: Partial<JobState> =
        'error' in outcome
          ? { status: 'failed', error: outcome.error, errorReason: 'OUTPUT_INVALID' }
          : {
              status: 'succeeded',
              html: outcome.html,
              sections: target ? [...builder.sections] : outcome.document.sections,
              progress: PROGRESS_COMPLETE,
              message: target ? SECTION_COMPLETE_MESSAGE : COMPLETE_MESSAGE,
            };
      await finishRow(id, {
        status: final.status,
        progress: final.progress ?? state.progress,
        message: final.message ?? state.message,
        partialText: final.status === 'succeeded' ? '' : state.text,
        html: final.html ?? null,
        document: 'error' in outcome ? builder.partial() : outcome.document,
        error: final.error ?? null,
        errorReason: final.errorReason ?? null,
        streamEpoch: state.epoch,
        inputTokens: result.inputTokens ?? null,
        outputTokens: result.outputTokens ?? null,
      });
      // Only now is the result visible to subscribers: a save right after 'done' finds it stored.
      Object.assign(state, final);
      await settle(job, 'complete');
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof WriterError)) {
        // Shutting down: the job goes back to the queue and another process (or this one, after
        // its restart) starts it again. Its subscribers here reconnect and follow it there.
        await writer.flushAll();
        live.delete(id);
        await settle(job, 'fail');
        return;
      }
      let message = GENERIC_FAILURE;
      let reason = 'AI_FAILED';
      if (error instanceof WriterError) {
        message = error.message;
        reason = error.reason;
      } else if (error instanceof AppError) {
        // Storing a regenerated section was refused (the presentation was deleted meanwhile).
        message = error.message;
        reason = 'NOT_SAVED';
      } else {
        log.error({ err: error, generationId: id }, 'generation failed');
      }
      await finishRow(id, { status: 'failed', error: message, errorReason: reason, partialText: state.text, streamEpoch: state.epoch }).catch(
        (err: unknown) => log.error({ err, generationId: id }, 'could not record a failed generation'),
      );
      Object.assign(state, { status: 'failed', error: message, errorReason: reason });
      await settle(job, 'complete');
    } finally {
      writer.forget(id);
      emit();
      // Late subscribers in this process still get the live state briefly; then the row serves.
      setTimeout(() => live.delete(id), 30_000).unref();
    }
  }

  async function heartbeat() {
    const held = [...running.values()].map(({ job }) => ({ id: job.id, retryCount: job.retryCount }));
    if (held.length === 0) return;
    await boss.touch(QUEUES.generation, held).catch((err: unknown) => log.warn({ err }, 'could not refresh generation heartbeats'));
  }

  return {
    feed,
    async enqueue({ id, apiKey }) {
      if (apiKey !== undefined) {
        keys.set(id, apiKey);
        // Never kept longer than the claim could take.
        setTimeout(() => keys.delete(id), OWN_CLAIM_SECONDS * 1000).unref();
      }
      await boss.send(QUEUES.generation, { generationId: id } satisfies GenerationData, {
        priority: ownPriority,
        startAfter: OWN_CLAIM_SECONDS,
      });
      await claimOwn();
    },
    async start() {
      await feed.start();
      await boss.work<{ generationId: string }>(QUEUES.generationLost, { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await markLost(db, job.data.generationId);
      });
      accepting = true;
      timers = [
        setInterval(() => void poll(), POLL_MS),
        setInterval(() => void heartbeat(), Math.floor((queue.heartbeatSeconds * 1000) / 3)),
        setInterval(() => void dropFinishedStreams(db).catch((err: unknown) => log.warn({ err }, 'could not drop finished streams')), 60_000),
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
        const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
        const outcome = await Promise.race([Promise.allSettled(all.map((r) => r.promise)), timeout]);
        if (outcome === 'timeout') {
          for (const job of running.values()) job.controller.abort(new Error('server shutting down'));
          await Promise.allSettled([...running.values()].map((r) => r.promise));
        }
      }
      await writer.flushAll();
    },
    async stop() {
      accepting = false;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await boss.offWork(QUEUES.generationLost).catch(() => {});
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
      .set({ status: 'failed', error: INTERRUPTED_MESSAGE, errorReason: 'INTERRUPTED', finishedAt: new Date(), updatedAt: new Date() })
      .where(sql`${generations.id} = ${id} and ${generations.status} = 'running'`)
      .returning({ id: generations.id });
    if (ended.length === 0) return;
    await tx.execute(sql`select pg_notify(${CHUNKS_CHANNEL}, ${`${id}:end`})`);
  });
}
