import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';

import { PASSWORD_TOO_COMMON_MESSAGE } from './auth';
import { assessPassword } from './password-strength';

describe('assessPassword', () => {
  it('draws on a list of at least 10,000 common passwords', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    '123456',
    'password',
    'qwerty123',
    'iloveyou1',
    'P@ssw0rd',
    'trustno1',
    'letmein!',
    'welcome1',
    'summer2024',
    'aaaaaa',
    'abcdef',
    'secret1',
  ])('refuses the common password %s', (password) => {
    expect(assessPassword(password)).toMatchObject({
      acceptable: false,
      label: 'Too common',
      message: PASSWORD_TOO_COMMON_MESSAGE,
    });
  });

  it.each(['kq8#zp', 'secret-123', 'correct-horse-1', 'harbor lights at dawn', 'Tr0ub4dor&3'])(
    'accepts %s, however short, when it is not a known one',
    (password) => {
      expect(assessPassword(password)).toMatchObject({ acceptable: true, message: null });
    },
  );

  it('counts the advisor’s own name and e-mail as known words', () => {
    expect(assessPassword('riverafinancial').acceptable).toBe(true);
    expect(
      assessPassword('riverafinancial', ['jordan@riverafinancial.com', 'Rivera Financial'])
        .acceptable,
    ).toBe(false);
  });

  it('counts the service’s own name as a known word for everyone', () => {
    for (const password of ['pitchcraft', 'Pitchcraft1', 'pitchcraft!'])
      expect(assessPassword(password).acceptable).toBe(false);
  });

  it('grows the score with the length of an unpredictable password', () => {
    const scores = ['kq8#zp', 'kq8#zpw4', 'kq8#zpw4-mb', 'kq8#zpw4-mb7!tq'].map(
      (p) => assessPassword(p).score,
    );
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(assessPassword('kq8#zpw4-mb7!tq')).toMatchObject({ score: 4, label: 'Strong' });
  });

  it('stays fast on a long hostile input', () => {
    const started = performance.now();
    assessPassword('a1!'.repeat(85));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
