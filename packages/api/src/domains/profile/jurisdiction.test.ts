// Where the advisor practises: set on the profile, read back with it, refused when it names no
// place the analysis knows, and copied into every generation's stored input (whatever the
// browser claims), so the analysis uses that place's tax rules and currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';

import { eq, generations } from '@pitchcraft/db';

import { createHarness, startInput, type Harness } from '../../testing';
import { JURISDICTION_MESSAGE } from './jurisdiction';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

/** The client record and analysis a generation was filed with. */
async function storedInput(id: string) {
  const [row] = await h.db.select().from(generations).where(eq(generations.id, id));
  return row?.input as {
    client: { advisorInfo: { name: string; jurisdiction: string } };
    analysis: { inputs: { jurisdiction: string }; currency: string };
  };
}

describe('where the advisor practises', () => {
  it('is Canada until the advisor says otherwise, and reads back as set', async () => {
    const alice = await h.signedUpBrowser();
    expect((await alice.caller.profile.get()).jurisdiction).toBe('CA');
    expect(await alice.caller.profile.setJurisdiction({ jurisdiction: 'US' })).toEqual({
      jurisdiction: 'US',
    });
    expect((await alice.caller.profile.get()).jurisdiction).toBe('US');
  });

  it('changes only the caller’s own profile', async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    await alice.caller.profile.setJurisdiction({
      jurisdiction: 'US',
      ...({ userId: bob.user.id } as object),
    });
    expect((await bob.caller.profile.get()).jurisdiction).toBe('CA');
  });

  it.each([['UK'], ['us'], [''], [null], [42]])(
    'refuses %j with a message naming the field',
    async (jurisdiction) => {
      const alice = await h.signedUpBrowser();
      const refusal = await alice.caller.profile
        .setJurisdiction({ jurisdiction } as never)
        .catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code: 'BAD_REQUEST', message: JURISDICTION_MESSAGE });
      expect((refusal as { cause: ZodError }).cause.issues[0]?.path).toEqual(['jurisdiction']);
      expect((await alice.caller.profile.get()).jurisdiction).toBe('CA');
    },
  );

  it('reaches a generation’s stored input from the profile, not from the browser', async () => {
    const owner = await h.subscribedBrowser({ fullName: 'Jordan Rivera' });
    await owner.caller.profile.setJurisdiction({ jurisdiction: 'US' });
    const base = startInput({ mode: 'offline' });
    const { id } = await owner.caller.generation.start({
      ...base,
      client: {
        ...base.client,
        // What the browser claims about the advisor is replaced by the account's own.
        advisorInfo: { name: 'Someone Else', jurisdiction: 'CA' },
      },
    });
    const input = await storedInput(id);
    expect(input.client.advisorInfo).toMatchObject({ name: 'Jordan Rivera', jurisdiction: 'US' });
    expect(input.analysis.inputs.jurisdiction).toBe('US');
    expect(input.analysis.currency).toBe('USD');

    await owner.caller.profile.setJurisdiction({ jurisdiction: 'CA' });
    const again = await storedInput((await owner.caller.generation.start(base)).id);
    expect(again.client.advisorInfo.jurisdiction).toBe('CA');
    expect(again.analysis.currency).toBe('CAD');
  });
});
