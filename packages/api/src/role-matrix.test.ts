// Roles x procedures: every procedure of the router, called by a member of every role of one
// organisation and by the owner of another. What each role may do is not typed here per role: it
// is derived from core's role table (hasPermission, mayActOn, listOwners), so the table and the
// API cannot drift apart. A procedure added without a row fails the first test.
import { existsSync, readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  hasPermission,
  listOwners,
  mayActOn,
  type TActor,
  type TOrgPermission,
  type TRowAction,
} from '@pitchcraft/core';
import { clientCollectionLinks, clients, eq, presentations } from '@pitchcraft/db';

import { NO_ASSISTED_ADVISOR_MESSAGE } from './domains/organizations/acting';
import { appRouter } from './root';
import { createHarness, type Harness } from './testing';
import {
  createAgency,
  finishGeneration,
  GENERATION_INPUT,
  joinOrganization,
  MEMBERS,
  outcome,
  type Agency,
  type OrgFixtures,
  type OrgMember,
} from './testing/organization';

/**
 * public: no session needed (checked by access-matrix.test.ts); self: the caller's own account, kit
 * or catalogue (no id of anyone else's in the input); own: a personal row of advisor A's that only
 * A reaches, whatever anyone's role (their product catalogue); list: a list scoped to what the
 * role may read; create: makes a row (hasPermission 'create'); org:<permission>: an
 * organisation-wide permission; row:<action>: a row owned by advisor A (mayActOn). Another
 * organisation gets NOT_FOUND on every own and row procedure.
 */
type Category =
  | 'public'
  | 'self'
  | 'own'
  | 'list'
  | 'create'
  | 'elsewhere'
  | `org:${TOrgPermission}`
  | `row:${TRowAction}`;

type Fresh = Agency['fresh'];
interface Rule {
  category: Category;
  input?: (f: OrgFixtures) => unknown;
  /**
   * For a call that consumes its object (a fresh one of A's per call) or needs its state now (an
   * edit's base version): merged into the fixtures `input` is given.
   */
  fresh?: (fresh: Fresh) => Promise<Partial<OrgFixtures>>;
  /**
   * For 'elsewhere': the test file that calls it as every role it distinguishes and as another
   * organisation, because each call needs an object of its own (a review, an invitation, a member
   * who leaves) that this file's shared organisation cannot give every role.
   */
  where?: string;
  /** An org:* row naming an object of the organisation: another organisation gets NOT_FOUND. */
  foreignNotFound?: boolean;
  /**
   * False when no caller can succeed with a valid input (e.g. a checkout for an organisation that
   * already subscribes). Otherwise one allowed caller at least must succeed: an input the schema
   * refuses would prove nothing.
   */
  succeeds?: false;
}

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const unique = () => Math.random().toString(36).slice(2, 10);

