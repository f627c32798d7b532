import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TCreateLinkInput } from '@pitchcraft/core';
import { clientCollectionLinks, clients, eq } from '@pitchcraft/db';

import { createHarness, TEST_CONFIG, type Harness, type TestBrowser } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const newLink = (owner: TestBrowser, input: Partial<TCreateLinkInput> = {}) =>
  owner.caller.links.create({
    title: 'Family protection review',
    industryType: 'insurance',
    ...input,
  } as TCreateLinkInput);

describe('links.create', () => {
  it('creates a link with defaults and its public URL', async () => {
    const alice = await h.signedUpBrowser();
    const link = await newLink(alice, { description: 'Tell us about your family' });
    expect(link).toEqual({
      id: expect.any(String) as unknown,
      ownerId: alice.user.id,
      title: 'Family protection review',
      description: 'Tell us about your family',
      industryType: 'insurance',
      templateData: {
        coverageTypes: 'all',
        includeHealth: true,
        includeBudget: true,
        includeDependents: true,
      },
      singleUse: false,
      expiresAt: null,
      usedAt: null,
      createdAt: expect.any(String) as unknown,
      url: `${TEST_CONFIG.appOrigin}/client-form/${link.id}`,
      submissionCount: 0,
    });
  });

  it('stores real-estate options, single use and a future expiry', async () => {
    const alice = await h.signedUpBrowser();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const link = await newLink(alice, {
      title: 'Condo search',
      industryType: 'real-estate',
      templateData: { propertyTypes: 'residential', includePreApproval: true },
      singleUse: true,
      expiresAt,
    });
    expect(link).toMatchObject({
      industryType: 'real-estate',
      templateData: {
        propertyTypes: 'residential',
        includePreApproval: true,
        includeTimeline: true,
        includeFeatures: true,
      },
      singleUse: true,
      expiresAt,
      description: null,
    });
  });

  it('refuses a missing title and a past expiry, storing nothing', async () => {
    const alice = await h.signedUpBrowser();
    await expect(newLink(alice, { title: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please provide a title for your client link',
    });
    await expect(
      newLink(alice, { expiresAt: new Date(Date.now() - 1000).toISOString() }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The expiry date must be in the future',
    });
    await expect(
      newLink(alice, { templateData: { coverageTypes: 'boats' } } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      await h.db
        .select()
        .from(clientCollectionLinks)
        .where(eq(clientCollectionLinks.userId, alice.user.id)),
    ).toHaveLength(0);
  });

  it('requires a session', async () => {
    await expect(newLink(h.browser())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('links.list', () => {
  it('lists newest first, searches title and description case-insensitively and filters by industry', async () => {
    const alice = await h.signedUpBrowser();
    await newLink(alice, { title: 'Life cover intake', description: 'For young FAMILIES' });
    await newLink(alice, {
      title: 'Buyer questionnaire',
      industryType: 'real-estate',
      description: 'First homes',
    });
    await newLink(alice, { title: 'Retirement check' });

    expect((await alice.caller.links.list()).map((l) => l.title)).toEqual([
      'Retirement check',
      'Buyer questionnaire',
      'Life cover intake',
    ]);
    expect((await alice.caller.links.list({ search: 'families' })).map((l) => l.title)).toEqual([
      'Life cover intake',
    ]);
    expect((await alice.caller.links.list({ search: 'QUESTION' })).map((l) => l.title)).toEqual([
      'Buyer questionnaire',
    ]);
    expect(
      (await alice.caller.links.list({ industryType: 'real-estate' })).map((l) => l.title),
    ).toEqual(['Buyer questionnaire']);
    expect(
      (await alice.caller.links.list({ industryType: 'insurance', search: 'life' })).map(
        (l) => l.title,
      ),
    ).toEqual(['Life cover intake']);
    expect(await alice.caller.links.list({ search: '%' })).toEqual([]);
  });

  it("never shows another advisor's links", async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    await newLink(alice, { title: 'Alice only' });
    expect(await bob.caller.links.list()).toEqual([]);
  });
});

describe('links.delete and links.submissions', () => {
  it('answers NOT_FOUND to another advisor and leaves the link and its data untouched', async () => {
    const alice = await h.verifiedBrowser();
    const bob = await h.verifiedBrowser();
    const link = await newLink(alice);
    await h.browser().caller.intake.submit({
      linkId: link.id,
      data: { fullName: 'Carol Client', email: 'carol@example.com' },
    });

    await expect(bob.caller.links.delete({ id: link.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Link not found',
    });
    await expect(bob.caller.links.submissions({ linkId: link.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Link not found',
    });
    const [stillThere] = await alice.caller.links.list();
    expect(stillThere).toMatchObject({ id: link.id, submissionCount: 1 });
    expect(await alice.caller.links.submissions({ linkId: link.id })).toHaveLength(1);
  });

  it('lists the submissions of a link newest first in the spec shape', async () => {
    const alice = await h.verifiedBrowser();
    const link = await newLink(alice);
    const other = await newLink(alice, { title: 'Other form' });
    await h.browser().caller.intake.submit({
      linkId: link.id,
      data: { fullName: 'First Person', email: 'first@example.com', age: '40' },
    });
    await h
      .browser()
      .caller.intake.submit({ linkId: link.id, data: { fullName: 'Second Person' } });
    await h.browser().caller.intake.submit({ linkId: other.id, data: { fullName: 'Elsewhere' } });

    const submissions = await alice.caller.links.submissions({ linkId: link.id });
    expect(submissions.map((s) => s.fullName)).toEqual(['Second Person', 'First Person']);
    expect(submissions[1]).toEqual({
      id: expect.any(String) as unknown,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      fullName: 'First Person',
      email: 'first@example.com',
      submissionData: expect.objectContaining({
        fullName: 'First Person',
        email: 'first@example.com',
        age: '40',
        goals: [],
      }) as unknown,
    });
    expect(submissions[0]?.email).toBe('-');
    expect(submissions[1]?.submissionData).not.toHaveProperty('link_id');
  });

  it('lists every submission, including one that matched an existing client and one saved before submissions were kept apart', async () => {
    const alice = await h.verifiedBrowser();
    const link = await newLink(alice);
    await alice.caller.clients.upsert({ fullName: 'Known Client', email: 'known@example.com' });
    await h.browser().caller.intake.submit({
      linkId: link.id,
      data: { fullName: 'Known Client', email: 'known@example.com', age: '41' },
    });
    await h.browser().caller.intake.submit({
      linkId: link.id,
      data: { fullName: 'Known Client', email: 'known@example.com', age: '42' },
    });
    // A client a form created before submissions had their own table: only the client row exists.
    await h.db.insert(clients).values({
      id: 'legacy-form-client',
      userId: alice.user.id,
      email: 'legacy@example.com',
      fullName: 'Legacy Person',
      source: 'form',
      linkId: link.id,
      submissionData: {
        fullName: 'Legacy Person',
        link_id: link.id,
        submitted_at: '2024-01-02T03:04:05.000Z',
      },
    });
    const submissions = await alice.caller.links.submissions({ linkId: link.id });
    expect(submissions.map((s) => [s.fullName, s.submissionData.age ?? null])).toEqual([
      ['Known Client', '42'],
      ['Known Client', '41'],
      ['Legacy Person', null],
    ]);
    expect(submissions[2]).toMatchObject({
      id: 'legacy-form-client',
      createdAt: '2024-01-02T03:04:05.000Z',
    });
    const [listed] = await alice.caller.links.list();
    expect(listed?.submissionCount).toBe(3);
  });

  it('deletes an own link and keeps the clients it gathered', async () => {
    const alice = await h.verifiedBrowser();
    const link = await newLink(alice);
    await h.browser().caller.intake.submit({
      linkId: link.id,
      data: { fullName: 'Stays Saved', email: 'stays@example.com' },
    });
    await expect(alice.caller.links.delete({ id: link.id })).resolves.toEqual({ ok: true });
    expect(await alice.caller.links.list()).toEqual([]);
    const [client] = await h.db.select().from(clients).where(eq(clients.userId, alice.user.id));
    expect(client).toMatchObject({ fullName: 'Stays Saved', linkId: null });
    await expect(alice.caller.links.submissions({ linkId: link.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(alice.caller.links.delete({ id: link.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
