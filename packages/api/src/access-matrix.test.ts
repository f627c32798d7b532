// Every procedure of the router, called as an anonymous visitor, a signed-in user without a
// subscription, and a subscribed user who does not own the object. A procedure added without an
// entry here fails the first test; one whose guard is missing fails the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SAVE_MISSING_DATA_MESSAGE } from '@pitchcraft/core';
import { eq, presentations } from '@pitchcraft/db';

import { appRouter } from './root';
import { createHarness, type Harness, type TestBrowser } from './testing';
import { outcome } from './testing/organization';

// records: signed in, whatever the subscription (recordsProcedure): an advisor's own presentations,
// versions, responses, follow-ups and analytics stay readable after a subscription ends.
type Access = 'public' | 'protected' | 'records' | 'subscribed';
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
  'auth.signIn': {
    access: 'public',
    input: () => ({ email: 'nobody@example.com', password: 'whatever' }),
  },
  'auth.signOut': { access: 'protected' },
  'auth.requestPasswordReset': { access: 'public', input: () => ({ email: 'nobody@example.com' }) },
  'auth.changePassword': {
    access: 'protected',
    input: () => ({
      currentPassword: 'not-the-password',
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    }),
  },
  'auth.resetPassword': {
    access: 'public',
    input: () => ({
      token: 'bogus',
      password: 'harbor-lights-7',
      confirmPassword: 'harbor-lights-7',
    }),
  },
  'auth.verifyEmail': { access: 'public', input: () => ({ token: 'not-a-real-token' }) },
  'auth.resendVerification': { access: 'protected' },
  'profile.get': { access: 'protected' },
  'profile.update': {
    access: 'protected',
    input: () => ({ fullName: 'Renamed', companyName: 'Co' }),
  },
  'profile.setJurisdiction': { access: 'protected', input: () => ({ jurisdiction: 'US' }) },
  // The brand kit is the caller's own by construction (no id in any input).
  'profile.brand.get': { access: 'protected' },
  'profile.brand.update': {
    access: 'protected',
    input: () => ({ colours: null, disclaimer: 'Hijacked', licence: '', contact: {} }),
  },
  'profile.brand.uploadImage': {
    access: 'protected',
    input: () => ({
      kind: 'logo',
      contentType: 'image/png',
      dataBase64: 'iVBORw0KGgpzdGFuZC1pbg==',
    }),
  },
  'profile.brand.removeImage': { access: 'protected', input: () => ({ kind: 'logo' }) },
  'billing.checkAccess': { access: 'protected', input: () => ({}) },
  'billing.hasHadTrial': { access: 'protected' },
  'billing.createCheckoutSession': { access: 'protected' },
  'billing.cancel': { access: 'protected', input: () => ({}) },
  'billing.testCheckout.get': {
    access: 'protected',
    owned: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'billing.testCheckout.complete': {
    access: 'protected',
    owned: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'billing.testCheckout.cancel': {
    access: 'protected',
    owned: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'generation.capabilities': { access: 'protected' },
  'generation.start': {
    access: 'subscribed',
    input: () => ({
      client: {
        clientName: 'X',
        age: '40',
        gender: 'Male',
        annualIncome: '1',
        maritalStatus: 'Single',
        budget: '100',
      },
      strategy: {},
      mode: 'offline',
    }),
  },
  'generation.get': { access: 'subscribed', owned: true, input: (f) => ({ id: f.generationId }) },
  'generation.events': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ id: f.generationId }),
  },
  'presentations.save': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ generationId: f.generationId, presentationId: f.presentationId }),
  },
  'presentations.list': { access: 'records', input: () => ({}) },
  'presentations.get': { access: 'records', owned: true, input: (f) => ({ id: f.presentationId }) },
  // Withdrawing a presentation (turning its link off, deleting it) works whatever the subscription.
  'presentations.delete': {
    access: 'records',
    owned: true,
    input: (f) => ({ id: f.presentationId }),
  },
  'presentations.setSharing': {
    access: 'records',
    owned: true,
    input: (f) => ({ id: f.presentationId, enabled: false }),
  },
  'presentations.updateShareSettings': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({
      id: f.presentationId,
      expiresAt: null,
      passcode: 'hijack',
      requireEmail: true,
      notifyOnView: false,
    }),
  },
  'presentations.updateDocument': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({
      id: f.presentationId,
      baseVersion: 1,
      sections: [{ id: 'cover', title: 'Hijacked', html: '<p>Hijacked</p>', hidden: false }],
    }),
  },
  'presentations.updateFigures': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({
      id: f.presentationId,
      baseVersion: 1,
      figures: {
        age: 99,
        annualIncome: 1,
        dependents: 0,
        budget: 1,
        maritalStatus: 'Single',
        smoker: 'Smoker',
        healthStatus: 'Poor',
      },
    }),
  },
  'presentations.applyBrand': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ id: f.presentationId, baseVersion: 1 }),
  },
  'presentations.placeBlock': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ id: f.presentationId, baseVersion: 1, blockId: 'no-such-block', after: null }),
  },
  'presentations.regenerateSection': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ id: f.presentationId, sectionId: 'cover', mode: 'offline' }),
  },
  'presentations.versions.list': {
    access: 'records',
    owned: true,
    input: (f) => ({ id: f.presentationId }),
  },
  'presentations.versions.restore': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ id: f.presentationId, number: 1 }),
  },
  'presentations.getShared': { access: 'public', input: (f) => ({ id: f.presentationId }) },
  'presentations.sharedGate': { access: 'public', input: (f) => ({ id: f.presentationId }) },
  'presentations.unlockShared': { access: 'public', input: (f) => ({ id: f.presentationId }) },
  'analytics.startView': { access: 'public', input: (f) => ({ presentationId: f.presentationId }) },
  'analytics.heartbeat': { access: 'public', input: (f) => ({ viewId: f.viewId, activeMs: 1000 }) },
  'analytics.sections': {
    access: 'public',
    input: (f) => ({ viewId: f.viewId, sections: [{ name: 'cover', visibleMs: 100 }] }),
  },
  'analytics.summary': {
    access: 'records',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'analytics.views': {
    access: 'records',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'clients.list': { access: 'protected', input: () => ({}) },
  'clients.upsert': {
    access: 'protected',
    input: () => ({ fullName: 'Someone', email: 'someone@example.com' }),
  },
  'clients.delete': { access: 'protected', owned: true, input: (f) => ({ id: f.clientId }) },
  'clients.get': { access: 'protected', owned: true, input: (f) => ({ id: f.clientId }) },
  'clients.create': {
    access: 'protected',
    input: () => ({ fullName: 'Someone New', email: 'someone.new@example.com' }),
  },
  'clients.update': {
    access: 'protected',
    owned: true,
    input: (f) => ({
      id: f.clientId,
      fullName: 'Hijacked',
      email: 'hijack@example.com',
      phone: '',
    }),
  },
  'links.create': {
    access: 'protected',
    input: () => ({ title: 'Form', industryType: 'insurance' }),
  },
  'links.list': { access: 'protected', input: () => ({}) },
  'links.delete': { access: 'protected', owned: true, input: (f) => ({ id: f.linkId }) },
  'links.submissions': { access: 'protected', owned: true, input: (f) => ({ linkId: f.linkId }) },
  'intake.getLink': { access: 'public', input: (f) => ({ linkId: f.linkId }) },
  'intake.submit': {
    access: 'public',
    input: (f) => ({ linkId: f.linkId, data: { fullName: 'Visitor', email: 'v@example.com' } }),
  },
  'submissions.listPending': { access: 'protected', input: () => ({}) },
  'submissions.applyFields': {
    access: 'protected',
    owned: true,
    input: (f) => ({ id: f.submissionId, fields: ['fullName'] }),
  },
  'submissions.dismiss': {
    access: 'protected',
    owned: true,
    input: (f) => ({ id: f.submissionId }),
  },
  'clients.timeline': {
    access: 'protected',
    owned: true,
    input: (f) => ({ clientId: f.clientId }),
  },
  'clients.timelineCsv': {
    access: 'protected',
    owned: true,
    input: (f) => ({ clientId: f.clientId }),
  },
  // The shared page's answer: as public as the page itself (share state is checked in responses.test.ts).
  'responses.submit': {
    access: 'public',
    input: (f) => ({
      id: f.presentationId,
      kind: 'go_ahead',
      requestId: `matrix-${Math.random().toString(36).slice(2)}`,
    }),
  },
  // The caller's own by construction (no id in the input).
  'responses.unreadCount': { access: 'records' },
  'responses.recent': { access: 'records' },
  'responses.list': {
    access: 'records',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'responses.markRead': {
    access: 'records',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'followUps.draft': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId, mode: 'built-in' }),
  },
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
  'followUps.list': {
    access: 'records',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId }),
  },
  // The client's signature on the shared page: as public as the page (share state, the version
  // and one per version are checked in acknowledgements.test.ts); the owner's list is theirs only.
  'acknowledgements.sign': {
    access: 'public',
    input: (f) => ({
      id: f.presentationId,
      requestId: `matrix-${Math.random().toString(36).slice(2)}`,
      versionNumber: 1,
      fullName: 'Matrix Signer',
      consent: true,
    }),
  },
  'acknowledgements.list': {
    access: 'records',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId }),
  },
  // The advisor's product catalogue: their own by construction (list, create, copy), by id otherwise.
  'catalogue.list': { access: 'protected' },
  'catalogue.create': {
    access: 'protected',
    input: () => ({ insurer: 'Matrix Mutual', name: `Matrix ${Math.random()}`, kind: 'term' }),
  },
  'catalogue.update': {
    access: 'protected',
    owned: true,
    input: () => ({
      id: catalogueProductId,
      insurer: 'Hijacked',
      name: 'Hijacked',
      kind: 'health',
    }),
  },
  'catalogue.delete': {
    access: 'protected',
    owned: true,
    input: () => ({ id: catalogueProductId }),
  },
  'catalogue.copySample': {
    access: 'protected',
    input: () => ({ sampleId: 'sample:lifeprotect-plus' }),
  },
  // The caller's own organisation's log by construction (no organisation in any input); the role
  // check ('audit') is in the roles x procedures matrix.
  'audit.list': { access: 'protected', input: () => ({ action: 'member', limit: 20 }) },
  'audit.actors': { access: 'protected' },
  // The bell: the caller's own notifications by construction (markRead ignores others' ids).
  'notifications.list': { access: 'protected', input: () => ({ limit: 10 }) },
  'notifications.unreadCount': { access: 'protected' },
  'notifications.markRead': { access: 'protected', input: () => ({ all: true }) },
  // Seat figures are the owner's; other members get only whom the plan is billed to.
  'billing.seats': { access: 'protected' },
  // Compliance review: the policy and the queue are the caller's own organisation's by
  // construction; a review or a presentation of another organisation reads as missing (the role
  // checks are in the roles x procedures matrix and reviews.test.ts).
  'reviews.policy': { access: 'protected' },
  'reviews.setPolicy': { access: 'protected', input: () => ({ requireApproval: false }) },
  'reviews.queue': { access: 'protected', input: () => ({ status: 'pending', limit: 10 }) },
  'reviews.submit': {
    access: 'protected',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId, note: 'Hijacked' }),
  },
  'reviews.forPresentation': {
    access: 'protected',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'reviews.get': { access: 'protected', owned: true, input: () => ({ reviewId }) },
  'reviews.withdraw': { access: 'protected', owned: true, input: () => ({ reviewId }) },
  'reviews.comment': {
    access: 'protected',
    owned: true,
    input: () => ({ reviewId, body: 'Hijacked' }),
  },
  'reviews.decide': {
    access: 'protected',
    owned: true,
    input: () => ({ reviewId, decision: 'approve' }),
  },
  // The organisation's library: listed by every member of the caller's own organisation (no id in
  // the input); changed by id, another organisation's answering as missing. 'settings' (owner,
  // admin) is checked in the roles x procedures matrix.
  'library.blocks.list': { access: 'records' },
  'library.blocks.create': {
    access: 'subscribed',
    input: () => ({ kind: 'disclaimer', title: 'Matrix', text: 'Matrix wording.' }),
  },
  'library.blocks.update': {
    access: 'subscribed',
    owned: true,
    input: () => ({ id: libraryIds.block, kind: 'other', title: 'Hijacked', text: 'Hijacked' }),
  },
  'library.blocks.archive': {
    access: 'subscribed',
    owned: true,
    input: () => ({ id: libraryIds.block }),
  },
  'library.templates.list': { access: 'records' },
  'library.templates.create': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId, name: 'Hijacked' }),
  },
  'library.templates.update': {
    access: 'subscribed',
    owned: true,
    input: () => ({ id: libraryIds.template, name: 'Hijacked', sections: [{ type: 'cover' }] }),
  },
  'library.templates.archive': {
    access: 'subscribed',
    owned: true,
    input: () => ({ id: libraryIds.template }),
  },
  'presentations.duplicate': {
    access: 'subscribed',
    owned: true,
    input: (f) => ({ presentationId: f.presentationId, clientId: f.clientId }),
  },
  // The organisation: always the caller's own (no organisation id in any input); an invitation, a
  // member or a book of another organisation reads as missing. The role checks ('members',
  // 'settings') are in the roles x procedures matrix and organizations/*.test.ts.
  'organization.get': { access: 'protected' },
  'organization.rename': { access: 'protected', input: () => ({ name: 'Matrix Agency' }) },
  'organization.setBrandPolicy': {
    access: 'protected',
    input: () => ({ allowPersonalBrand: true }),
  },
  'organization.invite': {
    access: 'protected',
    input: () => ({ email: 'matrix-colleague@example.com', role: 'advisor' }),
  },
  'organization.revokeInvitation': {
    access: 'protected',
    owned: true,
    input: () => ({ id: organizationIds.invitation }),
  },
  'organization.resendInvitation': {
    access: 'protected',
    owned: true,
    input: () => ({ id: organizationIds.invitation }),
  },
  'organization.invitation': { access: 'public', input: () => ({ token: 'nosuchtoken' }) },
  'organization.acceptInvitation': { access: 'protected', input: () => ({ token: 'nosuchtoken' }) },
  'organization.changeRole': {
    access: 'protected',
    owned: true,
    input: () => ({ userId: organizationIds.member, role: 'reviewer' }),
  },
  'organization.removeMember': {
    access: 'protected',
    owned: true,
    input: () => ({ userId: organizationIds.member }),
  },
  // Answers an organisation of one's owner (every caller here) that the owner cannot leave.
  'organization.leave': { access: 'protected' },
  'organization.departedBooks': { access: 'protected' },
  'organization.reassignBook': {
    access: 'protected',
    owned: true,
    input: () => ({ fromUserId: organizationIds.member, toUserId: organizationIds.member }),
  },
};

