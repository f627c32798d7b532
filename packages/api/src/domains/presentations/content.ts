// Who may read which presentation HTML through the content routes — the same rules as the API:
// a generation or a saved presentation to its subscribed owner, a shared one to anyone.
import { decideAccess } from '@pitchcraft/core';
import { and, eq, generations, userProfiles, type Database } from '@pitchcraft/db';
import { AppError } from '../../errors';
import { validateSessionToken } from '../auth/session';
import { getSharedPresentation, getOwnedPresentation } from './service';

export type ContentKind = 'generations' | 'presentations' | 'shared';

export interface PresentationContent {
  html: string;
  clientName: string;
}

async function subscribedUserId(db: Database, sessionToken: string | undefined): Promise<string | null> {
  if (!sessionToken) return null;
  const session = await validateSessionToken(db, sessionToken);
  if (!session) return null;
  const [profile] = await db
    .select({ status: userProfiles.subscriptionStatus, reason: userProfiles.cancellationReason })
    .from(userProfiles)
    .where(eq(userProfiles.userId, session.user.id))
    .limit(1);
  return decideAccess(profile?.status, profile?.reason).hasAccess ? session.user.id : null;
}

/** A refusal (missing, locked, not the owner's) reads as missing; a failure (database down) propagates. */
const refusedAsNull = (error: unknown): null => {
  if (error instanceof AppError) return null;
  throw error;
};

/** The HTML to serve, or null when the caller may not see it (indistinguishable from missing). */
export async function resolvePresentationContent(
  db: Database,
  kind: ContentKind,
  id: string,
  sessionToken: string | undefined,
  grant?: string,
): Promise<PresentationContent | null> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  if (kind === 'shared') {
    const shared = await getSharedPresentation(db, id, grant).catch(refusedAsNull);
    return shared ? { html: shared.htmlContent, clientName: shared.clientName } : null;
  }
  const userId = await subscribedUserId(db, sessionToken);
  if (!userId) return null;
  if (kind === 'presentations') {
    const row = await getOwnedPresentation(db, userId, id).catch(refusedAsNull);
    return row ? { html: row.htmlContent, clientName: row.clientName } : null;
  }
  const [row] = await db
    .select({ html: generations.html, input: generations.input })
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId), eq(generations.status, 'succeeded')))
    .limit(1);
  if (!row?.html) return null;
  const client = row.input.client as { clientName?: string } | undefined;
  return { html: row.html, clientName: client?.clientName ?? 'client' };
}
