// Clients and the public collection links that gather them.
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const clientCollectionLinks = pgTable(
  'client_collection_links',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryType: text('industry_type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    singleUse: boolean('single_use').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Set once, by the conditional update that accepts a single-use link's only submission.
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_collection_links_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    industryData: jsonb('industry_data').$type<Record<string, unknown>>().notNull().default({}),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull().default({}),
    source: text('source').notNull().default('manual'),
    submissionData: jsonb('submission_data').$type<Record<string, unknown>>(),
    // Mirrors submission_data.link_id as a real column so a link's submissions are indexed.
    linkId: text('link_id').references(() => clientCollectionLinks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_user_email_unique').on(t.userId, t.email),
    index('clients_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('clients_link_created_idx').on(t.linkId, t.createdAt.desc()),
  ],
);