let h: Harness;
let owner: TestBrowser & { user: { id: string } };
let buyer: TestBrowser & { user: { id: string } };
let fixtures: Fixtures;

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  owner = await h.subscribedBrowser();
  const { id: generationId } = await owner.caller.generation.start(
    RULES['generation.start']!.input!({} as Fixtures) as never,
  );
  for await (const [, e] of (await owner.caller.generation.events({
    id: generationId,
  })) as AsyncIterable<[string, { type: string }]>) {
    if (e.type === 'done') break;
  }
  const { id: presentationId } = await owner.caller.presentations.save({ generationId });
  await owner.caller.presentations.setSharing({ id: presentationId, enabled: true });
  const client = await owner.caller.clients.upsert({
    fullName: 'Owned Client',
    email: 'owned@example.com',
  });
  const link = await owner.caller.links.create({ title: 'Owned form', industryType: 'insurance' });
  // Someone submits the owner's form with the owned client's e-mail: a review waits for the owner.
  await h.browser().caller.intake.submit({
    linkId: link.id,
    data: { fullName: 'Impostor Name', email: 'owned@example.com' },
  });
  const [pending] = await owner.caller.submissions.listPending({});
  // A real open checkout, owned by an advisor who has not subscribed yet (the owner above has):
  // every other caller must find it as unknown as a made-up id, and leave it open.
  buyer = await h.signedUpBrowser();
  const { checkout_url } = await buyer.caller.billing.createCheckoutSession();
  const { viewId } = await h
    .browser()
    .caller.analytics.startView({ presentationId, visitorId: 'v1' });
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
// The owner's catalogue product, for the catalogue rows (made after the fixtures above).
let catalogueProductId = '';
beforeAll(async () => {
  catalogueProductId = (
    await owner.caller.catalogue.create({
      insurer: 'Owned Mutual',
      name: 'Owned Term',
      kind: 'term',
    })
  ).id;
});

