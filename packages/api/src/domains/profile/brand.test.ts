import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BRAND_IMAGE_TOO_LARGE_MESSAGE,
  BRAND_MESSAGES,
  brandImageDimensionsMessage,
  MAX_BRAND_IMAGE_BYTES,
  MAX_BRAND_IMAGE_DIMENSION,
  type TBrandImageType,
  type TBrandKitInput,
} from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';
import { brandAssets, brandKits, count, eq, generations, users } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { loadDocumentBrand } from './brand';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A PNG's signature and IHDR chunk (with its CRC) declaring width × height, then stand-in data. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([
    Buffer.from('IHDR', 'latin1'),
    u32(width),
    u32(height),
    Buffer.from([8, 6, 0, 0, 0]),
  ]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    u32(13),
    ihdr,
    u32(crc32(ihdr)),
    Buffer.from('a tiny stand-in for image data'),
  ]);
}

/** A JPEG: SOI, a JFIF APP0 segment, then a frame header (SOF0 unless told) declaring width × height. */
function jpeg(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = Buffer.concat([
    Buffer.from([0xff, 0xe0]),
    u16(16),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ]);
  const frame = Buffer.concat([
    Buffer.from([0xff, sof]),
    u16(11),
    Buffer.from([8]),
    u16(height),
    u16(width),
    Buffer.from([1, 1, 0x11, 0]),
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    frame,
    Buffer.from('a tiny stand-in for image data'),
  ]);
}

/** Where jpeg()'s frame header starts: after SOI (2 bytes) and APP0 (18). */
const JPEG_FRAME = 20;
/** The bytes with `extra` put in at `offset`. */
const inserted = (bytes: Buffer, offset: number, extra: number[]) =>
  Buffer.concat([bytes.subarray(0, offset), Buffer.from(extra), bytes.subarray(offset)]);
/** A copy of the bytes with one changed. */
function withByte(bytes: Buffer, offset: number, value: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[offset] = value;
  return copy;
}

