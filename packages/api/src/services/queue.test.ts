// The queue's supervision: generations are looked after at half their heartbeat (a lost process's
// generation restarts soon), the other queues once a minute. Each pass writes its queues' rows, so
// a pass over every queue every few seconds would cost write-ahead log all day for nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rowsOf, sql } from '@pitchcraft/db';
import { createTestDatabase, type TestDatabase } from '@pitchcraft/db/testing';

import { silentLogger } from '../logger';
import { createJobQueue, QUEUES, type JobQueue } from './queue';

let database: TestDatabase;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue(database.queueConnection, silentLogger, { heartbeatSeconds: 10 });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

async function claims(): Promise<Map<string, number>> {
  const result = await database.db.execute(
    sql`select name, extract(epoch from coalesce(monitor_claim_on, monitor_on))::text as claimed from pgboss.queue`,
  );
  return new Map(
    rowsOf<{ name: string; claimed: string | null }>(result).map((row) => [
      row.name,
      Number(row.claimed ?? 0),
    ]),
  );
}

describe('the job queue’s supervision', () => {
  it('passes over the generation queue every 5 s for a 10 s heartbeat, and leaves the others to the minute’s pass', async () => {
    const before = await claims();
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const after = await claims();
    expect(after.get(QUEUES.generation)).toBeGreaterThan(before.get(QUEUES.generation) ?? 0);
    for (const name of [QUEUES.mail, QUEUES.viewDigest, QUEUES.generationLost])
      expect(after.get(name)).toBe(before.get(name));
  }, 20_000);
});
