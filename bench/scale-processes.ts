// The generation-scale benchmark's server side: the built server in processes of its own (so
// that kill -9 reaches the process itself), each on a scratch database, and what the machine and
// the database spend while they run.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

import { rowsOf, sql } from '@pitchcraft/db';

import { BENCH_POSTGRES_URL, prepareDatabase, ROOT, round, type PreparedDatabase } from './lib';

/** The origin the servers are told they serve (every request sends it). */
export const ORIGIN = 'http://pitchcraft.bench';
/** USER_HZ: the unit of /proc/<pid>/stat's CPU times on Linux. */
const CLOCK_TICKS = 100;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Log lines at error level (pino ≥ 50) or not JSON. */
  errors: string[];
  stop(): Promise<void>;
}

/** Every server process started, killed when the benchmark ends however it ends. */
export const children = new Set<ChildProcess>();
/** Every scratch database not yet dropped, dropped on Ctrl-C. */
export const scratchDatabases = new Set<PreparedDatabase>();

/** A fresh database on the local PostgreSQL, dropped (with force) on dispose or Ctrl-C. */
export async function scratchDatabase(): Promise<PreparedDatabase> {
  const database = await prepareDatabase(BENCH_POSTGRES_URL);
  scratchDatabases.add(database);
  return {
    ...database,
    dispose: async () => {
      scratchDatabases.delete(database);
      await database.dispose();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startServerProcess(
  name: string,
  database: PreparedDatabase,
  vendor: { url: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the servers (as in lib.ts).
  const extraArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, 'apps/server/dist/main.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      BILLING_MODE: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: ORIGIN,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1.
      RATE_LIMIT_SCALE: '1000',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ANTHROPIC_API_KEY: 'sk-bench-not-a-real-key',
      ANTHROPIC_BASE_URL: vendor.url,
      PGAPPNAME: `gen-scale-${name}`,
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  const errors: string[] = [];
  let pending = '';
  const collect = (data: Buffer) => {
    const lines = (pending + data.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      let level = 60;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 60;
      } catch {
        // not pino: a crash or a start-up message
      }
      if (level < 50) continue;
      if (errors.length < 5) console.error(`[${name}] ${line.slice(0, 500)}`);
      errors.push(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server ${name} exited with ${child.exitCode}: ${errors.join('\n')}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 60_000) throw new Error(`server ${name} did not start`);
    await wait(50);
  }
  return {
    name,
    url,
    child,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }
    },
  };
}

/** User + system CPU seconds of processes, including reaped children (PostgreSQL's ended backends). */
function cpuSeconds(match: (pid: number, comm: string) => boolean): number | null {
  let ticks = 0;
  let seen = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!match(Number(entry), stat.slice(stat.indexOf('(') + 1, close))) continue;
      // Fields 14–17 (utime, stime, cutime, cstime); the text after "comm) " starts at field 3.
      const fields = stat
        .slice(close + 2)
        .split(' ')
        .slice(11, 15)
        .map(Number);
      ticks += fields.reduce((sum, n) => sum + n, 0);
      seen = true;
    } catch {
      // the process ended meanwhile
    }
  }
  return seen ? ticks / CLOCK_TICKS : null;
}

/**
 * Samples the database's sessions by application name until stopped: how many were busy (a pool
 * with every connection busy queues its queries, which shows as latency without CPU).
 */
export function sampleSessions(database: PreparedDatabase, everyMs = 500) {
  const busy = new Map<string, { samples: number[]; connected: number }>();
  const stopped = new AbortController();
  const sampling = (async () => {
    while (!stopped.signal.aborted) {
      const rows = rowsOf<{ app: string; active: number; total: number }>(
        await database.handle.db.execute(
          sql`select coalesce(nullif(application_name, ''), '?') as app, (count(*) filter (where state = 'active'))::int as active, count(*)::int as total
              from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1`,
        ),
      );
      for (const row of rows) {
        const entry = busy.get(row.app) ?? { samples: [], connected: 0 };
        entry.samples.push(row.active);
        entry.connected = Math.max(entry.connected, row.total);
        busy.set(row.app, entry);
      }
      await wait(everyMs);
    }
    // A part that failed disposes of the database under it: the watch just ends.
  })().catch(() => undefined);
  return async () => {
    stopped.abort();
    await sampling;
    return [...busy]
      .map(
        ([app, { samples, connected }]) =>
          `${app} ${round(samples.reduce((sum, n) => sum + n, 0) / samples.length, 1)} busy on average, ${Math.max(...samples)} at most, of ${connected}`,
      )
      .join('; ');
  };
}

/**
 * Watches for sessions on other databases of the cluster until stopped: their work would count in
 * the WAL and postgres CPU figures. Returns the databases seen (and warns of them).
 */
export function watchOtherDatabases(database: PreparedDatabase, everyMs = 2_000) {
  const seen = new Set<string>();
  const stopped = new AbortController();
  const watching = (async () => {
    while (!stopped.signal.aborted) {
      const rows = rowsOf<{ datname: string }>(
        await database.handle.db.execute(
          sql`select distinct datname from pg_stat_activity where datname is not null and datname not in (current_database(), 'postgres')`,
        ),
      );
      for (const row of rows) seen.add(row.datname);
      await wait(everyMs);
    }
    // A part that failed disposes of the database under it: the watch just ends.
  })().catch(() => undefined);
  return async (): Promise<string[]> => {
    stopped.abort();
    await watching;
    if (seen.size > 0)
      console.warn(
        `  warning: the cluster was also in use (${[...seen].join(', ')}): WAL and postgres CPU figures include that work`,
      );
    return [...seen];
  };
}

/** CPU seconds the whole machine spent busy (all cores), from /proc/stat. */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / CLOCK_TICKS;
}
export const postgresCpu = () => cpuSeconds((_pid, comm) => comm === 'postgres');
/** One process's CPU seconds (all its threads), or null once it has gone. */
export const processCpu = (pid: number) => cpuSeconds((p) => p === pid);
export const serverCpu = (servers: ServerProcess[]) =>
  cpuSeconds((pid) => servers.some((s) => s.child.pid === pid));
