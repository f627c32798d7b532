// The owner hears about the first open at once, then gets at most one digest a day.
import { and, eq, gt, isNull, lt, or, presentations, presentationViews, count, userProfiles } from '@pitchcraft/db';
import type { Context } from '../../context';
import type { SharedRow } from '../presentations/share';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function notifyOwnerOfView(ctx: Pick<Context, 'db' | 'services' | 'config'>, presentation: SharedRow): Promise<void> {
  const [owner] = await ctx.db
    .select({ email: userProfiles.email, name: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, presentation.userId))
    .limit(1);
  if (!owner) return;
  const link = `${ctx.config.appOrigin}/presentation/${presentation.id}`;
  const now = new Date();
  // Conditional updates decide, once across every server process, which view sends what.
  const [first] = await ctx.db
    .update(presentations)
    .set({ firstViewNotifiedAt: now, lastDigestAt: now })
    .where(and(eq(presentations.id, presentation.id), isNull(presentations.firstViewNotifiedAt)))
    .returning({ id: presentations.id });
  if (first) {
    await ctx.services.mail.send({
      to: owner.email,
      subject: `${presentation.clientName} opened your presentation`,
      text: `Hi ${owner.name},\n\n${presentation.clientName} just opened "${presentation.title}".\n\nSee who viewed it, for how long and which sections they read:\n${link}\n\nYou will get at most one summary a day after this.`,
    });
    return;
  }
  const since = presentation.lastDigestAt ?? presentation.firstViewNotifiedAt ?? now;
  const [digest] = await ctx.db
    .update(presentations)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(presentations.id, presentation.id),
        or(isNull(presentations.lastDigestAt), lt(presentations.lastDigestAt, new Date(now.getTime() - DAY_MS))),
      ),
    )
    .returning({ id: presentations.id });
  if (!digest) return;
  const [recent] = await ctx.db
    .select({ value: count() })
    .from(presentationViews)
    .where(and(eq(presentationViews.presentationId, presentation.id), gt(presentationViews.startedAt, since)));
  const views = Number(recent?.value ?? 0);
  await ctx.services.mail.send({
    to: owner.email,
    subject: `Daily summary: "${presentation.title}"`,
    text: `Hi ${owner.name},\n\n"${presentation.title}" was viewed ${views} time${views === 1 ? '' : 's'} since your last update.\n\nDetails:\n${link}`,
  });
}
