// The one sanitiser for section content (writers' fragments and legacy pages): an allow-list of
// markup on sanitize-html, with our placeholder and class rules. Nothing that runs code, loads a
// URL or styles the page survives, and the output is stable: sanitising it again changes nothing.
import sanitizeHtml from 'sanitize-html';

import {
  CONTENT_CLASSES,
  isBlockId,
  isChartId,
  isContentClass,
  isFigureId,
  isIconId,
} from './placeholders';
import { MAX_SECTION_TITLE } from './schema';

const HTML_TAGS = [
  'h3',
  'h4',
  'h5',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'blockquote',
  'a',
  'article',
  'header',
  'footer',
  'aside',
];
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'rect',
  'line',
  'polyline',
  'polygon',
  'ellipse',
  'title',
];

/** Tags dropped with everything inside them (the rest of the unknown tags keep their text). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'meta',
  'base',
  'link',
  'form',
  'input',
  'button',
  'select',
  'option',
  // Parsed as raw text by browsers; never shown.
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];
/** What an element is renamed to when it must go with its content (never in the output). */
const DROPPED = 'pc-dropped';

const PLACEHOLDERS: readonly (readonly [string, (id: string) => boolean])[] = [
  ['data-figure', isFigureId],
  ['data-chart', isChartId],
  ['data-block', isBlockId],
  ['data-icon', isIconId],
];

const LENGTH = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?(px|%|em)?$/i;
const NUMBERS = /^[\d\s.,eE+-]*$/;
const PAINT = /^(none|currentcolor|transparent|#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i;

/** SVG attributes and the values they may take (no url(), no references, no scripts). */
const SVG_ATTRIBUTES: Readonly<Record<string, RegExp>> = {
  viewbox: NUMBERS,
  d: /^[\d\s.,eE+\-MmLlHhVvCcSsQqTtAaZz]*$/,
  points: NUMBERS,
  fill: PAINT,
  stroke: PAINT,
  'stroke-width': LENGTH,
  'stroke-linecap': /^(butt|round|square)$/,
  'stroke-linejoin': /^(miter|round|bevel|arcs|miter-clip)$/,
  xmlns: /^http:\/\/www\.w3\.org\/2000\/svg$/,
  role: /^(img|presentation|none|graphics-document|graphics-symbol)$/,
  ...Object.fromEntries(
    ['cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height'].map((a) => [
      a,
      LENGTH,
    ]),
  ),
};
/** SVG attribute names the HTML parser lower-cases, and how we write them. */
const SVG_CASE: Readonly<Record<string, string>> = { viewbox: 'viewBox' };

const TABLE_SPAN = /^0*([1-9]|1\d|20)$/;
const SAFE_LINK = /^(mailto|tel):/i;

type TAttributes = Record<string, string>;

/** The placeholder an element carries: its attribute, 'invalid' for an unknown id, or null. */
function placeholderOf(attribs: TAttributes): { name: string; id: string } | 'invalid' | null {
  let found: { name: string; id: string } | null = null;
  for (const [name, isId] of PLACEHOLDERS) {
    const value = attribs[name];
    if (value === undefined) continue;
    const id = value.trim().toLowerCase();
    if (!isId(id)) return 'invalid';
    found ??= { name, id };
  }
  return found;
}

/** A link target we keep: mailto: and tel: only, as a browser would read the scheme. */
function safeHref(value: string): string | null {
  const href = value.replace(/[\t\n\r]/g, '').replace(/^[\p{Cc} ]+|[\p{Cc} ]+$/gu, '');
  return SAFE_LINK.test(href) ? href : null;
}

function allowedAttributes(tag: string, attribs: TAttributes): TAttributes {
  const kept: TAttributes = {};
  const svg = SVG_TAGS.includes(tag);
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (name === 'class') {
      const classes = [...new Set(value.split(/\s+/).filter(isContentClass))];
      if (classes.length > 0) kept.class = classes.join(' ');
    } else if (name === 'aria-label') {
      const label = value.replace(/\s+/g, ' ').slice(0, MAX_SECTION_TITLE).trim();
      if (label) kept[name] = label;
    } else if (name === 'aria-hidden') {
      if (value === 'true' || value === 'false') kept[name] = value;
    } else if (name === 'href' && tag === 'a') {
      const href = safeHref(raw);
      if (href) kept.href = href;
    } else if (name === 'scope' && tag === 'th') {
      if (/^(row|col|rowgroup|colgroup)$/.test(value)) kept[name] = value;
    } else if ((name === 'colspan' || name === 'rowspan') && (tag === 'td' || tag === 'th')) {
      if (TABLE_SPAN.test(value)) kept[name] = String(Number(value));
    } else if (svg && SVG_ATTRIBUTES[name]?.test(value) && value !== '') {
      kept[SVG_CASE[name] ?? name] = value;
    }
  }
  return kept;
}

