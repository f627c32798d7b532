import { describe, expect, it } from 'vitest';

import {
  base64DecodedSize,
  BRAND_IMAGE_TOO_LARGE_MESSAGE,
  brandAssetPath,
  brandContrastWarnings,
  brandImageTypeOf,
  contrastRatio,
  hasImageSignature,
  MAX_BRAND_IMAGE_BYTES,
  ZBrandImageUpload,
  ZBrandKitInput,
} from './brand';
import { sanitiseSvg } from './document/brand-svg';
import { renderPresentation } from './document/render';
import { BRAND_ASSET_PATH, ZPresentationDocument, type TDocumentBrand } from './document/schema';
import { resolveColours } from './generation/colour-schemes';
import { buildPrompt } from './generation/prompt-builder';
import { buildOfflineDocument, documentShell } from './offline/document';
import { offlineInput } from './offline/test-input';

const KIT = {
  colours: { primary: '#1d4ed8', secondary: '#1E3A8A', accent: '#60A5FA' },
  disclaimer: 'Northwind Advisors is regulated by the Authority.',
  licence: 'LIC-12345',
  contact: {
    phone: '+1 555 010 2000',
    email: 'sam@northwind.example',
    website: 'https://northwind.example',
    address: '1 Main St, Austin',
  },
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZBrandKitInput', () => {
  it('accepts a full kit, upper-cases colours and trims texts', () => {
    const parsed = ZBrandKitInput.parse({ ...KIT, licence: '  LIC-12345 ' });
    expect(parsed.colours).toEqual({ primary: '#1D4ED8', secondary: '#1E3A8A', accent: '#60A5FA' });
    expect(parsed.licence).toBe('LIC-12345');
  });

  it('accepts an empty kit: no colours and blank texts', () => {
    const parsed = ZBrandKitInput.parse({ colours: null, contact: {} });
    expect(parsed).toEqual({
      colours: null,
      disclaimer: '',
      licence: '',
      contact: { phone: '', email: '', website: '', address: '' },
    });
  });

  it.each([
    [
      { colours: { ...KIT.colours, primary: 'blue' } },
      'Primary colour must be a hex colour like #2563EB',
    ],
    [
      { colours: { ...KIT.colours, accent: '#FFF' } },
      'Accent colour must be a hex colour like #2563EB',
    ],
    [{ disclaimer: 'x'.repeat(2001) }, 'The disclaimer must be at most 2,000 characters'],
    [{ licence: 'x'.repeat(101) }, 'The licence number must be at most 100 characters'],
    [{ contact: { ...KIT.contact, phone: '1'.repeat(51) } }, 'Phone must be at most 50 characters'],
    [{ contact: { ...KIT.contact, email: 'not-an-email' } }, 'Please enter a valid email address'],
    [
      { contact: { ...KIT.contact, website: 'http://northwind.example' } },
      'Website must be a full address starting with https://',
    ],
    [
      { contact: { ...KIT.contact, website: 'javascript:alert(1)' } },
      'Website must be a full address starting with https://',
    ],
    [
      { contact: { ...KIT.contact, website: `https://${'a'.repeat(200)}.example` } },
      'Website must be at most 200 characters',
    ],
    [
      { contact: { ...KIT.contact, address: 'x'.repeat(301) } },
      'Address must be at most 300 characters',
    ],
  ])('refuses %j with a clear message', (change, message) => {
    expect(firstMessage(ZBrandKitInput.safeParse({ ...KIT, ...change }))).toBe(message);
  });
});

describe('ZBrandImageUpload', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
    'base64',
  );

  it('accepts a small image of an allowed type', () => {
    expect(
      ZBrandImageUpload.parse({ kind: 'logo', contentType: 'image/png', dataBase64: png }),
    ).toMatchObject({ kind: 'logo' });
  });

  it('checks the decoded size: 512 KB passes, one byte more does not', () => {
    const exact = Buffer.alloc(MAX_BRAND_IMAGE_BYTES).toString('base64');
    const over = Buffer.alloc(MAX_BRAND_IMAGE_BYTES + 1).toString('base64');
    expect(base64DecodedSize(exact)).toBe(MAX_BRAND_IMAGE_BYTES);
    expect(
      ZBrandImageUpload.safeParse({
        kind: 'headshot',
        contentType: 'image/jpeg',
        dataBase64: exact,
      }).success,
    ).toBe(true);
    expect(
      firstMessage(
        ZBrandImageUpload.safeParse({
          kind: 'headshot',
          contentType: 'image/jpeg',
          dataBase64: over,
        }),
      ),
    ).toBe(BRAND_IMAGE_TOO_LARGE_MESSAGE);
    expect(BRAND_IMAGE_TOO_LARGE_MESSAGE).toBe('Images must be 512 KB or smaller');
  });

  it.each([
    [
      { kind: 'banner', contentType: 'image/png', dataBase64: png },
      'Choose the logo or the headshot',
    ],
    [{ kind: 'logo', contentType: 'image/gif', dataBase64: png }, 'Use a PNG, JPEG or SVG image'],
    [
      { kind: 'logo', contentType: 'image/png', dataBase64: '' },
      'The image could not be read. Please choose the file again.',
    ],
    [
      { kind: 'logo', contentType: 'image/png', dataBase64: 'not base64!' },
      'The image could not be read. Please choose the file again.',
    ],
    [
      { kind: 'logo', contentType: 'image/png', dataBase64: `data:image/png;base64,${png}` },
      'The image could not be read. Please choose the file again.',
    ],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(ZBrandImageUpload.safeParse(input))).toBe(message);
  });
});

