// What the migrations set that the schema snapshot cannot say (the drift test in migrations.test.ts
// holds the tables and columns themselves to the schema).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rowsOf } from './rows';
import { createTestDatabase, type TestDatabase } from './testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('migrations', () => {
  it('keep a running generation’s stream out of the write-ahead log, and every lasting table in it', async () => {
    const tables = rowsOf<{ relname: string; relpersistence: string }>(
      await t.db
        .execute(sql`select c.relname, c.relpersistence from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`),
    );
    // u: unlogged (a live buffer a restarted job rewrites); p: permanent.
    expect(tables.filter((row) => row.relpersistence === 'u').map((row) => row.relname)).toEqual([
      'generation_chunks',
    ]);
    expect(tables.find((row) => row.relname === 'generations')?.relpersistence).toBe('p');
  });
});
