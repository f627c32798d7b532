// Agencies: organisations, their members and roles, invitations, the compliance review of a
// presentation's versions, in-app notifications and the append-only audit log. Every account
// belongs to exactly one organisation (a solo advisor to an organisation of one, made by the
// database when the account is created), and clients, links and presentations belong to the
// organisation they were made in.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { MEMBER_ROLES } from '@pitchcraft/core';

import { users } from './accounts';

export const memberRole = pgEnum('member_role', MEMBER_ROLES);

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  /** Null for an organisation of one: it is shown under its owner's company name. */
  name: text('name'),
  /**
   * The member whose profile carries the subscription (its Stripe customer, trial and status):
   * the owner. Every member's access is decided from it.
   */
  billingUserId: text('billing_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Paid seats last sent to the billing provider (owner, admins and advisors). */
  seatQuantity: integer('seat_quantity').notNull().default(1),
  /** Sharing, client downloads and follow-ups need an approved version (off by default). */
  requireApproval: boolean('require_approval').notNull().default(false),
  /**
   * The organisation's brand kit is its owner's (billing member's); when this is on, a member who
   * set up a kit of their own keeps using it, otherwise every member's presentations carry the
   * organisation's.
   */
  allowPersonalBrand: boolean('allow_personal_brand').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    /** One organisation per account. */
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    /** For an assistant: the advisor whose clients and drafts they prepare. */
    assistsUserId: text('assists_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_members_org_idx').on(t.organizationId, t.role)],
);

/** An e-mailed invitation: only the SHA-256 of its token is stored; single use, expiring. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    assistsUserId: text('assists_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_unique').on(t.tokenHash),
    index('organization_invitations_org_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

/** In-app notifications (the bell), beside the e-mails sent for the same events. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An in-app path, e.g. /presentations/:id */
    href: text('href'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Every change of consequence: who, what, when, from where. Append-only: a trigger refuses updates,
 * deletes and truncation. No foreign keys: the record outlives the rows it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    /** e.g. auth.sign_in, member.invited, presentation.shared, review.approved, export.pdf */
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_org_idx').on(t.organizationId, t.occurredAt.desc(), t.id.desc()),
    index('audit_log_org_action_idx').on(t.organizationId, t.action, t.occurredAt.desc()),
  ],
);

export const blockKind = pgEnum('block_kind', ['disclaimer', 'about', 'licensing', 'other']);

/**
 * Approved text blocks (disclaimers, about-the-firm, licensing statements): placed by the AI and
 * the editor exactly as written here, never altered. `body` is sanitised HTML.
 */
export const organizationBlocks = pgTable(
  'organization_blocks',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: blockKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('organization_blocks_org_idx').on(t.organizationId, t.kind)],
);
