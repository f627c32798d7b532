import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedUpAdvisor } from '@pitchcraft/api/testing/http-client';

import { readConfig } from './env';
import { createTestServer, type TestServer } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('health', () => {
  it('reports the database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('sessions over HTTP', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie that is not Secure on localhost', async () => {
    const advisor = await signedUpAdvisor(server.http, { email: 'cookie@example.com' });
    // Sign-up starts no session; signing in (or the mailed link) does.
    const signUp = advisor.lastResponseTo('/trpc/auth.signUp')!;
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie()).toEqual([]);

    const [cookie] = advisor.lastResponseTo('/trpc/auth.signIn')!.headers.getSetCookie();
    expect(cookie).toMatch(/^pc_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('refuses a forged cross-site request that carries the session cookie', async () => {
    const advisor = await signedUpAdvisor(server.http, { email: 'csrf@example.com' });
    // The forgeries are raw requests: their Origin (or Sec-Fetch-Site) is the point.
    const { cookie } = advisor;
    const forged = await server.app.inject({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { fullName: 'Hacked', companyName: 'Evil' },
    });
    expect(forged.statusCode).toBe(403);
    const noOrigin = await server.app.inject({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: { fullName: 'Hacked', companyName: 'Evil' },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await advisor.trpc.profile.get.query()).fullName).toBe('Test Advisor');

    // The app's own Origin, as the typed client sends it.
    await advisor.trpc.profile.update.mutate({ fullName: 'Renamed', companyName: 'Test Co' });
    expect((await advisor.trpc.profile.get.query()).fullName).toBe('Renamed');
  });

  it('answers bad input with a readable message naming the field, never a stack', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        email: 'x@example.com',
        password: '123',
        confirmPassword: '123',
        fullName: 'A',
        companyName: 'B',
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { message: string; data: { field?: string } } }>();
    expect(body.error.message).toBe('Password must be at least 6 characters');
    expect(body.error.data.field).toBe('password');
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(3_000_000) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('security headers', () => {
  it('sends a same-origin CSP, no framing, no sniffing and a referrer policy', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('dev outbox', () => {
  it('shows mail in development and is absent in production', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const production = await createTestServer({ NODE_ENV: 'production', BILLING_MODE: 'test' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await production.close();
    }
  });
});

describe('configuration', () => {
  it('names a bad variable', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ connection string/,
    );
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
  it('turns on secure cookies for an https origin', () => {
    expect(readConfig({ APP_ORIGIN: 'https://app.example.com' }).secureCookies).toBe(true);
  });
  it('refuses to run production with free subscriptions unless test-mode billing is chosen', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: is required in production/,
    );
    expect(() => readConfig({ NODE_ENV: 'production', BILLING_MODE: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(readConfig({ NODE_ENV: 'production', BILLING_MODE: 'test' }).billingMode).toBe('test');
    expect(readConfig({}).billingMode).toBe('test');
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(readConfig({ NODE_ENV: 'production', ...stripe }).billingMode).toBe('stripe');
    expect(() => readConfig({ ...stripe, BILLING_MODE: 'test' })).toThrow(
      /BILLING_MODE: is test, but STRIPE_SECRET_KEY is set/,
    );
    expect(() => readConfig({ BILLING_MODE: 'free' })).toThrow(
      /BILLING_MODE: must be stripe or test/,
    );
  });
  it('trusts exactly the configured proxies: a hop count or addresses, never any client', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(
      readConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16 ,loopback,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.2', '10.1.0.0/16', 'loopback', 'fd00::/8']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.internal', ',', '99']) {
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be the number of proxy hops/,
      );
    }
  });
});

describe('presentation assets', () => {
  it('serves pinned Chart.js, Tailwind, Inter and icons with CORS for sandboxed frames', async () => {
    for (const [path, type] of [
      ['/assets/chart.umd.js', 'text/javascript'],
      ['/assets/tailwind.js', 'text/javascript'],
      ['/assets/inter.css', 'text/css'],
      ['/assets/fontawesome.css', 'text/css'],
      ['/assets/fonts/inter-latin-400-normal.woff2', 'font/woff2'],
      ['/assets/webfonts/fa-solid-900.woff2', 'font/woff2'],
    ] as const) {
      const response = await server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(String(response.headers['content-type'])).toContain(type);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect(
      (await server.app.inject({ method: 'GET', url: '/assets/chart.umd.js' })).body,
    ).toContain('Chart');
    // Icon fonts resolve inside /assets/, where CORS allows the sandboxed frame to load them.
    const fa = (await server.app.inject({ method: 'GET', url: '/assets/fontawesome.css' })).body;
    expect(fa).toContain('url(/assets/webfonts/fa-solid-900.woff2)');
    expect(fa).not.toContain('../webfonts/');
    expect(
      (await server.app.inject({ method: 'GET', url: '/assets/../package.json' })).statusCode,
    ).toBe(404);
  });
});

describe('closing', () => {
  it('gives its preClose drain the whole shutdown budget: Fastify’s plugin timeout outlasts it', async () => {
    const long = await createTestServer({ SHUTDOWN_TIMEOUT_MS: '40000' });
    try {
      expect(long.app.initialConfig.pluginTimeout).toBeGreaterThan(40_000);
    } finally {
      await long.close();
    }
    expect(server.app.initialConfig.pluginTimeout).toBeGreaterThan(
      server.config.SHUTDOWN_TIMEOUT_MS,
    );
  });
});

describe('batched requests', () => {
  it('answers a batch of every query procedure in one GET, as long a batch as the browser may send', async () => {
    const { appRouter } = await import('@pitchcraft/api');
    const { TRPC_MAX_URL_LENGTH } = await import('@pitchcraft/core');
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    const queries = procedures
      .filter(([, procedure]) => procedure._def.type === 'query')
      .map(([path]) => path);
    const { cookie } = await signedUpAdvisor(server.http, { email: 'batch@example.com' });
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(queries.map((_, i) => [i, {}]))),
    );
    const url = `/trpc/${queries.join(',')}?batch=1&input=${input}`;
    // Longer than Fastify's default 100-character parameter, within what the client may build.
    expect(queries.join(',').length).toBeGreaterThan(100);
    expect(url.length).toBeLessThanOrEqual(TRPC_MAX_URL_LENGTH);
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).not.toBe(404);
    const body = response.json<unknown[]>();
    expect(body).toHaveLength(queries.length);
  });
});
