// A job's state as subscribers see it (text, progress, completed sections, the last notice, the
// outcome), and how a reader on another process rebuilds it from the stored stream.
import { statusMessageFor } from '@pitchcraft/core';
import { ZDocumentSection, type TDocumentSection } from '@pitchcraft/core/document';

import type { ChunkRow } from './live-stream';

export type JobStatus = 'running' | 'succeeded' | 'failed';

export interface JobNotice {
  title: string;
  description: string;
  at: string;
}

export interface JobState {
  status: JobStatus;
  progress: number;
  message: string;
  text: string;
  epoch: number;
  notice: JobNotice | null;
  /** The sections completed so far (stored before they are published). */
  sections: TDocumentSection[];
  html: string | null;
  error: string | null;
  errorReason: string | null;
}

/** A running job's state as a reader rebuilds it from the stored stream. */
export interface StreamState extends JobState {
  /** The last chunk applied. */
  seq: number;
}

export function emptyStreamState(epoch: number, notice: JobNotice | null): StreamState {
  return {
    status: 'running',
    progress: 0,
    message: statusMessageFor(0),
    text: '',
    epoch,
    notice,
    sections: [],
    html: null,
    error: null,
    errorReason: null,
    seq: -1,
  };
}

/** Applies chunks in order: a later epoch starts the stream over. */
export function applyChunks(state: StreamState, rows: readonly ChunkRow[]): StreamState {
  let next = state;
  for (const row of rows) {
    if (row.seq <= next.seq) continue;
    if (row.epoch > next.epoch) next = { ...next, epoch: row.epoch, text: '', sections: [] };
    else if (row.epoch < next.epoch) {
      next = { ...next, seq: row.seq };
      continue;
    }
    next = {
      ...next,
      seq: row.seq,
      progress: Math.max(next.progress, row.progress),
      message: statusMessageFor(Math.max(next.progress, row.progress)),
    };
    if (row.kind === 'text') next.text += row.body;
    else if (row.kind === 'section') {
      const section = ZDocumentSection.safeParse(JSON.parse(row.body));
      if (section.success) next.sections = [...next.sections, section.data];
    } else {
      next.notice = JSON.parse(row.body) as JobNotice;
    }
  }
  return next;
}
