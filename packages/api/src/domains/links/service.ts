// Client collection links of the signed-in advisor: create, list, delete, and the clients each
// link has gathered. The public side of a link lives in the intake domain.
import type { z } from 'zod';

import {
  displayEmail,
  isLinkIndustryType,
  parseLinkTemplate,
  type TDeleteLinkInput,
  type TLinkIdInput,
  type TLinkIndustryType,
  type TLinkTemplate,
  type ZCreateLinkInput,
  type ZListLinksInput,
} from '@pitchcraft/core';
import {
  and,
  clientCollectionLinks,
  clients,
  descNullsLast,
  eq,
  ilike,
  intakeSubmissions,
  or,
  sql,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { containsPattern } from '../clients/service';
import { inScope, type OwnerScope } from '../organizations/acting';

export type LinkRow = typeof clientCollectionLinks.$inferSelect;

const LINK_LIST_LIMIT = 1000;

/** The industry and options of a stored link; an unknown stored industry reads as insurance. */
export function linkTemplateOf(row: Pick<LinkRow, 'industryType' | 'templateData'>): TLinkTemplate {
  const industryType: TLinkIndustryType = isLinkIndustryType(row.industryType)
    ? row.industryType
    : 'insurance';
  return parseLinkTemplate(industryType, row.templateData);
}

/**
 * A client gathered by a link before submissions were kept on their own (their only record is the
 * client's submission_data), for the clients table under the name `table`.
 */
const unrecordedFormClient = (table: 'c' | 'clients') =>
  sql.raw(
    `not exists (select 1 from intake_submissions as r where r.client_id = ${table}.id and r.link_id = ${table}.link_id)`,
  );

function publicLinkUrl(appOrigin: string, linkId: string): string {
  return `${appOrigin}/client-form/${encodeURIComponent(linkId)}`;
}

function toLinkView(row: LinkRow, appOrigin: string, submissionCount: number) {
  return {
    id: row.id,
    /** Whose link it is: a list may span several members of the organisation. */
    ownerId: row.userId,
    title: row.title,
    description: row.description,
    ...linkTemplateOf(row),
    singleUse: row.singleUse,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    url: publicLinkUrl(appOrigin, row.id),
    submissionCount,
  };
}
export type LinkView = ReturnType<typeof toLinkView>;

type Deps = Pick<Context, 'db' | 'config'>;

export async function createLink(
  { db, config }: Deps,
  userId: string,
  input: z.output<typeof ZCreateLinkInput>,
): Promise<LinkView> {
  const [row] = await db
    .insert(clientCollectionLinks)
    .values({
      id: newId(),
      userId,
      industryType: input.industryType,
      title: input.title,
      description: input.description || null,
      templateData: input.templateData,
      customFields: {},
      singleUse: input.singleUse,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning();
  if (!row) throw new Error('link insert returned no row');
  return toLinkView(row, config.appOrigin, 0);
}

/** The links the caller may read in their organisation (`scope`), newest first. */
export async function listLinks(
  { db, config }: Deps,
  scope: OwnerScope,
  input: z.output<typeof ZListLinksInput>,
): Promise<LinkView[]> {
  const pattern = input.search ? containsPattern(input.search) : null;
  const rows = await db
    .select({
      link: clientCollectionLinks,
      // Table names written out: drizzle leaves columns unqualified here, which the subquery would misread.
      submissionCount: sql<number>`(
        (select count(*) from intake_submissions as s where s.link_id = client_collection_links.id)
        + (select count(*) from clients as c where c.link_id = client_collection_links.id and ${unrecordedFormClient('c')})
      )::int`,
    })
    .from(clientCollectionLinks)
    .where(
      and(
        inScope(clientCollectionLinks, scope),
        input.industryType === 'all'
          ? undefined
          : eq(clientCollectionLinks.industryType, input.industryType),
        pattern
          ? or(
              ilike(clientCollectionLinks.title, pattern),
              ilike(clientCollectionLinks.description, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(
      descNullsLast(clientCollectionLinks.createdAt),
      descNullsLast(clientCollectionLinks.id),
    )
    .limit(LINK_LIST_LIMIT);
  return rows.map((r) => toLinkView(r.link, config.appOrigin, Number(r.submissionCount)));
}

/** Deletes the caller's link; the clients it gathered stay (their link_id is cleared). */
export async function deleteLink(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { id }: TDeleteLinkInput,
): Promise<void> {
  const deleted = await db
    .delete(clientCollectionLinks)
    .where(and(eq(clientCollectionLinks.id, id), eq(clientCollectionLinks.userId, userId)))
    .returning({ id: clientCollectionLinks.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Link not found');
}

/** Metadata the server adds to submission_data; the details dialog shows only what was submitted. */
const SUBMISSION_META_KEYS = new Set(['link_id', 'submitted_at']);

function submissionView(
  id: string,
  fullName: string,
  email: string,
  stored: Record<string, unknown>,
  createdAt: Date,
) {
  return {
    id,
    createdAt:
      typeof stored.submitted_at === 'string' ? stored.submitted_at : createdAt.toISOString(),
    fullName,
    email: displayEmail(email),
    submissionData: Object.fromEntries(
      Object.entries(stored).filter(([key]) => !SUBMISSION_META_KEYS.has(key)),
    ),
  };
}

/** Every submission of the caller's link, newest first, whether it created a client or matched one. */
export async function listSubmissions(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { linkId }: TLinkIdInput,
) {
  const [link] = await db
    .select({ id: clientCollectionLinks.id })
    .from(clientCollectionLinks)
    .where(and(eq(clientCollectionLinks.id, linkId), eq(clientCollectionLinks.userId, userId)))
    .limit(1);
  if (!link) throw new AppError('NOT_FOUND', 'Link not found');
  const recorded = await db
    .select()
    .from(intakeSubmissions)
    .where(and(eq(intakeSubmissions.linkId, linkId), eq(intakeSubmissions.userId, userId)))
    .orderBy(descNullsLast(intakeSubmissions.createdAt));
  const older = await db
    .select()
    .from(clients)
    .where(
      and(eq(clients.linkId, linkId), eq(clients.userId, userId), unrecordedFormClient('clients')),
    )
    .orderBy(descNullsLast(clients.createdAt));
  const submissions = [
    ...recorded.map((row) =>
      submissionView(row.id, row.fullName, row.email, row.submissionData, row.createdAt),
    ),
    ...older.map((row) =>
      submissionView(row.id, row.fullName, row.email, row.submissionData ?? {}, row.createdAt),
    ),
  ];
  return submissions.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
