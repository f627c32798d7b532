import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, userProfiles } from '@pitchcraft/db';

import { createHarness, type Harness } from '../../testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('profile', () => {
  it('updates only the caller’s own row and never the e-mail', async () => {
    const alice = await h.signedUpBrowser({ fullName: 'Alice' });
    const bob = await h.signedUpBrowser({ fullName: 'Bob' });
    const updated = await alice.caller.profile.update({
      fullName: 'Alice Smith',
      companyName: 'Smith & Co',
      phoneNumber: '555-0100',
      // A hostile caller adding fields cannot reach other rows or columns.
      ...({ userId: bob.user.id, email: 'hijack@example.com' } as object),
    });
    expect(updated).toMatchObject({
      fullName: 'Alice Smith',
      companyName: 'Smith & Co',
      phoneNumber: '555-0100',
      email: alice.user.email,
    });
    const [bobRow] = await h.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, bob.user.id));
    expect(bobRow?.fullName).toBe('Bob');
    expect(bobRow?.email).toBe(bob.user.email);
  });

  it('requires a session', async () => {
    await expect(h.browser().caller.profile.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      h.browser().caller.profile.update({ fullName: 'x', companyName: 'y' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('rejects blank names with a clear message', async () => {
    const alice = await h.signedUpBrowser();
    await expect(
      alice.caller.profile.update({ fullName: ' ', companyName: 'Co' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Full name is required',
    });
  });

  it('never exposes provider ids', async () => {
    const alice = await h.signedUpBrowser();
    const profile = await alice.caller.profile.get();
    expect(JSON.stringify(profile)).not.toMatch(/stripe|checkout_session|checkoutSession/i);
  });
});
