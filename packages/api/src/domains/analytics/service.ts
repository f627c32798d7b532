// Recording views of shared presentations (public beacons, bounded per view and rate limited per
// IP) and the owner's aggregates. Owner visits are not counted; Do-Not-Track and Global Privacy
// Control visitors count only as an anonymous view.
import type { z } from 'zod';

import {
  ANALYTICS_DAYS,
  MAX_HEARTBEAT_MS,
  MAX_HEARTBEATS_PER_VIEW,
  MAX_SECTION_EVENTS_PER_VIEW,
  MAX_SECTIONS_PER_VIEW,
  textOrNull,
  type ZAnalyticsInput,
  type ZHeartbeatInput,
  type ZSectionsInput,
  type ZStartViewInput,
} from '@pitchcraft/core';
import {
  and,
  descNullsLast,
  eq,
  presentationViews,
  presentationViewSections,
  rowsOf,
  sql,
} from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError } from '../../errors';
import { newId } from '../../ids';
import { getOwnedPresentation } from '../presentations/service';
import { resolveSharedAccess } from '../presentations/share';
import { notifyOwnerOfView } from './notifications';
import {
  inPresentationOrder,
  presentationSections,
  sectionIdFor,
  sectionsOfView,
  type SectionIndex,
} from './sections';

type Ctx = Pick<Context, 'db' | 'services' | 'meta' | 'user' | 'log' | 'config'>;
type Deps = Pick<Context, 'db'>;

const viewRefused = () => new AppError('NOT_FOUND', 'This view is not being recorded');

function prefersNoTracking(headers: Context['meta']['headers']): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

export async function startView(ctx: Ctx, input: z.output<typeof ZStartViewInput>) {
  await ctx.services.rateLimiter.consume(
    { key: `beacon:view:${ctx.meta.ip}`, limit: 120, windowMs: 10 * 60 * 1000 },
    'Too many requests. Please try again later.',
  );
  const access = await resolveSharedAccess(ctx.db, input.presentationId, input.grant);
  if (!access || 'locked' in access) throw viewRefused();
  if (ctx.user?.id === access.row.userId) return { viewId: null, counted: false, anonymous: false };
  const anonymous = prefersNoTracking(ctx.meta.headers);
  const id = newId();
  await ctx.db.insert(presentationViews).values(
    anonymous
      ? { id, presentationId: access.row.id, anonymous: true, versionNumber: access.row.version }
      : {
          id,
          presentationId: access.row.id,
          versionNumber: access.row.version,
          visitorId: textOrNull(input.visitorId),
          device: input.device ?? null,
          referrerHost: textOrNull(input.referrerHost),
          viewerEmail: access.viewerEmail,
        },
  );
  if (access.row.notifyOnView) {
    void notifyOwnerOfView(ctx, access.row).catch((err: unknown) =>
      ctx.log.warn({ err }, 'view notification failed'),
    );
  }
  return { viewId: anonymous ? null : id, counted: true, anonymous };
}

/** Adds active time, never more than the view's real age, on a view whose share is still live. */
export async function recordHeartbeat({ db }: Deps, input: z.output<typeof ZHeartbeatInput>) {
  const result = await db.execute(sql`
    update presentation_views v set
      active_ms = least(v.active_ms + ${Math.min(input.activeMs, MAX_HEARTBEAT_MS)},
                        (extract(epoch from (now() - v.started_at)) * 1000)::int + 1000),
      heartbeats = v.heartbeats + 1,
      last_seen_at = now()
    from presentations p
    where v.id = ${input.viewId} and v.anonymous = false and v.heartbeats < ${MAX_HEARTBEATS_PER_VIEW}
      and p.id = v.presentation_id and p.share_enabled = true
      and (p.share_expires_at is null or p.share_expires_at > now())
    returning v.id`);
  if (rowsOf(result).length === 0) throw viewRefused();
  return { ok: true as const };
}

/** Section times reported by a view's page, recorded only for the sections that page really has. */
export async function recordSections({ db }: Deps, input: z.output<typeof ZSectionsInput>) {
  return db.transaction(async (tx) => {
    const [view] = rowsOf<{
      presentation_id: string;
      section_events: number;
      version_number: number | null;
      versioned: boolean;
      stamp: string;
    }>(
      await tx.execute(sql`
        select v.presentation_id, v.section_events, v.version_number, p.updated_at::text as stamp,
               exists(select 1 from presentation_versions pv where pv.presentation_id = v.presentation_id and pv.number = v.version_number) as versioned
        from presentation_views v
        join presentations p on p.id = v.presentation_id
        where v.id = ${input.viewId} and v.anonymous = false and p.share_enabled = true
          and (p.share_expires_at is null or p.share_expires_at > now())
        for update of v`),
    );
    if (!view || view.section_events + input.sections.length > MAX_SECTION_EVENTS_PER_VIEW)
      throw viewRefused();
    const shown = await sectionsOfView(tx, {
      presentationId: view.presentation_id,
      versionNumber: view.version_number === null ? null : Number(view.version_number),
      versioned: Boolean(view.versioned),
      stamp: view.stamp,
    });
    const totals = totalsBySection(input.sections, shown);
    const known = await tx
      .select({ name: presentationViewSections.name })
      .from(presentationViewSections)
      .where(eq(presentationViewSections.viewId, input.viewId));
    const names = new Set(known.map((k) => k.name));
    const accepted = [...totals].filter(([name]) => {
      if (names.has(name)) return true;
      if (names.size >= MAX_SECTIONS_PER_VIEW) return false;
      names.add(name);
      return true;
    });
    for (const [name, visibleMs] of accepted) {
      await tx
        .insert(presentationViewSections)
        .values({ viewId: input.viewId, presentationId: view.presentation_id, name, visibleMs })
        .onConflictDoUpdate({
          target: [presentationViewSections.viewId, presentationViewSections.name],
          set: {
            visibleMs: sql`least(${presentationViewSections.visibleMs} + excluded.visible_ms, 86400000)`,
          },
        });
    }
    // Every reported name counts against the view's cap, known or not.
    await tx
      .update(presentationViews)
      .set({
        sectionEvents: sql`${presentationViews.sectionEvents} + ${input.sections.length}`,
        lastSeenAt: new Date(),
      })
      .where(eq(presentationViews.id, input.viewId));
    // The same answer whatever was kept: the beacon tells nothing about which names were sections.
    return { ok: true as const };
  });
}

