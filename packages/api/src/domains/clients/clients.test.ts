import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_EMAIL_DOMAIN } from '@pitchcraft/core';
import { clients, eq } from '@pitchcraft/db';
import { createHarness, type Harness } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const rowsOf = (userId: string) => h.db.select().from(clients).where(eq(clients.userId, userId));

describe('clients.upsert', () => {
  it('saves a client in the camelCase shape, with blank e-mail and phone shown as a dash', async () => {
    const alice = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({ fullName: '  Jane Doe ', industryData: { age: 41, smoker: false, goals: ['Protect Family'] } });
    expect(saved).toEqual({
      id: expect.any(String) as unknown,
      fullName: 'Jane Doe',
      email: '-',
      phone: '-',
      source: 'manual',
      industryData: { age: 41, smoker: false, goals: ['Protect Family'] },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    const [row] = await rowsOf(alice.user.id);
    expect(row?.phone).toBe('-');
    expect(row?.email).toMatch(new RegExp(`^no-email\\+[a-z0-9]+@${PLACEHOLDER_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`));
  });

  it('updates the client with the same e-mail instead of adding a duplicate', async () => {
    const alice = await h.signedUpBrowser();
    const first = await alice.caller.clients.upsert({ fullName: 'Sam Lee', email: 'sam@example.com', phone: '555-0100', industryData: { age: 30 } });
    const second = await alice.caller.clients.upsert({ fullName: 'Samuel Lee', email: 'SAM@Example.com', industryData: { age: 31 } });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ fullName: 'Samuel Lee', email: 'sam@example.com', phone: '555-0100', industryData: { age: 31 } });
    expect(await rowsOf(alice.user.id)).toHaveLength(1);
  });

  it('keeps two clients without an e-mail apart', async () => {
    const alice = await h.signedUpBrowser();
    const a = await alice.caller.clients.upsert({ fullName: 'No Mail One' });
    const b = await alice.caller.clients.upsert({ fullName: 'No Mail Two', email: '-' });
    expect(a.id).not.toBe(b.id);
    const list = await alice.caller.clients.list();
    expect(list.map((c) => c.fullName).sort()).toEqual(['No Mail One', 'No Mail Two']);
    expect(list.every((c) => c.email === '-')).toBe(true);
  });

  it('requires a name and bounds the fields, storing nothing', async () => {
    const alice = await h.signedUpBrowser();
    await expect(alice.caller.clients.upsert({ fullName: '   ', email: 'x@example.com' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Client name is required',
    });
    await expect(alice.caller.clients.upsert({ fullName: 'Ada', phone: '9'.repeat(51) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Phone number must be at most 50 characters',
    });
    await expect(alice.caller.clients.upsert({ fullName: 'Ada', industryData: { shoeSize: 9 } as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Unknown client field: shoeSize',
    });
    expect(await rowsOf(alice.user.id)).toHaveLength(0);
  });

  it('lets two advisors keep a client with the same e-mail', async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    const a = await alice.caller.clients.upsert({ fullName: 'Shared Client', email: 'shared@example.com' });
    const b = await bob.caller.clients.upsert({ fullName: 'Shared Client (Bob)', email: 'shared@example.com' });
    expect(a.id).not.toBe(b.id);
    expect((await alice.caller.clients.list())[0]?.fullName).toBe('Shared Client');
  });
});

describe('clients.list', () => {
  it('lists newest first and searches name, e-mail and phone case-insensitively', async () => {
    const alice = await h.signedUpBrowser();
    await alice.caller.clients.upsert({ fullName: 'Maria Garcia', email: 'maria@example.com', phone: '+1 416 555 0101' });
    await alice.caller.clients.upsert({ fullName: 'John Smith', email: 'jsmith@corp.example', phone: '604-555-0199' });
    await alice.caller.clients.upsert({ fullName: 'Nobody Mailed' });

    expect((await alice.caller.clients.list()).map((c) => c.fullName)).toEqual(['Nobody Mailed', 'John Smith', 'Maria Garcia']);
    expect((await alice.caller.clients.list({ search: 'GARCIA' })).map((c) => c.fullName)).toEqual(['Maria Garcia']);
    expect((await alice.caller.clients.list({ search: 'Corp.EXAMPLE' })).map((c) => c.fullName)).toEqual(['John Smith']);
    expect((await alice.caller.clients.list({ search: '416' })).map((c) => c.fullName)).toEqual(['Maria Garcia']);
    // Generated addresses are not real data and must not match.
    expect(await alice.caller.clients.list({ search: 'pitchcraft' })).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(await alice.caller.clients.list({ search: '%' })).toEqual([]);
    expect(await alice.caller.clients.list({ search: '_' })).toEqual([]);
  });

  it("never shows another advisor's clients", async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    await alice.caller.clients.upsert({ fullName: 'Private Person', email: 'private@example.com' });
    expect(await bob.caller.clients.list()).toEqual([]);
    expect(await bob.caller.clients.list({ search: 'private' })).toEqual([]);
  });

  it('requires a session', async () => {
    await expect(h.browser().caller.clients.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.browser().caller.clients.upsert({ fullName: 'X' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.browser().caller.clients.delete({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('clients.delete', () => {
  it('deletes an own client', async () => {
    const alice = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({ fullName: 'Short Lived' });
    await expect(alice.caller.clients.delete({ id: saved.id })).resolves.toEqual({ ok: true });
    expect(await alice.caller.clients.list()).toEqual([]);
    await expect(alice.caller.clients.delete({ id: saved.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
  });

  it("answers NOT_FOUND for another advisor's client and leaves it untouched", async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({ fullName: 'Kept Safe', email: 'kept@example.com' });
    await expect(bob.caller.clients.delete({ id: saved.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
    expect(await alice.caller.clients.list()).toEqual([saved]);
  });

  it('answers NOT_FOUND for malformed ids', async () => {
    const alice = await h.signedUpBrowser();
    await expect(alice.caller.clients.delete({ id: "' or 1=1 --" })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(alice.caller.clients.delete({ id: 'x'.repeat(500) })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Client not found' });
  });
});
