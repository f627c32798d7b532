// The bell: every signed-in member reads and marks only their own notifications, whatever their
// role or subscription (a reviewer is told of a submission even when billing has lapsed).
import { z } from 'zod';

import { ZMarkNotificationsReadInput, ZNotificationListInput } from '@pitchcraft/core';

import { protectedProcedure, router } from '../../trpc';
import * as bell from './service';

const ZNotification = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  href: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

export const notificationsRouter = router({
  list: protectedProcedure
    .input(ZNotificationListInput)
    .output(z.object({ items: z.array(ZNotification), nextCursor: z.string().nullable() }))
    .query(({ ctx, input }) => bell.listNotifications(ctx, ctx.user.id, input)),
  unreadCount: protectedProcedure
    .output(z.object({ count: z.number() }))
    .query(({ ctx }) => bell.unreadNotificationCount(ctx, ctx.user.id)),
  markRead: protectedProcedure
    .input(ZMarkNotificationsReadInput)
    .output(z.object({ marked: z.number() }))
    .mutation(({ ctx, input }) => bell.markNotificationsRead(ctx, ctx.user.id, input)),
});
