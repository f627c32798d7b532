// A client's answer on a shared presentation: stored against the presentation, the version viewed
// and the view; allowed exactly when the page itself may be seen (sharing on, not expired, gate
// passed); rate limited per address and per presentation. The advisor hears of it at once.
import {
  RESPONSE_CONFIRMATIONS,
  RESPONSE_PRESENTATION_LIMIT_MESSAGE,
  RESPONSE_RATE_LIMIT_MESSAGE,
  SHARED_NOT_FOUND_MESSAGE,
  textOrNull,
  type TResponseKind,
  type TSubmitResponseInput,
} from '@pitchcraft/core';
import { and, eq, presentationResponses, presentationViews, type Database } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { resolveSharedAccess } from '../presentations/share';
import { responseMail } from './response-mail';

type Ctx = Pick<Context, 'db' | 'services' | 'meta' | 'user' | 'log' | 'config'>;

const HOUR_MS = 60 * 60 * 1000;
/** Per address: enough for a family on one connection, not for a script. */
const PER_IP = { limit: 10, windowMs: HOUR_MS };
/** Per presentation: a link posted somewhere public cannot flood the advisor's inbox. */
const PER_PRESENTATION = { limit: 40, windowMs: 24 * HOUR_MS };

export const OWN_RESPONSE_MESSAGE =
  'This is your own presentation: responses come from the clients you share it with.';
const LOCKED_RESPONSE_MESSAGE = 'Please open the presentation again to respond.';

/** What the client is shown once the advisor has the response. */
export interface Answered {
  kind: TResponseKind;
  confirmation: string;
  createdAt: string;
}

const answered = (kind: TResponseKind, at: Date): Answered => ({
  kind,
  confirmation: RESPONSE_CONFIRMATIONS[kind],
  createdAt: at.toISOString(),
});

/** The response already stored for this form, if it was sent before. */
async function storedAlready(db: Database, presentationId: string, requestId: string) {
  const [again] = await db
    .select({ kind: presentationResponses.kind, createdAt: presentationResponses.createdAt })
    .from(presentationResponses)
    .where(
      and(
        eq(presentationResponses.presentationId, presentationId),
        eq(presentationResponses.requestId, requestId),
      ),
    )
    .limit(1);
  return again;
}

/** The view a response came from, only if it is a view of this presentation. */
async function viewOf(db: Database, presentationId: string, viewId: string | undefined) {
  if (!viewId) return undefined;
  const [view] = await db
    .select({ id: presentationViews.id, versionNumber: presentationViews.versionNumber })
    .from(presentationViews)
    .where(
      and(eq(presentationViews.id, viewId), eq(presentationViews.presentationId, presentationId)),
    )
    .limit(1);
  return view;
}

/** What the client typed that belongs to the kind of response: a call has a number and times. */
const detailsOf = (input: TSubmitResponseInput) => ({
  message: input.kind === 'call' ? null : textOrNull(input.message),
  phone: input.kind === 'call' ? input.phone : null,
  preferredTimes: input.kind === 'call' ? textOrNull(input.preferredTimes) : null,
});

/**
 * The shared presentation a client may answer (respond to, or sign): live, unlocked with its grant
 * when gated (`lockedMessage` otherwise), and not the caller's own.
 */
export async function answerableShare(
  ctx: Pick<Ctx, 'db' | 'user'>,
  input: { id: string; grant?: string | undefined },
  lockedMessage: string,
) {
  const access = await resolveSharedAccess(ctx.db, input.id, input.grant);
  if (!access) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND_MESSAGE);
  if ('locked' in access)
    throw new AppError('FORBIDDEN', lockedMessage, { reason: 'SHARE_LOCKED' });
  if (ctx.user?.id === access.row.userId)
    throw new AppError('BAD_REQUEST', OWN_RESPONSE_MESSAGE, { reason: 'OWN_PRESENTATION' });
  return access;
}

export async function submitResponse(ctx: Ctx, input: TSubmitResponseInput): Promise<Answered> {
  const { row, viewerEmail } = await answerableShare(ctx, input, LOCKED_RESPONSE_MESSAGE);

  // The same form sent again (a double tap, a retry after a lost answer) is the response already stored.
  const again = await storedAlready(ctx.db, row.id, input.requestId);
  if (again) return answered(again.kind, again.createdAt);

  const limiter = ctx.services.rateLimiter;
  await limiter.consume(
    { key: `response:ip:${ctx.meta.ip}`, ...PER_IP },
    RESPONSE_RATE_LIMIT_MESSAGE,
  );
  await limiter.consume(
    { key: `response:presentation:${row.id}`, ...PER_PRESENTATION },
    RESPONSE_PRESENTATION_LIMIT_MESSAGE,
  );

  // The view it came from: its version is the one answered.
  const view = await viewOf(ctx.db, row.id, input.viewId);
  const details = detailsOf(input);
  const [stored] = await ctx.db
    .insert(presentationResponses)
    .values({
      id: newId(),
      presentationId: row.id,
      userId: row.userId,
      kind: input.kind,
      ...details,
      versionNumber: view?.versionNumber ?? row.version,
      viewId: view?.id ?? null,
      viewerEmail,
      requestId: input.requestId,
    })
    .onConflictDoNothing()
    .returning({ createdAt: presentationResponses.createdAt });
  if (!stored) {
    // The same request arrived twice at once: the other one stored it.
    return answered(input.kind, new Date());
  }
  ctx.services.mail.sendLater(() =>
    responseMail(ctx.db, ctx.config.appOrigin, row, { kind: input.kind, ...details, viewerEmail }),
  );
  return answered(input.kind, stored.createdAt);
}
