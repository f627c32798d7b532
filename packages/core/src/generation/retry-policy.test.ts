import { describe, expect, it } from 'vitest';

import {
  backoffDelayMs,
  canRetry,
  isRetryableNetworkError,
  isRetryableStatus,
  MAX_RETRIES,
  parseRetryAfterMs,
  RETRY_STREAM_LINE,
  retryNotice,
} from './retry-policy';

const noJitter = () => 0;
const fullJitter = () => 0.999_999;

describe('backoffDelayMs', () => {
  it.each([
    [1, noJitter, 1000],
    [2, noJitter, 2000],
    [3, noJitter, 4000],
    [4, noJitter, 8000],
    [5, noJitter, 16_000],
    [6, noJitter, 30_000],
    [1, fullJitter, 2000],
    [5, fullJitter, 17_000],
    [0, noJitter, 1000],
    [Number.NaN, noJitter, 1000],
    [100, noJitter, 30_000],
  ])('attempt %s gives %s ms', (attempt, random, expected) => {
    expect(backoffDelayMs(attempt, { random })).toBe(expected);
  });

  it('keeps the jitter within one second even for a broken random source', () => {
    expect(backoffDelayMs(1, { random: () => 5 })).toBe(2000);
    expect(backoffDelayMs(1, { random: () => -1 })).toBe(1000);
    expect(backoffDelayMs(1, { random: () => Number.NaN })).toBe(1000);
  });

  it.each([
    [2500, 2500],
    [0, 0],
    [120_000, 60_000],
    [Number.NaN, 1000],
    [-5, 1000],
    [null, 1000],
  ])('honours retry-after %s as %s ms', (retryAfterMs, expected) => {
    expect(backoffDelayMs(1, { random: noJitter, retryAfterMs })).toBe(expected);
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [408, true],
    [409, true],
    [429, true],
    [500, true],
    [503, true],
    [529, true],
    [599, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [422, false],
    [200, false],
    [600, false],
    [429.5, false],
  ])('%s → %s', (status, retry) => {
    expect(isRetryableStatus(status)).toBe(retry);
  });
});

describe('network errors', () => {
  it.each([
    [{ code: 'ECONNRESET' }, true],
    [{ name: 'APIConnectionTimeoutError' }, true],
    [{ name: 'Error', cause: { code: 'ETIMEDOUT' } }, true],
    [{ name: 'AbortError' }, false],
    [new Error('boom'), false],
    ['ECONNRESET', false],
    [null, false],
  ])('%j → %s', (error, retry) => {
    expect(isRetryableNetworkError(error)).toBe(retry);
  });

  it('does not loop on a self-referencing cause', () => {
    const error: { cause?: unknown } = {};
    error.cause = error;
    expect(isRetryableNetworkError(error)).toBe(false);
  });
});

describe('retry notices', () => {
  it.each([
    [1000, 1, 'Retrying in 1 seconds (attempt 1/5)'],
    [1500, 2, 'Retrying in 2 seconds (attempt 2/5)'],
    [30_000, 5, 'Retrying in 30 seconds (attempt 5/5)'],
  ])('%s ms, attempt %s', (delay, attempt, description) => {
    expect(retryNotice(delay, attempt)).toEqual({ title: 'Service temporarily busy', description });
  });

  it('has the stream line and five retries', () => {
    expect(RETRY_STREAM_LINE).toBe('[Service busy, retrying]');
    expect(MAX_RETRIES).toBe(5);
    expect([0, 1, 5, 6].map(canRetry)).toEqual([false, true, true, false]);
  });
});

describe('parseRetryAfterMs', () => {
  const now = new Date('2025-01-05T12:00:00Z');
  it.each([
    [{ retryAfterMs: '1500' }, 1500],
    [{ retryAfter: '3' }, 3000],
    [{ retryAfterMs: 'soon', retryAfter: '2' }, 2000],
    [{ retryAfter: 'Sun, 05 Jan 2025 12:00:10 GMT' }, 10_000],
    [{ retryAfter: 'Sun, 05 Jan 2025 11:00:00 GMT' }, 0],
    [{ retryAfter: 'whenever' }, null],
    [{}, null],
  ])('%j → %s', (headers, expected) => {
    expect(parseRetryAfterMs({ ...headers, now })).toBe(expected);
  });
});
