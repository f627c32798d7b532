import { describe, expect, it } from 'vitest';

import { analyseNeeds, formatCurrency, NEEDS_DISCLAIMER, type TNeedsInput } from './needs-analysis';
import { classFactor } from './needs-rate-classes';
import { monthlyPremium, type TRateProfile } from './needs-rates';

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
  });

  it('lasts until the longest obligation is met: the mortgage (25 years by default) less what cover already meets', () => {
    expect(a.recommendation.horizonYears).toBe(25);
    expect(a.recommendation.horizonReason).toBe('mortgage');
    // By year 20 what is left of the mortgage and final costs ($79,000) is within the $100,000 of cover held.
    const longest = Math.max(
      ...a.recommendation.policies.map((p) => (p.kind === 'term' ? p.length : 0)),
    );
    expect(longest).toBe(20);
    expect(a.termLengthYears).toBe(20);
    expect(a.recommendation.reasons.join(' ')).toContain(
      'until your existing cover and savings meet what is left of the need',
    );
    expect(a.recommendation.policies.reduce((s, p) => s + p.cover, 0)).toBe(2_000_000);
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

  it('prices the plan at the class the health suggests, with the policy fee', () => {
    const profile: TRateProfile = {
      age: 38,
      sex: 'blended',
      smoker: false,
      rateClass: 'standard-plus',
    };
    expect(a.underwriting).toMatchObject({
      rateClass: 'standard-plus',
      source: 'health',
      priced: true,
    });
    for (const policy of a.recommendation.policies) {
      const plan =
        policy.kind === 'term' ? { kind: 'term' as const, length: policy.length } : policy;
      expect(policy.monthly).toBe(monthlyPremium(plan, profile, policy.cover));
    }
    expect(a.premiums.recommendedMonthly).toBe(a.recommendation.monthly);
    expect(a.premiums.permanentMonthly).toBe(
      monthlyPremium({ kind: 'permanent' }, profile, 2_000_000),
    );
    expect(a.premiums).toMatchObject({
      policyFeeAnnual: 70,
      smokerMultiplier: 1,
      classMultiplier: classFactor('standard-plus'),
    });
    expect(a.suitability).toMatchObject({ recommendedKind: 'term', termAvailable: true });
  });

  it('judges the budget against each premium', () => {
    const fit = a.budgetFit;
    expect(fit?.term.monthlyBudget).toBe(150);
    expect(fit?.term.verdict).toBe(a.premiums.termMonthly <= 150 ? 'fits' : expect.any(String));
    expect(fit?.permanent.verdict).toBe('short');
    expect(fit?.permanent.affordableCoverage).toBeGreaterThan(0);
    expect(fit?.permanent.affordableCoverage).toBeLessThan(2_000_000);
  });

  it('has no budget, badge or fit when the client gave none', () => {
    const none = analyseNeeds({ ...family, monthlyBudget: null });
    expect(none.inputs.monthlyBudget).toBeNull();
    expect(none.budgetFit).toBeNull();
    expect(none.recommendation.caveats.map((c) => c.kind)).not.toContain('budget-short');
    expect(JSON.stringify(none.assumptions)).not.toMatch(/budget/i);
  });

  it('costs out five years of waiting', () => {
    expect(a.costOfWaiting.years).toBe(5);
    expect(a.costOfWaiting.termMonthlyLater).toBeGreaterThan(a.premiums.termMonthly);
    expect(a.costOfWaiting.termExtraOverTerm).toBe(a.costOfWaiting.termExtraPerMonth * 12 * 20);
    expect(a.costOfWaiting.termAvailableLater).toBe(true);
  });

  it("gives a 20-year series of the plan's cover against the need", () => {
    expect(a.coverageOverTime).toHaveLength(20);
    expect(a.coverageOverTime[0]).toMatchObject({
      year: 1,
      termCoverage: 2_000_000,
      permanentCoverage: 0,
      remainingNeed: 1_983_000,
    });
    const needs = a.coverageOverTime.map((p) => p.remainingNeed);
    expect(needs).toEqual([...needs].sort((x, y) => y - x));
    // The plan's cover never falls below the need it leaves in any year.
    for (const point of a.coverageOverTime)
      expect(point.termCoverage + point.permanentCoverage).toBeGreaterThanOrEqual(
        point.remainingNeed,
      );
  });

  it('carries the disclaimer and plain-language assumptions', () => {
    expect(a.disclaimer).toBe(
      'Illustrative estimates, not a quote or an offer. Premiums depend on underwriting.',
    );
    expect(a.disclaimer).toBe(NEEDS_DISCLAIMER);
    expect(a.assumptions[0]).toBe(
      'Income support: 18 years, while your dependents grow up, as their ages were not given; it ends by the retirement age of 65 (default).',
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
    [{ maritalStatus: 'Single', dependents: 0 }, 0, 'single', 'family-shape'],
    [{ maritalStatus: 'Divorced', dependents: 3 }, 18, 'dependents', 'family-shape'],
    [{ maritalStatus: 'Married', dependents: 2, age: 60 }, 5, 'dependents', 'family-shape'],
    [{ maritalStatus: 'Married', dependents: 2, age: 67 }, 3, 'dependents', 'family-shape'],
    [{ maritalStatus: 'Married', dependents: 2, age: 72 }, 0, 'dependents', 'family-shape'],
    [
      { maritalStatus: 'Married', dependents: 2, age: 67, retirementAge: 75 },
      8,
      'dependents',
      'family-shape',
    ],
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

  it('says when the retirement age shortens the support, on the page and as a caveat', () => {
    const a = analyseNeeds({ ...family, supportYears: 40 });
    expect(a.assumptions[0]).toBe(
      'Income support: 27 years, cut from 40 years (as your advisor set) by the retirement age of 65 (default).',
    );
    expect(a.recommendation.caveats).toContainEqual({
      kind: 'support-cut-by-retirement',
      text: 'Income support is 27 years, not 40: income is assumed to stop at the retirement age of 65.',
    });
    expect(analyseNeeds({ ...family, age: 72 }).assumptions[0]).toBe(
      'Income support: none, because income is assumed to stop at the retirement age of 72 (default).',
    );
  });

  it("lets the advisor's years reach a 67-year-old who still works, once the retirement age is set", () => {
    const working = { ...family, age: 67, supportYears: 6 };
    expect(analyseNeeds(working).assumptionValues.supportYears).toBe(3);
    const set = analyseNeeds({ ...working, retirementAge: 75 });
    expect(set.assumptionValues).toMatchObject({
      supportYears: 6,
      retirementAge: 75,
      retirementAgeSource: 'advisor',
    });
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
  it('applies the smoker factor and the class the health suggests, or the one the advisor sets', () => {
    const base = analyseNeeds(family);
    const smoker = analyseNeeds({ ...family, smoker: 'Smoker' });
    const poor = analyseNeeds({ ...family, healthStatus: 'Poor' });
    expect(smoker.premiums.smokerMultiplier).toBeGreaterThan(1.5);
    expect(smoker.premiums.termMonthly).toBeGreaterThan(base.premiums.termMonthly * 1.5);
    expect(poor.underwriting.rateClass).toMatch(/^table-/);
    expect(poor.premiums.classMultiplier).toBe(classFactor(poor.underwriting.rateClass));
    expect(poor.premiums.termMonthly).toBeGreaterThan(base.premiums.termMonthly);
    expect(poor.recommendation.caveats.map((c) => c.kind)).toContain('rated-class');
    const declined = analyseNeeds({ ...family, rateClass: 'specialist' });
    expect(declined.underwriting).toMatchObject({ priced: false, source: 'advisor' });
    expect(declined.recommendation.monthly).toBeNull();
    expect(declined.recommendation.caveats.map((c) => c.kind)).toContain('specialist-underwriting');
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
    expect(covered.budgetFit?.term).toMatchObject({ verdict: 'fits', affordableCoverage: 0 });
    expect(covered.recommendation).toMatchObject({
      shape: 'none',
      policies: [],
      summary: 'Your current cover and savings meet the need we measured.',
    });
    expect(covered.suitability.reasons[0]).toBe(
      'Your existing cover and savings already meet the need the analysis finds.',
    );
    expect(covered.assumptions).toContain(
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
    expect(a.recommendation.caveats[0]?.kind).toBe('group-not-portable');
  });

  it('counts group cover at the share the advisor sets', () => {
    const a = analyseNeeds({
      ...family,
      existingCoverIndividual: 100_000,
      existingCoverGroup: 200_000,
      groupCoverCountedPercent: 50,
    });
    expect(a.existingCoverCounted).toBe(200_000);
    expect(a.gap).toBe(2_083_000 - 200_000);
    expect(a.recommendation.caveats[0]?.text).toContain('50% of it is counted');
  });

  it('states the spouse income without subtracting it', () => {
    const a = analyseNeeds({ ...family, spouseIncome: 60_000 });
    expect(a.totalNeed).toBe(analyseNeeds(family).totalNeed);
    expect(a.inputs.spouseIncome).toBe(60_000);
    expect(a.assumptions.join(' ')).toContain(
      "Your partner's income of $60,000 a year is stated, not subtracted, by this method",
    );
    // The capital methods count it: the shortfall is what the family still lacks.
    expect(a.capital).toMatchObject({
      annualNeed: 63_750,
      survivorIncome: 60_000,
      annualShortfall: 3_750,
    });
    const capital = analyseNeeds({
      ...family,
      spouseIncome: 60_000,
      leadMethod: 'capital-liquidation',
    });
    expect(capital.totalNeed).toBe(capital.capital.liquidationTotal);
    expect(capital.totalNeed).toBeLessThan(a.totalNeed);
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

  it('offers no term past the oldest issue age and recommends whole life instead', () => {
    const a = analyseNeeds({ ...family, age: 84, recommendedProductType: 'Term' });
    expect(a.suitability).toMatchObject({ recommendedKind: 'permanent', termAvailable: false });
    expect(a.premiums.termMonthly).toBe(0);
    expect(a.premiums.recommendedMonthly).toBe(a.premiums.permanentMonthly);
    expect(a.coverageOverTime.every((p) => p.termCoverage === 0 && p.termPremiumsPaid === 0)).toBe(
      true,
    );
    expect(a.assumptions.join(' ')).toMatch(
      /Term life: not offered, as level term is rarely issued past age \d+\./,
    );
    expect(a.assumptions.join(' ')).toMatch(/Premiums: illustrative rates at .* age 84/);
  });

  it("follows the advisor's product type; an estate goal adds permanent cover, never $0", () => {
    expect(
      analyseNeeds({ ...family, recommendedProductType: 'Whole Life' }).recommendation.shape,
    ).toBe('permanent');
    expect(
      analyseNeeds({ ...family, recommendedProductType: 'Critical Illness' }).suitability
        .recommendedKind,
    ).toBe('term');
    const estate = analyseNeeds({ ...family, age: 58, goals: { planEstate: true } });
    expect(estate.recommendation.shape).toBe('term-and-permanent');
    const permanent = estate.recommendation.policies.find((p) => p.kind === 'permanent');
    expect(permanent?.cover).toBeGreaterThan(0);
    expect(estate.recommendation.caveats.map((c) => c.kind)).toContain('permanent-need-unsized');
  });

  it('picks the shortest term that outlasts the obligation, or the longest still issued', () => {
    expect(analyseNeeds({ ...family, mortgage: 0, supportYears: 12 }).termLengthYears).toBe(15);
    expect(analyseNeeds({ ...family, mortgage: 0, supportYears: 22 }).termLengthYears).toBe(25);
    const late = analyseNeeds({ ...family, age: 72, retirementAge: 80, mortgage: 600_000 });
    expect(late.recommendation.caveats.map((c) => c.kind)).toContain('term-ends-early');
  });

  it("prices a chosen product at its own rate relativity, so two insurers' prices differ", () => {
    const plain = analyseNeeds({ ...family, mortgage: 0, supportYears: 12 });
    const dearer = analyseNeeds({
      ...family,
      mortgage: 0,
      supportYears: 12,
      productRelativity: { term: 1.1 },
    });
    const [cheap] = plain.recommendation.policies;
    const [dear] = dearer.recommendation.policies;
    expect(dear?.cover).toBe(cheap?.cover);
    expect(dear?.monthly).toBeGreaterThan(cheap?.monthly ?? Infinity);
    const plan = { kind: 'term' as const, length: 15 as const };
    const profile: TRateProfile = {
      age: 38,
      sex: 'blended',
      smoker: false,
      rateClass: 'standard-plus',
    };
    expect(dear?.monthly).toBe(monthlyPremium(plan, profile, dear?.cover ?? 0, 1.1));
    // Outside the catalogue's bounds, no relativity applies.
    expect(
      analyseNeeds({ ...family, mortgage: 0, supportYears: 12, productRelativity: { term: 3 } })
        .recommendation.monthly,
    ).toBe(plain.recommendation.monthly);
  });

  it('handles an empty input with safe defaults', () => {
    const a = analyseNeeds({});
    expect(a.inputs.age).toBe(40);
    expect(a.inputs.monthlyBudget).toBeNull();
    expect(a.totalNeed).toBe(15_000);
    expect(a.assumptions[0]).toBe('Income support: none, as nobody relies on your income.');
    expect(a.recommendation.reasons[0]).toMatch(/^Nobody relies on your income/);
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
