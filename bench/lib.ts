// Shared pieces of the benchmarks: a server on a fresh database, percentiles, result files.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import postgres from 'postgres';

import {
  createHttpClient,
  subscribedAdvisor,
  type Advisor,
  type HttpSession,
} from '@pitchcraft/api/testing/http-client';
import {
  createDatabase,
  eq,
  migrate,
  rowsOf,
  sql,
  userProfiles,
  users,
  type DatabaseHandle,
} from '@pitchcraft/db';

import { buildServer } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/env';
import { createSession } from '../packages/api/src/domains/auth/session';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench/.tmp');

export interface Figure {
  figure: string;
  target: string;
  measured: string;
  met: boolean | null;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: number[]) => percentile(values, 50);
export const round = (n: number, digits = 2) => Number(n.toFixed(digits));

export function saveFigures(name: string, figures: Figure[]): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.json`), JSON.stringify(figures, null, 2));
  for (const f of figures)
    console.log(
      `${f.met === false ? 'MISSED' : f.met ? 'met   ' : '      '}  ${f.figure}: ${f.measured} (target ${f.target})`,
    );
}

export function loadAllFigures(): Record<string, Figure[]> {
  if (!existsSync(RESULTS_DIR)) return {};
  return Object.fromEntries(
    readdirSync(RESULTS_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(RESULTS_DIR, f), 'utf8')) as Figure[],
      ]),
  );
}

export const machine = () =>
  `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}`;

/** A fresh database: a throwaway one on PostgreSQL when `postgresUrl` is given, else PGlite in memory. */
export async function freshDatabase(
  postgresUrl?: string,
): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (!postgresUrl) {
    const handle = await createDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `pitchcraft_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), max: 20 });
  await migrate(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function startServer(database: DatabaseHandle, env: Record<string, string> = {}) {
  const config = readConfig({
    NODE_ENV: 'production',
    BILLING_MODE: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    APP_ORIGIN: 'http://127.0.0.1',
    ...env,
  });
  const app = await buildServer(config, database, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, origin: 'http://127.0.0.1' };
}

/**
 * An advisor signed up over HTTP, on the trial (subscribedAdvisor of
 * @pitchcraft/api/testing/http-client): their typed client, cookie and address.
 */
export function subscribedOverHttp(server: { url: string; origin: string }): Promise<Advisor> {
  return subscribedAdvisor(server, {
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-secret',
    fullName: 'Bench Advisor',
    companyName: 'Bench Co',
  });
}

/** The typed client on `server`, holding a session cookie (a seeded advisor's). */
export function clientWithCookie(
  server: { url: string; origin: string },
  cookie: string,
): HttpSession {
  return createHttpClient(server, cookie);
}

export const BENCH_POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export interface PreparedDatabase {
  handle: DatabaseHandle;
  /** Environment that points a server process at this database. */
  env: Record<string, string>;
  /** The embedded database allows one process: close it here before a server opens it. */
  release(): Promise<void>;
  dispose(): Promise<void>;
}

/** A fresh, migrated database open in this process for seeding, that a server process can then use. */
export async function prepareDatabase(postgresUrl?: string): Promise<PreparedDatabase> {
  if (postgresUrl) {
    const fresh = await freshDatabase(postgresUrl);
    const name = rowsOf<{ name: string }>(
      await fresh.db.execute(sql`select current_database() as name`),
    )[0]!.name;
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return {
      handle: fresh,
      env: { DATABASE_URL: url.toString() },
      release: () => Promise.resolve(),
      dispose: () => fresh.dispose(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pc-bench-'));
  const handle = await createDatabase({ dataDir: join(dir, 'pglite') });
  await migrate(handle);
  let open = true;
  return {
    handle,
    env: { PGLITE_DIR: join(dir, 'pglite'), DATABASE_URL: '' },
    release: async () => {
      if (open) await handle.close();
      open = false;
    },
    dispose: async () => {
      if (open) await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A subscribed advisor written straight into the database, with a session cookie. */
export async function seedAdvisor(
  handle: DatabaseHandle,
): Promise<{ userId: string; cookie: string }> {
  const userId = `bench-user-${randomBytes(4).toString('hex')}`;
  // A confirmed address, so the advisor's public forms take submissions (the load benchmark sends some).
  await handle.db.insert(users).values({
    id: userId,
    email: `${userId}@example.com`,
    passwordHash: 'not-used-by-benchmarks',
    emailVerifiedAt: new Date(),
  });
  await handle.db.insert(userProfiles).values({
    userId,
    email: `${userId}@example.com`,
    fullName: 'Bench Advisor',
    companyName: 'Bench Co',
    subscriptionStatus: 'active',
  });
  await handle.db
    .update(userProfiles)
    .set({ hasHadTrial: true })
    .where(eq(userProfiles.userId, userId));
  const { token } = await createSession(handle.db, userId);
  return { userId, cookie: `pc_session=${token}` };
}

/** The built server (apps/server/dist) in its own process, so load generator and server do not share a thread. */
export async function spawnServer(
  env: Record<string, string>,
): Promise<{ url: string; origin: string; stop(): Promise<void> }> {
  const port = 3900 + Math.floor(Math.random() * 90);
  // BENCH_SERVER_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const extraArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, 'apps/server/dist/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BILLING_MODE: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() - started > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    origin: url,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}
