// The audit log is append-only in the database itself: whoever connects, an update, a delete or a
// truncation of audit_log fails, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from './index';
import { rowsOf } from './rows';
import { createTestDatabase, type TestDatabase } from './testing';

const kinds = ['embedded', ...(process.env.TEST_DATABASE_URL ? ['server' as const] : [])] as const;

describe.each(kinds)('audit_log on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind });
    await database.db.execute(sql`insert into audit_log (id, organization_id, action, details)
      values ('a1', 'org_x', 'auth.sign_in', '{"method":"password"}'::jsonb)`);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  const count = async () =>
    Number(
      rowsOf<{ n: number | string }>(
        await database.db.execute(sql`select count(*) as n from audit_log`),
      )[0]?.n,
    );

  it('takes new rows', async () => {
    await database.db.execute(
      sql`insert into audit_log (id, organization_id, action) values ('a2', 'org_x', 'auth.sign_out')`,
    );
    expect(await count()).toBe(2);
  });

  it.each([
    ['an update', sql`update audit_log set action = 'auth.sign_out' where id = 'a1'`],
    ['a delete', sql`delete from audit_log where id = 'a1'`],
    ['a delete of everything', sql`delete from audit_log`],
    ['a truncation', sql`truncate audit_log`],
  ])('refuses %s', async (_, statement) => {
    // Drizzle wraps the database's error ("Failed query: ..."); the trigger's is its cause.
    const error = await database.db.execute(statement).then(
      () => null,
      (e: unknown) => e as { cause?: { message?: string } },
    );
    expect(error?.cause?.message).toMatch(/the audit log is append-only/);
    expect(await count()).toBe(2);
    const [row] = rowsOf<{ action: string }>(
      await database.db.execute(sql`select action from audit_log where id = 'a1'`),
    );
    expect(row?.action).toBe('auth.sign_in');
  });
});
