// What happens after a presentation is shared: the client's responses on the shared page, the
// advisor's follow-ups, and sharing turned on and off — with views and versions, a client's timeline.
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { RESPONSE_KINDS } from '@pitchcraft/core';

import { users } from './accounts';
import { presentations, presentationViews } from './presentations';

/** The buttons on the shared page, from the one list in core. */
export const responseKind = pgEnum('response_kind', RESPONSE_KINDS);

/** A client's answer on the shared page. Everything in it was typed by the client: untrusted text. */
export const presentationResponses = pgTable(
  'presentation_responses',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** The owner, so the unread badge counts without a join. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: responseKind('kind').notNull(),
    message: text('message'),
    phone: text('phone'),
    preferredTimes: text('preferred_times'),
    /** The version the client was shown when answering. */
    versionNumber: integer('version_number'),
    viewId: text('view_id').references(() => presentationViews.id, { onDelete: 'set null' }),
    /** From the e-mail gate's grant, when the share asks for one. */
    viewerEmail: text('viewer_email'),
    /** Made once per form by the page: the same request twice is one response. */
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('presentation_responses_request_idx').on(t.presentationId, t.requestId),
    index('presentation_responses_presentation_created_idx').on(
      t.presentationId,
      t.createdAt.desc(),
    ),
    index('presentation_responses_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** An e-mail the advisor sent from the app after a presentation (as sent: the advisor's edited text). */
export const followUps = pgTable(
  'follow_ups',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** 'ai' | 'built-in': where the draft it started from came from. */
    draftSource: text('draft_source').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('follow_ups_presentation_sent_idx').on(t.presentationId, t.sentAt.desc())],
);

/** Sharing turned on or off, for the client's timeline. */
export const shareEvents = pgTable(
  'share_events',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** 'enabled' | 'disabled' */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_events_presentation_created_idx').on(t.presentationId, t.createdAt.desc())],
);
