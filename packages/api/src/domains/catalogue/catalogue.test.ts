import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CATALOGUE_MESSAGES,
  MAX_CATALOGUE_PRODUCTS,
  offeredProductOf,
  SAMPLE_PRODUCTS,
  sampleProductsUsed,
  type TCatalogueProductInput,
} from '@pitchcraft/core';
import { catalogueProducts, eq } from '@pitchcraft/db';

import {
  collectEvents,
  createHarness,
  startInput,
  type Harness,
  type TestBrowser,
} from '../../testing';
import { COPIED_SAMPLE_NOTE } from './service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const TERM: TCatalogueProductInput = {
  insurer: 'Harbour Mutual',
  name: 'Harbour Term 20',
  kind: 'term',
  description: 'Twenty-year term cover with level premiums.',
  features: ['Level premiums for 20 years', 'Convertible before age 65'],
  notes: 'Best commission in the region — never tell clients.',
};

const add = (advisor: TestBrowser, input: Partial<TCatalogueProductInput> = {}) =>
  advisor.caller.catalogue.create({ ...TERM, ...input });

describe('catalogue.create and catalogue.list', () => {
  it('starts empty, and lists what the advisor added, by insurer then name', async () => {
    const alice = await h.signedUpBrowser();
    // None of their own yet: the sample catalogue is offered in their place, flagged sample.
    expect(await alice.caller.catalogue.list()).toEqual({ products: [], samples: SAMPLE_PRODUCTS });
    expect((await alice.caller.catalogue.list()).samples.every((p) => p.sample)).toBe(true);
    await add(alice, { insurer: 'Zenith Life', name: 'Zenith Whole Life', kind: 'permanent' });
    const created = await add(alice, {
      insurer: '  harbour\u202e Mutual ',
      features: ['  Level premiums for 20 years ', '', 'Convertible'],
    });
    expect(created).toEqual({
      id: expect.any(String) as unknown,
      insurer: 'harbour Mutual',
      name: 'Harbour Term 20',
      kind: 'term',
      description: 'Twenty-year term cover with level premiums.',
      features: ['Level premiums for 20 years', 'Convertible'],
      notes: TERM.notes,
      sample: false,
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    expect(await alice.caller.catalogue.list()).toMatchObject({
      products: [{ name: 'Harbour Term 20' }, { name: 'Zenith Whole Life' }],
      samples: [],
    });
  });

  it('refuses a second product of the same name from the same insurer, whatever the case', async () => {
    const alice = await h.signedUpBrowser();
    await add(alice);
    await expect(
      add(alice, { insurer: 'HARBOUR MUTUAL', name: 'harbour term 20' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CATALOGUE_MESSAGES.duplicate,
    });
    // Another insurer's product of that name is another product.
    await expect(add(alice, { insurer: 'Northway Life' })).resolves.toMatchObject({
      insurer: 'Northway Life',
    });
    // Another advisor keeps their own catalogue.
    await expect(add(await h.signedUpBrowser())).resolves.toMatchObject({
      name: 'Harbour Term 20',
    });
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    const alice = await h.signedUpBrowser();
    await expect(add(alice, { insurer: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Enter the insurer',
    });
    await expect(add(alice, { kind: 'auto' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Choose the kind') as unknown,
    });
    await expect(add(alice, { name: 'x'.repeat(121) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The product name must be at most 120 characters',
    });
    await expect(
      add(alice, { features: Array.from({ length: 11 }, (_, i) => `f${i}`) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await alice.caller.catalogue.list()).products).toEqual([]);
  });

  it(`keeps at most ${MAX_CATALOGUE_PRODUCTS} products`, async () => {
    const alice = await h.signedUpBrowser();
    await h.db.insert(catalogueProducts).values(
      Array.from({ length: MAX_CATALOGUE_PRODUCTS }, (_, i) => ({
        id: `bulk-${alice.user.id}-${i}`,
        userId: alice.user.id,
        insurer: 'Bulk',
        name: `P${i}`,
        kind: 'term',
      })),
    );
    await expect(add(alice)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CATALOGUE_MESSAGES.full,
    });
  });

  it('needs a session', async () => {
    await expect(h.browser().caller.catalogue.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(h.browser().caller.catalogue.create(TERM)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('catalogue.update and catalogue.delete', () => {
  it('edit and delete the advisor’s own products', async () => {
    const alice = await h.signedUpBrowser();
    const product = await add(alice);
    const updated = await alice.caller.catalogue.update({
      ...TERM,
      id: product.id,
      name: 'Harbour Term 30',
      kind: 'permanent',
      notes: '',
    });
    expect(updated).toMatchObject({
      id: product.id,
      name: 'Harbour Term 30',
      kind: 'permanent',
      notes: '',
    });
    expect((await alice.caller.catalogue.list()).products).toEqual([updated]);
    await expect(alice.caller.catalogue.delete({ id: product.id })).resolves.toEqual({ ok: true });
    expect((await alice.caller.catalogue.list()).products).toEqual([]);
    await expect(alice.caller.catalogue.delete({ id: product.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CATALOGUE_MESSAGES.notFound,
    });
  });

  it('will not rename a product onto another of the same insurer', async () => {
    const alice = await h.signedUpBrowser();
    await add(alice);
    const other = await add(alice, { name: 'Harbour Whole Life', kind: 'permanent' });
    await expect(alice.caller.catalogue.update({ ...TERM, id: other.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CATALOGUE_MESSAGES.duplicate,
    });
  });

  it('treat another advisor’s product as one that does not exist, and leave it as it was', async () => {
    const alice = await h.signedUpBrowser();
    const mallory = await h.signedUpBrowser();
    const product = await add(alice);
    await expect(
      mallory.caller.catalogue.update({ ...TERM, id: product.id, name: 'Hijacked' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CATALOGUE_MESSAGES.notFound,
    });
    await expect(mallory.caller.catalogue.delete({ id: product.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CATALOGUE_MESSAGES.notFound,
    });
    await expect(
      mallory.caller.catalogue.update({ ...TERM, id: 'no-such-product' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await mallory.caller.catalogue.list()).products).toEqual([]);
    expect((await alice.caller.catalogue.list()).products).toEqual([product]);
  });
});

describe('catalogue.copySample', () => {
  it('copies one sample product to edit, still flagged sample until it is renamed', async () => {
    const alice = await h.signedUpBrowser();
    const sample = SAMPLE_PRODUCTS[0]!;
    const copy = await alice.caller.catalogue.copySample({ sampleId: sample.id });
    expect(copy).toMatchObject({
      insurer: sample.insurer,
      name: sample.name,
      kind: sample.kind,
      features: sample.features,
      notes: COPIED_SAMPLE_NOTE,
      sample: true,
    });
    await expect(alice.caller.catalogue.copySample({ sampleId: sample.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const renamed = await alice.caller.catalogue.update({
      ...copy,
      insurer: 'Harbour Mutual',
      name: 'Harbour Term 20',
    });
    expect(renamed.sample).toBe(false);
    await expect(
      alice.caller.catalogue.copySample({ sampleId: 'sample:made-up' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CATALOGUE_MESSAGES.sampleUnknown,
    });
  });
});

describe('a presentation built on the catalogue', () => {
  async function generateAndSave(advisor: TestBrowser, client: Record<string, unknown>) {
    const input = startInput();
    const { id } = await advisor.caller.generation.start({
      ...input,
      client: { ...input.client, ...client },
      mode: 'offline',
    });
    const events = await collectEvents(await advisor.caller.generation.events({ id }));
    expect(events.at(-1)?.type).toBe('done');
    const { id: presentationId } = await advisor.caller.presentations.save({ generationId: id });
    return advisor.caller.presentations.get({ id: presentationId });
  }

  it('is written from the product the advisor chose, keeps it, and is not flagged sample', async () => {
    const alice = await h.subscribedBrowser();
    const product = await add(alice);
    const chosen = offeredProductOf(product);
    const presentation = await generateAndSave(alice, {
      products: { insurer: product.insurer, chosen: [chosen], pool: [chosen] },
    });
    expect(presentation.clientData).toMatchObject({
      products: {
        chosen: [
          { name: 'Harbour Term 20', insurer: 'Harbour Mutual', kind: 'term', sample: false },
        ],
      },
    });
    const text = presentation.document!.sections.map((s) => s.html).join('\n');
    expect(text).toContain('Harbour Term 20');
    // Its own features (one that only repeats its description is left out).
    expect(text).toContain('Convertible before age 65');
    // The advisor's notes never reach the presentation.
    expect(JSON.stringify(presentation)).not.toContain('never tell clients');
    for (const sample of SAMPLE_PRODUCTS) expect(text).not.toContain(sample.name);
    expect(sampleProductsUsed(presentation.clientData, [text])).toEqual([]);
  });

  it('says so when it is built on a sample product, and reads old inputs that named built-in ids as samples', async () => {
    const alice = await h.subscribedBrowser();
    const sample = SAMPLE_PRODUCTS[4]!;
    const built = await generateAndSave(alice, {
      products: { insurer: sample.insurer, chosen: [sample], pool: [...SAMPLE_PRODUCTS] },
    });
    expect(
      sampleProductsUsed(
        built.clientData,
        built.document!.sections.map((s) => s.html),
      ),
    ).toContain('RBC Term Life Protector');
    const old = await generateAndSave(alice, {
      companyId: 'industrial-alliance',
      productId: 'lifeprotect-plus',
    });
    expect(old.document!.sections.map((s) => s.html).join('\n')).toContain('LifeProtect Plus');
    expect(sampleProductsUsed(old.clientData, [])).toEqual(['LifeProtect Plus']);
  });

  it('is not touched when the catalogue entry later changes', async () => {
    const alice = await h.subscribedBrowser();
    const product = await add(alice);
    const chosen = offeredProductOf(product);
    const presentation = await generateAndSave(alice, {
      products: { insurer: product.insurer, chosen: [chosen], pool: [chosen] },
    });
    await alice.caller.catalogue.delete({ id: product.id });
    const [row] = await h.db
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, product.id));
    expect(row).toBeUndefined();
    const again = await alice.caller.presentations.get({ id: presentation.id });
    expect(again.clientData).toMatchObject({ products: { chosen: [{ name: 'Harbour Term 20' }] } });
  });
});
