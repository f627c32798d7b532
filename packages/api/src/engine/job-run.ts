// One job, run to its end by the process that claimed it: its live state (kept here for instant
// delivery to local subscribers) and its stored stream (for subscribers elsewhere), a restart at a
// new epoch when an earlier attempt was lost, the handler its kind registered, and one row holding
// the outcome.
import type { EventEmitter } from 'node:events';

import type { Job } from 'pg-boss';

import { PROGRESS_COMPLETE, statusMessageFor } from '@pitchcraft/core';
import type { TDocumentSection } from '@pitchcraft/core/document';
import type { Database } from '@pitchcraft/db';

import type { Logger } from '../logger';
import type { ChunkWriter } from './chunk-writer';
import {
  JobFailure,
  jobKindOf,
  type JobHandler,
  type JobOutcome,
  type JobRow,
  type JobRun,
} from './job-kinds';
import {
  finishRow,
  GENERIC_FAILURE,
  runningRow,
  setStreamEpoch,
  storedStreamEnd,
} from './job-rows';
import type { JobNotice, JobState } from './job-state';
import type { ChunkKind } from './live-stream';

export const RESTART_NOTICE_TITLE = 'Starting again';

/** What the queue carries for a job: the row is the rest. */
export interface JobData {
  generationId: string;
}

/** What a job needs from the runner that claimed it. */
export interface RunDeps {
  db: Database;
  log: Logger;
  writer: ChunkWriter;
  handlers: ReadonlyMap<string, JobHandler>;
  /** Attempts in all, for the restart notice. */
  attempts: number;
  /** The live state of this process's jobs, and the bus that announces their changes. */
  live: Map<string, JobState>;
  bus: EventEmitter;
  /** Takes the advisor's key for this job out of this process's memory (undefined when none is held). */
  takeKey: (id: string) => string | undefined;
  settle: (job: Job<JobData>, how: 'complete' | 'fail') => Promise<void>;
}

/** Runs one claimed job to its end: streams it, stores its outcome, settles it with the queue. */
export async function runJob(
  deps: RunDeps,
  job: Job<JobData>,
  controller: AbortController,
): Promise<void> {
  const row = await runningRow(deps.db, job.data.generationId);
  if (!row) {
    // Finished (or deleted) already: the claim was a leftover.
    await deps.settle(job, 'complete');
    return;
  }
  const apiKey = deps.takeKey(row.id);
  const stream = await JobStream.open(deps, job, row);
  try {
    const handler = deps.handlers.get(jobKindOf(row));
    if (!handler) throw new Error(`no handler is registered for ${jobKindOf(row)} jobs`);
    const outcome = await handler(stream.runFor(row, apiKey, controller.signal));
    // A vendor stream that was aborted may end quietly with part of the text: that is an
    // interruption (shutdown), not output that failed the checks.
    controller.signal.throwIfAborted();
    await stream.finish(outcome);
    await deps.settle(job, 'complete');
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof JobFailure)) {
      // Shutting down: the job goes back to the queue and another process (or this one, after
      // its restart) starts it again. Its subscribers here reconnect and follow it there.
      await deps.writer.flushAll();
      deps.live.delete(row.id);
      await deps.settle(job, 'fail');
      return;
    }
    await stream.fail(error);
    await deps.settle(job, 'complete');
  } finally {
    stream.close();
  }
}

/** A running job's live state and stored stream in this process. */
class JobStream {
  readonly state: JobState;
  private seq: number;

  private constructor(
    private readonly deps: RunDeps,
    private readonly id: string,
    nextSeq: number,
    epoch: number,
  ) {
    this.seq = nextSeq;
    this.state = {
      status: 'running',
      progress: 0,
      message: statusMessageFor(0),
      text: '',
      epoch,
      notice: null,
      sections: [],
      html: null,
      error: null,
      errorReason: null,
    };
    deps.live.set(id, this.state);
    deps.writer.starting(id, nextSeq - 1);
  }

  /**
   * Where the stored stream stands: a job that ran before (on a process that died) starts over at
   * a new epoch, and its subscribers are told it is starting again rather than failing.
   */
  static async open(deps: RunDeps, job: Job<JobData>, row: JobRow): Promise<JobStream> {
    const stored = await storedStreamEnd(deps.db, row.id);
    const restarted = job.retryCount > 0 || stored.nextSeq > 0;
    const epoch = restarted ? Math.max(row.streamEpoch, stored.epoch) + 1 : row.streamEpoch;
    const stream = new JobStream(deps, row.id, stored.nextSeq, epoch);
    if (restarted) {
      await setStreamEpoch(deps.db, row.id, epoch);
      const { attempts } = deps;
      const attempt = Math.min(job.retryCount + 1, attempts);
      stream.notify({
        title: RESTART_NOTICE_TITLE,
        description: `The server writing this stopped; another is writing it again from the start (attempt ${attempt} of ${attempts}).`,
      });
    }
    return stream;
  }

