import { describe, expect, it } from 'vitest';

import { ADVICE_CLIENTS } from '../advice-clients';
import { TEST_CLIENT } from '../test-client';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import { buildPrompt } from './prompt-builder';
import {
  NAMED_PRODUCTS_ONLY,
  NO_COMPANY_SELECTED,
  NO_PRODUCTS_OFFERED,
  PRODUCT_PRECEDENCE_RULE,
  productLines,
  productPrecedence,
  recommendableProducts,
} from './prompt-products';
import { SAMPLE_PRODUCTS } from './sample-catalogue';

const PLANS = [
  { companyName: 'Low Co', productName: 'Low Plan', priority: 'Low' },
  { companyName: 'High Co', productName: 'High Plan', priority: 'High' },
  { companyName: 'Harbour Mutual', productName: 'Harbour Term 20', priority: 'Medium' },
];

/** An advisor's own catalogue: two insurers, as the wizard carries it. */
const TERM = {
  id: 'p-term',
  insurer: 'Harbour Mutual',
  name: 'Harbour Term 20',
  kind: 'term',
  description: 'Twenty-year term cover.',
  features: ['Level premiums for 20 years', 'Convertible before age 65'],
};
const WHOLE = {
  id: 'p-whole',
  insurer: 'Harbour Mutual',
  name: 'Harbour Whole Life',
  kind: 'permanent',
  description: 'Lifelong cover.',
};
const HEALTH = {
  id: 'p-health',
  insurer: 'Northway Life',
  name: 'Northway Health Plus',
  kind: 'health',
};
const POOL = [TERM, WHOLE, HEALTH];

const client = (fields: Record<string, unknown> = {}) =>
  ZClientFormData.parse({ ...TEST_CLIENT, ...fields });
const user = (
  fields: Record<string, unknown> = {},
  override: { companyId?: string; productId?: string } = {},
) => {
  const parsed = client(fields);
  return buildPrompt({
    client: parsed,
    advisor: ZAdvisorInfo.parse({}),
    strategy: ZSalesStrategy.parse({}),
    analysis: analyseNeeds(needsInputFromClient(parsed)),
    ...override,
  }).user;
};

describe('productPrecedence: chosen product > potential plans by priority > catalogue', () => {
  it('puts the chosen product first, then the plans by priority without the chosen one', () => {
    const p = productPrecedence(
      client({
        products: { insurer: 'Harbour Mutual', chosen: [TERM], pool: POOL },
        potentialPlans: PLANS,
      }),
    );
    expect(p.primary).toBe('chosen-product');
    expect(p.chosen.map((product) => product.name)).toEqual(['Harbour Term 20']);
    expect(p.plans.map((plan) => plan.productName)).toEqual(['High Plan', 'Low Plan']);
    // The catalogue after them is the chosen insurer's, without the chosen product; the pool is everything else.
    expect(p.catalogue.map((product) => product.name)).toEqual(['Harbour Whole Life']);
    expect(p.pool.map((product) => product.name)).toEqual([
      'Harbour Whole Life',
      'Northway Health Plus',
    ]);
  });

  it('takes the highest-priority plan when no product was chosen', () => {
    const p = productPrecedence(
      client({ products: { insurer: 'Northway Life', pool: POOL }, potentialPlans: PLANS }),
    );
    expect(p.primary).toBe('potential-plan');
    expect(p.chosen).toEqual([]);
    expect(p.insurer).toBe('Northway Life');
    expect(p.catalogue.map((product) => product.name)).toEqual(['Northway Health Plus']);
    expect(p.plans.map((plan) => plan.productName)).toEqual([
      'High Plan',
      'Harbour Term 20',
      'Low Plan',
    ]);
  });

  it('falls back to the catalogue the input carries, and to nothing without one', () => {
    expect(productPrecedence(client({ products: { pool: POOL } })).primary).toBe('catalogue');
    expect(productPrecedence(client())).toEqual({
      chosen: [],
      insurer: null,
      catalogue: [],
      pool: [],
      plans: [],
      primary: 'catalogue',
    });
    expect(productPrecedence(client({ companyId: 'acme', productId: 'x' }))).toMatchObject({
      chosen: [],
      catalogue: [],
      pool: [],
    });
  });

  it('reads an input stored with built-in ids as the sample catalogue, flagged sample', () => {
    const p = productPrecedence(
      client({ companyId: 'rbc', productId: 'rbc-term-life-protector', potentialPlans: PLANS }),
    );
    expect(p.chosen).toEqual([
      expect.objectContaining({
        name: 'RBC Term Life Protector',
        insurer: 'RBC Insurance',
        kind: 'term',
        sample: true,
      }),
    ]);
    expect(p.pool.every((product) => product.sample)).toBe(true);
    const overridden = productPrecedence(
      client({ companyId: 'rbc', productId: 'rbc-term-life-protector' }),
      {
        companyId: 'equitable',
        productId: 'equilife-whole-life',
      },
    );
    expect(overridden.chosen[0]?.name).toBe('Equilife Whole Life');
  });
});

