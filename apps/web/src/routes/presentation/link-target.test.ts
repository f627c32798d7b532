import { describe, expect, it } from 'vitest';

import {
  hasSafeScheme,
  isSafeLinkHref,
  LINK_RULE_MESSAGE,
  linkEntryFrom,
  linkHrefFrom,
} from './link-target';

describe('links in a section', () => {
  it('turn an e-mail address or a phone number into mailto: or tel:', () => {
    expect(linkHrefFrom(' jane@example.com ')).toEqual({ href: 'mailto:jane@example.com' });
    expect(linkHrefFrom('+1 (416) 555-0142')).toEqual({ href: 'tel:+14165550142' });
    expect(linkHrefFrom('mailto:jane@example.com?subject=Hi')).toEqual({
      href: 'mailto:jane@example.com?subject=Hi',
    });
    expect(linkEntryFrom('tel:+14165550142')).toBe('+14165550142');
  });

  it('refuse every other kind of link', () => {
    for (const entry of [
      'https://example.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'example.com',
      'tel:12',
      'mailto:nobody',
    ]) {
      expect(linkHrefFrom(entry)).toEqual({ error: LINK_RULE_MESSAGE });
    }
    expect(linkHrefFrom('  ')).toEqual({ error: 'Enter an e-mail address or a phone number.' });
    expect(hasSafeScheme('java\nscript:alert(1)')).toBe(false);
    expect(hasSafeScheme(' tel:+1555')).toBe(true);
    expect(isSafeLinkHref('tel:+1 555 0142')).toBe(true);
  });
});
