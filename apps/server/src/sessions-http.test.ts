// The session cookie over HTTP: what a hostile cookie gets (401, never a 500 with SQL in the log),
// the __Host- prefix over https, and that no signed-in answer is stored by a cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { readConfig } from './env';
import { signUpOverHttp } from './testing';

interface LoggedServer {
  app: FastifyInstance;
  lines: string[];
  close(): Promise<void>;
}

async function loggedServer(env: Record<string, string> = {}): Promise<LoggedServer> {
  const database: TestDatabase = await createTestDatabase();
  const lines: string[] = [];
  const config = readConfig({ NODE_ENV: 'test', PORT: '3000', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', ...env });
  const app = await buildServer(config, database, { logStream: { write: (line) => void lines.push(line) } });
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
    const response = await http.app.inject({ method: 'GET', url: '/trpc/profile.get', headers: { cookie: `pc_session=${value}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Authentication required');
    // The cookie is cleared, so the browser stops sending it.
    expect(String(response.headers['set-cookie'])).toMatch(/^pc_session=;/);
    const logged = http.lines.slice(before).join('\n');
    expect(logged).not.toMatch(/"level":(50|60)/);
    expect(logged).not.toMatch(/select|Failed query|params/i);
  });

  it('is just no session on a public route', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/trpc/auth.session', headers: { cookie: 'pc_session=abc%00def.x' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ result: { data: unknown } }>().result.data).toBeNull();
  });
});

describe('caching', () => {
  it('marks every API answer no-store, signed in or not', async () => {
    const cookie = await signUpOverHttp(http.app, 'no-store@example.com');
    for (const url of ['/trpc/profile.get', '/trpc/auth.session', '/trpc/clients.list?input=%7B%7D', '/trpc/profile.get,auth.session?batch=1&input=%7B%7D']) {
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

  const signUp = (email: string) =>
    https.app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: { origin: 'https://app.example.com' },
      payload: { email, password: 'secret-123', confirmPassword: 'secret-123', fullName: 'A', companyName: 'B' },
    });

  it('names the cookie __Host-, so no other host or path can set or shadow it', async () => {
    const response = await signUp('host-prefix@example.com');
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-pc_session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);

    const pair = cookie.split(';')[0]!;
    const signedIn = await https.app.inject({ method: 'GET', url: '/trpc/profile.get', headers: { cookie: pair } });
    expect(signedIn.statusCode).toBe(200);
    // A cookie without the prefix (which a sibling subdomain could plant) is not a session here.
    const unprefixed = await https.app.inject({ method: 'GET', url: '/trpc/profile.get', headers: { cookie: pair.replace('__Host-', '') } });
    expect(unprefixed.statusCode).toBe(401);
  });

  it('checks the origin of state-changing requests that carry the prefixed cookie', async () => {
    const pair = String((await signUp('host-csrf@example.com')).headers['set-cookie']).split(';')[0]!;
    const forged = await https.app.inject({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { cookie: pair, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { fullName: 'Hacked', companyName: 'Evil' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
