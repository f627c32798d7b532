// Members: the Team page's data, role changes and their rules, removal and leaving (back to an
// organisation of one, the rows staying behind), reassigning a book, the brand policy, and another
// organisation's owner reaching none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORGANIZATION_MESSAGES, reassignConflictMessage } from '@pitchcraft/core';
import { auditLog, clients, eq, organizationMembers, organizations } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { loadDocumentBrand } from '../profile/brand';

type Member = TestBrowser & { user: { id: string; email: string } };

let h: Harness;
let owner: Member;
let orgId: string;
const m = {} as Record<'admin' | 'advisorA' | 'advisorB' | 'reviewer', Member>;

/** Signs a new person up through an invitation from the owner, as the invitation screen does. */
async function join(role: 'admin' | 'advisor' | 'reviewer', fullName: string): Promise<Member> {
  const email = `${fullName.toLowerCase().replace(/\W/g, '')}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await owner.caller.organization.invite({ email, role });
  const mail = (await h.outbox()).find((x) => x.toAddress === email);
  const token = /\/invite#token=([a-z0-9]+)/.exec(mail!.textBody)![1]!;
  const b = h.browser();
  await b.caller.auth.signUp({
    email,
    password: 'harbor-lights-7',
    confirmPassword: 'harbor-lights-7',
    fullName,
    companyName: 'Harbor',
    invitationToken: token,
  });
  const session = await b.caller.auth.session();
  return { ...b, user: { id: session!.user.id, email } };
}

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  owner = await h.subscribedBrowser({ fullName: 'Olivia Owner' });
  orgId = `org_${owner.user.id}`;
  m.admin = await join('admin', 'Ada Admin');
  m.advisorA = await join('advisor', 'Avery Advisor');
  m.advisorB = await join('advisor', 'Blake Advisor');
  m.reviewer = await join('reviewer', 'Rita Reviewer');
}, 180_000);
afterAll(async () => {
  await h.close();
});

const membershipOf = async (userId: string) =>
  (await h.db.select().from(organizationMembers).where(eq(organizationMembers.userId, userId)))[0]!;

describe('the organisation', () => {
  it('shows every member its members, and invitations only to owners and admins', async () => {
    const pending = await m.admin.caller.organization.invite({
      email: 'later@example.com',
      role: 'reviewer',
    });
    const asAdmin = await m.admin.caller.organization.get();
    expect(asAdmin).toMatchObject({
      id: orgId,
      role: 'admin',
      seats: 4,
      billingUserId: owner.user.id,
    });
    expect(asAdmin.members.map((x) => x.fullName)).toEqual([
      'Olivia Owner',
      'Ada Admin',
      'Avery Advisor',
      'Blake Advisor',
      'Rita Reviewer',
    ]);
    expect(asAdmin.members.find((x) => x.role === 'reviewer')?.seat).toBe(false);
    expect(asAdmin.invitations.map((i) => i.id)).toContain(pending.id);
    const asAdvisor = await m.advisorA.caller.organization.get();
    expect(asAdvisor.members).toHaveLength(5);
    expect(asAdvisor.invitations).toEqual([]);
    await m.admin.caller.organization.revokeInvitation({ id: pending.id });
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org!.seatQuantity).toBe(4);
  });

  it('is renamed by an owner or admin only', async () => {
    await expect(m.advisorA.caller.organization.rename({ name: 'Mine' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      m.reviewer.caller.organization.invite({ email: 'x@example.com', role: 'advisor' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await m.admin.caller.organization.rename({ name: 'Harbor Agency' });
    expect((await m.advisorA.caller.organization.get()).name).toBe('Harbor Agency');
  });

  it('gives members the organisation’s brand unless personal brands are allowed and they have one', async () => {
    const kit = { colours: null, licence: '', contact: {} };
    await owner.caller.profile.brand.update({ ...kit, disclaimer: 'Agency disclaimer' });
    expect((await loadDocumentBrand(h.db, m.advisorA.user.id))?.disclaimer).toBe(
      'Agency disclaimer',
    );
    await m.advisorA.caller.profile.brand.update({ ...kit, disclaimer: 'My own words' });
    expect((await loadDocumentBrand(h.db, m.advisorA.user.id))?.disclaimer).toBe('My own words');
    await expect(
      m.advisorA.caller.organization.setBrandPolicy({ allowPersonalBrand: false }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await m.admin.caller.organization.setBrandPolicy({ allowPersonalBrand: false });
    expect((await loadDocumentBrand(h.db, m.advisorA.user.id))?.disclaimer).toBe(
      'Agency disclaimer',
    );
    expect((await loadDocumentBrand(h.db, owner.user.id))?.disclaimer).toBe('Agency disclaimer');
    await owner.caller.organization.setBrandPolicy({ allowPersonalBrand: true });
  });
});

describe('roles', () => {
  it('keeps the owner’s role and the making of owners out of an admin’s hands', async () => {
    await expect(
      m.admin.caller.organization.changeRole({ userId: owner.user.id, role: 'advisor' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: ORGANIZATION_MESSAGES.ownerRoleFixed });
    await expect(
      owner.caller.organization.changeRole({ userId: owner.user.id, role: 'admin' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: ORGANIZATION_MESSAGES.ownerRoleFixed });
    await expect(
      m.admin.caller.organization.changeRole({ userId: m.advisorB.user.id, role: 'owner' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ORGANIZATION_MESSAGES.onlyOwnerMakesOwners,
    });
    await expect(
      m.admin.caller.organization.removeMember({ userId: owner.user.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      m.advisorA.caller.organization.changeRole({ userId: m.advisorB.user.id, role: 'reviewer' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('makes an assistant work for an advisor of the organisation, and counts seats', async () => {
    await expect(
      m.admin.caller.organization.changeRole({
        userId: m.advisorB.user.id,
        role: 'assistant',
        assistsUserId: m.reviewer.user.id,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ORGANIZATION_MESSAGES.assistantAdvisor,
    });
    await m.admin.caller.organization.changeRole({
      userId: m.advisorB.user.id,
      role: 'assistant',
      assistsUserId: m.advisorA.user.id,
    });
    expect(await membershipOf(m.advisorB.user.id)).toMatchObject({
      role: 'assistant',
      assistsUserId: m.advisorA.user.id,
    });
    expect((await m.advisorB.caller.auth.session())?.user.role).toBe('assistant');
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org!.seatQuantity).toBe(3);
    await m.admin.caller.organization.changeRole({ userId: m.advisorB.user.id, role: 'advisor' });
    const changes = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, m.advisorB.user.id));
    expect(changes.filter((c) => c.action === 'member.role_changed')).toHaveLength(2);
  });
});

describe('leaving, removal and the book left behind', () => {
  it('sends a removed member back to an organisation of one, signed out, their rows staying', async () => {
    const client = await m.advisorA.caller.clients.upsert({
      fullName: 'Cora Client',
      email: 'cora@example.com',
    });
    await m.advisorA.caller.clients.upsert({ fullName: 'Dup Client', email: 'dup@example.com' });
    await m.advisorB.caller.clients.upsert({ fullName: 'Dup Again', email: 'dup@example.com' });
    await m.admin.caller.organization.removeMember({ userId: m.advisorA.user.id });
    expect(await membershipOf(m.advisorA.user.id)).toMatchObject({
      organizationId: `org_${m.advisorA.user.id}`,
      role: 'owner',
    });
    const [own] = await h.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, `org_${m.advisorA.user.id}`));
    expect(own!.billingUserId).toBe(m.advisorA.user.id);
    await expect(m.advisorA.caller.organization.get()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const [row] = await h.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ organizationId: orgId, userId: m.advisorA.user.id });
    expect(await owner.caller.organization.departedBooks()).toEqual([
      expect.objectContaining({
        userId: m.advisorA.user.id,
        fullName: 'Avery Advisor',
        clients: 2,
        links: 0,
      }),
    ]);
  });

  it('refuses a reassignment that would clash, moving nothing, then moves the whole book', async () => {
    const from = m.advisorA.user.id;
    await expect(
      m.admin.caller.organization.reassignBook({ fromUserId: from, toUserId: m.advisorB.user.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: reassignConflictMessage(1) });
    expect((await h.db.select().from(clients).where(eq(clients.userId, from))).length).toBe(2);
    await expect(
      m.admin.caller.organization.reassignBook({ fromUserId: from, toUserId: m.reviewer.user.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: ORGANIZATION_MESSAGES.reassignTarget });
    expect(
      await m.admin.caller.organization.reassignBook({
        fromUserId: from,
        toUserId: m.admin.user.id,
      }),
    ).toEqual({ moved: { clients: 2, links: 0, presentations: 0 } });
    expect((await m.admin.caller.clients.list({})).map((c) => c.email)).toEqual(
      expect.arrayContaining(['cora@example.com', 'dup@example.com']),
    );
    expect(await owner.caller.organization.departedBooks()).toEqual([]);
  });

  it('lets a member leave (the owner cannot), keeping this browser signed in', async () => {
    await expect(owner.caller.organization.leave()).rejects.toMatchObject({
      message: ORGANIZATION_MESSAGES.ownerCannotLeave,
    });
    expect(await m.reviewer.caller.organization.leave()).toEqual({
      organizationId: `org_${m.reviewer.user.id}`,
    });
    const after = await m.reviewer.caller.organization.get();
    expect(after).toMatchObject({
      role: 'owner',
      members: [expect.objectContaining({ userId: m.reviewer.user.id })],
    });
    const left = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, m.reviewer.user.id));
    expect(left.find((a) => a.action === 'member.left')?.organizationId).toBe(orgId);
  });
});

describe('another organisation', () => {
  it('reaches none of this one’s members or books', async () => {
    const foreign = await h.subscribedBrowser();
    const calls = [
      () =>
        foreign.caller.organization.changeRole({ userId: m.advisorB.user.id, role: 'reviewer' }),
      () => foreign.caller.organization.removeMember({ userId: m.advisorB.user.id }),
      () =>
        foreign.caller.organization.reassignBook({
          fromUserId: m.advisorB.user.id,
          toUserId: foreign.user.id,
        }),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await foreign.caller.organization.get()).members).toHaveLength(1);
    expect(await foreign.caller.organization.departedBooks()).toEqual([]);
    expect(await membershipOf(m.advisorB.user.id)).toMatchObject({
      organizationId: orgId,
      role: 'advisor',
    });
  });
});
