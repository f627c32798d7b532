// On PostgreSQL, Drizzle's queries run as prepared statements: one round trip each once a
// connection knows the text, in and out of transactions (unprepared, every query took two); the
// generation streams' batches have a connection of their own.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from './client';
import { rowsOf } from './rows';
import { users } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL client', () => {
  let test: TestDatabase;
  /** One connection, so the session's prepared statements are the ones this test made. */
  let one: DatabaseHandle;

  beforeAll(async () => {
    test = await createTestDatabase();
    one = await createDatabase({ url: test.url, max: 1 });
  });
  afterAll(async () => {
    await one.close();
    await test.close();
  });

  const preparedOn = async (db: DatabaseHandle['db'], marker: string) =>
    rowsOf<{ statement: string }>(
      await db.execute(sql`select statement from pg_prepared_statements`),
    )
      .map((row) => row.statement)
      .filter((statement) => statement.includes(marker));

  it('prepares the queries Drizzle builds, and answers them as before', async () => {
    const find = (email: string) =>
      one.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await find('nobody@example.com')).toEqual([]);
    expect(await find('still-nobody@example.com')).toEqual([]);
    const statements = await preparedOn(one.db, 'from "users"');
    // Prepared once for both calls: the same text is not prepared again.
    expect(statements).toHaveLength(1);
  });

  it('gives the streams their own connection, its statements prepared too', async () => {
    const pid = async (db: DatabaseHandle['db']) =>
      rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
    expect(await pid(one.streams)).not.toBe(await pid(one.db));
    await one.streams.execute(sql`select ${3}::int as on_streams`);
    expect(await preparedOn(one.streams, 'as on_streams')).toHaveLength(1);
  });

  it("does not make the streams' batches wait for their WAL flush, and only them", async () => {
    const setting = async (db: DatabaseHandle['db']) =>
      rowsOf<{ value: string }>(
        await db.execute(sql`select current_setting('synchronous_commit') as value`),
      )[0]?.value;
    expect(await setting(one.streams)).toBe('off');
    expect(await setting(one.db)).toBe('on');
  });

  it('prepares them inside transactions and savepoints too', async () => {
    await one.db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int as in_transaction`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`select ${2}::int as in_savepoint`);
      });
    });
    expect(await preparedOn(one.db, 'as in_transaction')).toHaveLength(1);
    expect(await preparedOn(one.db, 'as in_savepoint')).toHaveLength(1);
  });
});
