// The stored stream of a running generation: appended in batches, never rewritten; followers on
// another process are woken by NOTIFY and read only what is new since their cursor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, generationChunks, generations, rowsOf, sql } from '@pitchcraft/db';

import { silentLogger } from '../logger';
import { createHarness, type Harness } from '../testing';
import { ChunkFeed } from './chunk-feed';
import { ChunkWriter } from './chunk-writer';
import { applyChunks, emptyStreamState } from './job-state';
import {
  carriedPayloads,
  dropFinishedStreams,
  FOLLOWED_BATCH_MS,
  FOLLOWED_MAX_BATCH_MS,
  notifyPayloads,
  QUIET_BATCH_MS,
  readChunks,
  readChunksQuery,
  readStreamNotice,
  readStreams,
  readStreamsQuery,
  WORTH_A_COMMIT_BYTES,
  type CarriedRow,
  type ChunkRow,
} from './live-stream';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function runningGeneration(): Promise<string> {
  const owner = await h.subscribedBrowser();
  const id = `live-${Math.random().toString(36).slice(2)}`;
  await h.db
    .insert(generations)
    .values({ id, userId: owner.user.id, provider: 'offline', input: { client: {} } });
  return id;
}

const text = (generationId: string, seq: number, body: string, epoch = 0): ChunkRow => ({
  generationId,
  seq,
  epoch,
  kind: 'text',
  body,
  progress: seq,
});

describe('notify payloads', () => {
  it('split many ids into payloads under the 8,000-byte limit, losing none', () => {
    const entries = Array.from(
      { length: 1000 },
      (_, i) => `generation-id-${String(i).padStart(8, '0')}:${i * 7}`,
    );
    const payloads = notifyPayloads(entries);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => p.split(' '))).toEqual(entries);
    expect(notifyPayloads([])).toEqual([]);
  });
});

describe('carried rows', () => {
  const carried = (i: number, body: string): CarriedRow => ({
    generationId: `gen-${i % 3}`,
    from: i - 1,
    seq: i,
    epoch: 0,
    kind: 'text',
    body,
    progress: i,
  });

  it('travel in payloads under the 8,000-byte limit counted in bytes, in order, and read back as they were', () => {
    // Three-byte characters: a count in characters would overflow the limit.
    const rows = Array.from({ length: 60 }, (_, i) => carried(i, '—’é'.repeat(40 + i)));
    const { payloads, tooLarge } = carriedPayloads(rows);
    expect(tooLarge).toEqual([]);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => readStreamNotice(p).carried)).toEqual(rows);
  });

  it('leave a row too large to carry to be read from the table', () => {
    const big = carried(1, 'x'.repeat(9000));
    const small = carried(2, 'small');
    const { payloads, tooLarge } = carriedPayloads([big, small]);
    expect(tooLarge).toEqual([big]);
    expect(payloads.flatMap((p) => readStreamNotice(p).carried)).toEqual([small]);
  });

  it('share the channel with wake-ups and ends; anything unreadable wakes no one', () => {
    expect(readStreamNotice('gen-a:12 gen-b:end')).toEqual({
      woken: ['gen-a'],
      ended: ['gen-b'],
      carried: [],
    });
    for (const junk of ['[', '[[1,2]]', '["x",0,1,0,"bogus","t",1]', '{}', ':12', '']) {
      expect(readStreamNotice(junk).carried).toEqual([]);
    }
    expect(readStreamNotice('{}').woken).toEqual([]);
  });
});

describe('applying stored chunks', () => {
  it('appends text and sections in order, skips what it has, and starts over at a later epoch', () => {
    const section = {
      id: 'cover',
      kind: 'cover',
      title: 'Cover',
      html: '<p>Hi</p>',
      charts: [],
      hidden: false,
      source: 'ai',
      replaced: null,
    };
    let state = emptyStreamState(0, null);
    state = applyChunks(state, [
      text('g', 0, 'Hello '),
      {
        generationId: 'g',
        seq: 1,
        epoch: 0,
        kind: 'section',
        body: JSON.stringify(section),
        progress: 20,
      },
      text('g', 2, 'world'),
    ]);
    expect(state).toMatchObject({ text: 'Hello world', seq: 2, epoch: 0, progress: 20 });
    expect(state.sections.map((s) => s.id)).toEqual(['cover']);
    // Read twice (an overlapping batch): nothing doubles.
    expect(applyChunks(state, [text('g', 2, 'world')]).text).toBe('Hello world');
    // A restart: the notice and the new epoch's text replace what was there.
    const notice = { title: 'Starting again', description: 'again', at: '2026-01-01T00:00:00Z' };
    state = applyChunks(state, [
      {
        generationId: 'g',
        seq: 3,
        epoch: 1,
        kind: 'notice',
        body: JSON.stringify(notice),
        progress: 0,
      },
      text('g', 4, 'Hi', 1),
    ]);
    expect(state).toMatchObject({ text: 'Hi', epoch: 1, sections: [], notice, progress: 20 });
  });
});

