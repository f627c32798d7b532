// The server process is killed (SIGKILL: no shutdown hook runs) in the middle of a generation.
// A new process on the same database ends the job with a clear message instead of leaving it
// "running" forever, and the advisor's screen gets that message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '@pitchcraft/api/testing';
import { sql } from '@pitchcraft/db';
import {
  ADMIN_DATABASE_URL,
  createScratchDatabase,
  eventually,
  openGenerationEvents,
  presentationChunks,
  startGeneration,
  startServerProcess,
  stopAllServerProcesses,
  subscribedAdvisor,
  trpcQuery,
  type ScratchDatabase,
} from './processes';

const INTERRUPTED = 'Generation was interrupted because the server restarted. Please try again.';
const STALE_AFTER_MS = 3_000;

interface GenerationRow {
  status: string;
  error: string | null;
  error_reason: string | null;
  partial_text: string;
  stale_ms: number;
}

// Needs PostgreSQL: two server processes use one database one after the other, and the embedded
// database cannot be opened safely by a process after another was killed holding it. CI sets
// TEST_DATABASE_URL, so this runs there.
describe.skipIf(!ADMIN_DATABASE_URL)('a server killed in the middle of a generation', () => {
  let database: ScratchDatabase;
  let vendor: FakeAnthropic;

  beforeAll(async () => {
    database = await createScratchDatabase();
    // About 12 s of streaming: far longer than the test lets the first process live.
    vendor = await startFakeAnthropic({ kind: 'stream', chunks: presentationChunks(120).chunks, delayMs: 100 });
  });
  afterAll(async () => {
    await stopAllServerProcesses();
    await vendor?.close();
    await database?.drop();
  });

  const env = () => ({
    DATABASE_URL: database.url,
    ANTHROPIC_API_KEY: 'test-key-for-faults',
    ANTHROPIC_BASE_URL: vendor.url,
    GENERATION_STALE_AFTER_MS: String(STALE_AFTER_MS),
    SHUTDOWN_TIMEOUT_MS: '2000',
  });
  const row = async (id: string) =>
    (
      await database.rows<GenerationRow>(
        sql`select status, error, error_reason, partial_text, (extract(epoch from now() - heartbeat_at) * 1000)::int as stale_ms from generations where id = ${id}`,
      )
    )[0]!;

  it('is ended as interrupted by the next process, with a clear message', async () => {
    const first = await startServerProcess(env());
    const advisor = await subscribedAdvisor(first);
    const id = await startGeneration(first, advisor.cookie);
    // Text is streaming and has been saved with a heartbeat.
    await eventually('partial text to be saved', async () => (await row(id)).partial_text.length > 0);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const orphaned = await row(id);
    expect(orphaned.status).toBe('running');

    // Nothing refreshes the heartbeat any more; once it is older than the threshold, a new
    // process's start-up sweep ends the job.
    await eventually('the heartbeat to go stale', async () => (await row(id)).stale_ms > STALE_AFTER_MS + 200, 10_000);
    const second = await startServerProcess(env());
    const ended = await row(id);
    expect(ended).toMatchObject({ status: 'failed', error: INTERRUPTED, error_reason: 'INTERRUPTED' });
    expect(ended.partial_text.length).toBeGreaterThan(0);

    // The advisor, on the new process, sees why.
    const state = await trpcQuery<{ status: string; error: string; errorReason: string }>(second, 'generation.get', { id }, advisor.cookie);
    expect(state.body.result?.data).toMatchObject({ status: 'failed', error: INTERRUPTED, errorReason: 'INTERRUPTED' });
    const stream = await openGenerationEvents(second, advisor.cookie, id);
    expect(await stream.until((e) => e.type === 'error')).toEqual({ type: 'error', message: INTERRUPTED, reason: 'INTERRUPTED' });
    expect(await stream.ended).toEqual({ cut: false });
    await second.stop();
  });

  it('leaves a job that is still alive alone, however short the threshold', async () => {
    const first = await startServerProcess(env());
    const advisor = await subscribedAdvisor(first);
    const id = await startGeneration(first, advisor.cookie);
    await eventually('partial text to be saved', async () => (await row(id)).partial_text.length > 0);
    // Wait past the threshold: a live job's heartbeat moves on while text flows, so a second
    // process starting now (another replica) must not end it.
    await new Promise((resolve) => setTimeout(resolve, STALE_AFTER_MS + 500));
    const second = await startServerProcess(env());
    expect((await row(id)).status).toBe('running');
    await second.stop();
    await first.stop();
  });
});