const RULES: Record<string, Rule> = {
  'auth.session': { category: 'public' },
  'auth.signUp': { category: 'public' },
  'auth.signIn': { category: 'public' },
  'auth.signOut': { category: 'public' },
  'auth.requestPasswordReset': { category: 'public' },
  // A wrong current password: refused for that, never for a role (a change would end sessions).
  'auth.changePassword': {
    category: 'self',
    succeeds: false,
    input: () => ({
      currentPassword: 'not-it',
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    }),
  },
  'auth.resetPassword': { category: 'public' },
  'auth.verifyEmail': { category: 'public' },
  'auth.resendVerification': { category: 'self' },
  'profile.get': { category: 'self' },
  'profile.update': {
    category: 'self',
    input: () => ({ fullName: 'Same Name', companyName: 'Co' }),
  },
  'profile.setJurisdiction': { category: 'self', input: () => ({ jurisdiction: 'US' }) },
  'profile.brand.get': { category: 'self' },
  'profile.brand.update': {
    category: 'self',
    input: () => ({ colours: null, disclaimer: 'Own kit', licence: '', contact: {} }),
  },
  'profile.brand.uploadImage': {
    category: 'self',
    input: () => ({ kind: 'logo', contentType: 'image/png', dataBase64: ONE_PIXEL_PNG }),
  },
  'profile.brand.removeImage': { category: 'self', input: () => ({ kind: 'logo' }) },
  'billing.checkAccess': { category: 'self', input: () => ({}) },
  'billing.hasHadTrial': { category: 'self' },
  // The organisation subscribes already: the owner is told so (CONFLICT), everyone else refused.
  'billing.createCheckoutSession': { category: 'org:billing', succeeds: false },
  'billing.cancel': { category: 'org:billing', input: () => ({ immediate: false }) },
  'billing.testCheckout.get': {
    category: 'org:billing',
    foreignNotFound: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'billing.testCheckout.complete': {
    category: 'org:billing',
    foreignNotFound: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'billing.testCheckout.cancel': {
    category: 'org:billing',
    foreignNotFound: true,
    input: (f) => ({ id: f.checkoutId }),
  },
  'generation.capabilities': { category: 'self' },
  'generation.start': { category: 'create', input: () => GENERATION_INPUT },
  'generation.get': { category: 'row:read', input: (f) => ({ id: f.generationId }) },
  'generation.events': { category: 'row:read', input: (f) => ({ id: f.generationId }) },
  'presentations.save': {
    category: 'row:write',
    input: (f) => ({ generationId: f.generationId, presentationId: f.presentationId }),
  },
  'presentations.list': { category: 'list', input: () => ({}) },
  'presentations.get': { category: 'row:read', input: (f) => ({ id: f.presentationId }) },
  'presentations.delete': {
    category: 'row:write',
    fresh: async (fresh) => ({ presentationId: await fresh.presentation() }),
    input: (f) => ({ id: f.presentationId }),
  },
  'presentations.setSharing': {
    category: 'row:share',
    input: (f) => ({ id: f.presentationId, enabled: true }),
  },
  'presentations.updateShareSettings': {
    category: 'row:share',
    input: (f) => ({
      id: f.presentationId,
      expiresAt: null,
      passcode: null,
      requireEmail: false,
      notifyOnView: true,
    }),
  },
  'presentations.updateDocument': {
    fresh: (fresh) => fresh.edit(),
    category: 'row:write',
    input: (f) => ({
      id: f.presentationId,
      baseVersion: f.presentationVersion,
      sections: f.sections,
    }),
  },
  'presentations.updateFigures': {
    fresh: (fresh) => fresh.edit(),
    category: 'row:write',
    input: (f) => ({
      id: f.presentationId,
      baseVersion: f.presentationVersion,
      figures: {
        age: 41,
        annualIncome: 85000,
        dependents: 0,
        budget: 150,
        maritalStatus: 'Married',
        smoker: 'Non-Smoker',
        healthStatus: 'Good',
      },
    }),
  },
  'presentations.applyBrand': {
    fresh: (fresh) => fresh.edit(),
    category: 'row:write',
    input: (f) => ({ id: f.presentationId, baseVersion: f.presentationVersion }),
  },
  'presentations.regenerateSection': {
    category: 'row:write',
    input: (f) => ({ id: f.presentationId, sectionId: 'cover', mode: 'offline' }),
  },
  'presentations.versions.list': { category: 'row:read', input: (f) => ({ id: f.presentationId }) },
  'presentations.versions.restore': {
    category: 'row:write',
    input: (f) => ({ id: f.presentationId, number: 1 }),
  },
  'presentations.getShared': { category: 'public' },
  'presentations.sharedGate': { category: 'public' },
  'presentations.unlockShared': { category: 'public' },
  'analytics.startView': { category: 'public' },
  'analytics.heartbeat': { category: 'public' },
  'analytics.sections': { category: 'public' },
  'analytics.summary': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'analytics.views': { category: 'row:read', input: (f) => ({ presentationId: f.presentationId }) },
  'clients.list': { category: 'list', input: () => ({}) },
  'clients.get': { category: 'row:read', input: (f) => ({ id: f.clientId }) },
  'clients.upsert': {
    category: 'create',
    input: () => ({ fullName: 'Upserted Client', email: `upsert.${unique()}@example.com` }),
  },
  'clients.create': {
    category: 'create',
    input: () => ({ fullName: 'Created Client', email: `create.${unique()}@example.com` }),
  },
  'clients.update': {
    category: 'row:write',
    input: (f) => ({ id: f.clientId, fullName: 'Dana Whitfield', email: f.clientEmail, phone: '' }),
  },
  'clients.delete': {
    category: 'row:write',
    fresh: async (fresh) => ({ clientId: (await fresh.client()).id }),
    input: (f) => ({ id: f.clientId }),
  },
  'clients.timeline': { category: 'row:read', input: (f) => ({ clientId: f.clientId }) },
  'clients.timelineCsv': { category: 'row:read', input: (f) => ({ clientId: f.clientId }) },
  'links.create': {
    category: 'create',
    input: () => ({ title: 'Intake form', industryType: 'insurance' }),
  },
  'links.list': { category: 'list', input: () => ({}) },
  'links.delete': {
    category: 'row:write',
    fresh: async (fresh) => ({ linkId: await fresh.link() }),
    input: (f) => ({ id: f.linkId }),
  },
  'links.submissions': { category: 'row:read', input: (f) => ({ linkId: f.linkId }) },
  'intake.getLink': { category: 'public' },
  'intake.submit': { category: 'public' },
  'submissions.listPending': { category: 'list', input: () => ({}) },
  'submissions.applyFields': {
    category: 'row:write',
    fresh: async (fresh) => ({ submissionId: await fresh.submission() }),
    input: (f) => ({ id: f.submissionId, fields: ['fullName'] }),
  },
  'submissions.dismiss': {
    category: 'row:write',
    fresh: async (fresh) => ({ submissionId: await fresh.submission() }),
    input: (f) => ({ id: f.submissionId }),
  },
  'responses.submit': { category: 'public' },
  'responses.unreadCount': { category: 'list' },
  'responses.recent': { category: 'list' },
  'responses.list': { category: 'row:read', input: (f) => ({ presentationId: f.presentationId }) },
  // Reading marks them read only for a role that may change the presentation (never a reviewer's).
  'responses.markRead': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'followUps.draft': {
    category: 'row:write',
    input: (f) => ({ presentationId: f.presentationId, mode: 'built-in' }),
  },
  'followUps.send': {
    category: 'row:share',
    input: (f) => ({
      presentationId: f.presentationId,
      additionalRecipients: [],
      confirmAdditionalRecipients: false,
      subject: 'Following up',
      body: 'Thank you for your time today.',
    }),
  },
  'followUps.list': { category: 'row:read', input: (f) => ({ presentationId: f.presentationId }) },
  'acknowledgements.sign': { category: 'public' },
  'acknowledgements.list': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  // The advisor's own product catalogue: per caller, whatever the role.
  'catalogue.list': { category: 'self' },
  'catalogue.create': {
    category: 'self',
    input: () => ({ insurer: 'Own Mutual', name: `Own ${unique()}`, kind: 'term' }),
  },
  'catalogue.copySample': {
    category: 'self',
    input: () => ({ sampleId: 'sample:lifeprotect-plus' }),
  },
  // A's product: another member's answers as a missing one, whatever the role.
  'catalogue.update': {
    category: 'own',
    input: (f) => ({
      id: f.catalogueProductId,
      insurer: 'Matrix Mutual',
      name: 'A Term',
      kind: 'term',
    }),
  },
  'catalogue.delete': {
    category: 'own',
    fresh: async (fresh) => ({ catalogueProductId: await fresh.product() }),
    input: (f) => ({ id: f.catalogueProductId }),
  },
  // The organisation's own: its settings, audit log and each member's notifications.
  'organization.get': { category: 'self' },
  'organization.invitation': { category: 'public' },
  'organization.rename': { category: 'org:settings', input: () => ({ name: 'Matrix Agency' }) },
  'audit.list': { category: 'org:audit', input: () => ({ limit: 20 }) },
  'audit.actors': { category: 'org:audit' },
  'notifications.list': { category: 'self', input: () => ({ limit: 10 }) },
  'notifications.unreadCount': { category: 'self' },
  'notifications.markRead': { category: 'self', input: () => ({ all: true }) },
  'organization.setBrandPolicy': {
    category: 'org:settings',
    input: () => ({ allowPersonalBrand: true }),
  },
  'organization.invite': {
    category: 'org:members',
    input: () => ({ email: `invitee.${unique()}@example.com`, role: 'advisor' }),
  },
  'organization.departedBooks': { category: 'org:members' },
  'billing.seats': { category: 'self' },
  'reviews.policy': { category: 'self' },
  'reviews.setPolicy': { category: 'org:settings', input: () => ({ requireApproval: false }) },
  'reviews.queue': { category: 'org:review', input: () => ({ status: 'pending', limit: 10 }) },
  'library.blocks.list': { category: 'self' },
  'library.templates.list': { category: 'self' },
  'library.blocks.create': {
    category: 'org:settings',
    input: () => ({ kind: 'disclaimer', title: `Guarantees ${unique()}`, text: 'Not a quote.' }),
  },
  'reviews.forPresentation': {
    category: 'row:read',
    input: (f) => ({ presentationId: f.presentationId }),
  },
  'presentations.duplicate': {
    category: 'elsewhere',
    where: 'domains/presentations/duplicate.test.ts',
  },
  'library.blocks.update': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.blocks.archive': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.templates.create': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.templates.update': { category: 'elsewhere', where: 'domains/templates/library.test.ts' },
  'library.templates.archive': {
    category: 'elsewhere',
    where: 'domains/templates/library.test.ts',
  },
  'organization.revokeInvitation': {
    category: 'elsewhere',
    where: 'domains/organizations/invitations.test.ts',
  },
  'organization.resendInvitation': {
    category: 'elsewhere',
    where: 'domains/organizations/invitations.test.ts',
  },
  'organization.acceptInvitation': {
    category: 'elsewhere',
    where: 'domains/organizations/invitations.test.ts',
  },
  'organization.changeRole': {
    category: 'elsewhere',
    where: 'domains/organizations/members.test.ts',
  },
  'organization.removeMember': {
    category: 'elsewhere',
    where: 'domains/organizations/members.test.ts',
  },
  'organization.leave': { category: 'elsewhere', where: 'domains/organizations/members.test.ts' },
  'organization.reassignBook': {
    category: 'elsewhere',
    where: 'domains/organizations/members.test.ts',
  },
  'reviews.submit': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.withdraw': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.get': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.comment': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
  'reviews.decide': { category: 'elsewhere', where: 'domains/reviews/reviews.test.ts' },
};

type Expected = 'allowed' | 'NOT_FOUND' | 'FORBIDDEN';

const actorOf = (m: OrgMember): TActor => ({
  userId: m.user.id,
  organizationId: m.organizationId,
  role: m.role,
  assistsUserId: m.assistsUserId,
});

/** What core's role table says `member` gets from a procedure of `category`. */
function expectedFor(category: Category, member: OrgMember, ownerA: string): Expected {
  const [kind, detail] = category.split(':') as [string, string | undefined];
  if (kind === 'own') return member.user.id === ownerA ? 'allowed' : 'NOT_FOUND';
  if (kind === 'create') return hasPermission(member.role, 'create') ? 'allowed' : 'FORBIDDEN';
  if (kind === 'org')
    return hasPermission(member.role, detail as TOrgPermission) ? 'allowed' : 'FORBIDDEN';
  if (kind === 'row') {
    const actor = actorOf(member);
    if (!mayActOn(actor, ownerA, 'read')) return 'NOT_FOUND';
    return mayActOn(actor, ownerA, detail as TRowAction) ? 'allowed' : 'FORBIDDEN';
  }
  return 'allowed';
}

function verdict(result: { code: string; reason?: string }): Expected {
  if (result.code === 'NOT_FOUND') return 'NOT_FOUND';
  if (result.code === 'FORBIDDEN' && result.reason === 'ROLE_FORBIDDEN') return 'FORBIDDEN';
  return 'allowed';
}

let h: Harness;
let agency: Agency;

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  agency = await createAgency(h);
}, 90_000);
afterAll(async () => {
  await h.close();
});

