import { describe, expect, it } from 'vitest';

import { ZResetPasswordInput, ZSignUpInput } from './auth';

const valid = {
  email: 'Ada@Example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  fullName: 'Ada Lovelace',
  companyName: 'Analytical Advisors',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('ZSignUpInput', () => {
  it.each([
    ['missing name', { ...valid, fullName: '' }, 'Please fill in all required fields'],
    ['missing company', { ...valid, companyName: '   ' }, 'Please fill in all required fields'],
    ['missing email', { ...valid, email: '' }, 'Please fill in all required fields'],
    [
      'short password',
      { ...valid, password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters',
    ],
    ['mismatch', { ...valid, confirmPassword: 'secret2' }, 'Passwords do not match'],
    ['bad email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email'],
    [
      'password of spaces',
      { ...valid, password: '        ', confirmPassword: '        ' },
      'Password cannot be only spaces',
    ],
    [
      'short password of spaces',
      { ...valid, password: '   ', confirmPassword: '   ' },
      'Password must be at least 6 characters',
    ],
  ])('rejects %s', (_label, input, message) => {
    expect(firstMessage(ZSignUpInput.safeParse(input))).toBe(message);
  });

  it('normalises the e-mail and makes the phone optional', () => {
    const parsed = ZSignUpInput.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.phoneNumber).toBe('');
  });
});

describe('ZResetPasswordInput', () => {
  it('checks length then match', () => {
    expect(
      firstMessage(
        ZResetPasswordInput.safeParse({ token: 't', password: '123', confirmPassword: '123' }),
      ),
    ).toBe('Password must be at least 6 characters');
    expect(
      firstMessage(
        ZResetPasswordInput.safeParse({
          token: 't',
          password: '123456',
          confirmPassword: '1234567',
        }),
      ),
    ).toBe('Passwords do not match');
  });
});
