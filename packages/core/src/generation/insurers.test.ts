import { describe, expect, it } from 'vitest';

import {
  allCatalogueProducts,
  findCompany,
  findProduct,
  getCompanyProducts,
  INSURER_SELECTION_CATALOGUE,
  INSURERS,
  PRODUCT_TYPES,
} from './insurers';
import { ZOfferedProduct } from './offered-products';
import { SAMPLE_PRODUCTS } from './sample-catalogue';

describe('insurer catalogue', () => {
  it('holds the three insurers and their products from the spec', () => {
    expect(INSURER_SELECTION_CATALOGUE).toEqual([
      {
        id: 'industrial-alliance',
        name: 'Industrial Alliance',
        products: [
          { id: 'lifeprotect-plus', name: 'LifeProtect Plus' },
          { id: 'healthguard-elite', name: 'HealthGuard Elite' },
        ],
      },
      {
        id: 'equitable',
        name: 'Equitable Life',
        products: [
          { id: 'equilife-whole-life', name: 'Equilife Whole Life' },
          { id: 'equitable-investment-portfolio', name: 'Equitable Investment Portfolio' },
        ],
      },
      {
        id: 'rbc',
        name: 'RBC Insurance',
        products: [
          { id: 'rbc-term-life-protector', name: 'RBC Term Life Protector' },
          { id: 'rbc-retirement-security-plan', name: 'RBC Retirement Security Plan' },
        ],
      },
    ]);
  });

  it('gives every insurer and product the spec fields, no external logo and hex colours', () => {
    for (const insurer of INSURERS) {
      expect(insurer.logo).not.toMatch(/^https?:|\/\//);
      expect(insurer.logo.length).toBeLessThanOrEqual(4);
      expect(insurer.strengths.length).toBeGreaterThan(0);
      for (const colour of Object.values(insurer.colors)) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
      for (const product of insurer.products) {
        expect(PRODUCT_TYPES).toContain(product.type);
        expect(product.description.length).toBeGreaterThan(40);
        expect(product.features.length).toBeGreaterThan(0);
        expect(product.benefits.length).toBeGreaterThan(0);
        expect(product.suitableFor.length).toBeGreaterThan(0);
      }
    }
  });

  it('makes no ratings or guarantee claims of its own', () => {
    const text = JSON.stringify(INSURERS).toLowerCase();
    expect(text).not.toMatch(
      /a\+\+|\brated\b|#1\b|number one|best-in-class|guaranteed returns|award/,
    );
  });

  it('types the products as the spec says', () => {
    expect(findProduct('industrial-alliance', 'lifeprotect-plus')?.type).toBe('Life Insurance');
    expect(findProduct('industrial-alliance', 'healthguard-elite')?.type).toBe('Health Insurance');
    expect(findProduct('rbc', 'rbc-retirement-security-plan')?.type).toBe('Retirement');
    expect(findProduct('equitable', 'equitable-investment-portfolio')?.type).toBe('Investment');
  });

  it('gives each sample term and permanent product its own rate relativity', () => {
    const products = INSURERS.flatMap((insurer) => insurer.products);
    const priced = products.filter(
      (p) => p.coverageKind === 'term' || p.coverageKind === 'permanent',
    );
    expect(priced.map((p) => [p.id, p.rateRelativity])).toEqual([
      ['lifeprotect-plus', 0.97],
      ['equilife-whole-life', 1.02],
      ['rbc-term-life-protector', 1.04],
    ]);
    for (const product of products.filter((p) => !priced.includes(p)))
      expect(product.rateRelativity, product.id).toBeUndefined();
    expect(new Set(priced.map((p) => p.rateRelativity)).size).toBe(priced.length);
  });

  it('carries the relativity onto the offered sample product, which accepts 0.8–1.25 only', () => {
    const offered = SAMPLE_PRODUCTS.find((p) => p.id === 'sample:rbc-term-life-protector');
    expect(offered?.rateRelativity).toBe(1.04);
    expect(SAMPLE_PRODUCTS.find((p) => p.kind === 'health')).not.toHaveProperty('rateRelativity');
    const parse = (rateRelativity: unknown) =>
      ZOfferedProduct.safeParse({
        insurer: 'Acme Life',
        name: 'Term 20',
        kind: 'term',
        rateRelativity,
      });
    expect([0.8, 1.25, undefined].map((r) => parse(r).success)).toEqual([true, true, true]);
    expect([0.79, 1.26, '1', Number.NaN].map((r) => parse(r).success)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('looks up companies and products, and is empty for unknown ids', () => {
    expect(findCompany('rbc')?.name).toBe('RBC Insurance');
    expect(findCompany('nope')).toBeUndefined();
    expect(getCompanyProducts('equitable').map((p) => p.id)).toEqual([
      'equilife-whole-life',
      'equitable-investment-portfolio',
    ]);
    expect(getCompanyProducts('nope')).toEqual([]);
    expect(findProduct('rbc', 'lifeprotect-plus')).toBeUndefined();
    expect(allCatalogueProducts()).toHaveLength(6);
  });
});
