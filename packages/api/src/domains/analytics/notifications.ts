// The owner hears about the first open at once; later views are summed up in at most one summary
// a day: a queued job (one per presentation, due a day after the last summary) that any process
// sends when it falls due, whether or not anyone views the presentation then.
import {
  and,
  count,
  eq,
  gt,
  isNull,
  lt,
  or,
  presentations,
  presentationViews,
  userProfiles,
  type Database,
} from '@pitchcraft/db';

import type { ApiConfig, Context } from '../../context';
import type { MailService } from '../../services/mail';
import { QUEUES, type JobQueue } from '../../services/queue';
import type { SharedRow } from '../presentations/share';

const DAY_MS = 24 * 60 * 60 * 1000;

async function ownerOf(db: Database, userId: string) {
  const [owner] = await db
    .select({ email: userProfiles.email, name: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return owner;
}

export async function notifyOwnerOfView(
  ctx: Pick<Context, 'db' | 'services' | 'config'>,
  presentation: SharedRow,
): Promise<void> {
  const now = new Date();
  // Conditional updates decide, once across every server process, which view sends what.
  const [first] = await ctx.db
    .update(presentations)
    .set({ firstViewNotifiedAt: now, lastDigestAt: now })
    .where(and(eq(presentations.id, presentation.id), isNull(presentations.firstViewNotifiedAt)))
    .returning({ id: presentations.id });
  if (first) {
    const owner = await ownerOf(ctx.db, presentation.userId);
    if (!owner) return;
    await ctx.services.mail.send({
      to: owner.email,
      subject: `${presentation.clientName} opened your presentation`,
      text: `Hi ${owner.name},\n\n${presentation.clientName} just opened "${presentation.title}".\n\nSee who viewed it, for how long and which sections they read:\n${ctx.config.appOrigin}/presentation/${presentation.id}\n\nYou will get at most one summary a day after this.`,
    });
    return;
  }
  // A later view: the summary is due a day after the last one. One waits per presentation (the
  // queue keeps a single queued job per key), so further views add nothing.
  const since = presentation.lastDigestAt ?? presentation.firstViewNotifiedAt ?? now;
  await ctx.services.queue.boss.send(
    QUEUES.viewDigest,
    { presentationId: presentation.id },
    {
      singletonKey: presentation.id,
      startAfter: new Date(Math.max(now.getTime(), since.getTime() + DAY_MS)),
    },
  );
}

/** Sends a presentation's daily summary if one is due and anything was viewed since the last. */
export async function sendViewDigest(
  deps: { db: Database; mail: MailService; config: Pick<ApiConfig, 'appOrigin'> },
  presentationId: string,
): Promise<boolean> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(presentations)
    .where(eq(presentations.id, presentationId))
    .limit(1);
  if (!row?.notifyOnView) return false;
  const now = new Date();
  const since = row.lastDigestAt ?? row.firstViewNotifiedAt ?? now;
  const [recent] = await db
    .select({ value: count() })
    .from(presentationViews)
    .where(
      and(
        eq(presentationViews.presentationId, presentationId),
        gt(presentationViews.startedAt, since),
      ),
    );
  const views = Number(recent?.value ?? 0);
  if (views === 0) return false;
  // Once across every process, and never twice in a day.
  const [due] = await db
    .update(presentations)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(presentations.id, presentationId),
        or(
          isNull(presentations.lastDigestAt),
          lt(presentations.lastDigestAt, new Date(now.getTime() - DAY_MS + 60_000)),
        ),
      ),
    )
    .returning({ id: presentations.id });
  if (!due) return false;
  const owner = await ownerOf(db, row.userId);
  if (!owner) return false;
  await deps.mail.send({
    to: owner.email,
    subject: `Daily summary: "${row.title}"`,
    text: `Hi ${owner.name},\n\n"${row.title}" was viewed ${views} time${views === 1 ? '' : 's'} since your last update.\n\nDetails:\n${deps.config.appOrigin}/presentation/${presentationId}`,
  });
  return true;
}

/** Sends summaries as they fall due, from this process; returns the function that stops it. */
export async function startViewDigests(
  deps: { db: Database; mail: MailService; queue: JobQueue; config: Pick<ApiConfig, 'appOrigin'> },
  pollSeconds = 30,
): Promise<() => Promise<void>> {
  await deps.queue.boss.work<{ presentationId: string }>(
    QUEUES.viewDigest,
    { pollingIntervalSeconds: pollSeconds },
    async ([job]) => {
      if (job) await sendViewDigest(deps, job.data.presentationId);
    },
  );
  return () => deps.queue.boss.offWork(QUEUES.viewDigest);
}
