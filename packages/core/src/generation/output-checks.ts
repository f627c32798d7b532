// Checks and silent repairs of generated presentation HTML (presentations spec §4 and §5).
import { escapeHtml } from '../document/escape';
import { RUNTIME_MARKER_ATTRIBUTE, runtimeScriptTag } from './runtime-script';

export const OUTPUT_CHECK_MESSAGES = {
  notHtml: 'Generated content is not valid HTML. Please try again.',
  incomplete: 'Generated HTML is incomplete. Please try again.',
  invalidStructure: 'Generated HTML has invalid structure. Please try again.',
  tooShort: 'Generated HTML is too short. Please try again.',
} as const;

export const VIEWER_ERROR_MESSAGES = {
  empty: 'No content was generated. The AI might have failed to produce valid HTML.',
  invalid: 'Generated content appears to be incomplete or invalid HTML.',
  placeholder: 'The generation process completed but produced empty or placeholder content.',
  nearlyEmpty: 'The presentation loaded but appears to be empty or contains very little content.',
} as const;

export const MIN_HTML_LENGTH = 1000;
export const SIMPLIFIED_TEXT_LIMIT = 5000;
/** The viewer treats a frame body with fewer characters than this (1.5 s after load) as empty. */
export const MIN_BODY_TEXT_LENGTH = 50;
export const EMPTY_CHECK_DELAY_MS = 1500;
const PLACEHOLDER_TEXTS = ['No recommendations generated', 'Failed to generate content'] as const;

const HAS_DOCTYPE = /<!doctype\s+html/i;
const HTML_OPEN = /<html[\s>]/i;
const BODY_OPEN = /<body[\s>]/i;
const HTML_CLOSE = /<\/html\s*>/i;
const BODY_CLOSE = /<\/body\s*>/i;

/** The first failing output check of spec §5, or null when the HTML is acceptable. */
export function checkGeneratedHtml(html: string): string | null {
  if (!HAS_DOCTYPE.test(html) && !HTML_OPEN.test(html)) return OUTPUT_CHECK_MESSAGES.notHtml;
  if (!BODY_CLOSE.test(html) || !HTML_CLOSE.test(html)) return OUTPUT_CHECK_MESSAGES.incomplete;
  if (!HTML_OPEN.test(html) || !BODY_OPEN.test(html)) return OUTPUT_CHECK_MESSAGES.invalidStructure;
  if (html.trim().length < MIN_HTML_LENGTH) return OUTPUT_CHECK_MESSAGES.tooShort;
  return null;
}

/** The viewer's pre-render check (spec §4), or null when the HTML may be rendered. */
export function viewerErrorFor(html: string | null | undefined): string | null {
  if (html === null || html === undefined || html.trim() === '') return VIEWER_ERROR_MESSAGES.empty;
  if (!HTML_OPEN.test(html) || !BODY_OPEN.test(html)) return VIEWER_ERROR_MESSAGES.invalid;
  if (PLACEHOLDER_TEXTS.some((text) => html.includes(text))) return VIEWER_ERROR_MESSAGES.placeholder;
  return null;
}

/** The viewer's post-load check, given the `bodyLength` the runtime reported. */
export function viewerErrorForBodyLength(bodyLength: number): string | null {
  return Number.isFinite(bodyLength) && bodyLength >= MIN_BODY_TEXT_LENGTH ? null : VIEWER_ERROR_MESSAGES.nearlyEmpty;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  copy: '©',
  reg: '®',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The readable text of an HTML page (the viewer's 'Simplified View'): scripts, styles and the
 * head removed, block elements on their own lines, cut at 5000 characters with '...'.
 */
export function simplifiedText(html: string): string {
  const text = decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template|head|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<(br|\/p|\/div|\/section|\/h[1-6]|\/li|\/tr|\/header|\/footer|\/article|\/table)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > SIMPLIFIED_TEXT_LIMIT ? `${text.slice(0, SIMPLIFIED_TEXT_LIMIT)}...` : text;
}

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
export const PRELOADED_INTER_FILES = ['inter-latin-400-normal.woff2', 'inter-latin-700-normal.woff2'] as const;

/** The pinned assets a presentation gets, replacing whatever CDN copies the page used. */
export function presentationAssetTags(assetBase = '', { documentPage = false, charts = true }: TAssetTagOptions = {}): string {
  const base = escapeHtml(assetBase);
  if (documentPage) {
    return [
      // The regular and bold faces the first screen shows load alongside the stylesheet that
      // names them (font-display: swap keeps the text visible meanwhile).
      ...PRELOADED_INTER_FILES.map((file) => `<link rel="preload" href="${base}/assets/fonts/${file}" as="font" type="font/woff2" crossorigin>`),
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
    if (attributeValue(attributes, 'content')?.startsWith(`${DOCUMENT_PAGE_GENERATOR} `)) return true;
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
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

function originOf(url: string): string | null {
  const match = /^(?:https?:)?\/\/([^/?#]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

function isForeign(url: string, ownOrigin: string | null): boolean {
  const origin = originOf(url);
  if (origin === null) return /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) && !/^data:/i.test(url.trim());
  return origin !== ownOrigin;
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
  const ownOrigin = originOf(assetBase);
  let out = html
    .replace(new RegExp(`<script\\b[^>]*\\b${RUNTIME_MARKER_ATTRIBUTE}\\b[^>]*>[\\s\\S]*?<\\/script\\s*>\\s*`, 'gi'), '')
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

  const headMatch = /<head\b[^>]*>/i.exec(out);
  if (!headMatch) {
    const htmlOpen = /<html\b[^>]*>/i.exec(out);
    if (htmlOpen) {
      const at = htmlOpen.index + htmlOpen[0].length;
      out = `${out.slice(0, at)}\n<head>\n</head>${out.slice(at)}`;
    } else {
      out = `<head>\n</head>\n${out}`;
    }
  }
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
  const assets = presentationAssetTags(assetBase, { documentPage, charts: !documentPage || /<canvas\b/i.test(out) });
  additions.push(assets, runtimeScriptTag(assetBase));
  // After the head's leading meta tags, so a second repair puts everything back in the same place.
  const leadingMeta = /^(?:\s*<meta\b[^>]*>)*/i.exec(out.slice(headEnd))?.[0] ?? '';
  const at = headEnd + leadingMeta.length;
  return `${out.slice(0, at)}\n${additions.join('\n')}\n${out.slice(at).replace(/^\s+/, '')}`;
}
