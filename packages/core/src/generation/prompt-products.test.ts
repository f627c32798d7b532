import { describe, expect, it } from 'vitest';
import { TEST_CLIENT } from '../test-client';
import { ZAdvisorInfo, ZClientFormData, ZSalesStrategy } from './client-form';
import { analyseNeeds, needsInputFromClient } from './needs-analysis';
import { buildPrompt } from './prompt-builder';
import { NO_COMPANY_SELECTED, PRODUCT_PRECEDENCE_RULE, productLines, productPrecedence } from './prompt-products';

const PLANS = [
  { companyName: 'Low Co', productName: 'Low Plan', priority: 'Low' },
  { companyName: 'High Co', productName: 'High Plan', priority: 'High' },
  { companyName: 'RBC Insurance', productName: 'RBC Term Life Protector', priority: 'Medium' },
];

const client = (fields: Record<string, unknown> = {}) => ZClientFormData.parse({ ...TEST_CLIENT, ...fields });
const user = (fields: Record<string, unknown> = {}, override: { companyId?: string; productId?: string } = {}) => {
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
    const p = productPrecedence(client({ companyId: 'rbc', productId: 'rbc-term-life-protector', potentialPlans: PLANS }));
    expect(p.primary).toBe('chosen-product');
    expect(p.chosen?.product.name).toBe('RBC Term Life Protector');
    expect(p.plans.map((plan) => plan.productName)).toEqual(['High Plan', 'Low Plan']);
  });

  it('takes the highest-priority plan when no product was chosen', () => {
    const p = productPrecedence(client({ companyId: 'rbc', potentialPlans: PLANS }));
    expect(p.primary).toBe('potential-plan');
    expect(p.chosen).toBeNull();
    expect(p.company?.id).toBe('rbc');
    expect(p.plans.map((plan) => plan.productName)).toEqual(['High Plan', 'RBC Term Life Protector', 'Low Plan']);
  });

  it('falls back to the catalogue, and lets the request override the record', () => {
    expect(productPrecedence(client()).primary).toBe('catalogue');
    expect(productPrecedence(client({ companyId: 'acme', productId: 'x' }))).toEqual({ chosen: null, company: null, plans: [], primary: 'catalogue' });
    const overridden = productPrecedence(client({ companyId: 'rbc', productId: 'rbc-term-life-protector' }), {
      companyId: 'equitable',
      productId: 'equilife-whole-life',
    });
    expect(overridden.chosen?.product.name).toBe('Equilife Whole Life');
  });
});

describe('the plans in the prompt', () => {
  it('states the rule once, before the plans', () => {
    const text = user();
    expect(text.split(PRODUCT_PRECEDENCE_RULE)).toHaveLength(2);
    expect(productLines(productPrecedence(client()))[0]).toBe(PRODUCT_PRECEDENCE_RULE);
  });

  it('names the chosen product as the primary plan and the potential plans as alternatives after it', () => {
    const text = user({ companyId: 'rbc', productId: 'rbc-term-life-protector', potentialPlans: PLANS });
    expect(text).toContain('Primary plan: RBC Term Life Protector from RBC Insurance is the primary plan (the product the advisor chose).');
    expect(text).toContain(
      "The advisor's potential plans, highest priority first (alternatives after the chosen product):\n1. [High] High Co - High Plan.\n2. [Low] Low Co - Low Plan.",
    );
    expect(text).not.toContain('[Medium] RBC Insurance - RBC Term Life Protector');
    expect(text).not.toMatch(/the first is the primary plan/);
    expect(text.indexOf('1. [High] High Co')).toBeLessThan(text.indexOf('Other products of this company (catalogue alternatives, after the potential plans):'));
  });

  it('names the highest-priority plan as the primary plan when no product was chosen', () => {
    const text = user({ potentialPlans: PLANS });
    expect(text).toContain("Primary plan: the advisor's first potential plan below (High Plan).");
    expect(text).toContain('(the first is the primary plan, the next ones alternatives):\n1. [High] High Co - High Plan.');
    expect(text).toContain('No company selected: the catalogue supplies alternatives after the potential plans. The catalogue:');
    expect(text).not.toContain(NO_COMPANY_SELECTED);
  });

  it('recommends from the chosen company, or the whole catalogue, when there is nothing else', () => {
    const company = user({ companyId: 'equitable' });
    expect(company).toContain("Primary plan: the best fit among Equitable Life's products (the advisor chose the company, not a product).");
    expect(company).not.toContain('RBC Term Life Protector');
    const none = user();
    expect(none).toContain('Primary plan: the best fit from the catalogue (the advisor chose no product and no potential plans).');
    expect(none).toContain(`${NO_COMPANY_SELECTED}. The catalogue:`);
  });
});
