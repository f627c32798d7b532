// What a real server needs beside the product's tables: idempotent webhooks, mail that is
// never silently dropped, rate limits shared by every server process, and test-mode billing.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { users } from './accounts';

export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * Who the message is from, as sent: the product's own address (MAIL_FROM, as DMARC requires)
     * with a display name — "Jordan Rivera via Pitchcraft" for a mail an advisor sends a client.
     * Null on rows written before these columns: MAIL_FROM then.
     */
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    /** Where the client's reply goes: the advisor's own address (and name), for mail sent on their behalf. */
    replyToAddress: text('reply_to_address'),
    replyToName: text('reply_to_name'),
    // pending: waiting for the SMTP transport; sent: delivered; stored: kept in the dev outbox.
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt.desc()),
    index('email_outbox_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// Subscriptions of the built-in test-mode billing provider, shaped like the provider's objects.
export const testBillingSubscriptions = pgTable(
  'test_billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    trialEnd: bigint('trial_end', { mode: 'number' }),
    currentPeriodEnd: bigint('current_period_end', { mode: 'number' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Paid seats, as the provider's subscription item quantity. */
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_billing_subscriptions_customer_idx').on(t.customerId, t.createdAt.desc())],
);

export const testBillingCheckouts = pgTable('test_billing_checkouts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  trialPeriodDays: integer('trial_period_days'),
  quantity: integer('quantity').notNull().default(1),
  status: text('status').notNull().default('open'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Test mode's proration lines: what a seat change mid-period charges or credits, as the provider
 * would add to the next invoice (amount in cents; negative is a credit).
 */
export const testBillingProrations = pgTable(
  'test_billing_prorations',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => testBillingSubscriptions.id, { onDelete: 'cascade' }),
    fromQuantity: integer('from_quantity').notNull(),
    toQuantity: integer('to_quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_billing_prorations_subscription_idx').on(t.subscriptionId, t.createdAt)],
);
