// How the record writes times, durations and amounts: unambiguous for whoever reads the file later,
// wherever they are (times in UTC, to the second).
import { formatCurrency } from '@pitchcraft/core';

/** '2026-11-27 14:03:12 UTC'. */
export function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** '3 min 12 s', '45 s', '1 h 02 min'. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** An amount in the analysis's currency ('$250,000'); the currency is stated once in the record. */
export const money = (amount: number): string => formatCurrency(amount);

/** '75%', '3.5%'. */
export const percent = (value: number): string => `${Number(value.toFixed(2))}%`;

/** The first `max` characters of a client's or advisor's text, marked when cut. */
export function clipped(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}… (shortened)`;
}

/** A list's note when only the newest `shown` of `total` are listed. */
export function newestNote(shown: number, total: number, what: string): string | null {
  return total > shown ? `The ${shown} most recent of ${total} ${what} are listed.` : null;
}
