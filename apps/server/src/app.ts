// buildServer(config, database) returns the Fastify app without listening, so tests can use
// app.inject() or a real port alike; main.ts reads the environment, listens and shuts down.
// The order below matters: hooks and compression before the routes they apply to.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';

import { sessionCookieName, type ApiConfig, type Logger, type Services } from '@pitchcraft/api';
import { TRPC_MAX_URL_LENGTH } from '@pitchcraft/core';
import type { DatabaseHandle } from '@pitchcraft/db';

import { registerCompression } from './compression';
import { registerCrossSiteGuard } from './cross-site-guard';
import type { ServerConfig } from './env';
import { registerErrorHandler } from './error-handling';
import { loggerOptions } from './logging';
import { registerAuditExport } from './routes/audit-export';
import { registerBeaconRoutes } from './routes/beacons';
import { registerBrandAssets } from './routes/brand-assets';
import { registerDataArchive } from './routes/data-archive';
import { registerDevOutbox } from './routes/dev-outbox';
import { registerExports } from './routes/exports';
import { registerHealthRoute } from './routes/health';
import { registerPresentationAssets } from './routes/presentation-assets';
import { registerPresentationContent } from './routes/presentation-content';
import { registerSharedPage } from './routes/shared-page';
import { registerStripeWebhookRoute } from './routes/stripe-webhook';
import { registerSecurityHeaders } from './security-headers';
import { createServerServices, startServices } from './services';
import { registerSubscriptionEndpoint } from './subscription-endpoint';
import { registerTrpcEndpoint, registerTrpcRequestRules } from './trpc-endpoint';
import { registerWebApp } from './web-app';

export interface BuildOptions {
  /** Override or add services (tests inject fakes for external vendors only). */
  services?: Partial<Services>;
  logger?: boolean | object;
  /** Where the product's own logger writes (tests read it to prove no secret is logged). */
  logStream?: { write(line: string): void };
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's own rule for one (trust the
 * first `hops` addresses from the socket inward), which Fastify's types accept only as a function.
 */
function trustProxyOption(
  trust: ServerConfig['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Fastify's default plugin timeout, or longer than the whole shutdown budget. */
function pluginTimeoutFor(shutdownTimeoutMs: number): number {
  return Math.max(10_000, shutdownTimeoutMs + 5_000);
}

function apiConfigOf(config: ServerConfig): ApiConfig {
  return {
    appOrigin: config.appOrigin,
    contentOrigin: config.contentOrigin,
    secureCookies: config.secureCookies,
    production: config.production,
  };
}

export async function buildServer(
  config: ServerConfig,
  database: DatabaseHandle,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL, options.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // Fastify runs the preClose hooks under the plugin timeout, and ours drains generations for
    // half the shutdown budget: the timeout must outlast the budget, or a long drain fails close.
    pluginTimeout: pluginTimeoutFor(config.SHUTDOWN_TIMEOUT_MS),
    // A batched GET names every procedure in its path (/trpc/a,b,c): as long as the client may make it.
    routerOptions: { maxParamLength: TRPC_MAX_URL_LENGTH },
  });

  const log = app.log as unknown as Logger;
  const apiConfig = apiConfigOf(config);
  const wired = await createServerServices(config, database, log, apiConfig, options.services);
  const { services } = wired;
  const cookieName = sessionCookieName(apiConfig);
  // The Vite dev server (npm run dev) proxies the API from its own origin.
  const allowedOrigins = new Set([
    config.appOrigin,
    ...(config.production ? [] : ['http://localhost:5173']),
  ]);

  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  registerCrossSiteGuard(app, allowedOrigins, cookieName);
  registerErrorHandler(app);
  registerTrpcRequestRules(app);
  await registerCompression(app);

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
  const contextDeps = { db: database.db, config: apiConfig, services };
  registerDataArchive(app, contextDeps);
  registerExports(app, contextDeps);
  registerAuditExport(app, contextDeps);
  registerSubscriptionEndpoint(app, contextDeps);
  await registerTrpcEndpoint(app, contextDeps);
  await registerWebApp(app, config, database.db);

  await startServices(app, wired, config);
  return app;
}