const procedures = Object.keys(
  (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures,
);

describe('roles x procedures', () => {
  it('classifies every procedure of the router', () => {
    expect(
      procedures.filter((p) => !(p in RULES)),
      'add the new procedure to RULES with its category',
    ).toEqual([]);
    expect(Object.keys(RULES).filter((p) => !procedures.includes(p))).toEqual([]);
  });

  it('names, for a procedure checked elsewhere, a test file that calls it', () => {
    for (const [path, rule] of Object.entries(RULES)) {
      if (rule.category !== 'elsewhere') continue;
      const file = new URL(`./${rule.where ?? ''}`, import.meta.url);
      expect(existsSync(file), path).toBe(true);
      const name = path.split('.').at(-1)!;
      expect(readFileSync(file, 'utf8'), `${rule.where} calls ${path}`).toContain(`.${name}(`);
    }
  });

  const checked = procedures.filter(
    (p) => RULES[p] && RULES[p].category !== 'public' && RULES[p].category !== 'elsewhere',
  );
  it.each(checked)('%s follows the role table', async (path) => {
    const rule = RULES[path]!;
    const ownerA = agency.members.advisorA.user.id;
    const inputFor = async () =>
      rule.input?.({ ...agency.fixtures, ...(rule.fresh ? await rule.fresh(agency.fresh) : {}) });
    const seen: Record<string, { expected: Expected; got: Expected; result: unknown }> = {};
    for (const name of MEMBERS) {
      const member = agency.members[name];
      const result = await outcome(member, path, await inputFor());
      const expected = expectedFor(rule.category, member, ownerA);
      seen[name] = { expected, got: verdict(result), result };
      // A role refused for its role says so; a role allowed is never refused for access.
      if (expected === 'FORBIDDEN') expect(result, `${name}`).toMatchObject({ code: 'FORBIDDEN' });
    }
    const mismatched = Object.entries(seen).filter(([, s]) => s.expected !== s.got);
    expect(mismatched, 'outcomes that differ from the role table').toEqual([]);
    const allowed = Object.values(seen).filter((s) => s.expected === 'allowed');
    if (rule.succeeds !== false && allowed.length > 0)
      expect(
        allowed.map((s) => s.result),
        'an allowed caller succeeds with this input',
      ).toContainEqual({ code: 'OK' });
    if (/^(row|own)/.test(rule.category) || rule.foreignNotFound) {
      const foreign = await outcome(agency.foreign, path, await inputFor());
      expect(foreign.code, 'another organisation must not learn the row exists').toBe('NOT_FOUND');
    }
  });
});

describe('lists follow listOwners', () => {
  it.each(MEMBERS)('%s lists A’s rows exactly when the role table says so', async (name) => {
    const member = agency.members[name];
    const owners = listOwners(actorOf(member));
    const seesA = owners === 'all' || owners.includes(agency.members.advisorA.user.id);
    const { fixtures } = agency;
    const c = member.caller;
    expect(
      (await c.presentations.list({})).items.some((p) => p.id === fixtures.presentationId),
    ).toBe(seesA);
    expect((await c.clients.list({})).some((x) => x.id === fixtures.clientId)).toBe(seesA);
    expect((await c.links.list({})).some((l) => l.id === fixtures.linkId)).toBe(seesA);
    expect((await c.submissions.listPending({})).some((s) => s.id === fixtures.submissionId)).toBe(
      seesA,
    );
  });

  it('shows another organisation none of them', async () => {
    const c = agency.foreign.caller;
    expect(await c.presentations.list({})).toMatchObject({ items: [], total: 0 });
    expect(await c.clients.list({})).toEqual([]);
    expect(await c.links.list({})).toEqual([]);
    expect(await c.submissions.listPending({})).toEqual([]);
    expect(await c.responses.unreadCount()).toMatchObject({ count: 0 });
    expect(await c.responses.recent()).toMatchObject({ items: [] });
  });
});

describe('a solo advisor (an organisation of one)', () => {
  it('sees exactly their own rows, as before organisations', async () => {
    const solo = await h.subscribedBrowser({ fullName: 'Sam Solo' });
    const c = solo.caller;
    expect(await c.auth.session()).toMatchObject({
      user: { id: solo.user.id, role: 'owner', organizationId: `org_${solo.user.id}` },
    });
    const { id: generationId } = await c.generation.start(GENERATION_INPUT);
    await finishGeneration(solo, generationId);
    const { id: presentationId } = await c.presentations.save({ generationId });
    const client = await c.clients.create({ fullName: 'Solo Client', email: 'solo@example.com' });
    const link = await c.links.create({ title: 'Solo form', industryType: 'insurance' });
    const list = await c.presentations.list({});
    expect(list).toMatchObject({ total: 1, nextCursor: null });
    expect(list.items.map((p) => [p.id, p.ownerId])).toEqual([[presentationId, solo.user.id]]);
    expect((await c.clients.list({})).map((x) => x.id)).toEqual([client.id]);
    expect((await c.links.list({})).map((l) => l.id)).toEqual([link.id]);
    expect(await c.submissions.listPending({})).toEqual([]);
    expect(await c.presentations.get({ id: presentationId })).toMatchObject({
      id: presentationId,
      version: 1,
    });
    expect(await c.clients.get({ id: client.id })).toMatchObject({ id: client.id });
    expect(await c.responses.unreadCount()).toEqual({ count: 0 });
    // Nothing of the agency's is anywhere in them.
    const ids = JSON.stringify([list, await c.clients.list({}), await c.links.list({})]);
    expect(ids).not.toContain(agency.fixtures.presentationId);
    expect(ids).not.toContain(agency.fixtures.clientId);
  }, 30_000);
});

describe('whose new rows are', () => {
  it('files an assistant’s client, link and presentation under the advisor they assist', async () => {
    const { assistantA, advisorA } = agency.members;
    const client = await assistantA.caller.clients.create({
      fullName: 'Prepared Client',
      email: `prepared.${unique()}@example.com`,
    });
    const link = await assistantA.caller.links.create({
      title: 'Prepared',
      industryType: 'insurance',
    });
    const { id: generationId } = await assistantA.caller.generation.start(GENERATION_INPUT);
    await finishGeneration(assistantA, generationId);
    const { id } = await assistantA.caller.presentations.save({ generationId });
    const ownerOf = async (
      table: typeof clients | typeof clientCollectionLinks | typeof presentations,
      rowId: string,
    ) =>
      (await h.db.select({ userId: table.userId }).from(table).where(eq(table.id, rowId)))[0]
        ?.userId;
    expect(await ownerOf(clients, client.id)).toBe(advisorA.user.id);
    expect(await ownerOf(clientCollectionLinks, link.id)).toBe(advisorA.user.id);
    expect(await ownerOf(presentations, id)).toBe(advisorA.user.id);
    // A's own list shows what their assistant prepared.
    expect((await advisorA.caller.clients.list({})).map((x) => x.id)).toContain(client.id);
  }, 30_000);

  it('refuses an assistant who assists nobody, and a reviewer, with a clear message', async () => {
    const loose = await h.verifiedBrowser();
    await joinOrganization(h, loose, agency.members.owner.organizationId, 'assistant', null);
    await expect(
      loose.caller.clients.create({ fullName: 'X', email: 'x@example.com' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: NO_ASSISTED_ADVISOR_MESSAGE });
    await expect(
      agency.members.reviewer.caller.links.create({ title: 'No', industryType: 'insurance' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your role in this organisation does not allow this.',
    });
  });

  it('never lists the old organisation’s rows to a member who left it', async () => {
    const leaver = await h.verifiedBrowser();
    const { organizationId } = agency.members.owner;
    await joinOrganization(h, leaver, organizationId, 'advisor');
    const { id } = await leaver.caller.clients.create({
      fullName: 'Book',
      email: 'book@example.com',
    });
    await joinOrganization(h, leaver, `org_${leaver.user.id}`, 'owner');
    expect(await leaver.caller.clients.list({})).toEqual([]);
    await expect(leaver.caller.clients.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The organisation keeps it.
    expect((await agency.members.admin.caller.clients.list({})).map((x) => x.id)).toContain(id);
  });
});
