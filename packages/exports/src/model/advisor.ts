// The advisor's details as the page's advisor card states them: the brand's contact details, when
// given, in place of the account's; a phone or e-mail the card would not show is left out.
import type { TPresentationDocument } from '@pitchcraft/core/document';

import type { TExportDocument } from './types';

// The card's own tests of a usable phone number and e-mail address (blocks.ts in the core).
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;
const PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i;

/** `preferred` trimmed, or `fallback` trimmed when `preferred` is missing or blank. */
function filledOr(preferred: string | undefined, fallback: string): string {
  const text = preferred?.trim() ?? '';
  return text !== '' ? text : fallback.trim();
}

function usablePhone(phone: string): boolean {
  if (!PHONE.test(phone)) return false;
  const digits = phone.replace(/\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
  return digits.length >= 3;
}

export function advisorDetails(document: TPresentationDocument): TExportDocument['advisor'] {
  const { advisor } = document;
  const brand = document.brand ?? null;
  const phone = filledOr(brand?.contact.phone, advisor.phone);
  const email = filledOr(brand?.contact.email, advisor.email);
  return {
    name: advisor.name.trim() || 'Your advisor',
    company: advisor.company.trim(),
    phone: usablePhone(phone) ? phone : '',
    email: EMAIL.test(email) ? email : '',
    // Plain text, as the card shows it: presentations never link to other sites.
    website: (brand?.contact.website.trim() ?? '').replace(/^https?:\/\//i, '').replace(/\/$/, ''),
    address: (brand?.contact.address ?? '')
      .split(/\s*[\r\n]+\s*/)
      .filter(Boolean)
      .join(', '),
    licence: brand?.licence.trim() ?? '',
  };
}
