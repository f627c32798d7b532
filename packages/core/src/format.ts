// Date formats of the spec, shared by every screen.
export function formatLongDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Provider timestamps are epoch seconds. */
export function formatEpochSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return 'N/A';
  return formatLongDate(seconds * 1000);
}

/** 'Jan 5, 2025'; 'Invalid Date' when the value cannot be read. */
export function formatShortDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid Date';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'January 5, 2025', from the UTC calendar date so output does not depend on the server's zone. */
export function formatPresentationDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A list as a sentence reads it: 'a', 'a and b', 'a, b and c' (or 'a, b or c'). */
export function listText(
  items: readonly (string | number)[],
  conjunction: 'and' | 'or' = 'and',
): string {
  if (items.length <= 1) return String(items[0] ?? '');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${String(items[items.length - 1] ?? '')}`;
}
