// Two server processes on one PostgreSQL database, as behind a load balancer: what matters lives
// in the database, so a session, a rate limit and a running generation are the same on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeAnthropic, type FakeAnthropic } from '@pitchcraft/api/testing';
import { failureOf, statusOf } from '@pitchcraft/api/testing/http-client';
import { sql } from '@pitchcraft/db';

import { suiteResources } from '../testing';
import {
  ADMIN_DATABASE_URL,
  browserOn,
  createScratchDatabase,
  openGenerationEvents,
  presentationChunks,
  signUp,
  startGeneration,
  startServerProcess,
  stopAllServerProcesses,
  subscribedAdvisor,
  type ScratchDatabase,
  type ServerProcess,
} from './processes';

// Needs PostgreSQL: the embedded database belongs to one process and cannot be shared by two.
// CI sets TEST_DATABASE_URL, so this runs there.
describe.skipIf(!ADMIN_DATABASE_URL)('two server processes on one database', () => {
  let database: ScratchDatabase;
  let vendor: FakeAnthropic;
  let a: ServerProcess;
  let b: ServerProcess;
  const { text, chunks } = presentationChunks(40);

  const opened = suiteResources();
  beforeAll(async () => {
    database = opened.add(await createScratchDatabase(), (d) => d.drop());
    // About 2.4 s of streaming, so the subscriber on B sees the text arrive in steps.
    vendor = opened.add(await startFakeAnthropic({ kind: 'stream', chunks, delayMs: 60 }), (v) =>
      v.close(),
    );
    const env = {
      DATABASE_URL: database.url,
      ANTHROPIC_API_KEY: 'test-key-for-faults',
      ANTHROPIC_BASE_URL: vendor.url,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(stopAllServerProcesses);

  it('a session made on one process is valid on the other, and ending it there ends it everywhere', async () => {
    const onA = await signUp(a);
    // The same cookie, taken to the other process.
    const onB = browserOn(b, onA.cookie);
    expect((await onB.trpc.profile.get.query()).email).toBe(onA.email);

    await onB.trpc.auth.signOut.mutate();
    expect((await failureOf(onA.trpc.profile.get.query())).status).toBe(401);
  });

  it('a rate limit holds across both processes', async () => {
    // Forgotten-password requests: 10 per IP per 15 minutes, counted in the database.
    const forgot = (server: ServerProcess, i: number) =>
      browserOn(server).trpc.auth.requestPasswordReset.mutate({
        email: `nobody-${i}@example.com`,
      });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await statusOf(forgot(i % 2 === 0 ? a : b, i)));
    expect(answers).toEqual(Array(10).fill(200));

    for (const server of [a, b]) {
      const refused = await failureOf(forgot(server, 99));
      expect(refused.status).toBe(429);
      expect(refused.message).toBe('Too many reset requests. Please try again later.');
    }
    const [counter] = await database.rows<{ count: number }>(
      sql`select count from rate_limits where key = 'forgot:ip:127.0.0.1'`,
    );
    expect(counter?.count).toBe(12);

    // Failed sign-ins: 8 per e-mail per 15 minutes; then even the right password waits.
    const { email, password } = await signUp(a);
    const signIn = (server: ServerProcess, attempt: string) =>
      browserOn(server).trpc.auth.signIn.mutate({ email, password: attempt });
    for (let i = 0; i < 8; i += 1) {
      const wrong = await failureOf(signIn(i % 2 === 0 ? a : b, `wrong-password-${i}`));
      expect(wrong.status).toBe(401);
    }
    for (const server of [a, b])
      expect((await failureOf(signIn(server, password))).status).toBe(429);
  });

  it('a generation started on one process streams to a subscriber on the other, to the same HTML', async () => {
    const advisor = await subscribedAdvisor(a);
    const id = await startGeneration(advisor);
    const stream = await openGenerationEvents(b, advisor.cookie, id);
    const done = await stream.until((e) => e.type === 'done', 20_000);
    expect(await stream.ended).toEqual({ cut: false });

    // B followed the text as A wrote it, in several steps, not just the final result.
    const progress = stream.events.filter((e) => e.type === 'progress');
    expect(progress.length).toBeGreaterThan(3);
    // Every character once, in order: the text stored after B's subscriber last read is read
    // before the result (a finished job's stream stays a minute).
    const streamed = progress.map((e) => e.chunk).join('');
    expect(streamed).toBe(text);

    // The final HTML on B is what A stored and serves.
    const onA = await advisor.trpc.generation.get.query({ id });
    expect(onA.status).toBe('succeeded');
    expect(done).toMatchObject({ type: 'done', html: onA.html });
    const [stored] = await database.rows<{ html: string }>(
      sql`select html from generations where id = ${id}`,
    );
    expect(done.type === 'done' && done.html).toBe(stored?.html);
    expect(vendor.requests).toHaveLength(1);
  });
});
