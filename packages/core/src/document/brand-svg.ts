// An uploaded SVG logo or headshot, reduced to drawing only: an allow-list of SVG elements and
// attributes on sanitize-html (in XML mode, so names keep their case). Nothing that runs code,
// loads or links to anything outside the file, or escapes the XML survives. It is served with a
// sandboxing CSP as well, and shown through <img>, where browsers never run scripts.
import sanitizeHtml from 'sanitize-html';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const SHAPES = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use'];
const FILTER_PRIMITIVES = [
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMergeNode',
  'feDropShadow',
];
const TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feMerge',
  'style',
  ...SHAPES,
  ...FILTER_PRIMITIVES,
];

const ATTRIBUTES = [
  'id',
  'class',
  'style',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'xmlns',
  'xmlns:xlink',
  'version',
  'xml:space',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'href',
  'xlink:href',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'word-spacing',
  'dx',
  'dy',
  'textLength',
  'lengthAdjust',
  'display',
  'visibility',
  'color',
  'overflow',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'color-interpolation-filters',
  'mix-blend-mode',
  'isolation',
  'vector-effect',
  'shape-rendering',
  'paint-order',
];

/** A reference inside the file: `#id`. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;
/** url(#id), the only url() an attribute may hold (gradients, clips, masks, filters). */
const LOCAL_URL = /^url\(\s*(["']?)#[A-Za-z_][\w.:-]*\1\s*\)$/i;
/** What no value may name once whitespace and control characters are ignored. */
const SCRIPTED =
  /(javascript|vbscript|data|livescript):|expression\(|@import|-moz-binding|behavior:/i;
/** What a style (element or attribute) may not hold: any url(), escapes that could hide one, markup. */
const UNSAFE_STYLE =
  /url\(|image-set\(|\\|<|&|@import|@font-face|@namespace|expression\(|-moz-binding|behavior:/i;

const compact = (value: string) => value.replace(/[\s\p{Cc}]+/gu, '');

/** The value an attribute keeps, or null when it must go. */
function safeValue(name: string, value: string): string | null {
  const squeezed = compact(value);
  if (SCRIPTED.test(squeezed)) return null;
  if (name === 'href' || name === 'xlink:href')
    return FRAGMENT.test(value.trim()) ? value.trim() : null;
  if (name === 'xmlns') return value.trim() === SVG_NS ? SVG_NS : null;
  if (name === 'xmlns:xlink') return value.trim() === XLINK_NS ? XLINK_NS : null;
  if (name === 'style') return UNSAFE_STYLE.test(value) || /url\(/i.test(squeezed) ? null : value;
  if (/url\(/i.test(squeezed)) return LOCAL_URL.test(value.trim()) ? value.trim() : null;
  return value;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { '*': ATTRIBUTES },
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  selfClosing: [...SHAPES, ...FILTER_PRIMITIVES],
  // Dropped with everything inside them (other unknown elements keep their text, never shown).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'foreignObject',
    'metadata',
    'iframe',
    'noscript',
    'image',
    'feImage',
    'animate',
    'set',
    'animateTransform',
    'animateMotion',
    'handler',
    'listener',
  ],
  disallowedTagsMode: 'discard',
  // <style> is allowed on purpose: its text is checked whole by exclusiveFilter below.
  allowVulnerableTags: true,
  parser: { xmlMode: true, decodeEntities: true },
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        const safe = safeValue(name, value);
        if (safe !== null) kept[name] = safe;
      }
      return { tagName, attribs: kept };
    },
  },
  // sanitize-html passes a style element's text through as it is: only plain CSS may stay.
  exclusiveFilter: (frame) => frame.tag === 'style' && UNSAFE_STYLE.test(frame.text),
};

/**
 * The SVG reduced to its drawing, as a standalone document (namespaces declared, so it renders
 * through <img>), or null when the text holds no `<svg>` element or declares entities.
 */
export function sanitiseSvg(text: string): string | null {
  if (!/<svg[\s>/]/.test(text) || /<!ENTITY/i.test(text)) return null;
  const clean = sanitizeHtml(text, OPTIONS);
  const start = clean.search(/<svg[\s>/]/);
  const end = clean.lastIndexOf('</svg>');
  if (start < 0 || end < start) return null;
  let svg = clean.slice(start, end + '</svg>'.length);
  const rootEnd = svg.indexOf('>');
  const root = svg.slice(0, rootEnd);
  const declarations = [
    root.includes(' xmlns="') ? '' : ` xmlns="${SVG_NS}"`,
    svg.includes('xlink:') && !root.includes(' xmlns:xlink="') ? ` xmlns:xlink="${XLINK_NS}"` : '',
  ].join('');
  if (declarations) svg = `<svg${declarations}${svg.slice(4)}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`;
}
