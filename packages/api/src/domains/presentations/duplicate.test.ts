// "Duplicate for another client": the text kept, the figures the new client's, a history of its
// own, never shared, and nothing of another organisation reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DUPLICATE_MESSAGES } from '@pitchcraft/core';
import { auditLog, eq, organizationMembers } from '@pitchcraft/db';

import { collectEvents, createHarness, type Harness, type TestBrowser } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

type Member = TestBrowser & { user: { id: string } };

async function savedPresentation(b: Member) {
  const { id } = await b.caller.generation.start({
    client: {
      clientName: 'Maria Rivera',
      age: '40',
      gender: 'Female',
      annualIncome: '90000',
      maritalStatus: 'Married',
      dependents: '2',
      budget: '200',
      insuranceType: 'Term Life Insurance',
    },
    strategy: {},
    mode: 'offline',
  });
  await collectEvents(await b.caller.generation.events({ id }));
  return (await b.caller.presentations.save({ generationId: id })).id;
}

const JAMES = {
  fullName: 'James Okafor',
  email: 'james.okafor@example.com',
  industryData: {
    age: 35,
    gender: 'Male',
    income: 240_000,
    maritalStatus: 'Married',
    dependents: 3,
    budget: 400,
  },
};

describe('presentations.duplicate', () => {
  it('keeps the text, recomputes the figures for the new client, and starts a new history', async () => {
    const owner = await h.subscribedBrowser();
    const sourceId = await savedPresentation(owner);
    await owner.caller.presentations.setSharing({ id: sourceId, enabled: true });
    const client = await owner.caller.clients.create(JAMES);
    const { id, title } = await owner.caller.presentations.duplicate({
      presentationId: sourceId,
      clientId: client.id,
    });
    expect(title).toBe('Term Life Insurance Recommendations for James Okafor');
    const [source, copy] = await Promise.all([
      owner.caller.presentations.get({ id: sourceId }),
      owner.caller.presentations.get({ id }),
    ]);
    expect(copy).toMatchObject({ clientName: 'James Okafor', version: 1, shareEnabled: false });
    expect(copy.figures?.annualIncome).toBe(240_000);
    expect(source.figures?.annualIncome).toBe(90_000);
    // A figure that follows income: on the copy's page, from the new client's facts.
    expect(copy.htmlContent).toContain('gross income of $240,000');
    expect(copy.htmlContent).not.toContain('gross income of $90,000');
    expect(source.htmlContent).toContain('gross income of $90,000');
    // The same sections, the same settings; the name is the new client's.
    expect(copy.document?.sections.map((s) => s.id)).toEqual(
      source.document?.sections.map((s) => s.id),
    );
    expect(copy.document?.theme).toEqual(source.document?.theme);
    expect(copy.htmlContent).toContain('James');
    expect(copy.htmlContent).not.toContain('Maria');
    const versions = await owner.caller.presentations.versions.list({ id });
    expect(versions.items.map((v) => [v.number, v.summary])).toEqual([
      [1, `Duplicated from “${source.title}”`],
    ]);
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'presentation.duplicated' });
  });

  it('refuses a client whose details cannot give figures', async () => {
    const owner = await h.subscribedBrowser();
    const sourceId = await savedPresentation(owner);
    const bare = await owner.caller.clients.create({
      fullName: 'No Facts',
      email: 'nf@example.com',
    });
    await expect(
      owner.caller.presentations.duplicate({ presentationId: sourceId, clientId: bare.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: DUPLICATE_MESSAGES.missingFacts });
  });

  it('reaches nothing of another organisation, and a reviewer cannot create', async () => {
    const owner = await h.subscribedBrowser();
    const sourceId = await savedPresentation(owner);
    const client = await owner.caller.clients.create(JAMES);
    const stranger = await h.subscribedBrowser();
    const theirClient = await stranger.caller.clients.create(JAMES);
    const theirSource = await savedPresentation(stranger);
    await expect(
      stranger.caller.presentations.duplicate({
        presentationId: sourceId,
        clientId: theirClient.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      stranger.caller.presentations.duplicate({ presentationId: theirSource, clientId: client.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const reviewer = await h.signedUpBrowser();
    await h.db
      .update(organizationMembers)
      .set({ organizationId: `org_${owner.user.id}`, role: 'reviewer' })
      .where(eq(organizationMembers.userId, reviewer.user.id));
    await expect(
      reviewer.caller.presentations.duplicate({ presentationId: sourceId, clientId: client.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
