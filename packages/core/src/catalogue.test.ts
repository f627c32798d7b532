import { describe, expect, it } from 'vitest';

import {
  CATALOGUE_MESSAGES,
  offeredProductOf,
  ZCatalogueProductInput,
  ZCopySampleProductInput,
  ZUpdateCatalogueProductInput,
} from './catalogue';
import { ZClientFormData } from './generation/client-form';
import { INSURERS } from './generation/insurers';
import { PRODUCT_MESSAGES, ZOfferedProduct } from './generation/offered-products';
import { productChoiceOf, SAMPLE_PRODUCTS } from './generation/sample-catalogue';
import {
  legacySampleChoice,
  SAMPLE_CATALOGUE_LABEL,
  SAMPLE_COMPANIES,
  sampleProductsChosen,
  sampleProductsUsed,
} from './generation/sample-products';
import { TEST_CLIENT } from './test-client';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.success
    ? null
    : { message: result.error?.issues[0]?.message, path: result.error?.issues[0]?.path.join('.') };

const VALID = { insurer: 'Harbour Mutual', name: 'Harbour Term 20', kind: 'term' as const };

describe('catalogue entries', () => {
  it('takes an entry with defaults, cleaned like every form line', () => {
    expect(
      ZCatalogueProductInput.parse({
        ...VALID,
        insurer: '  Harbour\u202e Mutual ',
        features: ['  Level premiums ', '', 'Convertible'],
      }),
    ).toEqual({
      insurer: 'Harbour Mutual',
      name: 'Harbour Term 20',
      kind: 'term',
      description: '',
      features: ['Level premiums', 'Convertible'],
      notes: '',
    });
  });

  it('names the field in every refusal', () => {
    expect(firstMessage(ZCatalogueProductInput.safeParse({ ...VALID, insurer: ' ' }))).toEqual({
      message: PRODUCT_MESSAGES.insurerRequired,
      path: 'insurer',
    });
    expect(firstMessage(ZCatalogueProductInput.safeParse({ kind: 'term', insurer: 'A' }))).toEqual({
      message: PRODUCT_MESSAGES.nameRequired,
      path: 'name',
    });
    expect(firstMessage(ZCatalogueProductInput.safeParse({ ...VALID, kind: 'auto' }))).toEqual({
      message: PRODUCT_MESSAGES.kind,
      path: 'kind',
    });
    expect(
      firstMessage(ZCatalogueProductInput.safeParse({ ...VALID, name: 'x'.repeat(121) })),
    ).toEqual({
      message: 'The product name must be at most 120 characters',
      path: 'name',
    });
    expect(
      firstMessage(
        ZCatalogueProductInput.safeParse({
          ...VALID,
          features: Array.from({ length: 11 }, () => 'f'),
        }),
      ),
    ).toEqual({
      message: PRODUCT_MESSAGES.tooManyFeatures,
      path: 'features',
    });
    expect(
      firstMessage(ZCatalogueProductInput.safeParse({ ...VALID, notes: 'n'.repeat(2001) }))?.path,
    ).toBe('notes');
    expect(firstMessage(ZUpdateCatalogueProductInput.safeParse(VALID))).toEqual({
      message: CATALOGUE_MESSAGES.idRequired,
      path: 'id',
    });
    expect(firstMessage(ZCopySampleProductInput.safeParse({ sampleId: 'sample:nope' }))).toEqual({
      message: CATALOGUE_MESSAGES.sampleUnknown,
      path: 'sampleId',
    });
    expect(ZCopySampleProductInput.parse({ sampleId: SAMPLE_PRODUCTS[0]!.id })).toEqual({
      sampleId: 'sample:lifeprotect-plus',
    });
  });

  it('hands a presentation everything but the notes', () => {
    const product = {
      id: 'p1',
      ...VALID,
      kind: 'term' as const,
      description: 'd',
      features: ['f'],
      notes: 'private',
      sample: false,
      createdAt: '',
      updatedAt: '',
    };
    expect(offeredProductOf(product)).toEqual({
      id: 'p1',
      insurer: 'Harbour Mutual',
      name: 'Harbour Term 20',
      kind: 'term',
      description: 'd',
      features: ['f'],
      sample: false,
    });
  });

  it('labels the sample catalogue as such', () => {
    expect(SAMPLE_CATALOGUE_LABEL).toBe(
      'Sample products — replace with the products you are licensed to offer',
    );
  });
});

