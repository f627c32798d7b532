// Reads a page saved before documents existed as document sections: each top-level <section>
// of the page becomes one, sanitised like any writer's fragment, within the schema's limits.
import { escapeHtml } from './escape';
import { findElement } from './html-tokens';
import { sanitiseFragment, sanitiseTitle } from './sanitise';
import {
  LEGACY_KIND,
  MAX_SECTION_HTML,
  MAX_SECTIONS,
  ZDocumentSection,
  type TDocumentSection,
} from './schema';
import { parseSections, plainText, splitHeading } from './section-stream';

const MAX_ID = 64;

interface TDraft {
  id: string;
  title: string;
  html: string;
}

/** A section id from a legacy id attribute, or null when nothing usable is left of it. */
export function legacySectionId(value: string): string | null {
  const id = value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_ID)
    .replace(/-+$/, '');
  return /^[a-z]/.test(id) ? id : null;
}

function uniqueId(wanted: string, taken: Set<string>): string {
  const base = wanted.slice(0, MAX_ID).replace(/-+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) {
    const suffix = `-${n}`;
    id = `${base.slice(0, MAX_ID - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  taken.add(id);
  return id;
}

// Sanitised markup is canonical (quoted attributes, escaped text, no comments), so its tags can be
// followed with a simple pattern.
const TAG = /<(\/?)([a-z][a-z0-9-]*)[^>]*?(\/?)>/g;
const WRAPPED = /^(<([a-z][a-z0-9-]*)[^>]*>)([\s\S]*)(<\/\2>)$/;

/** The top-level nodes of sanitised markup, in order: whole elements and the text runs between them. */
function topLevelPieces(html: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let from = 0;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, , selfClosing] = match;
    const start = match.index;
    if (depth === 0 && start > from) {
      pieces.push(html.slice(from, start));
      from = start;
    }
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing) depth++;
    if (depth === 0) {
      pieces.push(html.slice(from, start + tag.length));
      from = start + tag.length;
    }
  }
  if (from < html.length) pieces.push(html.slice(from));
  return pieces;
}

/** Cuts text (escaped) at most `limit` long without splitting an entity. */
function cutText(text: string, limit: number): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    let cut = limit;
    const amp = rest.lastIndexOf('&', cut);
    if (amp > cut - 10 && rest.indexOf(';', amp) >= cut) cut = amp;
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...chunks, rest];
}

/** Sanitised markup in chunks of at most `limit` characters, split between elements where it can be. */
function splitMarkup(html: string, limit: number): string[] {
  if (html.length <= limit) return [html];
  const pieces = topLevelPieces(html);
  if (pieces.length === 1) {
    if (!html.startsWith('<')) return cutText(html, limit);
    const wrapped = WRAPPED.exec(html);
    const [, open = '', , inner = '', close = ''] = wrapped ?? [];
    // An element that cannot be split (a giant SVG path) is left out rather than cut mid-tag.
    if (!wrapped || open.length + close.length >= limit / 2) return [];
    return splitMarkup(inner, limit - open.length - close.length).map(
      (part) => open + part + close,
    );
  }
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces.flatMap((p) => splitMarkup(p, limit))) {
    if (current && current.length + piece.length > limit) {
      chunks.push(current);
      current = '';
    }
    current += piece;
  }
  return current ? [...chunks, current] : chunks;
}

/** The page's sections as written, before the limits are applied. */
function draftsOf(html: string): TDraft[] {
  const { sections } = parseSections(html);
  if (sections.length > 0) {
    return sections.map((section, index) => {
      const heading = section.title
        ? section
        : { id: section.id, ...splitHeading(section.html, 'h1') };
      return {
        id: legacySectionId(section.id) ?? `section-${index + 1}`,
        title: sanitiseTitle(heading.title),
        html: sanitiseFragment(heading.html),
      };
    });
  }
  const body = findElement(html, 'body');
  const titleElement = findElement(html, 'title');
  let content = body ? html.slice(body.innerStart, body.innerEnd) : html;
  let title = titleElement
    ? sanitiseTitle(plainText(html.slice(titleElement.innerStart, titleElement.innerEnd)))
    : '';
  const h1 = splitHeading(content, 'h1');
  // The page's own heading would repeat the section title.
  if (h1.title && (!title || sanitiseTitle(h1.title) === title)) {
    title = sanitiseTitle(h1.title);
    content = h1.html;
  }
  return [{ id: 'presentation', title: title || 'Presentation', html: sanitiseFragment(content) }];
}

/** Oversized sections continue in the next; beyond MAX_SECTIONS the tail joins the last one. */
function withinLimits(drafts: TDraft[]): TDraft[] {
  const fitted = drafts.flatMap((draft) =>
    splitMarkup(draft.html, MAX_SECTION_HTML).map((html, part) => ({
      ...draft,
      id: part === 0 ? draft.id : `${draft.id}-continued`,
      html,
    })),
  );
  if (fitted.length <= MAX_SECTIONS) return fitted;
  const kept = fitted.slice(0, MAX_SECTIONS - 1);
  const tail = fitted.slice(MAX_SECTIONS - 1);
  const [last] = tail;
  if (!last) return kept;
  const merged = tail
    .map((draft, index) =>
      index === 0 || !draft.title
        ? draft.html
        : `<h3>${escapeHtml(draft.title)}</h3>\n${draft.html}`,
    )
    .join('\n');
  return [...kept, { ...last, html: splitMarkup(merged, MAX_SECTION_HTML)[0] ?? '' }];
}

/** The sections of a page saved before documents (its top-level `<section>`s, or the whole body). */
export function legacySections(html: string): TDocumentSection[] {
  const taken = new Set<string>();
  return withinLimits(draftsOf(html)).map((draft) =>
    ZDocumentSection.parse({
      id: uniqueId(draft.id, taken),
      kind: LEGACY_KIND,
      title: draft.title,
      html: draft.html,
      charts: [],
      hidden: false,
      source: 'legacy',
      replaced: null,
    }),
  );
}