// The owner's approved block and template, for the library rows (made after the fixtures above).
const libraryIds = { block: '', template: '' };
beforeAll(async () => {
  libraryIds.block = (
    await owner.caller.library.blocks.create({ kind: 'about', title: 'Owned', text: 'Owned.' })
  ).id;
  libraryIds.template = (
    await owner.caller.library.templates.create({
      presentationId: fixtures.presentationId,
      name: 'Owned template',
    })
  ).id;
});

// An invitation from the owner, and a member of the owner's organisation (who joined through an
// invitation), for the organization rows.
const organizationIds = { invitation: '', member: '' };
beforeAll(async () => {
  organizationIds.invitation = (
    await owner.caller.organization.invite({
      email: 'matrix-invitee@example.com',
      role: 'reviewer',
    })
  ).id;
  const email = 'matrix-member@example.com';
  await owner.caller.organization.invite({ email, role: 'advisor' });
  const mail = (await h.outbox()).find((m) => m.toAddress === email);
  const token = /\/invite#token=([a-z0-9]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
  const member = h.browser();
  await member.caller.auth.signUp({
    email,
    password: 'harbor-lights-7',
    confirmPassword: 'harbor-lights-7',
    fullName: 'Matrix Member',
    companyName: 'C',
    invitationToken: token,
  });
  organizationIds.member = (await member.caller.auth.session())!.user.id;
});

