// The session cookie over HTTP: what a hostile cookie gets (401, never a 500 with SQL in the log),
// the __Host- prefix over https, that no signed-in answer is stored by a cache, and that sign-up
// itself starts no session (signing in, or the link it mails, does).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createHttpClient,
  failureOf,
  signedUpAdvisor,
  type HttpSession,
  type HttpTarget,
} from '@pitchcraft/api/testing/http-client';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { buildServer } from './app';
import { readConfig } from './env';
import { httpTarget, mailedToken, outboxMail, SIGN_UP_MAIL } from './testing';

interface LoggedServer {
  app: FastifyInstance;
  http: HttpTarget;
  lines: string[];
  close(): Promise<void>;
}

async function loggedServer(env: Record<string, string> = {}): Promise<LoggedServer> {
  const database: TestDatabase = await createTestDatabase();
  const lines: string[] = [];
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildServer(config, database, {
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return {
    app,
    http: httpTarget(app, config.appOrigin),
    lines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let http: LoggedServer;
beforeAll(async () => {
  http = await loggedServer();
});
afterAll(async () => {
  await http.close();
});

describe('a malformed session cookie', () => {
  const MALFORMED = [
    '%00',
    'abc%00def.secret',
    'abc.%00',
    `${'a'.repeat(20)}.${'b'.repeat(52)}%00`,
    '%F0%9F%92%A9.%F0%9F%92%A9',
    '%ED%A0%80.x',
    'a.b.c',
    '.',
    'x'.repeat(4000),
    `${'A'.repeat(24)}.${'B'.repeat(52)}`,
    "'; select pg_sleep(5); --.x",
    '%25%25%25',
  ];

  it.each(MALFORMED)('%s answers 401 on a signed-in route and logs no SQL', async (value) => {
    const before = http.lines.length;
    const response = await http.app.inject({
      method: 'GET',
      url: '/trpc/profile.get',
      headers: { cookie: `pc_session=${value}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'Authentication required',
    );
    // The cookie is cleared, so the browser stops sending it.
    expect(String(response.headers['set-cookie'])).toMatch(/^pc_session=;/);
    const logged = http.lines.slice(before).join('\n');
    expect(logged).not.toMatch(/"level":(50|60)/);
    expect(logged).not.toMatch(/select|Failed query|params/i);
  });

  it('is just no session on a public route', async () => {
    const browser = createHttpClient(http.http, 'pc_session=abc%00def.x');
    expect(await browser.trpc.auth.session.query()).toBeNull();
  });
});

describe('caching', () => {
  it('marks every API answer no-store, signed in or not', async () => {
    const { cookie } = await signedUpAdvisor(http.http, { email: 'no-store@example.com' });
    for (const url of [
      '/trpc/profile.get',
      '/trpc/auth.session',
      '/trpc/clients.list?input=%7B%7D',
      '/trpc/profile.get,auth.session?batch=1&input=%7B%7D',
    ]) {
      const response = await http.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await http.app.inject({ method: 'GET', url: '/trpc/profile.get' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('over https', () => {
  let https: LoggedServer;
  beforeAll(async () => {
    https = await loggedServer({ APP_ORIGIN: 'https://app.example.com' });
  });
  afterAll(async () => {
    await https.close();
  });

  /** Signs up and signs in; answers the session cookie the sign-in set, whole. */
  const signedIn = async (email: string) => {
    const advisor = await signedUpAdvisor(https.http, { email });
    expect(advisor.lastResponseTo('/trpc/auth.signUp')!.headers.getSetCookie()).toEqual([]);
    return sessionSetCookieOf(advisor, '/trpc/auth.signIn');
  };

  /** The cookie is __Host- prefixed, Secure, for the whole host, and a session only under that name. */
  async function expectHostCookie(cookie: string) {
    expect(cookie).toMatch(/^__Host-pc_session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);

    const pair = cookie.split(';')[0]!;
    const profile = await https.app.inject({
      method: 'GET',
      url: '/trpc/profile.get',
      headers: { cookie: pair },
    });
    expect(profile.statusCode).toBe(200);
    // A cookie without the prefix (which a sibling subdomain could plant) is not a session here.
    const unprefixed = await https.app.inject({
      method: 'GET',
      url: '/trpc/profile.get',
      headers: { cookie: pair.replace('__Host-', '') },
    });
    expect(unprefixed.statusCode).toBe(401);
  }

  it('names the cookie __Host-, so no other host or path can set or shadow it', async () => {
    await expectHostCookie(await signedIn('host-prefix@example.com'));
  });

  it('sets the same __Host- cookie from the link mailed at sign-up', async () => {
    const browser = createHttpClient(https.http);
    await browser.trpc.auth.signUp.mutate(signUpInput('host-link@example.com'));
    const token = await mailedToken(https.app, 'host-link@example.com', SIGN_UP_MAIL.confirm);
    expect(await browser.trpc.auth.verifyEmail.mutate({ token })).toEqual({
      ok: true,
      signedIn: true,
    });
    await expectHostCookie(sessionSetCookieOf(browser, '/trpc/auth.verifyEmail'));
  });

  it('checks the origin of state-changing requests that carry the prefixed cookie', async () => {
    const pair = (await signedIn('host-csrf@example.com')).split(';')[0]!;
    expect(pair).toMatch(/^__Host-pc_session=/);
    const forged = await https.app.inject({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { cookie: pair, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { fullName: 'Hacked', companyName: 'Evil' },
    });
    expect(forged.statusCode).toBe(403);
  });
});

const signUpInput = (email: string, password = 'secret-123') => ({
  email,
  password,
  confirmPassword: password,
  fullName: 'Test Advisor',
  companyName: 'Test Co',
});

/** The session cookie, whole (with its attributes), set by the session's last call of `path`. */
function sessionSetCookieOf(session: HttpSession, path: string): string {
  const cookie = session
    .lastResponseTo(path)
    ?.headers.getSetCookie()
    .find((c) => /^(__Host-)?pc_session=[^;]/.test(c));
  if (!cookie) throw new Error(`${path} set no session cookie`);
  return cookie;
}

describe('sign-up', () => {
  it('answers a new address and one that has an account alike, with no cookie; the mailed link then signs in', async () => {
    await signedUpAdvisor(http.http, { email: 'taken@example.com' });

    const freshBrowser = createHttpClient(http.http);
    const takenBrowser = createHttpClient(http.http);
    expect(
      await freshBrowser.trpc.auth.signUp.mutate(signUpInput('brand-new@example.com')),
    ).toEqual({ email: 'brand-new@example.com', signedIn: false });
    expect(
      await takenBrowser.trpc.auth.signUp.mutate(
        signUpInput('taken@example.com', 'another-secret-9'),
      ),
    ).toEqual({ email: 'taken@example.com', signedIn: false });
    const fresh = freshBrowser.lastResponseTo('/trpc/auth.signUp')!;
    const taken = takenBrowser.lastResponseTo('/trpc/auth.signUp')!;
    expect(taken.status).toBe(fresh.status);
    for (const response of [fresh, taken]) {
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());

    // The owner of the taken address hears of the attempt; the new address gets its link.
    expect(await outboxMail(http.app, 'taken@example.com', SIGN_UP_MAIL.attempt)).toBeDefined();
    const token = await mailedToken(http.app, 'brand-new@example.com', SIGN_UP_MAIL.confirm);
    const browser = createHttpClient(http.http);
    expect(await browser.trpc.auth.verifyEmail.mutate({ token })).toEqual({
      ok: true,
      signedIn: true,
    });
    const cookie = sessionSetCookieOf(browser, '/trpc/auth.verifyEmail');
    expect(cookie).toMatch(/^pc_session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    expect(await browser.trpc.profile.get.query()).toMatchObject({
      email: 'brand-new@example.com',
      emailVerified: true,
    });
    // The link works once, and a second opening starts no session.
    const again = createHttpClient(http.http);
    expect((await failureOf(again.trpc.auth.verifyEmail.mutate({ token }))).status).toBe(400);
    expect(again.lastResponseTo('/trpc/auth.verifyEmail')!.headers.getSetCookie()).toEqual([]);
    expect(again.cookies.session).toBeUndefined();
  });
});
