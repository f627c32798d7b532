// Invitations: issuing, the link's states, accepting with an account or at sign-up, and every way
// an acceptance is refused (expired, reused, revoked, wrong address, already a member, raced).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORGANIZATION_MESSAGES } from '@pitchcraft/core';
import {
  auditLog,
  clients,
  count,
  eq,
  notifications,
  organizationInvitations,
  organizations,
  users,
} from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';

let h: Harness;
let owner: TestBrowser & { user: { id: string; email: string } };
let orgId: string;

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  owner = await h.subscribedBrowser({ fullName: 'Olivia <b>Owner</b>' });
  orgId = `org_${owner.user.id}`;
  await owner.caller.organization.rename({ name: 'Harbor & Co' });
}, 120_000);
afterAll(async () => {
  await h.close();
});

let counter = 0;
const freshEmail = () =>
  `invitee${++counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The token of the newest invitation mailed to `email`. */
async function tokenFor(email: string): Promise<string> {
  const mail = (await h.outbox()).find((m) => m.toAddress === email);
  const token = /\/invite#token=([a-z0-9]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function invite(email = freshEmail(), role: 'advisor' | 'reviewer' | 'admin' = 'advisor') {
  const invitation = await owner.caller.organization.invite({ email, role });
  return { email, invitation, token: await tokenFor(email) };
}

const signUpWith = (email: string, invitationToken: string) =>
  h.browser().caller.auth.signUp({
    email,
    password: 'harbor-lights-7',
    confirmPassword: 'harbor-lights-7',
    fullName: 'New Colleague',
    companyName: 'Harbor',
    invitationToken,
  });

const userCount = async () => (await h.db.select({ n: count() }).from(users))[0]!.n;

describe('issuing an invitation', () => {
  it('mails a single-use link whose token is stored only as a hash, with names escaped', async () => {
    const { email, invitation, token } = await invite();
    expect(invitation).toMatchObject({ email, role: 'advisor', expired: false });
    const [row] = await h.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mail = (await h.outbox()).find((m) => m.toAddress === email)!;
    expect(mail.subject).toContain('Harbor & Co');
    expect(mail.htmlBody).toContain('Olivia &lt;b&gt;Owner&lt;/b&gt;');
    expect(mail.htmlBody).toContain('Harbor &amp; Co');
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.targetId, invitation.id));
    expect(audit.map((a) => a.action)).toEqual(['member.invited']);
    expect(JSON.stringify(audit[0]!.details)).not.toContain(token);
  });

  it('refuses a second invitation to a waiting address, and resending ends the old link', async () => {
    const { email, invitation, token } = await invite();
    await expect(
      owner.caller.organization.invite({ email: email.toUpperCase(), role: 'reviewer' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ORGANIZATION_MESSAGES.invitationPending });
    const resent = await owner.caller.organization.resendInvitation({ id: invitation.id });
    expect(resent.id).not.toBe(invitation.id);
    const newToken = await tokenFor(email);
    expect(newToken).not.toBe(token);
    expect(await h.browser().caller.organization.invitation({ token })).toMatchObject({
      state: 'revoked',
    });
    expect(await h.browser().caller.organization.invitation({ token: newToken })).toEqual({
      state: 'valid',
      organizationName: 'Harbor & Co',
      inviterName: 'Olivia <b>Owner</b>',
      role: 'advisor',
      roleLabel: 'Advisor',
      email,
    });
  });

  it('says nothing of an unknown token but that it is not valid', async () => {
    expect(await h.browser().caller.organization.invitation({ token: 'abc123' })).toEqual({
      state: 'invalid',
    });
  });

  it('is for owners and admins only, and another organisation finds none of it', async () => {
    const { invitation } = await invite();
    const stranger = await h.subscribedBrowser();
    for (const call of [
      () => stranger.caller.organization.revokeInvitation({ id: invitation.id }),
      () => stranger.caller.organization.resendInvitation({ id: invitation.id }),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await stranger.caller.organization.get()).invitations).toEqual([]);
  });
});

describe('signing up through an invitation', () => {
  it('creates a proven, signed-in member of the organisation at once, and tells the owner', async () => {
    const { email, token } = await invite(freshEmail(), 'reviewer');
    const b = h.browser();
    const result = await b.caller.auth.signUp({
      email,
      password: 'harbor-lights-7',
      confirmPassword: 'harbor-lights-7',
      fullName: 'Rita Reviewer',
      companyName: 'Harbor',
      invitationToken: token,
    });
    expect(result).toEqual({ email, signedIn: true });
    const session = await b.caller.auth.session();
    expect(session?.user).toMatchObject({ email, organizationId: orgId, role: 'reviewer' });
    const [user] = await h.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    // The organisation of one made for the new account is gone; the inviting one has the seat.
    expect(
      await h.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, `org_${user!.id}`)),
    ).toEqual([]);
    const [note] = await h.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(note).toMatchObject({ kind: 'member.joined', href: '/team' });
    expect(note!.title).toContain('Rita Reviewer joined Harbor & Co');
    // Used once: a second sign-up with the same link creates nothing.
    const before = await userCount();
    await expect(signUpWith(freshEmail(), token)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ORGANIZATION_MESSAGES.invitationUsed,
    });
    expect(await userCount()).toBe(before);
    expect(await h.browser().caller.organization.invitation({ token })).toMatchObject({
      state: 'used',
    });
  });

  it('refuses another address or a bad link as field errors, creating nothing', async () => {
    const { token } = await invite();
    const before = await userCount();
    await expect(signUpWith(freshEmail(), token)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: ORGANIZATION_MESSAGES.wrongAddress,
    });
    await expect(signUpWith(freshEmail(), 'nosuchtoken')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This invitation link is not valid.',
    });
    expect(await userCount()).toBe(before);
  });
});

describe('accepting with an account', () => {
  it('moves an organisation of one, with its clients, into the inviting organisation', async () => {
    const { email, token } = await invite();
    const solo = await h.signedUpBrowser({ email });
    const client = await solo.caller.clients.upsert({
      fullName: 'Cal Client',
      email: 'cal@example.com',
    });
    expect(await solo.caller.organization.acceptInvitation({ token })).toEqual({
      organizationId: orgId,
      organizationName: 'Harbor & Co',
    });
    expect((await solo.caller.auth.session())?.user).toMatchObject({
      organizationId: orgId,
      role: 'advisor',
    });
    const [row] = await h.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row!.organizationId).toBe(orgId);
    // Already a member: a second invitation is refused, and so is an old link of theirs.
    await expect(
      owner.caller.organization.invite({ email, role: 'advisor' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ORGANIZATION_MESSAGES.alreadyMember,
    });
    await expect(solo.caller.organization.acceptInvitation({ token })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ORGANIZATION_MESSAGES.youAreAlreadyMember,
    });
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org!.seatQuantity).toBeGreaterThanOrEqual(2);
  });

  it('refuses another address, an expired link and a withdrawn one', async () => {
    const { email, invitation, token } = await invite();
    const other = await h.signedUpBrowser();
    await expect(other.caller.organization.acceptInvitation({ token })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ORGANIZATION_MESSAGES.wrongAddress,
    });
    const invitee = await h.signedUpBrowser({ email });
    await h.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, invitation.id));
    expect(await h.browser().caller.organization.invitation({ token })).toMatchObject({
      state: 'expired',
    });
    await expect(invitee.caller.organization.acceptInvitation({ token })).rejects.toMatchObject({
      message: ORGANIZATION_MESSAGES.invitationExpired,
    });
    const fresh = await owner.caller.organization.invite({ email, role: 'advisor' });
    await owner.caller.organization.revokeInvitation({ id: fresh.id });
    await expect(
      invitee.caller.organization.acceptInvitation({ token: await tokenFor(email) }),
    ).rejects.toMatchObject({ message: ORGANIZATION_MESSAGES.invitationRevoked });
    expect((await invitee.caller.auth.session())?.user.organizationId).toBe(
      `org_${invitee.user.id}`,
    );
  });

  it('uses a link once when two acceptances race', async () => {
    const { email, token } = await invite();
    const invitee = await h.signedUpBrowser({ email });
    const second = h.browser();
    await second.caller.auth.signIn({ email, password: invitee.password });
    const results = await Promise.allSettled([
      invitee.caller.organization.acceptInvitation({ token }),
      second.caller.organization.acceptInvitation({ token }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const joined = await h.db.select().from(auditLog).where(eq(auditLog.targetId, invitee.user.id));
    expect(joined.filter((a) => a.action === 'member.joined')).toHaveLength(1);
  });

  it('asks a subscriber to cancel first, and a member of a team to leave it first', async () => {
    const { email, token } = await invite();
    const subscriber = await h.subscribedBrowser({ email });
    await expect(subscriber.caller.organization.acceptInvitation({ token })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ORGANIZATION_MESSAGES.cancelSubscriptionFirst,
    });
    // An owner whose organisation has a member of its own.
    const other = await h.signedUpBrowser();
    const otherInvite = await other.caller.organization.invite({
      email: freshEmail(),
      role: 'reviewer',
    });
    await signUpWith(otherInvite.email, await tokenFor(otherInvite.email));
    await owner.caller.organization.revokeInvitation({
      id: (await owner.caller.organization.get()).invitations.find((i) => i.email === email)!.id,
    });
    await owner.caller.organization.invite({ email: other.user.email, role: 'advisor' });
    await expect(
      other.caller.organization.acceptInvitation({ token: await tokenFor(other.user.email) }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ORGANIZATION_MESSAGES.leaveFirst });
  });
});
