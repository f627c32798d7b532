// What the job kinds that write (a whole presentation, one section) share: the writer a job uses,
// and a writer's streamed text turned, through a document builder, into the job's stream and
// outcome — progress from the text's length and the sections completed, retries started over.
import {
  estimateProgress,
  PROGRESS_EXTREME_CAP,
  retryNotice,
  type TPresentationSectionId,
} from '@pitchcraft/core';

import type { JobOutcome, JobRun } from '../engine/job-kinds';
import type { DocumentBuilder } from './document-builder';
import type { ReaskUsage } from './section-reask';
import { WriterError, type PresentationWriter, type WriteRequest, type Writers } from './writer';

export const KEY_REQUIRED_MESSAGE =
  'API Key Required - Please enter your Claude API key to continue';

/** The writers, and whether the server has its own AI key (the wizard then skips the key step). */
export interface WritingServices extends Writers {
  serverKeyAvailable: boolean;
  model: string;
}

export type KeySource = 'advisor' | 'server';

/**
 * The writer a new job uses: the AI when the advisor asked for it ('auto') and a key is at hand
 * (their own, or the server's), else the built-in generator. The advisor's key goes with the job
 * only when the AI writes it.
 */
export function chooseWriter(
  services: WritingServices,
  input: { mode: 'auto' | 'offline'; apiKey?: string | undefined },
): { writer: PresentationWriter; apiKey: string | undefined; keySource: KeySource } {
  const useVendor =
    input.mode === 'auto' && (input.apiKey !== undefined || services.serverKeyAvailable);
  return {
    writer: useVendor ? services.anthropic : services.offline,
    apiKey: useVendor ? input.apiKey : undefined,
    keySource: useVendor && input.apiKey !== undefined ? 'advisor' : 'server',
  };
}

/**
 * The writer a stored job was started with. `apiKey` is the advisor's own key when this process
 * still holds it; a job that needs one and has lost it (restarted elsewhere) fails with the key
 * message, which sends the wizard back to the key step.
 */
export function writerOf(
  writers: Writers,
  provider: string,
  keySource: KeySource | undefined,
  apiKey: string | undefined,
): PresentationWriter {
  const writer = provider === 'anthropic' ? writers.anthropic : writers.offline;
  if (writer.kind === 'anthropic' && keySource === 'advisor' && apiKey === undefined)
    throw new WriterError(KEY_REQUIRED_MESSAGE, 'AI_KEY_REQUIRED');
  return writer;
}

/** What a writing job's request holds before the job adds its signal and callbacks. */
export type JobRequest = Omit<WriteRequest, 'signal' | 'onText' | 'onRetry' | 'sectionId'>;

export interface WritingJob {
  writer: PresentationWriter;
  request: JobRequest;
  builder: DocumentBuilder;
  /** Only this section is written (one section of a saved presentation written again). */
  sectionId?: TPresentationSectionId | undefined;
  /** The sections of the whole presentation: progress by completed sections counts against them. */
  sectionsInAll: number;
  /** What the finished job says ('Presentation complete!'). */
  completeMessage: string;
  /** The tokens of the sections asked for again, counted with the job's. */
  reaskUsage?: ReaskUsage | undefined;
}

/** Tokens counted by the vendor (undefined when it counted none). */
const sum = (a: number | undefined, b: number | undefined) =>
  a === undefined && !b ? undefined : (a ?? 0) + (b ?? 0);

/** Runs the writer into the job's stream; the builder's result is the job's outcome. */
export async function runWritingJob(run: JobRun, job: WritingJob): Promise<JobOutcome> {
  const { builder, sectionId } = job;
  const expected = sectionId ? 1 : job.sectionsInAll;
  // The estimate is calibrated on a whole presentation: one section's text counts for its share.
  const textWeight = sectionId ? job.sectionsInAll : 1;
  // Completed sections move the bar too (to at most 98: 100 means stored); it never moves back.
  let progress = 0;
  const advance = (byText: number) => {
    const bySections = Math.floor((builder.sections.length / expected) * PROGRESS_EXTREME_CAP);
    progress = Math.max(progress, byText, Math.min(PROGRESS_EXTREME_CAP, bySections));
    return progress;
  };
  const result = await job.writer.write({
    ...job.request,
    sectionId,
    signal: run.signal,
    onText(chunk) {
      const added = builder.push(chunk);
      const byText = estimateProgress((run.text.length + chunk.length) * textWeight);
      run.write(chunk, { progress: advance(byText), sections: added });
    },
    onRetry({ delayMs, attempt }) {
      builder.reset();
      run.startOver(retryNotice(delayMs, attempt));
    },
  });
  // The sections asked for again join the stream in their place: only the accepted section is
  // published (never the second reply's text, which would corrupt the text subscribers replay).
  await builder.settle?.((added) => {
    run.write('', { progress: advance(0), sections: added });
  });
  // Aborted (shutdown): the job goes back to the queue before anything is stored.
  run.signal.throwIfAborted();
  // For one section, finishing stores it in the presentation (a new version) before the job succeeds.
  const outcome = await builder.finish();
  const extra = job.reaskUsage;
  const usage = {
    inputTokens: sum(result.inputTokens, extra?.inputTokens),
    outputTokens: sum(result.outputTokens, extra?.outputTokens),
  };
  if ('error' in outcome) {
    const document = builder.partial();
    return { status: 'failed', error: outcome.error, reason: 'OUTPUT_INVALID', document, ...usage };
  }
  return {
    status: 'succeeded',
    html: outcome.html,
    document: outcome.document,
    sections: sectionId ? [...builder.sections] : outcome.document.sections,
    message: job.completeMessage,
    ...usage,
  };
}