describe('sample products', () => {
  it('are every built-in entry, flagged sample', () => {
    expect(SAMPLE_PRODUCTS.map((p) => p.name)).toEqual([
      'LifeProtect Plus',
      'HealthGuard Elite',
      'Equilife Whole Life',
      'Equitable Investment Portfolio',
      'RBC Term Life Protector',
      'RBC Retirement Security Plan',
    ]);
    expect(SAMPLE_PRODUCTS.every((p) => p.sample && ZOfferedProduct.parse(p).sample)).toBe(true);
  });

  it('are named in the small list the warning reads, exactly as the catalogue has them', () => {
    expect(SAMPLE_COMPANIES).toEqual(
      Object.fromEntries(
        INSURERS.map((insurer) => [
          insurer.id,
          {
            insurer: insurer.name,
            products: Object.fromEntries(
              insurer.products.map((product) => [product.id, product.name]),
            ),
          },
        ]),
      ),
    );
    expect(legacySampleChoice('rbc', 'rbc-term-life-protector')).toEqual({
      insurer: 'RBC Insurance',
      productId: 'sample:rbc-term-life-protector',
      productName: 'RBC Term Life Protector',
    });
    expect(legacySampleChoice('rbc', '')).toEqual({
      insurer: 'RBC Insurance',
      productId: '',
      productName: '',
    });
    expect(legacySampleChoice('acme', 'x')).toBeNull();
  });

  it('stay flagged whatever the input says, and so does a product still named like one', () => {
    expect(ZOfferedProduct.parse({ ...SAMPLE_PRODUCTS[0], sample: false }).sample).toBe(true);
    expect(ZOfferedProduct.parse({ ...VALID, name: 'lifeprotect plus ' }).sample).toBe(true);
    expect(ZOfferedProduct.parse(VALID).sample).toBe(false);
  });

  it('read old inputs that named built-in ids as the sample catalogue', () => {
    const old = ZClientFormData.parse({
      ...TEST_CLIENT,
      companyId: 'industrial-alliance',
      productId: 'lifeprotect-plus',
    });
    expect(old.products).toBeNull();
    const choice = productChoiceOf(old);
    expect(choice.insurer).toBe('Industrial Alliance');
    expect(choice.chosen.map((p) => [p.name, p.sample])).toEqual([['LifeProtect Plus', true]]);
    expect(productChoiceOf(ZClientFormData.parse(TEST_CLIENT))).toEqual({
      insurer: '',
      chosen: [],
      pool: [],
    });
  });
});

describe('the sample warning', () => {
  it('names the sample products a stored presentation is built on', () => {
    const own = { id: 'p1', ...VALID, sample: false };
    expect(
      sampleProductsUsed({ products: { insurer: '', chosen: [own], pool: [own] } }, [
        '<h3>Harbour Term 20</h3>',
      ]),
    ).toEqual([]);
    expect(sampleProductsUsed({ products: { chosen: [{ ...SAMPLE_PRODUCTS[4] }] } })).toEqual([
      'RBC Term Life Protector',
    ]);
    // Stored before products were carried: by its built-in ids, and by what its text names.
    expect(
      sampleProductsUsed({ companyId: 'industrial-alliance', productId: 'lifeprotect-plus' }),
    ).toEqual(['LifeProtect Plus']);
    expect(
      sampleProductsUsed({ companyId: '' }, ['<p>We recommend Equilife Whole Life.</p>']),
    ).toEqual(['Equilife Whole Life']);
    expect(sampleProductsUsed(null)).toEqual([]);
    expect(sampleProductsUsed('garbage', [])).toEqual([]);
  });

  it('names the sample products a wizard choice would build on', () => {
    expect(sampleProductsChosen(null)).toEqual([]);
    expect(
      sampleProductsChosen({ chosen: [SAMPLE_PRODUCTS[0]!], pool: [...SAMPLE_PRODUCTS] }),
    ).toEqual(['LifeProtect Plus']);
    expect(sampleProductsChosen({ insurer: 'RBC Insurance', pool: [...SAMPLE_PRODUCTS] })).toEqual([
      'RBC Term Life Protector',
      'RBC Retirement Security Plan',
    ]);
    expect(sampleProductsChosen({ chosen: [{ ...VALID }], pool: [] })).toEqual([]);
  });
});
