// What compliance reviews and templates hang off: a presentation's submitted versions and the
// decisions on them, reviewers' comments, and the organisation's presentation templates.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { organizations } from './organizations';
import { presentations } from './presentations';

export const reviewStatus = pgEnum('review_status', [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
]);

/**
 * A version submitted for compliance review, and the decision on it. Approval is of that exact
 * version's page hash: an edit makes a new version, which needs its own approval.
 */
export const presentationReviews = pgTable(
  'presentation_reviews',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    pageHash: text('page_hash').notNull(),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    status: reviewStatus('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open review per presentation.
    uniqueIndex('presentation_reviews_one_pending')
      .on(t.presentationId)
      .where(sql`${t.status} = 'pending'`),
    index('presentation_reviews_queue_idx').on(t.organizationId, t.status, t.submittedAt.desc()),
    index('presentation_reviews_presentation_idx').on(t.presentationId, t.versionNumber),
  ],
);

/** A reviewer's (or the advisor's reply) comment on a review, on one section or the whole. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => presentationReviews.id, { onDelete: 'cascade' }),
    /** The document section it is about; null for the presentation as a whole. */
    sectionId: text('section_id'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_comments_review_idx').on(t.reviewId, t.createdAt)],
);

/**
 * A presentation template: a section set with per-section instructions and locked blocks, and the
 * wizard's default settings, made from a good presentation and chosen in the wizard.
 */
export const presentationTemplates = pgTable(
  'presentation_templates',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** [{ type, title, instructions, blockIds }] in page order. */
    sections: jsonb('sections').$type<Record<string, unknown>[]>().notNull(),
    /** The wizard's strategy settings this template starts from. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    sourcePresentationId: text('source_presentation_id').references(() => presentations.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('presentation_templates_org_idx').on(t.organizationId, t.createdAt.desc())],
);
