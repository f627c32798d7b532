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
