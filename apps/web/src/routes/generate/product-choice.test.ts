import { describe, expect, it } from 'vitest';

import {
  createClientFormDefaults,
  SAMPLE_PRODUCTS,
  ZClientFormData,
  type TCatalogueProduct,
} from '@pitchcraft/core';

import {
  insurersOf,
  offeredProductOf,
  offeredProducts,
  productChoice,
  selectionOf,
} from './product-choice';

const entry = (
  id: string,
  insurer: string,
  name: string,
  kind: TCatalogueProduct['kind'],
): TCatalogueProduct => ({
  id,
  insurer,
  name,
  kind,
  description: '',
  features: [],
  notes: 'Private: never carried',
  sample: false,
  createdAt: '',
  updatedAt: '',
});
const own = [
  entry('a', 'Harbour Mutual', 'Harbour Term 20', 'term'),
  entry('b', 'Northway Life', 'Northway Whole Life', 'permanent'),
  entry('c', 'harbour mutual', 'Harbour Care', 'health'),
];
const mine = offeredProducts({ products: own, samples: [] });
const samples = offeredProducts({ products: [], samples: [...SAMPLE_PRODUCTS] });

describe("the wizard's product choice", () => {
  it("offers the advisor's products without their notes, else the samples", () => {
    expect(mine).toEqual({ products: own.map(offeredProductOf), samples: false });
    expect(JSON.stringify(mine)).not.toContain('Private');
    expect(samples).toEqual({ products: SAMPLE_PRODUCTS, samples: true });
    expect(insurersOf(mine.products)).toEqual(['Harbour Mutual', 'Northway Life']);
  });

  it("carries the chosen product, and the advisor's catalogue with the chosen insurer's first", () => {
    const choice = productChoice(mine, 'Northway Life', 'b');
    expect(choice.insurer).toBe('Northway Life');
    expect(choice.chosen).toEqual([mine.products[1]]);
    expect(choice.pool?.map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(productChoice(mine, '', '')).toEqual({ insurer: '', chosen: [], pool: mine.products });
    // A product of another insurer is not chosen under this one.
    expect(productChoice(mine, 'Northway Life', 'a').chosen).toEqual([]);
  });

  it('carries the sample catalogue only when a sample was chosen', () => {
    expect(productChoice(samples, '', '')).toEqual({ insurer: '', chosen: [], pool: [] });
    const chosen = productChoice(samples, 'Industrial Alliance', 'sample:lifeprotect-plus');
    expect(chosen.chosen?.map((p) => [p.name, p.sample])).toEqual([['LifeProtect Plus', true]]);
    expect(chosen.pool).toHaveLength(SAMPLE_PRODUCTS.length);
    // What the wizard sends parses as the generation input, samples flagged.
    const parsed = ZClientFormData.parse({
      ...createClientFormDefaults(),
      clientName: 'Ana',
      age: '40',
      gender: 'Female',
      annualIncome: '1',
      maritalStatus: 'Single',
      products: chosen,
    });
    expect(parsed.products?.chosen[0]?.sample).toBe(true);
  });

  it("reads an old draft's built-in ids as the samples they name", () => {
    expect(
      selectionOf({ products: null, companyId: 'rbc', productId: 'rbc-term-life-protector' }),
    ).toEqual({
      insurer: 'RBC Insurance',
      productId: 'sample:rbc-term-life-protector',
    });
    expect(
      selectionOf({
        products: { insurer: 'Harbour Mutual', chosen: [mine.products[0]!] },
        companyId: '',
        productId: '',
      }),
    ).toEqual({
      insurer: 'Harbour Mutual',
      productId: 'a',
    });
  });
});
