// The client signs "I'd like to go ahead" on the shared page: a typed name, the consent sentence
// ticked, the time, the address and browser it came from and the SHA-256 of the version's page, in
// an immutable row, one per version. Allowed exactly when the page may be seen and a response may
// be sent (the same checks and limits as responses.submit); the signature is also the client's
// go-ahead response, so the advisor hears of it as of any response.
import type { z } from 'zod';

import {
  ACKNOWLEDGEMENT_CONSENT,
  ACKNOWLEDGEMENT_MESSAGES,
  RESPONSE_PRESENTATION_LIMIT_MESSAGE,
  RESPONSE_RATE_LIMIT_MESSAGE,
  type TSignedAcknowledgement,
  type ZSignAcknowledgementInput,
} from '@pitchcraft/core';
import {
  and,
  eq,
  presentationAcknowledgements,
  presentationResponses,
  presentations,
  presentationVersions,
  presentationViews,
  type Database,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { pageHash } from '../records/hash-chain';
import { responseMail } from '../responses/response-mail';
import { answerableShare } from '../responses/submit';

type Ctx = Pick<Context, 'db' | 'services' | 'meta' | 'user' | 'config'>;
type SignInput = z.output<typeof ZSignAcknowledgementInput>;

const HOUR_MS = 60 * 60 * 1000;
// The buckets responses.submit counts in: a signature is a response, and the same flood is refused.
const PER_IP = { limit: 10, windowMs: HOUR_MS };
const PER_PRESENTATION = { limit: 40, windowMs: 24 * HOUR_MS };
const LOCKED_MESSAGE = 'Please open the presentation again to sign.';
/** Browsers' user agents fit well within this; a longer header is cut, not refused. */
const USER_AGENT_MAX_CHARS = 512;

const signed = (row: {
  signerName: string;
  versionNumber: number;
  signedAt: Date;
}): TSignedAcknowledgement => ({
  signerName: row.signerName,
  versionNumber: row.versionNumber,
  signedAt: row.signedAt.toISOString(),
});

const SIGNATURE = {
  signerName: presentationAcknowledgements.signerName,
  versionNumber: presentationAcknowledgements.versionNumber,
  signedAt: presentationAcknowledgements.signedAt,
};

/** The signature this same form stored before (a double tap, a retry after a lost answer). */
async function signedAlready(db: Executor, presentationId: string, requestId: string) {
  const [again] = await db
    .select(SIGNATURE)
    .from(presentationResponses)
    .innerJoin(
      presentationAcknowledgements,
      and(
        eq(presentationAcknowledgements.presentationId, presentationResponses.presentationId),
        eq(presentationAcknowledgements.versionNumber, presentationResponses.versionNumber),
      ),
    )
    .where(
      and(
        eq(presentationResponses.presentationId, presentationId),
        eq(presentationResponses.requestId, requestId),
        eq(presentationResponses.kind, 'go_ahead'),
      ),
    )
    .limit(1);
  return again;
}

/** The view the page recorded, only if it is a view of this presentation. */
async function viewOf(db: Executor, presentationId: string, viewId: string | undefined) {
  if (!viewId) return null;
  const [view] = await db
    .select({ id: presentationViews.id })
    .from(presentationViews)
    .where(
      and(eq(presentationViews.id, viewId), eq(presentationViews.presentationId, presentationId)),
    )
    .limit(1);
  return view?.id ?? null;
}

const stale = () =>
  new AppError('CONFLICT', ACKNOWLEDGEMENT_MESSAGES.stale, { reason: 'VERSION_STALE' });

/**
 * The SHA-256 of the page of version `number`. A presentation saved
 * before versions were kept has no row for its version 1: its page is the presentation's own.
 */
async function pageHashOf(tx: Executor, presentationId: string, number: number, html: string) {
  const [version] = await tx
    .select({ pageHash: presentationVersions.pageHash })
    .from(presentationVersions)
    .where(
      and(
        eq(presentationVersions.presentationId, presentationId),
        eq(presentationVersions.number, number),
      ),
    )
    .limit(1);
  return version?.pageHash ?? pageHash(html);
}

interface Signer {
  presentationId: string;
  userId: string;
  viewerEmail: string | null;
  ip: string;
  userAgent: string;
  /**
   * The version the shared page shows, and whether it is the presentation's current one (not when
   * its organisation requires approval and a newer version awaits it: the client signs what they
   * were shown, the newest approved version).
   */
  shownVersion: number;
  showsCurrent: boolean;
}

/**
 * Stores the signature and its go-ahead response together, with the presentation row shared-locked
 * so no edit can make a new version between the check and the insert. `fresh` is false when a
 * concurrent call of this same request stored it first: its signature is the answer.
 */
async function store(db: Database, signer: Signer, input: SignInput) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: presentations.version, htmlContent: presentations.htmlContent })
      .from(presentations)
      .where(eq(presentations.id, signer.presentationId))
      .for('share');
    const shown = signer.showsCurrent ? current?.version : signer.shownVersion;
    if (!current || shown !== input.versionNumber) throw stale();
    const hash = await pageHashOf(tx, signer.presentationId, shown, current.htmlContent);
    const [row] = await tx
      .insert(presentationAcknowledgements)
      .values({
        id: newId(),
        presentationId: signer.presentationId,
        versionNumber: shown,
        pageHash: hash,
        signerName: input.fullName,
        consentText: ACKNOWLEDGEMENT_CONSENT,
        viewerEmail: signer.viewerEmail,
        ipAddress: signer.ip,
        userAgent: signer.userAgent,
      })
      .onConflictDoNothing()
      .returning(SIGNATURE);
    if (!row) {
      const again = await signedAlready(tx, signer.presentationId, input.requestId);
      if (again) return { row: again, fresh: false };
      throw new AppError('CONFLICT', ACKNOWLEDGEMENT_MESSAGES.alreadySigned, {
        reason: 'ALREADY_SIGNED',
      });
    }
    // A request id already used by a stored response adds no second one; the signature stands.
    await tx
      .insert(presentationResponses)
      .values({
        id: newId(),
        presentationId: signer.presentationId,
        userId: signer.userId,
        kind: 'go_ahead',
        message: null,
        versionNumber: shown,
        viewId: await viewOf(tx, signer.presentationId, input.viewId),
        viewerEmail: signer.viewerEmail,
        requestId: input.requestId,
      })
      .onConflictDoNothing();
    return { row, fresh: true };
  });
}

