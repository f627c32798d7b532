// The shared page's browser script, served at a content-hashed URL under /shared-page/ with a
// year's cache, and its stylesheet, which the page carries inline. The server bundle carries both
// (build.mjs builds them first); run from source (tsx in development, vitest), the server builds
// them with esbuild on first use.
import { createHash } from 'node:crypto';

// Replaced by build.mjs with the built files; undeclared (so `typeof` is 'undefined') from source.
declare const __SHARED_PAGE_ASSETS__: { script: string; css: string } | undefined;

export const SHARED_PAGE_ASSETS_PREFIX = '/shared-page/';

interface SharedPageAsset {
  path: string;
  body: string;
  type: string;
}

export interface SharedPageAssets {
  script: SharedPageAsset;
  /** The minified stylesheet, for the page's <style> element. */
  css: string;
}

async function sources(): Promise<{ script: string; css: string }> {
  if (typeof __SHARED_PAGE_ASSETS__ !== 'undefined') return __SHARED_PAGE_ASSETS__;
  const { buildSharedPageAssets } = await import('./build-browser.mjs');
  return buildSharedPageAssets();
}

function asset(name: string, extension: string, body: string, type: string): SharedPageAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path: `${SHARED_PAGE_ASSETS_PREFIX}${name}.${hash}.${extension}`, body, type };
}

/** The stylesheet goes inside a <style> element: nothing in it may close that element. */
function inlineable(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('shared-page.css cannot be inlined: it holds </style');
  return css;
}

let loading: Promise<SharedPageAssets> | undefined;

export function loadSharedPageAssets(): Promise<SharedPageAssets> {
  loading ??= sources().then(
    ({ script, css }) => ({
      script: asset('shared-page', 'js', script, 'text/javascript; charset=utf-8'),
      css: inlineable(css),
    }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
