import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { count, eq, generations, generationStreams, sessions } from '@pitchcraft/db';

import { MAX_STREAMS_PER_ADVISOR } from '../../engine';
import { createHarness, type Harness, type TestBrowser } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

type Stream = AsyncIterator<unknown>;

/** A generation that stays running (its job lives "on another process"), so its streams stay open. */
async function runningGeneration(owner: TestBrowser & { user: { id: string } }): Promise<string> {
  const id = `running-${Math.random().toString(36).slice(2)}`;
  await h.db.insert(generations).values({
    id,
    userId: owner.user.id,
    provider: 'offline',
    status: 'running',
    input: { client: {} },
  });
  return id;
}

/** Opens the events stream and reads its first event, as a browser tab does. */
async function openStream(browser: TestBrowser, id: string): Promise<Stream> {
  const iterable = (await browser.caller.generation.events({ id })) as AsyncIterable<unknown>;
  const stream = iterable[Symbol.asyncIterator]();
  expect((await stream.next()).done).toBe(false);
  return stream;
}

/**
 * Resolves true once the stream has ended, false if it is still open after `ms` (a stream left open
 * then has a read pending for good: only call this on streams that are meant to end).
 */
async function endsWithin(stream: Stream, ms: number): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([stream.next().then((result) => result.done === true), timeout]);
}

const rowsOf = async (sessionId: string) =>
  (
    await h.db
      .select({ n: count() })
      .from(generationStreams)
      .where(eq(generationStreams.sessionId, sessionId))
  )[0]!.n;

const rowsOfAdvisor = async (userId: string) =>
  (
    await h.db
      .select({ n: count() })
      .from(generationStreams)
      .innerJoin(sessions, eq(sessions.id, generationStreams.sessionId))
      .where(eq(sessions.userId, userId))
  )[0]!.n;

describe('generation event streams per advisor', () => {
  it(`keeps at most ${MAX_STREAMS_PER_ADVISOR} open, closing the oldest, and ends a session's at its sign-out`, async () => {
    const owner = await h.subscribedBrowser();
    const sessionId = owner.cookies.get('pc_session')!.split('.')[0]!;
    const id = await runningGeneration(owner);
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADVISOR + 1; i += 1)
      streams.push(await openStream(owner, id));

    expect(await rowsOf(sessionId)).toBe(MAX_STREAMS_PER_ADVISOR);
    expect(await endsWithin(streams[0]!, 2_000)).toBe(true);

    // Another session of the same advisor shares the allowance: its stream closes this session's oldest.
    const elsewhere = h.browser();
    await elsewhere.caller.auth.signIn({ email: owner.user.email, password: 'correct horse' });
    const otherSession = elsewhere.cookies.get('pc_session')!.split('.')[0]!;
    const other = await openStream(elsewhere, id);
    expect(await endsWithin(streams[1]!, 2_000)).toBe(true);
    expect(await rowsOfAdvisor(owner.user.id)).toBe(MAX_STREAMS_PER_ADVISOR);

    await owner.caller.auth.signOut();
    const ended = await Promise.all(streams.slice(2).map((stream) => endsWithin(stream, 4_000)));
    expect(ended).toEqual(Array(MAX_STREAMS_PER_ADVISOR - 1).fill(true));
    expect(await rowsOf(sessionId)).toBe(0);
    expect(await rowsOf(otherSession)).toBe(1);
    await other.return?.(undefined);
    expect(await rowsOf(otherSession)).toBe(0);
  });

  it('does not grow with the number of sessions: four sign-ins hold five streams between them, not twenty', async () => {
    const owner = await h.subscribedBrowser();
    const id = await runningGeneration(owner);
    const browsers = [owner];
    for (let i = 0; i < 3; i += 1) {
      const b = h.browser();
      await b.caller.auth.signIn({ email: owner.user.email, password: 'correct horse' });
      browsers.push({ ...b, user: owner.user, password: owner.password });
    }
    const streams: Stream[] = [];
    for (const b of browsers)
      for (let i = 0; i < MAX_STREAMS_PER_ADVISOR; i += 1) streams.push(await openStream(b, id));
    expect(await rowsOfAdvisor(owner.user.id)).toBe(MAX_STREAMS_PER_ADVISOR);
    const closed = await Promise.all(
      streams.slice(0, -MAX_STREAMS_PER_ADVISOR).map((stream) => endsWithin(stream, 4_000)),
    );
    expect(closed.every(Boolean)).toBe(true);
    // Another advisor is not affected.
    const neighbour = await h.subscribedBrowser();
    const theirs = await openStream(neighbour, await runningGeneration(neighbour));
    expect(await rowsOfAdvisor(owner.user.id)).toBe(MAX_STREAMS_PER_ADVISOR);
    for (const stream of [...streams.slice(-MAX_STREAMS_PER_ADVISOR), theirs])
      await stream.return?.(undefined);
    expect(await rowsOfAdvisor(owner.user.id)).toBe(0);
  });
});
