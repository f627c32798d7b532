// In-app notifications (the bell): the inputs of the notifications procedures and their limits.
import { z } from 'zod';

const NOTIFICATIONS_PAGE_MAX = 50;
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
/** How many notifications one markRead call names at most (a page of them). */
const NOTIFICATIONS_MARK_MAX = 100;
/** How often the bell asks for the unread count while the app is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

const ZNotificationId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid notification');

export const ZNotificationListInput = z
  .object({
    /** The last notification of the previous page. */
    cursor: ZNotificationId.optional(),
    limit: z.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).optional(),
  })
  .optional();
export type TNotificationListInput = z.infer<typeof ZNotificationListInput>;

/** Either these notifications or all of them; a refusal names the `ids` field. */
export const ZMarkNotificationsReadInput = z
  .object({
    ids: z.array(ZNotificationId).min(1).max(NOTIFICATIONS_MARK_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.all === undefined), {
    message: 'Name the notifications to mark read, or all of them',
    path: ['ids'],
  });
export type TMarkNotificationsReadInput = z.infer<typeof ZMarkNotificationsReadInput>;
