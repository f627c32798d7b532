// An export written: the document as the export model (with its logo's bytes, read here so the
// writers fetch nothing), then as PDF or PowerPoint. A document too long for the format is a
// clear refusal, never a broken file.
import { BRAND_ASSET_PATH, type TPresentationDocument } from '@pitchcraft/core/document';
import { and, brandAssets, eq, type Database } from '@pitchcraft/db';
import {
  exportModel,
  ExportTooLargeError,
  renderPdf,
  renderPptx,
  type TExportImage,
} from '@pitchcraft/exports';

import { AppError } from '../../errors';
import type { TExportSource } from './source';

export type TExportFormat = 'pdf' | 'pptx';

export const EXPORT_TYPES: Readonly<Record<TExportFormat, string>> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The brand logo's bytes, from the owner's own assets; null without one (or when it is gone). */
async function logoOf(
  db: Database,
  document: TPresentationDocument,
  ownerId: string,
): Promise<TExportImage | null> {
  const path = document.brand?.logo;
  if (!path || !BRAND_ASSET_PATH.test(path)) return null;
  const [, id = '', extension = ''] = /([0-9a-f]{64})\.(png|jpg|svg)$/.exec(path) ?? [];
  const [asset] = await db
    .select({ bytes: brandAssets.bytes })
    .from(brandAssets)
    .where(and(eq(brandAssets.id, id), eq(brandAssets.userId, ownerId)))
    .limit(1);
  if (!asset) return null;
  return { data: new Uint8Array(asset.bytes), format: extension as TExportImage['format'] };
}

/** The file's bytes in the format, or PAYLOAD_TOO_LARGE with what to do about it. */
export async function writeExport(
  db: Database,
  source: TExportSource,
  format: TExportFormat,
): Promise<Uint8Array> {
  const logo = await logoOf(db, source.document, source.ownerId);
  const model = exportModel(source.document, source.analysis, { logo });
  try {
    return format === 'pdf' ? await renderPdf(model) : await renderPptx(model);
  } catch (error) {
    if (error instanceof ExportTooLargeError)
      throw new AppError('PAYLOAD_TOO_LARGE', error.message, { reason: 'EXPORT_TOO_LARGE' });
    throw error;
  }
}