describe('the plans in the prompt', () => {
  it('states the rule once, before the plans, and what may be named after them', () => {
    const text = user();
    expect(text.split(PRODUCT_PRECEDENCE_RULE)).toHaveLength(2);
    const lines = productLines(productPrecedence(client()));
    expect(lines[0]).toBe(PRODUCT_PRECEDENCE_RULE);
    expect(lines.at(-1)).toBe(NAMED_PRODUCTS_ONLY);
  });

  it("uses the advisor's product: its name, insurer, kind and features, and no sample product", () => {
    const text = user({
      products: { insurer: 'Harbour Mutual', chosen: [TERM], pool: POOL },
      potentialPlans: PLANS,
    });
    expect(text).toContain(
      "Primary plan: Harbour Term 20 from Harbour Mutual, the advisor's choice.",
    );
    expect(text).toContain(
      'Harbour Mutual:\n  - Harbour Term 20 (term life insurance): Twenty-year term cover.\n    Features: Level premiums for 20 years; Convertible before age 65',
    );
    expect(text).toContain(
      'Potential plans by priority (alternatives):\n1. [High] High Co - High Plan.\n2. [Low] Low Co - Low Plan.',
    );
    expect(text).not.toContain('[Medium] Harbour Mutual - Harbour Term 20');
    // The plan holds term cover only: the insurer's whole life product could not be recommended.
    expect(text).not.toContain('Harbour Whole Life');
    // Another insurer's products are not alternatives to a chosen product.
    expect(text).not.toContain('Northway Health Plus');
    for (const sample of SAMPLE_PRODUCTS) expect(text).not.toContain(sample.name);
  });

  it('never gives the advisor’s private notes to the writer', () => {
    const parsed = client({
      products: { chosen: [{ ...TERM, notes: 'Commission 40% — do not mention' }] },
    });
    expect(JSON.stringify(parsed.products)).not.toContain('Commission');
  });

  it('names the highest-priority plan as the primary plan when no product was chosen', () => {
    const text = user({ potentialPlans: PLANS, products: { pool: POOL } });
    expect(text).toContain("Primary plan: the advisor's first potential plan below (High Plan).");
    expect(text).toContain(
      'Potential plans by priority (the first is the primary plan):\n1. [High] High Co - High Plan.',
    );
    expect(text).toContain(
      "No company selected: the advisor's catalogue supplies alternatives after the potential plans. The advisor's catalogue:",
    );
    expect(text).not.toContain(NO_COMPANY_SELECTED);
  });

  it("recommends from the chosen insurer, or the advisor's whole catalogue, when there is nothing else", () => {
    const insurer = user({ products: { insurer: 'Harbour Mutual', pool: POOL } });
    expect(insurer).toContain(
      "Primary plan: the best fit among Harbour Mutual's products (the advisor chose the insurer, not a product).",
    );
    expect(insurer).not.toContain('Northway Health Plus');
    const all = user({ products: { pool: POOL } });
    expect(all).toContain(
      "Primary plan: the best fit from the advisor's catalogue (the advisor chose no product and no potential plans).",
    );
    expect(all).toContain(`${NO_COMPANY_SELECTED}. The advisor's catalogue:`);
    expect(all).toContain('Harbour Mutual:\n  - Harbour Term 20 (term life insurance)');
    // Only the kinds the plan holds could be recommended: no health product for a term plan.
    expect(all).not.toContain('Northway Health Plus');
  });

  it('asks for kinds of cover, naming no product, when the input carries none', () => {
    const text = user();
    expect(text).toContain('Primary plan: the kind of coverage that fits best');
    expect(text).toContain(`${NO_PRODUCTS_OFFERED}.`);
    for (const sample of SAMPLE_PRODUCTS) expect(text).not.toContain(sample.name);
  });

  it('still writes an old input from the sample catalogue it named', () => {
    const text = user({ companyId: 'rbc', productId: 'rbc-term-life-protector' });
    expect(text).toContain(
      "Primary plan: RBC Term Life Protector from RBC Insurance, the advisor's choice.",
    );
    expect(text).not.toContain('RBC Retirement Security Plan');
    expect(text).not.toContain('LifeProtect Plus');
  });
});

describe('only the products that could be recommended', () => {
  const MORE_TERM = [1, 2, 3, 4].map((n) => ({
    id: `p-t${n}`,
    insurer: 'Harbour Mutual',
    name: `Harbour Term ${n}`,
    kind: 'term',
  }));

  it('keeps the chosen products and plans, and a few catalogue products of the plan’s kinds', () => {
    const p = productPrecedence(
      client({ products: { pool: [...POOL, ...MORE_TERM] }, potentialPlans: PLANS }),
    );
    const term = recommendableProducts(p, new Set(['term']));
    expect(term.catalogue.map((product) => product.name)).toEqual([
      'Harbour Term 20',
      'Harbour Term 1',
      'Harbour Term 2',
    ]);
    expect(term.plans).toEqual(p.plans);
    const both = recommendableProducts(p, new Set(['term', 'permanent']));
    expect(both.catalogue.map((product) => product.name)).toContain('Harbour Whole Life');
    expect(both.catalogue.length).toBeLessThanOrEqual(3);
  });

  it('lists a whole life product for an estate plan with permanent cover, and no term-only one', () => {
    const text = user({
      ...ADVICE_CLIENTS.widowEstate,
      products: { pool: POOL },
    });
    expect(text).toContain('Harbour Whole Life (permanent life insurance)');
    expect(text).not.toContain('Harbour Term 20');
    expect(text).not.toContain('Northway Health Plus');
  });
});
