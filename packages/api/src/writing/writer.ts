// Whatever writes the presentation text: the AI vendor, or the built-in offline generator.
// Both stream through the same callbacks so the job, the progress bar and the preview are one path.
import type { TPresentationSectionId, TPrompt, TPromptInput } from '@pitchcraft/core';

import { JobFailure } from '../engine/job-kinds';

/** What the AI vendor needs to write any text (a presentation, a section, a follow-up e-mail). */
export interface TextRequest {
  prompt: TPrompt;
  /** The advisor's own key for this call only; never stored or logged. */
  apiKey?: string | undefined;
  /** At most this many tokens (the presentation's limit when unset). */
  maxTokens?: number | undefined;
  signal: AbortSignal;
  onText(chunk: string): void;
  /** The vendor was busy and the stream starts over after `delayMs`. */
  onRetry(notice: { delayMs: number; attempt: number }): void;
}

export interface WriteRequest extends TextRequest {
  /** The same facts the prompt was built from, for the offline generator. */
  promptInput: TPromptInput;
  /** Only this section is wanted (one section of a saved presentation written again). */
  sectionId?: TPresentationSectionId | undefined;
  /** For a section written again: its text now and the advisor's instruction, so the result differs. */
  rewrite?: { currentHtml: string; instruction: string } | undefined;
}

export interface WriteResult {
  text: string;
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
}

export interface PresentationWriter {
  readonly kind: 'anthropic' | 'offline';
  write(request: WriteRequest): Promise<WriteResult>;
}

/** The AI vendor: writes from a prompt alone, with the retry policy of every AI call. */
export interface VendorWriter extends PresentationWriter {
  readonly kind: 'anthropic';
  write(request: TextRequest): Promise<WriteResult>;
}

/** The writers on this server: the AI vendor's, and the built-in generator. */
export interface Writers {
  anthropic: VendorWriter;
  offline: PresentationWriter;
}

/**
 * Raised for failures the wizard acts on (an invalid or lost key sends it to the key step); a job
 * that raises one ends with its message and reason.
 */
export class WriterError extends JobFailure {
  constructor(
    message: string,
    override readonly reason:
      'AI_KEY_INVALID' | 'AI_KEY_REQUIRED' | 'AI_UNAVAILABLE' | 'AI_FAILED' | 'NO_OTHER_VERSION',
  ) {
    super(message, reason);
    this.name = 'WriterError';
  }
}

/**
 * Waits `ms`, or rejects at once with the signal's reason when it is aborted: a generation
 * stopped by its advisor or handed back at shutdown never waits out a pause between chunks.
 */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => (signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
