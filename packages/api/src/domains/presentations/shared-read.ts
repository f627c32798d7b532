// What a visitor of a shared presentation is shown: the API's public read, and the public page's
// one decision (nothing, the gate, or the presentation).
import type { z } from 'zod';

import { SHARED_NOT_FOUND_MESSAGE, type ZSharedReadInput } from '@pitchcraft/core';
import type { Database } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { signatureOf } from '../acknowledgements/service';
import { sharedBrandOf } from '../profile/brand';
import { gateOf, isGated, resolveSharedAccess, type SharedRow } from './share';
import { sharedHtml } from './shared-html';

type SharedInput = z.output<typeof ZSharedReadInput>;

/** What a visitor of a live, unlocked share sees; null when its HTML is gone. */
async function readShared(db: Database, row: SharedRow) {
  // The owner's logo, name and company for the page's top bar (public: the page shows them too).
  const [htmlContent, brand] = await Promise.all([
    sharedHtml(db, row),
    sharedBrandOf(db, row.userId),
  ]);
  if (htmlContent === null) return null;
  return { id: row.id, title: row.title, clientName: row.clientName, htmlContent, brand };
}

/** The public read: only while sharing is on (and unexpired, and unlocked), and only what the page shows. */
export async function getSharedPresentation(
  { db }: Pick<Context, 'db'>,
  { id, grant }: SharedInput,
) {
  const access = await resolveSharedAccess(db, id, grant);
  if (!access) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND_MESSAGE);
  if ('locked' in access) {
    throw new AppError('FORBIDDEN', 'This presentation is protected. Please unlock it first.', {
      reason: 'SHARE_LOCKED',
    });
  }
  const shared = await readShared(db, access.row);
  if (!shared) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND_MESSAGE);
  return shared;
}

export type TSharedPage =
  | { state: 'unavailable' }
  /** `grantRefused`: a grant was given and no longer opens it (expired, or the gate changed). */
  | { state: 'gated'; requiresPasscode: boolean; requiresEmail: boolean; grantRefused: boolean }
  /**
   * `unlocked`: opened with the grant given (the page's links must carry it). `signing`: the version
   * shown, which the client signs to go ahead, and its signature once signed.
   */
  | ({
      state: 'open';
      unlocked: boolean;
      signing: { versionNumber: number; signature: Awaited<ReturnType<typeof signatureOf>> };
    } & NonNullable<Awaited<ReturnType<typeof readShared>>>);

/**
 * What the public page of a shared presentation shows, decided in one read: nothing (missing,
 * unshared, expired), the gate (nothing of the presentation, not even its title), or the presentation.
 */
export async function sharedPageOf(
  { db }: Pick<Context, 'db'>,
  { id, grant }: SharedInput,
): Promise<TSharedPage> {
  const access = await resolveSharedAccess(db, id, grant);
  if (!access) return { state: 'unavailable' };
  if ('locked' in access)
    return { state: 'gated', ...gateOf(access.locked), grantRefused: grant !== undefined };
  const { row } = access;
  const [shared, signature] = await Promise.all([
    readShared(db, row),
    signatureOf(db, row.id, row.version),
  ]);
  if (!shared) return { state: 'unavailable' };
  return {
    state: 'open',
    unlocked: isGated(row),
    signing: { versionNumber: row.version, signature },
    ...shared,
  };
}
