// toTRPCError is the one mapping from anything thrown to what the client is told: each kind of
// failure gets its code and message, what was thrown stays the cause, and mapping twice changes nothing.
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { isDatabaseUnavailable } from './db-outage';
import { AppError, GENERIC_ERROR_MESSAGE, toTRPCError } from './errors';

const schemaError = z
  .object({ email: z.string().email('Enter a valid e-mail'), age: z.number() })
  .safeParse({ email: 'x', age: 'y' }).error;
const lostConnection = Object.assign(new Error('write CONNECTION_CLOSED db:5432'), {
  code: 'CONNECTION_CLOSED',
});
const bug = new TypeError("Cannot read properties of undefined (reading 'secretHash')");

/** What tRPC hands on when a procedure throws `cause`. */
const wrapped = (cause: unknown) => new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });

function expectAnswer(answer: TRPCError, code: TRPCError['code'], message: string, cause: unknown) {
  expect([answer.code, answer.message]).toEqual([code, message]);
  expect(answer.cause).toBe(cause);
}

describe('toTRPCError', () => {
  it('gives an AppError its own code and message, thrown as it is or wrapped by tRPC', () => {
    const refusal = new AppError('TOO_MANY_REQUESTS', 'Too many attempts.', {
      retryAfterSeconds: 30,
    });
    for (const thrown of [refusal, wrapped(refusal)]) {
      expectAnswer(toTRPCError(thrown), 'TOO_MANY_REQUESTS', 'Too many attempts.', refusal);
    }
  });

  it("answers input that fails its schema with the first field's message", () => {
    expectAnswer(
      toTRPCError(new TRPCError({ code: 'BAD_REQUEST', cause: schemaError })),
      'BAD_REQUEST',
      'Enter a valid e-mail',
      schemaError,
    );
  });

  it('answers a lost database, however deep its code, with SERVICE_UNAVAILABLE', () => {
    const query = new Error('Failed query: select 1', { cause: lostConnection });
    const answer = toTRPCError(wrapped(query));
    expect(answer.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer.message).not.toContain('CONNECTION_CLOSED');
    expect(answer.cause).toBe(query);
    expect(isDatabaseUnavailable(answer)).toBe(true);
  });

  it('answers anything else with the generic message, keeping what was thrown for the log', () => {
    // An output that fails its schema is our bug too: no field of it is the client's to fix.
    const badOutput = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
      cause: schemaError,
    });
    for (const [thrown, cause] of [
      [bug, bug],
      [wrapped(bug), bug],
      [badOutput, schemaError],
    ] as const) {
      expectAnswer(toTRPCError(thrown), 'INTERNAL_SERVER_ERROR', GENERIC_ERROR_MESSAGE, cause);
    }
  });

  it('leaves a TRPCError raised on purpose as it is', () => {
    const refusal = new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    expect(toTRPCError(refusal)).toBe(refusal);
  });

  it('gives a mapped answer the same answer again', () => {
    const thrown = [
      new AppError('NOT_FOUND', 'Not found'),
      new TRPCError({ code: 'BAD_REQUEST', cause: schemaError }),
      wrapped(lostConnection),
      wrapped(bug),
      bug,
    ];
    for (const error of thrown) {
      const once = toTRPCError(error);
      expectAnswer(toTRPCError(once), once.code, once.message, once.cause);
    }
  });
});
