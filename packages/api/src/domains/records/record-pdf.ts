// The recommendation record as a PDF: the record's document, laid out by the exports' PDF writer.
import { ExportTooLargeError, renderPdf } from '@pitchcraft/exports';

import { AppError } from '../../errors';
import { recordDocument } from './record-document';

/** The record of the presentation's version as PDF bytes; null when it is not `userId`'s. */
export async function recordPdf(
  db: Parameters<typeof recordDocument>[0],
  userId: string,
  presentationId: string,
  options: { version?: number } = {},
): Promise<Uint8Array | null> {
  const document = await recordDocument(db, userId, presentationId, options);
  if (!document) return null;
  try {
    return await renderPdf(document);
  } catch (error) {
    if (error instanceof ExportTooLargeError)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `This record is too long for a PDF (over ${error.limit} pages).`,
        { reason: 'EXPORT_TOO_LARGE' },
      );
    throw error;
  }
}
