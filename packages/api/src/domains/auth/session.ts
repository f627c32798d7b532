// Sessions as Lucia's guide now describes them: a token `id.secret` with 32 random bytes of
// secret; only SHA-256(secret) is stored and compared in constant time; expiry slides, within an
// absolute lifetime.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

import type { TMemberRole } from '@pitchcraft/core';
import {
  eq,
  organizationMembers,
  organizations,
  preparedQuery,
  sessions,
  sql,
  userProfiles,
  users,
  type Executor,
} from '@pitchcraft/db';

export const SESSION_COOKIE = 'pc_session';
/**
 * The name over https: a __Host- cookie must be Secure, for Path=/ and without Domain, so a sibling
 * subdomain or a plain-http page cannot plant or shadow the session (browsers enforce it).
 */
const SECURE_SESSION_COOKIE = '__Host-pc_session';

export function sessionCookieName(config: { secureCookies: boolean }): string {
  return config.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 30 * DAY_MS;
/** However active, a session ends this long after sign-in: a stolen cookie does not live forever. */
const SESSION_ABSOLUTE_TTL_MS = 90 * DAY_MS;
/** What createSession makes: base32 (a-z, 2-7) id and secret. Anything else never reaches a query. */
const TOKEN_PATTERN = /^[a-z0-9]{1,64}\.[a-z0-9]{1,128}$/;
/** A session used within this much of its expiry is extended by a full TTL. */
const SESSION_RENEW_MS = 15 * DAY_MS;

export interface SessionUser {
  id: string;
  email: string;
  /** The organisation the account belongs to, its role there, and whom an assistant helps. */
  organizationId: string;
  role: TMemberRole;
  assistsUserId: string | null;
}

/**
 * The organisation's subscription state (its billing member's profile), read with the session so
 * guards need no second query: every member's access follows the organisation's subscription.
 */
export interface SessionSubscription {
  status: string | null;
  cancellationReason: string | null;
}

export interface ValidSession {
  id: string;
  userId: string;
  expiresAt: Date;
  /** True when the expiry moved and the cookie must be sent again. */
  renewed: boolean;
}

// Every signed-in request runs this: the session, its user, their membership and the organisation's
// subscription state in one query.
const sessionById = preparedQuery((db) =>
  db
    .select({
      session: sessions,
      user: {
        id: users.id,
        email: users.email,
        organizationId: organizationMembers.organizationId,
        role: organizationMembers.role,
        assistsUserId: organizationMembers.assistsUserId,
      },
      status: userProfiles.subscriptionStatus,
      cancellationReason: userProfiles.cancellationReason,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizationMembers, eq(organizationMembers.userId, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(userProfiles, eq(userProfiles.userId, organizations.billingUserId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id'),
);

const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export async function createSession(
  db: Executor,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const id = encodeBase32LowerCaseNoPadding(randomBytes(15));
  const secret = encodeBase32LowerCaseNoPadding(randomBytes(32));
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id, secretHash: hashSecret(secret), userId, expiresAt });
  return { token: `${id}.${secret}`, expiresAt };
}

export async function validateSessionToken(
  db: Executor,
  token: string,
): Promise<{ session: ValidSession; user: SessionUser; subscription: SessionSubscription } | null> {
  // A malformed cookie (NUL, odd characters, wrong shape) is simply no session: it would otherwise
  // fail at the database and surface as a server error.
  if (!TOKEN_PATTERN.test(token)) return null;
  const [id, secret] = token.split('.') as [string, string];
  const [row] = await sessionById(db).execute({ id });
  if (!row) return null;
  const expected = Buffer.from(row.session.secretHash, 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const now = Date.now();
  const absoluteEnd = row.session.createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS;
  if (row.session.expiresAt.getTime() <= now || absoluteEnd <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.session.expiresAt;
  let renewed = false;
  const slid = Math.min(now + SESSION_TTL_MS, absoluteEnd);
  if (expiresAt.getTime() - now < SESSION_RENEW_MS && slid > expiresAt.getTime()) {
    expiresAt = new Date(slid);
    renewed = true;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  return {
    session: { id, userId: row.session.userId, expiresAt, renewed },
    user: row.user,
    subscription: { status: row.status, cancellationReason: row.cancellationReason },
  };
}

export async function invalidateSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
