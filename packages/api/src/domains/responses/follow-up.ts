// A follow-up e-mail drafted from what the client did with one presentation — the sections they
// read most, the questions asked, the response chosen — by the AI when a key is available, by the
// built-in template otherwise. Only this presentation's rows feed it. Nothing is sent until the
// advisor presses Send; what is sent is the advisor's edited text, to the client's address on file
// and to at most three addresses the advisor added and confirmed, each counted against the limit —
// under the advisor's name, with their address as Reply-To, so "just reply to this e-mail" reaches
// them.
import type { z } from 'zod';

import {
  FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE,
  FOLLOW_UP_NO_CLIENT_ADDRESS_MESSAGE,
  type ZDraftFollowUpInput,
  type ZPresentationResponsesInput,
  type ZSendFollowUpInput,
} from '@pitchcraft/core';
import { escapeHtml } from '@pitchcraft/core/document';
import {
  and,
  brandKits,
  desc,
  eq,
  followUps,
  userProfiles,
  users,
  type Database,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { WriterError } from '../../writing/writer';
import { auditActorOf, recordAudit, type AuditCtx } from '../audit/record';
import { getOwnedPresentation } from '../presentations/service';
import { assertClientFacingAllowed } from '../reviews/gate';
import { clientAddressOf, engagementOf } from './engagement';
import { followUpPrompt, parseDraft, templateDraft } from './follow-up-draft';

type Deps = Pick<Context, 'db' | 'services' | 'log' | 'config'>;

const DRAFT_MAX_TOKENS = 1_000;
const DRAFT_TIMEOUT_MS = 90_000;
const SEND_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };
export const SEND_LIMIT_MESSAGE =
  'You have sent many follow-ups in the last hour. Please wait a little before the next one.';
export const AI_DRAFT_FAILED_NOTICE =
  'The AI could not write a draft just now, so this one comes from our template. Edit it as you like.';

export async function draftFollowUp(
  ctx: Deps,
  userId: string,
  input: z.output<typeof ZDraftFollowUpInput>,
) {
  const { engagement, to, gateEmail } = await engagementOf(ctx.db, userId, input.presentationId);
  const base = { to, gateEmail, shared: engagement.shareUrl !== null };
  const template = () => ({ ...base, ...templateDraft(engagement), source: 'built-in' as const });
  const { generation } = ctx.services;
  const aiAvailable =
    input.mode === 'auto' && (input.apiKey !== undefined || generation.serverKeyAvailable);
  if (!aiAvailable) return { ...template(), notice: null };
  try {
    const { text } = await generation.anthropic.write({
      prompt: followUpPrompt(engagement),
      apiKey: input.apiKey,
      maxTokens: DRAFT_MAX_TOKENS,
      signal: AbortSignal.timeout(DRAFT_TIMEOUT_MS),
      onText: () => undefined,
      onRetry: () => undefined,
    });
    const draft = parseDraft(text);
    if (!draft) return { ...template(), notice: AI_DRAFT_FAILED_NOTICE };
    const body =
      engagement.shareUrl && !draft.body.includes(engagement.shareUrl)
        ? `${draft.body}\n\nYou can open the presentation again at any time:\n${engagement.shareUrl}`
        : draft.body;
    return { ...base, subject: draft.subject, body, source: 'ai' as const, notice: null };
  } catch (error) {
    if (error instanceof WriterError && error.reason === 'AI_KEY_INVALID')
      throw new AppError('BAD_REQUEST', error.message, { reason: 'AI_KEY_INVALID' });
    ctx.log.warn({ err: error }, 'follow-up draft fell back to the template');
    return { ...template(), notice: AI_DRAFT_FAILED_NOTICE };
  }
}

/** No line breaks in a header. */
const headerText = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

type SendInput = z.output<typeof ZSendFollowUpInput>;

