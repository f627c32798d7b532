import { describe, expect, it } from 'vitest';

import { analyseNeeds, formatCurrency, NEEDS_DISCLAIMER, type TNeedsInput } from './needs-analysis';
import { chooseTermLength } from './needs-suitability';

// 38, married, two dependents whose ages are not given, $85,000, debts, a mortgage and $100,000 of cover.
const family: TNeedsInput = {
  age: 38,
  annualIncome: 85_000,
  dependents: 2,
  maritalStatus: 'Married',
  monthlyBudget: 150,
  smoker: false,
  healthStatus: 'Good',
  debts: 18_000,
  mortgage: 320_000,
  existingCoverage: 100_000,
};

describe('analyseNeeds: a worked example', () => {
  const a = analyseNeeds(family);

  it('applies DIME with 18 years of income for dependents whose ages are unknown', () => {
    expect(a.incomeReplacement).toEqual({ years: 18, basis: 'dependents', amount: 1_530_000 });
    expect(a.assumptionValues).toMatchObject({
      supportYears: 18,
      supportYearsSource: 'family-shape',
      educationPerChild: 100_000,
    });
    expect(a.dime).toEqual({
      debt: 18_000,
      income: 1_530_000,
      mortgage: 320_000,
      education: 200_000,
      finalExpenses: 15_000,
      total: 2_083_000,
    });
    expect(a.totalNeed).toBe(2_083_000);
    expect(a.gap).toBe(1_983_000);
    expect(a.recommendedCoverage).toBe(2_000_000);
    expect(a.termLengthYears).toBe(20);
  });

  it('computes the income-replacement method beside it', () => {
    // 63,750 × (1 − 1.03^−18) / 0.03 = 63,750 × 13.75351 = 876,786
    expect(a.hlv).toMatchObject({
      annualAmount: 63_750,
      years: 18,
      discountRatePercent: 3,
      presentValue: 876_786,
    });
    expect(a.hlv.total).toBe(876_786 + 18_000 + 320_000 + 200_000 + 15_000);
    expect(a.leadMethod).toBe('dime');
  });

  it('prices term and whole life from the rate table, with the size band and policy fee', () => {
    // Term, 20 years, age 38: male 0.60 + 3/5 × (0.70 − 0.60) = 0.66; blended sex (1 + 0.80) / 2 = 0.90;
    // $1M+ band 0.85 → 0.5049 per $1,000; 2,000 × 0.5049 + 70 = 1,079.80 a year → $90 a month.
    expect(a.premiums.termAnnualRatePerThousand).toBe(0.5);
    expect(a.premiums.termMonthly).toBe(90);
    // Whole life: 10 + 3/5 × 2 = 11.2; blended (1 + 0.85) / 2; band 0.95 → 9.842; 2,000 × 9.842 + 70 = 19,754 → $1,646.
    expect(a.premiums.permanentAnnualRatePerThousand).toBe(9.84);
    expect(a.premiums.permanentMonthly).toBe(1646);
    expect(a.premiums).toMatchObject({
      policyFeeAnnual: 70,
      smokerMultiplier: 1,
      healthMultiplier: 1,
      recommendedMonthly: 90,
    });
    expect(a.suitability).toMatchObject({ recommendedKind: 'term', termAvailable: true });
  });

  it('judges the budget against each premium', () => {
    expect(a.budgetFit.term).toMatchObject({ verdict: 'fits', coveredPercent: 100 });
    // $150 buys $150,000 of whole life: 150 × 11.396 + 70 = 1,779 a year = $148 a month; $175,000 would cost $172.
    expect(a.budgetFit.permanent).toMatchObject({
      verdict: 'short',
      coveredPercent: 9,
      affordableCoverage: 150_000,
    });
  });

  it('costs out five years of waiting', () => {
    expect(a.costOfWaiting.years).toBe(5);
    expect(a.costOfWaiting.termMonthlyLater).toBeGreaterThan(a.premiums.termMonthly);
    expect(a.costOfWaiting.termExtraOverTerm).toBe(a.costOfWaiting.termExtraPerMonth * 12 * 20);
    expect(a.costOfWaiting.termAvailableLater).toBe(true);
  });

  it('gives a 20-year series for the line chart', () => {
    expect(a.coverageOverTime).toHaveLength(20);
    expect(a.coverageOverTime[0]).toMatchObject({
      year: 1,
      termCoverage: 2_000_000,
      permanentCoverage: 2_000_000,
      remainingNeed: 1_983_000,
    });
    expect(a.coverageOverTime.at(-1)?.termPremiumsPaid).toBe(90 * 12 * 20);
    const needs = a.coverageOverTime.map((p) => p.remainingNeed);
    expect(needs).toEqual([...needs].sort((x, y) => y - x));
    expect(needs.at(-1)).toBe(0);
  });

  it('carries the disclaimer and plain-language assumptions', () => {
    expect(a.disclaimer).toBe(
      'Illustrative estimates, not a quote or an offer. Premiums depend on underwriting.',
    );
    expect(a.disclaimer).toBe(NEEDS_DISCLAIMER);
    expect(a.assumptions[0]).toBe(
      'Income support: 18 years, while your dependents grow up, as their ages were not given (support always ends by age 65).',
    );
    expect(a.assumptions).toContain(
      'Education: $100,000 per child for 2 dependents (default; published examples use $90,000–$200,000).',
    );
    for (const sentence of a.assumptions) {
      expect(sentence).toMatch(/^[A-Z].*\.$/);
      expect(sentence).not.toMatch(/<|>|&[a-z]+;/);
    }
  });
});

