import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, generationChunks, generations, presentations, sql } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { resolvePresentationContent } from './content';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

/** The browser's session cookie, as the content routes read it. */
const tokenOf = (b: TestBrowser) => [...b.cookies.values.values()][0];

async function generate(b: TestBrowser, clientName = 'Maria Rivera') {
  const { id } = await b.caller.generation.start({
    client: {
      clientName,
      age: '40',
      gender: 'Female',
      annualIncome: '90000',
      maritalStatus: 'Married',
      budget: '200',
      insuranceType: 'Term Life Insurance',
    },
    strategy: {},
    mode: 'offline',
  });
  for await (const [, event] of (await b.caller.generation.events({ id })) as AsyncIterable<
    [string, { type: string }]
  >) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  return id;
}

describe('save', () => {
  it('saves a finished generation with its title, data and HTML', async () => {
    const owner = await h.subscribedBrowser();
    const generationId = await generate(owner);
    const saved = await owner.caller.presentations.save({ generationId });
    expect(saved.title).toBe('Term Life Insurance Recommendations for Maria Rivera');
    const full = await owner.caller.presentations.get({ id: saved.id });
    expect(full.clientName).toBe('Maria Rivera');
    expect(full.htmlContent).toMatch(/^<!DOCTYPE html>/i);
    expect(full.clientData).toMatchObject({ clientName: 'Maria Rivera', age: '40' });
    expect(full.shareEnabled).toBe(false);
    // The document is kept beside the page, and its outline lists the sections in order.
    expect(full.outline.map((s) => s.id)).toEqual([
      'cover',
      'where-you-are',
      'what-you-need',
      'recommendation',
      'costs-and-benefits',
      'questions',
      'next-steps',
      'advisor',
      'important-information',
    ]);
    const [row] = await h.db.select().from(presentations).where(eq(presentations.id, saved.id));
    expect((row?.document as { version: number }).version).toBe(1);
    expect(full.htmlContent).not.toContain('tailwind');
  });

  it('updates the same presentation after a regeneration instead of adding a copy', async () => {
    const owner = await h.subscribedBrowser();
    const first = await owner.caller.presentations.save({ generationId: await generate(owner) });
    const second = await owner.caller.presentations.save({
      generationId: await generate(owner, 'Maria R. Rivera'),
      presentationId: first.id,
    });
    expect(second.id).toBe(first.id);
    const list = await owner.caller.presentations.list();
    expect(list.total).toBe(1);
    expect(list.items[0]?.clientName).toBe('Maria R. Rivera');
  });

  it('refuses missing data, unfinished and other users’ generations', async () => {
    const owner = await h.subscribedBrowser();
    const other = await h.subscribedBrowser();
    const message = 'Cannot save presentation - Missing required data to save the presentation';
    await expect(owner.caller.presentations.save({ generationId: '' })).rejects.toMatchObject({
      message,
    });
    await expect(
      owner.caller.presentations.save({ generationId: 'does-not-exist' }),
    ).rejects.toMatchObject({ message });
    const theirs = await generate(other);
    await expect(owner.caller.presentations.save({ generationId: theirs })).rejects.toMatchObject({
      message,
    });
  });

  it('lists only for a signed-in advisor (records stay readable without a subscription; saving needs one)', async () => {
    const unsubscribed = await h.signedUpBrowser();
    await expect(unsubscribed.caller.presentations.list()).resolves.toMatchObject({
      items: [],
      total: 0,
    });
    await expect(
      unsubscribed.caller.presentations.save({ generationId: 'x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(h.browser().caller.presentations.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

/** A generation as the wizard starts it: the client's name and address typed in, and the saved client's id when it reached the wizard. */
async function generateFor(
  b: TestBrowser,
  client: { clientName: string; email?: string },
  clientId?: string,
) {
  const { id } = await b.caller.generation.start({
    client: {
      ...client,
      age: '40',
      gender: 'Female',
      annualIncome: '90000',
      maritalStatus: 'Married',
      budget: '200',
    },
    strategy: {},
    mode: 'offline',
    ...(clientId ? { clientId } : {}),
  });
  for await (const [, event] of (await b.caller.generation.events({ id })) as AsyncIterable<
    [string, { type: string }]
  >) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  return id;
}

const clientIdOf = async (presentationId: string) =>
  (await h.db.select().from(presentations).where(eq(presentations.id, presentationId)))[0]
    ?.clientId;

describe('one client, one timeline', () => {
  it('ties a presentation for a client typed into the wizard to that client, though the browser never passed its id', async () => {
    const owner = await h.subscribedBrowser();
    // The wizard saves the typed-in client (clients.upsert) and, as before the fix, starts without its id.
    const client = await owner.caller.clients.upsert({
      fullName: 'Dana Okafor',
      email: 'dana.okafor@example.com',
      phone: '555-0101',
    });
    const { id } = await owner.caller.presentations.save({
      generationId: await generateFor(owner, {
        clientName: '  dana OKAFOR ',
        email: 'Dana.Okafor@Example.com',
      }),
    });
    expect(await clientIdOf(id)).toBe(client.id);

    // The client's timeline then has the presentation, sharing, a view, the client's response and the follow-up.
    await owner.caller.presentations.setSharing({ id, enabled: true });
    const visitor = h.browser();
    const { viewId } = await visitor.caller.analytics.startView({
      presentationId: id,
      visitorId: 'dana-phone',
    });
    await visitor.caller.analytics.heartbeat({ viewId: viewId!, activeMs: 42_000, final: true });
    await visitor.caller.responses.submit({
      id,
      viewId: viewId!,
      requestId: `dana-${Date.now()}`,
      kind: 'question',
      message: 'Can I pay yearly?',
    });
    const sent = await owner.caller.followUps.send({
      presentationId: id,
      subject: 'Your presentation',
      body: 'Yes, yearly works.',
      source: 'built-in',
    });
    expect(sent.to).toEqual(['dana.okafor@example.com']);

    const { items } = await owner.caller.clients.timeline({ clientId: client.id });
    expect(items.map((entry) => entry.kind)).toEqual([
      'follow_up',
      'response',
      'view',
      'shared',
      'presentation',
    ]);
    expect(items.every((entry) => entry.presentationId === id)).toBe(true);
    const csv = await owner.caller.clients.timelineCsv({ clientId: client.id });
    expect(JSON.stringify(csv)).toContain('Can I pay yearly?');
    // ... and the client's page lists it with its view.
    expect((await owner.caller.clients.get({ id: client.id })).presentations).toMatchObject([
      { id, views: 1 },
    ]);
  });

  it('ties a presentation with no address to the one client of that name without one, and only when it is one', async () => {
    const owner = await h.subscribedBrowser();
    const sam = await owner.caller.clients.upsert({ fullName: 'Sam Lee' });
    await owner.caller.clients.upsert({ fullName: 'Sam Lee', email: 'sam.other@example.com' });
    const tied = await owner.caller.presentations.save({
      generationId: await generateFor(owner, { clientName: 'Sam Lee' }),
    });
    expect(await clientIdOf(tied.id)).toBe(sam.id);

    // Another address, another name, or two clients it cannot choose between: left untied.
    const otherAddress = await owner.caller.presentations.save({
      generationId: await generateFor(owner, {
        clientName: 'Sam Lee',
        email: 'sam.third@example.com',
      }),
    });
    expect(await clientIdOf(otherAddress.id)).toBeNull();
    await owner.caller.clients.upsert({ fullName: 'Alex Kim' });
    await owner.caller.clients.upsert({ fullName: 'alex kim' });
    const twins = await owner.caller.presentations.save({
      generationId: await generateFor(owner, { clientName: 'Alex Kim' }),
    });
    expect(await clientIdOf(twins.id)).toBeNull();
    // Another advisor's client of the same name and address is never theirs.
    const other = await h.subscribedBrowser();
    const theirs = await other.caller.presentations.save({
      generationId: await generateFor(other, { clientName: 'Sam Lee' }),
    });
    expect(await clientIdOf(theirs.id)).toBeNull();
  });

  it('keeps the client the wizard named, when it is the advisor’s', async () => {
    const owner = await h.subscribedBrowser();
    const picked = await owner.caller.clients.upsert({
      fullName: 'Priya Patel',
      email: 'priya@example.com',
    });
    await owner.caller.clients.upsert({ fullName: 'Priya Patel' });
    // Renamed in the wizard: the id decides, not the name.
    const { id } = await owner.caller.presentations.save({
      generationId: await generateFor(owner, { clientName: 'Priya P. Patel' }, picked.id),
    });
    expect(await clientIdOf(id)).toBe(picked.id);
  });

  it('refuses to start a generation for another advisor’s client, as if it did not exist', async () => {
    const owner = await h.subscribedBrowser();
    const stranger = await h.subscribedBrowser();
    const client = await owner.caller.clients.upsert({
      fullName: 'Maria Rivera',
      email: 'maria@example.com',
    });
    for (const clientId of [client.id, 'no-such-client']) {
      await expect(
        generateFor(stranger, { clientName: 'Maria Rivera', email: 'maria@example.com' }, clientId),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Client not found',
      });
    }
    expect(
      await h.db.select().from(generations).where(eq(generations.userId, stranger.user.id)),
    ).toEqual([]);
    expect((await owner.caller.clients.timeline({ clientId: client.id })).items).toEqual([]);
  });

  it('does not change a presentation already made when its client is edited', async () => {
    const owner = await h.subscribedBrowser();
    const client = await owner.caller.clients.upsert({
      fullName: 'Noor Haddad',
      email: 'noor@example.com',
      industryData: { age: 40 },
    });
    const { id } = await owner.caller.presentations.save({
      generationId: await generateFor(
        owner,
        { clientName: 'Noor Haddad', email: 'noor@example.com' },
        client.id,
      ),
    });
    const before = await owner.caller.presentations.get({ id });
    await owner.caller.clients.update({
      id: client.id,
      fullName: 'Noor Haddad-Smith',
      email: 'noor.smith@example.com',
      phone: '555',
      industryData: { age: 52 },
    });
    const after = await owner.caller.presentations.get({ id });
    expect(after).toMatchObject({
      clientName: 'Noor Haddad',
      clientData: before.clientData,
      htmlContent: before.htmlContent,
      version: before.version,
    });
    expect(await clientIdOf(id)).toBe(client.id);
    expect(
      (await owner.caller.clients.get({ id: client.id })).presentations.map((p) => p.id),
    ).toEqual([id]);
  });
});

describe('ownership', () => {
  it('gives another user NOT_FOUND for get, delete and setSharing, and changes nothing', async () => {
    const owner = await h.subscribedBrowser();
    const intruder = await h.subscribedBrowser();
    const { id } = await owner.caller.presentations.save({ generationId: await generate(owner) });
    for (const attempt of [
      () => intruder.caller.presentations.get({ id }),
      () => intruder.caller.presentations.delete({ id }),
      () => intruder.caller.presentations.setSharing({ id, enabled: true }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Presentation Not Found',
      });
    }
    await expect(intruder.caller.presentations.get({ id: 'missing-id' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Presentation Not Found',
    });
    const still = await owner.caller.presentations.get({ id });
    expect(still.shareEnabled).toBe(false);
    expect((await intruder.caller.presentations.list()).total).toBe(0);
  });
});

describe('sharing', () => {
  it('serves the public read only while sharing is on, without client data or the owner', async () => {
    const owner = await h.subscribedBrowser();
    const { id } = await owner.caller.presentations.save({ generationId: await generate(owner) });
    const visitor = h.browser();
    await expect(visitor.caller.presentations.getShared({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This presentation might not exist or is no longer shared.',
    });
    const on = await owner.caller.presentations.setSharing({ id, enabled: true });
    expect(on).toEqual({
      id,
      shareEnabled: true,
      sharedUrl: `http://localhost:3000/shared-presentation/${id}`,
    });
    const shared = await visitor.caller.presentations.getShared({ id });
    expect(Object.keys(shared).sort()).toEqual([
      'brand',
      'clientName',
      'htmlContent',
      'id',
      'title',
    ]);
    // The top bar's advisor: name and company only (never their e-mail or phone).
    expect(Object.keys(shared.brand ?? {}).sort()).toEqual(['advisorName', 'company', 'logo']);
    // The page gets its HTML (whose advisor section the owner chose to show) and nothing else.
    const { htmlContent: _html, ...rest } = shared;
    expect(JSON.stringify(rest)).not.toContain(owner.user.email);
    expect(JSON.stringify(shared)).not.toContain('annualIncome');
    const off = await owner.caller.presentations.setSharing({ id, enabled: false });
    expect(off.sharedUrl).toBeNull();
    await expect(visitor.caller.presentations.getShared({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('pages saved before documents', () => {
  const LEGACY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Old plan</title><script src="/assets/tailwind.js"></script></head><body><main><section id="cover"><h2>Welcome, Sam</h2><p>An older presentation written as one page.</p></section><section id="Our Plan!"><h2>Our plan</h2><p>Term life for twenty years, reviewed every five.</p></section></main></body></html>`;

  it('still opens, shares and downloads, with its sections read from the page', async () => {
    const owner = await h.subscribedBrowser();
    const { id } = await owner.caller.presentations.save({ generationId: await generate(owner) });
    await h.db
      .update(presentations)
      .set({ htmlContent: LEGACY, document: null })
      .where(eq(presentations.id, id));
    const full = await owner.caller.presentations.get({ id });
    expect(full.htmlContent).toBe(LEGACY);
    expect(full.outline).toEqual([
      { id: 'cover', title: 'Welcome, Sam', source: 'legacy', hidden: false, replaced: null },
      { id: 'our-plan', title: 'Our plan', source: 'legacy', hidden: false, replaced: null },
    ]);
    const owned = await resolvePresentationContent(h, {
      kind: 'presentations',
      id,
      sessionToken: tokenOf(owner),
    });
    expect(owned?.html).toBe(LEGACY);
    await owner.caller.presentations.setSharing({ id, enabled: true });
    const shared = await h.browser().caller.presentations.getShared({ id });
    expect(shared.htmlContent).toBe(LEGACY);
    expect(
      (await resolvePresentationContent(h, { kind: 'shared', id, sessionToken: undefined }))?.html,
    ).toBe(LEGACY);
  });
});

describe('the live preview of a generation being written', () => {
  it('renders the sections written so far as a draft, only for the owner', async () => {
    const owner = await h.subscribedBrowser();
    const generationId = await generate(owner);
    const [row] = await h.db.select().from(generations).where(eq(generations.id, generationId));
    const document = row?.document as { sections: { id: string }[] };
    // As if the job were still running with three sections written: its stored stream holds them.
    await h.db
      .update(generations)
      .set({ status: 'running', html: null, document: null })
      .where(eq(generations.id, generationId));
    // (The finished job's own stream is kept a minute: this one replaces it.)
    await h.db.delete(generationChunks).where(eq(generationChunks.generationId, generationId));
    await h.db.insert(generationChunks).values(
      document.sections.slice(0, 3).map((section, seq) => ({
        generationId,
        seq,
        epoch: 0,
        kind: 'section' as const,
        body: JSON.stringify(section),
        progress: 30,
      })),
    );
    const draft = await resolvePresentationContent(h, {
      kind: 'generations',
      id: generationId,
      sessionToken: tokenOf(owner),
      sections: 2,
    });
    expect(draft?.draft).toBe(true);
    expect(draft?.html).toContain('<section id="where-you-are"');
    expect(draft?.html).not.toContain('<section id="what-you-need"');
    const all = await resolvePresentationContent(h, {
      kind: 'generations',
      id: generationId,
      sessionToken: tokenOf(owner),
    });
    expect(all?.html).toContain('<section id="what-you-need"');
    const other = await h.subscribedBrowser();
    expect(
      await resolvePresentationContent(h, {
        kind: 'generations',
        id: generationId,
        sessionToken: tokenOf(other),
      }),
    ).toBeNull();
  });
});

describe('list', () => {
  it('pages newest first without the HTML and counts every row', async () => {
    const owner = await h.subscribedBrowser();
    const generationId = await generate(owner);
    const { id } = await owner.caller.presentations.save({ generationId });
    const [template] = await h.db
      .select()
      .from(presentations)
      .where(sql`${presentations.id} = ${id}`);
    // 45 more rows with distinct timestamps, inserted directly to keep the test fast.
    await h.db.insert(presentations).values(
      Array.from({ length: 45 }, (_, i) => ({
        ...template!,
        id: `bulk-${owner.user.id}-${String(i).padStart(2, '0')}`,
        title: `Bulk ${i}`,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof owner.caller.presentations.list>> =
        await owner.caller.presentations.list({ cursor, limit: 20 });
      expect(page.total).toBe(46);
      for (const item of page.items) {
        expect(item).not.toHaveProperty('htmlContent');
        seen.push(item.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(46);
    expect(new Set(seen).size).toBe(46);
    expect(seen[0]).toBe(id);
    await expect(
      owner.caller.presentations.list({ cursor: 'garbage', limit: 20 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('deletes a presentation', async () => {
    const owner = await h.subscribedBrowser();
    const { id } = await owner.caller.presentations.save({ generationId: await generate(owner) });
    await owner.caller.presentations.delete({ id });
    await expect(owner.caller.presentations.get({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
