// The shared page's script copies a few rules instead of bundling packages/core (and zod with it):
// each copy must say what the original says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deviceClassForWidth as coreDeviceClass,
  EMPTY_CHECK_DELAY_MS as CORE_EMPTY_CHECK_DELAY_MS,
  HEARTBEAT_INTERVAL_MS as CORE_HEARTBEAT_INTERVAL_MS,
  MIN_BODY_TEXT_LENGTH as CORE_MIN_BODY_TEXT_LENGTH,
  RUNTIME_MESSAGE_SOURCE,
  VIEWER_MESSAGE_SOURCE,
  ZUnlockSharedInput,
} from '@pitchcraft/core';
import { deviceClassForWidth, EMPTY_CHECK_DELAY_MS, HEARTBEAT_INTERVAL_MS, isValidEmail, MIN_BODY_TEXT_LENGTH, RUNTIME_SOURCE, VIEWER_SOURCE } from './browser/rules';

const coreAccepts = (email: string) => ZUnlockSharedInput.shape.email.safeParse(email).success;

describe('the shared page script’s copies of core rules', () => {
  it('use the runtime’s message sources and the same timings and limits', () => {
    expect(RUNTIME_SOURCE).toBe(RUNTIME_MESSAGE_SOURCE);
    expect(VIEWER_SOURCE).toBe(VIEWER_MESSAGE_SOURCE);
    expect(HEARTBEAT_INTERVAL_MS).toBe(CORE_HEARTBEAT_INTERVAL_MS);
    expect(EMPTY_CHECK_DELAY_MS).toBe(CORE_EMPTY_CHECK_DELAY_MS);
    expect(MIN_BODY_TEXT_LENGTH).toBe(CORE_MIN_BODY_TEXT_LENGTH);
  });

  it('class devices by width as core does', () => {
    for (let width = 0; width <= 2000; width += 1) expect(deviceClassForWidth(width), `${width}`).toBe(coreDeviceClass(width));
  });

  it('accept exactly the e-mail addresses the unlock procedure accepts', () => {
    const samples = [
      'client@example.com',
      'maria.rivera+news@mail.example.co.uk',
      "o'neil@example.com",
      'a@b.co',
      'plain',
      'no-at.example.com',
      '@example.com',
      'client@',
      'client@example',
      'client@.example.com',
      'client..name@example.com',
      '.client@example.com',
      'client.@example.com',
      'client@exa mple.com',
      'client@example.c',
      `${'a'.repeat(250)}@example.com`,
    ];
    for (const email of samples) expect(isValidEmail(email), email).toBe(coreAccepts(email));
    fc.assert(fc.property(fc.emailAddress(), (email) => isValidEmail(email) === coreAccepts(email)));
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'Z', '0', '.', '@', '-', '_', '+', "'", ' ', 'é') }), (email) => isValidEmail(email) === coreAccepts(email)));
  });
});
