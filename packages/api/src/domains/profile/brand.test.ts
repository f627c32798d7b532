import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IMAGE_TOO_LARGE_MESSAGE, BRAND_MESSAGES, MAX_BRAND_IMAGE_BYTES, type TBrandKitInput } from '@pitchcraft/core';
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

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a tiny stand-in for image data')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a tiny stand-in for image data')]);
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><circle cx="5" cy="5" r="4" fill="#1D4ED8"/></svg>',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const b64 = (bytes: Buffer) => bytes.toString('base64');

const KIT: TBrandKitInput = {
  colours: { primary: '#1D4ED8', secondary: '#1E3A8A', accent: '#60A5FA' },
  disclaimer: 'Northwind Advisors Ltd is regulated by the Authority.',
  licence: 'LIC-12345',
  contact: { phone: '+1 555 010 9999', email: 'office@northwind.example', website: 'https://northwind.example', address: '1 Main St, Austin' },
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
      updatedAt: null,
    });
    const saved = await alice.caller.profile.brand.update(KIT);
    expect(saved).toMatchObject({ ...KIT, logo: null, headshot: null });
    expect(await alice.caller.profile.brand.get()).toEqual(saved);
    const cleared = await alice.caller.profile.brand.update({ colours: null, disclaimer: '', licence: '', contact: {} });
    expect(cleared.colours).toBeNull();
  });

  it.each([
    ['image/png', PNG, 'png'],
    ['image/jpeg', JPEG, 'jpg'],
  ] as const)('stores a %s under the sha256 of its bytes', async (contentType, bytes, ext) => {
    const alice = await h.signedUpBrowser();
    const kit = await alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType, dataBase64: b64(bytes) });
    expect(kit.logo).toBe(`/brand-assets/${sha256(bytes)}.${ext}`);
    const asset = await storedAsset(sha256(bytes));
    expect(asset).toMatchObject({ contentType, size: bytes.length });
    expect(Buffer.compare(asset!.bytes, bytes)).toBe(0);
    // The same bytes again: the same address; the same advisor stores them once, another advisor
    // owns a copy of their own, so deleting one account never breaks the other's logo.
    const before = await assetCount();
    expect((await alice.caller.profile.brand.uploadImage({ kind: 'headshot', contentType, dataBase64: b64(bytes) })).headshot).toBe(kit.logo);
    expect(await assetCount()).toBe(before);
    const bob = await h.signedUpBrowser();
    expect((await bob.caller.profile.brand.uploadImage({ kind: 'logo', contentType, dataBase64: b64(bytes) })).logo).toBe(kit.logo);
    expect(await assetCount()).toBe(before + 1);
    await h.db.delete(users).where(eq(users.id, alice.user.id));
    expect(await storedAsset(sha256(bytes))).toMatchObject({ contentType, size: bytes.length });
  });

  it('stores an SVG sanitised, addressed by the hash of the sanitised bytes', async () => {
    const alice = await h.signedUpBrowser();
    const kit = await alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/svg+xml', dataBase64: b64(SVG) });
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
    ['image/svg+xml', Buffer.from('<html><body>no drawing here</body></html>'), BRAND_MESSAGES.notSvg],
    ['image/svg+xml', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe, 0x3e]), BRAND_MESSAGES.notSvg],
  ] as const)('refuses a file declared %s whose bytes are not one, storing nothing', async (contentType, bytes, message) => {
    const alice = await h.signedUpBrowser();
    const before = await assetCount();
    await expect(alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType, dataBase64: b64(bytes) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
    expect(await assetCount()).toBe(before);
    expect((await alice.caller.profile.brand.get()).logo).toBeNull();
  });

  it('refuses an image over 512 KB, storing nothing', async () => {
    const alice = await h.signedUpBrowser();
    const before = await assetCount();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BRAND_IMAGE_BYTES + 1 - PNG.length)]);
    await expect(alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/png', dataBase64: b64(big) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: BRAND_IMAGE_TOO_LARGE_MESSAGE,
    });
    expect(await assetCount()).toBe(before);
    const [row] = await h.db.select().from(brandKits).where(eq(brandKits.userId, alice.user.id));
    expect(row).toBeUndefined();
    // Exactly 512 KB is fine.
    const limit = Buffer.concat([PNG, Buffer.alloc(MAX_BRAND_IMAGE_BYTES - PNG.length)]);
    await expect(alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/png', dataBase64: b64(limit) })).resolves.toMatchObject({
      logo: `/brand-assets/${sha256(limit)}.png`,
    });
  });

  it('removes an image from the kit but keeps the asset that presentations may show', async () => {
    const alice = await h.signedUpBrowser();
    const kit = await alice.caller.profile.brand.uploadImage({ kind: 'headshot', contentType: 'image/jpeg', dataBase64: b64(JPEG) });
    expect(kit.headshot).not.toBeNull();
    expect((await alice.caller.profile.brand.removeImage({ kind: 'headshot' })).headshot).toBeNull();
    expect(await storedAsset(sha256(JPEG))).toBeDefined();
  });

  it('requires a session, and works during the trial without a subscription', async () => {
    const anonymous = h.browser();
    await expect(anonymous.caller.profile.brand.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.caller.profile.brand.update(KIT)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/png', dataBase64: b64(PNG) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(anonymous.caller.profile.brand.removeImage({ kind: 'logo' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const unsubscribed = await h.signedUpBrowser();
    await expect(unsubscribed.caller.profile.brand.update(KIT)).resolves.toMatchObject({ licence: 'LIC-12345' });
  });

  it('never lets another advisor read or change someone else’s kit, whatever they send', async () => {
    const alice = await h.signedUpBrowser();
    await alice.caller.profile.brand.update(KIT);
    await alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/png', dataBase64: b64(PNG) });
    const aliceKit = await alice.caller.profile.brand.get();
    const mallory = await h.signedUpBrowser();
    // Extra fields naming Alice are stripped by the input schemas; every procedure acts on the caller.
    const hijack = { userId: alice.user.id, user_id: alice.user.id, id: alice.user.id } as object;
    const read = await (mallory.caller.profile.brand.get as (input?: unknown) => Promise<unknown>)(hijack);
    expect(read).toMatchObject({ licence: '', logo: null, disclaimer: '' });
    await mallory.caller.profile.brand.update({ ...KIT, licence: 'HIJACKED', ...hijack });
    await mallory.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/jpeg', dataBase64: b64(JPEG), ...hijack });
    await mallory.caller.profile.brand.removeImage({ kind: 'logo', ...hijack });
    expect(await alice.caller.profile.brand.get()).toEqual(aliceKit);
    expect(await mallory.caller.profile.brand.get()).toMatchObject({ licence: 'HIJACKED', logo: null });
  });
});

