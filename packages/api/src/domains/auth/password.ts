import { hash, verify } from '@node-rs/argon2';

import { PASSWORD_TOO_COMMON_MESSAGE } from '@pitchcraft/core';
import { assessPassword } from '@pitchcraft/core/password-strength';

import { AppError } from '../../errors';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies; with no stored hash it still spends the same time, so unknown e-mails are not revealed. */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('pitchcraft-timing-equaliser', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The most common passwords are refused wherever a password is chosen; `knownWords` are the account's own. */
export function assertUncommonPassword(password: string, knownWords: string[] = []): void {
  if (!assessPassword(password, knownWords).acceptable) {
    throw new AppError('BAD_REQUEST', PASSWORD_TOO_COMMON_MESSAGE, {
      reason: 'PASSWORD_TOO_COMMON',
      field: 'password',
    });
  }
}
