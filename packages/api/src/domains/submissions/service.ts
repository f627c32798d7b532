// The advisor's review of public form submissions that matched a client they already have: the
// submitted details beside the saved ones, applied field by field, or dismissed. Only the owner
// reaches a submission; anyone else's id answers NOT_FOUND, like a missing one.
import type { z } from 'zod';

import {
  clientFieldChanges,
  displayEmail,
  SUBMISSION_MESSAGES,
  type TApplySubmissionInput,
  type TClientReviewField,
  type TSubmissionIdInput,
  type ZListPendingSubmissionsInput,
} from '@pitchcraft/core';
import {
  and,
  clientCollectionLinks,
  clients,
  desc,
  eq,
  intakeSubmissions,
  type Executor,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { toClientView, type ClientView } from '../clients/records';
import { inScope, type OwnerScope } from '../organizations/acting';

/** Enough for any real backlog; the list is a to-do, not an archive. */
const PENDING_LIST_LIMIT = 200;

const notFound = () => new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound);

/** Pending reviews of the clients the caller may read in their organisation (`scope`). */
export async function listPendingSubmissions(
  { db }: Pick<Context, 'db'>,
  scope: OwnerScope,
  input: z.output<typeof ZListPendingSubmissionsInput>,
) {
  const rows = await db
    .select({
      submission: intakeSubmissions,
      client: clients,
      linkTitle: clientCollectionLinks.title,
    })
    .from(intakeSubmissions)
    .innerJoin(
      clients,
      and(eq(clients.id, intakeSubmissions.clientId), eq(clients.userId, intakeSubmissions.userId)),
    )
    .leftJoin(clientCollectionLinks, eq(clientCollectionLinks.id, intakeSubmissions.linkId))
    .where(
      and(
        inScope(clients, scope),
        eq(intakeSubmissions.status, 'pending'),
        input.clientId ? eq(intakeSubmissions.clientId, input.clientId) : undefined,
      ),
    )
    .orderBy(desc(intakeSubmissions.createdAt))
    .limit(PENDING_LIST_LIMIT);
  return rows.map(({ submission, client, linkTitle }) => ({
    id: submission.id,
    /** Whose client it is: a list may span several members of the organisation. */
    ownerId: submission.userId,
    createdAt: submission.createdAt.toISOString(),
    linkTitle,
    submittedName: submission.fullName,
    client: { id: client.id, fullName: client.fullName, email: displayEmail(client.email) },
    // Compared with the client as it is now: the advisor may have edited it since.
    changes: clientFieldChanges(client, submission.clientFields),
  }));
}

/** The caller's pending submission and its client, locked for the rest of the transaction. */
async function lockPending(tx: Executor, userId: string, id: string) {
  const [submission] = await tx
    .select()
    .from(intakeSubmissions)
    .where(and(eq(intakeSubmissions.id, id), eq(intakeSubmissions.userId, userId)))
    .for('update')
    .limit(1);
  if (!submission) throw notFound();
  if (submission.status !== 'pending')
    throw new AppError('PRECONDITION_FAILED', SUBMISSION_MESSAGES.alreadyReviewed, {
      reason: 'SUBMISSION_REVIEWED',
    });
  if (!submission.clientId) throw notFound();
  const [client] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.id, submission.clientId), eq(clients.userId, userId)))
    .for('update')
    .limit(1);
  if (!client) throw notFound();
  return { submission, client };
}

/** Copies the chosen submitted fields onto the client; every other field stays as the advisor left it. */
export async function applySubmission(
  { db }: Pick<Context, 'db'>,
  userId: string,
  input: TApplySubmissionInput,
): Promise<ClientView> {
  return db.transaction(async (tx) => {
    const { submission, client } = await lockPending(tx, userId, input.id);
    const submitted = submission.clientFields as Partial<Record<TClientReviewField, unknown>>;
    const missing = input.fields.find((field) => !(field in submitted));
    if (missing)
      throw new AppError('BAD_REQUEST', SUBMISSION_MESSAGES.fieldNotSubmitted, { field: 'fields' });

    const industryData = { ...client.industryData };
    let { fullName, phone } = client;
    for (const field of input.fields) {
      const value = submitted[field];
      if (field === 'fullName') fullName = String(value);
      else if (field === 'phone') phone = String(value);
      else industryData[field] = value;
    }
    const [updated] = await tx
      .update(clients)
      .set({ fullName, phone, industryData, updatedAt: new Date() })
      .where(eq(clients.id, client.id))
      .returning();
    await tx
      .update(intakeSubmissions)
      .set({ status: 'applied', appliedFields: input.fields, reviewedAt: new Date() })
      .where(eq(intakeSubmissions.id, submission.id));
    if (!updated) throw notFound();
    return toClientView(updated);
  });
}

/** Closes the review without changing the client; the submission stays listed under its link. */
export async function dismissSubmission(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { id }: TSubmissionIdInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { submission } = await lockPending(tx, userId, id);
    await tx
      .update(intakeSubmissions)
      .set({ status: 'dismissed', reviewedAt: new Date() })
      .where(eq(intakeSubmissions.id, submission.id));
  });
}
