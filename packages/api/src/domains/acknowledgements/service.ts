// Reading the signatures: the owner's list for a presentation (the owner view and the record), and
// the shared page's one question, whether the version it shows is signed already.
import type { z } from 'zod';

import { acknowledgementSummary, type ZPresentationAcknowledgementsInput } from '@pitchcraft/core';
import {
  and,
  desc,
  eq,
  presentationAcknowledgements,
  presentations,
  type Database,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { presentationNotFound } from '../presentations/owned';

/** Every version signed at most once: a presentation has no more signatures than versions. */
const MAX_LISTED = 1000;

export async function listAcknowledgements(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { presentationId }: z.output<typeof ZPresentationAcknowledgementsInput>,
) {
  const [owned] = await db
    .select({ version: presentations.version })
    .from(presentations)
    .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId)))
    .limit(1);
  if (!owned) throw presentationNotFound();
  const rows = await db
    .select()
    .from(presentationAcknowledgements)
    .where(eq(presentationAcknowledgements.presentationId, presentationId))
    .orderBy(desc(presentationAcknowledgements.versionNumber))
    .limit(MAX_LISTED);
  return {
    /** The version the client is shown now: when it is signed, an edit makes one to sign again. */
    currentVersion: owned.version,
    items: rows.map((row) => ({
      id: row.id,
      versionNumber: row.versionNumber,
      summary: acknowledgementSummary(row.signerName, row.versionNumber),
      signerName: row.signerName,
      consentText: row.consentText,
      pageHash: row.pageHash,
      viewerEmail: row.viewerEmail,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      signedAt: row.signedAt.toISOString(),
    })),
  };
}

/** Who signed `versionNumber` and when, for the shared page; null while it is unsigned. */
export async function signatureOf(db: Database, presentationId: string, versionNumber: number) {
  const [row] = await db
    .select({
      signerName: presentationAcknowledgements.signerName,
      signedAt: presentationAcknowledgements.signedAt,
    })
    .from(presentationAcknowledgements)
    .where(
      and(
        eq(presentationAcknowledgements.presentationId, presentationId),
        eq(presentationAcknowledgements.versionNumber, versionNumber),
      ),
    )
    .limit(1);
  return row ?? null;
}
