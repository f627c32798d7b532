// Migrations that move data, tried on rows written before them: the database is migrated up to the
// one before, seeded as the product then wrote it, and migrated the rest of the way.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { createDatabase, migrate, type DatabaseHandle } from './client';
import { sql } from './index';
import { rowsOf } from './rows';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of drizzle/ holding the migrations before `tag` only. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pc-migrations-'));
  folders.push(dir);
  cpSync(join(root, 'drizzle'), dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  for (const entry of journal.entries.slice(cut)) unlinkSync(join(dir, `${entry.tag}.sql`));
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
  );
  return dir;
}

describe('0015: presentations are tied to the client they were made for', () => {
  it('where exactly one of the advisor’s clients has the same name and address, and nowhere else', async () => {
    const handle = await createDatabase({ dataDir: 'memory://' });
    try {
      await migrate(handle, {
        migrationsFolder: migrationsBefore('0015_tie_presentations_to_clients'),
      });
      const db = handle.db;
      await db.execute(
        sql`insert into users (id, email, password_hash) values ('u1', 'a@example.com', 'x'), ('u2', 'b@example.com', 'x')`,
      );
      await db.execute(sql`insert into clients (id, user_id, email, full_name, phone, industry_data) values
        ('c-maria', 'u1', 'maria@example.com', 'Maria Rivera', '-', '{}'),
        ('c-noaddr', 'u1', '-', 'Sam Lee', '-', '{}'),
        ('c-other-advisor', 'u2', 'dana@example.com', 'Dana Okafor', '-', '{}'),
        ('c-twin-1', 'u1', 'twin1@example.com', 'Alex Kim', '-', '{}'),
        ('c-placeholder', 'u1', 'no-email+x1@clients.pitchcraft.invalid', 'Jo Park', '-', '{}'),
        ('c-same-1', 'u1', 'no-email+y1@clients.pitchcraft.invalid', 'Lee Chan', '-', '{}'),
        ('c-same-2', 'u1', 'no-email+y2@clients.pitchcraft.invalid', 'Lee Chan', '-', '{}')`);
      const presentation = (
        id: string,
        user: string,
        name: string,
        email: string | null,
        clientId: string | null = null,
      ) =>
        db.execute(sql`insert into presentations (id, user_id, title, html_content, client_name, client_data, sales_strategy, client_id)
          values (${id}, ${user}, 't', '<p></p>', ${name}, ${JSON.stringify(email === null ? {} : { email })}::jsonb, '{}'::jsonb, ${clientId})`);
      await presentation('p-typed', 'u1', ' maria rivera ', 'MARIA@example.com');
      await presentation('p-no-address', 'u1', 'Sam Lee', '');
      await presentation('p-wrong-address', 'u1', 'Maria Rivera', 'someone@example.com');
      await presentation('p-other-advisor', 'u1', 'Dana Okafor', 'dana@example.com');
      await presentation('p-already', 'u1', 'Maria Rivera', 'maria@example.com', 'c-twin-1');
      await presentation('p-unknown', 'u1', 'Nobody Known', null);
      await presentation('p-placeholder', 'u1', 'Jo Park', '-');
      await presentation('p-two-without-address', 'u1', 'Lee Chan', '');

      await migrate(handle);
      const rows = rowsOf<{ id: string; client_id: string | null }>(
        await db.execute(sql`select id, client_id from presentations order by id`),
      );
      expect(Object.fromEntries(rows.map((r) => [r.id, r.client_id]))).toEqual({
        'p-already': 'c-twin-1',
        'p-no-address': 'c-noaddr',
        'p-other-advisor': null,
        'p-placeholder': 'c-placeholder',
        'p-two-without-address': null,
        'p-typed': 'c-maria',
        'p-unknown': null,
        'p-wrong-address': null,
      });
    } finally {
      await handle.close();
    }
  });
});

/** An empty database of each kind on hand: PGlite always, the server when TEST_DATABASE_URL is set. */
const kinds = ['embedded', ...(process.env.TEST_DATABASE_URL ? ['server' as const] : [])] as const;

async function emptyDatabase(kind: 'embedded' | 'server'): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'embedded' || !adminUrl) return createDatabase({ dataDir: 'memory://' });
  const { default: postgres } = await import('postgres');
  const name = `pitchcraft_migration_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), max: 2 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

describe.each(kinds)('0019: a response’s kind is one of the kinds in core (%s)', (kind) => {
  it('keeps every response written as text, and refuses a kind that is not one', async () => {
    const handle = await emptyDatabase(kind);
    try {
      await migrate(handle, { migrationsFolder: migrationsBefore('0019_response_kind_enum') });
      const db = handle.db;
      await db.execute(
        sql`insert into users (id, email, password_hash) values ('u1', 'a@example.com', 'x')`,
      );
      await db.execute(sql`insert into presentations (id, user_id, title, html_content, client_name, client_data, sales_strategy)
        values ('p1', 'u1', 't', '<p></p>', 'Maria', '{}'::jsonb, '{}'::jsonb)`);
      await db.execute(sql`insert into presentation_responses (id, presentation_id, user_id, kind, request_id) values
        ('r1', 'p1', 'u1', 'go_ahead', 'q1'), ('r2', 'p1', 'u1', 'call', 'q2'), ('r3', 'p1', 'u1', 'question', 'q3')`);

      await migrate(handle);
      const rows = rowsOf<{ id: string; kind: string }>(
        await db.execute(sql`select id, kind from presentation_responses order by id`),
      );
      expect(rows.map((r) => [r.id, r.kind])).toEqual([
        ['r1', 'go_ahead'],
        ['r2', 'call'],
        ['r3', 'question'],
      ]);
      await expect(
        db.execute(sql`insert into presentation_responses (id, presentation_id, user_id, kind, request_id)
          values ('r4', 'p1', 'u1', 'maybe', 'q4')`),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});

describe.each(kinds)(
  '0020: an advisor practises in Canada unless they say otherwise (%s)',
  (kind) => {
    it('reads every profile written before as Canada, and refuses a place that is not one', async () => {
      const handle = await emptyDatabase(kind);
      try {
        await migrate(handle, { migrationsFolder: migrationsBefore('0020_profile_jurisdiction') });
        const db = handle.db;
        await db.execute(
          sql`insert into users (id, email, password_hash) values ('u1', 'a@example.com', 'x'), ('u2', 'b@example.com', 'x')`,
        );
        await db.execute(sql`insert into user_profiles (user_id, email, full_name, company_name)
        values ('u1', 'a@example.com', 'Ana', 'Co')`);

        await migrate(handle);
        await db.execute(sql`insert into user_profiles (user_id, email, full_name, company_name, jurisdiction)
        values ('u2', 'b@example.com', 'Ben', 'Co', 'US')`);
        const rows = rowsOf<{ user_id: string; jurisdiction: string }>(
          await db.execute(sql`select user_id, jurisdiction from user_profiles order by user_id`),
        );
        expect(rows.map((r) => [r.user_id, r.jurisdiction])).toEqual([
          ['u1', 'CA'],
          ['u2', 'US'],
        ]);
        await expect(
          db.execute(sql`update user_profiles set jurisdiction = 'UK' where user_id = 'u1'`),
        ).rejects.toThrow();
      } finally {
        await handle.close();
      }
    });
  },
);
