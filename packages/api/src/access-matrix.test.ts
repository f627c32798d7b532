// Every procedure of the router, called as an anonymous visitor, a signed-in user without a
// subscription, and a subscribed user who does not own the object. A procedure added without an
// entry here fails the first test; one whose guard is missing fails the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_MISSING_DATA_MESSAGE } from '@pitchcraft/core';
import { eq, presentations } from '@pitchcraft/db';
import { appRouter } from './root';
import { createHarness, type Harness, type TestBrowser } from './testing';

type Access = 'public' | 'protected' | 'subscribed';
interface Fixtures {
  generationId: string;
  presentationId: string;
  clientId: string;
  linkId: string;
  checkoutId: string;
  viewId: string;
  submissionId: string;
}
interface Rule {
  access: Access;
  /** A non-owner gets NOT_FOUND (indistinguishable from a missing object). */
  owned?: boolean;
  input?: (f: Fixtures) => unknown;
}

const RULES: Record<string, Rule> = {
  'auth.session': { access: 'public' },
  'auth.signUp': {
    access: 'public',
    input: () => ({
      email: `m${Math.random()}@example.com`.replace('0.', ''),
      password: 'harbor-lights-7',
      confirmPassword: 'harbor-lights-7',
      fullName: 'M',
      companyName: 'C',
    }),
  },
  'auth.signIn': { access: 'public', input: () => ({ email: 'nobody@example.com', password: 'whatever' }) },
  'auth.signOut': { access: 'protected' },
  'auth.requestPasswordReset': { access: 'public', input: () => ({ email: 'nobody@example.com' }) },
  'auth.changePassword': {
    access: 'protected',
    input: () => ({ currentPassword: 'not-the-password', password: 'brand-new-1', confirmPassword: 'brand-new-1' }),
  },
  'auth.resetPassword': { access: 'public', input: () => ({ token: 'bogus', password: 'harbor-lights-7', confirmPassword: 'harbor-lights-7' }) },
  'auth.verifyEmail': { access: 'public', input: () => ({ token: 'not-a-real-token' }) },
  'auth.resendVerification': { access: 'protected' },
  'profile.get': { access: 'protected' },
  'profile.update': { access: 'protected', input: () => ({ fullName: 'Renamed', companyName: 'Co' }) },
  // The brand kit is the caller's own by construction (no id in any input).
  'profile.brand.get': { access: 'protected' },
  'profile.brand.update': { access: 'protected', input: () => ({ colours: null, disclaimer: 'Hijacked', licence: '', contact: {} }) },
  'profile.brand.uploadImage': { access: 'protected', input: () => ({ kind: 'logo', contentType: 'image/png', dataBase64: 'iVBORw0KGgpzdGFuZC1pbg==' }) },
  'profile.brand.removeImage': { access: 'protected', input: () => ({ kind: 'logo' }) },
  'billing.checkAccess': { access: 'protected', input: () => ({}) },
  'billing.hasHadTrial': { access: 'protected' },
  'billing.createCheckoutSession': { access: 'protected' },
  'billing.cancel': { access: 'protected', input: () => ({}) },
  'billing.testCheckout.get': { access: 'protected', owned: true, input: (f) => ({ id: f.checkoutId }) },
  'billing.testCheckout.complete': { access: 'protected', owned: true, input: (f) => ({ id: f.checkoutId }) },
  'billing.testCheckout.cancel': { access: 'protected', owned: true, input: (f) => ({ id: f.checkoutId }) },
  'generation.capabilities': { access: 'protected' },
  'generation.start': {
    access: 'subscribed',
    input: () => ({
      client: { clientName: 'X', age: '40', gender: 'Male', annualIncome: '1', maritalStatus: 'Single', budget: '100' },
      strategy: {},
      mode: 'offline',
    }),
  },
  'generation.get': { access: 'subscribed', owned: true, input: (f) => ({ id: f.generationId }) },
  'generation.events': { access: 'subscribed', owned: true, input: (f) => ({ id: f.generationId }) },
  'presentations.save': { access: 'subscribed', owned: true, input: (f) => ({ generationId: f.generationId, presentationId: f.presentationId }) },
  'presentations.list': { access: 'subscribed', input: () => ({}) },
  'presentations.get': { access: 'subscribed', owned: true, input: (f) => ({ id: f.presentationId }) },
  'presentations.delete': { access: 'subscribed', owned: true, input: (f) => ({ id: f.presentationId }) },
  'presentations.setSharing': { access: 'subscribed', owned: true, input: (f) => ({ id: f.presentationId, enabled: false }) },
  'presentations.updateShareSettings': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ id: f.presentationId, expiresAt: null, passcode: 'hijack', requireEmail: true, notifyOnView: true }),
  },
  'presentations.updateDocument': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ id: f.presentationId, baseVersion: 1, sections: [{ id: 'cover', title: 'Hijacked', html: '<p>Hijacked</p>', hidden: false }] }),
  },
  'presentations.updateFigures': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({
      id: f.presentationId,
      baseVersion: 1,
      figures: { age: 99, annualIncome: 1, dependents: 0, budget: 1, maritalStatus: 'Single', smoker: 'Smoker', healthStatus: 'Poor' },
    }),
  },
  'presentations.applyBrand': { access: 'subscribed', owned: true, input: (f) => ({ id: f.presentationId, baseVersion: 1 }) },
  'presentations.regenerateSection': { access: 'subscribed', owned: true, input: (f) => ({ id: f.presentationId, sectionId: 'cover', mode: 'offline' }) },
  'presentations.versions.list': { access: 'subscribed', owned: true, input: (f) => ({ id: f.presentationId }) },
  'presentations.versions.restore': { access: 'subscribed', owned: true, input: (f) => ({ id: f.presentationId, number: 1 }) },
  'presentations.getShared': { access: 'public', input: (f) => ({ id: f.presentationId }) },
  'presentations.sharedGate': { access: 'public', input: (f) => ({ id: f.presentationId }) },
  'presentations.unlockShared': { access: 'public', input: (f) => ({ id: f.presentationId }) },
  'analytics.startView': { access: 'public', input: (f) => ({ presentationId: f.presentationId }) },
  'analytics.heartbeat': { access: 'public', input: (f) => ({ viewId: f.viewId, activeMs: 1000 }) },
  'analytics.sections': { access: 'public', input: (f) => ({ viewId: f.viewId, sections: [{ name: 'cover', visibleMs: 100 }] }) },
  'analytics.summary': { access: 'subscribed', owned: true, input: (f) => ({ presentationId: f.presentationId }) },
  'analytics.views': { access: 'subscribed', owned: true, input: (f) => ({ presentationId: f.presentationId }) },
  'clients.list': { access: 'protected', input: () => ({}) },
  'clients.upsert': { access: 'protected', input: () => ({ fullName: 'Someone', email: 'someone@example.com' }) },
  'clients.delete': { access: 'protected', owned: true, input: (f) => ({ id: f.clientId }) },
  'links.create': { access: 'protected', input: () => ({ title: 'Form', industryType: 'insurance' }) },
  'links.list': { access: 'protected', input: () => ({}) },
  'links.delete': { access: 'protected', owned: true, input: (f) => ({ id: f.linkId }) },
  'links.submissions': { access: 'protected', owned: true, input: (f) => ({ linkId: f.linkId }) },
  'intake.getLink': { access: 'public', input: (f) => ({ linkId: f.linkId }) },
  'intake.submit': { access: 'public', input: (f) => ({ linkId: f.linkId, data: { fullName: 'Visitor', email: 'v@example.com' } }) },
  'submissions.listPending': { access: 'protected', input: () => ({}) },
  'submissions.applyFields': { access: 'protected', owned: true, input: (f) => ({ id: f.submissionId, fields: ['fullName'] }) },
  'submissions.dismiss': { access: 'protected', owned: true, input: (f) => ({ id: f.submissionId }) },
  'clients.timeline': { access: 'protected', owned: true, input: (f) => ({ clientId: f.clientId }) },
  'clients.timelineCsv': { access: 'protected', owned: true, input: (f) => ({ clientId: f.clientId }) },
  // The shared page's answer: as public as the page itself (share state is checked in responses.test.ts).
  'responses.submit': {
    access: 'public',
    input: (f) => ({ id: f.presentationId, kind: 'go_ahead', requestId: `matrix-${Math.random().toString(36).slice(2)}` }),
  },
  // The caller's own by construction (no id in the input).
  'responses.unreadCount': { access: 'subscribed' },
  'responses.recent': { access: 'subscribed' },
  'responses.list': { access: 'subscribed', owned: true, input: (f) => ({ presentationId: f.presentationId }) },
  'responses.markRead': { access: 'subscribed', owned: true, input: (f) => ({ presentationId: f.presentationId }) },
  'followUps.draft': { access: 'subscribed', owned: true, input: (f) => ({ presentationId: f.presentationId, mode: 'built-in' }) },
  'followUps.send': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({
      presentationId: f.presentationId,
      additionalRecipients: ['hijack@example.com'],
      confirmAdditionalRecipients: true,
      subject: 'Hijacked',
      body: 'Hijacked',
    }),
  },
  'followUps.list': { access: 'subscribed', owned: true, input: (f) => ({ presentationId: f.presentationId }) },
};

