// The services the API runs on, wired from the configuration (each vendor, or its built-in stand-in
// when unconfigured), and their life with the server: started once it is built, drained and
// stopped as it closes.
import type { FastifyInstance } from 'fastify';

import {
  createAnthropicWriter,
  createJobQueue,
  createJobRunner,
  createMailService,
  createOfflineWriter,
  createRateLimiter,
  createSmtpTransport,
  createStripeBillingProvider,
  createTestModeBillingProvider,
  startViewDigests,
  type ApiConfig,
  type JobQueue,
  type Logger,
  type Services,
} from '@pitchcraft/api';
import type { DatabaseHandle } from '@pitchcraft/db';

import type { ServerConfig } from './env';

export interface WiredServices {
  services: Services;
  /** The job queue this server started, and stops as it closes, even when a test overrides services.queue. */
  queue: JobQueue;
}

export async function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  log: Logger,
  overrides: Partial<Services> = {},
): Promise<WiredServices> {
  const transport = config.SMTP_URL ? await createSmtpTransport(config.SMTP_URL) : undefined;
  // Generations, outgoing mail and view summaries run on the job queue every process shares.
  const queue = createJobQueue(database.queueConnection, log, {
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    generationAttempts: config.GENERATION_ATTEMPTS,
  });
  await queue.start();
  const writers = {
    anthropic: createAnthropicWriter({
      model: config.ANTHROPIC_MODEL,
      serverApiKey: config.ANTHROPIC_API_KEY,
      baseURL: config.ANTHROPIC_BASE_URL,
    }),
    offline: createOfflineWriter({ chunkDelayMs: config.OFFLINE_CHUNK_DELAY_MS }),
  };
  const services: Services = {
    queue,
    mail: createMailService({ db: database.db, log, from: config.MAIL_FROM, transport, queue }),
    rateLimiter: createRateLimiter(database.db, { scale: config.RATE_LIMIT_SCALE }),
    billing: config.stripe
      ? createStripeBillingProvider(config.stripe)
      : createTestModeBillingProvider(database.db, { appOrigin: config.appOrigin }),
    generation: {
      runner: createJobRunner({
        handle: database,
        log,
        queue,
        writers,
        capacity: config.GENERATION_CONCURRENCY,
        attempts: config.GENERATION_ATTEMPTS,
      }),
      ...writers,
      serverKeyAvailable: Boolean(config.ANTHROPIC_API_KEY),
      model: config.ANTHROPIC_MODEL,
    },
    ...overrides,
  };
  return { services, queue };
}

/**
 * Claims this process's share of queued work (generations: its own at once, others' restarts; mail
 * deliveries; view summaries) and hands it back as the server closes.
 */
export async function startServices(
  app: FastifyInstance,
  { services, queue }: WiredServices,
  database: DatabaseHandle,
  config: ServerConfig,
  apiConfig: ApiConfig,
): Promise<void> {
  await services.generation.runner.start();
  await services.mail.start();
  const stopDigests = await startViewDigests({
    db: database.db,
    mail: services.mail,
    queue,
    config: apiConfig,
  });
  app.addHook('preClose', async () => {
    // Running generations may finish; those that cannot in time go back to the queue for another process.
    await services.generation.runner.drain(config.SHUTDOWN_TIMEOUT_MS / 2);
  });
  app.addHook('onClose', async () => {
    await services.mail.idle();
    await stopDigests();
    await services.generation.runner.stop();
    await services.mail.stop();
    await queue.stop();
  });
}
