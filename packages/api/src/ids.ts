import { randomBytes, randomUUID } from 'node:crypto';

import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

export const newId = (): string => randomUUID();

/** A URL-safe random string carrying `bytes` bytes of entropy. */
export const randomToken = (bytes: number): string =>
  encodeBase32LowerCaseNoPadding(randomBytes(bytes));
