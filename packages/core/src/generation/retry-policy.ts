// When and how long generation waits before retrying a busy AI service (presentations spec §8, §9).

export const MAX_RETRIES = 5;
export const BASE_DELAY_MS = 1_000;
export const MAX_JITTER_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;
export const MAX_RETRY_AFTER_MS = 60_000;
/** Written into the stream when a retry starts. */
export const RETRY_STREAM_LINE = '[Service busy, retrying]';
export const RETRY_NOTICE_TITLE = 'Service temporarily busy';

export interface TBackoffOptions {
  /** A source of numbers in [0, 1), e.g. Math.random; injected so the policy stays pure. */
  random: () => number;
  /** The server's retry-after hint, when it sent one. */
  retryAfterMs?: number | null;
}

/**
 * Delay before retry number `attempt` (1-based): 1000 ms doubled per attempt plus up to 1 s of
 * jitter, capped at 30 s. A retry-after hint from the server wins, capped at 60 s.
 */
export function backoffDelayMs(attempt: number, { random, retryAfterMs }: TBackoffOptions): number {
  if (
    retryAfterMs !== undefined &&
    retryAfterMs !== null &&
    Number.isFinite(retryAfterMs) &&
    retryAfterMs >= 0
  ) {
    return Math.min(Math.ceil(retryAfterMs), MAX_RETRY_AFTER_MS);
  }
  const n = Number.isFinite(attempt) ? Math.min(Math.max(Math.floor(attempt), 1), 30) : 1;
  const r = random();
  const jitter = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) * MAX_JITTER_MS : 0;
  return Math.min(Math.round(BASE_DELAY_MS * 2 ** (n - 1) + jitter), MAX_BACKOFF_MS);
}

/** 408, 409, 429, 529 and every other 5xx are worth retrying. */
export function isRetryableStatus(status: number): boolean {
  if (!Number.isInteger(status)) return false;
  return status === 408 || status === 409 || status === 429 || (status >= 500 && status <= 599);
}

const RETRYABLE_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const RETRYABLE_ERROR_NAMES = new Set([
  'APIConnectionError',
  'APIConnectionTimeoutError',
  'TimeoutError',
]);

/**
 * Connection reset, timeout and socket-abort conditions are retried. An `AbortError` is not:
 * it means our side cancelled the request (the advisor left or the run was stopped).
 */
export function isRetryableNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown };
  if (typeof code === 'string' && RETRYABLE_ERROR_CODES.has(code)) return true;
  if (typeof name === 'string' && RETRYABLE_ERROR_NAMES.has(name)) return true;
  return cause !== undefined && cause !== error && isRetryableNetworkError(cause);
}

/** Whether retry number `attempt` (1-based) is still allowed. */
export function canRetry(attempt: number): boolean {
  return Number.isInteger(attempt) && attempt >= 1 && attempt <= MAX_RETRIES;
}

/** The toast shown while waiting: 'Retrying in N seconds (attempt X/5)'. */
export function retryNotice(
  delayMs: number,
  attempt: number,
): { title: string; description: string } {
  const seconds = Number.isFinite(delayMs) ? Math.max(0, Math.ceil(delayMs / 1000)) : 0;
  return {
    title: RETRY_NOTICE_TITLE,
    description: `Retrying in ${seconds} seconds (attempt ${attempt}/${MAX_RETRIES})`,
  };
}

/**
 * Reads a server's retry hint: `retry-after-ms` (milliseconds) first, then `retry-after`
 * (seconds, or an HTTP date relative to `now`). Null when absent or unreadable.
 */
export function parseRetryAfterMs(headers: {
  retryAfterMs?: string | null;
  retryAfter?: string | null;
  now: Date;
}): number | null {
  const ms = headers.retryAfterMs?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Number(ms);
  const value = headers.retryAfter?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - headers.now.getTime());
}