describe('loadDocumentBrand', () => {
  it('is null without a kit or with an empty one', async () => {
    const alice = await h.signedUpBrowser();
    expect(await loadDocumentBrand(h.db, alice.user.id)).toBeNull();
    await alice.caller.profile.brand.update({ colours: null, disclaimer: '  ', licence: '', contact: {} });
    expect(await loadDocumentBrand(h.db, alice.user.id)).toBeNull();
  });

  it('is the kit as a document carries it, with the images’ served paths', async () => {
    const alice = await h.signedUpBrowser();
    await alice.caller.profile.brand.update(KIT);
    await alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/png', dataBase64: b64(PNG) });
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
  for await (const [, event] of (await browser.caller.generation.events({ id })) as AsyncIterable<[string, { type: string }]>) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  const [row] = await h.db.select().from(generations).where(eq(generations.id, id));
  return { id, row: row! };
}

describe('new presentations', () => {
  it('render with the advisor’s brand, and the shared page names the advisor and shows the logo', async () => {
    const alice = await h.subscribedBrowser({ fullName: 'Alice Advisor' });
    await alice.caller.profile.brand.update(KIT);
    await alice.caller.profile.brand.uploadImage({ kind: 'logo', contentType: 'image/png', dataBase64: b64(PNG) });
    const logo = `/brand-assets/${sha256(PNG)}.png`;
    const { id, row } = await generate(alice);
    const document = parseDocument(row.document);
    expect(document?.brand?.logo).toBe(logo);
    expect(document?.theme.colorScheme).toBe('green');
    expect(document?.theme.colours).toEqual(KIT.colours);
    expect(row.html).toContain(`<img class="pc-brand-logo" src="${logo}" alt="Northwind Advisors logo"`);
    expect(row.html).toContain('Licence: LIC-12345');
    expect(row.html).toContain('Northwind Advisors Ltd is regulated by the Authority.');

    const { id: presentationId } = await alice.caller.presentations.save({ generationId: id });
    await alice.caller.presentations.setSharing({ id: presentationId, enabled: true });
    const shared = await h.browser().caller.presentations.getShared({ id: presentationId });
    expect(shared.brand).toEqual({ logo, advisorName: 'Alice Advisor', company: 'Northwind Advisors' });
    expect(JSON.stringify(shared.brand)).not.toContain('@');
  });

  it('render without a brand when the advisor has none, and the shared page still names the advisor', async () => {
    const bob = await h.subscribedBrowser({ fullName: 'Bob Advisor' });
    const { id, row } = await generate(bob);
    expect(parseDocument(row.document)?.brand ?? null).toBeNull();
    expect(row.html).not.toContain('<img');
    const { id: presentationId } = await bob.caller.presentations.save({ generationId: id });
    await bob.caller.presentations.setSharing({ id: presentationId, enabled: true });
    expect((await h.browser().caller.presentations.getShared({ id: presentationId })).brand).toEqual({
      logo: null,
      advisorName: 'Bob Advisor',
      company: 'Northwind Advisors',
    });
  });
});
