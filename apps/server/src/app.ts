// buildServer(config, database) returns the Fastify app without listening, so tests can use
// app.inject() or a real port alike; main.ts reads the environment, listens and shuts down.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type CreateFastifyContextOptions, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import {
  appRouter,
  createAnthropicWriter,
  createContext,
  createJobQueue,
  createJobRunner,
  createOfflineWriter,
  isDatabaseUnavailable,
  createMailService,
  createRateLimiter,
  createSmtpTransport,
  createStripeBillingProvider,
  createTestModeBillingProvider,
  SERVICE_UNAVAILABLE_MESSAGE,
  sessionCookieName,
  startViewDigests,
  type ApiConfig,
  type AppRouter,
  type CookieJar,
  type Logger,
  type Services,
} from '@pitchcraft/api';
import type { DatabaseHandle } from '@pitchcraft/db';
import type { ServerConfig } from './env';
import { redactUrl, serializeError, serializeRequest } from './logging';
import { registerDevOutbox } from './routes/dev-outbox';
import { registerBeaconRoutes } from './routes/beacons';
import { registerHealthRoute } from './routes/health';
import { registerStripeWebhookRoute } from './routes/stripe-webhook';
import { registerPresentationAssets } from './routes/presentation-assets';
import { registerPresentationContent } from './routes/presentation-content';
import { registerBrandAssets } from './routes/brand-assets';
import { registerIntakeFormPage } from './routes/intake-form-page';
import { registerSharedPage } from './routes/shared-page';

export interface BuildOptions {
  /** Override or add services (tests inject fakes for external vendors only). */
  services?: Partial<Services>;
  logger?: boolean | object;
  /** Where the product's own logger writes (tests read it to prove no secret is logged). */
  logStream?: { write(line: string): void };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's own rule for one (trust the
 * first `hops` addresses from the socket inward), which Fastify's types accept only as a function.
 */
function trustProxyOption(trust: ServerConfig['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function apiConfigOf(config: ServerConfig): ApiConfig {
  return {
    appOrigin: config.appOrigin,
    contentOrigin: config.contentOrigin,
    secureCookies: config.secureCookies,
    production: config.production,
  };
}

/**
 * A state-changing request carrying the session cookie must come from our own pages: the
 * browser's Origin header (or Sec-Fetch-Site) tells us, and a cross-site form or fetch fails.
 */
function isCrossSiteWithSession(request: FastifyRequest, allowedOrigins: Set<string>, cookieName: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.cookies[cookieName]) return false;
  const origin = request.headers.origin;
  if (origin) return !allowedOrigins.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  return true;
}

