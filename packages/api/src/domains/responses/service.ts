// A client's answer on a shared presentation: stored against the presentation, the version viewed
// and the view; allowed exactly when the page itself may be seen (sharing on, not expired, gate
// passed); rate limited per address and per presentation. The advisor hears of it at once.
import type { z } from 'zod';

import {
  RESPONSE_CONFIRMATIONS,
  RESPONSE_LABELS,
  RESPONSE_PRESENTATION_LIMIT_MESSAGE,
  RESPONSE_RATE_LIMIT_MESSAGE,
  RESPONSE_SUMMARIES,
  SHARED_NOT_FOUND_MESSAGE,
  textOrNull,
  type TResponseKind,
  type ZPresentationResponsesInput,
  type ZSubmitResponseInput,
} from '@pitchcraft/core';
import { escapeHtml } from '@pitchcraft/core/document';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  presentationResponses,
  presentations,
  presentationViews,
  presentationViewSections,
  sql,
  userProfiles,
  type Database,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import {
  inPresentationOrder,
  presentationSections,
  type SectionIndex,
} from '../analytics/sections';
import { getOwnedPresentation } from '../presentations/service';
import { resolveSharedAccess, type SharedRow } from '../presentations/share';

type Ctx = Pick<Context, 'db' | 'services' | 'meta' | 'user' | 'log' | 'config'>;

const HOUR_MS = 60 * 60 * 1000;
/** Per address: enough for a family on one connection, not for a script. */
const PER_IP = { limit: 10, windowMs: HOUR_MS };
/** Per presentation: a link posted somewhere public cannot flood the advisor's inbox. */
const PER_PRESENTATION = { limit: 40, windowMs: 24 * HOUR_MS };
const RECENT_LIMIT = 10;
const TOP_SECTIONS = 5;

export const OWN_RESPONSE_MESSAGE =
  'This is your own presentation: responses come from the clients you share it with.';
export const LOCKED_RESPONSE_MESSAGE = 'Please open the presentation again to respond.';

type Submitted = z.output<typeof ZSubmitResponseInput>;

export async function submitResponse(ctx: Ctx, input: Submitted) {
  const access = await resolveSharedAccess(ctx.db, input.id, input.grant);
  if (!access) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND_MESSAGE);
  if ('locked' in access)
    throw new AppError('FORBIDDEN', LOCKED_RESPONSE_MESSAGE, { reason: 'SHARE_LOCKED' });
  const { row, viewerEmail } = access;
  if (ctx.user?.id === row.userId)
    throw new AppError('BAD_REQUEST', OWN_RESPONSE_MESSAGE, { reason: 'OWN_PRESENTATION' });

  // The same form sent again (a double tap, a retry after a lost answer) is the response already stored.
  const [again] = await ctx.db
    .select({ kind: presentationResponses.kind, createdAt: presentationResponses.createdAt })
    .from(presentationResponses)
    .where(
      and(
        eq(presentationResponses.presentationId, row.id),
        eq(presentationResponses.requestId, input.requestId),
      ),
    )
    .limit(1);
  if (again) return answered(again.kind as TResponseKind, again.createdAt);

  const limiter = ctx.services.rateLimiter;
  await limiter.consume(
    { key: `response:ip:${ctx.meta.ip}`, ...PER_IP },
    RESPONSE_RATE_LIMIT_MESSAGE,
  );
  await limiter.consume(
    { key: `response:presentation:${row.id}`, ...PER_PRESENTATION },
    RESPONSE_PRESENTATION_LIMIT_MESSAGE,
  );

  // The view it came from, only if it is a view of this presentation: its version is the one answered.
  const view = input.viewId
    ? (
        await ctx.db
          .select({ id: presentationViews.id, versionNumber: presentationViews.versionNumber })
          .from(presentationViews)
          .where(
            and(
              eq(presentationViews.id, input.viewId),
              eq(presentationViews.presentationId, row.id),
            ),
          )
          .limit(1)
      )[0]
    : undefined;
  const details = {
    message: input.kind === 'call' ? null : textOrNull(input.message),
    phone: input.kind === 'call' ? input.phone : null,
    preferredTimes: input.kind === 'call' ? textOrNull(input.preferredTimes) : null,
  };
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

const answered = (kind: TResponseKind, at: Date) => ({
  kind,
  confirmation: RESPONSE_CONFIRMATIONS[kind],
  createdAt: at.toISOString(),
});

/** No line breaks in a header: a name cannot add headers to the message. */
const headerText = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export function responseSubject(clientName: string, kind: TResponseKind): string {
  return headerText(`${clientName || 'Your client'} ${RESPONSE_SUMMARIES[kind]}`).slice(0, 200);
}

