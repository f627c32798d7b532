// Runs generation jobs and publishes their progress. A job's live state is kept in this process
// for instant delivery to local subscribers, and flushed to the `generations` row in batches so
// a subscriber on another process, or after a reload, reads the same state from the database.
import { EventEmitter } from 'node:events';
import { estimateProgress, sectionsForDetail, PROGRESS_COMPLETE, PROGRESS_EXTREME_CAP, retryNotice, statusMessageFor } from '@pitchcraft/core';
import type { TDocumentSection, TPresentationDocument } from '@pitchcraft/core/document';
import { and, eq, generations, lt, sql, type Database } from '@pitchcraft/db';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { createDocumentBuilder, createSectionBuilder, type SectionTarget } from './document-builder';
import type { PresentationWriter, WriteRequest } from './writer';
import { WriterError } from './writer';

export type JobStatus = 'running' | 'succeeded' | 'failed';

export interface JobState {
  status: JobStatus;
  progress: number;
  message: string;
  text: string;
  epoch: number;
  notice: { title: string; description: string; at: string } | null;
  /** The sections completed so far (stored before they are published). */
  sections: TDocumentSection[];
  html: string | null;
  error: string | null;
  errorReason: string | null;
}

const FLUSH_INTERVAL_MS = 250;
const HEARTBEAT_INTERVAL_MS = 10_000;
/** A running job whose heartbeat is older than this was lost with its process. */
export const STALE_AFTER_MS = 45_000;
export const INTERRUPTED_MESSAGE = 'Generation was interrupted because the server restarted. Please try again.';
export const COMPLETE_MESSAGE = 'Presentation complete!';
export const SECTION_COMPLETE_MESSAGE = 'Section complete!';
const GENERIC_FAILURE = 'An error occurred while generating the presentation';

type JobRequest = Omit<WriteRequest, 'signal' | 'onText' | 'onRetry' | 'sectionId'>;

export interface JobRunner {
  /** Starts a job writing a whole presentation, or with `target` one section of a saved one. */
  start(job: { id: string; writer: PresentationWriter; request: JobRequest; target?: SectionTarget }): void;
  /** Live state of a job running (or just finished) in this process. */
  live(id: string): JobState | undefined;
  /** Calls `listener` whenever the job changes; returns the unsubscribe function. */
  watch(id: string, listener: () => void): () => void;
  /** Waits for running jobs up to `timeoutMs`, then aborts the rest (graceful shutdown). */
  drain(timeoutMs: number): Promise<void>;
  readonly running: number;
}