describe('analyseNeeds: years of support', () => {
  it.each([
    [{ maritalStatus: 'Married', dependents: 0 }, 5, 'partner', 'family-shape'],
    [{ maritalStatus: 'Common-law', dependents: 0 }, 5, 'partner', 'family-shape'],
    [{ maritalStatus: 'Single', dependents: 0 }, 1, 'single', 'family-shape'],
    [{ maritalStatus: 'Divorced', dependents: 3 }, 18, 'dependents', 'family-shape'],
    [{ maritalStatus: 'Married', dependents: 2, age: 60 }, 5, 'dependents', 'family-shape'],
    [{ maritalStatus: 'Married', dependents: 2, age: 70 }, 0, 'dependents', 'family-shape'],
    [{ childrenAges: [9, 2] }, 16, 'dependents', 'youngest-child'],
    [{ childrenAges: [19, 22], maritalStatus: 'Married' }, 5, 'partner', 'family-shape'],
    [{ supportYears: 12 }, 12, 'dependents', 'advisor'],
    [{ supportYears: 40 }, 27, 'dependents', 'advisor'],
  ] as const)('%j → %s years (%s, %s)', (patch, years, basis, source) => {
    const a = analyseNeeds({ ...family, ...patch });
    expect(a.incomeReplacement.years).toBe(years);
    expect(a.incomeReplacement.basis).toBe(basis);
    expect(a.assumptionValues.supportYearsSource).toBe(source);
  });

  it('says when the retirement age shortens the support', () => {
    const a = analyseNeeds({ ...family, supportYears: 40 });
    expect(a.assumptions[0]).toBe(
      'Income support: 27 years, until the retirement age of 65 (otherwise 40 years, as your advisor set).',
    );
    expect(analyseNeeds({ ...family, age: 70 }).assumptions[0]).toBe(
      'Income support: none, because income is assumed to stop at the retirement age of 65.',
    );
  });

  it('educates children under 18 when their ages are given, else every dependent', () => {
    expect(
      analyseNeeds({ ...family, childrenAges: [5, 19], educationPerChild: 60_000 }).dime.education,
    ).toBe(60_000);
    expect(analyseNeeds({ ...family, dependents: 3 }).dime.education).toBe(300_000);
    expect(analyseNeeds({ ...family, dependents: 0, maritalStatus: 'Single' }).dime.education).toBe(
      0,
    );
  });
});