let h: Harness;
let owner: TestBrowser & { user: { id: string } };
let buyer: TestBrowser & { user: { id: string } };
let fixtures: Fixtures;

/** Calls `path` as `browser`; resolves to the error code, or 'OK'. Subscriptions are read once. */
async function outcome(browser: TestBrowser, path: string, input: unknown): Promise<{ code: string; reason?: string; message?: string }> {
  let target: unknown = browser.caller;
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  try {
    const result = await (target as (i: unknown) => Promise<unknown>)(input);
    if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
      const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
      await iterator.next();
      await iterator.return?.();
    }
    return { code: 'OK' };
  } catch (error) {
    const e = error as { code?: string; message?: string; cause?: { reason?: string } };
    return { code: e.code ?? 'UNKNOWN', message: e.message, ...(e.cause?.reason ? { reason: e.cause.reason } : {}) };
  }
}

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  owner = await h.subscribedBrowser();
  const { id: generationId } = await owner.caller.generation.start(RULES['generation.start']!.input!({} as Fixtures) as never);
  for await (const [, e] of (await owner.caller.generation.events({ id: generationId })) as AsyncIterable<[string, { type: string }]>) {
    if (e.type === 'done') break;
  }
  const { id: presentationId } = await owner.caller.presentations.save({ generationId });
  await owner.caller.presentations.setSharing({ id: presentationId, enabled: true });
  const client = await owner.caller.clients.upsert({ fullName: 'Owned Client', email: 'owned@example.com' });
  const link = await owner.caller.links.create({ title: 'Owned form', industryType: 'insurance' });
  // Someone submits the owner's form with the owned client's e-mail: a review waits for the owner.
  await h.browser().caller.intake.submit({ linkId: link.id, data: { fullName: 'Impostor Name', email: 'owned@example.com' } });
  const [pending] = await owner.caller.submissions.listPending({});
  // A real open checkout, owned by an advisor who has not subscribed yet (the owner above has):
  // every other caller must find it as unknown as a made-up id, and leave it open.
  buyer = await h.signedUpBrowser();
  const { checkout_url } = await buyer.caller.billing.createCheckoutSession();
  const { viewId } = await h.browser().caller.analytics.startView({ presentationId, visitorId: 'v1' });
  fixtures = {
    generationId,
    presentationId,
    clientId: client.id,
    linkId: link.id,
    checkoutId: checkout_url.split('/').pop()!,
    viewId: viewId!,
    submissionId: pending!.id,
  };
}, 60_000);
afterAll(async () => {
  await h.close();
});

