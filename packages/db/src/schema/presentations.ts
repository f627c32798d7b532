import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const presentations = pgTable(
  'presentations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    clientName: text('client_name').notNull(),
    clientData: jsonb('client_data').$type<Record<string, unknown>>().notNull(),
    htmlContent: text('html_content').notNull(),
    salesStrategy: jsonb('sales_strategy').$type<Record<string, unknown>>().notNull(),
    shareEnabled: boolean('share_enabled').notNull().default(false),
    sharedUrl: text('shared_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presentations_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
