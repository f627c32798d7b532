// What the top bar's Responses button says: the count on its badge, its accessible name, and one
// line per recent response. Pure, so the wording is tested without a browser.
import { relativeTime } from '@/routes/presentation/relative-time';

/** Above this the badge shows "99+" so it keeps its size. */
const MAX_BADGE_COUNT = 99;
/** How often the unread count is asked for again while the app is open. */
export const UNREAD_POLL_MS = 60_000;
export const NO_RESPONSES_TEXT =
  'No responses yet. When a client answers a shared presentation, it shows up here.';

/** The badge's text, or null when there is nothing unread (no badge at all). */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(Math.floor(count));
}

/** The button's accessible name: "Responses, 2 unread", or just "Responses". */
export function responsesButtonLabel(count: number): string {
  return count > 0 ? `Responses, ${Math.floor(count)} unread` : 'Responses';
}

export interface RecentResponseLine {
  summary: string;
  createdAt: string;
  read: boolean;
}

/** "Maria Rivera asked you to call · 5 min ago", for the list and for screen readers ("…, unread"). */
export function recentResponseText(item: RecentResponseLine, now = Date.now()): string {
  const when = relativeTime(item.createdAt, now);
  const line = when ? `${item.summary} · ${when}` : item.summary;
  return item.read ? line : `${line}, unread`;
}

/** Where a notification opens: the presentation's owner view, at its responses. */
export const responsesHref = (presentationId: string) =>
  `/presentation/${encodeURIComponent(presentationId)}#client-responses`;

/** Errors that mean "not for this account" (no subscription, signed out): the bell just goes away. */
export function isAccessError(error: unknown): boolean {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return code === 'FORBIDDEN' || code === 'UNAUTHORIZED';
}
