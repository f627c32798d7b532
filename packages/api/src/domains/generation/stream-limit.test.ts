import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, generations, generationStreams } from '@pitchcraft/db';
import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { MAX_STREAMS_PER_SESSION } from './stream-limit';

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
  await h.db.insert(generations).values({ id, userId: owner.user.id, provider: 'offline', status: 'running', input: { client: {} } });
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

const rowsOf = async (sessionId: string) => (await h.db.select({ n: count() }).from(generationStreams).where(eq(generationStreams.sessionId, sessionId)))[0]!.n;

describe('generation event streams per session', () => {
  it(`keeps at most ${MAX_STREAMS_PER_SESSION} open, closing the oldest, and ends them all at sign-out`, async () => {
    const owner = await h.subscribedBrowser();
    const sessionId = owner.cookies.get('pc_session')!.split('.')[0]!;
    const id = await runningGeneration(owner);
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION + 1; i += 1) streams.push(await openStream(owner, id));

    expect(await rowsOf(sessionId)).toBe(MAX_STREAMS_PER_SESSION);
    expect(await endsWithin(streams[0]!, 2_000)).toBe(true);

    // Another session of the same advisor has its own allowance, and outlives the sign-out.
    const elsewhere = h.browser();
    await elsewhere.caller.auth.signIn({ email: owner.user.email, password: 'correct horse' });
    const otherSession = elsewhere.cookies.get('pc_session')!.split('.')[0]!;
    const other = await openStream(elsewhere, id);

    await owner.caller.auth.signOut();
    const ended = await Promise.all(streams.slice(1).map((stream) => endsWithin(stream, 4_000)));
    expect(ended).toEqual(Array(MAX_STREAMS_PER_SESSION).fill(true));
    expect(await rowsOf(sessionId)).toBe(0);
    expect(await rowsOf(otherSession)).toBe(1);
    await other.return?.(undefined);
    expect(await rowsOf(otherSession)).toBe(0);
  });
});