describe('image signatures and paths', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]);
    expect(hasImageSignature(png, 'image/png')).toBe(true);
    expect(hasImageSignature(jpeg, 'image/jpeg')).toBe(true);
    expect(hasImageSignature(jpeg, 'image/png')).toBe(false);
    expect(hasImageSignature(png, 'image/jpeg')).toBe(false);
    expect(hasImageSignature(new TextEncoder().encode('<svg></svg>'), 'image/png')).toBe(false);
    expect(hasImageSignature(Uint8Array.from([0xff, 0xd8, 0xff]), 'image/jpeg')).toBe(false);
  });

  it('serves each type under its content hash with its extension', () => {
    const id = 'a'.repeat(64);
    expect(brandAssetPath(id, 'image/png')).toBe(`/brand-assets/${id}.png`);
    expect(brandAssetPath(id, 'image/jpeg')).toBe(`/brand-assets/${id}.jpg`);
    expect(brandAssetPath(id, 'image/svg+xml')).toBe(`/brand-assets/${id}.svg`);
    for (const type of ['image/png', 'image/jpeg', 'image/svg+xml'] as const)
      expect(BRAND_ASSET_PATH.test(brandAssetPath(id, type))).toBe(true);
    expect(brandImageTypeOf('jpg')).toBe('image/jpeg');
    expect(brandImageTypeOf('gif')).toBeNull();
  });
});

describe('contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // Tailwind blue 600 on white: 5.17:1.
    expect(contrastRatio('#2563EB', '#FFFFFF')).toBeCloseTo(5.17, 2);
  });

  it('has no warning for readable colours', () => {
    expect(
      brandContrastWarnings({ primary: '#1D4ED8', secondary: '#1E3A8A', accent: '#60A5FA' }),
    ).toEqual([]);
    expect(brandContrastWarnings(null)).toEqual([]);
  });

  it('warns when the primary colour is too light for text on it or on white', () => {
    const warnings = brandContrastWarnings({
      primary: '#7A7A7A',
      secondary: '#1E3A8A',
      accent: '#FACC15',
    });
    expect(warnings).toContain(
      'Your primary colour on white (links and key figures) has a contrast of 4.2:1; WCAG AA asks for at least 4.5:1.',
    );
    expect(
      warnings.some(
        (w) =>
          w.startsWith('Dark text on your primary colour') ||
          w.startsWith('White text on your primary colour'),
      ),
    ).toBe(true);
  });

  it('warns about the cover when its text cannot read on both ends of the gradient', () => {
    const warnings = brandContrastWarnings({
      primary: '#FACC15',
      secondary: '#1E3A8A',
      accent: '#FFFFFF',
    });
    expect(
      warnings.some((w) => w.startsWith("The cover's white text over your primary colour")),
    ).toBe(true);
  });
});

