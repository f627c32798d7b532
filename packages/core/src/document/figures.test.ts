import { describe, expect, it } from 'vitest';
import { analyseNeeds, needsInputFromClient } from '../generation/needs-analysis';
import { PRIMARY_MONTHLY_UNCONFIRMED, figureValue, fillFigures, replacePlaceholders } from './figures';
import { FIGURE_IDS, type TFigureId } from './placeholders';

// 38, married, 2 dependents, $85,000 income, $150 budget; debts 18,000, mortgage 320,000, cover 100,000.
const analysis = analyseNeeds(
  needsInputFromClient(
    { age: '38', annualIncome: '85000', dependents: '2', maritalStatus: 'Married', budget: '150', smoker: 'Non-Smoker', healthStatus: 'Good' },
    { debts: 18_000, mortgage: 320_000, existingCoverage: 100_000 },
  ),
);
const term = { primaryPlanKind: 'term' as const };

const EXPECTED: Readonly<Record<TFigureId, string>> = {
  'total-need': '$1,963,000',
  gap: '$1,863,000',
  'existing-cover': '$100,000',
  'recommended-coverage': '$1,875,000',
  'income-replacement': '$1,530,000',
  'income-replacement-years': '18 years',
  debts: '$18,000',
  mortgage: '$320,000',
  education: '$80,000',
  'final-expenses': '$15,000',
  'annual-income': '$85,000',
  'monthly-budget': '$150/month',
  age: '38',
  dependents: '2 dependents',
  'term-years': '20 years',
  'term-monthly': '$141/month',
  'permanent-monthly': '$2,031/month',
  'primary-monthly': '$141/month',
  // 141 × 12 / 365 = 4.6356…
  'term-daily': '$4.64 a day',
  'term-budget-share': '100%',
  // 150 / 2,031 = 7.4%
  'permanent-budget-share': '7%',
  'waiting-years': '5 years',
  'term-monthly-later': `$${analysis.costOfWaiting.termMonthlyLater}/month`,
  'permanent-monthly-later': `$${analysis.costOfWaiting.permanentMonthlyLater.toLocaleString('en-US')}/month`,
  'term-extra-over-term': `$${analysis.costOfWaiting.termExtraOverTerm.toLocaleString('en-US')}`,
};

describe('figureValue', () => {
  it.each(FIGURE_IDS.map((id) => [id]))('formats %s as documented', (id) => {
    expect(figureValue(id, analysis, term)).toBe(EXPECTED[id]);
  });

  it('computes the cost-of-waiting figures from the analysis', () => {
    // age 43: term 1 + 3/5 × 0.45 = 1.27 per $1,000; 1,875 × 1.27 / 12 = 198.4
    expect(analysis.costOfWaiting.termMonthlyLater).toBe(198);
    expect(figureValue('term-extra-over-term', analysis, term)).toBe('$13,680');
  });

  it('quotes the premium of the recommended plan kind', () => {
    expect(figureValue('primary-monthly', analysis, { primaryPlanKind: 'permanent' })).toBe('$2,031/month');
    expect(figureValue('primary-monthly', analysis, { primaryPlanKind: null })).toBe(PRIMARY_MONTHLY_UNCONFIRMED);
    expect(PRIMARY_MONTHLY_UNCONFIRMED).toBe('to be confirmed by your advisor');
  });

  it('has no premium to quote when nothing needs covering', () => {
    const covered = analyseNeeds({ age: 30, annualIncome: 50_000, existingCoverage: 10_000_000, monthlyBudget: 100 });
    expect(covered.recommendedCoverage).toBe(0);
    expect(figureValue('primary-monthly', covered, term)).toBe(PRIMARY_MONTHLY_UNCONFIRMED);
    expect(figureValue('gap', covered, term)).toBe('$0');
  });

  it('uses singulars and "no dependents"', () => {
    const single = analyseNeeds({ age: 64, annualIncome: 40_000, dependents: 0, maritalStatus: 'Single', monthlyBudget: 80 });
    expect(figureValue('dependents', single, term)).toBe('no dependents');
    expect(figureValue('income-replacement-years', single, term)).toBe('1 year');
    expect(figureValue('term-years', single, term)).toBe('10 years');
    const one = analyseNeeds({ age: 40, annualIncome: 40_000, dependents: 1 });
    expect(figureValue('dependents', one, term)).toBe('1 dependent');
  });

  it('groups thousands in the daily figure', () => {
    const big = analyseNeeds({ age: 60, mortgage: 100_000_000, smoker: true, healthStatus: 'Poor' });
    const daily = (big.premiums.termMonthly * 12) / 365;
    expect(daily).toBeGreaterThan(1000);
    expect(figureValue('term-daily', big, term)).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2} a day$/);
    expect(figureValue('term-daily', big, term)).toBe(`$${daily.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} a day`);
  });
});

describe('fillFigures', () => {
  it('replaces the placeholder and whatever a writer typed inside it', () => {
    const html = '<p>You need <span data-figure="total-need">$999</span> in all.</p>';
    expect(fillFigures(html, analysis, term)).toBe('<p>You need <span class="pc-figure" data-figure="total-need">$1,963,000</span> in all.</p>');
  });

  it('discards nested content, drops unknown ids and keeps content classes only', () => {
    const html =
      '<span data-figure="gap"><span>$1</span> <b>$2</b></span>|<span data-figure="made-up">$3</span>|<span class="pc-highlight evil" data-figure="age"></span>';
    const out = fillFigures(html, analysis, term);
    expect(out).toBe('<span class="pc-figure" data-figure="gap">$1,863,000</span>||<span class="pc-figure pc-highlight" data-figure="age">38</span>');
  });

  it('accepts single quotes, upper case and self-closing placeholders', () => {
    const out = fillFigures('<SPAN DATA-FIGURE=\'Age\'>7</SPAN> and <span data-figure="dependents"/> left', analysis, term);
    expect(out).toBe('<span class="pc-figure" data-figure="age">38</span> and <span class="pc-figure" data-figure="dependents">2 dependents</span> left');
  });

  it('replaces any element carrying the attribute, with everything nested in it', () => {
    const seen: string[] = [];
    const out = replacePlaceholders('<p data-x="a">1</p><div data-x="b"><div>2</div></div>tail', 'data-x', (id) => {
      seen.push(id);
      return `[${id}]`;
    });
    expect(out).toBe('[a][b]tail');
    expect(seen).toEqual(['a', 'b']);
  });
});
