// A presentation's links may only start an e-mail or a phone call (the sanitiser drops every other
// link): what the advisor types becomes a mailto: or tel: address, or a message saying why not.
const EMAIL = /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]{2,}$/;
const PHONE = /^\+?[\d\s().-]{5,30}$/;
const SAFE = /^(mailto|tel):/i;

export const LINK_RULE_MESSAGE =
  'Links can only open an e-mail (mailto:) or a phone call (tel:). Enter an e-mail address or a phone number.';

/** The sanitiser's rule (links already in a section keep working): a mailto: or tel: scheme. */
export const hasSafeScheme = (href: string) => SAFE.test(href.replace(/[\p{Cc}\s]/gu, ''));

/** A well-formed e-mail or phone link, for what the advisor enters. */
export function isSafeLinkHref(href: string): boolean {
  const value = href.trim();
  if (!SAFE.test(value)) return false;
  const rest = value.replace(SAFE, '');
  return /^mailto:/i.test(value)
    ? EMAIL.test(decodeSafely(rest.split('?')[0] ?? ''))
    : PHONE.test(rest) && /\d{3}/.test(rest.replace(/\D/g, ''));
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The link an advisor's entry makes: `jane@example.com` → mailto:, `+1 416 555 0142` → tel:. */
export function linkHrefFrom(entry: string): { href: string } | { error: string } {
  const value = entry.trim();
  if (!value) return { error: 'Enter an e-mail address or a phone number.' };
  if (SAFE.test(value))
    return isSafeLinkHref(value) ? { href: value } : { error: LINK_RULE_MESSAGE };
  if (EMAIL.test(value)) return { href: `mailto:${value}` };
  if (PHONE.test(value) && value.replace(/\D/g, '').length >= 3)
    return { href: `tel:${value.replace(/[^\d+]/g, '')}` };
  return { error: LINK_RULE_MESSAGE };
}

/** The address a link shows in the link field: without its scheme. */
export function linkEntryFrom(href: string | null | undefined): string {
  return (href ?? '').replace(SAFE, '');
}
