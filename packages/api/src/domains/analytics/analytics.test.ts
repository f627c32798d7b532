import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  eq,
  presentations,
  presentationVersions,
  presentationViews,
  presentationViewSections,
  sql,
} from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';

/** A beacon's section name as an outside probe sent it: free text meant to reach the client's e-mail. */
const INJECTED = 'URGENT: wire $500 to https://evil.example';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function generated(owner: TestBrowser, client: Record<string, string> = {}) {
  const { id: generationId } = await owner.caller.generation.start({
    client: {
      clientName: 'Ana Ortiz',
      age: '35',
      gender: 'Female',
      annualIncome: '70000',
      maritalStatus: 'Single',
      budget: '120',
      ...client,
    },
    strategy: {},
    mode: 'offline',
  });
  for await (const [, e] of (await owner.caller.generation.events({
    id: generationId,
  })) as AsyncIterable<[string, { type: string }]>) {
    if (e.type === 'done' || e.type === 'error') break;
  }
  return generationId;
}

async function sharedPresentation(owner: TestBrowser, client: Record<string, string> = {}) {
  const { id } = await owner.caller.presentations.save({
    generationId: await generated(owner, client),
  });
  await owner.caller.presentations.setSharing({ id, enabled: true });
  return id;
}

function visitor(ip?: string, headers: Record<string, string> = {}) {
  const b = h.browser(ip);
  // The harness's browsers send no headers; a DNT visitor gets its own caller.
  if (Object.keys(headers).length === 0) return b;
  return h.browserWithHeaders(headers);
}