export function createJobRunner(db: Database, log: Logger): JobRunner {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const live = new Map<string, JobState>();
  const running = new Map<string, { promise: Promise<void>; controller: AbortController }>();

  async function run(id: string, writer: PresentationWriter, base: JobRequest, controller: AbortController, target: SectionTarget | undefined) {
    const state: JobState = {
      status: 'running',
      progress: 0,
      message: statusMessageFor(0),
      text: '',
      epoch: 0,
      notice: null,
      sections: [],
      html: null,
      error: null,
      errorReason: null,
    };
    live.set(id, state);
    const promptInput = { ...base.promptInput, now: base.promptInput.now ?? new Date() };
    const source = writer.kind === 'offline' ? 'built-in' : 'ai';
    const builder = target ? createSectionBuilder(target, source) : createDocumentBuilder(promptInput, source);
    const sectionsInAll = Math.max(1, sectionsForDetail(promptInput.client.detailLevel).length);
    const expected = target ? 1 : sectionsInAll;
    // The estimate is calibrated on a whole presentation: one section's text counts for its share.
    const textWeight = target ? sectionsInAll : 1;
    // Sections completed but not yet stored: a subscriber on another process (or the preview's
    // content route) must find a section in the database once it has been announced.
    let unpublished: TDocumentSection[] = [];
    let documentDirty = false;
    const emit = () => bus.emit(id);
    let dirty = false;
    let flushing: Promise<void> = Promise.resolve();

    const flush = () => {
      if (!dirty) return flushing;
      dirty = false;
      const snapshot = { ...state };
      const document: TPresentationDocument | undefined = documentDirty ? builder.partial() : undefined;
      documentDirty = false;
      const publish = unpublished;
      unpublished = [];
      const publishIfCurrent = () => {
        if (publish.length === 0 || snapshot.epoch !== state.epoch || state.status !== 'running') return;
        state.sections = [...state.sections, ...publish];
        emit();
      };
      flushing = flushing
        .then(() =>
          db
            .update(generations)
            .set({
              progress: snapshot.progress,
              message: snapshot.message,
              partialText: snapshot.text,
              streamEpoch: snapshot.epoch,
              notice: snapshot.notice,
              ...(document ? { document } : {}),
              heartbeatAt: new Date(),
              updatedAt: new Date(),
            })
            .where(and(eq(generations.id, id), eq(generations.status, 'running'))),
        )
        .then(publishIfCurrent, (err: unknown) => {
          log.warn({ err, generationId: id }, 'could not save generation progress');
          // The live preview in this process still shows it; the next flush stores it.
          publishIfCurrent();
          documentDirty = true;
        });
      return flushing;
    };
    const flushTimer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
    const heartbeatTimer = setInterval(() => {
      dirty = true;
    }, HEARTBEAT_INTERVAL_MS);

    try {
      const result = await writer.write({
        ...base,
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
          dirty = true;
          if (added.length > 0) {
            unpublished.push(...added);
            documentDirty = true;
            void flush();
          }
          emit();
        },
        onRetry({ delayMs, attempt }) {
          builder.reset();
          unpublished = [];
          state.sections = [];
          documentDirty = true;
          state.text = '';
          state.epoch += 1;
          state.notice = { ...retryNotice(delayMs, attempt), at: new Date().toISOString() };
          dirty = true;
          emit();
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
      clearInterval(flushTimer);
      await flush();
      await flushing;
      await db
        .update(generations)
        .set({
          status: final.status,
          progress: final.progress ?? state.progress,
          message: final.message ?? state.message,
          partialText: final.status === 'succeeded' ? '' : state.text,
          html: final.html ?? null,
          document: 'error' in outcome ? builder.partial() : outcome.document,
          error: final.error ?? null,
          errorReason: final.errorReason ?? null,
          inputTokens: result.inputTokens ?? null,
          outputTokens: result.outputTokens ?? null,
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(generations.id, id));
      // Only now is the result visible to subscribers: a save right after 'done' finds it stored.
      Object.assign(state, final);
    } catch (error) {
      clearInterval(flushTimer);
      let message = GENERIC_FAILURE;
      let reason = 'AI_FAILED';
      if (error instanceof WriterError) {
        message = error.message;
        reason = error.reason;
      } else if (error instanceof AppError) {
        // Storing a regenerated section was refused (the presentation was deleted meanwhile).
        message = error.message;
        reason = 'NOT_SAVED';
      } else if (controller.signal.aborted) {
        message = INTERRUPTED_MESSAGE;
        reason = 'INTERRUPTED';
      } else {
        log.error({ err: error, generationId: id }, 'generation failed');
      }
      await flushing;
      await db
        .update(generations)
        .set({ status: 'failed', error: message, errorReason: reason, partialText: state.text, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(generations.id, id))
        .catch((err: unknown) => log.error({ err, generationId: id }, 'could not record a failed generation'));
      Object.assign(state, { status: 'failed', error: message, errorReason: reason });
    } finally {
      clearInterval(flushTimer);
      clearInterval(heartbeatTimer);
      emit();
      // Late subscribers in this process still get the live state briefly; then the row serves.
      setTimeout(() => live.delete(id), 30_000).unref();
    }
  }

  return {
    start({ id, writer, request, target }) {
      const controller = new AbortController();
      const promise = run(id, writer, request, controller, target).finally(() => running.delete(id));
      running.set(id, { promise, controller });
    },
    live: (id) => live.get(id),
    watch(id, listener) {
      bus.on(id, listener);
      return () => bus.off(id, listener);
    },
    async drain(timeoutMs) {
      const all = [...running.values()];
      if (all.length === 0) return;
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
      const outcome = await Promise.race([Promise.allSettled(all.map((r) => r.promise)), timeout]);
      if (outcome === 'timeout') {
        for (const job of running.values()) job.controller.abort(new Error('server shutting down'));
        await Promise.allSettled([...running.values()].map((r) => r.promise));
      }
    },
    get running() {
      return running.size;
    },
  };
}

/** Ends jobs whose process died: their heartbeat stopped. Returns how many were ended. */
export async function failStaleGenerations(db: Database, staleAfterMs = STALE_AFTER_MS): Promise<number> {
  const rows = await db
    .update(generations)
    .set({ status: 'failed', error: INTERRUPTED_MESSAGE, errorReason: 'INTERRUPTED', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(generations.status, 'running'), lt(generations.heartbeatAt, sql`now() - (${staleAfterMs} * interval '1 millisecond')`)))
    .returning({ id: generations.id });
  return rows.length;
}
