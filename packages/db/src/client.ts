// One database factory for the whole product: embedded PGlite under ./data/ when no
// DATABASE_URL is given (a fresh clone needs no service), PostgreSQL through `postgres` otherwise.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';

import { preparingStatements } from './postgres-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** How a job queue reaches the same database: its own pool for PostgreSQL, the one embedded instance otherwise. */
export type QueueConnection =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface DatabaseHandle {
  db: Database;
  /**
   * For the generation streams' batches, many a second: on PostgreSQL a connection of their own,
   * so a batch never waits behind the other queries the driver pipelines on a shared one (a
   * commit waiting for its WAL flush, a page of results). Its commits do not wait for their WAL
   * flush either (synchronous_commit off): the batches go to an UNLOGGED table, which a crash
   * empties anyway, so the wait would buy nothing. The embedded database has one session.
   */
  streams: Database;
  kind: 'pglite' | 'postgres';
  queueConnection: QueueConnection;
  /**
   * LISTENs on `channel` (PostgreSQL: one dedicated connection of the driver, re-established by it
   * after a drop); resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  url?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  max?: number;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const url = options.url;
    const connect = (max: number, settings: Record<string, string> = {}) =>
      postgres(url, {
        max,
        connection: settings,
        // Notices ("already exists, skipping" and the like) are not errors: they are dropped.
        onnotice: () => undefined,
        connect_timeout: 5,
        idle_timeout: 30,
        // Reconnecting after the database went away backs off to at most 1 s (the driver's default
        // grows to 20 s, and queries wait that long): during an outage requests fail fast with 503,
        // and service resumes within a second of the database's return.
        backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(0.03 * 2 ** retries, 1),
      });
    const orm = (connection: Sql) =>
      drizzle(preparingStatements(connection), { schema }) as unknown as Database;
    const client = connect(options.max ?? 10);
    const streamsClient = connect(1, { synchronous_commit: 'off' });
    const db = orm(client);
    return {
      db,
      streams: orm(streamsClient),
      kind: 'postgres',
      queueConnection: { kind: 'postgres', url: options.url },
      listen: async (channel, onPayload) => {
        const subscription = await client.listen(channel, onPayload);
        return () => subscription.unlisten();
      },
      ping: async () => {
        await client`select 1`;
      },
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), streamsClient.end({ timeout: 5 })]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    streams: db,
    kind: 'pglite',
    queueConnection: { kind: 'pglite', client },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Applies the committed migrations (`migrationsFolder`: another folder of them, for tests of one migration). */
export async function migrate(
  handle: DatabaseHandle,
  { migrationsFolder = MIGRATIONS_FOLDER }: { migrationsFolder?: string } = {},
): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    // Serialise concurrent starts of several server processes on one database.
    await handle.db.execute(sql`select pg_advisory_lock(724061)`);
    try {
      await run(handle.db as never, { migrationsFolder });
    } finally {
      await handle.db.execute(sql`select pg_advisory_unlock(724061)`);
    }
    return;
  }
  const { migrate: run } = await import('drizzle-orm/pglite/migrator');
  await run(handle.db as never, { migrationsFolder });
}
