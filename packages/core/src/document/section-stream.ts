// Splits a writer's streamed reply into its top-level `<section>`s as they close. A small HTML
// tokenizer (comments, raw-text elements, quoted attributes) finds the section tags; the content
// is only sliced out here and is sanitised later (sanitise.ts, validate.ts).
import sanitizeHtml from 'sanitize-html';

import { escapeHtml } from './escape';

/** id: the id attribute lower-cased (validated later); title: the first `<h2>`'s text; html: the
 * body without that `<h2>`, trimmed, not yet sanitised. */
export interface TParsedSection {
  id: string;
  title: string;
  html: string;
}

export interface TSectionStream {
  /** Feeds streamed text; returns the sections this chunk completed, in order. */
  push(chunk: string): TParsedSection[];
  /** The text after the last completed section (the section being written, if any). */
  pending(): string;
  readonly completed: number;
}

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
interface TToken {
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
function scanAt(text: string, i: number): TToken | null {
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
function attributeOf(tag: string, wanted: string): string {
  const nameEnd = tag.search(/[\t\n\f\r />]/);
  for (const match of tag.slice(nameEnd < 0 ? tag.length : nameEnd).matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === wanted) return match[2] ?? match[3] ?? match[4] ?? '';
  }
  return '';
}

const BLOCK_TAG =
  /<(\/?)(p|div|br|hr|li|dt|dd|tr|td|th|caption|h[1-6]|ul|ol|dl|table|thead|tbody|tfoot|section|article|header|footer|aside|blockquote|figure|figcaption|main|nav)(?=[\t\n\f\r />])/gi;
const TEXT_ENTITY = /&(amp|lt|gt|quot);/g;
const TEXT_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** The visible text of a fragment: tags removed, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  // Blocks separate words; the parser (sanitize-html) decodes every named and numeric entity.
  const text = sanitizeHtml(html.replace(BLOCK_TAG, ' <$1$2'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'xmp',
      'iframe',
      'noscript',
      'noembed',
      'noframes',
      'template',
      'title',
      'head',
    ],
  });
  return text
    .replace(TEXT_ENTITY, (_, name: string) => TEXT_ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
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

/** Splits a section body into the text of its first `<h2>` (or h1) and the rest, trimmed. */
export function splitHeading(body: string, heading: 'h1' | 'h2'): { title: string; html: string } {
  const found = findElement(body, heading);
  if (!found?.closed) return { title: '', html: body.trim() };
  return {
    title: plainText(body.slice(found.innerStart, found.innerEnd)),
    html: (body.slice(0, found.start) + body.slice(found.end)).trim(),
  };
}

function parsedSection(openTag: string, body: string): TParsedSection {
  return { id: attributeOf(openTag, 'id').trim().toLowerCase(), ...splitHeading(body, 'h2') };
}

export function createSectionStream(): TSectionStream {
  // The text after the last completed section: `parts` are scanned, `carry` (an unfinished tag)
  // is scanned again with the next chunk. Only new text is searched, so a long reply costs O(n).
  let parts: string[] = [];
  let partsLength = 0;
  let carry = '';
  /** While inside a long comment or raw text: what ends it, and the tail that may begin the match. */
  let waiting: { until: RegExp; overlap: string; keep: number } | null = null;
  let depth = 0;
  let openTag = '';
  let bodyStart = 0;
  let completed = 0;

  function commit(text: string): void {
    parts.push(text);
    partsLength += text.length;
  }

  /** Scans text that follows the committed parts; returns the sections it completes. */
  function scan(input: string): TParsedSection[] {
    const done: TParsedSection[] = [];
    let text = input;
    carry = '';
    let i = text.indexOf('<');
    while (i >= 0) {
      const token = scanAt(text, i);
      if (!token) {
        commit(text.slice(0, i));
        carry = text.slice(i);
        return done;
      }
      if (token.until) {
        const keep = (token.untilLength ?? 1) - 1;
        waiting = {
          until: token.until,
          overlap: text.slice(Math.max(token.next, text.length - keep)),
          keep,
        };
        commit(text);
        return done;
      }
      if (token.name === 'section' && token.kind === 'open') {
        if (depth === 0) {
          openTag = text.slice(token.start, token.end);
          bodyStart = partsLength + token.end;
        }
        depth++;
      } else if (token.name === 'section' && token.kind === 'close' && depth > 0 && --depth === 0) {
        const region = parts.join('') + text;
        done.push(parsedSection(openTag, region.slice(bodyStart, partsLength + token.start)));
        completed++;
        parts = [];
        partsLength = 0;
        text = text.slice(token.end);
        i = text.indexOf('<');
        continue;
      }
      i = text.indexOf('<', Math.max(token.next, i + 1));
    }
    commit(text);
    return done;
  }

  return {
    push(chunk) {
      if (!waiting) return scan(carry + chunk);
      const { until, overlap, keep } = waiting;
      const search = overlap + chunk;
      until.lastIndex = 0;
      const match = until.exec(search);
      if (!match) {
        commit(chunk);
        waiting.overlap = keep > 0 ? search.slice(-keep) : '';
        return [];
      }
      waiting = null;
      const resume = match.index + match[0].length - overlap.length;
      commit(chunk.slice(0, resume));
      return scan(chunk.slice(resume));
    },
    pending() {
      const text = parts.join('');
      parts = text ? [text] : [];
      return text + carry;
    },
    get completed(): number {
      return completed;
    },
  };
}

/** The top-level sections of a whole text, and the text after the last complete one. */
export function parseSections(text: string): { sections: TParsedSection[]; rest: string } {
  const stream = createSectionStream();
  const sections = stream.push(text);
  return { sections, rest: stream.pending() };
}

/** A section in the form writers stream it (and parseSections reads it back). */
export function serialiseSection({ id, title, html }: TParsedSection): string {
  return `<section id="${id}">\n<h2>${escapeHtml(title)}</h2>\n${html}\n</section>\n`;
}

export function serialiseSections(list: readonly TParsedSection[]): string {
  return list.map(serialiseSection).join('');
}
