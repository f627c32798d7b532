// Share controls: an expiry date, a passcode and an e-mail gate, enforced on every public read
// (the API and the content route alike). Passing a gate yields a short-lived grant token.
import { createHash } from 'node:crypto';

import type { z } from 'zod';

import {
  SHARE_PASSCODE_MIN_LENGTH,
  SHARED_NOT_FOUND_MESSAGE,
  type ZPresentationIdInput,
  type ZShareSettingsInput,
  type ZUnlockSharedInput,
} from '@pitchcraft/core';
import {
  and,
  eq,
  gt,
  organizations,
  preparedQuery,
  presentations,
  shareGrants,
  sql,
  type Database,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { randomToken } from '../../ids';
import { hashPassword, verifyPassword } from '../auth/password';
import { approvedVersionToServe, assertClientFacingAllowed } from '../reviews/gate';
import { getOwnedPresentation } from './owned';

const GRANT_TTL_MS = 12 * 60 * 60 * 1000;
const hashGrant = (token: string) => createHash('sha256').update(token).digest('hex');
const sharedNotFound = () => new AppError('NOT_FOUND', SHARED_NOT_FOUND_MESSAGE);

/** What the public routes need to decide access: never the HTML or the client's data. */
const SHARE_STATE = {
  id: presentations.id,
  userId: presentations.userId,
  title: presentations.title,
  clientName: presentations.clientName,
  sharePasscodeHash: presentations.sharePasscodeHash,
  sharePasscodeLength: presentations.sharePasscodeLength,
  shareRequireEmail: presentations.shareRequireEmail,
  shareExpiresAt: presentations.shareExpiresAt,
  notifyOnView: presentations.notifyOnView,
  firstViewNotifiedAt: presentations.firstViewNotifiedAt,
  lastDigestAt: presentations.lastDigestAt,
  updatedAt: presentations.updatedAt,
  /** The version a visitor is shown now (a view records it). */
  version: presentations.version,
};
const liveShareById = preparedQuery((db) =>
  db
    .select({ ...SHARE_STATE, requireApproval: organizations.requireApproval })
    .from(presentations)
    .innerJoin(organizations, eq(organizations.id, presentations.organizationId))
    .where(and(eq(presentations.id, sql.placeholder('id')), eq(presentations.shareEnabled, true)))
    .limit(1)
    .prepare('live_share_by_id'),
);

export type SharedRow = {
  [K in keyof typeof SHARE_STATE]: (typeof presentations.$inferSelect)[K];
} & {
  /**
   * False when the organisation requires approval and the current version is not approved: the
   * visitor is shown `version`, the newest approved one, instead of the presentation's own page.
   */
  showsCurrent: boolean;
};

export function isGated(row: Pick<SharedRow, 'sharePasscodeHash' | 'shareRequireEmail'>): boolean {
  return Boolean(row.sharePasscodeHash) || row.shareRequireEmail;
}

/** What a visitor must provide before the presentation shows anything. */
export function gateOf(row: Pick<SharedRow, 'sharePasscodeHash' | 'shareRequireEmail'>) {
  return { requiresPasscode: Boolean(row.sharePasscodeHash), requiresEmail: row.shareRequireEmail };
}

/**
 * The presentation if it is shared right now (enabled and not expired), else null. While its
 * organisation requires approval, it shows the newest approved version, and without one it is not
 * shared at all.
 */
async function findLiveShare(db: Database, id: string): Promise<SharedRow | null> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  const [found] = await liveShareById(db).execute({ id });
  if (!found) return null;
  if (found.shareExpiresAt && found.shareExpiresAt.getTime() <= Date.now()) return null;
  const { requireApproval, ...row } = found;
  if (!requireApproval) return { ...row, showsCurrent: true };
  const approved = await approvedVersionToServe(db, row);
  if (!approved) return null;
  return { ...row, version: approved.number, showsCurrent: approved.current };
}

/**
 * The shared presentation a visitor may see: live, and — when gated — with a valid grant.
 * Returns the viewer's e-mail from the grant when the e-mail gate is on.
 */
