// The sections a presentation really has. A section beacon is free text from a public page (the
// page's runtime reports each <section>'s id, but anyone can post anything), so only names of the
// sections the visitor was shown are recorded, and only sections the presentation has are named in
// a draft, on a timeline, in the analytics or to the AI: rows recorded before the check may hold
// anything.
import { legacySectionId, legacySections, parseDocument } from '@pitchcraft/core/document';
import {
  and,
  desc,
  eq,
  presentations,
  presentationVersions,
  presentationViews,
  rowsOf,
  sql,
  type Executor,
} from '@pitchcraft/db';

/** Section id → its title (the id when the title is blank), in the presentation's order. */
export type SectionIndex = ReadonlyMap<string, string>;

interface StoredState {
  document: unknown;
  htmlContent: string;
}

/** A stored state's sections as the editor lists them: its document's, else the legacy page's top-level <section>s. */
function sectionIndexOf(state: StoredState): SectionIndex {
  const sections = parseDocument(state.document)?.sections ?? legacySections(state.htmlContent);
  return new Map(sections.map((s) => [s.id, s.title.trim() || s.id]));
}

/** A text as the page's runtime reports it: whitespace collapsed, at most 60 characters. */
const asReported = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);

/**
 * The id of the real section a beacon's name stands for, or null. The runtime reports a section's
 * id attribute as written (a legacy page's may differ from its id in case or punctuation), or the
 * heading of a section without one.
 */
export function sectionIdFor(name: string, index: SectionIndex): string | null {
  if (index.has(name)) return name;
  const legacy = legacySectionId(name);
  if (legacy && index.has(legacy)) return legacy;
  const reported = asReported(name);
  for (const [id, title] of index) if (asReported(title) === reported) return id;
  return null;
}

// Parsing a document (or a legacy page) on every beacon would be wasted work: a version never
// changes, and the current state is keyed by the time it last changed.
const CACHE_LIMIT = 500;
const cache = new Map<string, SectionIndex>();

async function cached(
  key: string,
  load: () => Promise<StoredState | undefined>,
): Promise<SectionIndex> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const state = await load();
  if (!state) return new Map();
  const index = sectionIndexOf(state);
  cache.set(key, index);
  const oldest = cache.keys().next().value;
  if (cache.size > CACHE_LIMIT && oldest !== undefined) cache.delete(oldest);
  return index;
}

/** The sections of one version of a presentation. */
function versionSections(
  db: Executor,
  presentationId: string,
  number: number,
): Promise<SectionIndex> {
  return cached(`${presentationId}@v${number}`, async () => {
    const [row] = await db
      .select({
        document: presentationVersions.document,
        htmlContent: presentationVersions.htmlContent,
      })
      .from(presentationVersions)
      .where(
        and(
          eq(presentationVersions.presentationId, presentationId),
          eq(presentationVersions.number, number),
        ),
      )
      .limit(1);
    return row;
  });
}

/** The presentation's current sections; `stamp` is its updated_at as text (it changes with every save). */
function currentSections(
  db: Executor,
  presentationId: string,
  stamp: string,
): Promise<SectionIndex> {
  return cached(`${presentationId}@${stamp}`, async () => {
    const [row] = await db
      .select({ document: presentations.document, htmlContent: presentations.htmlContent })
      .from(presentations)
      .where(eq(presentations.id, presentationId))
      .limit(1);
    return row;
  });
}

/** What the write path knows of a view: its presentation, the version it was shown, and whether that version is on record. */
export interface ViewedState {
  presentationId: string;
  versionNumber: number | null;
  /** A row of presentation_versions holds that version (not so for views before versions were kept). */
  versioned: boolean;
  /** The presentation's updated_at as text. */
  stamp: string;
}

/** The sections of the page a view was shown: its version's, else (views before versions) the current ones. */
export function sectionsOfView(db: Executor, view: ViewedState): Promise<SectionIndex> {
  if (view.versioned && view.versionNumber !== null)
    return versionSections(db, view.presentationId, view.versionNumber);
  return currentSections(db, view.presentationId, view.stamp);
}

/**
 * Every section a visitor of the presentation may have read: the current ones and those of each
 * version that was viewed. A section's title is its newest.
 */
export async function presentationSections(
  db: Executor,
  presentationId: string,
): Promise<SectionIndex> {
  const [row] = rowsOf<{ stamp: string }>(
    await db.execute(
      sql`select updated_at::text as stamp from presentations where id = ${presentationId}`,
    ),
  );
  if (!row) return new Map();
  const viewed = await db
    .selectDistinct({ number: presentationVersions.number })
    .from(presentationVersions)
    .innerJoin(
      presentationViews,
      and(
        eq(presentationViews.presentationId, presentationVersions.presentationId),
        eq(presentationViews.versionNumber, presentationVersions.number),
      ),
    )
    .where(eq(presentationVersions.presentationId, presentationId))
    .orderBy(desc(presentationVersions.number));
  const merged = new Map(await currentSections(db, presentationId, row.stamp));
  for (const { number } of viewed) {
    for (const [id, title] of await versionSections(db, presentationId, number))
      if (!merged.has(id)) merged.set(id, title);
  }
  return merged;
}

/** Names recorded for a presentation, kept only where they are its sections, each as its title. */
export function titlesOf(names: readonly string[], index: SectionIndex): string[] {
  return names.flatMap((name) => {
    const title = index.get(name);
    return title === undefined ? [] : [title];
  });
}

/**
 * Entries named by section id, each with its title, in the order the presentation has them (the
 * order a client reads it in); names that are not its sections are dropped.
 */
export function inPresentationOrder<T extends { name: string }>(
  items: readonly T[],
  index: SectionIndex,
): (T & { title: string })[] {
  const order = [...index.keys()];
  return items
    .flatMap((item) => {
      const title = index.get(item.name);
      return title === undefined ? [] : [{ ...item, title }];
    })
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}