// The owner's version waiting for review, for the reviews rows.
let reviewId = '';
beforeAll(async () => {
  reviewId = (await owner.caller.reviews.submit({ presentationId: fixtures.presentationId })).id;
});

describe('access-control matrix', () => {
  const procedures = Object.keys(
    (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures,
  );

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
      expect(anonymous.message, 'public procedures never ask for a session').not.toBe(
        'Authentication required',
      );
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
    await expect(
      stranger.caller.presentations.save({ generationId: fixtures.generationId }),
    ).rejects.toMatchObject({
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
    const start = RULES['generation.start']!.input!(fixtures) as {
      client: Record<string, unknown>;
    };
    // Named by id: refused as a client that does not exist.
    await expect(
      stranger.caller.generation.start({ ...start, clientId: fixtures.clientId } as never),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Client not found',
    });
    // Named by the owner's client's name and address: only the stranger's own clients are matched.
    const { id: generationId } = await stranger.caller.generation.start({
      ...start,
      client: { ...start.client, clientName: 'Owned Client', email: 'owned@example.com' },
    } as never);
    for await (const [, e] of (await stranger.caller.generation.events({
      id: generationId,
    })) as AsyncIterable<[string, { type: string }]>) {
      if (e.type === 'done' || e.type === 'error') break;
    }
    const { id } = await stranger.caller.presentations.save({ generationId });
    const [row] = await h.db.select().from(presentations).where(eq(presentations.id, id));
    expect(row?.clientId).toBeNull();
  });

  it('left the owner’s objects untouched', async () => {
    expect(await buyer.caller.billing.testCheckout.get({ id: fixtures.checkoutId })).toMatchObject({
      id: fixtures.checkoutId,
      status: 'open',
    });
    const [row] = await h.db
      .select()
      .from(presentations)
      .where(eq(presentations.id, fixtures.presentationId));
    expect(row).toMatchObject({
      shareEnabled: true,
      sharePasscodeHash: null,
      shareRequireEmail: false,
      notifyOnView: true,
      version: 1,
    });
    expect(JSON.stringify(row?.document)).not.toContain('Hijacked');
    expect(row?.clientData).toMatchObject({ age: '40' });
    expect(
      (await owner.caller.presentations.versions.list({ id: fixtures.presentationId })).items.map(
        (v) => v.number,
      ),
    ).toEqual([1]);
    expect((await owner.caller.clients.list({})).map((c) => c.id)).toContain(fixtures.clientId);
    expect((await owner.caller.links.list({})).map((l) => l.id)).toContain(fixtures.linkId);
    expect((await owner.caller.submissions.listPending({})).map((p) => p.id)).toEqual([
      fixtures.submissionId,
    ]);
    expect(
      (await owner.caller.clients.list({})).find((c) => c.id === fixtures.clientId)?.fullName,
    ).toBe('Owned Client');
    expect((await owner.caller.profile.get()).fullName).not.toBe('Renamed');
    expect((await owner.caller.profile.get()).jurisdiction).toBe('CA');
    expect((await owner.caller.profile.brand.get()).disclaimer).not.toBe('Hijacked');
    expect(
      (await owner.caller.followUps.list({ presentationId: fixtures.presentationId })).items,
    ).toEqual([]);
    expect((await h.outbox()).map((m) => m.toAddress)).not.toContain('hijack@example.com');
    // The matrix's own responses (one per public call) are still unread: no stranger marked them.
    const { items } = await owner.caller.responses.list({
      presentationId: fixtures.presentationId,
    });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.readAt === null)).toBe(true);
  });
});