export async function buildServer(config: ServerConfig, database: DatabaseHandle, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]', 'req.headers["stripe-signature"]'],
        censor: '[redacted]',
      },
      // Grants and tokens out of logged URLs, SQL and its parameters out of logged errors.
      serializers: { req: serializeRequest, err: serializeError },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  });

  const log = app.log as unknown as Logger;
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
    ...options.services,
  };
  const apiConfig = apiConfigOf(config);
  const cookieName = sessionCookieName(apiConfig);
  // The Vite dev server (npm run dev) proxies the API from its own origin.
  const allowedOrigins = new Set([config.appOrigin, ...(config.production ? [] : ['http://localhost:5173'])]);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", config.contentOrigin],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteWithSession(request, allowedOrigins, cookieName)) {
      request.log.warn({ origin: request.headers.origin }, 'cross-site request with a session refused');
      return reply.code(403).send({ error: 'Cross-site request refused' });
    }
  });

  // Plain routes (content, beacons) answer a lost database with 503 and a clear body,
  // never a 500 carrying the driver's message; every other error keeps Fastify's own handling.
  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ url: redactUrl(request.url) }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send({ error: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, too large, wrong content type) say what was wrong.
      return reply.code(status).send({ error: (error as Error).message });
    }
    // Anything else is ours: logged in full, answered without internals (no SQL, no stack).
    request.log.error({ err: error, url: redactUrl(request.url) }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  // Every API answer is for one visitor (most for one signed-in advisor): no cache may keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/trpc')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  // No procedure takes form data, and tRPC's form-data path hands the unread request on as its own
  // body (a circular structure: a 500, with no body limit applied), so such requests stop here.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/trpc') && /^\s*multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
      return reply.code(415).send({ error: 'Unsupported content type: send JSON' });
    }
  });

  // Responses go out brotli-compressed (gzip for a browser without brotli) from 1 KB up: the app's
  // JSON, presentation pages and the presentation assets until their stored copies are ready. The
  // plugin hooks each route as it is added, so it comes before them. It leaves alone what is
  // compressed already and any type it does not list, Server-Sent Events among them: a tRPC
  // subscription (the live generation) must reach the browser event by event, where a compressor
  // would hold the events back until its buffer fills (compression.test.ts holds it to that).
  // Request bodies are not decompressed: no client sends them compressed.
  app.addHook('onRoute', (route) => {
    // The web build's files come compressed from the build (see the static plugin below); the
    // health check and Stripe's webhook answer a few bytes to machines.
    if (['/', '/*', '/healthz'].includes(route.url) || route.url.startsWith('/webhooks/')) route.compress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  // tRPC answers with a fetch Response whose body is a stream, which the plugin would compress
  // whatever its size: a complete JSON answer is read here so the threshold applies. Event
  // streams, and tRPC's streamed batches, stay streams.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!(payload instanceof Response) || payload.headers.get('content-type') !== 'application/json' || payload.headers.has('transfer-encoding')) {
      return payload;
    }
    void reply.code(payload.status);
    for (const [name, value] of payload.headers) void reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });

  registerHealthRoute(app, database);
  if (services.billing.mode === 'stripe') {
    await registerStripeWebhookRoute(app, { db: database.db, services, config: apiConfig, log });
  } else if (config.production) {
    // Only reachable with BILLING_MODE=test (env.ts refuses production without a key otherwise).
    app.log.warn(
      { billingMode: 'test' },
      '!!! BILLING TEST MODE (BILLING_MODE=test): checkouts are simulated and every subscription is free. Do not serve real advisors like this. !!!',
    );
  }
  registerPresentationAssets(app);
  registerPresentationContent(app, database.db, cookieName);
  registerBrandAssets(app, database.db);
  registerSharedPage(app, database.db);
  registerBeaconRoutes(app, database.db);
  if (!config.production) registerDevOutbox(app, database.db);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: CreateFastifyContextOptions) => {
        const cookies: CookieJar = {
          get: (name) => req.cookies[name],
          set: (name, value, opts) => void res.setCookie(name, value, opts),
          clear: (name, opts) => void res.clearCookie(name, opts),
        };
        return createContext(
          { db: database.db, config: apiConfig, services },
          { cookies, log: req.log as unknown as Logger, meta: { ip: req.ip, userAgent: req.headers['user-agent'], headers: req.headers } },
        ).catch((error: unknown) => {
          // The session cookie is checked before any procedure (and its error mapping) runs.
          if (!isDatabaseUnavailable(error)) throw error;
          req.log.warn('database unavailable');
          throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, cause: error });
        });
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  if (existsSync(join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      maxAge: 0,
      // Sends the .br or .gz copy scripts/precompress.mjs wrote at build time, when the browser
      // takes it (with Vary: Accept-Encoding); the file itself otherwise.
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/static/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The static plugin's wildcard route takes '/' for the dist directory and, with index: false,
    // answers 403: the landing page is the app's index.html like every other client route.
    registerIntakeFormPage(app, database.db, config.webDist, app.log);
    const pageFor = prerenderedPages(config.webDist);
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(pageFor('/')));
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = /^\/(trpc|webhooks|beacons|assets|static|content|shared-page|dev|healthz)(\/|$)/.test(url);
      if (request.method === 'GET' && !isApi && (request.headers.accept ?? '').includes('text/html')) {
        return reply.header('cache-control', 'no-cache').sendFile(pageFor(url));
      }
      return reply.code(404).send({ error: 'Not found' });
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web build not found: run `npm run build` to serve the app');
  }

  // Claims this process's share of queued work: generations (its own at once, others' restarts),
  // mail deliveries and view summaries.
  await services.generation.runner.start();
  await services.mail.start();
  const stopDigests = await startViewDigests({ db: database.db, mail: services.mail, queue, config: apiConfig });
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

  return app;
}

/** The public pages apps/web/scripts/prerender.mjs renders at build time, by path. */
const PRERENDERED_PAGES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'index.html'],
  [/^\/auth$/, 'auth.html'],
  [/^\/signup$/, 'signup.html'],
  [/^\/client-form\/[A-Za-z0-9-]{1,64}$/, 'client-form.html'],
];

/**
 * The file of the web build to answer a page request with: the page prerendered for that path (it
 * paints before any script runs, and the app hydrates it), else the app's shell.
 */
function prerenderedPages(webDist: string): (path: string) => string {
  const dir = join(webDist, 'prerendered');
  const built = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (path) => {
    const file = PRERENDERED_PAGES.find(([pattern]) => pattern.test(path))?.[1];
    return file && built.has(file) ? `prerendered/${file}` : 'index.html';
  };
}
