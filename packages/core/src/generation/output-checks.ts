// Checks of generated presentation HTML (presentations spec §4 and §5), and the page's text as the
// viewer's fallback shows it. The silent repairs are html-repair.ts.

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
  if (PLACEHOLDER_TEXTS.some((text) => html.includes(text)))
    return VIEWER_ERROR_MESSAGES.placeholder;
  return null;
}

/** The viewer's post-load check, given the `bodyLength` the runtime reported. */
export function viewerErrorForBodyLength(bodyLength: number): string | null {
  return Number.isFinite(bodyLength) && bodyLength >= MIN_BODY_TEXT_LENGTH
    ? null
    : VIEWER_ERROR_MESSAGES.nearlyEmpty;
}

// Every HTML 4 entity, plus the HTML 5 names writers commonly emit. Runs of consecutive code
// points are listed by name only; '_' marks an unassigned code point.
const ENTITY_RUNS: readonly (readonly [number, string])[] = [
  [
    160,
    'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml',
  ],
  [
    913,
    'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho _ Sigma Tau Upsilon Phi Chi Psi Omega',
  ],
  [
    945,
    'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega',
  ],
  [33, 'excl quot num dollar percnt amp apos lpar rpar ast plus comma _ period sol'],
  [58, 'colon semi lt equals gt quest commat'],
  [91, 'lsqb bsol rsqb Hat lowbar grave'],
  [123, 'lcub verbar rcub'],
];
const ENTITY_CODES =
  'AMP 38 LT 60 GT 62 QUOT 34 COPY 169 REG 174 Tab 9 NewLine 10 OElig 338 oelig 339 Scaron 352 scaron 353 Yuml 376 fnof 402 circ 710 tilde 732 thetasym 977 upsih 978 piv 982 ensp 8194 emsp 8195 numsp 8199 puncsp 8200 thinsp 8201 hairsp 8202 ZeroWidthSpace 8203 zwnj 8204 zwj 8205 lrm 8206 rlm 8207 hyphen 8208 dash 8208 ndash 8211 mdash 8212 horbar 8213 lsquo 8216 rsquo 8217 sbquo 8218 ldquo 8220 rdquo 8221 bdquo 8222 dagger 8224 Dagger 8225 bull 8226 hellip 8230 permil 8240 prime 8242 Prime 8243 lsaquo 8249 rsaquo 8250 oline 8254 frasl 8260 euro 8364 image 8465 weierp 8472 real 8476 trade 8482 alefsym 8501 larr 8592 uarr 8593 rarr 8594 darr 8595 harr 8596 crarr 8629 lArr 8656 uArr 8657 rArr 8658 dArr 8659 hArr 8660 forall 8704 part 8706 exist 8707 empty 8709 nabla 8711 isin 8712 notin 8713 ni 8715 prod 8719 sum 8721 minus 8722 lowast 8727 radic 8730 prop 8733 infin 8734 ang 8736 and 8743 or 8744 cap 8745 cup 8746 int 8747 there4 8756 sim 8764 cong 8773 asymp 8776 ne 8800 equiv 8801 le 8804 ge 8805 sub 8834 sup 8835 nsub 8836 sube 8838 supe 8839 oplus 8853 otimes 8855 perp 8869 sdot 8901 lceil 8968 rceil 8969 lfloor 8970 rfloor 8971 loz 9674 starf 9733 star 9734 spades 9824 clubs 9827 hearts 9829 diams 9830 check 10003 cross 10007 lang 10216 rang 10217 centerdot 183 half 189';
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ...ENTITY_RUNS.flatMap(([first, names]) =>
    names
      .split(' ')
      .map((name, i) => [name, String.fromCodePoint(first + i)] as const)
      .filter(([name]) => name !== '_'),
  ),
  ...[...ENTITY_CODES.matchAll(/(\w+) (\d+)/g)].map(
    ([, name = '', code]) => [name, String.fromCodePoint(Number(code))] as const,
  ),
]);
/** Names a browser also decodes without the semicolon ('&copy 2025'). */
const LEGACY_ENTITIES = new Set([
  ...(ENTITY_RUNS[0]?.[1].split(' ') ?? []),
  'amp',
  'lt',
  'gt',
  'quot',
  'AMP',
  'LT',
  'GT',
  'QUOT',
  'COPY',
  'REG',
]);
/** What a browser shows for the C1 code points &#128; to &#159; (windows-1252). */
const C1_REPLACEMENTS =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function numericEntity(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return C1_REPLACEMENTS.charAt(code - 0x80);
  const invalid =
    !Number.isInteger(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
  return invalid ? '\ufffd' : String.fromCodePoint(code);
}

/** Text with its HTML character references decoded as a browser shows them, in one pass. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(
    /&(?:#(?:[xX]([0-9a-fA-F]{1,8})|(\d{1,9}));?|([A-Za-z][A-Za-z0-9]{0,31})(;?))/g,
    (entity, hex?: string, dec?: string, name?: string, semi?: string) => {
      if (hex !== undefined || dec !== undefined)
        return numericEntity(hex !== undefined ? Number.parseInt(hex, 16) : Number(dec));
      if (name === undefined) return entity;
      const named = semi ? NAMED_ENTITIES.get(name) : undefined;
      if (named !== undefined) return named;
      for (let end = name.length; end > 1; end -= 1) {
        const prefix = name.slice(0, end);
        if (LEGACY_ENTITIES.has(prefix))
          return `${NAMED_ENTITIES.get(prefix) ?? ''}${name.slice(end)}${semi ?? ''}`;
      }
      return entity;
    },
  );
}

/**
 * The readable text of an HTML page (the viewer's 'Simplified View'): scripts, styles and the
 * head removed, block elements on their own lines, cut at 5000 characters with '...'.
 */
export function simplifiedText(html: string): string {
  const text = decodeHtmlEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template|head|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(
        /<(br|\/p|\/div|\/section|\/h[1-6]|\/li|\/tr|\/header|\/footer|\/article|\/table)\b[^>]*>/gi,
        '\n',
      )
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > SIMPLIFIED_TEXT_LIMIT ? `${text.slice(0, SIMPLIFIED_TEXT_LIMIT)}...` : text;
}
