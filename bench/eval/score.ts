// How one evaluated presentation scores: its sections accepted as written, repaired (a sentence
// mended or the section asked for again) or replaced by the built-in writer's version; the silent
// holes its page shows (a placeholder that rendered empty, "is  a month", an element left empty by
// a removed placeholder); and speaker notes that reached the client's page.
import type { TDocumentSection } from '@pitchcraft/core/document';

interface Hole {
  section: string;
  what: string;
  /** The page text around it. */
  near: string;
}

export interface Score {
  sections: number;
  accepted: number;
  repaired: number;
  replaced: number;
  /** Repairs and replacements for a typed amount or an unknown placeholder. */
  caught: number;
  holes: Hole[];
  /** Speaker notes (or their markup) found on the client's page. */
  notesLeaked: string[];
  /** Sections carrying a speaker note. */
  withNotes: number;
}

/** Inline tags: removing one leaves its neighbours' words in the same run of text. */
const INLINE = /<\/?(span|strong|em|b|i|a|small|abbr|sup|sub)(\s[^>]*)?>/gi;
const TAG = /<[^>]+>/g;

/** The visible text of rendered HTML, each block on its own line, spaces kept as written. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|svg|template)[\s\S]*?<\/\1>/gi, '\n')
    .replace(INLINE, '')
    .replace(TAG, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z0-9#]+;/gi, '·');
}

/** What a removed placeholder leaves in the words around it. */
const TEXT_HOLES: readonly (readonly [RegExp, string])[] = [
  [/\S {2,}(?=\S)/g, 'two spaces where a figure was'],
  [/\S +[,.;:!?](?=\s|$)/g, 'a space before punctuation'],
  [/\(\s*\)/g, 'empty brackets'],
  [/\$(?!\s?\d)/g, 'a currency sign without an amount'],
  [
    /\b(the|an?|of|than|nearly|roughly|approximately)[,.;:](?=\s|$)/gi,
    'a sentence that ends where its figure should be',
  ],
  [/\b(undefined|NaN|null)\b/g, 'a value that was never filled'],
];

/** Elements a writer fills with words: empty, they are what a removed placeholder left. */
const EMPTY_ELEMENT =
  /<(p|li|td|th|strong|em|b|h3|h4|dd|dt|figcaption|blockquote)(\s[^>]*)?>\s*<\/\1>/gi;
const EMPTY_FIGURE = /<span[^>]*data-figure="([^"]*)"[^>]*>\s*<\/span>/gi;

function around(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 40), index + 40)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rendered page's sections: id and inner HTML. */
function renderedSections(html: string): { id: string; html: string }[] {
  const found: { id: string; html: string }[] = [];
  const pattern = /<section\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/section>/gi;
  for (let m = pattern.exec(html); m; m = pattern.exec(html))
    found.push({ id: m[1] ?? '', html: m[2] ?? '' });
  return found;
}

/** Every silent hole on the rendered page. */
function holesIn(html: string): Hole[] {
  const holes: Hole[] = [];
  for (const section of renderedSections(html)) {
    for (const m of section.html.matchAll(EMPTY_FIGURE))
      holes.push({ section: section.id, what: `figure "${m[1]}" rendered empty`, near: '' });
    for (const m of section.html.matchAll(EMPTY_ELEMENT))
      holes.push({ section: section.id, what: `an empty <${m[1]}>`, near: m[0].slice(0, 80) });
    const text = pageText(section.html);
    for (const [pattern, what] of TEXT_HOLES)
      for (const m of text.matchAll(pattern))
        holes.push({ section: section.id, what, near: around(text, m.index) });
  }
  return holes;
}

const CAUGHT_REASONS = new Set(['unverified-figure', 'unknown-placeholder']);

/** Words of a note long enough to recognise it on the page. */
function noteProbe(note: string): string {
  return note.replace(/\s+/g, ' ').trim().slice(0, 48);
}

export function scorePresentation(
  sections: readonly TDocumentSection[],
  html: string,
  writtenNotes: readonly string[] = [],
): Score {
  const text = pageText(html).replace(/\s+/g, ' ');
  const replaced = sections.filter((s) => s.replaced);
  const repaired = sections.filter((s) => !s.replaced && (s.repairs?.length ?? 0) > 0);
  const notes = [...sections.flatMap((s) => (s.notes ? [s.notes] : [])), ...writtenNotes];
  const notesLeaked = [
    ...(html.includes('data-notes') ? ['the data-notes markup'] : []),
    ...notes.map(noteProbe).filter((probe) => probe.length > 0 && text.includes(probe)),
  ];
  return {
    sections: sections.length,
    accepted: sections.length - replaced.length - repaired.length,
    repaired: repaired.length,
    replaced: replaced.length,
    caught:
      replaced.filter((s) => s.replaced && CAUGHT_REASONS.has(s.replaced)).length +
      repaired.reduce((n, s) => n + (s.repairs?.length ?? 0), 0),
    holes: holesIn(html),
    notesLeaked: [...new Set(notesLeaked)],
    withNotes: sections.filter((s) => s.notes).length,
  };
}
