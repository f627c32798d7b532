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
