// A small HTML tokenizer (comments, raw-text elements, quoted attributes), as a browser reads tags:
// enough to find elements in streamed or stored markup without parsing it all.

/** Elements whose content is text up to their end tag, as a browser parses them. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
const SPACE = /[\t\n\f\r ]/;
const LETTER = /[a-zA-Z]/;

// A tag (name lower-cased; '' for comments and the like) from `start` to `end`; scanning goes on
// at `next` (for raw text: at its end tag). `until`: it runs past the text, up to a match of it.
export interface TToken {
  kind: 'open' | 'close' | 'other';
  name: string;
  start: number;
  end: number;
  next: number;
  until?: RegExp;
  untilLength?: number;
}

/** Where the tag whose name ends at `from` ends (past its `>`), or -1 when it is not complete yet. */
function tagEnd(text: string, from: number): number {
  let j = from;
  while (j < text.length) {
    const c = text[j];
    if (c === '>') return j + 1;
    j++;
    if (c !== '=') continue;
    while (j < text.length && SPACE.test(text[j] ?? '')) j++;
    const quote = text[j];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, j + 1);
      if (close < 0) return -1;
      j = close + 1;
    }
  }
  return -1;
}

/** A construct that runs to the first match of `until` (searched from `from`). */
function runsUntil(
  text: string,
  token: Omit<TToken, 'next'>,
  until: RegExp,
  untilLength: number,
  from: number,
): TToken {
  until.lastIndex = from;
  const match = until.exec(text);
  if (!match) return { ...token, next: from, until, untilLength };
  // A comment or declaration ends with its marker; raw text goes on to its end tag.
  return token.kind === 'other'
    ? { ...token, end: match.index + match[0].length, next: match.index + match[0].length }
    : { ...token, next: match.index };
}

/** The construct starting at `text[i] === '<'`, or null when more text is needed to know what it is. */
export function scanAt(text: string, i: number): TToken | null {
  const rest = text.length - i;
  if (rest < 2) return null;
  const next = text[i + 1] ?? '';
  const other = { kind: 'other', name: '', start: i } as const;
  if (next === '!' || next === '?') {
    if (text.startsWith('<!--', i))
      return runsUntil(text, { ...other, end: i + 2 }, /-->/g, 3, i + 2);
    if (rest < 4 && '<!--'.startsWith(text.slice(i))) return null;
    return runsUntil(text, { ...other, end: i + 2 }, />/g, 1, i + 2);
  }
  const closing = next === '/';
  const nameStart = closing ? i + 2 : i + 1;
  const first = text[nameStart];
  if (first === undefined) return null;
  if (!LETTER.test(first)) {
    if (!closing) return { ...other, end: i + 1, next: i + 1 };
    return runsUntil(text, { ...other, end: nameStart }, />/g, 1, nameStart);
  }
  let nameEnd = nameStart;
  while (nameEnd < text.length && !/[\t\n\f\r />]/.test(text[nameEnd] ?? '')) nameEnd++;
  const end = tagEnd(text, nameEnd);
  if (end < 0) return null;
  const name = text.slice(nameStart, nameEnd).toLowerCase();
  const kind = closing ? 'close' : 'open';
  if (closing || !RAW_TEXT.has(name)) return { kind, name, start: i, end, next: end };
  return runsUntil(
    text,
    { kind, name, start: i, end },
    new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi'),
    name.length + 3,
    end,
  );
}

/** The tags of a complete text, in order (an unfinished construct at the end is left out). */
function* tokens(text: string): Generator<TToken> {
  let i = text.indexOf('<');
  while (i >= 0) {
    const token = scanAt(text, i);
    if (!token || token.until) return;
    yield token;
    i = text.indexOf('<', Math.max(token.next, i + 1));
  }
}

const ATTRIBUTE =
  /([^\t\n\f\r "'>/=]+)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]+)))?/g;

/** The value of an attribute in a start tag (the first occurrence, as browsers do), or ''. */
export function attributeOf(tag: string, wanted: string): string {
  const nameEnd = tag.search(/[\t\n\f\r />]/);
  for (const match of tag.slice(nameEnd < 0 ? tag.length : nameEnd).matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === wanted) return match[2] ?? match[3] ?? match[4] ?? '';
  }
  return '';
}

/** Where the first `<name>` element and its content are (`end`: past its end tag, or the text's end). */
export interface TElementRange {
  start: number;
  innerStart: number;
  innerEnd: number;
  end: number;
  closed: boolean;
}

export function findElement(text: string, name: string): TElementRange | null {
  let open: TToken | undefined;
  let depth = 0;
  for (const token of tokens(text)) {
    if (token.name !== name) continue;
    if (!open) {
      if (token.kind !== 'open') continue;
      open = token;
      if (!RAW_TEXT.has(name)) continue;
      const endTag = scanAt(text, token.next);
      return {
        start: token.start,
        innerStart: token.end,
        innerEnd: token.next,
        end: endTag?.end ?? text.length,
        closed: true,
      };
    }
    if (token.kind === 'open') depth++;
    else if (token.kind === 'close' && depth-- === 0) {
      return {
        start: open.start,
        innerStart: open.end,
        innerEnd: token.start,
        end: token.end,
        closed: true,
      };
    }
  }
  return open
    ? {
        start: open.start,
        innerStart: open.end,
        innerEnd: text.length,
        end: text.length,
        closed: false,
      }
    : null;
}
