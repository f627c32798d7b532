import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An advisor's brand kit: colours, texts and the images their presentations carry. */
export const brandKits = pgTable('brand_kits', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** { primary, secondary, accent } as #RRGGBB, or null for the presentation's own scheme. */
  colours: jsonb('colours').$type<{ primary: string; secondary: string; accent: string } | null>(),
  /** The company's disclaimer, added to "Important information" (never replacing ours). */
  disclaimer: text('disclaimer').notNull().default(''),
  licence: text('licence').notNull().default(''),
  /** Contact details shown in the advisor block: { phone, email, website, address }. */
  contact: jsonb('contact').$type<Record<string, string>>().notNull().default({}),
  logoAssetId: text('logo_asset_id'),
  headshotAssetId: text('headshot_asset_id'),
  /** A small "Made with Pitchcraft" line under shared presentations; the advisor may switch it off. */
  showMadeWith: boolean('show_made_with').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An uploaded image, stored in the database and served by its content hash with a long cache. */
export const brandAssets = pgTable(
  'brand_assets',
  {
    /** sha256 of the stored bytes (hex): the address it is served at. */
    id: text('id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Per advisor: two advisors uploading the same file each own a copy, so deleting one account
  // never takes another advisor's logo with it.
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('brand_assets_id_idx').on(t.id)],
);
