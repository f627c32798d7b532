// Builds a real server on a fresh test database for route-level tests (app.inject or a port).
import type { FastifyInstance } from 'fastify';

import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { buildServer, type BuildOptions } from './app';
import { readConfig, type ServerConfig } from './env';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  config: ServerConfig;
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
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const ORIGIN = 'http://localhost:3000';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The subjects of the mail sign-up sends: the new account's link, or the word to an existing account's owner. */
export const SIGN_UP_MAIL = {
  confirm: 'Confirm your e-mail address for Pitchcraft',
  attempt: 'Someone tried to sign up for Pitchcraft with your e-mail address',
};

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest mail to `to` whose subject starts with `subject` (or one of them), read from
 * /dev/outbox.json. Mail is often written just after the answer that sends it, so this waits up to
 * `timeoutMs` for it; undefined when none came, or when the server has no dev outbox (production).
 */
export async function outboxMail(
  app: FastifyInstance,
  to: string,
  subject: string | string[],
  timeoutMs = 3_000,
): Promise<OutboxMail | undefined> {
  const subjects = Array.isArray(subject) ? subject : [subject];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
    if (response.statusCode === 404) return undefined;
    const mail = response
      .json<OutboxMail[]>()
      .find(
        (m) =>
          m.to.toLowerCase() === to.toLowerCase() &&
          subjects.some((start) => m.subject.startsWith(start)),
      );
    if (mail) return mail;
    if (Date.now() > deadline) return undefined;
    await wait(20);
  }
}

/** The token of the link in the newest mail to `to` whose subject starts with `subject`. */
export async function mailedToken(
  app: FastifyInstance,
  to: string,
  subject: string,
): Promise<string> {
  const token = /#token=([a-z0-9]+)/.exec((await outboxMail(app, to, subject))?.text ?? '')?.[1];
  if (!token) throw new Error(`no "${subject}" mail with a link to ${to}`);
  return token;
}

/** The session cookie a response sets, whole (with its attributes), or undefined. */
export function sessionSetCookie(response: {
  headers: Record<string, unknown>;
}): string | undefined {
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie)
    ? (setCookie as string[])
    : typeof setCookie === 'string'
      ? [setCookie]
      : [];
  return cookies.find((c) => /^(__Host-)?pc_session=[^;]/.test(c));
}

/** POST /trpc/auth.signUp, as the sign-up form sends it. */
export function postSignUp(
  app: FastifyInstance,
  email: string,
  password = 'secret-123',
  origin = ORIGIN,
) {
  return app.inject({
    method: 'POST',
    url: '/trpc/auth.signUp',
    headers: { origin, 'content-type': 'application/json' },
    payload: {
      email,
      password,
      confirmPassword: password,
      fullName: 'Test Advisor',
      companyName: 'Test Co',
    },
  });
}

/**
 * POST /trpc/auth.signIn, once the account exists: sign-up writes it just after answering, so this
 * waits for sign-up's mail to the address first (a failed sign-in counts against the address's and
 * the network's limits), then still retries a refusal for up to about 3 s (no dev outbox in production).
 */
export async function signInAfterSignUp(
  app: FastifyInstance,
  email: string,
  password = 'secret-123',
  origin = ORIGIN,
) {
  await outboxMail(app, email, [SIGN_UP_MAIL.confirm, SIGN_UP_MAIL.attempt]);
  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin, 'content-type': 'application/json' },
      payload: { email, password },
    });
  let response = await signIn();
  for (const delayMs of [50, 100, 200, 400, 800, 1_500]) {
    if (response.statusCode !== 401) break;
    await wait(delayMs);
    response = await signIn();
  }
  return response;
}

/**
 * Signs up through the HTTP API, then signs in with the same password (sign-up itself starts no
 * session), and returns the session cookie header. The address stays unconfirmed.
 */
export async function signUpOverHttp(
  app: FastifyInstance,
  email: string,
  password = 'secret-123',
): Promise<string> {
  const response = await postSignUp(app, email, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const signedIn = await signInAfterSignUp(app, email, password);
  if (signedIn.statusCode !== 200)
    throw new Error(`sign-in after sign-up failed: ${signedIn.statusCode} ${signedIn.body}`);
  const cookie = sessionSetCookie(signedIn);
  if (!cookie?.startsWith('pc_session=')) throw new Error('no session cookie');
  // The name=value pair, without the attributes after the first ';'.
  return cookie.replace(/;.*$/s, '');
}
