// The database goes away under a running server (a TCP proxy between them is shut, its
// connections cut) and comes back: requests fail cleanly with 503, /healthz says so, and the
// same process serves again once the database returns.
import { beforeAll, describe, expect, it } from 'vitest';

import { failureOf, type Advisor, type CallFailure } from '@pitchcraft/api/testing/http-client';
import { sql } from '@pitchcraft/db';

import { suiteResources } from '../testing';
import {
  ADMIN_DATABASE_URL,
  browserOn,
  createScratchDatabase,
  errorLogLines,
  eventually,
  signUp,
  startDatabaseProxy,
  startServerProcess,
  stopAllServerProcesses,
  type DatabaseProxy,
  type ScratchDatabase,
  type ServerProcess,
} from './processes';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

// Needs PostgreSQL: the embedded database lives inside the server process and cannot be taken
// away from it over the network. CI sets TEST_DATABASE_URL, so this runs there.
describe.skipIf(!ADMIN_DATABASE_URL)('the database stops under a running server', () => {
  let database: ScratchDatabase;
  let proxy: DatabaseProxy;
  let server: ServerProcess;
  let advisor: Advisor;

  const opened = suiteResources();
  beforeAll(async () => {
    database = opened.add(await createScratchDatabase(), (d) => d.drop());
    proxy = opened.add(await startDatabaseProxy(database.url), (p) => p.close());
    server = opened.add(
      await startServerProcess({ DATABASE_URL: proxy.urlFor(database.url) }),
      () => stopAllServerProcesses(),
    );
    advisor = await signUp(server);
  });

  const health = async () => {
    const response = await fetch(`${server.url}/healthz`);
    return { status: response.status, body: await response.json() };
  };
  const get = (path: string) =>
    fetch(`${server.url}${path}`).then(async (r) => ({
      status: r.status,
      text: await r.text(),
      headers: r.headers,
    }));
  const heartbeat = () =>
    fetch(`${server.url}/beacons/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ viewId: 'no-such-view', activeMs: 1000 }),
    }).then(async (r) => ({ status: r.status, text: await r.text(), headers: r.headers }));

  /** A clean refusal: 503, the same plain message, nothing of the driver or a stack. */
  function expectUnavailable(answer: { status: number; text: string }, what: string) {
    expect(answer.status, `${what}: ${answer.text}`).toBe(503);
    expect(answer.text, what).toContain(UNAVAILABLE);
    for (const leak of ['CONNECTION_', 'ECONNREFUSED', 'postgres', '    at ', String(proxy.port)])
      expect(answer.text, what).not.toContain(leak);
  }
  /** The same for a failed call of the typed client: its status, and its whole answer. */
  const expectTrpcUnavailable = (failure: CallFailure, what: string) => {
    expectUnavailable({ status: failure.status, text: JSON.stringify(failure.body) }, what);
    expect(failure.code, what).toBe('SERVICE_UNAVAILABLE');
    expect(failure.message, what).toBe(UNAVAILABLE);
  };
  const signIn = () =>
    browserOn(server).trpc.auth.signIn.mutate({
      email: advisor.email,
      password: advisor.password,
    });

  it('serves normally while the database is up', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    expect((await advisor.trpc.profile.get.query()).email).toBe(advisor.email);
    expect((await get('/content/shared/no-such-presentation')).status).toBe(404);
    expect((await heartbeat()).status).toBe(404);
  });

  it('answers 503 everywhere while the database is gone, and /healthz reports it', async () => {
    await proxy.stop();

    expect(await health()).toEqual({ status: 503, body: { status: 'degraded', database: 'down' } });
    // A signed-in call fails while the session is being checked, before any procedure runs.
    expectTrpcUnavailable(
      await failureOf(advisor.trpc.profile.get.query()),
      'profile.get (signed in)',
    );
    expectTrpcUnavailable(
      await failureOf(browserOn(server).trpc.intake.getLink.query({ linkId: 'some-link' })),
      'intake.getLink (public)',
    );
    expectTrpcUnavailable(await failureOf(signIn()), 'auth.signIn');
    // Plain Fastify routes answer the same way, as JSON, not as a 500.
    const content = await get('/content/shared/no-such-presentation');
    expectUnavailable(content, 'shared content');
    expect(content.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(content.text)).toEqual({ error: UNAVAILABLE });
    expectUnavailable(await heartbeat(), 'heartbeat beacon');
    const owned = await fetch(`${server.url}/content/presentations/some-presentation`, {
      headers: { cookie: advisor.cookie },
    });
    expectUnavailable({ status: owned.status, text: await owned.text() }, 'owned content');

    // Calls keep failing fast however long the outage lasts: the driver's reconnect backoff is
    // capped, so no request waits for a 20 s reconnect timer before its 503.
    for (let i = 0; i < 30; i += 1) {
      const started = Date.now();
      const answer = await failureOf(advisor.trpc.profile.get.query());
      expect(answer.status).toBe(503);
      expect(Date.now() - started, `call ${i}`).toBeLessThan(4_000);
    }
    expect(server.child.exitCode).toBeNull();
  });

  it('serves again when the database returns, without a restart', async () => {
    await proxy.start();
    const returned = Date.now();
    await eventually(
      'healthz to recover',
      async () => (await health()).status === 200,
      15_000,
      100,
    );
    expect(Date.now() - returned).toBeLessThan(5_000);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });

    expect((await advisor.trpc.profile.get.query()).email).toBe(advisor.email);
    await signIn();
    expect((await get('/content/shared/no-such-presentation')).status).toBe(404);
    expect((await heartbeat()).status).toBe(404);
    // The outage refused the sign-in before it counted as a failed attempt or wrote anything. (The
    // sign-ins that succeeded, here and after sign-up, gave their slots back: their rows count 0.)
    const failures = await database.rows<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from rate_limits where key like 'signin:%'`,
    );
    expect(failures[0]?.n).toBe(0);

    expect(server.child.exitCode).toBeNull();
    // An outage is an operational condition (warnings), not a bug report at error level.
    expect(errorLogLines(server)).toEqual([]);
  });
});
