// The audit log through the typed caller: what the product records on its own (sign-ins, sign-outs,
// passwords, saves and deletions), who may read it, its filters, and pages that stay stable when
// many rows share one time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TMemberRole } from '@pitchcraft/core';
import { auditLog, eq, organizationMembers, presentations } from '@pitchcraft/db';

import { newId } from '../../ids';
import { createHarness, type Harness, type TestBrowser } from '../../testing';

type Member = TestBrowser & { user: { id: string; email: string }; password: string };

let h: Harness;
let owner: Member;
let organizationId: string;
const members = {} as Record<'admin' | 'reviewer' | 'advisor' | 'assistant', Member>;
let foreign: Member;

async function join(b: Member, role: TMemberRole) {
  await h.db
    .update(organizationMembers)
    .set({ organizationId, role, assistsUserId: role === 'assistant' ? owner.user.id : null })
    .where(eq(organizationMembers.userId, b.user.id));
}

/** Rows written straight into the log (the table takes inserts from anyone; never changes). */
async function insertRows(
  rows: { action: string; at: Date; targetId?: string; actorUserId?: string }[],
  org = organizationId,
) {
  await h.db.insert(auditLog).values(
    rows.map((row) => ({
      id: newId(),
      organizationId: org,
      actorUserId: row.actorUserId ?? owner.user.id,
      actorEmail: owner.user.email,
      action: row.action,
      targetKind: 'presentation',
      targetId: row.targetId ?? null,
      occurredAt: row.at,
    })),
  );
}

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  owner = await h.subscribedBrowser({ fullName: 'Olivia Owner' });
  organizationId = `org_${owner.user.id}`;
  for (const role of ['admin', 'reviewer', 'advisor', 'assistant'] as const) {
    members[role] = await h.signedUpBrowser({ fullName: `Member ${role}` });
    await join(members[role], role);
  }
  foreign = await h.subscribedBrowser({ fullName: 'Felix Foreign' });
}, 60_000);
afterAll(async () => {
  await h.close();
});

describe('what the product records', () => {
  it('records a sign-in with the address and browser it came from', async () => {
    const { items } = await owner.caller.audit.list({
      action: 'auth.sign_in',
      actorUserId: owner.user.id,
    });
    expect(items[0]).toMatchObject({
      label: 'Signed in',
      actor: { userId: owner.user.id, email: owner.user.email, name: 'Olivia Owner' },
      ip: owner.ip,
      userAgent: 'vitest',
      details: { method: 'password' },
    });
    // A member's sign-in is filed under the organisation they belonged to then: their own.
    const theirs = await members.advisor.caller.auth.signIn({
      email: members.advisor.user.email,
      password: members.advisor.password,
    });
    const latest = await owner.caller.audit.list({ actorUserId: theirs.user.id });
    expect(latest.items[0]).toMatchObject({ action: 'auth.sign_in' });
  });

  it('records a deleted client and presentation, with what they were', async () => {
    const client = await owner.caller.clients.create({
      fullName: 'Maria Rivera',
      email: 'maria.rivera@example.com',
    });
    await owner.caller.clients.delete({ id: client.id });
    const id = newId();
    await h.db.insert(presentations).values({
      id,
      userId: owner.user.id,
      title: 'Life Insurance for Maria',
      clientName: 'Maria Rivera',
      clientData: {},
      salesStrategy: {},
      htmlContent: '<p></p>',
    });
    await owner.caller.presentations.delete({ id });
    const { items } = await owner.caller.audit.list({ action: 'client' });
    expect(items[0]).toMatchObject({
      action: 'client.deleted',
      label: 'Deleted a client',
      targetKind: 'client',
      targetId: client.id,
      details: { name: 'Maria Rivera' },
    });
    const deleted = await owner.caller.audit.list({ targetId: id });
    expect(deleted.items).toMatchObject([
      { action: 'presentation.deleted', details: { title: 'Life Insurance for Maria' } },
    ]);
  });

  it('records a changed password and a sign-out', async () => {
    const b = await h.signedUpBrowser();
    await b.caller.auth.changePassword({
      currentPassword: b.password,
      password: 'harbor-lights-7',
      confirmPassword: 'harbor-lights-7',
    });
    await b.caller.auth.signOut();
    const [row] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, b.user.id))
      .orderBy(auditLog.occurredAt);
    const actions = (
      await h.db.select().from(auditLog).where(eq(auditLog.actorUserId, b.user.id))
    ).map((r) => r.action);
    expect(row?.organizationId).toBe(`org_${b.user.id}`);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.sign_in', 'auth.password_changed', 'auth.sign_out']),
    );
  });
});

