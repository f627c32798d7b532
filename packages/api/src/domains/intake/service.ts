// The public side of a collection link: anyone holding the link may read its form and submit it
// once it is checked here (exists, not expired, single use honoured under concurrency).
import {
  applyRealEstateTemplate,
  industryDataFromIntake,
  LINK_MESSAGES,
  submissionFieldsFromIntake,
  ZInsuranceIntake,
  ZRealEstateIntake,
  type TIntake,
  type TPublicIntakeLink,
  type ZSubmitIntakeInput,
} from '@pitchcraft/core';
import { and, clientCollectionLinks, eq, isNull, sql, users, type Executor } from '@pitchcraft/db';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { upsertClient } from '../clients/service';
import { linkTemplateOf, type LinkRow } from '../links/service';

type Ctx = Pick<Context, 'db' | 'config' | 'services' | 'meta' | 'log'>;

const SUBMIT_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };
const SUBMIT_LIMIT_MESSAGE = 'Too many submissions from your network. Please wait a few minutes and try again.';
/** Our ids are UUIDs; anything else cannot name a link, so it is not looked up at all. */
const LINK_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

const notFound = () => new AppError('NOT_FOUND', LINK_MESSAGES.notFound, { reason: 'LINK_NOT_FOUND' });
// An expired or used link exists but cannot take a submission: PRECONDITION_FAILED (which the
// web client does not retry), with a reason the public page branches on.
const expired = () => new AppError('PRECONDITION_FAILED', LINK_MESSAGES.expired, { reason: 'LINK_EXPIRED' });
const used = () => new AppError('PRECONDITION_FAILED', LINK_MESSAGES.used, { reason: 'LINK_USED' });

/** The link with its owner's e-mail, refused unless it can still take a submission. */
async function loadOpenLink(db: Executor, linkId: string): Promise<{ link: LinkRow; ownerEmail: string }> {
  if (!LINK_ID_PATTERN.test(linkId)) throw notFound();
  const [found] = await db
    .select({ link: clientCollectionLinks, ownerEmail: users.email })
    .from(clientCollectionLinks)
    .innerJoin(users, eq(users.id, clientCollectionLinks.userId))
    .where(eq(clientCollectionLinks.id, linkId))
    .limit(1);
  if (!found) throw notFound();
  if (found.link.expiresAt && found.link.expiresAt.getTime() <= Date.now()) throw expired();
  if (found.link.singleUse && found.link.usedAt) throw used();
  return found;
}

export async function getPublicLink(db: Executor, linkId: string): Promise<TPublicIntakeLink> {
  const { link } = await loadOpenLink(db, linkId);
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    ...linkTemplateOf(link),
    expiresAt: link.expiresAt?.toISOString() ?? null,
  };
}

function invalidSubmission(error: z.ZodError): AppError {
  const message = error.issues[0]?.message ?? 'Please check the form and try again';
  return new AppError('BAD_REQUEST', message, { reason: 'INVALID_SUBMISSION' });
}

/** The submitted data checked against the form of the link's industry; BAD_REQUEST names the field. */
function parseSubmission(link: LinkRow, data: Record<string, unknown>): TIntake {
  const template = linkTemplateOf(link);
  if (template.industryType === 'insurance') {
    const result = ZInsuranceIntake.safeParse(data);
    if (!result.success) throw invalidSubmission(result.error);
    return { industryType: 'insurance', intake: result.data };
  }
  const result = ZRealEstateIntake.safeParse(data);
  if (!result.success) throw invalidSubmission(result.error);
  return { industryType: 'real-estate', intake: applyRealEstateTemplate(result.data, template.templateData) };
}

export async function submitIntake(ctx: Ctx, input: z.output<typeof ZSubmitIntakeInput>): Promise<void> {
  await ctx.services.rateLimiter.consume({ key: `intake:submit:ip:${ctx.meta.ip}`, ...SUBMIT_LIMIT }, SUBMIT_LIMIT_MESSAGE);
  const { link, ownerEmail } = await loadOpenLink(ctx.db, input.linkId);
  const submission = parseSubmission(link, input.data);
  const { fullName, email, phone } = submission.intake;
  const submittedAt = new Date().toISOString();

  const client = await ctx.db.transaction(async (tx) => {
    if (link.singleUse) {
      // Two submissions racing for one single-use link: only the first update finds used_at null.
      const claimed = await tx
        .update(clientCollectionLinks)
        .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(clientCollectionLinks.id, link.id), isNull(clientCollectionLinks.usedAt)))
        .returning({ id: clientCollectionLinks.id });
      if (claimed.length === 0) throw used();
    }
    return upsertClient(tx, link.userId, {
      fullName,
      email,
      phone,
      industryData: industryDataFromIntake(submission),
      source: 'form',
      submissionData: { ...submissionFieldsFromIntake(submission), link_id: link.id, submitted_at: submittedAt },
      linkId: link.id,
    });
  });
  ctx.log.info({ linkId: link.id, clientId: client.id }, 'intake form submitted');
  await notifyAdvisor(ctx, { to: ownerEmail, clientName: client.fullName, linkTitle: link.title });
}

/** Tells the advisor about the submission; a failure is logged and never fails the submission. */
async function notifyAdvisor(ctx: Ctx, details: { to: string; clientName: string; linkTitle: string }): Promise<void> {
  try {
    await ctx.services.mail.send({
      to: details.to,
      subject: `New client submission: ${details.clientName}`,
      text: [
        `${details.clientName} has submitted your client form "${details.linkTitle}".`,
        '',
        `See their details in your client list: ${ctx.config.appOrigin}/clients`,
      ].join('\n'),
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'could not send the new-submission e-mail');
  }
}