describe('recording', () => {
  it('records a visitor’s view, heartbeats and sections, but not the owner’s', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    expect(await owner.caller.analytics.startView({ presentationId: id })).toEqual({
      viewId: null,
      counted: false,
      anonymous: false,
    });

    const v = visitor();
    const { viewId } = await v.caller.analytics.startView({
      presentationId: id,
      visitorId: 'visitor-1',
      device: 'phone',
      referrerHost: 'mail.example.com',
    });
    expect(viewId).toBeTruthy();
    // The server never credits more active time than the view has existed.
    await h.db.execute(
      sql`update presentation_views set started_at = now() - interval '40 seconds' where id = ${viewId}`,
    );
    await v.caller.analytics.heartbeat({ viewId: viewId!, activeMs: 10_000 });
    await v.caller.analytics.heartbeat({ viewId: viewId!, activeMs: 60_000, final: true });
    await v.caller.analytics.sections({
      viewId: viewId!,
      sections: [
        { name: 'cover', visibleMs: 4000 },
        { name: 'what-you-need', visibleMs: 9000 },
      ],
    });
    await v.caller.analytics.sections({
      viewId: viewId!,
      sections: [{ name: 'what-you-need', visibleMs: 1000 }],
    });
    // A repeat visit by the same browser counts as a view, not a new viewer.
    await visitor().caller.analytics.startView({
      presentationId: id,
      visitorId: 'visitor-1',
      device: 'phone',
    });

    const summary = await owner.caller.analytics.summary({ presentationId: id });
    expect(summary.views).toBe(2);
    expect(summary.uniqueViewers).toBe(1);
    expect(summary.totalActiveMs).toBe(25_000);
    expect(summary.lastViewedAt).not.toBeNull();
    expect(summary.perDay).toHaveLength(30);
    expect(summary.perDay.at(-1)?.views).toBe(2);
    // By the presentation's own titles, in the order it has them (the cover first).
    const titles = new Map(
      (await owner.caller.presentations.get({ id })).document!.sections.map((s) => [s.id, s.title]),
    );
    expect(summary.sections).toEqual([
      { name: 'cover', title: titles.get('cover'), reach: 1, reachPercent: 50, averageMs: 4000 },
      {
        name: 'what-you-need',
        title: titles.get('what-you-need'),
        reach: 1,
        reachPercent: 50,
        averageMs: 10_000,
      },
    ]);
    expect(titles.get('what-you-need')).not.toBe('what-you-need');
    const views = await owner.caller.analytics.views({ presentationId: id });
    expect(views[0]).toMatchObject({ device: 'phone' });
    const list = await owner.caller.presentations.list();
    expect(list.items.find((p) => p.id === id)).toMatchObject({ views: 2 });
    // No raw IP address is stored anywhere.
    expect(JSON.stringify(await h.db.select().from(presentationViews))).not.toContain(v.ip);
  });

  it('refuses beacons once sharing is off, and for unknown views', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    const v = visitor();
    const { viewId } = await v.caller.analytics.startView({ presentationId: id, visitorId: 'x' });
    await owner.caller.presentations.setSharing({ id, enabled: false });
    await expect(v.caller.analytics.startView({ presentationId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      v.caller.analytics.heartbeat({ viewId: viewId!, activeMs: 5000 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      v.caller.analytics.sections({ viewId: viewId!, sections: [{ name: 'a', visibleMs: 1 }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      v.caller.analytics.heartbeat({ viewId: 'no-such-view', activeMs: 5000 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses oversized and flooding beacons without storing anything', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    const v = visitor();
    const { viewId } = await v.caller.analytics.startView({
      presentationId: id,
      visitorId: 'flood',
    });
    await expect(
      v.caller.analytics.sections({
        viewId: viewId!,
        sections: Array.from({ length: 21 }, (_, i) => ({ name: `s${i}`, visibleMs: 1 })),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Too many sections in one report' });
    await expect(
      v.caller.analytics.sections({
        viewId: viewId!,
        sections: [{ name: 'x'.repeat(61), visibleMs: 1 }],
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      v.caller.analytics.heartbeat({ viewId: viewId!, activeMs: 10 ** 9 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      await h.db
        .select()
        .from(presentationViewSections)
        .where(eq(presentationViewSections.viewId, viewId!)),
    ).toHaveLength(0);
    // Past the per-view cap every further event is refused.
    await h.db
      .update(presentationViews)
      .set({ sectionEvents: 1000, heartbeats: 2000 })
      .where(eq(presentationViews.id, viewId!));
    await expect(
      v.caller.analytics.sections({ viewId: viewId!, sections: [{ name: 'late', visibleMs: 1 }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      v.caller.analytics.heartbeat({ viewId: viewId!, activeMs: 1000 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Opening views is rate limited per IP.
    const flooder = visitor('203.0.113.9');
    for (let i = 0; i < 120; i += 1)
      await flooder.caller.analytics.startView({ presentationId: id });
    await expect(flooder.caller.analytics.startView({ presentationId: id })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('records only the presentation’s own sections: a made-up name is dropped, and the beacon answers the same', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    const v = visitor();
    const { viewId } = await v.caller.analytics.startView({
      presentationId: id,
      visitorId: 'reader',
    });
    const report = (sections: { name: string; visibleMs: number }[]) =>
      v.caller.analytics.sections({ viewId: viewId!, sections });
    await expect(report([{ name: INJECTED, visibleMs: 50_000 }])).resolves.toEqual({ ok: true });
    await expect(
      report([
        { name: INJECTED, visibleMs: 50_000 },
        { name: 'made-up-section', visibleMs: 40_000 },
        { name: 'cover', visibleMs: 3000 },
      ]),
    ).resolves.toEqual({ ok: true });
    const stored = await h.db
      .select()
      .from(presentationViewSections)
      .where(eq(presentationViewSections.viewId, viewId!));
    expect(stored.map((r) => [r.name, r.visibleMs])).toEqual([['cover', 3000]]);

    // Rows recorded before the check (or by any other way in) are still never shown.
    await h.db.insert(presentationViewSections).values([
      { viewId: viewId!, presentationId: id, name: INJECTED, visibleMs: 90_000 },
      { viewId: viewId!, presentationId: id, name: 'made-up-section', visibleMs: 80_000 },
    ]);
    const summary = await owner.caller.analytics.summary({ presentationId: id });
    expect(summary.sections.map((s) => s.name)).toEqual(['cover']);
    expect(JSON.stringify(summary)).not.toMatch(/URGENT|evil\.example|made-up/);
  });

  it('matches a view’s sections against the version it was shown', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    expect((await owner.caller.presentations.get({ id })).outline.map((s) => s.id)).toContain(
      'questions',
    );
    const early = visitor();
    const { viewId: earlyView } = await early.caller.analytics.startView({
      presentationId: id,
      visitorId: 'early',
    });
    // Version 2 is a concise presentation: it has no questions section.
    await owner.caller.presentations.save({
      generationId: await generated(owner, { detailLevel: 'concise' }),
      presentationId: id,
    });
    expect((await owner.caller.presentations.get({ id })).outline.map((s) => s.id)).not.toContain(
      'questions',
    );
    const late = visitor();
    const { viewId: lateView } = await late.caller.analytics.startView({
      presentationId: id,
      visitorId: 'late',
    });

    await early.caller.analytics.sections({
      viewId: earlyView!,
      sections: [{ name: 'questions', visibleMs: 7000 }],
    });
    await late.caller.analytics.sections({
      viewId: lateView!,
      sections: [{ name: 'questions', visibleMs: 7000 }],
    });
    const names = async (viewId: string) =>
      (
        await h.db
          .select()
          .from(presentationViewSections)
          .where(eq(presentationViewSections.viewId, viewId))
      ).map((r) => r.name);
    expect(await names(earlyView!)).toEqual(['questions']);
    expect(await names(lateView!)).toEqual([]);
    // The owner still sees what the early visitor read in the version they were shown.
    expect(
      (await owner.caller.analytics.summary({ presentationId: id })).sections.map((s) => s.name),
    ).toEqual(['questions']);
  });

  it('matches a page saved before documents by its top-level sections, as its runtime names them', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    // A legacy page: no document and no versions on record.
    const legacy = `<html><body><section id="cover"><h2>Welcome</h2></section><section id="Our Plan!"><h2>Our plan</h2></section><section><h2>Costs at a glance</h2></section></body></html>`;
    await h.db.delete(presentationVersions).where(eq(presentationVersions.presentationId, id));
    await h.db
      .update(presentations)
      .set({ htmlContent: legacy, document: null, updatedAt: new Date() })
      .where(eq(presentations.id, id));
    const v = visitor();
    const { viewId } = await v.caller.analytics.startView({
      presentationId: id,
      visitorId: 'legacy-reader',
    });
    await v.caller.analytics.sections({
      viewId: viewId!,
      sections: [
        { name: 'Our Plan!', visibleMs: 5000 },
        { name: 'Costs at a glance', visibleMs: 4000 },
        { name: INJECTED, visibleMs: 9000 },
      ],
    });
    expect(
      (await owner.caller.analytics.summary({ presentationId: id })).sections.map((s) => s.name),
    ).toEqual(['our-plan', 'section-3']);
  });

  it('gives Do-Not-Track and GPC visitors only an anonymous count', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const v = visitor(undefined, headers);
      const result = await v.caller.analytics.startView({
        presentationId: id,
        visitorId: 'tracked-visitor',
        device: 'desktop',
        referrerHost: 'x.com',
      });
      expect(result).toEqual({ viewId: null, counted: true, anonymous: true });
    }
    const stored = await h.db
      .select()
      .from(presentationViews)
      .where(eq(presentationViews.presentationId, id));
    expect(stored).toHaveLength(2);
    for (const row of stored)
      expect(row).toMatchObject({
        anonymous: true,
        visitorId: null,
        device: null,
        referrerHost: null,
        activeMs: 0,
      });
  });
});

describe('owner only', () => {
  it('refuses another user’s analytics and deletes analytics with the presentation', async () => {
    const owner = await h.subscribedBrowser();
    const intruder = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    await visitor().caller.analytics.startView({ presentationId: id, visitorId: 'v' });
    await expect(intruder.caller.analytics.summary({ presentationId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(intruder.caller.analytics.views({ presentationId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      h.browser().caller.analytics.summary({ presentationId: id }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await owner.caller.presentations.delete({ id });
    expect(
      await h.db.select().from(presentationViews).where(eq(presentationViews.presentationId, id)),
    ).toHaveLength(0);
  });
});

describe('share controls', () => {
  it('hides an expired share from the public read and the beacons', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    await owner.caller.presentations.updateShareSettings({
      id,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      requireEmail: false,
      notifyOnView: false,
    });
    await h.browser().caller.presentations.getShared({ id });
    await h.db
      .update(presentations)
      .set({ shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(presentations.id, id));
    await expect(h.browser().caller.presentations.getShared({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This presentation might not exist or is no longer shared.',
    });
    await expect(h.browser().caller.presentations.sharedGate({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      h.browser().caller.analytics.startView({ presentationId: id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      owner.caller.presentations.updateShareSettings({
        id,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
        requireEmail: false,
        notifyOnView: false,
      }),
    ).rejects.toMatchObject({ message: 'The expiry date must be in the future' });
  });

  it('reveals nothing without the passcode, rate limits wrong ones, and attaches the gated e-mail to the view', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    const settings = await owner.caller.presentations.updateShareSettings({
      id,
      expiresAt: null,
      passcode: 'open-sesame',
      requireEmail: true,
      notifyOnView: false,
    });
    expect(settings).toMatchObject({ hasPasscode: true, requireEmail: true });
    const [row] = await h.db.select().from(presentations).where(eq(presentations.id, id));
    expect(row?.sharePasscodeHash).toMatch(/^\$argon2id\$/);

    const v = h.browser('198.51.100.7');
    expect(await v.caller.presentations.sharedGate({ id })).toEqual({
      requiresPasscode: true,
      requiresEmail: true,
    });
    await expect(v.caller.presentations.getShared({ id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(v.caller.analytics.startView({ presentationId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      v.caller.presentations.getShared({ id, grant: 'forged-grant' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (let i = 0; i < 8; i += 1) {
      await expect(
        v.caller.presentations.unlockShared({ id, passcode: `guess-${i}`, email: 'c@example.com' }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(
      v.caller.presentations.unlockShared({ id, passcode: 'open-sesame', email: 'c@example.com' }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });

    const client = h.browser('198.51.100.8');
    await expect(
      client.caller.presentations.unlockShared({ id, passcode: 'open-sesame' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const { grant } = await client.caller.presentations.unlockShared({
      id,
      passcode: 'open-sesame',
      email: 'client@example.com',
    });
    const shared = await client.caller.presentations.getShared({ id, grant });
    expect(shared.clientName).toBe('Ana Ortiz');
    const { viewId } = await client.caller.analytics.startView({
      presentationId: id,
      grant,
      visitorId: 'c1',
    });
    const [view] = await h.db
      .select()
      .from(presentationViews)
      .where(eq(presentationViews.id, viewId!));
    expect(view?.viewerEmail).toBe('client@example.com');

    // A new passcode ends the old grants.
    await owner.caller.presentations.updateShareSettings({
      id,
      expiresAt: null,
      passcode: 'new-code',
      requireEmail: true,
      notifyOnView: false,
    });
    await expect(client.caller.presentations.getShared({ id, grant })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('notifications', () => {
  it('mails the owner on the first open, then at most one summary a day, sent by the job queue when due', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    await owner.caller.presentations.updateShareSettings({
      id,
      expiresAt: null,
      requireEmail: false,
      notifyOnView: true,
    });
    await visitor().caller.analytics.startView({ presentationId: id, visitorId: 'a' });
    await visitor().caller.analytics.startView({ presentationId: id, visitorId: 'b' });
    await new Promise((r) => setTimeout(r, 200));
    // Only the view notifications: sign-up also mailed a confirmation link.
    const notifications = async () =>
      (await h.outbox()).filter(
        (m) => m.toAddress === owner.user.email && !m.subject.startsWith('Confirm your e-mail'),
      );
    const mine = await notifications();
    expect(mine.map((m) => m.subject)).toEqual(['Ana Ortiz opened your presentation']);
    // The second view queued the day's summary, due a day after the first mail: one job, however many views.
    const queued = await h.services.queue.boss.findJobs<{ presentationId: string }>('view-digest', {
      data: { presentationId: id },
      queued: true,
    });
    expect(queued).toHaveLength(1);
    expect(queued[0]!.startAfter.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    // The last summary was a day ago less two seconds: a view now queues the next for two seconds
    // from now, and the queue sends it then, with no further view.
    await h.services.queue.boss.deleteQueuedJobs('view-digest');
    await h.db
      .update(presentations)
      .set({ lastDigestAt: new Date(Date.now() - 24 * 3600_000 + 2_000) })
      .where(eq(presentations.id, id));
    await visitor().caller.analytics.startView({ presentationId: id, visitorId: 'c' });
    await visitor().caller.analytics.startView({ presentationId: id, visitorId: 'd' });
    let after = await notifications();
    for (let waited = 0; after.length < 2 && waited < 15_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      after = await notifications();
    }
    expect(after).toHaveLength(2);
    expect(after[0]?.subject).toMatch(/^Daily summary: ".+"$/);
    expect(after[0]?.textBody).toMatch(/was viewed \d+ times since your last update/);
    // Sent once: the same job does not send it again.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await notifications()).toHaveLength(2);
  });
});
