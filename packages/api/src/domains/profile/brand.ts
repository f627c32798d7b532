// The advisor's brand kit: colours, texts, contact details, and a logo and headshot stored in the
// database and served by their content hash (apps/server routes/brand-assets.ts). Editing touches the
// caller's own kit only; what clients see (new presentations, the shared page, the intake form)
// carries the kit that applies to them, which for an agency's member may be the organisation's.
// The images are uploaded and removed in brand-images.ts.
import {
  brandAssetPath,
  type TBrandColours,
  type TBrandContact,
  type TBrandImageKind,
  type TBrandImageType,
  type TBrandKitValues,
  type TPublicAdvisor,
} from '@pitchcraft/core';
import { ZDocumentBrand, type TDocumentBrand } from '@pitchcraft/core/document';
import {
  brandAssets,
  brandKits,
  eq,
  inArray,
  organizations,
  presentations,
  userProfiles,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { billingAccountOf } from '../billing/billing-account';

export interface BrandKit {
  colours: TBrandColours | null;
  disclaimer: string;
  licence: string;
  contact: TBrandContact;
  /** Where the logo is served ('/brand-assets/<sha256>.<ext>'), or null. */
  logo: string | null;
  headshot: string | null;
  /** Whether what clients see carries the small "Made with Pitchcraft" line (on until switched off). */
  showMadeWith: boolean;
  /** When the kit was last saved; null when the advisor has none yet. */
  updatedAt: string | null;
}

type KitRow = typeof brandKits.$inferSelect;

const EMPTY_CONTACT: TBrandContact = { phone: '', email: '', website: '', address: '' };
export const ASSET_COLUMN = {
  logo: 'logoAssetId',
  headshot: 'headshotAssetId',
} as const satisfies Record<TBrandImageKind, keyof KitRow>;

function contactOf(value: Record<string, unknown> | null | undefined): TBrandContact {
  const field = (key: keyof TBrandContact) => (typeof value?.[key] === 'string' ? value[key] : '');
  return {
    phone: field('phone'),
    email: field('email'),
    website: field('website'),
    address: field('address'),
  };
}

async function loadKitRow(db: Executor, userId: string): Promise<KitRow | null> {
  const [row] = await db.select().from(brandKits).where(eq(brandKits.userId, userId)).limit(1);
  return row ?? null;
}

/** The served paths of the kit's images (an asset that is gone reads as no image). */
async function imagePaths(
  db: Executor,
  row: KitRow | null,
): Promise<{ logo: string | null; headshot: string | null }> {
  const ids = [row?.logoAssetId, row?.headshotAssetId].filter((id): id is string => Boolean(id));
  if (!row || ids.length === 0) return { logo: null, headshot: null };
  const assets = await db
    .select({ id: brandAssets.id, contentType: brandAssets.contentType })
    .from(brandAssets)
    .where(inArray(brandAssets.id, ids));
  const pathOf = (id: string | null) => {
    const asset = id ? assets.find((a) => a.id === id) : undefined;
    return asset ? brandAssetPath(asset.id, asset.contentType as TBrandImageType) : null;
  };
  return { logo: pathOf(row.logoAssetId), headshot: pathOf(row.headshotAssetId) };
}

async function kitOf(db: Executor, row: KitRow | null): Promise<BrandKit> {
  return {
    colours: row?.colours ?? null,
    disclaimer: row?.disclaimer ?? '',
    licence: row?.licence ?? '',
    contact: row ? contactOf(row.contact) : { ...EMPTY_CONTACT },
    ...(await imagePaths(db, row)),
    showMadeWith: row?.showMadeWith ?? true,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function readBrandKit(db: Executor, userId: string): Promise<BrandKit> {
  return kitOf(db, await loadKitRow(db, userId));
}

/** The caller's kit (an empty one when they have not set it up). */
export async function getBrandKit({ db }: Pick<Context, 'db'>, userId: string): Promise<BrandKit> {
  return readBrandKit(db, userId);
}

export async function updateBrandKit(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: TBrandKitValues,
): Promise<BrandKit> {
  const values = {
    colours: input.colours,
    disclaimer: input.disclaimer,
    licence: input.licence,
    contact: { ...input.contact },
    // Not sent: left as it is.
    ...(input.showMadeWith === undefined ? {} : { showMadeWith: input.showMadeWith }),
    updatedAt: new Date(),
  };
  await db
    .insert(brandKits)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: brandKits.userId, set: values });
  return readBrandKit(db, userId);
}

/** Whose kit applies to what `userId` shows clients, and who owns (bills) their organisation. */
interface BrandSource {
  kitUserId: string;
  ownerId: string;
}

/**
 * A member of an agency uses the organisation's kit (its owner's, the billing member's) unless the
 * organisation allows personal brands and they have set up one of their own; a solo advisor is
 * their organisation's owner, so uses their own.
 */
async function brandSourceOf(db: Executor, userId: string): Promise<BrandSource> {
  const { organizationId, billingUserId: ownerId } = await billingAccountOf(db, userId);
  if (ownerId === userId) return { kitUserId: userId, ownerId };
  const [org] = await db
    .select({ allowPersonalBrand: organizations.allowPersonalBrand })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  const personal = org?.allowPersonalBrand && (await documentBrandOf(db, userId)) !== null;
  return { kitUserId: personal ? userId : ownerId, ownerId };
}

/**
 * The brand as a presentation document carries it, or null when the kit that applies
 * (brandSourceOf) has nothing in it (no images, no colours, no texts). Used when a presentation is
 * generated and when the advisor applies the brand to an existing one.
 */
export async function loadDocumentBrand(
  db: Executor,
  userId: string,
): Promise<TDocumentBrand | null> {
  const { kitUserId } = await brandSourceOf(db, userId);
  return documentBrandOf(db, kitUserId);
}

async function documentBrandOf(db: Executor, userId: string): Promise<TDocumentBrand | null> {
  const kit = await readBrandKit(db, userId);
  const brand = {
    logo: kit.logo,
    headshot: kit.headshot,
    colours: kit.colours,
    disclaimer: kit.disclaimer.trim(),
    licence: kit.licence.trim(),
    contact: {
      phone: kit.contact.phone.trim(),
      email: kit.contact.email.trim(),
      website: kit.contact.website.trim(),
      address: kit.contact.address.trim(),
    },
  };
  const empty =
    !brand.logo &&
    !brand.headshot &&
    !brand.colours &&
    !brand.disclaimer &&
    !brand.licence &&
    Object.values(brand.contact).every((v) => !v);
  if (empty) return null;
  const parsed = ZDocumentBrand.safeParse(brand);
  return parsed.success ? parsed.data : null;
}

/** What the pages an advisor's client opens show of the advisor: public by design (SECURITY.md). */
export interface SharedBrand {
  logo: string | null;
  headshot: string | null;
  advisorName: string;
  company: string;
  /** Whether the "Made with Pitchcraft" line shows, as the kit that applies sets it. */
  showMadeWith: boolean;
}

/**
 * What the public shared page shows of the presentation's owner: the logo and headshot of the kit
 * that applies to them (brandSourceOf), their own name, their company (their organisation owner's
 * when they left theirs blank), and whether the "Made with Pitchcraft" line is shown. Never the
 * kit's texts or contact.
 */
export async function sharedBrandOf(db: Executor, userId: string): Promise<SharedBrand | null> {
  const { kitUserId, ownerId } = await brandSourceOf(db, userId);
  const [profiles, kit] = await Promise.all([
    db
      .select({
        userId: userProfiles.userId,
        fullName: userProfiles.fullName,
        companyName: userProfiles.companyName,
      })
      .from(userProfiles)
      .where(inArray(userProfiles.userId, [userId, ownerId])),
    loadKitRow(db, kitUserId),
  ]);
  const profile = profiles.find((p) => p.userId === userId);
  if (!profile) return null;
  const ownerCompany = profiles.find((p) => p.userId === ownerId)?.companyName ?? '';
  const { logo, headshot } = await imagePaths(db, kit);
  return {
    logo,
    headshot,
    advisorName: profile.fullName,
    company: profile.companyName.trim() ? profile.companyName : ownerCompany,
    showMadeWith: kit?.showMadeWith ?? true,
  };
}

/** The advisor behind a shared presentation, for its passcode / e-mail gate (nothing of the presentation). */
export async function sharedGateBrandOf(
  db: Executor,
  presentationId: string,
): Promise<SharedBrand | null> {
  const [row] = await db
    .select({ userId: presentations.userId })
    .from(presentations)
    .where(eq(presentations.id, presentationId))
    .limit(1);
  return row ? sharedBrandOf(db, row.userId) : null;
}

/** Who is asking, as the public intake form shows it (ZPublicAdvisor), and whether its page carries the line. */
export async function publicAdvisorOf(
  db: Executor,
  userId: string,
): Promise<{ advisor: TPublicAdvisor | null; showMadeWith: boolean }> {
  const brand = await sharedBrandOf(db, userId);
  if (!brand) return { advisor: null, showMadeWith: true };
  return {
    advisor: {
      name: brand.advisorName.trim(),
      company: brand.company.trim(),
      logo: brand.logo,
      headshot: brand.headshot,
    },
    showMadeWith: brand.showMadeWith,
  };
}