const svg = (attributes: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="5" height="5" /></svg>`,
  );

const PNG = png(120, 40);
const JPEG = jpeg(300, 300);
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><circle cx="5" cy="5" r="4" fill="#1D4ED8"/></svg>',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const b64 = (bytes: Buffer) => bytes.toString('base64');

const KIT: TBrandKitInput = {
  colours: { primary: '#1D4ED8', secondary: '#1E3A8A', accent: '#60A5FA' },
  disclaimer: 'Northwind Advisors Ltd is regulated by the Authority.',
  licence: 'LIC-12345',
  contact: {
    phone: '+1 555 010 9999',
    email: 'office@northwind.example',
    website: 'https://northwind.example',
    address: '1 Main St, Austin',
  },
};

async function assetCount() {
  const [row] = await h.db.select({ value: count() }).from(brandAssets);
  return Number(row?.value ?? 0);
}

async function storedAsset(id: string) {
  const [row] = await h.db.select().from(brandAssets).where(eq(brandAssets.id, id));
  return row;
}

describe('profile.brand', () => {
  it('starts empty and saves the kit', async () => {
    const alice = await h.signedUpBrowser();
    expect(await alice.caller.profile.brand.get()).toEqual({
      colours: null,
      disclaimer: '',
      licence: '',
      contact: { phone: '', email: '', website: '', address: '' },
      logo: null,
      headshot: null,
      showMadeWith: true,
      updatedAt: null,
    });
    const saved = await alice.caller.profile.brand.update(KIT);
    expect(saved).toMatchObject({ ...KIT, logo: null, headshot: null, showMadeWith: true });
    expect(await alice.caller.profile.brand.get()).toEqual(saved);
    const cleared = await alice.caller.profile.brand.update({
      colours: null,
      disclaimer: '',
      licence: '',
      contact: {},
    });
    expect(cleared.colours).toBeNull();
  });

  it('keeps the advisor’s choice of the “Made with Pitchcraft” line: on by default, off when switched off, as it was when not sent', async () => {
    const alice = await h.signedUpBrowser();
    const bob = await h.signedUpBrowser();
    expect(
      (await alice.caller.profile.brand.update({ ...KIT, showMadeWith: false })).showMadeWith,
    ).toBe(false);
    expect((await alice.caller.profile.brand.get()).showMadeWith).toBe(false);
    // A save that does not name it (an older client) leaves it as it is.
    expect((await alice.caller.profile.brand.update(KIT)).showMadeWith).toBe(false);
    const [row] = await h.db
      .select({ showMadeWith: brandKits.showMadeWith })
      .from(brandKits)
      .where(eq(brandKits.userId, alice.user.id));
    expect(row?.showMadeWith).toBe(false);
    // Only the owner's kit: Bob's switch is his own.
    expect(
      (await bob.caller.profile.brand.update({ ...KIT, showMadeWith: true })).showMadeWith,
    ).toBe(true);
    expect((await alice.caller.profile.brand.get()).showMadeWith).toBe(false);
    expect(
      (await alice.caller.profile.brand.update({ ...KIT, showMadeWith: true })).showMadeWith,
    ).toBe(true);
    await expect(
      alice.caller.profile.brand.update({ ...KIT, showMadeWith: 'no' as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each([
    ['image/png', PNG, 'png'],
    ['image/jpeg', JPEG, 'jpg'],
  ] as const)('stores a %s under the sha256 of its bytes', async (contentType, bytes, ext) => {
    const alice = await h.signedUpBrowser();
    const kit = await alice.caller.profile.brand.uploadImage({
      kind: 'logo',
      contentType,
      dataBase64: b64(bytes),
    });
    expect(kit.logo).toBe(`/brand-assets/${sha256(bytes)}.${ext}`);
    const asset = await storedAsset(sha256(bytes));
    expect(asset).toMatchObject({ contentType, size: bytes.length });
    expect(Buffer.compare(asset!.bytes, bytes)).toBe(0);
    // The same bytes again: the same address; the same advisor stores them once, another advisor
    // owns a copy of their own, so deleting one account never breaks the other's logo.
    const before = await assetCount();
    expect(
      (
        await alice.caller.profile.brand.uploadImage({
          kind: 'headshot',
          contentType,
          dataBase64: b64(bytes),
        })
      ).headshot,
    ).toBe(kit.logo);
    expect(await assetCount()).toBe(before);
    const bob = await h.signedUpBrowser();
    expect(
      (
        await bob.caller.profile.brand.uploadImage({
          kind: 'logo',
          contentType,
          dataBase64: b64(bytes),
        })
      ).logo,
    ).toBe(kit.logo);
    expect(await assetCount()).toBe(before + 1);
    await h.db.delete(users).where(eq(users.id, alice.user.id));
    expect(await storedAsset(sha256(bytes))).toMatchObject({ contentType, size: bytes.length });
  });

  it('stores an SVG sanitised, addressed by the hash of the sanitised bytes', async () => {
    const alice = await h.signedUpBrowser();
    const kit = await alice.caller.profile.brand.uploadImage({
      kind: 'logo',
      contentType: 'image/svg+xml',
      dataBase64: b64(SVG),
    });
    const id = /^\/brand-assets\/([0-9a-f]{64})\.svg$/.exec(kit.logo ?? '')?.[1];
    expect(id).toBeDefined();
    const asset = await storedAsset(id!);
    const text = asset!.bytes.toString('utf8');
    expect(sha256(asset!.bytes)).toBe(id);
    expect(text).toContain('<circle cx="5" cy="5" r="4" fill="#1D4ED8" />');
    expect(text).not.toMatch(/script|onload|alert/i);
    expect(asset!.contentType).toBe('image/svg+xml');
  });

  it.each([
    ['image/png', JPEG, BRAND_MESSAGES.notPng],
    ['image/jpeg', PNG, BRAND_MESSAGES.notJpeg],
    ['image/png', SVG, BRAND_MESSAGES.notPng],
    ['image/svg+xml', PNG, BRAND_MESSAGES.notSvg],
    [
      'image/svg+xml',
      Buffer.from('<html><body>no drawing here</body></html>'),
      BRAND_MESSAGES.notSvg,
    ],
    [
      'image/svg+xml',
      Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe, 0x3e]),
      BRAND_MESSAGES.notSvg,
    ],
  ] as const)(
    'refuses a file declared %s whose bytes are not one, storing nothing',
    async (contentType, bytes, message) => {
      const alice = await h.signedUpBrowser();
      const before = await assetCount();
      await expect(
        alice.caller.profile.brand.uploadImage({
          kind: 'logo',
          contentType,
          dataBase64: b64(bytes),
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      expect(await assetCount()).toBe(before);
      expect((await alice.caller.profile.brand.get()).logo).toBeNull();
    },
  );

  it('refuses an image over 512 KB, storing nothing', async () => {
    const alice = await h.signedUpBrowser();
    const before = await assetCount();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BRAND_IMAGE_BYTES + 1 - PNG.length)]);
    await expect(
      alice.caller.profile.brand.uploadImage({
        kind: 'logo',
        contentType: 'image/png',
        dataBase64: b64(big),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: BRAND_IMAGE_TOO_LARGE_MESSAGE,
    });
    expect(await assetCount()).toBe(before);
    const [row] = await h.db.select().from(brandKits).where(eq(brandKits.userId, alice.user.id));
    expect(row).toBeUndefined();
    // Exactly 512 KB is fine.
    const limit = Buffer.concat([PNG, Buffer.alloc(MAX_BRAND_IMAGE_BYTES - PNG.length)]);
    await expect(
      alice.caller.profile.brand.uploadImage({
        kind: 'logo',
        contentType: 'image/png',
        dataBase64: b64(limit),
      }),
    ).resolves.toMatchObject({
      logo: `/brand-assets/${sha256(limit)}.png`,
    });
  });

  describe('declared dimensions', () => {
    const side = MAX_BRAND_IMAGE_DIMENSION;
    /** Every JPEG frame header: SOF0–3, 5–7 (Huffman), SOF9–11, 13–15 (arithmetic); C4, C8, CC are not ones. */
    const SOF_MARKERS = [
      0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
    ];

    async function expectRefused(contentType: TBrandImageType, bytes: Buffer, message: string) {
      const alice = await h.signedUpBrowser();
      const before = await assetCount();
      await expect(
        alice.caller.profile.brand.uploadImage({
          kind: 'logo',
          contentType,
          dataBase64: b64(bytes),
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      expect(await assetCount()).toBe(before);
      expect((await alice.caller.profile.brand.get()).logo).toBeNull();
    }

    async function expectStored(contentType: TBrandImageType, bytes: Buffer) {
      const alice = await h.signedUpBrowser();
      const kit = await alice.caller.profile.brand.uploadImage({
        kind: 'logo',
        contentType,
        dataBase64: b64(bytes),
      });
      expect(kit.logo).toMatch(/^\/brand-assets\/[0-9a-f]{64}\.(png|jpg|svg)$/);
    }

    it('names the limit in words an advisor understands', () => {
      expect(side).toBe(4096);
      expect(brandImageDimensionsMessage(30000, 30000)).toBe(
        'This image is 30000 × 30000 pixels. Please upload one no larger than 4096 × 4096 pixels.',
      );
    });

    it.each([
      ['a tiny PNG declaring 30000 × 30000', 'image/png', png(30000, 30000), 30000, 30000],
      ['a PNG one pixel too wide', 'image/png', png(side + 1, 1), side + 1, 1],
      ['a PNG one pixel too tall', 'image/png', png(1, side + 1), 1, side + 1],
      ['a JPEG declaring 5000 × 10', 'image/jpeg', jpeg(5000, 10), 5000, 10],
      [
        'an SVG with width="100000"',
        'image/svg+xml',
        svg('width="100000" height="50"'),
        100000,
        50,
      ],
      [
        'an SVG with width="1e5" in scientific notation',
        'image/svg+xml',
        svg('width="1e5" height="10"'),
        100000,
        10,
      ],
      ['an SVG 50 inches wide', 'image/svg+xml', svg('width="50in" height="1in"'), 4800, 96],
      [
        'an SVG sized by its viewBox alone',
        'image/svg+xml',
        svg('viewBox="0 0 5000 10"'),
        5000,
        10,
      ],
      [
        'an SVG whose height follows its viewBox',
        'image/svg+xml',
        svg('width="100" viewBox="0,0,1,100"'),
        100,
        10000,
      ],
    ] as const)('refuses %s, storing nothing', async (_, contentType, bytes, width, height) => {
      await expectRefused(contentType, bytes, brandImageDimensionsMessage(width, height));
    });

    it.each(SOF_MARKERS.map((marker) => [`SOF${marker - 0xc0}`, marker]))(
      'reads a JPEG’s %s frame header (progressive, lossless, arithmetic too)',
      async (_, marker) => {
        await expectRefused(
          'image/jpeg',
          jpeg(5000, 10, marker),
          brandImageDimensionsMessage(5000, 10),
        );
        await expectRefused(
          'image/jpeg',
          jpeg(10, 5000, marker),
          brandImageDimensionsMessage(10, 5000),
        );
        await expectStored('image/jpeg', jpeg(side, side, marker));
      },
    );

    it('goes by the first JPEG frame header, not a small one after it', async () => {
      const decoy = Buffer.concat([
        jpeg(5000, 10, 0xc9).subarray(0, JPEG_FRAME + 13),
        jpeg(10, 10).subarray(JPEG_FRAME),
      ]);
      await expectRefused('image/jpeg', decoy, brandImageDimensionsMessage(5000, 10));
    });

    it.each([
      [
        'a PNG without its IHDR chunk (the old stand-in)',
        'image/png',
        Buffer.from('iVBORw0KGgpzdGFuZC1pbg==', 'base64'),
        BRAND_MESSAGES.imageUnreadable,
      ],
      [
        'a PNG cut short inside IHDR',
        'image/png',
        png(10, 10).subarray(0, 30),
        BRAND_MESSAGES.imageUnreadable,
      ],
      [
        'a PNG whose IHDR fails its CRC',
        'image/png',
        withByte(png(10, 10), 19, 99),
        BRAND_MESSAGES.imageUnreadable,
      ],
      ['a PNG declaring zero width', 'image/png', png(0, 10), BRAND_MESSAGES.imageUnreadable],
      [
        'a JPEG whose image data starts before any frame header',
        'image/jpeg',
        withByte(jpeg(10, 10), JPEG_FRAME + 1, 0xda),
        BRAND_MESSAGES.imageUnreadable,
      ],
      [
        'a JPEG cut short inside its frame header',
        'image/jpeg',
        jpeg(10, 10).subarray(0, JPEG_FRAME + 6),
        BRAND_MESSAGES.imageUnreadable,
      ],
      [
        'a JPEG out of step between segments',
        'image/jpeg',
        inserted(jpeg(10, 10), JPEG_FRAME, [0]),
        BRAND_MESSAGES.imageUnreadable,
      ],
      ['a JPEG declaring zero lines', 'image/jpeg', jpeg(10, 0), BRAND_MESSAGES.imageUnreadable],
      ['an SVG that declares no size', 'image/svg+xml', svg(''), BRAND_MESSAGES.svgSizeUnknown],
      [
        'an SVG sized only in percent',
        'image/svg+xml',
        svg('width="100%" height="100%"'),
        BRAND_MESSAGES.svgSizeUnknown,
      ],
      [
        'an SVG with an unreadable width',
        'image/svg+xml',
        svg('width="wide" height="10"'),
        BRAND_MESSAGES.svgSizeUnknown,
      ],
      [
        'an SVG with an empty viewBox',
        'image/svg+xml',
        svg('viewBox="0 0 0 0"'),
        BRAND_MESSAGES.svgSizeUnknown,
      ],
    ] as const)('refuses %s, storing nothing', async (_, contentType, bytes, message) => {
      await expectRefused(contentType, bytes, message);
    });

    it.each([
      ['a PNG declaring exactly 4096 × 4096', 'image/png', png(side, side)],
      ['a small PNG', 'image/png', png(16, 16)],
      [
        'a JPEG with fill bytes before its frame header',
        'image/jpeg',
        inserted(jpeg(640, 480), JPEG_FRAME, [0xff, 0xff]),
      ],
      [
        'an SVG of exactly 4096 × 4096',
        'image/svg+xml',
        svg('width="4096px" height="4096" viewBox="0 0 100000 100000"'),
      ],
      [
        'an SVG sized by a viewBox with one side given',
        'image/svg+xml',
        svg('height="40" viewBox="0 0 120 40"'),
      ],
    ] as const)('stores %s', async (_, contentType, bytes) => {
      await expectStored(contentType, bytes);
    });
  });

  it('removes an image from the kit but keeps the asset that presentations may show', async () => {
    const alice = await h.signedUpBrowser();
    const kit = await alice.caller.profile.brand.uploadImage({
      kind: 'headshot',
      contentType: 'image/jpeg',
      dataBase64: b64(JPEG),
    });
    expect(kit.headshot).not.toBeNull();
    expect(
      (await alice.caller.profile.brand.removeImage({ kind: 'headshot' })).headshot,
    ).toBeNull();
    expect(await storedAsset(sha256(JPEG))).toBeDefined();
  });

  it('requires a session, and works during the trial without a subscription', async () => {
    const anonymous = h.browser();
    await expect(anonymous.caller.profile.brand.get()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(anonymous.caller.profile.brand.update(KIT)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      anonymous.caller.profile.brand.uploadImage({
        kind: 'logo',
        contentType: 'image/png',
        dataBase64: b64(PNG),
      }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      anonymous.caller.profile.brand.removeImage({ kind: 'logo' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const unsubscribed = await h.signedUpBrowser();
    await expect(unsubscribed.caller.profile.brand.update(KIT)).resolves.toMatchObject({
      licence: 'LIC-12345',
    });
  });

  it('never lets another advisor read or change someone else’s kit, whatever they send', async () => {
    const alice = await h.signedUpBrowser();
    await alice.caller.profile.brand.update(KIT);
    await alice.caller.profile.brand.uploadImage({
      kind: 'logo',
      contentType: 'image/png',
      dataBase64: b64(PNG),
    });
    const aliceKit = await alice.caller.profile.brand.get();
    const mallory = await h.signedUpBrowser();
    // Extra fields naming Alice are stripped by the input schemas; every procedure acts on the caller.
    const hijack = { userId: alice.user.id, user_id: alice.user.id, id: alice.user.id } as object;
    const read = await (mallory.caller.profile.brand.get as (input?: unknown) => Promise<unknown>)(
      hijack,
    );
    expect(read).toMatchObject({ licence: '', logo: null, disclaimer: '' });
    await mallory.caller.profile.brand.update({ ...KIT, licence: 'HIJACKED', ...hijack });
    await mallory.caller.profile.brand.uploadImage({
      kind: 'logo',
      contentType: 'image/jpeg',
      dataBase64: b64(JPEG),
      ...hijack,
    });
    await mallory.caller.profile.brand.removeImage({ kind: 'logo', ...hijack });
    expect(await alice.caller.profile.brand.get()).toEqual(aliceKit);
    expect(await mallory.caller.profile.brand.get()).toMatchObject({
      licence: 'HIJACKED',
      logo: null,
    });
  });
});

describe('loadDocumentBrand', () => {
  it('is null without a kit or with an empty one', async () => {
    const alice = await h.signedUpBrowser();
    expect(await loadDocumentBrand(h.db, alice.user.id)).toBeNull();
    await alice.caller.profile.brand.update({
      colours: null,
      disclaimer: '  ',
      licence: '',
      contact: {},
    });
    expect(await loadDocumentBrand(h.db, alice.user.id)).toBeNull();
  });

  it('is the kit as a document carries it, with the images’ served paths', async () => {
    const alice = await h.signedUpBrowser();
    await alice.caller.profile.brand.update(KIT);
    await alice.caller.profile.brand.uploadImage({
      kind: 'logo',
      contentType: 'image/png',
      dataBase64: b64(PNG),
    });
    expect(await loadDocumentBrand(h.db, alice.user.id)).toEqual({
      logo: `/brand-assets/${sha256(PNG)}.png`,
      headshot: null,
      colours: KIT.colours,
      disclaimer: KIT.disclaimer,
      licence: KIT.licence,
      contact: KIT.contact,
    });
  });
});

async function generate(browser: TestBrowser) {
  const { id } = await browser.caller.generation.start({
    client: {
      clientName: 'Maria Rivera',
      age: '38',
      gender: 'Female',
      annualIncome: '85000',
      maritalStatus: 'Married',
      dependents: '2',
      budget: '150',
      colorScheme: 'green',
    },
    strategy: {},
    mode: 'offline',
  });
  for await (const [, event] of (await browser.caller.generation.events({ id })) as AsyncIterable<
    [string, { type: string }]
  >) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  const [row] = await h.db.select().from(generations).where(eq(generations.id, id));
  return { id, row: row! };
}

describe('new presentations', () => {
  it('render with the advisor’s brand, and the shared page names the advisor and shows the logo', async () => {
    const alice = await h.subscribedBrowser({ fullName: 'Alice Advisor' });
    await alice.caller.profile.brand.update(KIT);
    await alice.caller.profile.brand.uploadImage({
      kind: 'logo',
      contentType: 'image/png',
      dataBase64: b64(PNG),
    });
    const logo = `/brand-assets/${sha256(PNG)}.png`;
    const { id, row } = await generate(alice);
    const document = parseDocument(row.document);
    expect(document?.brand?.logo).toBe(logo);
    expect(document?.theme.colorScheme).toBe('green');
    expect(document?.theme.colours).toEqual(KIT.colours);
    expect(row.html).toContain(
      `<img class="pc-brand-logo" src="${logo}" alt="Northwind Advisors logo"`,
    );
    expect(row.html).toContain('Licence: LIC-12345');
    expect(row.html).toContain('Northwind Advisors Ltd is regulated by the Authority.');

    const { id: presentationId } = await alice.caller.presentations.save({ generationId: id });
    await alice.caller.presentations.setSharing({ id: presentationId, enabled: true });
    const shared = await h.browser().caller.presentations.getShared({ id: presentationId });
    expect(shared.brand).toEqual({
      logo,
      advisorName: 'Alice Advisor',
      company: 'Northwind Advisors',
    });
    expect(JSON.stringify(shared.brand)).not.toContain('@');
  });

  it('render without a brand when the advisor has none, and the shared page still names the advisor', async () => {
    const bob = await h.subscribedBrowser({ fullName: 'Bob Advisor' });
    const { id, row } = await generate(bob);
    expect(parseDocument(row.document)?.brand ?? null).toBeNull();
    expect(row.html).not.toContain('<img');
    const { id: presentationId } = await bob.caller.presentations.save({ generationId: id });
    await bob.caller.presentations.setSharing({ id: presentationId, enabled: true });
    expect(
      (await h.browser().caller.presentations.getShared({ id: presentationId })).brand,
    ).toEqual({
      logo: null,
      advisorName: 'Bob Advisor',
      company: 'Northwind Advisors',
    });
  });
});
