// The public side of a collection link: anyone holding the link may read its form and submit it
// once it is checked here (exists, not expired, single use honoured under concurrency).
import type { z } from 'zod';

import {
  applyRealEstateTemplate,
  clientFieldChanges,
  industryDataFromIntake,
  LINK_MESSAGES,
  submissionFieldsFromIntake,
  submittedClientFields,
  ZInsuranceIntake,
  ZRealEstateIntake,
  type TIntake,
  type TLinkIdInput,
  type TPublicIntakeLink,
  type TSubmitIntakeInput,
} from '@pitchcraft/core';
import {
  and,
  clientCollectionLinks,
  clients,
  eq,
  intakeSubmissions,
  isNull,
  organizations,
  sql,
  userProfiles,
  users,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { formsActiveFor } from '../auth/email-verification';
import { insertNewClient, type ClientRow } from '../clients/records';
import { linkTemplateOf, type LinkRow } from '../links/service';
import { publicAdvisorOf } from '../profile/brand';

type Ctx = Pick<Context, 'db' | 'config' | 'services' | 'meta' | 'log'>;

const SUBMIT_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };
const SUBMIT_LIMIT_MESSAGE =
  'Too many submissions from your network. Please wait a few minutes and try again.';
/** Our ids are UUIDs; anything else cannot name a link, so it is not looked up at all. */
const LINK_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

const notFound = () =>
  new AppError('NOT_FOUND', LINK_MESSAGES.notFound, { reason: 'LINK_NOT_FOUND' });
// An expired or used link exists but cannot take a submission: PRECONDITION_FAILED (which the
// web client does not retry), with a reason the public page branches on.
const expired = () =>
  new AppError('PRECONDITION_FAILED', LINK_MESSAGES.expired, { reason: 'LINK_EXPIRED' });
const used = () => new AppError('PRECONDITION_FAILED', LINK_MESSAGES.used, { reason: 'LINK_USED' });
const notActive = () =>
  new AppError('PRECONDITION_FAILED', LINK_MESSAGES.notActive, { reason: 'LINK_NOT_ACTIVE' });

/** The link with its owner's e-mail, refused unless it can take a submission now. */
async function loadOpenLink(
  db: Executor,
  linkId: string,
): Promise<{ link: LinkRow; ownerEmail: string }> {
  if (!LINK_ID_PATTERN.test(linkId)) throw notFound();
  const [found] = await db
    .select({
      link: clientCollectionLinks,
      ownerEmail: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      stripeSubscriptionId: userProfiles.stripeSubscriptionId,
    })
    .from(clientCollectionLinks)
    .innerJoin(users, eq(users.id, clientCollectionLinks.userId))
    // The subscription is the organisation's: an agency member's forms are live on the owner's.
    .innerJoin(organizations, eq(organizations.id, clientCollectionLinks.organizationId))
    .leftJoin(userProfiles, eq(userProfiles.userId, organizations.billingUserId))
    .where(eq(clientCollectionLinks.id, linkId))
    .limit(1);
  if (!found) throw notFound();
  if (found.link.expiresAt && found.link.expiresAt.getTime() <= Date.now()) throw expired();
  if (found.link.singleUse && found.link.usedAt) throw used();
  // An account that has proven nothing (no confirmed address, no checkout) hosts no live form.
  if (!formsActiveFor(found)) throw notActive();
  return { link: found.link, ownerEmail: found.ownerEmail };
}

/**
 * The form as its page shows it, with who is asking: the advisor's name, company, logo and headshot
 * (public by design), so a page that asks for health and money details says whose it is. Nothing
 * else of the advisor's.
 */
