// Builds a real server on a fresh test database for route-level tests (app.inject or a port).
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';

import {
  createHttpClient,
  mailedToken as mailedTokenOver,
  outboxMail as outboxMailOver,
  signedUpAdvisor,
  type HttpFetch,
  type HttpTarget,
  type OutboxMail,
} from '@pitchcraft/api/testing/http-client';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { buildServer, type BuildOptions } from './app';
import { readConfig, type ServerConfig } from './env';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  config: ServerConfig;
  /** The app over Fastify's inject, for the typed client and the account flows of ../api/testing. */
  http: HttpTarget;
  close(): Promise<void>;
}

export async function createTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildServer(config, database, { logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    http: httpTarget(app, config.appOrigin),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * What a suite's setup opens, closed after the suite in the reverse order: each thing is added as it
 * is opened, so a setup that fails half-way (afterAll runs then too) closes just what it got to.
 * Call it in the suite's body.
 */
export function suiteResources() {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  return {
    /** Registers `resource`'s closing, and answers it. */
    add<T>(resource: T, close: (resource: T) => Promise<unknown>): T {
      closers.push(() => close(resource));
      return resource;
    },
  };
}

const ORIGIN = 'http://localhost:3000';

/**
 * A fetch answered by the app through Fastify's inject, without a port: the typed client of
 * @pitchcraft/api/testing/http-client calls the app with it as a browser would over the network.
 */
function injectFetch(app: FastifyInstance): HttpFetch {
  return async (url, init) => {
    const request = new Request(url, init);
    const { pathname, search } = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** The app as the typed client's target: its own origin (APP_ORIGIN), over inject. */
export function httpTarget(app: FastifyInstance, origin = ORIGIN): HttpTarget {
  return { url: origin, origin, fetch: injectFetch(app) };
}

export { SIGN_UP_MAIL, type OutboxMail } from '@pitchcraft/api/testing/http-client';

/**
 * The newest mail to `to` whose subject starts with `subject` (or one of them), read from
 * /dev/outbox.json; waits up to `timeoutMs` for it (see outboxMail of ../api/testing).
 */
export function outboxMail(
  app: FastifyInstance,
  to: string,
  subject: string | string[],
  timeoutMs = 3_000,
): Promise<OutboxMail | undefined> {
  return outboxMailOver(createHttpClient(httpTarget(app)), to, subject, timeoutMs);
}

/** The token of the link in the newest mail to `to` whose subject starts with `subject`. */
export function mailedToken(app: FastifyInstance, to: string, subject: string): Promise<string> {
  return mailedTokenOver(createHttpClient(httpTarget(app)), to, subject);
}

/**
 * Signs up through the HTTP API, then signs in with the same password (sign-up itself starts no
 * session), and returns the session cookie header ("pc_session=..."). The address stays unconfirmed.
 */
export async function signUpOverHttp(
  app: FastifyInstance,
  email: string,
  password = 'secret-123',
): Promise<string> {
  return (await signedUpAdvisor(httpTarget(app), { email, password })).cookie;
}