/** Visible time per real section; names that are not sections of the page are dropped. */
function totalsBySection(
  reported: z.output<typeof ZSectionsInput>['sections'],
  shown: SectionIndex,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const section of reported) {
    const id = sectionIdFor(section.name, shown);
    if (id) totals.set(id, (totals.get(id) ?? 0) + section.visibleMs);
  }
  return totals;
}

const RECENT_VIEWS = 10;

export async function analyticsSummary(
  { db }: Deps,
  userId: string,
  { presentationId }: z.output<typeof ZAnalyticsInput>,
) {
  const presentation = await getOwnedPresentation(db, userId, presentationId);
  const recent = await db
    .select({
      startedAt: presentationViews.startedAt,
      activeMs: presentationViews.activeMs,
      device: presentationViews.device,
      viewerEmail: presentationViews.viewerEmail,
      anonymous: presentationViews.anonymous,
      versionNumber: presentationViews.versionNumber,
    })
    .from(presentationViews)
    .where(eq(presentationViews.presentationId, presentationId))
    .orderBy(descNullsLast(presentationViews.startedAt))
    .limit(RECENT_VIEWS);
  const [totals] = rowsOf<{
    views: number;
    unique_viewers: number;
    total_active_ms: number;
    timed_views: number;
    last_viewed_at: string | Date | null;
  }>(
    await db.execute(sql`
      select count(*)::int as views,
             (count(distinct visitor_id) + count(*) filter (where visitor_id is null))::int as unique_viewers,
             coalesce(sum(active_ms), 0)::bigint as total_active_ms,
             (count(*) filter (where anonymous = false))::int as timed_views,
             max(started_at) as last_viewed_at
      from presentation_views where presentation_id = ${presentationId}`),
  );
  const perDayRows = rowsOf<{ day: string; views: number }>(
    await db.execute(sql`
      select to_char(date_trunc('day', started_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as views
      from presentation_views
      where presentation_id = ${presentationId} and started_at >= now() - (${ANALYTICS_DAYS} * interval '1 day')
      group by 1`),
  );
  const index = await presentationSections(db, presentationId);
  const sections = await sectionReach(db, presentationId, index);
  const byDay = new Map(perDayRows.map((r) => [r.day, Number(r.views)]));
  const perDay = Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
    const date = new Date(Date.now() - (ANALYTICS_DAYS - 1 - i) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { date, views: byDay.get(date) ?? 0 };
  });
  const views = Number(totals?.views ?? 0);
  const timedViews = Number(totals?.timed_views ?? 0);
  const totalActiveMs = Number(totals?.total_active_ms ?? 0);
  return {
    views,
    uniqueViewers: Number(totals?.unique_viewers ?? 0),
    totalActiveMs,
    averageActiveMs: timedViews ? Math.round(totalActiveMs / timedViews) : 0,
    lastViewedAt: totals?.last_viewed_at ? new Date(totals.last_viewed_at).toISOString() : null,
    perDay,
    currentVersion: presentation.version,
    /** The latest views, each with the version the visitor was shown (null: before versions). */
    recentViews: recent.map((v) => ({ ...v, startedAt: v.startedAt.toISOString() })),
    /** Each section read, by its title, in the presentation's order. */
    sections: inPresentationOrder(
      sections.map((s) => ({
        name: s.name,
        reach: Number(s.reach),
        reachPercent: timedViews ? Math.round((Number(s.reach) / timedViews) * 100) : 0,
        averageMs: Number(s.avg_ms),
      })),
      index,
    ),
  };
}

/** Reach and average time of each section of the presentation (names it does not have are left out). */
async function sectionReach(db: Deps['db'], presentationId: string, index: SectionIndex) {
  const real = [...index.keys()];
  if (real.length === 0) return [];
  return rowsOf<{ name: string; reach: number; avg_ms: number }>(
    await db.execute(sql`
      select name, count(distinct view_id)::int as reach, round(avg(visible_ms))::int as avg_ms
      from presentation_view_sections
      where presentation_id = ${presentationId} and name in (${sql.join(
        real.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by name order by reach desc, avg_ms desc limit ${MAX_SECTIONS_PER_VIEW}`),
  );
}

export async function listViews(
  { db }: Deps,
  userId: string,
  { presentationId }: z.output<typeof ZAnalyticsInput>,
) {
  await getOwnedPresentation(db, userId, presentationId);
  const list = await db
    .select()
    .from(presentationViews)
    .where(and(eq(presentationViews.presentationId, presentationId)))
    .orderBy(descNullsLast(presentationViews.startedAt))
    .limit(5000);
  return list.map((v) => ({
    id: v.id,
    startedAt: v.startedAt.toISOString(),
    lastSeenAt: v.lastSeenAt.toISOString(),
    activeMs: v.activeMs,
    device: v.device,
    referrerHost: v.referrerHost,
    viewerEmail: v.viewerEmail,
    visitorId: v.visitorId,
    anonymous: v.anonymous,
    versionNumber: v.versionNumber,
  }));
}
