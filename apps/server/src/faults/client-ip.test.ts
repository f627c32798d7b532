// The per-IP limits behind the shipped entry point: the app server configured as docker/compose.yml
// configures it, behind docker/nginx.conf run by a real nginx (when installed) and by a stand-in
// that applies the same header directives. A client that sends its own X-Forwarded-For (a new
// address on every request) must still be counted as one address.
import { randomBytes } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { createHttpClient, failureOf, statusOf } from '@pitchcraft/api/testing/http-client';
import { sql } from '@pitchcraft/db';

import { suiteResources } from '../testing';
import { NGINX_BINARY, startShippedNginx } from './nginx';
import {
  ADMIN_DATABASE_URL,
  createScratchDatabase,
  startServerProcess,
  stopAllServerProcesses,
  targetOf,
  type ScratchDatabase,
  type ServerProcess,
} from './processes';
import { shippedTrustProxy, startShippedReverseProxy, type ReverseProxy } from './reverse-proxy';

const PROXIES: [string, (target: string) => Promise<ReverseProxy>][] = [
  ['the header stand-in', startShippedReverseProxy],
  ...(NGINX_BINARY
    ? [['nginx', startShippedNginx] as [string, (target: string) => Promise<ReverseProxy>]]
    : []),
];

/** A different, plausible client address on every call. */
const spoofedAddress = () =>
  `203.0.113.${(randomBytes(1)[0]! % 254) + 1}, 198.51.100.${(randomBytes(1)[0]! % 254) + 1}`;

/** The typed client through the proxy, its requests carrying these headers. */
const through = (proxy: ReverseProxy, headers: Record<string, string> = {}) =>
  createHttpClient(targetOf(proxy, headers)).trpc;

describe.skipIf(!ADMIN_DATABASE_URL).each(PROXIES)(
  'client addresses behind the shipped reverse proxy (%s)',
  (name, startProxy) => {
    let database: ScratchDatabase;
    let app: ServerProcess;
    let proxy: ReverseProxy;

    const opened = suiteResources();
    beforeAll(async () => {
      database = opened.add(await createScratchDatabase(), (d) => d.drop());
      app = opened.add(
        await startServerProcess({
          DATABASE_URL: database.url,
          TRUST_PROXY: shippedTrustProxy(),
        }),
        () => stopAllServerProcesses(),
      );
      proxy = opened.add(await startProxy(app.url), (p) => p.close());
    });

    it('counts failed sign-ins per real address however the client rotates X-Forwarded-For', async () => {
      // 30 failed sign-ins per IP per 15 minutes; each attempt names another account, so only the
      // per-IP counter can stop them.
      for (let i = 0; i < 30; i += 1) {
        const attempt = await failureOf(
          through(proxy, {
            'x-forwarded-for': spoofedAddress(),
            'x-real-ip': `192.0.2.${i + 1}`,
          }).auth.signIn.mutate({ email: `nobody-${i}@example.com`, password: 'not-the-password' }),
        );
        expect(attempt.status, `attempt ${i + 1}`).toBe(401);
      }
      const refused = await failureOf(
        through(proxy, { 'x-forwarded-for': spoofedAddress() }).auth.signIn.mutate({
          email: 'someone-else@example.com',
          password: 'not-the-password',
        }),
      );
      expect(refused).toMatchObject({
        status: 429,
        message: 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
      });

      // The app saw the proxy's view of the client (loopback here), never an address the client sent.
      const keys = await database.rows<{ key: string }>(
        sql`select key from rate_limits where key like 'signin:ip:%'`,
      );
      expect(keys.map((row) => row.key)).toEqual(['signin:ip:127.0.0.1']);
    });

    it('counts password-reset requests per real address too', async () => {
      const answers = [];
      for (let i = 0; i < 11; i += 1) {
        answers.push(
          await statusOf(
            through(proxy, {
              'x-forwarded-for': spoofedAddress(),
            }).auth.requestPasswordReset.mutate({ email: `reset-${i}@example.com` }),
          ),
        );
      }
      expect(answers).toEqual([...new Array<number>(10).fill(200), 429]);
    });

    it.skipIf(name !== 'nginx')(
      'keeps query strings, where grants and tRPC inputs travel, out of the access log',
      async () => {
        await fetch(`${proxy.url}/content/shared/some-presentation?grant=secret-grant-value`);
        await fetch(
          `${proxy.url}/trpc/presentations.getShared?input=${encodeURIComponent(JSON.stringify({ id: 'x', grant: 'another-secret-grant' }))}`,
        );
        const log = await eventuallyLogged(
          proxy as ReverseProxy & { accessLog(): string },
          '/trpc/presentations.getShared',
        );
        expect(log).toContain('"GET /content/shared/some-presentation HTTP/1.1"');
        expect(log).not.toContain('secret-grant-value');
        expect(log).not.toContain('another-secret-grant');
      },
    );
  },
);

/** nginx writes its access log as requests finish; wait for the line we need. */
async function eventuallyLogged(proxy: { accessLog(): string }, needle: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const log = proxy.accessLog();
    if (log.includes(needle)) return log;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return proxy.accessLog();
}
