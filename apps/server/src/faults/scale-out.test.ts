// Two server processes on one PostgreSQL database, as behind a load balancer: what matters lives
// in the database, so a session, a rate limit and a running generation are the same on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeAnthropic, type FakeAnthropic } from '@pitchcraft/api/testing';
import { sql } from '@pitchcraft/db';

import {
  ADMIN_DATABASE_URL,
  createScratchDatabase,
  openGenerationEvents,
  PASSWORD,
  presentationChunks,
  signUp,
  startGeneration,
  startServerProcess,
  stopAllServerProcesses,
  subscribedAdvisor,
  trpcMutation,
  trpcQuery,
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

  beforeAll(async () => {
    database = await createScratchDatabase();
    // About 2.4 s of streaming, so the subscriber on B sees the text arrive in steps.
    vendor = await startFakeAnthropic({ kind: 'stream', chunks, delayMs: 60 });
    const env = {
      DATABASE_URL: database.url,
      ANTHROPIC_API_KEY: 'test-key-for-faults',
      ANTHROPIC_BASE_URL: vendor.url,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(async () => {
    await stopAllServerProcesses();
    await vendor?.close();
    await database?.drop();
  });

  it('a session made on one process is valid on the other, and ending it there ends it everywhere', async () => {
    const { cookie, email } = await signUp(a);
    const onB = await trpcQuery<{ email: string }>(b, 'profile.get', undefined, cookie);
    expect(onB.status).toBe(200);
    expect(onB.body.result?.data.email).toBe(email);

    expect((await trpcMutation(b, 'auth.signOut', {}, cookie)).status).toBe(200);
    expect((await trpcQuery(a, 'profile.get', undefined, cookie)).status).toBe(401);
  });

  it('a rate limit holds across both processes', async () => {
    // Forgotten-password requests: 10 per IP per 15 minutes, counted in the database.
    const forgot = (server: ServerProcess, i: number) =>
      trpcMutation(server, 'auth.requestPasswordReset', { email: `nobody-${i}@example.com` });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await forgot(i % 2 === 0 ? a : b, i));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));

    for (const server of [a, b]) {
      const refused = await forgot(server, 99);
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toBe('Too many reset requests. Please try again later.');
    }
    const [counter] = await database.rows<{ count: number }>(
      sql`select count from rate_limits where key = 'forgot:ip:127.0.0.1'`,
    );
    expect(counter?.count).toBe(12);

    // Failed sign-ins: 8 per e-mail per 15 minutes; then even the right password waits.
    const { email } = await signUp(a);
    for (let i = 0; i < 8; i += 1) {
      const wrong = await trpcMutation(i % 2 === 0 ? a : b, 'auth.signIn', {
        email,
        password: `wrong-password-${i}`,
      });
      expect(wrong.status).toBe(401);
    }
    for (const server of [a, b]) {
      const refused = await trpcMutation(server, 'auth.signIn', { email, password: PASSWORD });
      expect(refused.status).toBe(429);
    }
  });

  it('a generation started on one process streams to a subscriber on the other, to the same HTML', async () => {
    const advisor = await subscribedAdvisor(a);
    const id = await startGeneration(a, advisor.cookie);
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
    const onA = await trpcQuery<{ status: string; html: string }>(
      a,
      'generation.get',
      { id },
      advisor.cookie,
    );
    expect(onA.body.result?.data.status).toBe('succeeded');
    expect(done).toMatchObject({ type: 'done', html: onA.body.result?.data.html });
    const [stored] = await database.rows<{ html: string }>(
      sql`select html from generations where id = ${id}`,
    );
    expect(done.type === 'done' && done.html).toBe(stored?.html);
    expect(vendor.requests).toHaveLength(1);
  });
});