describe('sanitiseSvg', () => {
  const LOGO =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><defs><linearGradient id="g"><stop offset="0" stop-color="#1D4ED8"/><stop offset="1" stop-color="#60A5FA"/></linearGradient><style>.word{fill:#0F172A;font-family:Inter}</style></defs><rect width="40" height="40" rx="8" fill="url(#g)"/><text class="word" x="48" y="27">North</text></svg>';

  it('keeps a normal logo drawing intact (case, gradients, classes, local references)', () => {
    const clean = sanitiseSvg(LOGO)!;
    expect(
      clean.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"',
      ),
    ).toBe(true);
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<style>.word{fill:#0F172A;font-family:Inter}</style>');
    expect(clean).toContain('<text class="word" x="48" y="27">North</text>');
    expect(sanitiseSvg(clean)).toBe(clean);
  });

  const HOSTILE: readonly (readonly [string, string, RegExp])[] = [
    [
      'a script element',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>',
      /script|alert/i,
    ],
    [
      'a namespaced script',
      '<svg xmlns="http://www.w3.org/2000/svg"><svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script></svg>',
      /<svg:script|<script/i,
    ],
    [
      'onload on the root',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
      /onload|alert/i,
    ],
    [
      'event handlers in any case',
      '<svg><rect width="1" height="1" onclick="x()" ONMOUSEOVER="y()" onFocusIn="z()"/></svg>',
      /on(click|mouseover|focusin)|x\(\)|y\(\)|z\(\)/i,
    ],
    [
      'foreignObject with HTML',
      '<svg><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject></svg>',
      /foreignObject|<img|onerror|<body/i,
    ],
    [
      'xlink:href to javascript:',
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="javascript:alert(1)"/></svg>',
      /javascript|alert/i,
    ],
    [
      'an entity-encoded javascript: href',
      '<svg><use href="&#106;avascript:alert(1)"/></svg>',
      /avascript|alert/i,
    ],
    ['an external href', '<svg><use href="https://evil.example/sprite.svg#icon"/></svg>', /evil/],
    ['a data: href', '<svg><use href="data:image/svg+xml;base64,PHN2Zz4="/></svg>', /data:/],
    [
      'an image element',
      '<svg><image href="https://evil.example/track.png" width="1" height="1"/></svg>',
      /<image|evil/,
    ],
    [
      'a link element',
      '<svg><a href="https://evil.example"><circle r="4"/></a></svg>',
      /<a[\s>]|evil/,
    ],
    [
      'style attribute with url()',
      '<svg><rect style="fill:url(https://evil.example/x)" width="1" height="1"/></svg>',
      /url\(|evil/,
    ],
    [
      'style attribute with an escaped url()',
      '<svg><rect style="fill:u\\72l(https://evil.example/x)" width="1" height="1"/></svg>',
      /evil/,
    ],
    [
      'style element with url()',
      '<svg><style>rect{fill:url(https://evil.example/x)}</style><rect width="1" height="1"/></svg>',
      /url\(|evil/,
    ],
    [
      'style element with @import',
      '<svg><style>@import "https://evil.example/x.css";</style></svg>',
      /@import|evil/,
    ],
    [
      'style element escaping into markup',
      '<svg><style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style></svg>',
      /<script|alert/,
    ],
    [
      'an attribute url() to another site',
      '<svg><rect fill="url(https://evil.example/p.svg#g)" width="1" height="1"/></svg>',
      /evil/,
    ],
    [
      'animate rewriting an href',
      '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
      /animate|javascript/,
    ],
    ['a set element', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>', /<set|alert/],
    [
      'a processing instruction for a stylesheet',
      '<?xml-stylesheet href="https://evil.example/x.css"?><svg><circle r="1"/></svg>',
      /evil|xml-stylesheet/,
    ],
    ['an iframe', '<svg><iframe src="https://evil.example"></iframe></svg>', /iframe|evil/],
    ['a wrong namespace', '<svg xmlns="https://evil.example/ns"><circle r="1"/></svg>', /evil/],
  ];

  it.each(HOSTILE)('strips %s', (_name, svg, forbidden) => {
    const clean = sanitiseSvg(svg);
    expect(clean).not.toBeNull();
    expect(clean).not.toMatch(forbidden);
    expect(clean).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
    expect(sanitiseSvg(clean!)).toBe(clean);
  });

  it('refuses text without an svg element, and entity declarations', () => {
    expect(sanitiseSvg('<html><body>hello</body></html>')).toBeNull();
    expect(sanitiseSvg('not markup at all')).toBeNull();
    expect(sanitiseSvg('<!DOCTYPE svg [<!ENTITY lol "lol">]><svg>&lol;</svg>')).toBeNull();
  });

  it('declares the xlink namespace when a local xlink:href stays', () => {
    const clean = sanitiseSvg(
      '<svg><defs><circle id="c" r="2"/></defs><use xlink:href="#c"/></svg>',
    )!;
    expect(clean).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(clean).toContain('<use xlink:href="#c" />');
  });
});

describe('a new presentation carries the brand', () => {
  const brand: TDocumentBrand = {
    logo: `/brand-assets/${'c'.repeat(64)}.svg`,
    headshot: null,
    colours: { primary: '#7A1F5C', secondary: '#4A1238', accent: '#E9A6CF' },
    disclaimer: 'Our own words.',
    licence: 'LIC-9',
    contact: { phone: '', email: '', website: '', address: '' },
  };

  it('copies the brand into the shell and uses its colours, keeping the chosen scheme', () => {
    const input = { ...offlineInput({ colorScheme: 'green' }), brand };
    const shell = documentShell(input);
    expect(shell.brand).toEqual(brand);
    expect(shell.theme.colorScheme).toBe('green');
    expect(shell.theme.colours).toEqual(brand.colours);
    const document = buildOfflineDocument(input);
    expect(ZPresentationDocument.parse(document).brand).toEqual(brand);
    const html = renderPresentation(document, input.analysis);
    expect(html).toContain('--primary:#7A1F5C');
    expect(html).toContain(
      `<img class="pc-brand-logo" src="${brand.logo}" alt="Northstar Financial logo"`,
    );
  });

  it('never puts the brand into the prompt', () => {
    const input = offlineInput();
    const prompt = buildPrompt({
      ...input,
      brand: { ...brand, disclaimer: 'BRAND-DISCLAIMER-TEXT', licence: 'BRAND-LICENCE-9' },
    });
    expect(prompt).toEqual(buildPrompt(input));
  });

  it('keeps the scheme colours when the brand has none, and no brand when there is none', () => {
    const withoutColours = documentShell({
      ...offlineInput({ colorScheme: 'green' }),
      brand: { ...brand, colours: null },
    });
    expect(withoutColours.theme.colours).toEqual(resolveColours('green'));
    const plain = documentShell(offlineInput());
    expect('brand' in plain).toBe(false);
    expect(documentShell({ ...offlineInput(), brand: null })).toEqual(plain);
  });
});
