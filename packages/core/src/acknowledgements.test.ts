import { describe, expect, it } from 'vitest';

import {
  ACKNOWLEDGEMENT_MESSAGES,
  acknowledgementConfirmation,
  ZSignAcknowledgementInput,
} from './acknowledgements';

const signing = { id: 'p-1', requestId: 'request-1', versionNumber: 2, consent: true };
const issues = (input: Record<string, unknown>) => {
  const result = ZSignAcknowledgementInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a signature’s input', () => {
  it('keeps the typed name as one line, without bidi controls', () => {
    const parsed = ZSignAcknowledgementInput.parse({
      ...signing,
      fullName: '  María \u202Ede la\n  Cruz ',
    });
    expect(parsed.fullName).toBe('María de la Cruz');
  });

  it.each([
    [undefined, ACKNOWLEDGEMENT_MESSAGES.nameMissing],
    ['', ACKNOWLEDGEMENT_MESSAGES.nameMissing],
    ['  J  ', ACKNOWLEDGEMENT_MESSAGES.nameMissing],
    ['42', ACKNOWLEDGEMENT_MESSAGES.nameLetters],
    ['x'.repeat(201), ACKNOWLEDGEMENT_MESSAGES.nameTooLong],
  ])('refuses the name %j: %s', (fullName, message) => {
    expect(issues({ ...signing, fullName })[0]).toEqual(['fullName', message]);
  });

  it.each([undefined, false, 'true', 1])('refuses consent given as %j', (consent) => {
    expect(issues({ ...signing, fullName: 'Jo Lee', consent })).toEqual([
      ['consent', ACKNOWLEDGEMENT_MESSAGES.consentMissing],
    ]);
  });

  it('takes a whole version number only', () => {
    for (const versionNumber of [0, 1.5, -1, '2'])
      expect(issues({ ...signing, fullName: 'Jo Lee', versionNumber })[0]?.[0]).toBe(
        'versionNumber',
      );
  });
});

it('tells the client who signed and when', () => {
  expect(acknowledgementConfirmation('Jo Lee', new Date('2025-03-03T23:30:00Z'))).toBe(
    'Signed by Jo Lee on March 3, 2025. Your advisor has been told.',
  );
  expect(
    acknowledgementConfirmation('Jo Lee', new Date('2025-03-03T23:30:00Z'), 'Asia/Tokyo'),
  ).toBe('Signed by Jo Lee on March 4, 2025. Your advisor has been told.');
});