describe('access-control matrix', () => {
  const procedures = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures);

  it('classifies every procedure of the router', () => {
    expect(
      procedures.filter((p) => !(p in RULES)),
      'add the new procedure to RULES with its guard',
    ).toEqual([]);
    expect(Object.keys(RULES).filter((p) => !procedures.includes(p))).toEqual([]);
  });

  it.each(procedures)('%s enforces its guard', async (path) => {
    const rule = RULES[path]!;
    const input = rule.input?.(fixtures);
    const anonymous = await outcome(h.browser(), path, input);
    if (rule.access === 'public') {
      expect(anonymous.message, 'public procedures never ask for a session').not.toBe('Authentication required');
      expect(anonymous.reason).not.toBe('SUBSCRIPTION_REQUIRED');
      return;
    }
    expect(anonymous).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    const unsubscribed = await outcome(await h.signedUpBrowser(), path, input);
    if (rule.access === 'subscribed') {
      expect(unsubscribed).toMatchObject({ code: 'FORBIDDEN', reason: 'SUBSCRIPTION_REQUIRED' });
    } else if (rule.owned) {
      expect(unsubscribed.code).toBe('NOT_FOUND');
    } else {
      expect(['UNAUTHORIZED', 'FORBIDDEN']).not.toContain(unsubscribed.code);
    }
    if (rule.owned) {
      const stranger = await outcome(await h.subscribedBrowser(), path, input);
      expect(stranger.code, 'a non-owner must not learn the object exists').toBe('NOT_FOUND');
    }
  });

  it('lists and counts nothing of the owner’s for a stranger, and will not save the owner’s generation', async () => {
    const stranger = await h.subscribedBrowser();
    // Refused exactly as a generation that does not exist is.
    await expect(stranger.caller.presentations.save({ generationId: fixtures.generationId })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: SAVE_MISSING_DATA_MESSAGE,
    });
    expect(await stranger.caller.presentations.list({})).toMatchObject({ items: [], total: 0 });
    expect(await stranger.caller.clients.list({})).toEqual([]);
    expect(await stranger.caller.clients.list({ search: 'Owned' })).toEqual([]);
    expect(await stranger.caller.links.list({})).toEqual([]);
    expect(await stranger.caller.submissions.listPending({})).toEqual([]);
    expect(await stranger.caller.responses.unreadCount()).toMatchObject({ count: 0 });
    expect(await stranger.caller.responses.recent()).toMatchObject({ items: [] });
  });

  it('never ties a stranger’s presentation to the owner’s client', async () => {
    const stranger = await h.subscribedBrowser();
    const start = RULES['generation.start']!.input!(fixtures) as Record<string, unknown>;
    const { id: generationId } = await stranger.caller.generation.start({ ...start, clientId: fixtures.clientId } as never);
    for await (const [, e] of (await stranger.caller.generation.events({ id: generationId })) as AsyncIterable<[string, { type: string }]>) {
      if (e.type === 'done' || e.type === 'error') break;
    }
    const { id } = await stranger.caller.presentations.save({ generationId });
    const [row] = await h.db.select().from(presentations).where(eq(presentations.id, id));
    expect(row?.clientId).toBeNull();
  });

  it('left the owner’s objects untouched', async () => {
    expect(await buyer.caller.billing.testCheckout.get({ id: fixtures.checkoutId })).toMatchObject({ id: fixtures.checkoutId, status: 'open' });
    const [row] = await h.db.select().from(presentations).where(eq(presentations.id, fixtures.presentationId));
    expect(row).toMatchObject({ shareEnabled: true, sharePasscodeHash: null, shareRequireEmail: false, notifyOnView: false, version: 1 });
    expect(JSON.stringify(row?.document)).not.toContain('Hijacked');
    expect(row?.clientData).toMatchObject({ age: '40' });
    expect((await owner.caller.presentations.versions.list({ id: fixtures.presentationId })).items.map((v) => v.number)).toEqual([1]);
    expect((await owner.caller.clients.list({})).map((c) => c.id)).toContain(fixtures.clientId);
    expect((await owner.caller.links.list({})).map((l) => l.id)).toContain(fixtures.linkId);
    expect((await owner.caller.submissions.listPending({})).map((p) => p.id)).toEqual([fixtures.submissionId]);
    expect((await owner.caller.clients.list({})).find((c) => c.id === fixtures.clientId)?.fullName).toBe('Owned Client');
    expect((await owner.caller.profile.get()).fullName).not.toBe('Renamed');
    expect((await owner.caller.profile.brand.get()).disclaimer).not.toBe('Hijacked');
    expect((await owner.caller.followUps.list({ presentationId: fixtures.presentationId })).items).toEqual([]);
    expect((await h.outbox()).map((m) => m.toAddress)).not.toContain('hijack@example.com');
    // The matrix's own responses (one per public call) are still unread: no stranger marked them.
    const { items } = await owner.caller.responses.list({ presentationId: fixtures.presentationId });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.readAt === null)).toBe(true);
  });
});
