// The session cookie over HTTP: what a hostile cookie gets (401, never a 500 with SQL in the log),
// the __Host- prefix over https, that no signed-in answer is stored by a cache, and that sign-up
// itself starts no session (signing in, or the link it mails, does).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { buildServer } from './app';
import { readConfig } from './env';
import {
  mailedToken,
  outboxMail,
  postSignUp,
  sessionSetCookie,
  SIGN_UP_MAIL,
  signInAfterSignUp,
  signUpOverHttp,
} from './testing';

interface LoggedServer {
  app: FastifyInstance;
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
    const response = await http.app.inject({
      method: 'GET',
      url: '/trpc/auth.session',
      headers: { cookie: 'pc_session=abc%00def.x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ result: { data: unknown } }>().result.data).toBeNull();
  });
});

describe('caching', () => {
  it('marks every API answer no-store, signed in or not', async () => {
    const cookie = await signUpOverHttp(http.app, 'no-store@example.com');
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

  const ORIGIN = 'https://app.example.com';
  /** Signs up and signs in; answers the sign-in response, which sets the session cookie. */
  const signedIn = async (email: string) => {
    const signUp = await postSignUp(https.app, email, 'secret-123', ORIGIN);
    expect(signUp.statusCode).toBe(200);
    expect(signUp.headers['set-cookie']).toBeUndefined();
    return signInAfterSignUp(https.app, email, 'secret-123', ORIGIN);
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
    const response = await signedIn('host-prefix@example.com');
    expect(response.statusCode).toBe(200);
    await expectHostCookie(String(response.headers['set-cookie']));
  });

  it('sets the same __Host- cookie from the link mailed at sign-up', async () => {
    expect(
      (await postSignUp(https.app, 'host-link@example.com', 'secret-123', ORIGIN)).statusCode,
    ).toBe(200);
    const token = await mailedToken(https.app, 'host-link@example.com', SIGN_UP_MAIL.confirm);
    const opened = await https.app.inject({
      method: 'POST',
      url: '/trpc/auth.verifyEmail',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { token },
    });
    expect(opened.json()).toEqual({ result: { data: { ok: true, signedIn: true } } });
    await expectHostCookie(String(opened.headers['set-cookie']));
  });

  it('checks the origin of state-changing requests that carry the prefixed cookie', async () => {
    const pair = String((await signedIn('host-csrf@example.com')).headers['set-cookie']).split(
      ';',
    )[0]!;
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

describe('sign-up', () => {
  it('answers a new address and one that has an account alike, with no cookie; the mailed link then signs in', async () => {
    await signUpOverHttp(http.app, 'taken@example.com');

    const fresh = await postSignUp(http.app, 'brand-new@example.com');
    const taken = await postSignUp(http.app, 'taken@example.com', 'another-secret-9');
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.json()).toEqual({ result: { data: { email: 'brand-new@example.com' } } });
    expect(taken.json()).toEqual({ result: { data: { email: 'taken@example.com' } } });
    for (const response of [fresh, taken]) {
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    // The owner of the taken address hears of the attempt; the new address gets its link.
    expect(await outboxMail(http.app, 'taken@example.com', SIGN_UP_MAIL.attempt)).toBeDefined();
    const token = await mailedToken(http.app, 'brand-new@example.com', SIGN_UP_MAIL.confirm);
    const open = () =>
      http.app.inject({
        method: 'POST',
        url: '/trpc/auth.verifyEmail',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: { token },
      });
    const opened = await open();
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ result: { data: { ok: true, signedIn: true } } });
    const cookie = sessionSetCookie(opened);
    expect(cookie).toMatch(/^pc_session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const profile = await http.app.inject({
      method: 'GET',
      url: '/trpc/profile.get',
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(profile.statusCode).toBe(200);
    expect(
      profile.json<{ result: { data: { email: string; emailVerified: boolean } } }>().result.data,
    ).toMatchObject({
      email: 'brand-new@example.com',
      emailVerified: true,
    });
    // The link works once, and a second opening starts no session.
    const again = await open();
    expect(again.statusCode).toBe(400);
    expect(sessionSetCookie(again)).toBeUndefined();
  });
});