describe('after a subscription ends', () => {
  // Withdrawals change the fixtures, so they have a test of their own below.
  const withdrawals = ['presentations.setSharing', 'presentations.delete'];
  const reads = Object.keys(RULES).filter(
    (p) => RULES[p]!.access === 'records' && !withdrawals.includes(p),
  );
  const writes = Object.keys(RULES).filter((p) => RULES[p]!.access === 'subscribed');
  let canceled: TestBrowser;
  let theirs: Fixtures;

  beforeAll(async () => {
    canceled = await h.subscribedBrowser();
    const { id: generationId } = await canceled.caller.generation.start(
      RULES['generation.start']!.input!({} as Fixtures) as never,
    );
    for await (const [, e] of (await canceled.caller.generation.events({
      id: generationId,
    })) as AsyncIterable<[string, { type: string }]>) {
      if (e.type === 'done') break;
    }
    const { id: presentationId } = await canceled.caller.presentations.save({ generationId });
    await canceled.caller.presentations.setSharing({ id: presentationId, enabled: true });
    await canceled.caller.billing.cancel({ immediate: true });
    // The shared link still works and the client still answers: the advisor must be able to read it.
    await h.browser().caller.responses.submit({
      id: presentationId,
      kind: 'question',
      message: 'Is this still on?',
      requestId: 'after-cancel-1',
    });
    theirs = { ...fixtures, generationId, presentationId };
  }, 60_000);

  it('tells the app to show the records read-only', async () => {
    expect(await canceled.caller.billing.checkAccess({})).toMatchObject({
      hasAccess: false,
      subscriptionStatus: 'canceled',
      readOnly: true,
    });
  });

  it.each(reads)('%s still reads the canceled advisor’s own records', async (path) => {
    expect(await outcome(canceled, path, RULES[path]!.input?.(theirs))).toEqual({ code: 'OK' });
  });

  it.each(writes)('%s stays subscription-only', async (path) => {
    expect(await outcome(canceled, path, RULES[path]!.input?.(theirs))).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'SUBSCRIPTION_REQUIRED',
    });
  });

  it('shows what the client sent after the cancel, and changes nothing', async () => {
    const { items } = await canceled.caller.responses.list({
      presentationId: theirs.presentationId,
    });
    expect(items.map((r) => r.message)).toContain('Is this still on?');
    expect((await canceled.caller.presentations.get({ id: theirs.presentationId })).version).toBe(
      1,
    );
    expect((await canceled.caller.presentations.list({})).total).toBe(1);
  });

  it('may turn the link off and delete the presentation, but not share it again', async () => {
    // The canceled advisor's shared presentation, after every read above has used it.
    await expect(
      canceled.caller.presentations.setSharing({ id: theirs.presentationId, enabled: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      canceled.caller.presentations.setSharing({ id: theirs.presentationId, enabled: false }),
    ).resolves.toMatchObject({ shareEnabled: false });
    await expect(
      h.browser().caller.presentations.sharedGate({ id: theirs.presentationId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      canceled.caller.presentations.delete({ id: theirs.presentationId }),
    ).resolves.toEqual({ ok: true });
    expect((await canceled.caller.presentations.list({})).total).toBe(0);
  });

  it('leaves a never-subscribed advisor on the Subscription Required page, with nothing to read', async () => {
    const fresh = await h.signedUpBrowser();
    expect(await fresh.caller.billing.checkAccess({})).toMatchObject({
      hasAccess: false,
      readOnly: false,
      reason: 'No active subscription',
    });
    expect(await fresh.caller.presentations.list({})).toMatchObject({ items: [], total: 0 });
    expect(await fresh.caller.responses.unreadCount()).toMatchObject({ count: 0 });
    expect(await outcome(fresh, 'presentations.get', { id: theirs.presentationId })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await outcome(fresh, 'generation.start', RULES['generation.start']!.input!(theirs)),
    ).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'SUBSCRIPTION_REQUIRED',
    });
  });
});

describe('the catalogue rows', () => {
  it('left the owner’s product untouched', async () => {
    expect(
      (await owner.caller.catalogue.list()).products.map((p) => [p.id, p.name, p.kind]),
    ).toEqual([[catalogueProductId, 'Owned Term', 'term']]);
  });
});