function sanitiseOptions(): sanitizeHtml.IOptions {
  /** The open elements as the parser sees them, so a tag knows what it is inside. */
  const open: { name: string; placeholder: boolean }[] = [];
  const inPlaceholder = (elements: typeof open) => elements.some((e) => e.placeholder);
  const dropped = { tagName: DROPPED, attribs: {} };
  const svgAttributes = [...Object.keys(SVG_ATTRIBUTES), ...Object.values(SVG_CASE)];

  return {
    allowedTags: [...HTML_TAGS, ...SVG_TAGS],
    allowedAttributes: {
      '*': ['class', 'aria-label', 'aria-hidden', ...PLACEHOLDERS.map(([name]) => name)],
      a: ['href'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, svgAttributes])),
    },
    allowedClasses: { '*': [...CONTENT_CLASSES] },
    allowedSchemes: ['mailto', 'tel'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...DROPPED_WITH_CONTENT, DROPPED],
    // `<span data-figure="gap"/>` is a writer's shorthand for an empty placeholder, not a span
    // that swallows the rest of the paragraph (the output always closes elements explicitly).
    parser: {
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
      decodeEntities: true,
      recognizeSelfClosing: true,
    },
    onOpenTag(name, attribs) {
      open.push({ name, placeholder: placeholderOf(attribs) !== null });
    },
    onCloseTag() {
      open.pop();
    },
    // Text inside a placeholder is discarded: only the renderer fills placeholders.
    textFilter: (text) => (inPlaceholder(open) ? '' : text),
    transformTags: {
      '*': (tagName, attribs) => {
        const ancestors = open.slice(0, -1);
        if (inPlaceholder(ancestors)) return dropped;
        const placeholder = placeholderOf(attribs);
        if (placeholder === 'invalid') return dropped;
        if (placeholder) {
          const kept = { [placeholder.name]: placeholder.id };
          // An icon keeps its content classes (`<span class="pc-icon" data-icon="check">`): the
          // renderer wraps its drawing in a span with them, as a card's icon is styled.
          const classes =
            placeholder.name === 'data-icon'
              ? allowedAttributes(tagName, { class: attribs.class ?? '' }).class
              : undefined;
          return { tagName, attribs: classes ? { class: classes, ...kept } : kept };
        }
        // <title> is only an SVG's accessible name; in HTML it belongs to the head.
        if (tagName === 'title' && !ancestors.some((e) => e.name === 'svg')) return dropped;
        // The renderer owns the page's h1 and the sections' h2.
        const tag = tagName === 'h1' || tagName === 'h2' ? 'h3' : tagName;
        return { tagName: tag, attribs: allowedAttributes(tag, attribs) };
      },
    },
  };
}

/** NUL and unpaired surrogates, which the database cannot store. */
const UNSTORABLE = /\p{Cs}/gu;

/** A writer's HTML fragment, reduced to the markup a section may carry. */
export function sanitiseFragment(fragment: string): string {
  const html = fragment.replaceAll('\u0000', '').replace(UNSTORABLE, '\ufffd');
  // Dropping a wrapper can leave markup the parser nests differently when it reads it again
  // (`<p><section><p>` becomes `<p><p>`), so the result is sanitised until it is stable: then
  // storing, editing and re-sanitising a section never changes it.
  let result = sanitizeHtml(html, sanitiseOptions());
  for (let pass = 0; pass < 4; pass++) {
    const again = sanitizeHtml(result, sanitiseOptions());
    if (again === result) break;
    result = again;
  }
  return result;
}

/** Control characters (read as spaces) and invisible format characters: bidi controls, zero-width spaces. */
const CONTROL = /\p{Cc}/gu;
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;

/** A title as plain text: no control or bidi characters, whitespace collapsed, at most 200 characters. */
export function sanitiseTitle(text: string): string {
  const clean = text.replace(CONTROL, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_SECTION_TITLE) return clean;
  // Cut in UTF-16 units (the schema's measure) without splitting a surrogate pair.
  const cut = clean.slice(0, MAX_SECTION_TITLE).replace(/[\ud800-\udbff]$/, '');
  return cut.trim();
}
