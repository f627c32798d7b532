// The public page of a shared presentation, answered by the server itself (no React app): what the
// first response shows is decided here, in the same request — the presentation with its frame's URL
// (so the frame starts loading at once), the passcode / e-mail gate (with who shared it: the
// advisor's name, company and images, public by design), or the unavailable state.
import type { FastifyInstance } from 'fastify';

import { isDatabaseUnavailable, sharedGateBrandOf, sharedPageOf } from '@pitchcraft/api';
import { viewerErrorFor } from '@pitchcraft/core';
import type { Database } from '@pitchcraft/db';

import { loadSharedPageAssets, SHARED_PAGE_ASSETS_PREFIX } from '../shared-page/assets';
import { renderSharedPage, type SharedPageView } from '../shared-page/render';

/** The page's script sends the grant it holds (`?grant=`) to be shown the unlocked page. */
const grantOf = (query: { grant?: unknown }) =>
  typeof query.grant === 'string' && query.grant.length > 0 && query.grant.length <= 128
    ? query.grant
    : undefined;

export function registerSharedPage(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string }; Querystring: { grant?: string } }>(
    '/shared-presentation/:id',
    async (request, reply) => {
      const { id } = request.params;
      const grant = grantOf(request.query);
      const assets = await loadSharedPageAssets();
      let view: SharedPageView;
      let status = 200;
      try {
        const page = await sharedPageOf({ db }, { id, grant });
        if (page.state === 'open') {
          view = {
            state: 'open',
            clientName: page.clientName,
            brand: page.brand,
            grant: page.unlocked ? grant : undefined,
            problem: viewerErrorFor(page.htmlContent),
            signing: page.signing,
          };
        } else if (page.state === 'gated') {
          view = {
            state: 'gated',
            requiresPasscode: page.requiresPasscode,
            requiresEmail: page.requiresEmail,
            accessEnded: page.grantRefused,
            brand: await sharedGateBrandOf(db, id),
          };
        } else {
          view = { state: 'unavailable', retry: false };
          status = 404;
        }
      } catch (error) {
        // The visitor is told to try again; only what is not a lost database is a bug.
        if (isDatabaseUnavailable(error)) request.log.warn('database unavailable');
        else request.log.error({ err: error }, 'shared page failed');
        view = { state: 'unavailable', retry: true };
        status = 503;
        void reply.header('retry-after', '5');
      }
      return (
        reply
          .code(status)
          .header('content-type', 'text/html; charset=utf-8')
          // What it shows depends on the share's state at this moment (sharing on, gate, grant).
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send(renderSharedPage(id, view, { script: assets.script.path, css: assets.css }))
      );
    },
  );

  app.get<{ Params: { file: string } }>(
    `${SHARED_PAGE_ASSETS_PREFIX}:file`,
    async (request, reply) => {
      // Only the script is served: the stylesheet travels inside the page.
      const { script } = await loadSharedPageAssets();
      if (`${SHARED_PAGE_ASSETS_PREFIX}${request.params.file}` !== script.path)
        return reply.code(404).send({ error: 'Not found' });
      // The name carries the content's hash: a new build is a new URL.
      return reply
        .header('content-type', script.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(script.body);
    },
  );
}
