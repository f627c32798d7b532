// Whatever writes the presentation text: the AI vendor, or the built-in offline generator.
// Both stream through the same callbacks so the job, the progress bar and the preview are one path.
import type { TPresentationSectionId, TPrompt, TPromptInput } from '@pitchcraft/core';

export interface WriteRequest {
  prompt: TPrompt;
  /** The same facts the prompt was built from, for the offline generator. */
  promptInput: TPromptInput;
  /** Only this section is wanted (one section of a saved presentation written again). */
  sectionId?: TPresentationSectionId | undefined;
  /** The advisor's own key for this call only; never stored or logged. */
  apiKey?: string | undefined;
  signal: AbortSignal;
  onText(chunk: string): void;
  /** The vendor was busy and the stream starts over after `delayMs`. */
  onRetry(notice: { delayMs: number; attempt: number }): void;
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

/** Raised for failures the wizard acts on (an invalid or lost key sends it to the key step). */
export class WriterError extends Error {
  constructor(
    message: string,
    readonly reason: 'AI_KEY_INVALID' | 'AI_KEY_REQUIRED' | 'AI_UNAVAILABLE' | 'AI_FAILED',
  ) {
    super(message);
    this.name = 'WriterError';
  }
}
