// The products an advisor is licensed to offer: what the wizard lets them recommend and both
// writers describe. Until an advisor adds their own, the product's built-in entries serve only as a
// sample catalogue, labelled as such (packages/core generation/insurers.ts).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts';

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The insurer (carrier) as the advisor names it. */
    insurer: text('insurer').notNull(),
    name: text('name').notNull(),
    /** How the needs analysis prices it: 'term' | 'permanent' | 'health' | 'investment' | 'retirement'. */
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    /** Short feature lines, as the advisor wrote them. */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** The advisor's own notes (never shown to a client). */
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalogue_products_user_idx').on(t.userId, t.insurer, t.name),
    uniqueIndex('catalogue_products_user_insurer_name_unique').on(
      t.userId,
      sql`lower(${t.insurer})`,
      sql`lower(${t.name})`,
    ),
  ],
);