export async function resolveSharedAccess(
  db: Database,
  id: string,
  grant: string | undefined,
): Promise<{ row: SharedRow; viewerEmail: string | null } | { locked: SharedRow } | null> {
  const row = await findLiveShare(db, id);
  if (!row) return null;
  if (!isGated(row)) return { row, viewerEmail: null };
  if (!grant) return { locked: row };
  const [found] = await db
    .select()
    .from(shareGrants)
    .where(
      and(
        eq(shareGrants.tokenHash, hashGrant(grant)),
        eq(shareGrants.presentationId, id),
        gt(shareGrants.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return found ? { row, viewerEmail: found.viewerEmail } : { locked: row };
}

export async function sharedGate(
  { db }: Pick<Context, 'db'>,
  { id }: z.output<typeof ZPresentationIdInput>,
) {
  const row = await findLiveShare(db, id);
  if (!row) throw sharedNotFound();
  return gateOf(row);
}

const PASSCODE_WINDOW_MS = 15 * 60 * 1000;
const PASSCODE_IP_LIMIT_MESSAGE = 'Too many wrong passcodes. Please wait 15 minutes and try again.';
const PASSCODE_PRESENTATION_LIMIT_MESSAGE =
  'Too many wrong passcodes have been tried for this presentation. Please wait 15 minutes and try again.';

/**
 * Wrong passcodes are counted per address and per presentation: guesses spread over many
 * addresses (a botnet) still run into the second limit, which then holds for everyone.
 */
function passcodeRules(presentationId: string, ip: string) {
  return [
    {
      key: `share-passcode:${presentationId}:${ip}`,
      limit: 8,
      windowMs: PASSCODE_WINDOW_MS,
      message: PASSCODE_IP_LIMIT_MESSAGE,
    },
    {
      key: `share-passcode:presentation:${presentationId}`,
      limit: 30,
      windowMs: PASSCODE_WINDOW_MS,
      message: PASSCODE_PRESENTATION_LIMIT_MESSAGE,
    },
  ];
}

export async function unlockShared(
  ctx: Pick<Context, 'db' | 'services' | 'meta'>,
  input: z.output<typeof ZUnlockSharedInput>,
) {
  const row = await findLiveShare(ctx.db, input.id);
  if (!row) throw sharedNotFound();
  if (row.sharePasscodeHash) {
    // Both slots are taken before the passcode is checked, so a burst of guesses sent at once is
    // refused past the limit instead of all being checked; the right passcode gives them back.
    const attempt = await ctx.services.rateLimiter.reserve(passcodeRules(input.id, ctx.meta.ip));
    const ok = await verifyPassword(row.sharePasscodeHash, input.passcode ?? '');
    if (!ok)
      throw new AppError(
        'FORBIDDEN',
        'That passcode is not right. Please check it and try again.',
        { reason: 'PASSCODE_INVALID' },
      );
    await attempt.refund();
    // A passcode set before lengths were kept shows its length now, so its owner can be told.
    if (row.sharePasscodeLength === null) {
      await ctx.db
        .update(presentations)
        .set({ sharePasscodeLength: (input.passcode ?? '').length })
        .where(
          and(
            eq(presentations.id, row.id),
            eq(presentations.sharePasscodeHash, row.sharePasscodeHash),
          ),
        );
    }
  }
  if (row.shareRequireEmail && !input.email) {
    throw new AppError('BAD_REQUEST', 'Please enter your email to view this presentation', {
      reason: 'EMAIL_REQUIRED',
    });
  }
  const token = randomToken(32);
  await ctx.db.insert(shareGrants).values({
    tokenHash: hashGrant(token),
    presentationId: row.id,
    viewerEmail: row.shareRequireEmail ? (input.email ?? null) : null,
    expiresAt: new Date(Date.now() + GRANT_TTL_MS),
  });
  return { grant: token };
}

type ShareSettingsRow = Pick<
  typeof presentations.$inferSelect,
  | 'shareExpiresAt'
  | 'sharePasscodeHash'
  | 'sharePasscodeLength'
  | 'shareRequireEmail'
  | 'notifyOnView'
>;

export function shareSettingsOf(row: ShareSettingsRow) {
  return {
    shareExpiresAt: row.shareExpiresAt?.toISOString() ?? null,
    hasPasscode: Boolean(row.sharePasscodeHash),
    /**
     * `short`: below today's minimum; `unknown`: set before lengths were kept and not yet used.
     * Either way the owner is asked to set a longer one.
     */
    passcodeStrength: passcodeStrengthOf(row),
    requireEmail: row.shareRequireEmail,
    notifyOnView: row.notifyOnView,
  };
}

function passcodeStrengthOf(row: ShareSettingsRow): 'ok' | 'short' | 'unknown' | null {
  if (!row.sharePasscodeHash) return null;
  if (row.sharePasscodeLength === null) return 'unknown';
  return row.sharePasscodeLength < SHARE_PASSCODE_MIN_LENGTH ? 'short' : 'ok';
}

/** A change that lets more people, or for longer, open a live link: it puts the page before a client. */
function loosens(
  row: Pick<ShareSettingsRow, 'shareExpiresAt' | 'sharePasscodeHash' | 'shareRequireEmail'>,
  input: z.output<typeof ZShareSettingsInput>,
): boolean {
  const later =
    row.shareExpiresAt !== null &&
    (!input.expiresAt || new Date(input.expiresAt).getTime() > row.shareExpiresAt.getTime());
  const passcodeRemoved = Boolean(row.sharePasscodeHash) && input.passcode === null;
  return later || passcodeRemoved || (row.shareRequireEmail && !input.requireEmail);
}

export async function updateShareSettings(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: z.output<typeof ZShareSettingsInput>,
) {
  const before = await getOwnedPresentation(db, userId, input.id);
  if (before.shareEnabled && loosens(before, input)) await assertClientFacingAllowed(db, input.id);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', 'The expiry date must be in the future');
  const passcodeHash =
    input.passcode === undefined
      ? undefined
      : input.passcode === null
        ? null
        : await hashPassword(input.passcode);
  const [row] = await db
    .update(presentations)
    .set({
      shareExpiresAt: expiresAt,
      shareRequireEmail: input.requireEmail,
      notifyOnView: input.notifyOnView,
      ...(passcodeHash !== undefined
        ? { sharePasscodeHash: passcodeHash, sharePasscodeLength: input.passcode?.length ?? null }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(presentations.id, input.id), eq(presentations.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Presentation Not Found');
  // A changed passcode or gate ends the grants given under the old one.
  if (passcodeHash !== undefined || input.requireEmail)
    await db.delete(shareGrants).where(eq(shareGrants.presentationId, input.id));
  return shareSettingsOf(row);
}
