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
  type OrgMember,
} from './testing/organization';
import { RULES, unique, type Category } from './testing/role-rules';

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
