// A client's timeline as the detail panel shows it: entries grouped by day ("Today", "Yesterday",
// "Monday, March 3"), the line naming the presentation an entry belongs to, which response an entry
// is, and the CSV export turned into a file to download. Pure, so it is tested without a browser.
import {
  RESPONSE_KINDS,
  RESPONSE_LABELS,
  type TResponseKind,
  type TTimelineEntry,
} from '@pitchcraft/core';

export interface TimelineDay<T> {
  /** The local date, YYYY-MM-DD. */
  key: string;
  label: string;
  entries: T[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "Today", "Yesterday", "Monday, March 3", or with the year when it is not this year's. */
export function dayLabel(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Entries (newest first) in runs of the same local day, in the order given. */
export function groupByDay<T extends Pick<TTimelineEntry, 'at'>>(
  entries: readonly T[],
  now = new Date(),
): TimelineDay<T>[] {
  const days: TimelineDay<T>[] = [];
  for (const entry of entries) {
    const date = new Date(entry.at);
    const key = Number.isNaN(date.getTime()) ? 'unknown' : dayKey(date);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: key === 'unknown' ? 'Unknown date' : dayLabel(date, now), entries: [] };
      days.push(day);
    }
    day.entries.push(entry);
  }
  return days;
}

/** The response kind a "response" entry stands for, from its title (the button the client pressed). */
export function responseKindOf(
  entry: Pick<TTimelineEntry, 'kind' | 'title'>,
): TResponseKind | null {
  if (entry.kind !== 'response') return null;
  return RESPONSE_KINDS.find((kind) => RESPONSE_LABELS[kind] === entry.title) ?? null;
}

/** The presentation an entry belongs to, and the version the client saw ("Version 2"), for the line under it. */
export function presentationLine(
  entry: Pick<TTimelineEntry, 'kind' | 'presentationTitle' | 'versionNumber'>,
): { title: string; version: string | null } | null {
  if (!entry.presentationTitle) return null;
  // A version's or a signature's title already names its version, and a new presentation is
  // always its first.
  const showVersion =
    entry.versionNumber !== null &&
    entry.kind !== 'version' &&
    entry.kind !== 'acknowledgement' &&
    entry.kind !== 'presentation';
  return {
    title: entry.presentationTitle,
    version: showVersion ? `Version ${entry.versionNumber}` : null,
  };
}

/** The entry's detail, unless it only repeats the presentation's title (shown as the link below it). */
export function detailText(
  entry: Pick<TTimelineEntry, 'detail' | 'presentationTitle'>,
): string | null {
  const detail = entry.detail.trim();
  if (!detail || detail === entry.presentationTitle) return null;
  return detail;
}

/** A file name that is safe to save: no folders, no control characters, ending in .csv. */
export function csvFileName(name: string, fallback = 'client-timeline.csv'): string {
  const base = [...name]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/^[.\s-]+/, '')
    .trim()
    .slice(0, 120);
  if (!base) return fallback;
  return /\.csv$/i.test(base) ? base : `${base}.csv`;
}

/** What the browser saves for the timelineCsv answer. */
export function timelineDownload(answer: { fileName: string; csv: string }): {
  fileName: string;
  type: string;
  content: string;
} {
  return {
    fileName: csvFileName(answer.fileName),
    type: 'text/csv;charset=utf-8',
    content: answer.csv,
  };
}