async function responseMail(
  db: Database,
  appOrigin: string,
  row: Pick<SharedRow, 'id' | 'userId' | 'title' | 'clientName'>,
  response: {
    kind: TResponseKind;
    message: string | null;
    phone: string | null;
    preferredTimes: string | null;
    viewerEmail: string | null;
  },
) {
  const [owner] = await db
    .select({ email: userProfiles.email, name: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, row.userId))
    .limit(1);
  if (!owner) return null;
  const lines: [string, string][] = [['Response', RESPONSE_LABELS[response.kind]]];
  if (response.phone) lines.push(['Phone', response.phone]);
  if (response.preferredTimes) lines.push(['Preferred times', response.preferredTimes]);
  if (response.message)
    lines.push([response.kind === 'question' ? 'Question' : 'Note', response.message]);
  if (response.viewerEmail) lines.push(['Their e-mail', response.viewerEmail]);
  const link = `${appOrigin}/presentation/${encodeURIComponent(row.id)}`;
  const intro = `${row.clientName} ${RESPONSE_SUMMARIES[response.kind]} on "${row.title}".`;
  const text = `Hi ${owner.name},\n\n${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nSee what they read and draft a follow-up:\n${link}\n`;
  const html = `<p>Hi ${escapeHtml(owner.name)},</p><p>${escapeHtml(intro)}</p><table>${lines
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join(
      '',
    )}</table><p><a href="${escapeHtml(link)}">See what they read and draft a follow-up</a></p>`;
  return { to: owner.email, subject: responseSubject(row.clientName, response.kind), text, html };
}

/** Each view's sections, most read first: only sections the presentation has. */
async function sectionsByView(db: Database, viewIds: string[], sections: SectionIndex) {
  const byView = new Map<string, { name: string; visibleMs: number }[]>();
  if (viewIds.length === 0 || sections.size === 0) return byView;
  const rows = await db
    .select({
      viewId: presentationViewSections.viewId,
      name: presentationViewSections.name,
      visibleMs: presentationViewSections.visibleMs,
    })
    .from(presentationViewSections)
    .where(
      and(
        inArray(presentationViewSections.viewId, viewIds),
        inArray(presentationViewSections.name, [...sections.keys()]),
      ),
    )
    .orderBy(desc(presentationViewSections.visibleMs));
  for (const r of rows) {
    const list = byView.get(r.viewId) ?? [];
    if (list.length < TOP_SECTIONS && r.visibleMs > 0)
      list.push({ name: r.name, visibleMs: r.visibleMs });
    byView.set(r.viewId, list);
  }
  return byView;
}

/** The sections read most over every view of a presentation, by id: only sections it has. */
export async function topSectionsOf(
  db: Database,
  presentationId: string,
  sections: SectionIndex,
  limit = TOP_SECTIONS,
) {
  if (sections.size === 0) return [];
  const rows = await db
    .select({
      name: presentationViewSections.name,
      visibleMs: sql<number>`sum(${presentationViewSections.visibleMs})::int`,
    })
    .from(presentationViewSections)
    .where(
      and(
        eq(presentationViewSections.presentationId, presentationId),
        inArray(presentationViewSections.name, [...sections.keys()]),
      ),
    )
    .groupBy(presentationViewSections.name)
    .orderBy(sql`2 desc`, presentationViewSections.name)
    .limit(limit);
  return rows
    .filter((r) => r.visibleMs > 0)
    .map((r) => ({ name: r.name, visibleMs: Number(r.visibleMs) }));
}

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
      kind: r.kind as TResponseKind,
      label: RESPONSE_LABELS[r.kind as TResponseKind] ?? r.kind,
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

export async function unreadCount({ db }: Pick<Context, 'db'>, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(presentationResponses)
    .where(and(eq(presentationResponses.userId, userId), isNull(presentationResponses.readAt)));
  return { count: Number(row?.value ?? 0) };
}

export async function recentResponses({ db }: Pick<Context, 'db'>, userId: string) {
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
    .where(eq(presentationResponses.userId, userId))
    .orderBy(desc(presentationResponses.createdAt), desc(presentationResponses.id))
    .limit(RECENT_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      presentationId: r.presentationId,
      presentationTitle: r.presentationTitle,
      clientName: r.clientName,
      kind: r.kind as TResponseKind,
      summary: `${r.clientName} ${RESPONSE_SUMMARIES[r.kind as TResponseKind] ?? 'responded'}`,
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
