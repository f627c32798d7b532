import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  needsInputFromClient,
  type TNeedsAnalysis,
} from '../generation/needs-analysis';
import {
  figureValue,
  fillFigures,
  kindMonthly,
  PRIMARY_MONTHLY_UNCONFIRMED,
  replacePlaceholders,
} from './figures';
import { FIGURE_IDS, type TFigureId } from './placeholders';

// 38, married, 2 dependents, $85,000 income, $150 budget; debts 18,000, mortgage 320,000, cover 100,000.
const computed = analyseNeeds(
  needsInputFromClient(
    {
      age: '38',
      annualIncome: '85000',
      dependents: '2',
      maritalStatus: 'Married',
      budget: '150',
      smoker: 'Non-Smoker',
      healthStatus: 'Good',
    },
    { debts: 18_000, mortgage: 320_000, existingCoverage: 100_000 },
  ),
);
// Fixed figures, so the formats are tested apart from the arithmetic (which has its own tests).
const analysis: TNeedsAnalysis = {
  ...computed,
  inputs: {
    ...computed.inputs,
    existingCoverIndividual: 60_000,
    existingCoverGroup: 40_000,
    childrenAges: [4, 9],
    youngestChildAge: 4,
    spouseIncome: 52_000,
  },
  assumptionValues: {
    ...computed.assumptionValues,
    supportYears: 14,
    educationPerChild: 90_000,
    discountRatePercent: 2.5,
    incomeReplacementPercent: 70,
  },
  incomeReplacement: { ...computed.incomeReplacement, years: 18 },
  leadMethod: 'dime',
  dime: {
    debt: 18_000,
    income: 1_530_000,
    mortgage: 320_000,
    education: 80_000,
    finalExpenses: 15_000,
    total: 1_963_000,
  },
  hlv: {
    annualAmount: 59_500,
    years: 14,
    discountRatePercent: 2.5,
    presentValue: 695_000,
    debt: 18_000,
    mortgage: 320_000,
    education: 80_000,
    finalExpenses: 15_000,
    total: 1_128_000,
  },
  totalNeed: 1_963_000,
  existingCoverage: 100_000,
  savings: 25_000,
  gap: 1_838_000,
  recommendedCoverage: 1_850_000,
  termLengthYears: 20,
  suitability: { recommendedKind: 'term', termAvailable: true, reasons: [] },
  premiums: {
    ...computed.premiums,
    termMonthly: 141,
    permanentMonthly: 2_031,
    recommendedMonthly: 141,
    policyFeeAnnual: 60,
  },
  recommendation: {
    ...computed.recommendation,
    shape: 'term',
    policies: [{ kind: 'term', length: 20, cover: 1_850_000, monthly: 141 }],
    cover: 1_850_000,
    monthly: 141,
    termNeed: 1_963_000,
    permanentNeed: 40_000,
  },
  permanentNeeds: {
    finalTaxes: 40_000,
    finalTaxesDeferred: false,
    deferredTaxes: 0,
    estateCosts: 0,
    legacy: 0,
    lifelongDependent: 0,
    finalExpenses: 0,
    total: 40_000,
  },
  budgetFit: {
    term: {
      monthlyPremium: 141,
      monthlyBudget: 150,
      coveredPercent: 100,
      verdict: 'fits',
      affordableCoverage: 0,
    },
    permanent: {
      monthlyPremium: 2_031,
      monthlyBudget: 150,
      coveredPercent: 7,
      verdict: 'short',
      affordableCoverage: 125_000,
    },
  },
  costOfWaiting: {
    ...computed.costOfWaiting,
    years: 5,
    termMonthlyLater: 198,
    permanentMonthlyLater: 2_480,
    termExtraOverTerm: 13_680,
  },
};
const term = { primaryPlanKind: 'term' as const };

const EXPECTED: Readonly<Record<TFigureId, string>> = {
  'total-need': '$1,963,000',
  gap: '$1,838,000',
  'existing-cover': '$100,000',
  'recommended-coverage': '$1,850,000',
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
  'permanent-budget-share': '7%',
  'waiting-years': '5 years',
  'term-monthly-later': '$198/month',
  'permanent-monthly-later': '$2,480/month',
  'term-extra-over-term': '$13,680',
  savings: '$25,000',
  'existing-cover-individual': '$60,000',
  'existing-cover-group': '$40,000',
  'dime-total': '$1,963,000',
  'hlv-total': '$1,128,000',
  'hlv-present-value': '$695,000',
  'hlv-annual-amount': '$59,500',
  'recommended-monthly': '$141/month',
  'support-years': '14 years',
  'education-per-child': '$90,000',
  'discount-rate': '2.5%',
  'income-replacement-percent': '70%',
  'policy-fee': '$60 a year',
  children: '2 children',
  'youngest-child-age': '4',
  'spouse-income': '$52,000',
  'permanent-need': '$40,000',
  'final-taxes': '$40,000',
  'term-need': '$1,963,000',
  'rate-basis': '$1,000',
};

