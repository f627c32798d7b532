// Share grants and passcodes: a grant ends whenever sharing is turned off, a new passcode has at
// least six characters, and one set when four were enough keeps working while its owner is asked
// to lengthen it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, presentations } from '@pitchcraft/db';

import { createHarness, startInput, type Harness, type TestBrowser } from '../../testing';
import { hashPassword } from '../auth/password';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function sharedPresentation(owner: TestBrowser): Promise<string> {
  const { id: generationId } = await owner.caller.generation.start(startInput());
  await h.services.generation.runner.drain(10_000);
  const { id } = await owner.caller.presentations.save({ generationId });
  await owner.caller.presentations.setSharing({ id, enabled: true });
  return id;
}

const settings = (id: string, passcode?: string | null) => ({
  id,
  expiresAt: null,
  requireEmail: false,
  notifyOnView: false,
  ...(passcode !== undefined ? { passcode } : {}),
});

describe('share grants', () => {
  it('end when sharing is turned off, even if it is turned on again', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    await owner.caller.presentations.updateShareSettings(settings(id, 'blue-harbour'));
    const visitor = h.browser();
    const { grant } = await visitor.caller.presentations.unlockShared({
      id,
      passcode: 'blue-harbour',
    });
    await expect(visitor.caller.presentations.getShared({ id, grant })).resolves.toMatchObject({
      id,
    });

    await owner.caller.presentations.setSharing({ id, enabled: false });
    await owner.caller.presentations.setSharing({ id, enabled: true });
    await expect(visitor.caller.presentations.getShared({ id, grant })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      visitor.caller.analytics.startView({ presentationId: id, grant }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The passcode itself still opens it.
    const again = await visitor.caller.presentations.unlockShared({ id, passcode: 'blue-harbour' });
    await expect(
      visitor.caller.presentations.getShared({ id, grant: again.grant }),
    ).resolves.toMatchObject({ id });
  });
});

describe('the first-open alert', () => {
  it('is on for a new presentation, so the advisor hears when the client first opens it', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    expect((await owner.caller.presentations.get({ id })).notifyOnView).toBe(true);
    await h
      .browser()
      .caller.analytics.startView({ presentationId: id, visitorId: 'first-visitor' });
    // The alert is written beside the view, not before the beacon answers.
    await expect
      .poll(
        async () =>
          (await h.outbox()).filter(
            (m) => m.toAddress === owner.user.email && /opened/i.test(m.subject),
          ).length,
        { timeout: 5_000 },
      )
      .toBe(1);
  });
});

describe('share passcodes', () => {
  it('need at least six characters when set', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    await expect(
      owner.caller.presentations.updateShareSettings(settings(id, '12345')),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Passcode must be at least 6 characters',
    });
    expect((await owner.caller.presentations.get({ id })).hasPasscode).toBe(false);
    await expect(
      owner.caller.presentations.updateShareSettings(settings(id, '123456')),
    ).resolves.toMatchObject({ hasPasscode: true, passcodeStrength: 'ok' });
  });

  it('set when four characters were enough keep working, and the owner is asked to lengthen them', async () => {
    const owner = await h.subscribedBrowser();
    const id = await sharedPresentation(owner);
    // As a passcode saved before lengths were kept: its hash only.
    await h.db
      .update(presentations)
      .set({ sharePasscodeHash: await hashPassword('4821'), sharePasscodeLength: null })
      .where(eq(presentations.id, id));
    expect((await owner.caller.presentations.get({ id })).passcodeStrength).toBe('unknown');

    const visitor = h.browser();
    await expect(
      visitor.caller.presentations.unlockShared({ id, passcode: '0000' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await owner.caller.presentations.get({ id })).passcodeStrength).toBe('unknown');
    const { grant } = await visitor.caller.presentations.unlockShared({ id, passcode: '4821' });
    await expect(visitor.caller.presentations.getShared({ id, grant })).resolves.toMatchObject({
      id,
    });
    // The right passcode revealed its length: the owner now sees it is short.
    expect((await owner.caller.presentations.get({ id })).passcodeStrength).toBe('short');

    // Keeping it (saving other settings) keeps the warning; a longer one ends it.
    await owner.caller.presentations.updateShareSettings({ ...settings(id), notifyOnView: true });
    expect((await owner.caller.presentations.get({ id })).passcodeStrength).toBe('short');
    await owner.caller.presentations.updateShareSettings(settings(id, 'harbour-4821'));
    expect((await owner.caller.presentations.get({ id })).passcodeStrength).toBe('ok');
    await owner.caller.presentations.updateShareSettings(settings(id, null));
    expect((await owner.caller.presentations.get({ id })).passcodeStrength).toBeNull();
  });
});
