import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { clients } from './clients';
import { organizations } from './organizations';

export const presentations = pgTable(
  'presentations',
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
    title: text('title').notNull(),
    clientName: text('client_name').notNull(),
    clientData: jsonb('client_data').$type<Record<string, unknown>>().notNull(),
    /** The client record it was generated for (its timeline); null when typed in the wizard. */
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    htmlContent: text('html_content').notNull(),
    /** The document of sections the page is rendered from; null for pages saved before documents. */
    document: jsonb('document').$type<Record<string, unknown>>(),
    /** The number of the latest version (presentation_versions). */
    version: integer('version').notNull().default(1),
    salesStrategy: jsonb('sales_strategy').$type<Record<string, unknown>>().notNull(),
    shareEnabled: boolean('share_enabled').notNull().default(false),
    sharedUrl: text('shared_url'),
    // Share controls: an optional expiry, a passcode (argon2id hash only) and an e-mail gate.
    shareExpiresAt: timestamp('share_expires_at', { withTimezone: true }),
    sharePasscodeHash: text('share_passcode_hash'),
    /**
     * The passcode's length, so its owner can be told to lengthen one below today's minimum. Null
     * for a passcode set before lengths were kept, until a visitor's right passcode reveals it.
     */
    sharePasscodeLength: integer('share_passcode_length'),
    shareRequireEmail: boolean('share_require_email').notNull().default(false),
    // Owner notifications: the first open, then a digest at most once a day.
    // On for a new presentation: the advisor hears the moment the client first opens it.
    notifyOnView: boolean('notify_on_view').notNull().default(true),
    firstViewNotifiedAt: timestamp('first_view_notified_at', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('presentations_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('presentations_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('presentations_client_idx').on(t.clientId),
  ],
);

/**
 * Every saved state of a presentation, immutable: what was shown to a client stays on record.
 * The presentation row holds the latest (its `version`).
 */
export const presentationVersions = pgTable(
  'presentation_versions',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** 'generated' | 'edit' | 'section-regenerated' | 'brand-applied' | 'figures-changed' | 'restored' */
    change: text('change').notNull(),
    /** A short human description, e.g. "Edited What you need" or "Restored version 2". */
    summary: text('summary').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    document: jsonb('document').$type<Record<string, unknown>>(),
    clientData: jsonb('client_data').$type<Record<string, unknown>>().notNull(),
    htmlContent: text('html_content').notNull(),
    /** SHA-256 (hex) of `html_content`, the page this version shows. */
    pageHash: text('page_hash').notNull(),
    /**
     * SHA-256 (hex) chaining this version to the one before it: see records/hash-chain.ts. A
     * changed or removed version breaks every later link.
     */
    chainHash: text('chain_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('presentation_versions_number_idx').on(t.presentationId, t.number)],
);

/**
 * A client's signed acknowledgement of one version ("I'd like to go ahead", signed): immutable,
 * one per version. Holds the IP address the signature came from, unlike views.
 */
export const presentationAcknowledgements = pgTable(
  'presentation_acknowledgements',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    /** The signed version's page hash (presentation_versions.page_hash) at the time of signing. */
    pageHash: text('page_hash').notNull(),
    /** The full name the client typed. */
    signerName: text('signer_name').notNull(),
    /** The exact consent sentence the client agreed to. */
    consentText: text('consent_text').notNull(),
    /** The e-mail a gated page's visitor gave, if any. */
    viewerEmail: text('viewer_email'),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('presentation_acknowledgements_version_idx').on(t.presentationId, t.versionNumber),
  ],
);

/** Proof that a visitor passed a shared presentation's passcode or e-mail gate (token hashed). */
export const shareGrants = pgTable(
  'share_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    viewerEmail: text('viewer_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_grants_presentation_idx').on(t.presentationId)],
);

/** One visit of a shared presentation. No IP address is stored. */
export const presentationViews = pgTable(
  'presentation_views',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** Random id kept in the visitor's browser; null for Do-Not-Track / GPC visitors. */
    visitorId: text('visitor_id'),
    anonymous: boolean('anonymous').notNull().default(false),
    device: text('device'),
    referrerHost: text('referrer_host'),
    viewerEmail: text('viewer_email'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    activeMs: integer('active_ms').notNull().default(0),
    heartbeats: integer('heartbeats').notNull().default(0),
    sectionEvents: integer('section_events').notNull().default(0),
    /** The version the visitor was shown (null for views recorded before versions). */
    versionNumber: integer('version_number'),
  },
  (t) => [
    index('presentation_views_presentation_started_idx').on(t.presentationId, t.startedAt.desc()),
  ],
);

export const presentationViewSections = pgTable(
  'presentation_view_sections',
  {
    viewId: text('view_id')
      .notNull()
      .references(() => presentationViews.id, { onDelete: 'cascade' }),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    visibleMs: integer('visible_ms').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.viewId, t.name] }),
    index('presentation_view_sections_presentation_idx').on(t.presentationId),
  ],
);
