// One error path: a failure in a procedure, in the session check before it, or in a plain route is
// answered through the same mapping and logged once, on the request's logger (its line carries the
// request id). An unexpected error shows the client the generic message only and is the one
// error-level line; a lost database is a 503 to retry and a warning, never an error-level line.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GENERIC_ERROR_MESSAGE } from '@pitchcraft/api';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { buildServer } from './app';
import { readConfig } from './env';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
/** What the failing query says: the log keeps it, the client never sees it. */
const DETAIL = 'could not write block 4242 of relation base/16384/2619';
const ERROR = 50;
const WARN = 40;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  path?: string;
  url?: string;
  req?: { url: string };
  err?: { message: string; stack?: string };
}

const lines: LogLine[] = [];
let app: FastifyInstance;
let database: TestDatabase;

/** Database operations the failing handle refuses once armed. */
const OPERATIONS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'transaction',
]);
let nextOperationFails: Error | undefined;

const unexpected = () => new Error(DETAIL);
const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' });

beforeAll(async () => {
  database = await createTestDatabase();
  // The server's database fails the next operation started through it, once armed: the session
  // check's query, a procedure's or a plain route's, whichever runs first. (The session check's
  // prepared query is built on first use, so every request below that sends a cookie is armed.)
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const failure = nextOperationFails;
      if (failure && typeof property === 'string' && OPERATIONS.has(property)) {
        nextOperationFails = undefined;
        throw failure;
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
  });
  app = await buildServer(
    config,
    { ...database, db },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Sends `url` with the next database operation failing, and returns the answer and the log lines it wrote. */
async function failing(
  failure: Error,
  url: string,
  cookie?: string,
): Promise<{ response: LightMyRequestResponse; logged: LogLine[]; reqId: string }> {
  const before = lines.length;
  nextOperationFails = failure;
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(nextOperationFails, 'the armed failure was not reached').toBeUndefined();
  const logged = lines.slice(before);
  const reqId = logged.find(
    (line) => line.msg === 'incoming request' && line.req?.url === url,
  )?.reqId;
  expect(reqId, 'no incoming-request line').toMatch(/^[0-9a-f-]{36}$/);
  return { response, logged, reqId: String(reqId) };
}

const atLevel = (logged: LogLine[], level: number) => logged.filter((line) => line.level === level);
const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));

/** An unexpected failure: one error-level line of this request, holding the detail the client is spared. */
function expectLoggedOnce(logged: LogLine[], reqId: string): LogLine | undefined {
  const errors = atLevel(logged, ERROR);
  expect(errors, JSON.stringify(errors)).toHaveLength(1);
  const [line] = errors;
  expect(line).toMatchObject({
    reqId,
    msg: 'request failed',
    err: { message: DETAIL, stack: expect.stringMatching(/\n\s+at /) as unknown },
  });
  return line;
}

/** A lost database: one warning of this request, no error-level line. */
function expectWarnedOnce(logged: LogLine[], reqId: string): void {
  expect(atLevel(logged, ERROR)).toEqual([]);
  const warnings = atLevel(logged, WARN);
  expect(warnings.map((line) => [line.msg, line.reqId])).toEqual([['database unavailable', reqId]]);
}

function expectNoInternals(response: LightMyRequestResponse): void {
  for (const leak of [DETAIL, 'ECONNREFUSED', '10.0.0.7', '"stack"', '    at '])
    expect(response.body).not.toContain(leak);
}

describe('an unexpected error', () => {
  it('in a procedure: the generic message, one error-level line with the request id', async () => {
    const { response, logged, reqId } = await failing(
      unexpected(),
      `/trpc/intake.getLink?input=${trpcInput({ linkId: 'some-link' })}`,
    );
    expect(response.statusCode).toBe(500);
    const { error } = response.json<{
      error: { message: string; data: { code: string; httpStatus: number } };
    }>();
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 });
    expectNoInternals(response);
    expect(expectLoggedOnce(logged, reqId)?.path).toBe('intake.getLink');
  });

  it('in the session check: every call of the batch answered generically, one line for the one error', async () => {
    const url = `/trpc/profile.get,intake.getLink?batch=1&input=${trpcInput({ 1: { linkId: 'some-link' } })}`;
    const { response, logged, reqId } = await failing(
      unexpected(),
      url,
      'pc_session=abc123.def456',
    );
    expect(response.statusCode).toBe(500);
    const answers = response.json<{ error: { message: string; data: { code: string } } }[]>();
    expect(answers.map((answer) => [answer.error.message, answer.error.data.code])).toEqual([
      [GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'],
      [GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'],
    ]);
    expectNoInternals(response);
    expectLoggedOnce(logged, reqId);
  });

  it('in a plain route: the generic message as JSON, one error-level line with the request id', async () => {
    const { response, logged, reqId } = await failing(
      unexpected(),
      '/content/shared/some-presentation',
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: GENERIC_ERROR_MESSAGE });
    expectNoInternals(response);
    expect(expectLoggedOnce(logged, reqId)?.url).toBe('/content/shared/some-presentation');
  });
});

describe('a lost database', () => {
  it('in a procedure or the session check: 503 SERVICE_UNAVAILABLE and one warning', async () => {
    for (const [url, cookie] of [
      [`/trpc/intake.getLink?input=${trpcInput({ linkId: 'some-link' })}`, undefined],
      ['/trpc/profile.get', 'pc_session=abc123.def456'],
    ] as const) {
      const { response, logged, reqId } = await failing(connectionRefused(), url, cookie);
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({
        error: { message: UNAVAILABLE, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } },
      });
      expectNoInternals(response);
      expectWarnedOnce(logged, reqId);
    }
  });

  it('in a plain route: 503 to retry, never stored, and one warning', async () => {
    const { response, logged, reqId } = await failing(
      connectionRefused(),
      '/content/shared/some-presentation',
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: UNAVAILABLE });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expectNoInternals(response);
    expectWarnedOnce(logged, reqId);
  });
});