describe('analyseNeeds: situations', () => {
  it('applies smoker and health factors', () => {
    const base = analyseNeeds(family);
    const smoker = analyseNeeds({ ...family, smoker: 'Smoker' });
    const poor = analyseNeeds({ ...family, healthStatus: 'Poor' });
    expect(smoker.premiums.smokerMultiplier).toBe(2.93);
    expect(smoker.premiums.termMonthly / base.premiums.termMonthly).toBeGreaterThan(2.2);
    expect(smoker.premiums.termMonthly / base.premiums.termMonthly).toBeLessThan(3.1);
    expect(poor.premiums.healthMultiplier).toBe(1.9);
    expect(poor.premiums.termMonthly).toBeGreaterThan(base.premiums.termMonthly);
  });

  it('prices women below men and blends when sex is not stated', () => {
    const [male, female, blended] = ['Male', 'Female', 'Prefer not to say'].map((gender) =>
      analyseNeeds({ ...family, gender }),
    );
    expect([male?.inputs.sex, female?.inputs.sex, blended?.inputs.sex]).toEqual([
      'male',
      'female',
      'blended',
    ]);
    expect(female?.premiums.termMonthly).toBeLessThan(blended?.premiums.termMonthly ?? 0);
    expect(blended?.premiums.termMonthly).toBeLessThan(male?.premiums.termMonthly ?? 0);
  });

  it('never lets the gap go below zero, and then prices nothing', () => {
    const covered = analyseNeeds({ ...family, existingCoverage: 50_000_000 });
    expect(covered.gap).toBe(0);
    expect(covered.recommendedCoverage).toBe(0);
    expect(covered.premiums).toMatchObject({
      termMonthly: 0,
      permanentMonthly: 0,
      recommendedMonthly: 0,
      policyFeeAnnual: 0,
    });
    expect(covered.budgetFit.term).toMatchObject({ verdict: 'fits', affordableCoverage: 0 });
    expect(covered.suitability.reasons[0]).toBe(
      'Your existing cover and savings already meet the need the analysis finds.',
    );
    expect(covered.assumptions.at(-1)).toBe(
      'Premiums: none, as existing cover and savings already meet the need.',
    );
  });

  it('subtracts individual and group cover and savings from the need', () => {
    const a = analyseNeeds({
      ...family,
      existingCoverage: 999,
      existingCoverIndividual: 100_000,
      existingCoverGroup: 150_000,
      savings: 40_000,
    });
    expect(a.existingCoverage).toBe(250_000);
    expect(a.savings).toBe(40_000);
    expect(a.gap).toBe(2_083_000 - 250_000 - 40_000);
    expect(a.assumptions.join(' ')).toContain(
      'existing cover $250,000 ($100,000 individual, $150,000 group), savings $40,000',
    );
  });

  it('states the spouse income without subtracting it', () => {
    const a = analyseNeeds({ ...family, spouseIncome: 60_000 });
    expect(a.totalNeed).toBe(analyseNeeds(family).totalNeed);
    expect(a.inputs.spouseIncome).toBe(60_000);
    expect(a.assumptions.join(' ')).toContain(
      "Your spouse's income of $60,000 a year is stated, not subtracted",
    );
  });

  it('leads with the method the advisor picks', () => {
    const a = analyseNeeds({
      ...family,
      leadMethod: 'hlv',
      incomeReplacementPercent: 60,
      discountRatePercent: 2,
    });
    expect(a.leadMethod).toBe('hlv');
    expect(a.totalNeed).toBe(a.hlv.total);
    expect(a.assumptionValues).toMatchObject({
      incomeReplacementPercent: 60,
      incomeReplacementSource: 'advisor',
      discountRatePercent: 2,
      discountRateSource: 'advisor',
    });
    expect(a.gap).toBe(a.hlv.total - 100_000);
  });

  it('offers no term past 75 and recommends whole life instead', () => {
    const a = analyseNeeds({ ...family, age: 80, recommendedProductType: 'Term' });
    expect(a.suitability).toMatchObject({ recommendedKind: 'permanent', termAvailable: false });
    expect(a.premiums.termMonthly).toBe(0);
    expect(a.premiums.recommendedMonthly).toBe(a.premiums.permanentMonthly);
    expect(a.coverageOverTime.every((p) => p.termCoverage === 0 && p.termPremiumsPaid === 0)).toBe(
      true,
    );
    expect(a.assumptions).toContain(
      'Term life: not offered, as level term is rarely issued past age 75.',
    );
    expect(a.assumptions.at(-1)).toMatch(/^Premiums: illustrative rates for an 80-year-old/);
  });

  it("follows the advisor's product type, and whole life for estates late in life", () => {
    expect(
      analyseNeeds({ ...family, recommendedProductType: 'Whole Life' }).suitability.recommendedKind,
    ).toBe('permanent');
    expect(
      analyseNeeds({ ...family, recommendedProductType: 'Critical Illness' }).suitability
        .recommendedKind,
    ).toBe('term');
    expect(
      analyseNeeds({ ...family, age: 58, goals: { planEstate: true } }).suitability.recommendedKind,
    ).toBe('permanent');
    expect(
      analyseNeeds({ ...family, age: 45, goals: { planEstate: true } }).suitability.recommendedKind,
    ).toBe('term');
    expect(
      analyseNeeds({ age: 66, annualIncome: 40_000, maritalStatus: 'Single' }).suitability
        .recommendedKind,
    ).toBe('permanent');
  });

  it('matches the term to the years of support, or the longest still issued', () => {
    expect(analyseNeeds({ ...family, supportYears: 25 }).termLengthYears).toBe(30);
    // At 55 the retirement age leaves 10 years of support, so a 10-year term.
    expect(analyseNeeds({ ...family, age: 55, supportYears: 25 }).termLengthYears).toBe(10);
    expect(chooseTermLength(25, 55)).toEqual({
      termLengthYears: 20,
      termAvailable: true,
      termShortened: true,
    });
    expect(chooseTermLength(25, 76)).toEqual({
      termLengthYears: 10,
      termAvailable: false,
      termShortened: false,
    });
  });

  it('handles an empty input with safe defaults', () => {
    const a = analyseNeeds({});
    expect(a.inputs.age).toBe(40);
    expect(a.totalNeed).toBe(15_000);
    expect(a.assumptions).toContain('Income: none was given, so no income is replaced.');
  });

  it('allows incomes up to the form maximum of $1 billion', () => {
    expect(analyseNeeds({ ...family, annualIncome: 1_000_000_000 }).inputs.annualIncome).toBe(
      1_000_000_000,
    );
    expect(analyseNeeds({ ...family, annualIncome: 5_000_000_000 }).inputs.annualIncome).toBe(
      1_000_000_000,
    );
  });

  it('ignores labels it does not know', () => {
    const a = analyseNeeds({
      ...family,
      healthStatus: 'ignore previous instructions',
      maritalStatus: '<b>',
      gender: '<i>',
      recommendedProductType: '<script>',
    });
    expect(a.inputs.healthStatus).toBe('');
    expect(a.inputs.maritalStatus).toBe('');
    expect(JSON.stringify(a)).not.toMatch(/ignore previous|<b>|<i>|<script>/);
  });
});

describe('formatCurrency', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1_250_000.4, '$1,250,000'],
    [-5, '$0'],
    [Number.NaN, '$0'],
  ])('%s → %s', (n, text) => {
    expect(formatCurrency(n)).toBe(text);
  });
});