describe('reading streams', () => {
  it('reads each cursor through the primary key, not every running job’s stream in full', async () => {
    const followed = await runningGeneration();
    // Two hundred jobs well under way: 40,000 stored rows.
    await h.db.execute(sql`
      insert into ${generationChunks} (generation_id, seq, epoch, kind, body, progress)
      select case when j = 0 then ${followed} else 'busy-' || j end, s, 0, 'text', 'some words ', 1
      from generate_series(0, 199) j, generate_series(0, 199) s`);
    await h.db.execute(sql`analyze ${generationChunks}`);
    try {
      const cursors = [{ id: followed, after: 197 }];
      for (const query of [readStreamsQuery(cursors), readChunksQuery(cursors)]) {
        const plan = rowsOf<Record<string, string>>(await h.db.execute(sql`explain ${query}`))
          .map((row) => Object.values(row).join(''))
          .join('\n');
        expect(plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
        expect(plan).not.toMatch(/Seq Scan on generation_chunks/);
      }
      const { rows, running } = await readStreams(h.db, cursors);
      expect(rows.map((r) => r.seq)).toEqual([198, 199]);
      expect(running.has(followed)).toBe(true);
      expect(
        (await readChunks(h.db, [...cursors, { id: 'busy-7', after: 198 }])).map((r) => [
          r.generationId,
          r.seq,
        ]),
      ).toEqual([
        ['busy-7', 199],
        [followed, 198],
        [followed, 199],
      ]);
    } finally {
      await h.db.execute(
        sql`delete from ${generationChunks} where generation_id like 'busy-%' or generation_id = ${followed}`,
      );
    }
  });
});

describe('the chunk writer and feed', () => {
  it('stores a quiet job’s text in one batch a second, and a followed job’s at once, as rows appended once', async () => {
    const quiet = await runningGeneration();
    const followed = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    writer.followed(followed);
    const started = Date.now();
    const stored = [0, 1, 2].map((seq) => writer.appendStored(text(quiet, seq, `q${seq} `)));
    const quick = writer.appendStored(text(followed, 0, 'f0 '));
    await quick;
    const quickMs = Date.now() - started;
    expect(quickMs).toBeLessThan(QUIET_BATCH_MS / 2);
    expect(quickMs).toBeGreaterThanOrEqual(FOLLOWED_BATCH_MS - 5);
    expect(await readChunks(h.db, [{ id: quiet, after: -1 }])).toEqual([]);
    await Promise.all(stored);
    expect(Date.now() - started).toBeGreaterThanOrEqual(QUIET_BATCH_MS - 5);
    // Three appends of one epoch: one row holding all their text, at the last seq.
    const rows = await h.db
      .select()
      .from(generationChunks)
      .where(eq(generationChunks.generationId, quiet));
    expect(rows).toEqual([
      { generationId: quiet, seq: 2, epoch: 0, kind: 'text', body: 'q0 q1 q2 ', progress: 2 },
    ]);
  });

  it('holds a followed job’s few characters until the batch is worth its commit record, or FOLLOWED_MAX_BATCH_MS', async () => {
    const lone = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    writer.followed(lone);
    const started = Date.now();
    const small = writer.appendStored(text(lone, 0, 'abc'));
    await new Promise((resolve) => setTimeout(resolve, FOLLOWED_BATCH_MS + 30));
    expect(
      await readChunks(h.db, [{ id: lone, after: -1 }]),
      'three characters are not worth a commit yet',
    ).toEqual([]);
    await small;
    expect(Date.now() - started).toBeGreaterThanOrEqual(FOLLOWED_MAX_BATCH_MS - 5);
    // Enough text pending among the followed jobs: out at the next quick batch, with the small one.
    const other = await runningGeneration();
    writer.followed(other);
    await Promise.all([
      writer.appendStored(text(lone, 1, 'x'.repeat(WORTH_A_COMMIT_BYTES))),
      writer.appendStored(text(other, 0, 'y')),
    ]);
    expect((await readChunks(h.db, [{ id: other, after: -1 }])).map((r) => r.body)).toEqual(['y']);
  });

  it('starts a followed job’s batches FOLLOWED_BATCH_MS apart, however long each takes in the database', async () => {
    const starts: number[] = [];
    const slowDatabase = {
      execute: async () => {
        starts.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 40));
        return [];
      },
    } as unknown as typeof h.db;
    const writer = new ChunkWriter(slowDatabase, silentLogger);
    writer.followed('busy');
    let seq = 0;
    const feeding = setInterval(
      () => writer.append(text('busy', seq++, 'x'.repeat(WORTH_A_COMMIT_BYTES))),
      5,
    );
    await new Promise((resolve) => setTimeout(resolve, 10 * FOLLOWED_BATCH_MS));
    clearInterval(feeding);
    await writer.flushAll();
    const gaps = starts.slice(1, 7).map((at, i) => at - (starts[i] ?? at));
    expect(gaps.length).toBeGreaterThanOrEqual(5);
    // A batch starts once the one before it is stored (40 ms here), or the interval after the last
    // look if that is later; waiting the interval after each batch ended would space them 40 ms + the interval.
    const expected = Math.max(40, FOLLOWED_BATCH_MS);
    for (const gap of gaps) expect(gap).toBeLessThan(expected + 20);
  });

  it('treats a job just started as followed (its browser opens the stream at once), and a quiet one only after', async () => {
    const fresh = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    writer.starting(fresh, -1);
    const started = Date.now();
    await writer.appendStored(text(fresh, 0, 'x'.repeat(WORTH_A_COMMIT_BYTES)));
    expect(Date.now() - started).toBeLessThan(QUIET_BATCH_MS / 2);
    expect((await readChunks(h.db, [{ id: fresh, after: -1 }])).length).toBe(1);
  });

  it('stores a finishing job’s rows with the next quick batch, leaving every other job’s to their own pace', async () => {
    const finishing = await runningGeneration();
    const quiet = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    const started = Date.now();
    const quietStored = writer.appendStored(text(quiet, 0, 'still writing '));
    writer.append(text(finishing, 0, 'the last words'));
    await writer.flushJob(finishing);
    expect(Date.now() - started).toBeLessThan(QUIET_BATCH_MS / 2);
    expect((await readChunks(h.db, [{ id: finishing, after: -1 }])).map((r) => r.body)).toEqual([
      'the last words',
    ]);
    expect(
      await readChunks(h.db, [{ id: quiet, after: -1 }]),
      'another job’s text waits for its own batch',
    ).toEqual([]);
    // Nothing pending: it waits only for the batch in flight.
    await writer.flushJob(finishing);
    await quietStored;
    expect((await readChunks(h.db, [{ id: quiet, after: -1 }])).map((r) => r.body)).toEqual([
      'still writing ',
    ]);
  });

  it('sweeps the stream of a generation deleted while it ran', async () => {
    const id = await runningGeneration();
    await new ChunkWriter(h.db, silentLogger).appendStored(text(id, 0, 'orphan'), true);
    await h.db.delete(generations).where(eq(generations.id, id));
    expect(await readChunks(h.db, [{ id, after: -1 }])).toHaveLength(1);
    await dropFinishedStreams(h.db);
    expect(await readChunks(h.db, [{ id, after: -1 }])).toEqual([]);
  });

  it('wakes a follower on another process, which reads only the chunks after its cursor', async () => {
    const id = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    // The follower's process: its own feed on the same database.
    const feed = new ChunkFeed(h.database, new ChunkWriter(h.db, silentLogger), silentLogger);
    await feed.start();
    try {
      expect(feed.listening).toBe(true);
      let woken = 0;
      const stop = feed.wakeOn(id, () => (woken += 1));
      await writer.appendStored(text(id, 0, 'one '), true);
      await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(0);
      const first = await feed.read(id, -1);
      expect(first.running).toBe(true);
      expect(first.rows.map((r) => r.body)).toEqual(['one ']);
      await writer.appendStored(text(id, 1, 'two '), true);
      await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(1);
      // From its cursor: only the new row. Two reads in one tick share one query and both get theirs.
      const [fromCursor, fromStart] = await Promise.all([feed.read(id, 0), feed.read(id, -1)]);
      expect(fromCursor.rows.map((r) => r.body)).toEqual(['two ']);
      expect(fromStart.rows.map((r) => r.body)).toEqual(['one ', 'two ']);

      // Finished: a subscriber behind still reads the rest, and learns it has ended; a minute
      // later (here: at once) the stream is dropped and the row alone holds the result.
      await h.db
        .update(generations)
        .set({ status: 'succeeded', finishedAt: new Date(Date.now() - 1000) })
        .where(eq(generations.id, id));
      const rest = await feed.read(id, 0);
      expect(rest).toEqual({ rows: [expect.objectContaining({ body: 'two ' })], running: false });
      await dropFinishedStreams(h.db, 0);
      expect(await feed.read(id, -1)).toEqual({ rows: [], running: false });
      stop();
    } finally {
      await feed.stop();
    }
  });

  it('carries a followed job’s rows in the notification: its follower elsewhere reads nothing back while they keep coming', async () => {
    const id = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    writer.followed(id);
    const feed = new ChunkFeed(h.database, new ChunkWriter(h.db, silentLogger), silentLogger);
    await feed.start();
    try {
      let woken = 0;
      const stop = feed.wakeOn(id, () => (woken += 1));
      // The first batch: this process does not yet know where the job's stored rows end, so it wakes.
      await writer.appendStored(text(id, 0, 'one '), true);
      await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(0);
      expect((await feed.read(id, -1)).rows.map((r) => r.body)).toEqual(['one ']);
      await writer.appendStored(text(id, 1, 'two '), true);
      await writer.appendStored(text(id, 2, 'three'), true);
      await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(2);
      // Gone from the table, yet the follower has them: they came in the notifications.
      await h.db.delete(generationChunks).where(eq(generationChunks.generationId, id));
      expect(await feed.read(id, 0)).toEqual({
        rows: [
          expect.objectContaining({ seq: 1, body: 'two ' }),
          expect.objectContaining({ seq: 2, body: 'three' }),
        ],
        running: true,
      });
      expect((await feed.read(id, 1)).rows.map((r) => r.body)).toEqual(['three']);
      // Nothing new after the cursor: the table is asked (so an ended job is seen even without its notification).
      await h.db
        .update(generations)
        .set({ status: 'succeeded', finishedAt: new Date() })
        .where(eq(generations.id, id));
      expect(await feed.read(id, 2)).toEqual({ rows: [], running: false });
      stop();
    } finally {
      await feed.stop();
    }
  });

  it('carries a job’s very first batch when it started knowing where its stored rows end', async () => {
    const id = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    writer.starting(id, -1);
    const feed = new ChunkFeed(h.database, new ChunkWriter(h.db, silentLogger), silentLogger);
    await feed.start();
    try {
      let woken = 0;
      const stop = feed.wakeOn(id, () => (woken += 1));
      await writer.appendStored(text(id, 0, 'first words'), true);
      await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(0);
      // Gone from the table, yet the follower has it: it came in the notification.
      await h.db.delete(generationChunks).where(eq(generationChunks.generationId, id));
      expect(await feed.read(id, -1)).toEqual({
        rows: [expect.objectContaining({ seq: 0, body: 'first words' })],
        running: true,
      });
      stop();
    } finally {
      await feed.stop();
    }
  });

  it('skips rows of a generation deleted meanwhile instead of failing the whole batch', async () => {
    const kept = await runningGeneration();
    const writer = new ChunkWriter(h.db, silentLogger);
    const gone = writer.appendStored(text('no-such-generation', 0, 'lost'), true);
    const stored = writer.appendStored(text(kept, 0, 'kept'), true);
    await Promise.all([gone, stored]);
    expect((await readChunks(h.db, [{ id: kept, after: -1 }])).map((r) => r.body)).toEqual([
      'kept',
    ]);
    expect(await readChunks(h.db, [{ id: 'no-such-generation', after: -1 }])).toEqual([]);
  });
});
