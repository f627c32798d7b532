// The job runner's queueing: starts that arrive together are filed and claimed in rounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, generations, rowsOf, sql } from '@pitchcraft/db';

import { QUEUES } from '../../services/queue';
import { collectEvents, createHarness, startInput, type Harness } from '../../testing';

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

describe('queueing', () => {
  it('files and claims a burst of starts in a few rounds, each job on the process it was started on, with the queue’s settings', async () => {
    const owner = await h.subscribedBrowser();
    const boss = h.services.queue.boss;
    const [insert, fetch] = [boss.insert.bind(boss), boss.fetch.bind(boss)];
    const inserted: number[] = [];
    const claimed: number[] = [];
    boss.insert = (name, jobs, options) => {
      if (name === QUEUES.generation) inserted.push(jobs.length);
      return insert(name, jobs, options);
    };
    boss.fetch = ((name, options) => {
      if (options?.ignoreStartAfter) claimed.push(options.batchSize ?? 1);
      return fetch(name, options);
    }) as typeof boss.fetch;
    try {
      const started = await Promise.all(
        Array.from({ length: 12 }, () =>
          owner.caller.generation.start(startInput({ mode: 'offline' })),
        ),
      );
      const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
      expect([sum(inserted), sum(claimed)]).toEqual([12, 12]);
      expect(inserted.length).toBeLessThan(12);
      expect(claimed).toEqual(inserted);
      // By the time its start returned, each job had been taken from the queue (by this process: no
      // other process claims a job started here within its first minute), filed as the queue says.
      const ids = sql.join(
        started.map((s) => sql`${s.id}`),
        sql`, `,
      );
      const jobs = await h.db.execute(sql`
        select j.state, j.retry_limit = q.retry_limit and j.heartbeat_seconds = q.heartbeat_seconds and j.expire_seconds = q.expire_seconds
          and j.dead_letter = q.dead_letter and j.start_after > j.created_on + interval '50 seconds' as as_queued
        from pgboss.job j join pgboss.queue q on q.name = j.name where j.data->>'generationId' in (${ids})`);
      expect(
        rowsOf<{ state: string; as_queued: boolean }>(jobs).filter(
          (j) => j.state === 'created' || !j.as_queued,
        ),
      ).toEqual([]);
      expect(rowsOf(jobs)).toHaveLength(12);
      for (const { id } of started)
        expect(
          (await collectEvents(await owner.caller.generation.events({ id }))).at(-1)?.type,
        ).toBe('done');
    } finally {
      boss.insert = insert;
      boss.fetch = fetch;
    }
  });

  it('fails every start of a round the queue refused, stores them as failed, and files the next round as usual', async () => {
    const owner = await h.subscribedBrowser();
    const boss = h.services.queue.boss;
    const insert = boss.insert.bind(boss);
    boss.insert = () => Promise.reject(new Error('the queue is unreachable'));
    let refused: PromiseSettledResult<{ id: string }>[];
    try {
      refused = await Promise.allSettled(
        Array.from({ length: 3 }, () =>
          owner.caller.generation.start(startInput({ mode: 'offline' })),
        ),
      );
    } finally {
      boss.insert = insert;
    }
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const rows = await h.db.select().from(generations).where(eq(generations.userId, owner.user.id));
    expect(rows.map((r) => [r.status, r.errorReason])).toEqual([
      ['failed', 'AI_FAILED'],
      ['failed', 'AI_FAILED'],
      ['failed', 'AI_FAILED'],
    ]);
    const { id } = await owner.caller.generation.start(startInput({ mode: 'offline' }));
    expect((await collectEvents(await owner.caller.generation.events({ id }))).at(-1)?.type).toBe(
      'done',
    );
  });
});
