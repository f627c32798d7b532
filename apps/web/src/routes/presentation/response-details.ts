// How the owner view words a client's response: the number to call, the version the client was
// looking at, and the sections they spent longest on. Pure, so the wording is tested on its own.
import { formatDuration } from '@pitchcraft/core';

/** Sections shown under a response; the rest are left out. */
const SECTIONS_SHOWN = 3;

/** A tel: link for a number as the client typed it ("+1 (416) 555-0142" -> "tel:+14165550142"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** "Viewed version 3", or null when the response came without a recorded view. */
export function viewedVersionText(versionNumber: number | null): string | null {
  return versionNumber === null ? null : `Viewed version ${versionNumber}`;
}

export interface SectionRead {
  name: string;
  /** The section's title in the presentation (the server sends them in the presentation's order). */
  title: string;
  visibleMs: number;
}

/**
 * The sections read longest (barely seen ones left out), by title with their time ("2m 10s"),
 * shown in the order the presentation has them.
 */
export function sectionsReadMost(
  sections: SectionRead[],
  max = SECTIONS_SHOWN,
): { name: string; time: string }[] {
  const kept = new Set(
    sections
      .filter((section) => section.visibleMs >= 1000 && section.title.trim() !== '')
      .sort((a, b) => b.visibleMs - a.visibleMs)
      .slice(0, max),
  );
  return sections
    .filter((section) => kept.has(section))
    .map((section) => ({ name: section.title, time: formatDuration(section.visibleMs) }));
}

/** The ids of the responses that were unread when the advisor first saw them on this page. */
export function unreadIds(items: { id: string; readAt: string | null }[]): string[] {
  return items.filter((item) => item.readAt === null).map((item) => item.id);
}

/** "1 new" / "3 new" beside the card's title. */
export const newCountText = (count: number) => `${count} new`;
