import { describe, expect, it } from 'vitest';

import { TONES } from '../generation/options';
import { SAMPLE_PRODUCTS } from '../generation/sample-catalogue';
import { buildOfflineDocument } from './document';
import { leadOf, offlineInput, plainText, section, SINGLE_TERM } from './test-input';

const rec = (client: Record<string, unknown> = {}, strategy: Record<string, unknown> = {}) =>
  section(buildOfflineDocument(offlineInput(client, strategy)), 'recommendation').html;
const planNames = (html: string) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
const cards = (html: string) => (html.match(/<article /g) ?? []).length;
const primaryName = (html: string) => /pc-plan-primary[\s\S]*?<h3>([^<]+)</.exec(html)?.[1];

describe('recommended plans', () => {
  it('follows the advisor plans by priority, at most three', () => {
    const html = rec({
      potentialPlans: [
        { companyName: 'Equitable Life', productName: 'Equilife Whole Life', priority: 'Low' },
        { companyName: 'RBC Insurance', productName: 'RBC Term Life Protector', priority: 'High' },
        { companyName: 'Other Co', productName: 'Flex Term 30', priority: 'Medium' },
        { companyName: 'Fourth', productName: 'Never shown', priority: 'Low' },
      ],
    });
    expect(planNames(html)).toEqual([
      'RBC Term Life Protector',
      'Flex Term 30',
      'Equilife Whole Life',
    ]);
    expect(html).not.toContain('Never shown');
    expect(html).toContain('<span class="pc-badge pc-badge-muted">High priority</span>');
    expect(html).toContain('First alternative');
    expect(html).toContain('Second alternative');
  });

  it('uses the chosen product as the primary plan', () => {
    expect(primaryName(rec({ companyId: 'equitable', productId: 'equilife-whole-life' }))).toBe(
      'Equilife Whole Life',
    );
  });

  it('puts the chosen product before the advisor plans, as the prompt rule says', () => {
    const html = rec({
      companyId: 'equitable',
      productId: 'equilife-whole-life',
      potentialPlans: [
        { companyName: 'RBC Insurance', productName: 'RBC Term Life Protector', priority: 'High' },
        { companyName: 'Equitable Life', productName: 'Equilife Whole Life', priority: 'Medium' },
      ],
    });
    expect(planNames(html)).toEqual(['Equilife Whole Life', 'RBC Term Life Protector']);
  });

  it('ranks the catalogue the input carries when nothing was chosen, and names kinds of cover when it carries none', () => {
    const pool = SAMPLE_PRODUCTS.map((p) => ({
      ...p,
      sample: false,
      insurer: `Own ${p.insurer}`,
      name: `Own ${p.name}`,
      id: '',
    }));
    expect(primaryName(rec({ insuranceType: 'Term Life Insurance', products: { pool } }))).toMatch(
      /Own LifeProtect Plus|Own RBC Term Life Protector/,
    );
    expect(
      primaryName(
        rec({
          insuranceType: 'Retirement Planning',
          goals: { buildSavings: true },
          products: { pool },
        }),
      ),
    ).toMatch(/Own RBC Retirement Security Plan|Own Equitable Investment Portfolio/);
    expect(primaryName(rec({ insuranceType: 'Term Life Insurance' }))).toBe('Term life insurance');
    expect(
      primaryName(rec({ insuranceType: 'Retirement Planning', goals: { buildSavings: true } })),
    ).toBe('Retirement savings plan');
    for (const sample of SAMPLE_PRODUCTS) expect(rec()).not.toContain(sample.name);
  });

  it('never prices products the analysis has no premium for', () => {
    const html = rec({ companyId: 'industrial-alliance', productId: 'healthguard-elite' });
    expect(html).toContain('Cost confirmed by your advisor');
    expect(/pc-plan-primary[\s\S]*?<\/article>/.exec(html)?.[0]).not.toMatch(
      /pc-badge-(?:fits|partial|short)/,
    );
  });

  it('prices term and permanent plans with their own figures and budget badges', () => {
    const html = rec({
      potentialPlans: [
        { companyName: 'A', productName: 'Flex Term 30', priority: 'High' },
        { companyName: 'B', productName: 'Whole Life Max', priority: 'High' },
      ],
    });
    // The term plan is the analysis's plan: its premium is in the plan table above, not repeated.
    expect(html).not.toContain('<span data-figure="term-monthly"></span></strong> estimated');
    expect(html).toContain(
      '<p class="pc-plan-price"><strong><span data-figure="permanent-monthly"></span></strong> estimated</p>',
    );
    expect(html).toContain('<span class="pc-badge pc-badge-fits">Within budget</span>');
    expect(html).toContain('<span class="pc-badge pc-badge-short">Above budget</span>');
    // A budget of 80% of a single term's premium covers part of it, and the share is quoted.
    const single = (client: Record<string, unknown>) =>
      offlineInput({ ...SINGLE_TERM.client, ...client }, {}, {}, SINGLE_TERM.extras);
    const budget = String(Math.round(single({}).analysis.premiums.termMonthly * 0.8));
    expect(single({ budget }).analysis.budgetFit?.term.verdict).toBe('partial');
    const plan = [{ companyName: 'A', productName: 'Flex Term 30', priority: 'High' }];
    const partialDocument = buildOfflineDocument(single({ budget, potentialPlans: plan }));
    const partial = section(partialDocument, 'recommendation').html;
    expect(partial).toContain(
      '<span class="pc-badge pc-badge-partial"><span data-figure="term-budget-share"></span> of premium</span>',
    );
    // The plan's own premium against the budget is said once, in "What it costs".
    expect(partial).not.toContain('covers <span data-figure="term-budget-share"></span> of it');
    expect(section(partialDocument, 'costs-and-benefits').html).toContain(
      'covers <span data-figure="term-budget-share"></span> of it',
    );
    // Maria's ladder: the budget is set against the two policies the page shows, so a budget just
    // below them covers most of the premium, and the share is quoted.
    const ladder = offlineInput().analysis;
    expect(ladder.recommendation.shape).toBe('ladder');
    // On a concise page (no "What it costs") the card itself says so, as a limit.
    const short = rec({
      budget: String((ladder.recommendation.monthly ?? 0) - 1),
      potentialPlans: plan,
      detailLevel: 'concise',
    });
    expect(short).toContain(
      '<span class="pc-badge pc-badge-partial"><span data-figure="term-budget-share"></span> of premium</span>',
    );
    // A budget that covers part of the premium is a limit, listed apart from what the plan does.
    expect(short).toContain(
      '<p class="pc-label">Worth knowing</p><ul class="pc-bullets"><li>Your <span data-figure="monthly-budget"></span> budget covers <span data-figure="term-budget-share"></span> of it.</li>',
    );
  });

  it('speaks to a client nobody depends on without "depends on your income"', () => {
    const html = rec({
      maritalStatus: 'Single',
      dependents: '0',
      insuranceType: 'Term Life Insurance',
    });
    expect(html).not.toContain('depends on your income');
    expect(plainText(html)).toContain('never fall to anyone else');
  });

  it('shows features on a comprehensive presentation or with a coverage focus only', () => {
    const features = (html: string) =>
      (/<ul class="pc-features">([\s\S]*?)<\/ul>/.exec(html)?.[1]?.match(/<li>/g) ?? []).length;
    // At most three, and none repeating the recommended card's description.
    const full = features(rec({ companyId: 'equitable', productId: 'equilife-whole-life' }));
    expect(full).toBeGreaterThan(0);
    expect(full).toBeLessThanOrEqual(3);
    expect(
      features(
        rec({ companyId: 'equitable', productId: 'equilife-whole-life', detailLevel: 'balanced' }),
      ),
    ).toBe(0);
    expect(
      features(
        rec({
          companyId: 'equitable',
          productId: 'equilife-whole-life',
          detailLevel: 'balanced',
          focusAreas: ['Coverage Details'],
        }),
      ),
    ).toBe(full);
    expect(rec({ detailLevel: 'concise' })).not.toContain('pc-features');
  });

  it('shows the plans as cards, without a table repeating them', () => {
    const html = rec();
    expect(cards(html)).toBe(2);
    expect(html).not.toContain('<table');
    const pool = SAMPLE_PRODUCTS.map((p) => ({ ...p, name: `Own ${p.name}`, id: '' }));
    expect(cards(rec({ products: { pool } }))).toBe(3);
  });

  it('always compares two or three plans: a single chosen plan gets the other kind of life cover beside it', () => {
    const rows = cards;
    const one = rec({
      potentialPlans: [
        { companyName: 'RBC Insurance', productName: 'RBC Term Life Protector', priority: 'High' },
      ],
    });
    expect(rows(one)).toBe(2);
    // Nothing in the input to compare with: the other kind of life cover, named as such.
    expect(planNames(one)).toEqual(['RBC Term Life Protector', 'Permanent life insurance']);
    const chosen = rec({ companyId: 'equitable', productId: 'equilife-whole-life' });
    expect(rows(chosen)).toBe(2);
    expect(planNames(chosen)[1]).toMatch(/LifeProtect Plus|RBC Term Life Protector/);
    expect(rows(rec({ companyId: 'industrial-alliance', productId: 'healthguard-elite' }))).toBe(2);
    const many = Array.from({ length: 5 }, (_, i) => ({
      companyName: 'Co',
      productName: `Plan ${i}`,
      priority: 'Medium',
    }));
    expect(rows(rec({ potentialPlans: many }))).toBe(3);
  });

  it('shows the advisor’s value proposition without the figures it typed, except when concise', () => {
    const strategy = {
      valueProposition: 'Twenty years beside local families. We beat other quotes by 15%.',
      competitiveAdvantages: 'Save $200 a year! Reviews every spring.',
    };
    const html = rec({}, strategy);
    expect(html).toContain(
      '<div class="pc-callout"><h3>Why work with us</h3><p>Twenty years beside local families.</p><p>Reviews every spring.</p></div>',
    );
    expect(rec({ detailLevel: 'concise' }, strategy)).not.toContain('Why work with us');
    expect(rec({}, { valueProposition: '', competitiveAdvantages: '' })).not.toContain(
      'Why work with us',
    );
  });

  it('changes the lead with the tone', () => {
    expect(new Set(TONES.map((tonePriority) => leadOf(rec({ tonePriority })))).size).toBe(
      TONES.length,
    );
    expect(leadOf(rec({ tonePriority: 'logical' }))).toContain(
      '<span data-figure="monthly-budget"></span>',
    );
  });
});
