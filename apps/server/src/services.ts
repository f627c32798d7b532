// The services the API runs on, wired from the server's configuration (each vendor, or its built-in
// stand-in when unconfigured) by the API's one createServices, and their life with the server:
// started once it is built, drained and stopped as it closes.
import type { FastifyInstance } from 'fastify';

import {
  createServices,
  createSmtpTransport,
  type ApiConfig,
  type Logger,
  type Services,
  type WiredServices,
} from '@pitchcraft/api';
import type { DatabaseHandle } from '@pitchcraft/db';

import type { ServerConfig } from './env';

export async function createServerServices(
  config: ServerConfig,
  database: DatabaseHandle,
  log: Logger,
  apiConfig: ApiConfig,
  overrides: Partial<Services> = {},
): Promise<WiredServices> {
  const transport = config.SMTP_URL ? await createSmtpTransport(config.SMTP_URL) : undefined;
  return createServices({
    database,
    log,
    config: apiConfig,
    queue: {
      heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
      generationAttempts: config.GENERATION_ATTEMPTS,
    },
    mail: { from: config.MAIL_FROM, transport },
    rateLimits: { scale: config.RATE_LIMIT_SCALE },
    stripe: config.stripe ?? undefined,
    ai: {
      model: config.ANTHROPIC_MODEL,
      serverApiKey: config.ANTHROPIC_API_KEY,
      baseURL: config.ANTHROPIC_BASE_URL,
      offlineChunkDelayMs: config.OFFLINE_CHUNK_DELAY_MS,
    },
    generation: { capacity: config.GENERATION_CONCURRENCY },
    overrides,
  });
}

/**
 * Claims this process's share of queued work (generations: its own at once, others' restarts; mail
 * deliveries; view summaries) and hands it back as the server closes.
 */
export async function startServices(
  app: FastifyInstance,
  wired: WiredServices,
  config: ServerConfig,
): Promise<void> {
  await wired.start();
  app.addHook('preClose', async () => {
    // Running generations may finish; those that cannot in time go back to the queue for another process.
    await wired.drain(config.SHUTDOWN_TIMEOUT_MS / 2);
  });
  app.addHook('onClose', () => wired.stop());
}
