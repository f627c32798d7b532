import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentations, sql } from '@pitchcraft/db';
import { createHarness, type Harness, type TestBrowser } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

async function generate(b: TestBrowser, clientName = 'Maria Rivera') {
  const { id } = await b.caller.generation.start({
    client: { clientName, age: '40', gender: 'Female', annualIncome: '90000', maritalStatus: 'Married', budget: '200', insuranceType: 'Term Life Insurance' },
    strategy: {},
    mode: 'offline',
  });
  for await (const [, event] of (await b.caller.generation.events({ id })) as AsyncIterable<[string, { type: string }]>) {
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
  });

  it('updates the same presentation after a regeneration instead of adding a copy', async () => {
    const owner = await h.subscribedBrowser();
    const first = await owner.caller.presentations.save({ generationId: await generate(owner) });
    const second = await owner.caller.presentations.save({ generationId: await generate(owner, 'Maria R. Rivera'), presentationId: first.id });
    expect(second.id).toBe(first.id);
    const list = await owner.caller.presentations.list();
    expect(list.total).toBe(1);
    expect(list.items[0]?.clientName).toBe('Maria R. Rivera');
  });

  it('refuses missing data, unfinished and other users’ generations', async () => {
    const owner = await h.subscribedBrowser();
    const other = await h.subscribedBrowser();
    const message = 'Cannot save presentation - Missing required data to save the presentation';
    await expect(owner.caller.presentations.save({ generationId: '' })).rejects.toMatchObject({ message });
    await expect(owner.caller.presentations.save({ generationId: 'does-not-exist' })).rejects.toMatchObject({ message });
    const theirs = await generate(other);
    await expect(owner.caller.presentations.save({ generationId: theirs })).rejects.toMatchObject({ message });
  });

  it('requires a subscription', async () => {
    const unsubscribed = await h.signedUpBrowser();
    await expect(unsubscribed.caller.presentations.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(h.browser().caller.presentations.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
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
      await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Presentation Not Found' });
    }
    await expect(intruder.caller.presentations.get({ id: 'missing-id' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Presentation Not Found' });
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
    expect(on).toEqual({ id, shareEnabled: true, sharedUrl: `http://localhost:3000/shared-presentation/${id}` });
    const shared = await visitor.caller.presentations.getShared({ id });
    expect(Object.keys(shared).sort()).toEqual(['clientName', 'htmlContent', 'id', 'title']);
    // The page gets its HTML (whose advisor section the owner chose to show) and nothing else.
    const { htmlContent: _html, ...rest } = shared;
    expect(JSON.stringify(rest)).not.toContain(owner.user.email);
    expect(JSON.stringify(shared)).not.toContain('annualIncome');
    const off = await owner.caller.presentations.setSharing({ id, enabled: false });
    expect(off.sharedUrl).toBeNull();
    await expect(visitor.caller.presentations.getShared({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('list', () => {
  it('pages newest first without the HTML and counts every row', async () => {
    const owner = await h.subscribedBrowser();
    const generationId = await generate(owner);
    const { id } = await owner.caller.presentations.save({ generationId });
    const [template] = await h.db.select().from(presentations).where(sql`${presentations.id} = ${id}`);
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
      const page: Awaited<ReturnType<typeof owner.caller.presentations.list>> = await owner.caller.presentations.list({ cursor, limit: 20 });
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
    await expect(owner.caller.presentations.list({ cursor: 'garbage', limit: 20 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('deletes a presentation', async () => {
    const owner = await h.subscribedBrowser();
    const { id } = await owner.caller.presentations.save({ generationId: await generate(owner) });
    await owner.caller.presentations.delete({ id });
    await expect(owner.caller.presentations.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
