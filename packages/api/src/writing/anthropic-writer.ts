// The Anthropic Messages API, streamed. Our own retry policy (5 retries, exponential backoff
// with jitter, honouring retry-after) replaces the SDK's, including for an overloaded error that
// arrives in the middle of a stream: the message then starts over.
import Anthropic from '@anthropic-ai/sdk';

import {
  backoffDelayMs,
  canRetry,
  GENERATION_MAX_TOKENS,
  isRetryableNetworkError,
  isRetryableStatus,
  parseRetryAfterMs,
} from '@pitchcraft/core';

import {
  abortableSleep,
  WriterError,
  type TextRequest,
  type VendorWriter,
  type WriteResult,
} from './writer';

export interface AnthropicWriterOptions {
  model: string;
  /** The server's key; a request's own key wins. */
  serverApiKey?: string | undefined;
  baseURL?: string | undefined;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const RETRYABLE_STREAM_ERRORS = new Set(['overloaded_error', 'api_error', 'rate_limit_error']);

function classify(error: unknown): { retry: boolean; retryAfterMs: number | null } {
  if (error instanceof Anthropic.APIUserAbortError) return { retry: false, retryAfterMs: null };
  if (error instanceof Anthropic.APIError) {
    // The SDK types its headers loosely; they are the response's Headers.
    const headers = error.headers as Headers | undefined;
    const retryAfterMs = headers
      ? parseRetryAfterMs({
          retryAfterMs: headers.get('retry-after-ms'),
          retryAfter: headers.get('retry-after'),
          now: new Date(),
        })
      : null;
    const status: unknown = error.status;
    if (typeof status === 'number') return { retry: isRetryableStatus(status), retryAfterMs };
    // An error event inside a 200 stream carries no status, only its type.
    if (error.type && RETRYABLE_STREAM_ERRORS.has(error.type)) return { retry: true, retryAfterMs };
    if (error instanceof Anthropic.APIConnectionError) return { retry: true, retryAfterMs: null };
  }
  return { retry: isRetryableNetworkError(error), retryAfterMs: null };
}

/** One streamed message, start to end. */
async function streamOnce(
  client: Anthropic,
  model: string,
  request: TextRequest,
): Promise<WriteResult> {
  const stream = await client.messages.create(
    {
      model,
      max_tokens: request.maxTokens ?? GENERATION_MAX_TOKENS,
      system: request.prompt.system,
      messages: [{ role: 'user', content: request.prompt.user }],
      stream: true,
    },
    { signal: request.signal },
  );
  let text = '';
  let inputTokens: number | undefined;
  let outputTokens: number | undefined;
  for await (const event of stream) {
    if (event.type === 'message_start') inputTokens = event.message.usage.input_tokens;
    else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
      text += event.delta.text;
      request.onText(event.delta.text);
    } else if (event.type === 'message_delta') outputTokens = event.usage.output_tokens;
  }
  return { text, inputTokens, outputTokens };
}

/** The failure that ends the call after `attempt`, or null when it is tried again. */
function finalFailure(error: unknown, attempt: number): WriterError | null {
  if (
    error instanceof Anthropic.AuthenticationError ||
    error instanceof Anthropic.PermissionDeniedError
  ) {
    return new WriterError(
      'Your AI vendor key was rejected. Please check the key and try again.',
      'AI_KEY_INVALID',
    );
  }
  const { retry } = classify(error);
  if (retry && canRetry(attempt)) return null;
  if (retry)
    return new WriterError(
      'The AI service is busy right now. Please try again in a few minutes.',
      'AI_UNAVAILABLE',
    );
  const detail =
    error instanceof Anthropic.APIError && error.apiMessage
      ? `: ${error.apiMessage.slice(0, 200)}`
      : '';
  return new WriterError(`The AI service could not write the presentation${detail}`, 'AI_FAILED');
}

export function createAnthropicWriter(options: AnthropicWriterOptions): VendorWriter {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? abortableSleep;
  return {
    kind: 'anthropic',
    async write(request) {
      const apiKey = request.apiKey ?? options.serverApiKey;
      if (!apiKey) throw new WriterError('No AI vendor key is available.', 'AI_KEY_INVALID');
      // One client per call: a user's key lives only as long as this request.
      const client = new Anthropic({
        apiKey,
        baseURL: options.baseURL ?? null,
        maxRetries: 0,
        timeout: 10 * 60 * 1000,
      });
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await streamOnce(client, options.model, request);
        } catch (error) {
          if (request.signal.aborted) throw error;
          const failure = finalFailure(error, attempt);
          if (failure) throw failure;
          const delayMs = backoffDelayMs(attempt, {
            random,
            retryAfterMs: classify(error).retryAfterMs,
          });
          request.onRetry({ delayMs, attempt });
          await sleep(delayMs, request.signal);
        }
      }
    },
  };
}
