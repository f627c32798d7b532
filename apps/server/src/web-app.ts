// The web build, when there is one: its files (with their precompressed copies), the prerendered
// public pages, and the app's shell for every other page request; JSON 404s for the rest.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import type { Database } from '@pitchcraft/db';

import type { ServerConfig } from './env';
import { registerIntakeFormPage } from './routes/intake-form-page';

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

export async function registerWebApp(
  app: FastifyInstance,
  config: ServerConfig,
  db: Database,
): Promise<void> {
  if (!existsSync(join(config.webDist, 'index.html'))) {
    app.log.warn(
      { webDist: config.webDist },
      'web build not found: run `npm run build` to serve the app',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    index: false,
    maxAge: 0,
    // Sends the .br or .gz copy scripts/precompress.mjs wrote at build time, when the browser
    // takes it (with Vary: Accept-Encoding); the file itself otherwise.
    preCompressed: true,
    setHeaders: (res, path) => {
      if (path.includes('/static/'))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  registerIntakeFormPage(app, db, config.webDist, app.log);
  const pageFor = prerenderedPages(config.webDist);
  // The static plugin's wildcard route takes '/' for the dist directory and, with index: false,
  // answers 403: the landing page is the app's index.html like every other client route.
  app.get('/', (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile(pageFor('/')),
  );
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi =
      /^\/(trpc|webhooks|beacons|assets|static|content|shared-page|dev|healthz)(\/|$)/.test(url);
    if (
      request.method === 'GET' &&
      !isApi &&
      (request.headers.accept ?? '').includes('text/html')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile(pageFor(url));
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
