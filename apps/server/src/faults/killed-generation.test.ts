// The server process is killed (SIGKILL: no shutdown hook runs) in the middle of a generation.
// Its job's heartbeat lapses, the job queue takes it back, and another process writes it again
// from the start (a new epoch): the advisor's stream shows it starting again, then the result.
// A job that runs out of attempts ends with the interrupted message; one that needed the
// advisor's own key (kept only in the dead process's memory) ends with the key message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeAnthropic, type FakeAnthropic } from '@pitchcraft/api/testing';
import { sql } from '@pitchcraft/db';

import { suiteResources } from '../testing';
import {
  ADMIN_DATABASE_URL,
  browserOn,
  createScratchDatabase,
  eventually,
  openGenerationEvents,
  presentationChunks,
  startGeneration,
  startServerProcess,
  stopAllServerProcesses,
  subscribedAdvisor,
  type ScratchDatabase,
} from './processes';

const INTERRUPTED = 'Generation was interrupted because the server restarted. Please try again.';
const KEY_REQUIRED = 'API Key Required - Please enter your Claude API key to continue';

interface GenerationRow {
  status: string;
  error: string | null;
  error_reason: string | null;
  stream_epoch: number;
  chunks: number;
}

// Needs PostgreSQL: two server processes share one database, and the embedded database belongs
// to one process. CI sets TEST_DATABASE_URL, so this runs there.
describe.skipIf(!ADMIN_DATABASE_URL)(
  'a server killed in the middle of a generation',
  { timeout: 90_000 },
  () => {
    let database: ScratchDatabase;
    let vendor: FakeAnthropic;
    const { text, chunks } = presentationChunks(60);

    const opened = suiteResources();
    beforeAll(async () => {
      database = opened.add(await createScratchDatabase(), (d) => d.drop());
      // About 6 s of streaming per request.
      vendor = opened.add(await startFakeAnthropic({ kind: 'stream', chunks, delayMs: 100 }), (v) =>
        v.close(),
      );
    });
    afterAll(stopAllServerProcesses);

    const env = (extra: Record<string, string> = {}) => ({
      DATABASE_URL: database.url,
      ANTHROPIC_API_KEY: 'test-key-for-faults',
      ANTHROPIC_BASE_URL: vendor.url,
      JOB_HEARTBEAT_SECONDS: '10',
      SHUTDOWN_TIMEOUT_MS: '2000',
      ...extra,
    });
    const row = async (id: string) =>
      (
        await database.rows<GenerationRow>(
          sql`select status, error, error_reason, stream_epoch, (select count(*)::int from generation_chunks c where c.generation_id = g.id) as chunks
            from generations g where id = ${id}`,
        )
      )[0]!;

    it('is written again by another process; the advisor sees it start again, then the result', async () => {
      const [first, second] = await Promise.all([
        startServerProcess(env()),
        startServerProcess(env()),
      ]);
      const advisor = await subscribedAdvisor(first);
      const id = await startGeneration(advisor);
      // The advisor's stream is on the other process: it reads the stored stream as it grows.
      const stream = await openGenerationEvents(second, advisor.cookie, id);
      await stream.until((e) => e.type === 'progress' && e.chunk.length > 0);
      await eventually('part of the stream to be stored', async () => (await row(id)).chunks > 0);

      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect((await row(id)).status).toBe('running');

      // Within the heartbeat (10 s) and a supervisor pass, the second process starts it over.
      const notice = await stream.until((e) => e.type === 'notice', 40_000);
      expect(notice).toMatchObject({ type: 'notice', title: 'Starting again' });
      const done = await stream.until((e) => e.type === 'done', 30_000);
      expect(stream.events.some((e) => e.type === 'error')).toBe(false);
      // After the restart the stream began again (reset) and carried the whole text once.
      const resetAt = stream.events.findLastIndex((e) => e.type === 'progress' && e.reset);
      expect(resetAt).toBeGreaterThan(0);
      const after = stream.events
        .slice(resetAt)
        .map((e) => (e.type === 'progress' ? e.chunk : ''))
        .join('');
      expect(text.startsWith(after)).toBe(true);

      const stored = await row(id);
      expect(stored).toMatchObject({ status: 'succeeded', error: null, stream_epoch: 1 });
      // Asked on the process that finished it, with the advisor's cookie from the first.
      const state = await browserOn(second, advisor.cookies).trpc.generation.get.query({ id });
      expect(done).toMatchObject({ type: 'done', html: state.html });
      await second.stop();
    });

    it('ends with the interrupted message once its attempts are spent', async () => {
      const [first, second] = await Promise.all([
        startServerProcess(env({ GENERATION_ATTEMPTS: '1' })),
        startServerProcess(env({ GENERATION_ATTEMPTS: '1' })),
      ]);
      const advisor = await subscribedAdvisor(first);
      const id = await startGeneration(advisor);
      await eventually('part of the stream to be stored', async () => (await row(id)).chunks > 0);
      first.child.kill('SIGKILL');
      await first.exited;

      const stream = await openGenerationEvents(second, advisor.cookie, id);
      expect(await stream.until((e) => e.type === 'error', 40_000)).toEqual({
        type: 'error',
        message: INTERRUPTED,
        reason: 'INTERRUPTED',
      });
      expect(await stream.ended).toEqual({ cut: false });
      expect(await row(id)).toMatchObject({
        status: 'failed',
        error: INTERRUPTED,
        error_reason: 'INTERRUPTED',
      });
      await second.stop();
    });

    it('ends with the key message when it needed the advisor’s own key, which died with the process', async () => {
      const [first, second] = await Promise.all([
        startServerProcess(env()),
        startServerProcess(env()),
      ]);
      const advisor = await subscribedAdvisor(first);
      const id = await startGeneration(advisor, { apiKey: 'sk-ant-advisor-own-key' });
      await eventually('part of the stream to be stored', async () => (await row(id)).chunks > 0);
      first.child.kill('SIGKILL');
      await first.exited;

      const stream = await openGenerationEvents(second, advisor.cookie, id);
      expect(await stream.until((e) => e.type === 'error', 40_000)).toEqual({
        type: 'error',
        message: KEY_REQUIRED,
        reason: 'AI_KEY_REQUIRED',
      });
      expect(await row(id)).toMatchObject({
        status: 'failed',
        error: KEY_REQUIRED,
        error_reason: 'AI_KEY_REQUIRED',
      });
      // The key reached the vendor once, from the first process, and is nowhere in the database.
      const [found] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from generations where input::text like '%sk-ant-advisor-own-key%'`,
      );
      expect(found?.n).toBe(0);
      await second.stop();
    });
  },
);
