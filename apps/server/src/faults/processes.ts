// What the fault tests share: the built server (dist/main.mjs) in its own process, a throwaway
// PostgreSQL database, a TCP proxy that can take "the database" away and bring it back, a slow
// AI vendor stand-in, the typed client on a process, and an SSE reader. Everything listens on
// 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';

import {
  createHttpClient,
  signedUpAdvisor,
  subscribedAdvisor as subscribedAdvisorOver,
  type Advisor,
  type HttpCookieJar,
  type HttpSession,
  type HttpTarget,
} from '@pitchcraft/api/testing/http-client';
import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
} from '@pitchcraft/core';
import { buildOfflineDocument, serialiseSections } from '@pitchcraft/core/document';
import { TEST_CLIENT } from '@pitchcraft/core/testing';
import { createDatabase, migrate, rowsOf, sql, type DatabaseHandle } from '@pitchcraft/db';

export const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const BUNDLE = 'dist/main.mjs';
/** The origin the spawned servers believe they serve; state-changing calls send it. */
const APP_ORIGIN = 'http://pitchcraft.test';
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
  everyMs = 100,
): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `timed out waiting for ${what}${last ? `: ${last instanceof Error ? String(last) : inspect(last)}` : ''}`,
      );
    await wait(everyMs);
  }
}

// ---------------------------------------------------------------------------------------------
// A throwaway database on the real PostgreSQL server.

export interface ScratchDatabase {
  name: string;
  url: string;
  /** A small pool on the database, for assertions. */
  handle: DatabaseHandle;
  /** Rows of a query, on the scratch database. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  /** Backends connected to this database under an application name (PGAPPNAME). */
  connectionsOf(applicationName: string): Promise<number>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  if (!ADMIN_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const admin = await createDatabase({ url: ADMIN_DATABASE_URL, max: 1 });
  const name = `pitchcraft_faults_${randomBytes(6).toString('hex')}`;
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), max: 3 });
  await migrate(handle);
  return {
    name,
    url: url.toString(),
    handle,
    rows: async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(query)),
    connectionsOf: async (applicationName) => {
      const result = await admin.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = ${name} and application_name = ${applicationName}`,
      );
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
    drop: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A TCP proxy in front of PostgreSQL: stop() is the database going away (connections cut, new
// ones refused), start() is it coming back on the same address.

export interface DatabaseProxy {
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(targetUrl: string): Promise<DatabaseProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    stop,
    start: () => listen(port),
    close: stop,
  };
}

// ---------------------------------------------------------------------------------------------
// The built server in its own process.

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The process's log lines (pino JSON) so far. */
  logs(): string[];
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process ended. */
  stop(graceMs?: number): Promise<number | string>;
}

const running = new Set<ServerProcess>();

/**
 * Starts `node dist/main.mjs` with `env` (DATABASE_URL at least) on a free port of 127.0.0.1 and
 * waits until it listens. PGAPPNAME names its database connections in pg_stat_activity.
 */
export async function startServerProcess(
  env: Record<string, string>,
  startTimeoutMs = 20_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      APP_ORIGIN: APP_ORIGIN,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

  const started = Date.now();
  let url: string | undefined;
  while (!url) {
    const listening = lines
      .map((line) => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1])
      .find(Boolean);
    if (listening) url = listening;
    else if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${lines.join('\n')}`);
    else if (Date.now() - started > startTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${lines.join('\n')}`);
    } else await wait(25);
  }
  const server: ServerProcess = {
    url,
    port: Number(new URL(url).port),
    child,
    logs: () => [...lines],
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(server);
      return exited;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Ends every server process a test left running (afterAll). */
export async function stopAllServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop(5_000)));
}

/** Log lines at error level or above (pino level ≥ 50). */
export function errorLogLines(server: ServerProcess): string[] {
  return server.logs().filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return true;
    }
  });
}

/** Whether a new TCP connection to the port is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP: the typed client of @pitchcraft/api/testing/http-client against a process, and the
// generation event stream.

/** A server process (or a proxy in front of one) as the typed client's target. */
export function targetOf(server: { url: string }, headers?: Record<string, string>): HttpTarget {
  return { url: server.url, origin: APP_ORIGIN, headers };
}

/**
 * A browser on `server`: a fresh one, or one holding another's cookies (a session made on one
 * process, taken to another).
 */
export function browserOn(server: { url: string }, cookies?: HttpCookieJar | string): HttpSession {
  return createHttpClient(targetOf(server), cookies);
}

const PASSWORD = 'faults-secret-1';
const FAULT_ADVISOR = { password: PASSWORD, fullName: 'Fault Advisor', companyName: 'Fault Co' };

/** Signs up and signs in on `server` (see signedUpAdvisor); the address stays unconfirmed. */
export function signUp(server: { url: string }): Promise<Advisor> {
  return signedUpAdvisor(targetOf(server), FAULT_ADVISOR);
}

/** Signs up and starts the trial through the test-mode checkout. */
export function subscribedAdvisor(server: { url: string }): Promise<Advisor> {
  return subscribedAdvisorOver(targetOf(server), FAULT_ADVISOR);
}

type GenerationEvent =
  | { type: 'progress'; progress: number; message: string; chunk: string; reset: boolean }
  | { type: 'notice'; title: string; description: string }
  | { type: 'done'; html: string; progress: number; message: string }
  | { type: 'error'; message: string; reason: string | null };

export interface EventStream {
  /** Every generation event received so far. */
  events: GenerationEvent[];
  /** Resolves once `predicate` holds for a received event. */
  until(
    predicate: (event: GenerationEvent) => boolean,
    timeoutMs?: number,
  ): Promise<GenerationEvent>;
  /** Resolves when the response ended (the server finished or cut the stream). */
  ended: Promise<{ cut: boolean }>;
  close(): void;
}

/** GET /trpc/generation.events over SSE with the session cookie, parsed as the browser would. */
export async function openGenerationEvents(
  server: { url: string },
  cookie: string,
  id: string,
): Promise<EventStream> {
  const controller = new AbortController();
  const url = `${server.url}/trpc/generation.events?input=${encodeURIComponent(JSON.stringify({ id }))}`;
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`events: ${response.status} ${await response.text()}`);
  const events: GenerationEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return { cut: false };
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const eventName = message
            .split('\n')
            .find((l) => l.startsWith('event: '))
            ?.slice(7);
          const data = message
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (eventName || !data) continue;
          const parsed = JSON.parse(data) as GenerationEvent;
          events.push(parsed);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      return { cut: true };
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    events,
    ended,
    close: () => controller.abort(),
    until(predicate, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (found) {
            cleanup();
            resolve(found);
          } else if (finished) {
            cleanup();
            reject(
              new Error(
                `stream ended without the awaited event; got ${JSON.stringify(events.map((e) => e.type))}`,
              ),
            );
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no awaited event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`,
            ),
          );
        }, timeoutMs);
        const wake = () => setImmediate(check);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        void ended.then(wake);
        check();
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A generation request and the presentation a slow vendor stand-in streams back.