  /** What the job's handler writes through. */
  runFor(row: JobRow, apiKey: string | undefined, signal: AbortSignal): JobRun {
    const state = this.state;
    return {
      id: this.id,
      row,
      apiKey,
      signal,
      get text() {
        return state.text;
      },
      write: (chunk, update) => this.write(chunk, update),
      startOver: (notice) => this.startOver(notice),
    };
  }

  private emit() {
    this.deps.bus.emit(this.id);
  }

  private append(kind: ChunkKind, body: string, urgent = false, onStored?: () => void) {
    const { epoch, progress } = this.state;
    const row = { generationId: this.id, seq: this.seq++, epoch, kind, body, progress };
    this.deps.writer.append(row, urgent, onStored);
  }

  private notify(notice: Omit<JobNotice, 'at'>) {
    this.state.notice = { ...notice, at: new Date().toISOString() };
    this.append('notice', JSON.stringify(this.state.notice), true);
    this.emit();
  }

  private write(
    chunk: string,
    update: { progress: number; sections: readonly TDocumentSection[] },
  ) {
    const state = this.state;
    state.text += chunk;
    // Monotonic: a restart after a retry never moves the bar backwards.
    state.progress = Math.max(state.progress, update.progress);
    state.message = statusMessageFor(state.progress);
    this.append('text', chunk);
    const epoch = state.epoch;
    // A section is published once stored: a subscriber elsewhere (or the preview's content
    // route) finds in the database every section it has been told of.
    for (const section of update.sections) {
      this.append('section', JSON.stringify(section), true, () => {
        if (epoch !== state.epoch || state.status !== 'running') return;
        state.sections = [...state.sections, section];
        this.emit();
      });
    }
    this.emit();
  }

  private startOver(notice: Omit<JobNotice, 'at'>) {
    this.state.sections = [];
    this.state.text = '';
    this.state.epoch += 1;
    this.notify(notice);
  }

  /** Stores the handler's outcome; only then is it visible to subscribers (a save right after 'done' finds it). */
  async finish(outcome: JobOutcome): Promise<void> {
    const { state } = this;
    const final: Partial<JobState> =
      outcome.status === 'succeeded'
        ? {
            status: 'succeeded',
            html: outcome.html,
            sections: outcome.sections,
            progress: PROGRESS_COMPLETE,
            message: outcome.message,
          }
        : { status: 'failed', error: outcome.error, errorReason: outcome.reason };
    await this.deps.writer.flushJob(this.id);
    await finishRow(this.deps.db, this.id, {
      status: outcome.status,
      progress: final.progress ?? state.progress,
      message: final.message ?? state.message,
      partialText: outcome.status === 'succeeded' ? '' : state.text,
      html: final.html ?? null,
      document: outcome.document,
      error: final.error ?? null,
      errorReason: final.errorReason ?? null,
      streamEpoch: state.epoch,
      inputTokens: outcome.inputTokens ?? null,
      outputTokens: outcome.outputTokens ?? null,
    });
    Object.assign(state, final);
  }

  /** Stores a job that threw: a JobFailure as it says, anything else logged and reported generically. */
  async fail(error: unknown): Promise<void> {
    const { message, reason } =
      error instanceof JobFailure
        ? { message: error.message, reason: error.reason }
        : GENERIC_FAILURE;
    if (!(error instanceof JobFailure))
      this.deps.log.error({ err: error, generationId: this.id }, 'generation failed');
    const { state } = this;
    await this.deps.writer
      .flushJob(this.id)
      .then(() =>
        finishRow(this.deps.db, this.id, {
          status: 'failed',
          error: message,
          errorReason: reason,
          partialText: state.text,
          streamEpoch: state.epoch,
        }),
      )
      .catch((err: unknown) =>
        this.deps.log.error({ err, generationId: this.id }, 'could not record a failed generation'),
      );
    Object.assign(state, { status: 'failed', error: message, errorReason: reason });
  }

  /** Late subscribers in this process still get the live state briefly; then the row serves. */
  close() {
    this.deps.writer.forget(this.id);
    this.emit();
    setTimeout(() => this.deps.live.delete(this.id), 30_000).unref();
  }
}
