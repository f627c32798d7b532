// What a domain plugs into the engine: a handler for each kind of job it files. The engine claims
// the job, keeps its stream, heartbeats and outcome; the handler only writes, through a JobRun.
import type { TDocumentSection } from '@pitchcraft/core/document';
import type { generations } from '@pitchcraft/db';

import type { JobNotice } from './job-state';

/** A job's stored row: what it was filed with (input, target) and, once finished, its outcome. */
export type JobRow = typeof generations.$inferSelect;

/** What a job is filed with; the engine adds the id, the status and the stream. */
export type NewJob = Pick<
  typeof generations.$inferInsert,
  'userId' | 'provider' | 'input' | 'target'
>;

/**
 * A job's kind: its target's kind (`target.kind`), or 'presentation' for a job without a target.
 * Every kind has one handler, registered by the domain that files such jobs.
 */
export function jobKindOf(row: Pick<JobRow, 'target'>): string {
  return row.target?.kind ?? 'presentation';
}

/** What a handler writes through while its job runs. */
export interface JobRun {
  readonly id: string;
  readonly row: JobRow;
  /** The advisor's own key for this job, when this process still holds it (never stored). */
  readonly apiKey: string | undefined;
  /** Aborted when the process shuts down: the job then goes back to the queue. */
  readonly signal: AbortSignal;
  /** The text written so far in this epoch (a retry starts it over). */
  readonly text: string;
  /**
   * Streams `chunk`, with the progress it brings (the bar never moves back) and the sections it
   * completed; each section is published to subscribers once it is stored.
   */
  write(chunk: string, update: { progress: number; sections: readonly TDocumentSection[] }): void;
  /** The writing starts over (a vendor retry): its text and sections are dropped, subscribers told why. */
  startOver(notice: Omit<JobNotice, 'at'>): void;
}

/** Tokens the vendor counted, when it did. */
export interface JobUsage {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
}

/** How a job ended when its handler returned: stored as its row's outcome. */
export type JobOutcome = JobUsage &
  (
    | {
        status: 'succeeded';
        html: string;
        document: Record<string, unknown>;
        sections: TDocumentSection[];
        message: string;
      }
    | {
        status: 'failed';
        error: string;
        reason: string;
        /** What was written before it failed, kept for diagnosis. */
        document: Record<string, unknown>;
      }
  );

export type JobHandler = (run: JobRun) => Promise<JobOutcome>;

/**
 * A failure the subscriber is told of as it is (its message and machine-readable reason), where
 * any other error is logged and reported as the generic failure. Thrown by a handler.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}
