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
    const saved = await alice.caller.clients.upsert({
      fullName: '  Jane Doe ',
      industryData: { age: 41, smoker: false, goals: ['Protect Family'] },
    });
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
    expect(row?.email).toMatch(
      new RegExp(`^no-email\\+[a-z0-9]+@${PLACEHOLDER_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`),
    );
  });

  it('updates the client with the same e-mail instead of adding a duplicate', async () => {
    const alice = await h.signedUpBrowser();
    const first = await alice.caller.clients.upsert({
      fullName: 'Sam Lee',
      email: 'sam@example.com',
      phone: '555-0100',
      industryData: { age: 30 },
    });
    const second = await alice.caller.clients.upsert({
      fullName: 'Samuel Lee',
      email: 'SAM@Example.com',
      industryData: { age: 31 },
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({
      fullName: 'Samuel Lee',
      email: 'sam@example.com',
      phone: '555-0100',
      industryData: { age: 31 },
    });
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
    await expect(
      alice.caller.clients.upsert({ fullName: '   ', email: 'x@example.com' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Client name is required',
    });
    await expect(
      alice.caller.clients.upsert({ fullName: 'Ada', phone: '9'.repeat(51) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Phone number must be at most 50 characters',
    });
    await expect(
      alice.caller.clients.upsert({ fullName: 'Ada', industryData: { shoeSize: 9 } as never }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Unknown client field: shoeSize',
    });
    expect(await rowsOf(alice.user.id)).toHaveLength(0);
  });

  it('lets two advisors keep a client with the same e-mail', async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    const a = await alice.caller.clients.upsert({
      fullName: 'Shared Client',
      email: 'shared@example.com',
    });
    const b = await bob.caller.clients.upsert({
      fullName: 'Shared Client (Bob)',
      email: 'shared@example.com',
    });
    expect(a.id).not.toBe(b.id);
    expect((await alice.caller.clients.list())[0]?.fullName).toBe('Shared Client');
  });
});

describe('clients.list', () => {
  it('lists newest first and searches name, e-mail and phone case-insensitively', async () => {
    const alice = await h.signedUpBrowser();
    await alice.caller.clients.upsert({
      fullName: 'Maria Garcia',
      email: 'maria@example.com',
      phone: '+1 416 555 0101',
    });
    await alice.caller.clients.upsert({
      fullName: 'John Smith',
      email: 'jsmith@corp.example',
      phone: '604-555-0199',
    });
    await alice.caller.clients.upsert({ fullName: 'Nobody Mailed' });

    expect((await alice.caller.clients.list()).map((c) => c.fullName)).toEqual([
      'Nobody Mailed',
      'John Smith',
      'Maria Garcia',
    ]);
    expect((await alice.caller.clients.list({ search: 'GARCIA' })).map((c) => c.fullName)).toEqual([
      'Maria Garcia',
    ]);
    expect(
      (await alice.caller.clients.list({ search: 'Corp.EXAMPLE' })).map((c) => c.fullName),
    ).toEqual(['John Smith']);
    expect((await alice.caller.clients.list({ search: '416' })).map((c) => c.fullName)).toEqual([
      'Maria Garcia',
    ]);
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
    await expect(h.browser().caller.clients.upsert({ fullName: 'X' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(h.browser().caller.clients.delete({ id: 'x' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('clients.delete', () => {
  it('deletes an own client', async () => {
    const alice = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({ fullName: 'Short Lived' });
    await expect(alice.caller.clients.delete({ id: saved.id })).resolves.toEqual({ ok: true });
    expect(await alice.caller.clients.list()).toEqual([]);
    await expect(alice.caller.clients.delete({ id: saved.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Client not found',
    });
  });

  it("answers NOT_FOUND for another advisor's client and leaves it untouched", async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({
      fullName: 'Kept Safe',
      email: 'kept@example.com',
    });
    await expect(bob.caller.clients.delete({ id: saved.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Client not found',
    });
    expect(await alice.caller.clients.list()).toEqual([saved]);
  });

  it('answers NOT_FOUND for malformed ids', async () => {
    const alice = await h.signedUpBrowser();
    await expect(alice.caller.clients.delete({ id: "' or 1=1 --" })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(alice.caller.clients.delete({ id: 'x'.repeat(500) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Client not found',
    });
  });
});

describe('clients.create', () => {
  it('adds a client typed in on the Clients page, with the same fields and checks as a save', async () => {
    const alice = await h.signedUpBrowser();
    const added = await alice.caller.clients.create({
      fullName: ' Dana Okafor ',
      email: 'Dana@Example.com',
      phone: '555-0101',
      industryData: { age: 38, insuranceType: 'Term Life Insurance', goals: ['Protect Family'] },
    });
    expect(added).toMatchObject({
      fullName: 'Dana Okafor',
      email: 'dana@example.com',
      phone: '555-0101',
      source: 'manual',
      industryData: { age: 38 },
    });
    await expect(
      alice.caller.clients.create({ fullName: '', email: 'x@example.com' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Client name is required',
    });
    await expect(
      alice.caller.clients.create({ fullName: 'Ada', email: 'not-an-email' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid email',
    });
  });

  it('refuses an e-mail one of the advisor’s clients already has, and changes that client in nothing', async () => {
    const alice = await h.signedUpBrowser();
    const first = await alice.caller.clients.create({
      fullName: 'Sam Lee',
      email: 'sam@example.com',
      phone: '555-0100',
      industryData: { age: 30 },
    });
    await expect(
      alice.caller.clients.create({ fullName: 'Somebody Else', email: 'SAM@example.com' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a client with this email',
    });
    expect(await alice.caller.clients.list()).toEqual([first]);
    // Clients without an address never collide.
    await alice.caller.clients.create({ fullName: 'No Mail' });
    await alice.caller.clients.create({ fullName: 'No Mail' });
    expect(await rowsOf(alice.user.id)).toHaveLength(3);
    // Another advisor may have a client with that address.
    const bob = await h.signedUpBrowser();
    await expect(
      bob.caller.clients.create({ fullName: 'Sam Lee', email: 'sam@example.com' }),
    ).resolves.toMatchObject({ email: 'sam@example.com' });
  });
});

describe('clients.get', () => {
  it('answers with the client’s details and no presentations yet, and NOT_FOUND to anyone else', async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({
      fullName: 'Maria Garcia',
      email: 'maria@example.com',
      industryData: { age: 44 },
    });
    const found = await alice.caller.clients.get({ id: saved.id });
    expect(found).toEqual({
      ...saved,
      updatedAt: expect.stringMatching(/^\d{4}-/) as unknown,
      presentations: [],
    });
    await expect(bob.caller.clients.get({ id: saved.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Client not found',
    });
    await expect(alice.caller.clients.get({ id: 'no-such-client' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(h.browser().caller.clients.get({ id: saved.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('clients.update', () => {
  it('edits the same client in place, clearing the form’s fields left out and keeping what the form does not edit', async () => {
    const alice = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({
      fullName: 'Maria Garcia',
      email: 'maria@example.com',
      phone: '555-0100',
      industryData: {
        age: 44,
        occupation: 'Nurse',
        smoker: false,
        riskTolerance: 'High',
        bedrooms: '3',
      },
    });
    const updated = await alice.caller.clients.update({
      id: saved.id,
      fullName: 'Maria Garcia-Lopez',
      email: 'Maria.Lopez@example.com',
      phone: '',
      industryData: { age: 45, maritalStatus: 'Married' },
    });
    expect(updated).toMatchObject({
      id: saved.id,
      fullName: 'Maria Garcia-Lopez',
      email: 'maria.lopez@example.com',
      phone: '-',
      createdAt: saved.createdAt,
    });
    // occupation and smoker are the form's and were cleared; riskTolerance and bedrooms it does not edit.
    expect(updated.industryData).toEqual({
      age: 45,
      maritalStatus: 'Married',
      riskTolerance: 'High',
      bedrooms: '3',
    });
    expect(await rowsOf(alice.user.id)).toHaveLength(1);

    // Without industry data, only the name and contact change.
    const renamed = await alice.caller.clients.update({
      id: saved.id,
      fullName: 'Maria L.',
      email: 'maria.lopez@example.com',
      phone: '555',
    });
    expect(renamed.industryData).toEqual(updated.industryData);
  });

  it('keeps a client without an address on its placeholder, and gives one that loses its address a new one', async () => {
    const alice = await h.signedUpBrowser();
    const noMail = await alice.caller.clients.upsert({ fullName: 'No Mail' });
    const [before] = await rowsOf(alice.user.id);
    await alice.caller.clients.update({
      id: noMail.id,
      fullName: 'No Mail Still',
      email: '-',
      phone: '',
    });
    expect((await rowsOf(alice.user.id))[0]?.email).toBe(before?.email);

    const mailed = await alice.caller.clients.upsert({
      fullName: 'Had Mail',
      email: 'had@example.com',
    });
    const cleared = await alice.caller.clients.update({
      id: mailed.id,
      fullName: 'Had Mail',
      email: '',
      phone: '',
    });
    expect(cleared.email).toBe('-');
    const row = (await rowsOf(alice.user.id)).find((r) => r.id === mailed.id);
    expect(row?.email).toContain(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
  });

  it('refuses an e-mail another of the advisor’s clients has', async () => {
    const alice = await h.signedUpBrowser();
    const a = await alice.caller.clients.upsert({ fullName: 'A', email: 'a@example.com' });
    const b = await alice.caller.clients.upsert({ fullName: 'B', email: 'b@example.com' });
    await expect(
      alice.caller.clients.update({ id: b.id, fullName: 'B', email: 'A@example.com', phone: '' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a client with this email',
    });
    expect((await alice.caller.clients.get({ id: b.id })).email).toBe('b@example.com');
    expect((await alice.caller.clients.get({ id: a.id })).fullName).toBe('A');
  });

  it('answers NOT_FOUND for another advisor’s client and changes nothing', async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    const saved = await alice.caller.clients.upsert({
      fullName: 'Kept Safe',
      email: 'kept@example.com',
      industryData: { age: 50 },
    });
    await expect(
      bob.caller.clients.update({
        id: saved.id,
        fullName: 'Hijacked',
        email: 'hijack@example.com',
        phone: '',
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Client not found',
    });
    expect(await alice.caller.clients.list()).toEqual([saved]);
    await expect(
      alice.caller.clients.update({ id: saved.id, fullName: '  ', email: '', phone: '' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Client name is required',
    });
  });
});
