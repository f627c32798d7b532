// What the client did with one presentation, read from this presentation's rows only: the facts a
// follow-up draft is made of, and the addresses it may go to.
import { isPlaceholderEmail, type TResponseKind } from '@pitchcraft/core';
import {
  and,
  clients,
  count,
  desc,
  eq,
  presentationResponses,
  presentationViews,
  sql,
  userProfiles,
  type Database,
} from '@pitchcraft/db';

import { presentationSections } from '../analytics/sections';
import { getOwnedPresentation } from '../presentations/service';
import { topSectionsOf } from './sections-read';

/** What the client did with the presentation: the only facts a draft is made of. */
export interface Engagement {
  clientName: string;
  firstName: string;
  title: string;
  views: number;
  readingMs: number;
  lastViewedAt: Date | null;
  /** Titles of the presentation's own sections (never a name a visitor's beacon made up). */
  topSections: { name: string; visibleMs: number }[];
  /** Newest first. Every text in it was typed by the client. */
  responses: {
    kind: TResponseKind;
    message: string | null;
    preferredTimes: string | null;
    phone: string | null;
  }[];
  advisor: { name: string; company: string; phone: string };
  shareUrl: string | null;
}

const firstNameOf = (name: string) => /\S+/.exec(name)?.[0] ?? 'there';

async function viewTotals(db: Database, presentationId: string) {
  const [views] = await db
    .select({
      views: count(),
      readingMs: sql<number>`coalesce(sum(${presentationViews.activeMs}), 0)::int`,
      last: sql<Date | null>`max(${presentationViews.startedAt})`,
    })
    .from(presentationViews)
    .where(eq(presentationViews.presentationId, presentationId));
  return {
    views: Number(views?.views ?? 0),
    readingMs: Number(views?.readingMs ?? 0),
    lastViewedAt: views?.last ? new Date(views.last) : null,
  };
}

/** The five newest responses, with the address given at the e-mail gate. */
function latestResponses(db: Database, userId: string, presentationId: string) {
  return db
    .select({
      kind: presentationResponses.kind,
      message: presentationResponses.message,
      preferredTimes: presentationResponses.preferredTimes,
      phone: presentationResponses.phone,
      viewerEmail: presentationResponses.viewerEmail,
    })
    .from(presentationResponses)
    .where(
      and(
        eq(presentationResponses.presentationId, presentationId),
        eq(presentationResponses.userId, userId),
      ),
    )
    .orderBy(desc(presentationResponses.createdAt))
    .limit(5);
}

async function advisorOf(db: Database, userId: string) {
  const [advisor] = await db
    .select({
      name: userProfiles.fullName,
      company: userProfiles.companyName,
      phone: userProfiles.phoneNumber,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return {
    name: advisor?.name ?? '',
    company: advisor?.company ?? '',
    phone: advisor?.phone ?? '',
  };
}

export async function engagementOf(db: Database, userId: string, presentationId: string) {
  const row = await getOwnedPresentation(db, userId, presentationId);
  const responses = await latestResponses(db, userId, row.id);
  const shared =
    row.shareEnabled && (!row.shareExpiresAt || row.shareExpiresAt.getTime() > Date.now());
  const engagement: Engagement = {
    clientName: row.clientName,
    firstName: firstNameOf(row.clientName),
    title: row.title,
    ...(await viewTotals(db, row.id)),
    topSections: await sectionsReadMost(db, row.id),
    responses: responses.map(({ kind, message, preferredTimes, phone }) => ({
      kind,
      message,
      preferredTimes,
      phone,
    })),
    advisor: await advisorOf(db, userId),
    shareUrl: shared ? row.sharedUrl : null,
  };
  const to = await clientAddressOf(db, userId, row);
  return { row, engagement, to, gateEmail: gateEmailOf(responses, to) };
}

/** The three sections read longest, by their titles in the presentation. */
async function sectionsReadMost(db: Database, presentationId: string) {
  const sections = await presentationSections(db, presentationId);
  const top = await topSectionsOf(db, presentationId, sections, 3);
  return top.flatMap((s) => {
    const title = sections.get(s.name);
    return title === undefined ? [] : [{ name: title, visibleMs: s.visibleMs }];
  });
}

const usable = (email: unknown): email is string =>
  typeof email === 'string' &&
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) &&
  !isPlaceholderEmail(email);

/**
 * The client's address as the advisor's own records have it: the client's record, else the address
 * typed in the wizard. Never one from the input, nor one a visitor typed at the e-mail gate.
 */
export async function clientAddressOf(
  db: Database,
  userId: string,
  row: { clientId: string | null; clientData: Record<string, unknown> },
) {
  if (row.clientId) {
    const [client] = await db
      .select({ email: clients.email })
      .from(clients)
      .where(and(eq(clients.id, row.clientId), eq(clients.userId, userId)))
      .limit(1);
    if (usable(client?.email)) return client.email.toLowerCase();
  }
  return usable(row.clientData.email) ? row.clientData.email.toLowerCase() : null;
}

/** The address given at the e-mail gate, when it is not the client's: offered to the advisor, sent to only once added and confirmed. */
function gateEmailOf(
  responses: { viewerEmail: string | null }[],
  to: string | null,
): string | null {
  const given = responses.find((r) => usable(r.viewerEmail))?.viewerEmail?.toLowerCase() ?? null;
  return given === to ? null : given;
}