export async function getPublicLink(
  { db }: Pick<Context, 'db'>,
  { linkId }: TLinkIdInput,
): Promise<TPublicIntakeLink> {
  const { link } = await loadOpenLink(db, linkId);
  const { advisor, showMadeWith } = await publicAdvisorOf(db, link.userId);
  return {
    id: link.id,
    title: link.title,
    description: link.description,
    ...linkTemplateOf(link),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    advisor,
    showMadeWith,
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
  return {
    industryType: 'real-estate',
    intake: applyRealEstateTemplate(result.data, template.templateData),
  };
}

/** What became of a submission: a new client, or one the advisor already had (left untouched). */
type Recorded =
  { status: 'created'; client: ClientRow } | { status: 'pending' | 'unchanged'; client: ClientRow };

/**
 * Stores the submission, and a client when its e-mail is new to the advisor. An e-mail the advisor
 * already has never changes that client: whoever fills in a public form may not be that client.
 * The submission is linked to the client and waits for the advisor (pending), unless it says
 * nothing new (unchanged).
 */
async function recordSubmission(
  tx: Executor,
  link: LinkRow,
  submission: TIntake,
  submittedAt: string,
): Promise<Recorded> {
  const { fullName, email, phone } = submission.intake;
  const clientFields = submittedClientFields(submission);
  const submissionData = {
    ...submissionFieldsFromIntake(submission),
    link_id: link.id,
    submitted_at: submittedAt,
  };
  const created = await insertNewClient(tx, link.userId, {
    fullName,
    email,
    phone,
    industryData: industryDataFromIntake(submission),
    source: 'form',
    submissionData,
    linkId: link.id,
  });
  let recorded: Recorded;
  if (created) {
    recorded = { status: 'created', client: created };
  } else {
    const [existing] = await tx
      .select()
      .from(clients)
      .where(and(eq(clients.userId, link.userId), eq(clients.email, email)))
      .limit(1);
    if (!existing) throw new Error('a client with this e-mail neither exists nor could be added');
    recorded = {
      status: clientFieldChanges(existing, clientFields).length > 0 ? 'pending' : 'unchanged',
      client: existing,
    };
  }
  await tx.insert(intakeSubmissions).values({
    id: newId(),
    userId: link.userId,
    linkId: link.id,
    clientId: recorded.client.id,
    status: recorded.status,
    fullName,
    email,
    phone,
    clientFields,
    submissionData,
    createdAt: new Date(submittedAt),
  });
  return recorded;
}

export async function submitIntake(ctx: Ctx, input: TSubmitIntakeInput): Promise<void> {
  await ctx.services.rateLimiter.consume(
    { key: `intake:submit:ip:${ctx.meta.ip}`, ...SUBMIT_LIMIT },
    SUBMIT_LIMIT_MESSAGE,
  );
  const { link, ownerEmail } = await loadOpenLink(ctx.db, input.linkId);
  const submission = parseSubmission(link, input.data);
  const submittedAt = new Date().toISOString();

  const recorded = await ctx.db.transaction(async (tx) => {
    if (link.singleUse) {
      // Two submissions racing for one single-use link: only the first update finds used_at null.
      const claimed = await tx
        .update(clientCollectionLinks)
        .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(clientCollectionLinks.id, link.id), isNull(clientCollectionLinks.usedAt)))
        .returning({ id: clientCollectionLinks.id });
      if (claimed.length === 0) throw used();
    }
    return recordSubmission(tx, link, submission, submittedAt);
  });
  ctx.log.info(
    { linkId: link.id, clientId: recorded.client.id, status: recorded.status },
    'intake form submitted',
  );
  await notifyAdvisor(ctx, {
    to: ownerEmail,
    recorded,
    submittedName: submission.intake.fullName,
    linkTitle: link.title,
  });
}

/** Tells the advisor about the submission; a failure is logged and never fails the submission. */
async function notifyAdvisor(
  ctx: Ctx,
  details: { to: string; recorded: Recorded; submittedName: string; linkTitle: string },
): Promise<void> {
  const clientsUrl = `${ctx.config.appOrigin}/clients`;
  const { recorded, submittedName, linkTitle } = details;
  const message =
    recorded.status === 'created'
      ? {
          subject: `New client submission: ${submittedName}`,
          text: [
            `${submittedName} has submitted your client form "${linkTitle}".`,
            '',
            `See their details in your client list: ${clientsUrl}`,
          ].join('\n'),
        }
      : {
          subject: `New details submitted for ${recorded.client.fullName}`,
          text: [
            `Your client form "${linkTitle}" was submitted with the e-mail address of your client ${recorded.client.fullName}.`,
            '',
            recorded.status === 'pending'
              ? `Nothing in your client list has changed. Review the new details and apply the ones you want: ${clientsUrl}`
              : `The details match what you already have, so there is nothing to review: ${clientsUrl}`,
          ].join('\n'),
        };
  try {
    await ctx.services.mail.send({ to: details.to, ...message });
  } catch (error) {
    ctx.log.warn({ err: error }, 'could not send the new-submission e-mail');
  }
}
