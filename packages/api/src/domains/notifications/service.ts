// The bell: a member's own in-app notifications, newest first, and marking them read. Every query
// is scoped to the caller's user id, so nobody reads or marks anyone else's.
import {
  NOTIFICATIONS_PAGE_DEFAULT,
  type TMarkNotificationsReadInput,
  type TNotificationListInput,
} from '@pitchcraft/core';
import { and, count, desc, eq, inArray, isNull, notifications, sql } from '@pitchcraft/db';

import type { Context } from '../../context';

type Deps = Pick<Context, 'db'>;

interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  href: string | null;
  read: boolean;
  createdAt: string;
}

/** Only a path inside the app becomes a link: never another site or a script URL. */
const isInAppPath = (href: string | null): href is string =>
  href !== null && /^\/(?![/\\])[^\s]*$/.test(href);

export async function listNotifications(
  { db }: Deps,
  userId: string,
  input: TNotificationListInput,
): Promise<{ items: NotificationItem[]; nextCursor: string | null }> {
  const limit = input?.limit ?? NOTIFICATIONS_PAGE_DEFAULT;
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        // After the cursor's row, compared in the database at full timestamp precision.
        input?.cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${input.cursor} and n.user_id = ${userId})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      href: isInAppPath(row.href) ? row.href : null,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? last.id : null,
  };
}

export async function unreadNotificationCount({ db }: Deps, userId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { count: row?.unread ?? 0 };
}

/** Marks the named notifications (only the caller's own; others are ignored) or all of them. */
export async function markNotificationsRead(
  { db }: Deps,
  userId: string,
  input: TMarkNotificationsReadInput,
): Promise<{ marked: number }> {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        input.ids ? inArray(notifications.id, input.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return { marked: marked.length };
}
