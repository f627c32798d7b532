// The advisor's side of the responses: each presentation's list (with what each visit read), the
// unread badge, the newest few across every presentation, and marking a presentation's as read.
import type { z } from 'zod';

import {
  RESPONSE_LABELS,
  RESPONSE_SUMMARIES,
  type ZPresentationResponsesInput,
} from '@pitchcraft/core';
import { and, count, desc, eq, isNull, presentationResponses, presentations } from '@pitchcraft/db';

import type { Context } from '../../context';
import { inPresentationOrder, presentationSections } from '../analytics/sections';
import { inScope, type OwnerScope } from '../organizations/acting';
import { getOwnedPresentation } from '../presentations/service';
import { sectionsByView, topSectionsOf } from './sections-read';

const RECENT_LIMIT = 10;

type ResponsesInput = z.output<typeof ZPresentationResponsesInput>;

export async function listResponses(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { presentationId }: ResponsesInput,
) {
  await getOwnedPresentation(db, userId, presentationId);
  const rows = await db
    .select()
    .from(presentationResponses)
    .where(
      and(
        eq(presentationResponses.presentationId, presentationId),
        eq(presentationResponses.userId, userId),
      ),
    )
    .orderBy(desc(presentationResponses.createdAt), desc(presentationResponses.id))
    .limit(200);
  const real = await presentationSections(db, presentationId);
  const sections = await sectionsByView(
    db,
    rows.flatMap((r) => (r.viewId ? [r.viewId] : [])),
    real,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      label: RESPONSE_LABELS[r.kind],
      message: r.message,
      phone: r.phone,
      preferredTimes: r.preferredTimes,
      viewerEmail: r.viewerEmail,
      versionNumber: r.versionNumber,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
      /** The sections this visit read most, by title, in the presentation's order. */
      sectionsRead: inPresentationOrder(
        (r.viewId ? sections.get(r.viewId) : undefined) ?? [],
        real,
      ),
    })),
    topSections: inPresentationOrder(await topSectionsOf(db, presentationId, real), real),
  };
}

/** Responses to presentations the caller may read in their organisation (`scope`). */
const scopedResponses = (scope: OwnerScope) =>
  and(inScope(presentations, scope), eq(presentationResponses.userId, presentations.userId));

export async function unreadCount({ db }: Pick<Context, 'db'>, scope: OwnerScope) {
  const [row] = await db
    .select({ value: count() })
    .from(presentationResponses)
    .innerJoin(presentations, eq(presentations.id, presentationResponses.presentationId))
    .where(and(scopedResponses(scope), isNull(presentationResponses.readAt)));
  return { count: Number(row?.value ?? 0) };
}

export async function recentResponses({ db }: Pick<Context, 'db'>, scope: OwnerScope) {
  const rows = await db
    .select({
      id: presentationResponses.id,
      presentationId: presentationResponses.presentationId,
      presentationTitle: presentations.title,
      clientName: presentations.clientName,
      kind: presentationResponses.kind,
      createdAt: presentationResponses.createdAt,
      readAt: presentationResponses.readAt,
    })
    .from(presentationResponses)
    .innerJoin(presentations, eq(presentations.id, presentationResponses.presentationId))
    .where(scopedResponses(scope))
    .orderBy(desc(presentationResponses.createdAt), desc(presentationResponses.id))
    .limit(RECENT_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      presentationId: r.presentationId,
      presentationTitle: r.presentationTitle,
      clientName: r.clientName,
      kind: r.kind,
      summary: `${r.clientName} ${RESPONSE_SUMMARIES[r.kind]}`,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
  };
}

export async function markResponsesRead(
  { db }: Pick<Context, 'db'>,
  userId: string,
  { presentationId }: ResponsesInput,
) {
  await getOwnedPresentation(db, userId, presentationId);
  const rows = await db
    .update(presentationResponses)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(presentationResponses.presentationId, presentationId),
        eq(presentationResponses.userId, userId),
        isNull(presentationResponses.readAt),
      ),
    )
    .returning({ id: presentationResponses.id });
  return { count: rows.length };
}
