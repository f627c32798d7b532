// SIGTERM: the server stops accepting connections at once, lets running requests and streams
// finish up to SHUTDOWN_TIMEOUT_MS (ending what is left cleanly), closes the database and exits 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeAnthropic, type FakeAnthropic } from '@pitchcraft/api/testing';
import { sql } from '@pitchcraft/db';

import { suiteResources } from '../testing';
import {
  ADMIN_DATABASE_URL,
  connectionRefused,
  createScratchDatabase,
  errorLogLines,
  eventually,
  openGenerationEvents,
  presentationChunks,
  startGeneration,
  startServerProcess,
  stopAllServerProcesses,
  subscribedAdvisor,
  type ScratchDatabase,
  type ServerProcess,
} from './processes';

// Needs PostgreSQL: the test reads the server's connections from pg_stat_activity, and one case
// runs two processes on one database. CI sets TEST_DATABASE_URL, so this runs there.
describe.skipIf(!ADMIN_DATABASE_URL)('graceful shutdown on SIGTERM', () => {
  let database: ScratchDatabase;
  let vendor: FakeAnthropic;
  const { text, chunks } = presentationChunks(60);

  const opened = suiteResources();
  beforeAll(async () => {
    database = opened.add(await createScratchDatabase(), (d) => d.drop());
    vendor = opened.add(await startFakeAnthropic({ kind: 'stream', chunks, delayMs: 50 }), (v) =>
      v.close(),
    );
  });
  afterAll(stopAllServerProcesses);

  const serverEnv = (name: string, extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    PGAPPNAME: name,
    ANTHROPIC_API_KEY: 'test-key-for-faults',
    ANTHROPIC_BASE_URL: vendor.url,
    ...extra,
  });
  const generation = async (id: string) =>
    (
      await database.rows<{ status: string; html: string | null; error: string | null }>(
        sql`select status, html, error from generations where id = ${id}`,
      )
    )[0]!;

  /** After SIGTERM: refused at once, then a clean exit with the database closed. */
  async function expectCleanExit(server: ServerProcess, name: string) {
    expect(await server.exited).toBe(0);
    expect(server.logs().some((line) => line.includes('"msg":"shut down cleanly"'))).toBe(true);
    expect(await database.connectionsOf(name)).toBe(0);
    expect(errorLogLines(server)).toEqual([]);
  }

  it('refuses new connections at once and lets a running stream finish', async () => {
    const server = await startServerProcess(
      serverEnv('faults-drain', { SHUTDOWN_TIMEOUT_MS: '20000' }),
    );
    const advisor = await subscribedAdvisor(server);
    const id = await startGeneration(advisor);
    const stream = await openGenerationEvents(server, advisor.cookie, id);
    await stream.until((e) => e.type === 'progress' && e.chunk.length > 0);
    expect(await database.connectionsOf('faults-drain')).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    await eventually(
      'new connections to be refused',
      () => connectionRefused(server.port),
      2_000,
      20,
    );

    // The stream goes on to the end: the whole presentation, then 'done' with the stored HTML.
    const done = await stream.until((e) => e.type === 'done', 15_000);
    expect(await stream.ended).toEqual({ cut: false });
    // The text streamed as it was written ('done' carries the whole document, so the last
    // few characters may come only with it).
    const streamed = stream.events.map((e) => (e.type === 'progress' ? e.chunk : '')).join('');
    expect(stream.events.filter((e) => e.type === 'progress').length).toBeGreaterThan(5);
    expect(text.startsWith(streamed)).toBe(true);
    const stored = await generation(id);
    expect(stored.status).toBe('succeeded');
    expect(done).toMatchObject({ type: 'done', html: stored.html });

    await expectCleanExit(server, 'faults-drain');
  });

  it('hands a generation that outlasts the timeout back to the queue, still exits 0, and another process finishes it', async () => {
    const server = await startServerProcess(
      serverEnv('faults-timeout', { SHUTDOWN_TIMEOUT_MS: '6000' }),
    );
    vendor.enqueue({ kind: 'stream', chunks: presentationChunks(200).chunks, delayMs: 100 });
    const advisor = await subscribedAdvisor(server);
    const id = await startGeneration(advisor);
    const stream = await openGenerationEvents(server, advisor.cookie, id);
    await stream.until((e) => e.type === 'progress' && e.chunk.length > 0);

    server.child.kill('SIGTERM');
    // The stream is cut (the browser reconnects elsewhere), not ended with an error.
    expect(await stream.ended).toEqual({ cut: true });
    expect(stream.events.some((e) => e.type === 'error')).toBe(false);
    await expectCleanExit(server, 'faults-timeout');
    expect((await generation(id)).status).toBe('running');

    // The next process to start takes the job from the queue and writes it again from the start.
    const next = await startServerProcess(serverEnv('faults-next'));
    const resumed = await openGenerationEvents(next, advisor.cookie, id);
    expect(await resumed.until((e) => e.type === 'notice', 15_000)).toMatchObject({
      title: 'Starting again',
    });
    const done = await resumed.until((e) => e.type === 'done', 30_000);
    const stored = await generation(id);
    expect(stored.status).toBe('succeeded');
    expect(done).toMatchObject({ type: 'done', html: stored.html });
    await next.stop();
  });

  it('closes a stream following another process’s job at the timeout, and still exits 0', async () => {
    const owner = await startServerProcess(
      serverEnv('faults-owner', { SHUTDOWN_TIMEOUT_MS: '2000' }),
    );
    const follower = await startServerProcess(
      serverEnv('faults-follower', { SHUTDOWN_TIMEOUT_MS: '6000' }),
    );
    vendor.enqueue({ kind: 'stream', chunks: presentationChunks(200).chunks, delayMs: 100 });
    const advisor = await subscribedAdvisor(owner);
    const id = await startGeneration(advisor);
    // The follower has no job of its own to wait for; its subscriber reads the owner's progress.
    const stream = await openGenerationEvents(follower, advisor.cookie, id);
    await stream.until((e) => e.type === 'progress' && e.chunk.length > 0);

    follower.child.kill('SIGTERM');
    await eventually(
      'new connections to be refused',
      () => connectionRefused(follower.port),
      2_000,
      20,
    );
    // The stream is cut before the deadline (a browser's EventSource then reconnects elsewhere
    // with its last event id); the process does not wait to be killed.
    expect(await stream.ended).toEqual({ cut: true });
    await expectCleanExit(follower, 'faults-follower');
    // The job itself carries on in its own process.
    expect((await generation(id)).status).toBe('running');
    await owner.stop();
  });
});
