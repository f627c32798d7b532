import { describe, expect, it } from 'vitest';

import {
  downloadFileName,
  fileSlug,
  mailtoShareLink,
  presentationTitle,
  ZSavePresentationInput,
} from './presentations';

describe('presentation names', () => {
  it.each([
    ['Maria Rivera', 'recommendations', 'maria-rivera-insurance-recommendations.html'],
    ['  José  de la Cruz ', 'presentation', 'jose-de-la-cruz-insurance-presentation.html'],
    ['<script>alert(1)</script>', 'presentation', 'scriptalert1script-insurance-presentation.html'],
    ['', 'presentation', 'client-insurance-presentation.html'],
  ] as const)('names the download of %s', (name, kind, expected) => {
    expect(downloadFileName(name, kind)).toBe(expected);
  });

  it('builds the title from the insurance type and the client name', () => {
    expect(presentationTitle('Term Life Insurance', 'Sam Lee')).toBe(
      'Term Life Insurance Recommendations for Sam Lee',
    );
    expect(presentationTitle('', '')).toBe('Insurance Recommendations for Client');
  });

  it('writes the share e-mail with the spec’s subject', () => {
    const link = mailtoShareLink('Sam Lee', 'http://localhost:3000/shared-presentation/abc');
    expect(decodeURIComponent(link)).toContain('subject=Insurance Recommendations for Sam Lee');
    expect(decodeURIComponent(link)).toContain('http://localhost:3000/shared-presentation/abc');
    expect(fileSlug('A  B')).toBe('a-b');
    expect(link.startsWith('mailto:?')).toBe(true);
  });

  it('addresses the share e-mail to the client when their address is known', () => {
    expect(
      mailtoShareLink('Sam Lee', 'http://x/s/abc', 'Jordan', 'sam.lee@example.com').startsWith(
        'mailto:sam.lee@example.com?subject=',
      ),
    ).toBe(true);
    // A placeholder or a value that is no address leaves the recipient for the advisor to fill in.
    expect(mailtoShareLink('Sam Lee', 'http://x/s/abc', 'Jordan', '-').startsWith('mailto:?')).toBe(
      true,
    );
    expect(
      mailtoShareLink(
        'Sam Lee',
        'http://x/s/abc',
        'Jordan',
        'no-email+x@clients.pitchcraft.invalid',
      ).startsWith('mailto:?'),
    ).toBe(true);
    expect(
      mailtoShareLink(
        'Sam Lee',
        'http://x/s/abc',
        'Jordan',
        'sam@example.com?bcc=evil@example.com',
      ).startsWith('mailto:?'),
    ).toBe(true);
  });

  it('requires a generation to save', () => {
    const result = ZSavePresentationInput.safeParse({ generationId: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Cannot save presentation - Missing required data to save the presentation',
    );
  });
});
