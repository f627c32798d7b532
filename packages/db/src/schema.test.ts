import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('migrations', () => {
  it('create every table the product needs', async () => {
    const rows = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = (Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows).map((r) => r.table_name);
    for (const table of [
      'users',
      'sessions',
      'user_profiles',
      'password_reset_tokens',
      'clients',
      'client_collection_links',
      'presentations',
      'billing_events',
      'email_outbox',
    ]) {
      expect(names).toContain(table);
    }
  });
});