describe('who reads the log', () => {
  it('lets the owner, an admin and a reviewer read it, and refuses an advisor and an assistant', async () => {
    for (const b of [owner, members.admin, members.reviewer])
      expect((await b.caller.audit.list({})).items.length).toBeGreaterThan(0);
    for (const b of [members.advisor, members.assistant]) {
      await expect(b.caller.audit.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(b.caller.audit.actors()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('never shows another organisation’s rows, whatever the filter', async () => {
    await insertRows(
      [{ action: 'member.invited', at: new Date(), targetId: 'foreign-target' }],
      `org_${foreign.user.id}`,
    );
    const ours = await owner.caller.audit.list({ limit: 100 });
    expect(ours.items.every((row) => row.targetId !== 'foreign-target')).toBe(true);
    expect((await owner.caller.audit.list({ targetId: 'foreign-target' })).items).toEqual([]);
    expect((await owner.caller.audit.list({ actorUserId: foreign.user.id })).items).toEqual([]);
    const theirs = await foreign.caller.audit.list({ limit: 100 });
    expect(theirs.items.map((row) => row.targetId)).toContain('foreign-target');
    expect(
      theirs.items.every(
        (row) => row.targetId === 'foreign-target' || row.actor.userId === foreign.user.id,
      ),
    ).toBe(true);
  });

  it('lists members and former members for the person filter', async () => {
    const former = newId();
    await insertRows([{ action: 'review.approved', at: new Date(), actorUserId: former }]);
    const people = await members.reviewer.caller.audit.actors();
    expect(people.map((p) => p.userId)).toEqual(
      expect.arrayContaining([owner.user.id, members.admin.user.id, members.assistant.user.id]),
    );
    expect(people.find((p) => p.userId === owner.user.id)).toMatchObject({
      name: 'Olivia Owner',
      role: 'owner',
      roleLabel: 'Owner',
    });
    expect(people.find((p) => p.userId === former)).toMatchObject({
      role: null,
      roleLabel: 'Former member',
    });
    expect(people.map((p) => p.userId)).not.toContain(foreign.user.id);
  });
});

describe('filters and pages', () => {
  const day = (iso: string) => new Date(iso);

  beforeAll(async () => {
    await insertRows([
      { action: 'member.invited', at: day('2024-03-01T10:00:00Z'), targetId: 'old-1' },
      { action: 'member.role_changed', at: day('2024-03-02T10:00:00Z'), targetId: 'old-2' },
      { action: 'review.approved', at: day('2024-03-03T10:00:00Z'), targetId: 'old-3' },
    ]);
    // 25 rows at one and the same instant: pages must split them without a gap or a repeat.
    const same = day('2024-02-01T09:00:00.123456Z');
    await insertRows(
      Array.from({ length: 25 }, (_, i) => ({
        action: 'export.pdf',
        at: same,
        targetId: `same-${i}`,
      })),
    );
  });

  it('filters by one action, by an area, and by a date range', async () => {
    const one = await owner.caller.audit.list({
      action: 'member.invited',
      to: '2025-01-01T00:00:00Z',
    });
    expect(one.items.map((r) => r.targetId)).toEqual(['old-1']);
    const area = await owner.caller.audit.list({ action: 'member', to: '2025-01-01T00:00:00Z' });
    expect(area.items.map((r) => r.targetId)).toEqual(['old-2', 'old-1']);
    const range = await owner.caller.audit.list({
      from: '2024-03-02T00:00:00Z',
      to: '2024-03-03T00:00:00Z',
    });
    expect(range.items.map((r) => r.targetId)).toEqual(['old-2']);
  });

  it('pages through rows sharing one time without skipping or repeating any', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await owner.caller.audit.list({ action: 'export.pdf', limit: 7, cursor });
      seen.push(...page.items.map((r) => r.targetId!));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(25);
    expect(seen).toHaveLength(25);
  });

  it('refuses a filter outside the vocabulary, a bad date and a range that ends first', async () => {
    for (const input of [
      { action: 'member.hacked' },
      { from: 'yesterday' },
      { from: '1999-01-01T00:00:00Z' },
      { from: '2024-03-02T00:00:00Z', to: '2024-03-01T00:00:00Z' },
      { cursor: "2024-01-01' or 1=1" },
      { limit: 1000 },
    ])
      await expect(owner.caller.audit.list(input as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
  });
});
