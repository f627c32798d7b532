// One wiring of the services the API runs on, for the server and the test harness alike: the job
// queue, mail, rate limits, billing (Stripe, or the built-in test mode), the AI writers (the
// vendor's, and the built-in generator) and the generation engine with every domain's job kinds
// registered. And their life: started once built, drained and stopped as the process closes.
import type { DatabaseHandle } from '@pitchcraft/db';

import type { ApiConfig } from '../context';
import { startViewDigests } from '../domains/analytics/notifications';
import type { BillingProvider } from '../domains/billing/provider';
import { createStripeBillingProvider, type StripeProviderOptions } from '../domains/billing/stripe';
import { createTestModeBillingProvider } from '../domains/billing/test-mode';
import { registerGenerationJobs } from '../domains/generation';
import { registerPresentationJobs } from '../domains/presentations';
import { createEngine } from '../engine';
import type { Logger } from '../logger';
import { createAnthropicWriter } from '../writing/anthropic-writer';
import { createOfflineWriter } from '../writing/offline-writer';
import type { Services } from './index';
import { createMailService, type MailTransport } from './mail';
import { createJobQueue, type JobQueue, type QueueOptions } from './queue';
import { createRateLimiter } from './rate-limiter';

export interface ServicesOptions {
  database: Pick<DatabaseHandle, 'db' | 'streams' | 'listen' | 'queueConnection'>;
  log: Logger;
  config: Pick<ApiConfig, 'appOrigin'>;
  /** Heartbeats, attempts and mail retries of the job queue. */
  queue?: QueueOptions;
  mail: { from: string; transport?: MailTransport | undefined };
  rateLimits?: { scale?: number; disabled?: boolean };
  /** Stripe's settings; without them, the built-in test-mode checkout. */
  stripe?: StripeProviderOptions | undefined;
  ai: {
    model: string;
    /** The server's own key; without it the wizard asks for the advisor's, or writes offline. */
    serverApiKey?: string | undefined;
    baseURL?: string | undefined;
    /** The built-in generator's pause between chunks, so its progress looks like the AI's. */
    offlineChunkDelayMs?: number | undefined;
  };
  /** Generations taken over from other processes run here up to `capacity` at once. */
  generation?: { capacity?: number | undefined };
  /** How often a process looks for view summaries that are due. */
  viewDigestPollSeconds?: number;
  /** Replace or add services (tests inject fakes for external vendors only). */
  overrides?: Partial<Services>;
}

export interface WiredServices {
  services: Services;
  /** The job queue started here, stopped by `stop()` even when an override replaced services.queue. */
  queue: JobQueue;
  /** Claims this process's share of queued work: generations, mail deliveries, view summaries. */
  start(): Promise<void>;
  /** Lets running generations finish up to `timeoutMs`; the rest go back to the queue for another process. */
  drain(timeoutMs: number): Promise<void>;
  /** Hands back what is left, once the mail in hand is delivered, and closes the queue. */
  stop(): Promise<void>;
}

function billingOf(options: ServicesOptions): BillingProvider {
  return options.stripe
    ? createStripeBillingProvider(options.stripe)
    : createTestModeBillingProvider(options.database.db, { appOrigin: options.config.appOrigin });
}

/** Builds the services and starts the job queue they share. */
export async function createServices(options: ServicesOptions): Promise<WiredServices> {
  const { database, log, ai } = options;
  const db = database.db;
  // Generations, outgoing mail and view summaries run on the job queue every process shares.
  const queue = createJobQueue(database.queueConnection, log, options.queue);
  await queue.start();
  const writers = {
    anthropic: createAnthropicWriter({
      model: ai.model,
      serverApiKey: ai.serverApiKey,
      baseURL: ai.baseURL,
    }),
    offline: createOfflineWriter({ chunkDelayMs: ai.offlineChunkDelayMs }),
  };
  const engine = createEngine({
    handle: database,
    log,
    queue,
    capacity: options.generation?.capacity,
    attempts: options.queue?.generationAttempts,
  });
  registerGenerationJobs(engine, db, writers);
  registerPresentationJobs(engine, db, writers);
  const services: Services = {
    queue,
    mail: createMailService({
      db,
      log,
      from: options.mail.from,
      transport: options.mail.transport,
      queue,
    }),
    rateLimiter: createRateLimiter(db, options.rateLimits),
    billing: billingOf(options),
    generation: {
      runner: engine,
      ...writers,
      serverKeyAvailable: Boolean(ai.serverApiKey),
      model: ai.model,
    },
    ...options.overrides,
  };
  return lifecycle(options, services, queue);
}

function lifecycle(options: ServicesOptions, services: Services, queue: JobQueue): WiredServices {
  let stopDigests: (() => Promise<void>) | undefined;
  return {
    services,
    queue,
    async start() {
      await services.generation.runner.start();
      await services.mail.start();
      stopDigests = await startViewDigests(
        { db: options.database.db, mail: services.mail, queue, config: options.config },
        options.viewDigestPollSeconds,
      );
    },
    drain: (timeoutMs) => services.generation.runner.drain(timeoutMs),
    async stop() {
      await services.mail.idle();
      await stopDigests?.();
      await services.generation.runner.stop();
      await services.mail.stop();
      await queue.stop();
    },
  };
}
