// Writing in-app notifications (the bell). The e-mail for the same event is sent by the domain
// that raises it; this only records what each member sees in the app.
import { notifications, type Executor } from '@pitchcraft/db';

import { newId } from '../../ids';

export interface NotificationInput {
  /** e.g. review.submitted, review.approved, review.rejected, member.joined */
  kind: string;
  title: string;
  body?: string;
  /** An in-app path, e.g. /presentations/:id */
  href?: string;
}

export async function notify(db: Executor, userIds: readonly string[], input: NotificationInput) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await db.insert(notifications).values(
    unique.map((userId) => ({
      id: newId(),
      userId,
      kind: input.kind,
      title: input.title.slice(0, 200),
      body: (input.body ?? '').slice(0, 1000),
      href: input.href ?? null,
    })),
  );
}
