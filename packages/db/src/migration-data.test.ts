// Migrations that move data, tried on rows written before them: the database is migrated up to the
// one before, seeded as the product then wrote it, and migrated the rest of the way.
import { createHash, randomBytes } from 'node:crypto';
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

/** The chain as packages/api/src/domains/records/hash-chain.ts defines it, written out here again. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Why the database refused a statement (the driver's error is wrapped in the ORM's). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'accepted';
}

describe.each(kinds)('0021: versions already on record are chained (%s)', (kind) => {
  it('hashes every earlier version in order, then keeps hashes and acknowledgements unchangeable', async () => {
    const handle = await emptyDatabase(kind);
    try {
      await migrate(handle, {
        migrationsFolder: migrationsBefore('0021_records_chain_and_acknowledgements'),
      });
      const db = handle.db;
      await db.execute(
        sql`insert into users (id, email, password_hash) values ('u1', 'a@example.com', 'x')`,
      );
      await db.execute(sql`insert into presentations (id, user_id, title, html_content, client_name, client_data, sales_strategy, version)
        values ('p1', 'u1', 't', '<p>3</p>', 'Maria', '{}'::jsonb, '{}'::jsonb, 3),
               ('p2', 'u1', 't', '<p>Zoë — 1 000 $</p>', 'Zoë', '{}'::jsonb, '{}'::jsonb, 1)`);
      // Inserted out of order: the chain follows the numbers, not the rows' order.
      await db.execute(sql`insert into presentation_versions (id, presentation_id, number, change, summary, client_data, html_content) values
        ('v3', 'p1', 3, 'edit', 'Edited', '{}'::jsonb, '<p>3</p>'),
        ('v1', 'p1', 1, 'generated', 'Written', '{}'::jsonb, '<p>1</p>'),
        ('v2', 'p1', 2, 'edit', 'Edited', '{}'::jsonb, '<p>2</p>'),
        ('w1', 'p2', 1, 'generated', 'Written', '{}'::jsonb, '<p>Zoë — 1 000 $</p>')`);

      await migrate(handle);
      const rows = rowsOf<{ id: string; page_hash: string; chain_hash: string }>(
        await db.execute(
          sql`select id, page_hash, chain_hash from presentation_versions order by id`,
        ),
      );
      const expected: Record<string, { page: string; chain: string }> = {};
      for (const [presentation, versions] of [
        [
          'p1',
          [
            ['v1', '<p>1</p>'],
            ['v2', '<p>2</p>'],
            ['v3', '<p>3</p>'],
          ],
        ],
        ['p2', [['w1', '<p>Zoë — 1 000 $</p>']]],
      ] as const) {
        let previous = '';
        versions.forEach(([id, html], index) => {
          const page = sha256(html);
          previous = sha256(`${previous}|${presentation}|${index + 1}|${page}`);
          expected[id] = { page, chain: previous };
        });
      }
      expect(
        Object.fromEntries(rows.map((r) => [r.id, { page: r.page_hash, chain: r.chain_hash }])),
      ).toEqual(expected);

      expect(
        await refusal(
          db.execute(sql`insert into presentation_versions (id, presentation_id, number, change, summary, client_data, html_content)
          values ('v4', 'p1', 4, 'edit', 'Edited', '{}'::jsonb, '<p>4</p>')`),
        ),
      ).toMatch(/null value/);
      expect(
        await refusal(
          db.execute(sql`update presentation_versions set chain_hash = 'x' where id = 'v2'`),
        ),
      ).toMatch(/immutable/);
      expect(
        await refusal(
          db.execute(sql`update presentation_versions set page_hash = 'x' where id = 'v2'`),
        ),
      ).toMatch(/immutable/);

      await db.execute(sql`insert into presentation_acknowledgements (id, presentation_id, version_number, page_hash, signer_name, consent_text, ip_address, user_agent)
        values ('a1', 'p1', 3, ${expected.v3?.page ?? ''}, 'Maria Rivera', 'I agree.', '10.0.0.1', 'test')`);
      expect(
        await refusal(
          db.execute(sql`update presentation_acknowledgements set signer_name = 'Someone else'`),
        ),
      ).toMatch(/immutable/);
      await db.execute(sql`delete from presentations where id = 'p1'`);
      const left = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from presentation_acknowledgements`),
      );
      expect(left[0]?.n).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

describe('0022: every account becomes an organisation of one', () => {
  it('files every client, link and presentation under its owner, and keeps the audit log append-only', async () => {
    const handle = await createDatabase({ dataDir: 'memory://' });
    try {
      await migrate(handle, { migrationsFolder: migrationsBefore('0022_organizations') });
      const db = handle.db;
      await db.execute(
        sql`insert into users (id, email, password_hash) values ('u1', 'a@example.com', 'x'), ('u2', 'b@example.com', 'x')`,
      );
      await db.execute(sql`insert into user_profiles (user_id, email, full_name, company_name, subscription_status)
        values ('u1', 'a@example.com', 'Ana', 'Harbour Life', 'active'), ('u2', 'b@example.com', 'Ben', 'Ben Co', null)`);
      await db.execute(sql`insert into client_collection_links (id, user_id, industry_type, title)
        values ('l1', 'u1', 'insurance', 'Intake'), ('l2', 'u2', 'insurance', 'Intake')`);
      await db.execute(sql`insert into clients (id, user_id, email, full_name, link_id) values
        ('c1', 'u1', 'maria@example.com', 'Maria', 'l1'), ('c2', 'u2', 'dana@example.com', 'Dana', null)`);
      await db.execute(sql`insert into presentations (id, user_id, title, html_content, client_name, client_data, sales_strategy)
        values ('p1', 'u1', 't', '<p></p>', 'Maria', '{}'::jsonb, '{}'::jsonb),
               ('p2', 'u2', 't', '<p></p>', 'Dana', '{}'::jsonb, '{}'::jsonb)`);

      await migrate(handle);

      const members = rowsOf<{ user_id: string; organization_id: string; role: string }>(
        await db.execute(
          sql`select user_id, organization_id, role from organization_members order by user_id`,
        ),
      );
      expect(members).toEqual([
        { user_id: 'u1', organization_id: 'org_u1', role: 'owner' },
        { user_id: 'u2', organization_id: 'org_u2', role: 'owner' },
      ]);
      // The subscription is still read from the owner's own profile.
      const billed = rowsOf<{ id: string; status: string | null }>(
        await db.execute(sql`select o.id, p.subscription_status as status from organizations o
          join user_profiles p on p.user_id = o.billing_user_id order by o.id`),
      );
      expect(billed).toEqual([
        { id: 'org_u1', status: 'active' },
        { id: 'org_u2', status: null },
      ]);
      for (const table of ['clients', 'client_collection_links', 'presentations']) {
        const rows = rowsOf<{ misfiled: number }>(
          await db.execute(
            sql`select count(*)::int as misfiled from ${sql.identifier(table)} where organization_id <> 'org_' || user_id`,
          ),
        );
        expect(rows[0]?.misfiled, table).toBe(0);
      }

      // New rows and new accounts are filed without anyone naming the organisation.
      await db.execute(
        sql`insert into users (id, email, password_hash) values ('u3', 'c@example.com', 'x')`,
      );
      await db.execute(
        sql`insert into clients (id, user_id, email, full_name) values ('c3', 'u3', 'x@example.com', 'X')`,
      );
      const filed = rowsOf<{ organization_id: string }>(
        await db.execute(sql`select organization_id from clients where id = 'c3'`),
      );
      expect(filed[0]?.organization_id).toBe('org_u3');

      await db.execute(
        sql`insert into audit_log (id, organization_id, action) values ('a1', 'org_u1', 'auth.sign_in')`,
      );
      expect(
        await refusal(db.execute(sql`update audit_log set action = 'x' where id = 'a1'`)),
      ).toMatch(/append-only/);
      expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
      expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    } finally {
      await handle.close();
    }
  });
});
