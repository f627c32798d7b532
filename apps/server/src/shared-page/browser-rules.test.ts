// The shared page's script copies a few rules instead of bundling packages/core (and zod with it):
// each copy must say what the original says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  EMPTY_CHECK_DELAY_MS as CORE_EMPTY_CHECK_DELAY_MS,
  HEARTBEAT_INTERVAL_MS as CORE_HEARTBEAT_INTERVAL_MS,
  MIN_BODY_TEXT_LENGTH as CORE_MIN_BODY_TEXT_LENGTH,
  PREFERRED_TIMES_MAX_CHARS as CORE_PREFERRED_TIMES_MAX_CHARS,
  QUESTION_MAX_CHARS as CORE_QUESTION_MAX_CHARS,
  deviceClassForWidth as coreDeviceClass,
  RUNTIME_MESSAGE_SOURCE,
  VIEWER_MESSAGE_SOURCE,
  ZSubmitResponseInput,
  ZUnlockSharedInput,
} from '@pitchcraft/core';

import {
  deviceClassForWidth,
  EMPTY_CHECK_DELAY_MS,
  HEARTBEAT_INTERVAL_MS,
  isValidEmail,
  MIN_BODY_TEXT_LENGTH,
  PREFERRED_TIMES_MAX_CHARS,
  QUESTION_MAX_CHARS,
  responseFieldError,
  RUNTIME_SOURCE,
  storedText,
  VIEWER_SOURCE,
} from './browser/rules';

const coreAccepts = (email: string) => ZUnlockSharedInput.shape.email.safeParse(email).success;

type Kind = 'go_ahead' | 'call' | 'question';

/** What responses.submit's schema says of one field (its first message for it), or ''. */
function coreFieldError(kind: Kind, field: string, value: string): string {
  const others = kind === 'call' && field !== 'phone' ? { phone: '+1 415 555 0142' } : {};
  const result = ZSubmitResponseInput.safeParse({
    id: 'presentation-1',
    requestId: 'request-1',
    kind,
    ...others,
    [field]: value,
  });
  return result.success
    ? ''
    : (result.error.issues.find((issue) => issue.path[0] === field)?.message ?? '');
}

describe('the shared page script’s copies of core rules', () => {
  it('use the runtime’s message sources and the same timings and limits', () => {
    expect(RUNTIME_SOURCE).toBe(RUNTIME_MESSAGE_SOURCE);
    expect(VIEWER_SOURCE).toBe(VIEWER_MESSAGE_SOURCE);
    expect(HEARTBEAT_INTERVAL_MS).toBe(CORE_HEARTBEAT_INTERVAL_MS);
    expect(EMPTY_CHECK_DELAY_MS).toBe(CORE_EMPTY_CHECK_DELAY_MS);
    expect(MIN_BODY_TEXT_LENGTH).toBe(CORE_MIN_BODY_TEXT_LENGTH);
  });

  it('class devices by width as core does', () => {
    for (let width = 0; width <= 2000; width += 1)
      expect(deviceClassForWidth(width), `${width}`).toBe(coreDeviceClass(width));
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
    fc.assert(
      fc.property(fc.emailAddress(), (email) => isValidEmail(email) === coreAccepts(email)),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'Z', '0', '.', '@', '-', '_', '+', "'", ' ', 'é') }),
        (email) => isValidEmail(email) === coreAccepts(email),
      ),
    );
  });

  it('check a response’s fields as responses.submit does, in its words', () => {
    expect(QUESTION_MAX_CHARS).toBe(CORE_QUESTION_MAX_CHARS);
    expect(PREFERRED_TIMES_MAX_CHARS).toBe(CORE_PREFERRED_TIMES_MAX_CHARS);
    const same = (kind: Kind, field: string, value: string) =>
      expect(
        responseFieldError(kind, field, value),
        `${kind}.${field} ${JSON.stringify(value.slice(0, 40))} (${value.length})`,
      ).toBe(coreFieldError(kind, field, value));

    const phones = [
      '',
      '   ',
      '+1 (415) 555-0142',
      '415.555.0142',
      '0044 20 7946 0958',
      '555 0142',
      '555014',
      '5550142',
      '+44',
      '++4415550142',
      '(415) 555 0142',
      '415-555-0142 ext 9',
      ' 415 555 0142 ',
      '1'.repeat(32),
      '1'.repeat(33),
      `+${'1'.repeat(31)}`,
      '1 2 3 4 5 6',
      '1-2-3-4-5-6-7',
      '١٢٣٤٥٦٧',
    ];
    for (const phone of phones) same('call', 'phone', phone);
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('1', '7', ' ', '(', ')', '.', '-', '+', 'a', '\t'),
          maxLength: 40,
        }),
        (phone) =>
          responseFieldError('call', 'phone', phone) === coreFieldError('call', 'phone', phone),
      ),
    );

    const long = (n: number, unit = 'a') => unit.repeat(n);
    const texts = [
      '',
      ' ',
      '\n\n',
      'Can we talk about my husband’s cover?',
      '\u202E\u2066',
      `  ${long(1999)}  `,
      long(2000),
      long(2001),
      `${long(2000)}\u202E`,
      `${long(1000, 'a\r\n')}`,
      `${long(1999, 'a')}\r\n`,
      `${long(3999, ' ')}a`,
      long(4001, ' '),
      long(4000, ' '),
    ];
    for (const text of texts) {
      same('question', 'message', text);
      same('go_ahead', 'message', text);
    }
    for (const times of [
      '',
      'Weekday mornings',
      long(200),
      long(201),
      `${long(200)}   `,
      long(401, ' '),
    ])
      same('call', 'preferredTimes', times);
    fc.assert(
      fc.property(
        fc.constantFrom<Kind>('question', 'go_ahead'),
        fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\r', '\u202E', 'é'), maxLength: 30 }),
        (kind, text) =>
          responseFieldError(kind, 'message', text) === coreFieldError(kind, 'message', text),
      ),
    );
  });

  it('count a text as the schema stores it', () => {
    expect(storedText('  a\r\nb\u202E\r  ')).toBe('a\nb');
  });
});