describe('figureValue', () => {
  it.each(FIGURE_IDS.map((id) => [id]))('formats %s as documented', (id) => {
    expect(figureValue(id, analysis, term)).toBe(EXPECTED[id]);
  });

  it('quotes the premium of the recommended plan kind', () => {
    expect(figureValue('primary-monthly', analysis, { primaryPlanKind: 'permanent' })).toBe(
      '$2,031/month',
    );
    expect(figureValue('primary-monthly', analysis, { primaryPlanKind: null })).toBe(
      PRIMARY_MONTHLY_UNCONFIRMED,
    );
    expect(PRIMARY_MONTHLY_UNCONFIRMED).toBe('to be confirmed by your advisor');
  });

  it('quotes the analysis’s recommended kind, and no term premium when term is not available', () => {
    const permanent: TNeedsAnalysis = {
      ...analysis,
      suitability: { recommendedKind: 'permanent', termAvailable: false, reasons: [] },
      recommendation: {
        ...analysis.recommendation,
        shape: 'permanent',
        policies: [{ kind: 'permanent', cover: 1_850_000, monthly: 2_031 }],
        monthly: 2_031,
      },
    };
    expect(figureValue('recommended-monthly', permanent, term)).toBe('$2,031/month');
    expect(figureValue('primary-monthly', permanent, term)).toBe(PRIMARY_MONTHLY_UNCONFIRMED);
    expect(figureValue('primary-monthly', permanent, { primaryPlanKind: 'permanent' })).toBe(
      '$2,031/month',
    );
  });

  it('follows the lead method for the parts of the need', () => {
    const hlv: TNeedsAnalysis = { ...analysis, leadMethod: 'hlv', totalNeed: 1_128_000 };
    expect(figureValue('income-replacement', hlv, term)).toBe('$695,000');
    expect(figureValue('income-replacement-years', hlv, term)).toBe('14 years');
    expect(figureValue('total-need', hlv, term)).toBe('$1,128,000');
    expect(figureValue('dime-total', hlv, term)).toBe('$1,963,000');
  });

  it('uses singulars for one child and says when no ages were given', () => {
    const one: TNeedsAnalysis = {
      ...analysis,
      inputs: { ...analysis.inputs, childrenAges: [7], youngestChildAge: 7 },
    };
    expect(figureValue('children', one, term)).toBe('1 child');
    const none: TNeedsAnalysis = {
      ...analysis,
      inputs: { ...analysis.inputs, childrenAges: [], youngestChildAge: null },
    };
    expect(figureValue('children', none, term)).toBe('no children');
    expect(figureValue('youngest-child-age', none, term)).toBe('not stated');
  });

  it('has no premium to quote when nothing needs covering', () => {
    const covered = analyseNeeds({
      age: 30,
      annualIncome: 50_000,
      existingCoverage: 10_000_000,
      monthlyBudget: 100,
    });
    expect(covered.recommendedCoverage).toBe(0);
    expect(figureValue('primary-monthly', covered, term)).toBe(PRIMARY_MONTHLY_UNCONFIRMED);
    // A page never shows $0: a met need reads in words.
    expect(figureValue('gap', covered, term)).toBe('none');
    expect(figureValue('recommended-coverage', covered, term)).toBe('no new cover');
    expect(figureValue('recommended-monthly', covered, term)).toBe(PRIMARY_MONTHLY_UNCONFIRMED);
  });

  it('says a budget was not given rather than showing a default', () => {
    const none = analyseNeeds({ age: 30, annualIncome: 50_000, dependents: 1 });
    expect(figureValue('monthly-budget', none, term)).toBe('not given');
    expect(figureValue('term-budget-share', none, term)).toBe('not given');
  });

  it('uses singulars and "no dependents"', () => {
    const single = analyseNeeds({
      age: 64,
      annualIncome: 40_000,
      dependents: 0,
      maritalStatus: 'Single',
      monthlyBudget: 80,
    });
    expect(figureValue('dependents', single, term)).toBe('no dependents');
    expect(figureValue('income-replacement-years', single, term)).toBe('none');
    expect(figureValue('term-years', single, term)).toBe('10 years');
    const one = analyseNeeds({ age: 40, annualIncome: 40_000, dependents: 1 });
    expect(figureValue('dependents', one, term)).toBe('1 dependent');
  });

  it('groups thousands in the daily figure', () => {
    const big = analyseNeeds({
      age: 60,
      mortgage: 100_000_000,
      smoker: true,
      healthStatus: 'Poor',
    });
    const daily = ((kindMonthly(big, 'term') ?? 0) * 12) / 365;
    expect(daily).toBeGreaterThan(1000);
    expect(figureValue('term-daily', big, term)).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2} a day$/);
    expect(figureValue('term-daily', big, term)).toBe(
      `$${daily.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} a day`,
    );
  });
});

describe('fillFigures', () => {
  it('replaces the placeholder and whatever a writer typed inside it', () => {
    const html = '<p>You need <span data-figure="total-need">$999</span> in all.</p>';
    expect(fillFigures(html, analysis, term)).toBe(
      '<p>You need <span class="pc-figure" data-figure="total-need">$1,963,000</span> in all.</p>',
    );
  });

  it('discards nested content, drops unknown ids and keeps content classes only', () => {
    const html =
      '<span data-figure="gap"><span>$1</span> <b>$2</b></span>|<span data-figure="made-up">$3</span>|<span class="pc-highlight evil" data-figure="age"></span>';
    const out = fillFigures(html, analysis, term);
    expect(out).toBe(
      '<span class="pc-figure" data-figure="gap">$1,838,000</span>||<span class="pc-figure pc-highlight" data-figure="age">38</span>',
    );
  });

  it('accepts single quotes, upper case and self-closing placeholders', () => {
    const out = fillFigures(
      '<SPAN DATA-FIGURE=\'Age\'>7</SPAN> and <span data-figure="dependents"/> left',
      analysis,
      term,
    );
    expect(out).toBe(
      '<span class="pc-figure" data-figure="age">38</span> and <span class="pc-figure" data-figure="dependents">2 dependents</span> left',
    );
  });

  it('replaces any element carrying the attribute, with everything nested in it', () => {
    const seen: string[] = [];
    const out = replacePlaceholders(
      '<p data-x="a">1</p><div data-x="b"><div>2</div></div>tail',
      'data-x',
      (id) => {
        seen.push(id);
        return `[${id}]`;
      },
    );
    expect(out).toBe('[a][b]tail');
    expect(seen).toEqual(['a', 'b']);
  });
});
