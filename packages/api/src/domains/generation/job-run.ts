// One generation job, run to its end by the process that claimed it: its live state (kept here
// for instant delivery to local subscribers) and its stored stream (for subscribers elsewhere), a
// restart at a new epoch when an earlier attempt was lost, and one row holding the outcome.
import type { EventEmitter } from 'node:events';

import type { Job } from 'pg-boss';

import {
  estimateProgress,
  PROGRESS_COMPLETE,
  PROGRESS_EXTREME_CAP,
  retryNotice,
  sectionsForDetail,
  statusMessageFor,
} from '@pitchcraft/core';
import { eq, generationChunks, generations, sql, type Database } from '@pitchcraft/db';

import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { ChunkWriter } from './chunk-writer';
import { createDocumentBuilder, createSectionBuilder } from './document-builder';
import { CHUNKS_CHANNEL, type ChunkKind } from './live-stream';
import { resolveJob, type Writers } from './resolve';
import type { JobNotice, JobState } from './state';
import { WriterError } from './writer';

export const COMPLETE_MESSAGE = 'Presentation complete!';
export const SECTION_COMPLETE_MESSAGE = 'Section complete!';
export const RESTART_NOTICE_TITLE = 'Starting again';
const GENERIC_FAILURE = 'An error occurred while generating the presentation';

export interface GenerationData {
  generationId: string;
}

/** What a job needs from the runner that claimed it. */
export interface RunDeps {
  db: Database;
  log: Logger;
  writer: ChunkWriter;
  writers: Writers;
  /** Attempts in all, for the restart notice. */
  attempts: number;
  /** The live state of this process's jobs, and the bus that announces their changes. */
  live: Map<string, JobState>;
  bus: EventEmitter;
  /** Takes the advisor's key for this job out of this process's memory (undefined when none is held). */
  takeKey: (id: string) => string | undefined;
  settle: (job: Job<GenerationData>, how: 'complete' | 'fail') => Promise<void>;
}

/**
 * Stores the job's outcome as one row and wakes its subscribers everywhere. Its stream is
 * dropped a minute later (dropFinishedStreams), once subscribers behind have read to the end.
 */
async function finishRow(
  deps: Pick<RunDeps, 'db' | 'writer'>,
  id: string,
  set: Partial<typeof generations.$inferInsert>,
) {
  const { db, writer } = deps;
  await writer.flushJob(id);
  await db.transaction(async (tx) => {
    await tx
      .update(generations)
      .set({ ...set, finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(generations.id, id));
    await tx.execute(sql`select pg_notify(${CHUNKS_CHANNEL}, ${`${id}:end`})`);
  });
}

/** Runs one claimed job to its end: streams it, stores its outcome, settles it with the queue. */
export async function runJob(
  deps: RunDeps,
  job: Job<GenerationData>,
  controller: AbortController,
): Promise<void> {
  const { db, log, writer, writers, attempts, live, bus, settle } = deps;
  const id = job.data.generationId;
  const [row] = await db.select().from(generations).where(eq(generations.id, id)).limit(1);
  if (row?.status !== 'running') {
    // Finished (or deleted) already: the claim was a leftover.
    await settle(job, 'complete');
    return;
  }
  const apiKey = deps.takeKey(id);
  // Where the stored stream stands: a job that ran before (on a process that died) starts over
  // at a new epoch, and its subscribers are told it is starting again rather than failing.
  const [stored] = await db
    .select({
      seq: sql<number | null>`max(${generationChunks.seq})`,
      epoch: sql<number | null>`max(${generationChunks.epoch})`,
    })
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
  writer.starting(id, seq - 1);
  const emit = () => bus.emit(id);
  const append = (kind: ChunkKind, body: string, urgent = false, onStored?: () => void) =>
    writer.append(
      { generationId: id, seq: seq++, epoch: state.epoch, kind, body, progress: state.progress },
      urgent,
      onStored,
    );
  const notify = (notice: Omit<JobNotice, 'at'>) => {
    state.notice = { ...notice, at: new Date().toISOString() };
    append('notice', JSON.stringify(state.notice), true);
    emit();
  };
  if (restarted) {
    await db
      .update(generations)
      .set({ streamEpoch: state.epoch, updatedAt: new Date() })
      .where(eq(generations.id, id));
    notify({
      title: RESTART_NOTICE_TITLE,
      description: `The server writing this stopped; another is writing it again from the start (attempt ${Math.min(job.retryCount + 1, attempts)} of ${attempts}).`,
    });
  }

  try {
    const {
      writer: presentationWriter,
      request,
      target,
    } = await resolveJob(db, row, writers, apiKey);
    const promptInput = { ...request.promptInput, now: request.promptInput.now ?? new Date() };
    const source = presentationWriter.kind === 'offline' ? 'built-in' : 'ai';
    const builder = target
      ? createSectionBuilder(target, source)
      : createDocumentBuilder(promptInput, source);
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
        state.progress = Math.max(
          state.progress,
          estimateProgress(state.text.length * textWeight),
          Math.min(PROGRESS_EXTREME_CAP, bySections),
        );
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
    await finishRow(deps, id, {
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
    await finishRow(deps, id, {
      status: 'failed',
      error: message,
      errorReason: reason,
      partialText: state.text,
      streamEpoch: state.epoch,
    }).catch((err: unknown) =>
      log.error({ err, generationId: id }, 'could not record a failed generation'),
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
