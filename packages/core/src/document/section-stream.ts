// Splits a writer's streamed reply into its top-level `<section>`s as they close. The tokenizer of
// html-tokens.ts finds the section tags; the content is only sliced out here and is sanitised
// later (sanitise.ts, validate.ts).
import sanitizeHtml from 'sanitize-html';

import { escapeHtml } from './escape';
import { attributeOf, findElement, scanAt } from './html-tokens';
import { MAX_SECTION_NOTES } from './schema';

/** id: the id attribute lower-cased (validated later); title: the first `<h2>`'s text; html: the
 * body without that `<h2>` and without its speaker note, trimmed, not yet sanitised; notes: the
 * text of its `<aside data-notes>` (absent when it has none). */
export interface TParsedSection {
  id: string;
  title: string;
  html: string;
  notes?: string;
}

export interface TSectionStream {
  /** Feeds streamed text; returns the sections this chunk completed, in order. */
  push(chunk: string): TParsedSection[];
  /** The text after the last completed section (the section being written, if any). */
  pending(): string;
  readonly completed: number;
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

/** Splits a section body into the text of its first `<h2>` (or h1) and the rest, trimmed. */
export function splitHeading(body: string, heading: 'h1' | 'h2'): { title: string; html: string } {
  const found = findElement(body, heading);
  if (!found?.closed) return { title: '', html: body.trim() };
  return {
    title: plainText(body.slice(found.innerStart, found.innerEnd)),
    html: (body.slice(0, found.start) + body.slice(found.end)).trim(),
  };
}

/** A speaker note: `<aside data-notes>` to its end tag (or, left open, to the end of the body). */
const NOTES = /<aside\b[^>]*?\sdata-notes(?=[\s=/>])[^>]*>([\s\S]*?)(?:<\/aside\s*>|$)/gi;
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/** A note's plain text: tags and invisible characters gone, at most 600 characters, cut at a word. */
function noteText(html: string): string {
  const text = plainText(html).replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_SECTION_NOTES) return text;
  const cut = text.slice(0, MAX_SECTION_NOTES - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SECTION_NOTES / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A section's body without its speaker note, and the note's text (the first note when there are
 * several; every one is removed, so none reaches the client's page).
 */
export function takeNotes(html: string): { html: string; notes: string } {
  let notes = '';
  const rest = html.replace(NOTES, (_, inner: string) => {
    notes ||= noteText(inner);
    return '';
  });
  return { html: rest === html ? html : rest.trim(), notes };
}

function parsedSection(openTag: string, body: string): TParsedSection {
  const { title, html } = splitHeading(body, 'h2');
  const taken = takeNotes(html);
  const id = attributeOf(openTag, 'id').trim().toLowerCase();
  return taken.notes
    ? { id, title, html: taken.html, notes: taken.notes }
    : { id, title, html: taken.html };
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

/** A section in the form writers stream it (and parseSections reads it back), its note last. */
export function serialiseSection({ id, title, html, notes }: TParsedSection): string {
  const note = notes ? `<aside data-notes>${escapeHtml(notes)}</aside>\n` : '';
  return `<section id="${id}">\n<h2>${escapeHtml(title)}</h2>\n${html}\n${note}</section>\n`;
}

export function serialiseSections(list: readonly TParsedSection[]): string {
  return list.map(serialiseSection).join('');
}