const CLIENT = ZClientFormData.parse({
  ...createClientFormDefaults(),
  ...TEST_CLIENT,
});
const STRATEGY = ZSalesStrategy.parse(createSalesStrategyDefaults());

/** A complete reply in the section contract (every section valid), cut into `count` chunks. */
export function presentationChunks(count: number): { text: string; chunks: string[] } {
  const { sections } = buildOfflineDocument({
    client: CLIENT,
    strategy: STRATEGY,
    advisor: {
      name: 'Fault Advisor',
      company: 'Fault Co',
      phone: '',
      email: 'advisor@example.com',
      jurisdiction: 'CA',
    },
    analysis: analyseNeeds(needsInputFromClient(CLIENT)),
    now: new Date('2026-01-15T12:00:00Z'),
  });
  const text = serialiseSections(sections);
  const size = Math.ceil(text.length / count);
  const chunks = Array.from({ length: count }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  ).filter(Boolean);
  return { text, chunks };
}

/** Starts a generation with the server's vendor key, or the advisor's own (either way the vendor stand-in answers). */
export async function startGeneration(
  advisor: HttpSession,
  options: { apiKey?: string } = {},
): Promise<string> {
  const started = await advisor.trpc.generation.start.mutate({
    client: CLIENT,
    strategy: STRATEGY,
    ...options,
  });
  if (started.provider !== 'anthropic')
    throw new Error(`generation.start: written by ${started.provider}, not the vendor stand-in`);
  return started.id;
}
