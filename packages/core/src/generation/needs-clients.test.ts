// The three contrasting clients: each analysis follows that client's inputs, and what it recommends
// suits them (a small term for the renter's debts, term lasting as long as the family's mortgage,
// nothing new for the widow whose paid-up policy meets the only need she gave figures for).
import { describe, expect, it } from 'vitest';

import { CONTRASTING_CLIENTS } from '../test-client';
import { ZClientFormData } from './client-form';
import { analyseNeeds, needsInputFromClient, TERM_MAX_ISSUE_AGE } from './needs-analysis';

const analysisOf = (client: (typeof CONTRASTING_CLIENTS)[keyof typeof CONTRASTING_CLIENTS]) =>
  analyseNeeds(needsInputFromClient(ZClientFormData.parse(client)));

describe('the family with a mortgage (42, three children aged 4, 7 and 11)', () => {
  const a = analysisOf(CONTRASTING_CLIENTS.familyWithMortgage);

  it('reads every fact the advisor entered', () => {
    expect(a.inputs).toMatchObject({
      age: 42,
      annualIncome: 140_000,
      sex: 'female',
      mortgage: 380_000,
      debts: 22_000,
      existingCoverGroup: 280_000,
      existingCoverIndividual: 0,
      existingCoverage: 280_000,
      childrenAges: [4, 7, 11],
      youngestChildAge: 4,
    });
  });

  it('supports the family until the youngest turns 18 and educates three children', () => {
    expect(a.assumptionValues).toMatchObject({
      supportYears: 14,
      supportYearsSource: 'youngest-child',
      educationPerChild: 100_000,
      educationSource: 'default',
    });
    expect(a.dime).toEqual({
      debt: 22_000,
      income: 1_960_000,
      mortgage: 380_000,
      education: 300_000,
      finalExpenses: 15_000,
      total: 2_677_000,
    });
    expect(a.gap).toBe(2_677_000 - 280_000);
    expect(a.recommendedCoverage).toBe(2_400_000);
  });

  it('values the same years of 75% of income at 3% for the income-replacement method', () => {
    // 105,000 × (1 − 1.03^−14) / 0.03 = 105,000 × 11.29607 = 1,186,088
    expect(a.hlv).toMatchObject({
      annualAmount: 105_000,
      years: 14,
      discountRatePercent: 3,
      presentValue: 1_186_088,
    });
    expect(a.hlv.total).toBe(1_186_088 + 22_000 + 380_000 + 300_000 + 15_000);
  });

  it('keeps term cover until the mortgage is paid, stepping down once the children are grown', () => {
    const r = a.recommendation;
    expect(r.horizonReason).toBe('mortgage');
    expect(r.horizonYears).toBe(25);
    expect(r.policies.map((p) => (p.kind === 'term' ? p.length : 0)).sort()).toEqual([15, 25]);
    expect(a.suitability.recommendedKind).toBe('term');
    expect(a.premiums.recommendedMonthly).toBe(r.monthly);
    // Group cover is counted, and the page says it ends with the job; the plan costs more than her $150.
    expect(r.caveats.map((c) => c.kind)).toEqual(['group-not-portable', 'budget-short']);
    expect(r.monthly).toBeGreaterThan(150);
  });

  it('states its assumptions in plain sentences', () => {
    expect(a.assumptions).toContain(
      'Income support: 14 years, until your youngest child turns 18; it ends by the retirement age of 65 (default).',
    );
    expect(a.assumptions).toContain(
      'Education: $100,000 per child for 3 children (default; published examples use $90,000–$200,000).',
    );
    expect(a.assumptions.join(' ')).toContain('existing cover $280,000 (group life)');
  });
});

describe('the single renter (29, $45,000, $28,000 student loan)', () => {
  const a = analysisOf(CONTRASTING_CLIENTS.singleRenter);

  it('replaces no income, as nobody relies on it, and pays off the loan', () => {
    expect(a.incomeReplacement).toEqual({ years: 0, basis: 'single', amount: 0 });
    expect(a.dime).toEqual({
      debt: 28_000,
      income: 0,
      mortgage: 0,
      education: 0,
      finalExpenses: 15_000,
      total: 43_000,
    });
    expect(a.recommendedCoverage).toBe(50_000);
  });

  it('recommends a short term near the minimum premium', () => {
    expect(a.suitability.recommendedKind).toBe('term');
    expect(a.termLengthYears).toBe(10);
    expect(a.premiums.recommendedMonthly).toBeGreaterThanOrEqual(5);
    expect(a.premiums.recommendedMonthly).toBeLessThanOrEqual(15);
    expect(a.assumptions.join(' ')).toContain('Education: none, as there are no dependents.');
  });
});

describe('the widow planning her estate (63, $50,000 paid-up policy, no estate figures)', () => {
  const a = analysisOf(CONTRASTING_CLIENTS.widowPlanningEstate);

  it('counts her paid-up policy and no debts', () => {
    expect(a.inputs).toMatchObject({
      existingCoverIndividual: 50_000,
      existingCoverGroup: 0,
      debts: 0,
      mortgage: 0,
      planEstate: true,
      sex: 'female',
    });
    expect(a.existingCoverage).toBe(50_000);
    expect(a.permanentNeeds).toMatchObject({ finalExpenses: 15_000, total: 15_000 });
  });

  it('recommends nothing new, never "$0", and says what was not sized', () => {
    expect(a.recommendation.shape).toBe('none');
    expect(a.recommendedCoverage).toBe(0);
    expect(a.recommendation.summary).toBe(
      'Your current cover and savings meet the need we measured.',
    );
    expect(a.recommendation.caveats.map((c) => c.kind)).toEqual(['permanent-need-unsized']);
  });

  it('offers no 25- or 30-year term at 63, but a 20-year one', () => {
    expect(63).toBeGreaterThan(TERM_MAX_ISSUE_AGE[25]);
    expect(63).toBeGreaterThan(TERM_MAX_ISSUE_AGE[30]);
    expect(63).toBeLessThanOrEqual(TERM_MAX_ISSUE_AGE[20]);
  });
});

describe('the three clients side by side', () => {
  const all = Object.values(CONTRASTING_CLIENTS).map(analysisOf);

  it('give different needs, gaps and recommendations', () => {
    expect(new Set(all.map((a) => a.totalNeed)).size).toBe(3);
    expect(new Set(all.map((a) => a.recommendation.shape)).size).toBe(3);
  });

  it('give reasons without figures', () => {
    for (const a of all) {
      expect(a.suitability.reasons.length).toBeGreaterThan(0);
      for (const reason of a.suitability.reasons) expect(reason).not.toMatch(/\d/);
    }
  });
});