/** The client first, then each confirmed added address once. */
function recipientsOf(client: string | null, input: SendInput): string[] {
  // The schema refuses this too; the send must not depend on it.
  if (input.additionalRecipients.length > 0 && input.confirmAdditionalRecipients !== true) {
    throw new AppError('BAD_REQUEST', FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE, {
      field: 'confirmAdditionalRecipients',
    });
  }
  const recipients = [...new Set([...(client ? [client] : []), ...input.additionalRecipients])];
  if (recipients.length === 0)
    throw new AppError('BAD_REQUEST', FOLLOW_UP_NO_CLIENT_ADDRESS_MESSAGE, {
      field: 'additionalRecipients',
    });
  return recipients;
}

/**
 * Who a follow-up is from: the advisor's name (their profile's, else their company's) and the
 * address their clients reach them at — the brand kit's contact e-mail, which takes the place of
 * the profile's wherever clients see it, else the account's.
 */
async function advisorSenderOf(
  db: Database,
  userId: string,
): Promise<{ name: string; email: string }> {
  const [row] = await db
    .select({
      account: users.email,
      profile: userProfiles.email,
      name: userProfiles.fullName,
      company: userProfiles.companyName,
      contact: brandKits.contact,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(brandKits, eq(brandKits.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const contact = typeof row?.contact?.email === 'string' ? row.contact.email.trim() : '';
  const name = (row?.name ?? '').trim() || (row?.company ?? '').trim();
  return { name, email: contact || (row?.profile ?? '') || (row?.account ?? '') };
}

/** One e-mail per recipient, so none sees another's address; each from the advisor, replies to them. */
async function mailEach(
  ctx: Deps,
  userId: string,
  recipients: readonly string[],
  subject: string,
  body: string,
) {
  // The advisor's text as written: plain text, and the same escaped for the HTML part.
  const linked = escapeHtml(body).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  const html = `<div style="white-space:pre-wrap;font-family:system-ui,sans-serif;line-height:1.5">${linked}</div>`;
  const onBehalfOf = await advisorSenderOf(ctx.db, userId);
  for (const to of recipients)
    await ctx.services.mail.send({ to, subject, text: body, html, onBehalfOf });
}

export async function sendFollowUp(ctx: Deps & AuditCtx, userId: string, input: SendInput) {
  const row = await getOwnedPresentation(ctx.db, userId, input.presentationId);
  // A follow-up puts the presentation before the client again: an approved page only, if required.
  await assertClientFacingAllowed(ctx.db, row.id);
  const recipients = recipientsOf(await clientAddressOf(ctx.db, userId, row), input);
  // Each recipient is one e-mail (under the advisor's name, from the product's address), so each counts against the hourly limit.
  for (const _recipient of recipients) {
    await ctx.services.rateLimiter.consume(
      { key: `follow-up:user:${userId}`, ...SEND_LIMIT },
      SEND_LIMIT_MESSAGE,
    );
  }
  const id = newId();
  const sentAt = new Date();
  const subject = headerText(input.subject);
  await ctx.db.insert(followUps).values({
    id,
    presentationId: row.id,
    userId,
    toAddress: recipients.join(', '),
    subject,
    body: input.body,
    draftSource: input.source ?? 'manual',
    sentAt,
  });
  await mailEach(ctx, userId, recipients, subject, input.body);
  await recordAudit(ctx.db, auditActorOf(ctx), {
    action: 'presentation.follow_up_sent',
    targetKind: 'presentation',
    targetId: row.id,
    details: { followUpId: id, recipients: recipients.length, ownerUserId: userId },
  });
  ctx.log.info(
    { presentationId: row.id, followUpId: id, recipients: recipients.length },
    'follow-up sent',
  );
  return { id, sentAt: sentAt.toISOString(), to: recipients };
}

export async function listFollowUps(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { presentationId }: z.output<typeof ZPresentationResponsesInput>,
) {
  await getOwnedPresentation(db, userId, presentationId);
  const rows = await db
    .select({
      id: followUps.id,
      to: followUps.toAddress,
      subject: followUps.subject,
      sentAt: followUps.sentAt,
    })
    .from(followUps)
    .where(and(eq(followUps.presentationId, presentationId), eq(followUps.userId, userId)))
    .orderBy(desc(followUps.sentAt))
    .limit(100);
  return { items: rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })) };
}
