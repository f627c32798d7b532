// The brand kit's logo and headshot: an upload is checked (signature, declared size, bytes), SVG
// sanitised, and stored under the sha256 of its stored bytes; removing one takes it off the kit only.
import { createHash } from 'node:crypto';

import type { z } from 'zod';

import {
  BRAND_IMAGE_TOO_LARGE_MESSAGE,
  BRAND_MESSAGES,
  brandImageDimensionsMessage,
  hasImageSignature,
  MAX_BRAND_IMAGE_BYTES,
  MAX_BRAND_IMAGE_DIMENSION,
  type TBrandImageType,
  type TBrandImageUpload,
  type ZBrandImageKindInput,
} from '@pitchcraft/core';
import { sanitiseSvg } from '@pitchcraft/core/document';
import { brandAssets, brandKits, eq } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { ASSET_COLUMN, readBrandKit, type BrandKit } from './brand';
import { declaredSize } from './image-dimensions';

const refused = (message: string) => new AppError('BAD_REQUEST', message, { field: 'dataBase64' });

/** The bytes to store for an upload: PNG and JPEG as sent (their signature checked), SVG sanitised. */
function storableImage(contentType: TBrandImageType, bytes: Buffer): Buffer {
  if (contentType === 'image/png' || contentType === 'image/jpeg') {
    if (!hasImageSignature(bytes, contentType))
      throw refused(contentType === 'image/png' ? BRAND_MESSAGES.notPng : BRAND_MESSAGES.notJpeg);
    return bytes;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused(BRAND_MESSAGES.notSvg);
  }
  const clean = sanitiseSvg(text.replace(/^\uFEFF/, ''));
  if (clean === null) throw refused(BRAND_MESSAGES.notSvg);
  return Buffer.from(clean, 'utf8');
}

/**
 * Refuses an image whose header declares no readable size, a zero one, or more than
 * MAX_BRAND_IMAGE_DIMENSION pixels either way: every page showing it would decode it at that size.
 */
function checkDeclaredSize(contentType: TBrandImageType, bytes: Buffer): void {
  const size = declaredSize(contentType, bytes);
  // NaN (a side with no viewBox to follow), infinite (a viewBox of zero) and negative sides too.
  const usable = (side: number) => Number.isFinite(side) && side > 0;
  if (!size || !usable(size.width) || !usable(size.height)) {
    throw refused(
      contentType === 'image/svg+xml'
        ? BRAND_MESSAGES.svgSizeUnknown
        : BRAND_MESSAGES.imageUnreadable,
    );
  }
  if (size.width > MAX_BRAND_IMAGE_DIMENSION || size.height > MAX_BRAND_IMAGE_DIMENSION)
    throw refused(brandImageDimensionsMessage(size.width, size.height));
}

/** Stores the image under the sha256 of its stored bytes and makes it the kit's logo or headshot. */
export async function uploadBrandImage(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: TBrandImageUpload,
): Promise<BrandKit> {
  const received = Buffer.from(input.dataBase64, 'base64');
  if (received.length === 0) throw refused(BRAND_MESSAGES.imageUnreadable);
  if (received.length > MAX_BRAND_IMAGE_BYTES) throw refused(BRAND_IMAGE_TOO_LARGE_MESSAGE);
  const bytes = storableImage(input.contentType, received);
  checkDeclaredSize(input.contentType, bytes);
  if (bytes.length > MAX_BRAND_IMAGE_BYTES) throw refused(BRAND_IMAGE_TOO_LARGE_MESSAGE);
  const id = createHash('sha256').update(bytes).digest('hex');
  const column = ASSET_COLUMN[input.kind];
  await db.transaction(async (tx) => {
    // The same bytes are the same asset, whoever uploaded them first: it is immutable.
    await tx
      .insert(brandAssets)
      .values({ id, userId, contentType: input.contentType, bytes, size: bytes.length })
      .onConflictDoNothing();
    await tx
      .insert(brandKits)
      .values({ userId, [column]: id })
      .onConflictDoUpdate({
        target: brandKits.userId,
        set: { [column]: id, updatedAt: new Date() },
      });
  });
  return readBrandKit(db, userId);
}

/**
 * Takes the image off the kit. The asset itself stays: presentations and their versions that
 * show it keep showing it (what a client saw stays on record).
 */
export async function removeBrandImage(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { kind }: z.output<typeof ZBrandImageKindInput>,
): Promise<BrandKit> {
  const column = ASSET_COLUMN[kind];
  await db
    .update(brandKits)
    .set({ [column]: null, updatedAt: new Date() })
    .where(eq(brandKits.userId, userId));
  return readBrandKit(db, userId);
}
