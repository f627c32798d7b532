// The silent repairs of generated presentation HTML (presentations spec §5): our pinned assets in
// place of CDN copies, nothing loaded from another origin, and the runtime script once.
import { escapeHtml } from '../document/escape';
import { RUNTIME_MARKER_ATTRIBUTE, runtimeScriptTag } from './runtime-script';

export interface TRepairOptions {
  /** Where our `/assets/` are served from: '' (root-relative, the default) or an origin. */
  assetBase?: string;
}

/** The generator meta our document renderer writes: its pages carry their own styles. */
export const DOCUMENT_PAGE_GENERATOR = 'Pitchcraft document';

export interface TAssetTagOptions {
  /** A page rendered from a document: no Tailwind or Font Awesome, Chart.js deferred. */
  documentPage?: boolean;
  /** Whether the page draws charts (documents only: legacy pages always get Chart.js). */
  charts?: boolean;
}

/** The Inter faces a document page preloads (served under /assets/fonts/). */
export const PRELOADED_INTER_FILES = [
  'inter-latin-400-normal.woff2',
  'inter-latin-700-normal.woff2',
] as const;

/** The pinned assets a presentation gets, replacing whatever CDN copies the page used. */
export function presentationAssetTags(
  assetBase = '',
  { documentPage = false, charts = true }: TAssetTagOptions = {},
): string {
  const base = escapeHtml(assetBase);
  if (documentPage) {
    return [
      // The regular and bold faces the first screen shows load alongside the stylesheet that
      // names them (font-display: swap keeps the text visible meanwhile).
      ...PRELOADED_INTER_FILES.map(
        (file) =>
          `<link rel="preload" href="${base}/assets/fonts/${file}" as="font" type="font/woff2" crossorigin>`,
      ),
      `<link rel="stylesheet" href="${base}/assets/inter.css">`,
      ...(charts ? [`<script src="${base}/assets/chart.umd.js" defer></script>`] : []),
    ].join('\n');
  }
  return [
    `<link rel="stylesheet" href="${base}/assets/inter.css">`,
    `<link rel="stylesheet" href="${base}/assets/fontawesome.css">`,
    `<script src="${base}/assets/tailwind.js"></script>`,
    `<script src="${base}/assets/chart.umd.js"></script>`,
  ].join('\n');
}

/** Whether the page was rendered from a document (it carries our generator meta). */
export function isDocumentPage(html: string): boolean {
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (attributeValue(attributes, 'name')?.toLowerCase() !== 'generator') continue;
    if (attributeValue(attributes, 'content')?.startsWith(`${DOCUMENT_PAGE_GENERATOR} `))
      return true;
  }
  return false;
}

/** Chart.js, Tailwind, web fonts and Font Awesome, wherever they are loaded from. */
const MANAGED_ASSET = new RegExp(
  [
    /chart(?:\.js|js)?(?:@[\w.-]+)?\/?(?:dist\/)?(?:chart)?(?:\.umd)?(?:\.min)?\.js/.source,
    /\/npm\/chart\.js/.source,
    /cdn\.tailwindcss\.com/.source,
    /tailwind(?:css)?[\w@./-]*\.(?:js|css)/.source,
    /@tailwindcss\/browser/.source,
    /fonts\.googleapis\.com/.source,
    /fonts\.gstatic\.com/.source,
    /fonts\.bunny\.net/.source,
    /rsms\.me\/inter/.source,
    /\/assets\/inter\.css/.source,
    /\/assets\/fonts\/inter-/.source,
    /font-?awesome/.source,
  ].join('|'),
  'i',
);

function attributeValue(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
    'i',
  ).exec(attributes);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

function originOf(url: string): string | null {
  const match = /^(?:https?:)?\/\/([^/?#]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

function isForeign(url: string, ownOrigin: string | null): boolean {
  const origin = originOf(url);
  if (origin === null)
    return /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) && !/^data:/i.test(url.trim());
  return origin !== ownOrigin;
}

/** The page without our runtime script, managed assets, foreign scripts and links, `<base>`, meta refresh and external @imports. */
function withoutForeignAssets(html: string, ownOrigin: string | null): string {
  return html
    .replace(
      new RegExp(
        `<script\\b[^>]*\\b${RUNTIME_MARKER_ATTRIBUTE}\\b[^>]*>[\\s\\S]*?<\\/script\\s*>\\s*`,
        'gi',
      ),
      '',
    )
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>\s*/gi, (tag, attributes: string) => {
      const src = attributeValue(attributes, 'src');
      if (src === null) return tag;
      if (MANAGED_ASSET.test(src) || isForeign(src, ownOrigin)) return '';
      return tag;
    })
    .replace(/<link\b([^>]*)>\s*/gi, (tag, attributes: string) => {
      const href = attributeValue(attributes, 'href');
      if (href === null) return tag;
      if (MANAGED_ASSET.test(href) || isForeign(href, ownOrigin)) return '';
      return tag;
    })
    .replace(/<base\b[^>]*>\s*/gi, '')
    .replace(/<meta\b[^>]*http-equiv\s*=\s*["']?refresh[^>]*>\s*/gi, '')
    .replace(/@import\s+(?:url\()?\s*["']?(?:https?:)?\/\/[^;]*;?/gi, '');
}

/** The page with a `<head>` (added after `<html>`, or at the start). */
function withHead(out: string): string {
  if (/<head\b[^>]*>/i.test(out)) return out;
  const htmlOpen = /<html\b[^>]*>/i.exec(out);
  if (!htmlOpen) return `<head>\n</head>\n${out}`;
  const at = htmlOpen.index + htmlOpen[0].length;
  return `${out.slice(0, at)}\n<head>\n</head>${out.slice(at)}`;
}

/**
 * The silent repairs applied before a presentation is stored or shown:
 * - a charset and a viewport meta tag when missing;
 * - every Chart.js, Tailwind, web-font and Font Awesome tag (CDN or ours) replaced by one
 *   canonical set of our pinned assets at the top of the head (for a page rendered from a
 *   document: the font, and deferred Chart.js only when the page has a canvas);
 * - every other script or link to a foreign origin removed, and external CSS @imports,
 *   `<base>` and meta refresh dropped, so the page makes no third-party request;
 * - the runtime script injected exactly once.
 * Idempotent: repairing twice gives the same document.
 */
export function repairHtml(html: string, { assetBase = '' }: TRepairOptions = {}): string {
  const out = withHead(withoutForeignAssets(html, originOf(assetBase)));
  const head = /<head\b[^>]*>/i.exec(out);
  const headEnd = head ? head.index + head[0].length : 0;
  const headClose = out.search(/<\/head\s*>/i);
  const headContent = headClose > headEnd ? out.slice(headEnd, headClose) : '';

  const additions: string[] = [];
  if (!/<meta\b[^>]*charset/i.test(headContent)) additions.push('<meta charset="utf-8">');
  if (!/<meta\b[^>]*name\s*=\s*["']?viewport/i.test(out)) {
    additions.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  }
  const documentPage = isDocumentPage(out);
  const assets = presentationAssetTags(assetBase, {
    documentPage,
    charts: !documentPage || /<canvas\b/i.test(out),
  });
  additions.push(assets, runtimeScriptTag(assetBase));
  // After the head's leading meta tags, so a second repair puts everything back in the same place.
  const leadingMeta = /^(?:\s*<meta\b[^>]*>)*/i.exec(out.slice(headEnd))?.[0] ?? '';
  const at = headEnd + leadingMeta.length;
  return `${out.slice(0, at)}\n${additions.join('\n')}\n${out.slice(at).replace(/^\s+/, '')}`;
}
