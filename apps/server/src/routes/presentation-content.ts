// Presentation HTML is untrusted (AI output, client-typed text). It is served from its own routes
// with a CSP sandbox, so it runs in an opaque origin — framed or opened directly — and can reach
// nothing but our /assets/ and /brand-assets/. Downloads inline both so the file works offline.
import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { resolvePresentationContent, type ContentKind } from '@pitchcraft/api';
import { brandImageTypeOf, downloadFileName } from '@pitchcraft/core';
import { brandAssets, inArray, type Database } from '@pitchcraft/db';

import { loadPresentationAssets, type PresentationAssets } from './presentation-assets';

// No allow-popups: a pop-up leaves the sandbox and its connect-src/form-action, so a hostile page
// could send what it shows to any site with window.open(). mailto: and tel: links still work.
export const PRESENTATION_CSP = [
  'sandbox allow-scripts allow-modals',
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not available</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#1c2841}</style></head><body><p>This presentation might not exist or is no longer shared.</p></body></html>`;

/** Replaces the /assets/ references the repairs put in with the assets' own text. */
function inlineAssets(html: string, assets: PresentationAssets['inline']): string {
  const script = (body: string) => `<script>${body.replace(/<\/script/gi, '<\\/script')}</script>`;
  const style = (body: string) => `<style>${body.replace(/<\/style/gi, '<\\/style')}</style>`;
  return (
    html
      .replace(
        /<script\b[^>]*\bsrc=["'](?:[^"']*)\/assets\/chart\.umd\.js["'][^>]*>\s*<\/script>/gi,
        () => script(assets.chartJs),
      )
      .replace(
        /<script\b[^>]*\bsrc=["'](?:[^"']*)\/assets\/tailwind\.js["'][^>]*>\s*<\/script>/gi,
        () => script(assets.tailwindJs),
      )
      // The fonts travel inside the inlined stylesheet: a preload of the served file has nothing to fetch offline.
      .replace(
        /<link\b[^>]*\brel=["']preload["'][^>]*\bhref=["'](?:[^"']*)\/assets\/fonts\/[^"']+["'][^>]*>\n?/gi,
        '',
      )
      .replace(/<link\b[^>]*\bhref=["'](?:[^"']*)\/assets\/inter\.css["'][^>]*>/gi, () =>
        style(assets.interCss),
      )
      .replace(/<link\b[^>]*\bhref=["'](?:[^"']*)\/assets\/fontawesome\.css["'][^>]*>/gi, () =>
        style(assets.fontAwesomeCss),
      )
  );
}

/** An `<img src>` of one of our brand images, root-relative or with an origin before it. */
const BRAND_IMAGE_SRC =
  /(<img\b[^>]*?\bsrc=)(["'])(?:https?:\/\/[^"'/\s]+)?\/brand-assets\/([0-9a-f]{64})\.(png|jpg|svg)\2/gi;

/** Replaces the page's brand images (logo, headshot) by data: URIs of their stored bytes. */
async function inlineBrandImages(html: string, db: Database): Promise<string> {
  const ids = [
    ...new Set([...html.matchAll(BRAND_IMAGE_SRC)].map((m) => (m[3] ?? '').toLowerCase())),
  ];
  if (ids.length === 0) return html;
  const assets = await db
    .select({ id: brandAssets.id, contentType: brandAssets.contentType, bytes: brandAssets.bytes })
    .from(brandAssets)
    .where(inArray(brandAssets.id, ids));
  const dataUris = new Map(
    assets.map((a) => [
      a.id,
      { type: a.contentType, uri: `data:${a.contentType};base64,${a.bytes.toString('base64')}` },
    ]),
  );
  return html.replace(
    BRAND_IMAGE_SRC,
    (tag, start: string, quote: string, id: string, extension: string) => {
      const asset = dataUris.get(id.toLowerCase());
      return asset?.type === brandImageTypeOf(extension.toLowerCase())
        ? `${start}${quote}${asset.uri}${quote}`
        : tag;
    },
  );
}

/** The page as a download: one file that works offline, its assets and brand images inlined. */
export async function selfContainedHtml(html: string, db: Database): Promise<string> {
  return inlineAssets(await inlineBrandImages(html, db), loadPresentationAssets().inline);
}

/** A link to our Inter stylesheet, root-relative or on an origin of ours (the repairs' asset base). */
const INTER_STYLESHEET =
  /<link\b[^>]*\bhref=["']((?:https?:\/\/[^"'/\s<>()]+)?)\/assets\/inter\.css["'][^>]*>/gi;

/** A preload of one of our font files, as the repairs write it. */
const FONT_PRELOAD =
  /<link\b[^>]*\brel=["']preload["'][^>]*\bhref=["'](?:https?:\/\/[^"'/\s<>()]+)?\/assets\/fonts\/[^"']+["'][^>]*>\n?/gi;

/**
 * The page as a browser is served it, with nothing between its document and its first paint
 * (bench:mobile measures it on a phone against the bare HTML):
 * - Inter's @font-face rules inline instead of a link to /assets/inter.css: that stylesheet cost a
 *   round trip, and more, since the runtime's inline script after it waits for it, and the parser
 *   with it;
 * - the font files' preloads at the end of the body: in the head Chrome holds the first paint for
 *   them (80 ms in bench:mobile's traces); there they are fetched as early (the preload scanner
 *   reads ahead) without holding it. The text shows in the fallback face until Inter swaps in
 *   (font-display: swap), as it did whenever the files came later, and charts still find Inter.
 * Downloads are not served this way: they carry everything inline (selfContainedHtml).
 */
export function servedPresentation(html: string): string {
  const css = loadPresentationAssets().files.get('inter.css')?.body.toString('utf8') ?? '';
  const preloads: string[] = [];
  const out = html
    .replace(
      INTER_STYLESHEET,
      (_tag, base: string) =>
        `<style>${css.replaceAll('url(/assets/', `url(${base}/assets/`)}</style>`,
    )
    .replace(FONT_PRELOAD, (tag) => {
      preloads.push(tag.trim());
      return '';
    });
  if (preloads.length === 0) return out;
  const bodyEnd = out.search(/<\/body\s*>/i);
  return bodyEnd < 0
    ? `${out}\n${preloads.join('\n')}`
    : `${out.slice(0, bodyEnd)}${preloads.join('\n')}\n${out.slice(bodyEnd)}`;
}

/** A shared presentation's unlock grant travels in the frame URL (the frame has no cookies of its own). */
const grantOf = (query: { grant?: unknown }) =>
  typeof query.grant === 'string' && query.grant.length <= 128 ? query.grant : undefined;

/** The live preview asks for the first N written sections (`?sections=N`). */
const sectionsOf = (query: { sections?: unknown }) =>
  typeof query.sections === 'string' && /^\d{1,2}$/.test(query.sections)
    ? Number(query.sections)
    : undefined;

/** The owner previews an earlier version (`?version=N`). */
const versionOf = (query: { version?: unknown }) =>
  typeof query.version === 'string' && /^\d{1,6}$/.test(query.version) && Number(query.version) >= 1
    ? Number(query.version)
    : undefined;

/** The headers of a page of these routes, and of a 304 for one. */
function pageHeaders(reply: FastifyReply, cacheControl: string) {
  return (
    reply
      // The frame's URL may carry a share grant: its own requests (assets, links) must not pass it on.
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', PRESENTATION_CSP)
      .header('cache-control', cacheControl)
      .header('x-robots-tag', 'noindex')
  );
}

function sendHtml(reply: FastifyReply, html: string, cacheControl = 'private, no-store') {
  return pageHeaders(reply, cacheControl)
    .header('content-type', 'text/html; charset=utf-8')
    .send(html);
}

/** A strong validator of the HTML itself (the same for every Content-Encoding of it). */
const etagOf = (html: string) =>
  `"${createHash('sha256').update(html).digest('hex').slice(0, 32)}"`;

/** If-None-Match holds `etag` (compared weakly, as RFC 9110 has it for this header) or `*`. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** `sessionCookie`: the session cookie's name (__Host- prefixed over https). */
export function registerPresentationContent(
  app: FastifyInstance,
  db: Database,
  sessionCookie: string,
): void {
  const kinds: ContentKind[] = ['generations', 'presentations', 'shared'];
  for (const kind of kinds) {
    app.get<{
      Params: { id: string };
      Querystring: { grant?: string; sections?: string; version?: string };
    }>(`/content/${kind}/:id`, async (request, reply) => {
      const content = await resolvePresentationContent(
        { db },
        {
          kind,
          id: request.params.id,
          sessionToken: request.cookies[sessionCookie],
          grant: grantOf(request.query),
          sections: sectionsOf(request.query),
          version: versionOf(request.query),
        },
      );
      if (!content) return sendHtml(reply.code(404), NOT_FOUND_PAGE);
      // A shared page is stored by the visitor's browser but revalidated on every visit, so turning
      // sharing off still takes effect at once; an owner's page and a live preview are never stored.
      const cacheControl = kind === 'shared' ? 'private, no-cache' : 'private, no-store';
      const html = servedPresentation(content.html);
      const etag = etagOf(html);
      // Vary on every answer, identity ones too: the compression plugin adds it only when it compresses.
      void reply.header('etag', etag).header('vary', 'accept-encoding');
      if (isFresh(request, etag)) return pageHeaders(reply.code(304), cacheControl).send();
      return sendHtml(reply, html, cacheControl);
    });

    app.get<{ Params: { id: string }; Querystring: { grant?: string; version?: string } }>(
      `/content/${kind}/:id/download`,
      async (request, reply) => {
        const content = await resolvePresentationContent(
          { db },
          {
            kind,
            id: request.params.id,
            sessionToken: request.cookies[sessionCookie],
            grant: grantOf(request.query),
            version: versionOf(request.query),
          },
        );
        if (!content || content.draft) return sendHtml(reply.code(404), NOT_FOUND_PAGE);
        const name = downloadFileName(
          content.clientName,
          kind === 'generations' ? 'recommendations' : 'presentation',
        );
        return (
          reply
            .header('content-type', 'text/html; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}"`)
            // Served as an attachment, never rendered here; the sandbox still applies if it were.
            .header('content-security-policy', PRESENTATION_CSP)
            .header('cache-control', 'private, no-store')
            .send(await selfContainedHtml(content.html, db))
        );
      },
    );
  }
}
