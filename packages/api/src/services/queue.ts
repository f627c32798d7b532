// The job queue every process shares: pg-boss on the product's own database (its own small pool
// for PostgreSQL, the one embedded instance otherwise). A job is claimed by one process at a time
// and kept alive by heartbeats; when its process dies the heartbeat lapses, pg-boss's supervisor
// puts it back, and another process (or this one after a restart) runs it again, up to a limit.
import { fromPglite, PgBoss } from 'pg-boss';

import type { QueueConnection } from '@pitchcraft/db';

import type { Logger } from '../logger';

export const QUEUES = {
  /** One generation (a whole presentation or one section): data { generationId }. */
  generation: 'generation',
  /** Generations whose every attempt was lost with its process: ended with the interrupted message. */
  generationLost: 'generation-lost',
  /** One outbox message to deliver over SMTP: data { mailId }. */
  mail: 'mail',
  /** One presentation's daily view summary, due a day after the last: data { presentationId }. */
  viewDigest: 'view-digest',
} as const;

export interface QueueOptions {
  /** A claimed generation that sends no heartbeat for this long is taken back (pg-boss: ≥ 10). */
  heartbeatSeconds?: number;
  /** How many times a generation is started in all (the first run and restarts after a lost process). */
  generationAttempts?: number;
  /** The first wait before a failed e-mail delivery is tried again (doubling after). */
  mailRetryDelaySeconds?: number;
}

export interface JobQueue {
  readonly boss: PgBoss;
  readonly heartbeatSeconds: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_HEARTBEAT_SECONDS = 20;
/** Delivery attempts for one e-mail: about two hours of backoff (30 s, 1 min, 2 min … capped at an hour). */
export const MAIL_ATTEMPTS = 8;
export const DEFAULT_GENERATION_ATTEMPTS = 3;
/** pg-boss's own supervision pass, over every queue: expiry and retention (mail, summaries). */
const ALL_QUEUES_PASS_SECONDS = 60;

export function createJobQueue(
  connection: QueueConnection,
  log: Logger,
  options: QueueOptions = {},
): JobQueue {
  const heartbeatSeconds = Math.max(10, options.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS);
  // A supervision pass takes back jobs whose heartbeat lapsed (and expires others). Generations
  // need it at half the heartbeat, so a lost process's generations restart within 1.5 heartbeats;
  // the other queues only expire jobs in minutes. Each pass locks and updates its queues' rows,
  // so the generation queue gets its own quick pass and the rest share pg-boss's own, once a minute.
  const generationPassSeconds = Math.max(5, Math.floor(heartbeatSeconds / 2));
  const boss = new PgBoss({
    ...(connection.kind === 'postgres'
      ? { connectionString: connection.url, max: 4 }
      : { db: fromPglite(connection.client), backend: 'pglite' as const }),
    schema: 'pgboss',
    superviseIntervalSeconds: ALL_QUEUES_PASS_SECONDS,
    // The claim a queue's pass takes lapses a second early, so a timer a little late still finds it due.
    monitorIntervalSeconds: generationPassSeconds - 1,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  let started = false;
  let generationPass: NodeJS.Timeout | null = null;

  return {
    boss,
    heartbeatSeconds,
    async start() {
      await boss.start();
      started = true;
      await createQueues(boss, heartbeatSeconds, options);
      generationPass = setInterval(() => {
        boss
          .supervise(QUEUES.generation)
          .catch((err: unknown) => log.warn({ err }, 'job queue supervision failed'));
      }, generationPassSeconds * 1000);
      generationPass.unref();
    },
    async stop() {
      if (!started) return;
      started = false;
      if (generationPass) clearInterval(generationPass);
      generationPass = null;
      // Jobs still held are given back by the caller first (drain); what is left is taken back by heartbeat.
      await boss.stop({ graceful: true, close: true, timeout: 5_000 });
    },
  };
}

/** The queues and their settings: each start applies them, to queues an earlier start made too. */
async function createQueues(
  boss: PgBoss,
  heartbeatSeconds: number,
  options: QueueOptions,
): Promise<void> {
  const attempts = Math.max(1, options.generationAttempts ?? DEFAULT_GENERATION_ATTEMPTS);
  await boss.createQueue(QUEUES.generationLost, { retryLimit: 5, retryDelay: 5 });
  const generation = {
    heartbeatSeconds,
    // A generation that has not finished in 15 minutes is stuck whatever its heartbeat says.
    expireInSeconds: 900,
    retryLimit: attempts - 1,
    retryDelay: 0,
    deleteAfterSeconds: 24 * 60 * 60,
  };
  await boss.createQueue(QUEUES.generation, {
    ...generation,
    deadLetter: QUEUES.generationLost,
  });
  // A queue made by an earlier start keeps its settings: this configuration applies from now on.
  await boss.updateQueue(QUEUES.generation, generation);
  await boss.createQueue(QUEUES.mail, {
    retryLimit: MAIL_ATTEMPTS - 1,
    retryDelay: options.mailRetryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
  });
  // One pending summary per presentation: a view while one waits adds nothing.
  await boss.createQueue(QUEUES.viewDigest, {
    policy: 'short',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
  });
}
