// Claims jobs from the shared queue and runs them here: jobs started in this process are filed and
// claimed at once, in rounds; jobs whose process died are taken over by polling, up to a capacity.
// Claimed jobs are kept by heartbeats, handed back at shutdown, and settled when they end. A job
// started here is claimed here first (the advisor's own key lives only in this process's memory);
// one whose process died is taken back by the queue when its heartbeat lapses and started again,
// at a new epoch, by any process.
import { randomInt } from 'node:crypto';
import type { EventEmitter } from 'node:events';

import type { Job, PgBoss } from 'pg-boss';

import type { Database } from '@pitchcraft/db';

import type { Logger } from '../logger';
import { QUEUES, type JobQueue } from '../services/queue';
import type { ChunkWriter } from './chunk-writer';
import type { JobHandler } from './job-kinds';
import { markLost } from './job-rows';
import { runJob, type JobData, type RunDeps } from './job-run';
import type { JobState } from './job-state';
import { dropFinishedStreams } from './live-stream';

/** How often a process looks for jobs to take over (restarts); a job started here is claimed at once. */
const POLL_MS = 2_000;
/** How long a job started here waits for this process before any process may claim it. */
const OWN_CLAIM_SECONDS = 60;
/** How often streams of jobs finished a while ago are dropped. */
const SWEEP_MS = 60_000;

export interface RunnerOptions {
  db: Database;
  log: Logger;
  queue: JobQueue;
  writer: ChunkWriter;
  handlers: ReadonlyMap<string, JobHandler>;
  live: Map<string, JobState>;
  bus: EventEmitter;
  /** Jobs taken over from other processes run here only up to this many at once. */
  capacity: number;
  /** Attempts in all, for the restart notice. */
  attempts: number;
}

interface Running {
  promise: Promise<void>;
  controller: AbortController;
  job: Job<JobData>;
}

export class JobRunner {
  private readonly boss: PgBoss;
  private readonly running = new Map<string, Running>();
  private readonly keys = new Map<string, string>();
  /** Jobs started here carry this process's own priority, so it can claim exactly them first. */
  private readonly ownPriority = randomInt(1_000_000, 2_000_000_000);
  private readonly runDeps: RunDeps;
  private timers: NodeJS.Timeout[] = [];
  private accepting = false;
  private polling = false;
  /**
   * Jobs started here go to the queue one round at a time: the starts that arrive while a round is
   * out join the next, which files them all in one insert and claims them in one fetch. A burst of
   * starts (a team's morning) then costs the queue two statements a round, not two a start.
   */
  private readonly rounds = {
    waiting: [] as string[],
    next: null as Promise<void> | null,
    current: Promise.resolve(),
  };

  constructor(private readonly options: RunnerOptions) {
    this.boss = options.queue.boss;
    this.runDeps = {
      ...options,
      settle: (job, how) => this.settle(job, how),
      takeKey: (id) => {
        const key = this.keys.get(id);
        this.keys.delete(id);
        return key;
      },
    };
  }

  get size(): number {
    return this.running.size;
  }

  /** Files a stored job; `apiKey` (the advisor's own) stays in this process's memory for its first run. */
  async enqueue(id: string, apiKey: string | undefined): Promise<void> {
    if (apiKey !== undefined) {
      this.keys.set(id, apiKey);
      // Never kept longer than the claim could take.
      setTimeout(() => this.keys.delete(id), OWN_CLAIM_SECONDS * 1000).unref();
    }
    await this.fileInNextRound(id);
  }

  /** Starts claiming jobs: its own at once, others' restarts by polling. */
  async start(): Promise<void> {
    const { db, log, queue } = this.options;
    await this.boss.work<JobData>(
      QUEUES.generationLost,
      { pollingIntervalSeconds: 2 },
      async ([job]) => {
        if (job) await markLost(db, job.data.generationId);
      },
    );
    this.accepting = true;
    const sweep = () =>
      dropFinishedStreams(db).catch((err: unknown) =>
        log.warn({ err }, 'could not drop finished streams'),
      );
    this.timers = [
      setInterval(() => void this.poll(), POLL_MS),
      setInterval(() => void this.heartbeat(), Math.floor((queue.heartbeatSeconds * 1000) / 3)),
      setInterval(() => void sweep(), SWEEP_MS),
    ];
    for (const timer of this.timers) timer.unref();
    void this.poll();
  }

