// Clients, the public collection links that gather them, and what each link's form submitted.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { organizations } from './organizations';

export const clientCollectionLinks = pgTable(
  'client_collection_links',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The organisation it belongs to. Left out of an insert, the database files it under its owner's
     * organisation (trigger take_owner_organization); it stays there when its owner leaves.
     */
    organizationId: text('organization_id')
      .notNull()
      .default(sql`NULL`)
      .references(() => organizations.id),
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
  (t) => [
    index('client_collection_links_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('client_collection_links_org_created_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The organisation it belongs to. Left out of an insert, the database files it under its owner's
     * organisation (trigger take_owner_organization); it stays there when its owner leaves.
     */
    organizationId: text('organization_id')
      .notNull()
      .default(sql`NULL`)
      .references(() => organizations.id),
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
    index('clients_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('clients_link_created_idx').on(t.linkId, t.createdAt.desc()),
  ],
);

/**
 * Every public form submission, kept as it arrived. One with a new e-mail creates its client
 * (status `created`); one whose e-mail matches a client the advisor already has never touches that
 * client: it waits (`pending`) until the advisor applies chosen fields (`applied`) or dismisses it.
 */
export const intakeSubmissions = pgTable(
  'intake_submissions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: text('link_id').references(() => clientCollectionLinks.id, { onDelete: 'set null' }),
    // The client it created or matched; cleared if the advisor deletes that client.
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** The client fields the form provided (name, phone, industry data), as a review compares them. */
    clientFields: jsonb('client_fields').$type<Record<string, unknown>>().notNull().default({}),
    /** The sanitised form fields, as the submission details dialog shows them. */
    submissionData: jsonb('submission_data').$type<Record<string, unknown>>().notNull().default({}),
    appliedFields: jsonb('applied_fields').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('intake_submissions_link_created_idx').on(t.linkId, t.createdAt.desc()),
    index('intake_submissions_user_status_idx').on(t.userId, t.status, t.createdAt.desc()),
    index('intake_submissions_client_idx').on(t.clientId),
  ],
);
