// createContext -> { db, log, config, services, cookies, meta, session, user }. The session is
// resolved from the cookie here once per request; middleware narrows `user` for procedures.
//
// One argument convention for services (what a procedure or a server route calls):
//   service(deps, userId, input)
// - deps, always first: an object picked from this context, typed `Pick<Context, 'db' | ...>`
//   (a route outside tRPC passes `{ db }`), never a bare database or origin.
// - userId, second: the acting user's id, for services that act on the caller's own records;
//   public services have none (one that must know whether the visitor is signed in reads `user`
//   from its deps).
// - input, last: the procedure's parsed input as one object, ids inside it (`{ id }`); a service
//   without input stops at the actor.
// Helpers that no procedure or route calls (row mappers, queries shared by services, background
// jobs) keep the shape that suits them.
import type { Database } from '@pitchcraft/db';

import {
  sessionCookieName,
  validateSessionToken,
  type SessionSubscription,
  type SessionUser,
  type ValidSession,
} from './domains/auth/session';
import type { Logger } from './logger';
import type { Services } from './services';

export interface CookieOptions {
  expires?: Date;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

export interface ApiConfig {
  /** Public origin of the app, e.g. http://localhost:3000; used in links and the CSRF check. */
  appOrigin: string;
  /** Origin serving untrusted presentation HTML (defaults to appOrigin). */
  contentOrigin: string;
  secureCookies: boolean;
  production: boolean;
}

export interface RequestMeta {
  /**
   * Client IP as seen by the server (proxy-aware when configured). Stored only where a record must
   * say where an act came from: a signed acknowledgement and the audit log; rate-limit keys and
   * view counts use it transiently or hashed.
   */
  ip: string;
  userAgent: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface ContextDeps {
  db: Database;
  config: ApiConfig;
  services: Services;
}

export interface RequestContextInput {
  cookies: CookieJar;
  meta: RequestMeta;
  log: Logger;
}

export interface Context extends ContextDeps, RequestContextInput {
  session: ValidSession | null;
  user: SessionUser | null;
  /** The signed-in user's subscription state as of this request. */
  subscription: SessionSubscription | null;
}

export function sessionCookieOptions(config: ApiConfig, expires: Date): CookieOptions {
  return { expires, httpOnly: true, secure: config.secureCookies, sameSite: 'lax', path: '/' };
}

export async function createContext(
  deps: ContextDeps,
  input: RequestContextInput,
): Promise<Context> {
  const cookieName = sessionCookieName(deps.config);
  const token = input.cookies.get(cookieName);
  let session: ValidSession | null = null;
  let user: SessionUser | null = null;
  let subscription: SessionSubscription | null = null;
  if (token) {
    const result = await validateSessionToken(deps.db, token);
    if (result) {
      session = result.session;
      user = result.user;
      subscription = result.subscription;
      if (session.renewed)
        input.cookies.set(cookieName, token, sessionCookieOptions(deps.config, session.expiresAt));
    } else {
      input.cookies.clear(cookieName, sessionCookieOptions(deps.config, new Date(0)));
    }
  }
  return {
    ...deps,
    ...input,
    log: user ? input.log.child({ userId: user.id }) : input.log,
    session,
    user,
    subscription,
  };
}