export async function signAcknowledgement(
  ctx: Ctx,
  input: SignInput,
): Promise<TSignedAcknowledgement> {
  const { row, viewerEmail } = await answerableShare(ctx, input, LOCKED_MESSAGE);

  const again = await signedAlready(ctx.db, row.id, input.requestId);
  if (again) return signed(again);
  if (input.versionNumber !== row.version) throw stale();

  const limiter = ctx.services.rateLimiter;
  await limiter.consume(
    { key: `response:ip:${ctx.meta.ip}`, ...PER_IP },
    RESPONSE_RATE_LIMIT_MESSAGE,
  );
  await limiter.consume(
    { key: `response:presentation:${row.id}`, ...PER_PRESENTATION },
    RESPONSE_PRESENTATION_LIMIT_MESSAGE,
  );

  const stored = await store(
    ctx.db,
    {
      presentationId: row.id,
      userId: row.userId,
      viewerEmail,
      ip: ctx.meta.ip,
      userAgent: (ctx.meta.userAgent ?? '').slice(0, USER_AGENT_MAX_CHARS),
      shownVersion: row.version,
      showsCurrent: row.showsCurrent,
    },
    input,
  );
  if (stored.fresh) {
    ctx.services.mail.sendLater(() =>
      responseMail(ctx.db, ctx.config.appOrigin, row, {
        kind: 'go_ahead',
        message: null,
        phone: null,
        preferredTimes: null,
        viewerEmail,
      }),
    );
  }
  return signed(stored.row);
}