  /** Waits for running jobs up to `timeoutMs`, then hands the rest back to the queue. */
  async drain(timeoutMs: number): Promise<void> {
    this.accepting = false;
    const all = [...this.running.values()];
    if (all.length > 0) {
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), timeoutMs).unref(),
      );
      const outcome = await Promise.race([Promise.allSettled(all.map((r) => r.promise)), timeout]);
      if (outcome === 'timeout') {
        for (const job of this.running.values())
          job.controller.abort(new Error('server shutting down'));
        await Promise.allSettled([...this.running.values()].map((r) => r.promise));
      }
    }
    await this.options.writer.flushAll();
  }

  async stop(): Promise<void> {
    this.accepting = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    // Stopping twice, or with the queue already stopped, is fine.
    await this.boss.offWork(QUEUES.generationLost).catch(() => undefined);
  }

  private fileInNextRound(id: string): Promise<void> {
    const rounds = this.rounds;
    rounds.waiting.push(id);
    rounds.next ??= rounds.current.then(() => {
      const ids = rounds.waiting;
      rounds.waiting = [];
      rounds.next = null;
      const round = this.fileAndClaim(ids);
      rounds.current = round.catch(() => undefined);
      return round;
    });
    return rounds.next;
  }

  private async fileAndClaim(ids: string[]): Promise<void> {
    const { ownPriority } = this;
    const filed = ids.map((generationId) => ({
      data: { generationId } satisfies JobData,
      priority: ownPriority,
      startAfter: OWN_CLAIM_SECONDS,
    }));
    // The queue's own settings (attempts, heartbeat, expiry, dead letter) apply as they do to send.
    await this.boss.insert(QUEUES.generation, filed);
    const jobs = await this.boss.fetch<JobData>(QUEUES.generation, {
      batchSize: ids.length,
      ignoreStartAfter: true,
      minPriority: ownPriority,
      maxPriority: ownPriority,
    });
    for (const job of jobs) this.launch(job);
  }

  private async poll(): Promise<void> {
    const { capacity, log } = this.options;
    if (!this.accepting || this.polling || this.running.size >= capacity) return;
    this.polling = true;
    try {
      const jobs = await this.boss.fetch<JobData>(QUEUES.generation, {
        batchSize: Math.min(20, capacity - this.running.size),
      });
      for (const job of jobs) this.launch(job);
    } catch (err) {
      log.warn({ err }, 'could not look for generation jobs');
    } finally {
      this.polling = false;
    }
  }

  private launch(job: Job<JobData>) {
    const id = job.data.generationId;
    if (this.running.has(id)) return;
    const controller = new AbortController();
    const promise = runJob(this.runDeps, job, controller)
      .catch((err: unknown) =>
        this.options.log.error({ err, generationId: id }, 'generation job failed to settle'),
      )
      .finally(() => this.running.delete(id));
    this.running.set(id, { promise, controller, job });
  }

  private async settle(job: Job<JobData>, how: 'complete' | 'fail') {
    const attempt = { id: job.id, retryCount: job.retryCount };
    await (
      how === 'complete'
        ? this.boss.complete(QUEUES.generation, attempt)
        : this.boss.fail(QUEUES.generation, attempt)
    ).catch((err: unknown) =>
      this.options.log.warn(
        { err, generationId: job.data.generationId },
        'could not settle a generation job; its heartbeat lapse will',
      ),
    );
  }

  private async heartbeat() {
    const held = [...this.running.values()].map(({ job }) => ({
      id: job.id,
      retryCount: job.retryCount,
    }));
    if (held.length === 0) return;
    await this.boss
      .touch(QUEUES.generation, held)
      .catch((err: unknown) =>
        this.options.log.warn({ err }, 'could not refresh generation heartbeats'),
      );
  }
}
