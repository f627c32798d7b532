// A saved client's e-mail: optional, and a placeholder address on a reserved domain when none
// was given.
import { z } from 'zod';

import { cleanSingleLine } from '../form-text';

/**
 * Clients saved without an e-mail get a unique address on this reserved domain (`.invalid`
 * never resolves), so two of them cannot collide on the unique (user, e-mail) pair. Such an
 * address is shown as '-' and never mailed.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'clients.pitchcraft.invalid';

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return !!email && email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** The e-mail as the client list shows it: '-' when none was given. */
export function displayEmail(email: string | null | undefined): string {
  return !email || email === '-' || isPlaceholderEmail(email) ? '-' : email;
}

const EMAIL_CHECK = z.email();

/** An optional e-mail: blank (or the list's '-') means none; otherwise valid, lower-cased. */
export function optionalEmail(message: string) {
  return z
    .string({ error: message })
    .max(254, 'Email must be at most 254 characters')
    .transform((v) => cleanSingleLine(v).toLowerCase())
    .transform((v) => (v === '-' ? '' : v))
    .refine(
      (v) => v === '' || (EMAIL_CHECK.safeParse(v).success && !isPlaceholderEmail(v)),
      message,
    )
    .default('');
}
