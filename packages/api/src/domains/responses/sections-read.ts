// The sections of a presentation its visitors read longest: per view (what one visit read) and
// over every view. Only sections the presentation has, never a name a beacon made up.
import {
  and,
  desc,
  eq,
  inArray,
  presentationViewSections,
  sql,
  type Database,
} from '@pitchcraft/db';

import type { SectionIndex } from '../analytics/sections';

const TOP_SECTIONS = 5;

/** Each view's sections, most read first: only sections the presentation has. */
export async function sectionsByView(db: Database, viewIds: string[], sections: SectionIndex) {
  const byView = new Map<string, { name: string; visibleMs: number }[]>();
  if (viewIds.length === 0 || sections.size === 0) return byView;
  const rows = await db
    .select({
      viewId: presentationViewSections.viewId,
      name: presentationViewSections.name,
      visibleMs: presentationViewSections.visibleMs,
    })
    .from(presentationViewSections)
    .where(
      and(
        inArray(presentationViewSections.viewId, viewIds),
        inArray(presentationViewSections.name, [...sections.keys()]),
      ),
    )
    .orderBy(desc(presentationViewSections.visibleMs));
  for (const r of rows) {
    const list = byView.get(r.viewId) ?? [];
    if (list.length < TOP_SECTIONS && r.visibleMs > 0)
      list.push({ name: r.name, visibleMs: r.visibleMs });
    byView.set(r.viewId, list);
  }
  return byView;
}

/** The sections read most over every view of a presentation, by id: only sections it has. */
export async function topSectionsOf(
  db: Database,
  presentationId: string,
  sections: SectionIndex,
  limit = TOP_SECTIONS,
) {
  if (sections.size === 0) return [];
  const rows = await db
    .select({
      name: presentationViewSections.name,
      visibleMs: sql<number>`sum(${presentationViewSections.visibleMs})::int`,
    })
    .from(presentationViewSections)
    .where(
      and(
        eq(presentationViewSections.presentationId, presentationId),
        inArray(presentationViewSections.name, [...sections.keys()]),
      ),
    )
    .groupBy(presentationViewSections.name)
    .orderBy(sql`2 desc`, presentationViewSections.name)
    .limit(limit);
  return rows
    .filter((r) => r.visibleMs > 0)
    .map((r) => ({ name: r.name, visibleMs: Number(r.visibleMs) }));
}
