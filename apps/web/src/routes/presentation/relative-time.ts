// "5 min ago", "yesterday", "Mar 3": when something happened, as people say it.
import { formatShortDate } from '@pitchcraft/core';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return capitalised(relative.format(-hours, 'hour'));
  const days = Math.round(hours / 24);
  if (days < 7) return capitalised(relative.format(-days, 'day'));
  return formatShortDate(iso);
}

/** The full date and time, for a tooltip. */
export const fullDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
