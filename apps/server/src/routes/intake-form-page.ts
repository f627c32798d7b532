// An intake form's page, rendered on the server with its link's public details, so a client on a
// phone sees the form before any script has run; the app then hydrates it with the same data,
// carried in the page. A link that is missing, expired, used or not live yet gets the prerendered
// frame instead, and the app shows why, as it always has.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { AppError, getPublicLink } from '@pitchcraft/api';
import { ZPublicIntakeLink, type TPublicIntakeLink } from '@pitchcraft/core';
import type { Database } from '@pitchcraft/db';

/** What apps/web's server-side build (src/prerender.tsx) exports. */
interface ServerRenderer {
  SSR_DATA_ID: string;
  intakeFormData(linkId: string, link: TPublicIntakeLink): unknown;
  render(path: string, data: unknown): Promise<string>;
}

const ROOT = '<div id="root"></div>';
const LINK_ID = /^[A-Za-z0-9-]{1,64}$/;

/** JSON that can sit inside a <script> element: no `<` to close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function registerIntakeFormPage(
  app: FastifyInstance,
  db: Database,
  webDist: string,
  log: FastifyBaseLogger,
): void {
  const entry = join(webDist, '..', 'dist-ssr', 'prerender.js');
  const shellPath = join(webDist, 'index.html');
  if (!existsSync(entry) || !existsSync(shellPath)) return;
  const shell = readFileSync(shellPath, 'utf8');
  if (!shell.includes(ROOT)) return;
  let renderer: Promise<ServerRenderer> | undefined;
  const load = () => (renderer ??= import(pathToFileURL(entry).href) as Promise<ServerRenderer>);

  app.get<{ Params: { linkId: string } }>('/client-form/:linkId', async (request, reply) => {
    const { linkId } = request.params;
    if (!LINK_ID.test(linkId)) return reply.callNotFound();
    let link: TPublicIntakeLink;
    try {
      link = ZPublicIntakeLink.parse(await getPublicLink({ db }, { linkId }));
    } catch (error) {
      if (error instanceof AppError) return reply.callNotFound();
      throw error;
    }
    let page: string;
    try {
      const ssr = await load();
      const data = ssr.intakeFormData(linkId, link);
      const markup = await ssr.render(`/client-form/${linkId}`, data);
      page = shell.replace(
        ROOT,
        `<div id="root">${markup}</div><script type="application/json" id="${ssr.SSR_DATA_ID}">${scriptJson(data)}</script>`,
      );
    } catch (err) {
      // The app renders the form itself; a rendering fault costs speed, never the form.
      log.warn({ err }, 'intake form server render failed');
      return reply.callNotFound();
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  });
}
