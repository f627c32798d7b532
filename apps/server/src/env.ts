// The server's configuration, read from the environment once and validated; a bad variable
// stops start-up with a message naming it. Nothing else reads process.env.
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** proxy-addr's names for address ranges, usable in TRUST_PROXY's list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address, bits, extra] = entry.split('/');
  if (!address || bits === undefined || extra !== undefined || !/^\d{1,3}$/.test(bits))
    return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is. `true` (trust any X-Forwarded-For) is refused: a client
 * could then name any address and step around every per-IP limit. A hop count trusts that many
 * proxies in front of the app (the shipped nginx is 1); a list trusts only those addresses.
 */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
    } else {
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.find((entry) => !isAddressOrRange(entry));
      if (entries.length > 0 && !bad) return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'must be the number of proxy hops in front of the app (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges; "true" would let any client choose its own IP',
    });
    return z.NEVER;
  });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_ORIGIN: optionalText.pipe(
      z.url({ message: 'must be a URL like https://app.example.com' }).optional(),
    ),
    CONTENT_ORIGIN: optionalText.pipe(
      z.url({ message: 'must be a URL like https://content.example.com' }).optional(),
    ),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
        .optional(),
    ),
    PGLITE_DIR: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Pitchcraft <no-reply@pitchcraft.local>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: ZTrustProxy,
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(20_000_000).default(2_000_000),
    WEB_DIST: optionalText,
    // Multiplies every rate limit; only for places where all clients share one address (browser tests).
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    // A queued job (a generation) whose process sent no heartbeat for this long is taken back by
    // the queue and started again by another process (pg-boss's minimum is 10 s).
    JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(600).default(20),
    // How many times a generation is started in all before it ends as interrupted.
    GENERATION_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    // Generations taken over from other processes run here only up to this many at once.
    GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(100),
    // Stripe billing. Without STRIPE_SECRET_KEY the built-in test-mode checkout runs, which gives
    // subscriptions away: production refuses to start that way unless BILLING_MODE=test says so.
    BILLING_MODE: optionalText.pipe(
      z.enum(['stripe', 'test'], { message: 'must be stripe or test' }).optional(),
    ),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PRICE_ID: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_HOST: optionalText,
    STRIPE_API_PORT: optionalText.pipe(
      z.coerce.number<string>().int().min(1).max(65535).optional(),
    ),
    STRIPE_API_PROTOCOL: optionalText.pipe(
      z.enum(['http', 'https'], { message: 'must be http or https' }).optional(),
    ),
    ANTHROPIC_API_KEY: optionalText,
    ANTHROPIC_MODEL: z.string().trim().min(1).default('claude-sonnet-5-5'),
    ANTHROPIC_BASE_URL: optionalText.pipe(
      z.url({ message: 'must be a URL like http://127.0.0.1:4010' }).optional(),
    ),
    OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
  })
  .superRefine((env, ctx) => {
    if (env.BILLING_MODE === 'test' && env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_MODE'],
        message: 'is test, but STRIPE_SECRET_KEY is set: unset one of them',
      });
    }
    if (
      !env.STRIPE_SECRET_KEY &&
      env.BILLING_MODE !== 'test' &&
      (env.NODE_ENV === 'production' || env.BILLING_MODE === 'stripe')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required in production (with STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET): without it every checkout is simulated and subscriptions are free. To run that simulated checkout on purpose, set BILLING_MODE=test',
      });
    }
    if (!env.STRIPE_SECRET_KEY) return;
    for (const name of ['STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when STRIPE_SECRET_KEY is set',
        });
    }
  })
  .transform((env) => {
    const appOrigin = (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    return {
      ...env,
      appOrigin,
      contentOrigin: (env.CONTENT_ORIGIN ?? appOrigin).replace(/\/$/, ''),
      production: env.NODE_ENV === 'production',
      billingMode: env.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const),
      secureCookies: appOrigin.startsWith('https://'),
      pgliteDir: env.PGLITE_DIR ?? `${REPO_ROOT}data/pglite`,
      webDist: env.WEB_DIST ?? `${REPO_ROOT}apps/web/dist`,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              priceId: env.STRIPE_PRICE_ID,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiHost: env.STRIPE_API_HOST,
              apiPort: env.STRIPE_API_PORT,
              apiProtocol: env.STRIPE_API_PROTOCOL,
            }
          : null,
    };
  });

export type ServerConfig = z.output<typeof ZEnv>;

export class ConfigError extends Error {}

export function readConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
