// Properties of the whole analysis for any input: finite, non-negative, whole-dollar figures;
// a need that never falls as income or debts rise; consistent totals, premiums and suitability.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  analyseNeeds,
  PERMANENT_MAX_ISSUE_AGE,
  TERM_MAX_ISSUE_AGE,
  type TNeedsAnalysis,
  type TNeedsInput,
} from './needs-analysis';

function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** Rates, factors and percentages may carry decimals; every other figure is whole dollars, years or counts. */
const DECIMAL_FIELDS = /(RatePerThousand|Multiplier|Percent)$/;

const anyNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -1_000_000, max: 2e9 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0),
);
const anyInput: fc.Arbitrary<TNeedsInput> = fc.record(
  {
    age: fc.option(anyNumber),
    annualIncome: fc.option(anyNumber),
    dependents: fc.option(anyNumber),
    maritalStatus: fc.option(
      fc.constantFrom('Single', 'Married', 'Common-law', 'Divorced', 'Widowed', 'Separated', 'x'),
    ),
    monthlyBudget: fc.option(anyNumber),
    smoker: fc.option(fc.oneof(fc.boolean(), fc.constantFrom('Smoker', 'Non-Smoker'))),
    healthStatus: fc.option(fc.constantFrom('Excellent', 'Good', 'Fair', 'Poor', '')),
    gender: fc.option(fc.constantFrom('Male', 'Female', 'Other', 'Prefer not to say', '')),
    debts: fc.option(anyNumber),
    mortgage: fc.option(anyNumber),
    existingCoverage: fc.option(anyNumber),
    existingCoverIndividual: fc.option(anyNumber),
    existingCoverGroup: fc.option(anyNumber),
    savings: fc.option(anyNumber),
    childrenAges: fc.option(fc.array(anyNumber, { maxLength: 12 })),
    educationPerChild: fc.option(anyNumber),
    finalExpenses: fc.option(anyNumber),
    spouseIncome: fc.option(anyNumber),
    supportYears: fc.option(anyNumber),
    incomeReplacementPercent: fc.option(anyNumber),
    discountRatePercent: fc.option(anyNumber),
    leadMethod: fc.option(fc.constantFrom('dime' as const, 'hlv' as const)),
    goals: fc.option(fc.record({ planEstate: fc.boolean() })),
    recommendedProductType: fc.option(
      fc.constantFrom('Term', 'Whole Life', 'Universal', 'Critical Illness', ''),
    ),
  },
  { requiredKeys: [] },
);
const inRange = fc.record({
  age: fc.integer({ min: 18, max: 100 }),
  annualIncome: fc.integer({ min: 0, max: 5_000_000 }),
  dependents: fc.integer({ min: 0, max: 10 }),
  maritalStatus: fc.constantFrom(
    'Single',
    'Married',
    'Common-law',
    'Divorced',
    'Widowed',
    'Separated',
  ),
  monthlyBudget: fc.integer({ min: 50, max: 2000 }),
  smoker: fc.boolean(),
  healthStatus: fc.constantFrom('Excellent', 'Good', 'Fair', 'Poor'),
  gender: fc.constantFrom('Male', 'Female', ''),
  debts: fc.integer({ min: 0, max: 2_000_000 }),
  mortgage: fc.integer({ min: 0, max: 5_000_000 }),
  existingCoverage: fc.integer({ min: 0, max: 5_000_000 }),
  savings: fc.integer({ min: 0, max: 1_000_000 }),
  childrenAges: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }),
  leadMethod: fc.constantFrom('dime' as const, 'hlv' as const),
  incomeReplacementPercent: fc.option(fc.integer({ min: 10, max: 100 }), { nil: null }),
  discountRatePercent: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
  goals: fc.record({ planEstate: fc.boolean() }),
});

function lumpSums(a: TNeedsAnalysis['dime']): number {
  return a.debt + a.mortgage + a.education + a.finalExpenses;
}

describe('analyseNeeds: properties', () => {
  it('gives only finite, non-negative numbers, whole where they are money, for any input however absurd', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const [path, n] of numbersIn(analyseNeeds(input))) {
          expect(Number.isFinite(n), path).toBe(true);
          expect(n, path).toBeGreaterThanOrEqual(0);
          if (!DECIMAL_FIELDS.test(path)) expect(Number.isInteger(n), path).toBe(true);
        }
      }),
    );
  });

  it('keeps totals, gap and recommendation consistent', () => {
    fc.assert(
      fc.property(inRange, (input) => {
        const a = analyseNeeds(input);
        expect(a.dime.total).toBe(lumpSums(a.dime) + a.dime.income);
        expect(a.hlv.total).toBe(lumpSums(a.dime) + a.hlv.presentValue);
        const method = a.leadMethod === 'dime' ? a.dime.total : a.hlv.total;
        // Final expenses move to the needs that do not end when there are any.
        expect(a.totalNeed).toBe(
          method - a.permanentNeeds.finalExpenses + a.permanentNeeds.total + a.businessNeeds.total,
        );
        // Savings never meet an estate's own needs, so the gap may exceed need − cover − savings.
        expect(a.gap).toBeGreaterThanOrEqual(
          Math.max(0, a.totalNeed - a.existingCoverCounted - a.savings),
        );
        expect(a.gap).toBeLessThanOrEqual(a.totalNeed);
        const policies = a.recommendation.policies;
        expect(a.recommendedCoverage).toBe(policies.reduce((sum, p) => sum + p.cover, 0));
        expect(a.recommendedCoverage).toBeGreaterThanOrEqual(a.gap);
        expect(a.recommendedCoverage - a.gap).toBeLessThan(25_000 * Math.max(1, policies.length));
        expect(a.recommendedCoverage % 25_000).toBe(0);
        expect(a.budgetFit?.term.coveredPercent ?? 0).toBeLessThanOrEqual(100);
        const needs = a.coverageOverTime.map((p) => p.remainingNeed);
        expect(needs).toEqual([...needs].sort((x, y) => y - x));
      }),
    );
  });

  it("never leaves a year of the plan's own projection uncovered, unless it discloses why", () => {
    fc.assert(
      fc.property(inRange, (input) => {
        const a = analyseNeeds(input);
        const disclosed = a.recommendation.caveats.some((c) => c.kind === 'term-ends-early');
        if (disclosed) return;
        for (const point of a.coverageOverTime)
          expect(
            point.termCoverage + point.permanentCoverage,
            `year ${point.year}`,
          ).toBeGreaterThanOrEqual(point.remainingNeed);
      }),
    );
  });

  it('prices the recommended kind, and nothing when there is no gap', () => {
    fc.assert(
      fc.property(inRange, (input) => {
        const a = analyseNeeds(input);
        const { premiums } = a;
        expect(premiums.recommendedMonthly).toBe(a.recommendation.monthly ?? 0);
        if (a.gap === 0) {
          expect([
            premiums.termMonthly,
            premiums.permanentMonthly,
            premiums.recommendedMonthly,
            premiums.policyFeeAnnual,
          ]).toEqual([0, 0, 0, 0]);
          expect(a.budgetFit?.term).toMatchObject({ verdict: 'fits', affordableCoverage: 0 });
          expect(a.budgetFit?.permanent).toMatchObject({ verdict: 'fits', affordableCoverage: 0 });
          expect(a.recommendation.shape).toBe('none');
        } else if (a.inputs.age <= PERMANENT_MAX_ISSUE_AGE) {
          expect(premiums.recommendedMonthly).toBeGreaterThan(0);
        } else {
          // Past every issue age: no price, and the page says why.
          expect(a.recommendation.monthly).toBeNull();
          expect(a.recommendation.caveats.map((c) => c.kind)).toContain('specialist-underwriting');
        }
      }),
    );
  });

  it('recommends permanent cover past the oldest term issue age, and offers no term there', () => {
    fc.assert(
      fc.property(
        inRange,
        fc.integer({ min: TERM_MAX_ISSUE_AGE[10] + 1, max: 100 }),
        (input, age) => {
          const a = analyseNeeds({ ...input, age });
          expect(a.suitability).toMatchObject({
            recommendedKind: 'permanent',
            termAvailable: false,
          });
          expect(a.premiums.termMonthly).toBe(0);
        },
      ),
    );
  });

  it('never offers a term past its issue age', () => {
    fc.assert(
      fc.property(inRange, (input) => {
        const a = analyseNeeds(input);
        if (a.suitability.termAvailable)
          expect(a.inputs.age).toBeLessThanOrEqual(TERM_MAX_ISSUE_AGE[a.termLengthYears]);
        for (const reason of a.suitability.reasons) expect(reason).not.toMatch(/\d/);
      }),
    );
  });

  it('never lowers the need when income rises', () => {
    fc.assert(
      fc.property(inRange, fc.integer({ min: 0, max: 5_000_000 }), (input, raise) => {
        const lower = analyseNeeds(input);
        const higher = analyseNeeds({ ...input, annualIncome: input.annualIncome + raise });
        expect(higher.dime.total).toBeGreaterThanOrEqual(lower.dime.total);
        expect(higher.hlv.total).toBeGreaterThanOrEqual(lower.hlv.total);
        expect(higher.gap).toBeGreaterThanOrEqual(lower.gap);
      }),
    );
  });

  it('never lowers the need when debts or the mortgage rise', () => {
    fc.assert(
      fc.property(
        inRange,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (input, moreDebt, moreMortgage) => {
          const lower = analyseNeeds(input);
          const higher = analyseNeeds({
            ...input,
            debts: input.debts + moreDebt,
            mortgage: input.mortgage + moreMortgage,
          });
          expect(higher.totalNeed).toBeGreaterThanOrEqual(lower.totalNeed);
          expect(higher.gap).toBeGreaterThanOrEqual(lower.gap);
          expect(higher.recommendedCoverage).toBeGreaterThanOrEqual(lower.recommendedCoverage);
        },
      ),
    );
  });

  it('never lowers the premium with age for the same cover', () => {
    fc.assert(
      fc.property(inRange, fc.integer({ min: 0, max: 30 }), (input, years) => {
        // No income and no dependents: the same need (and cover) at any age.
        const fixed = {
          ...input,
          annualIncome: 0,
          dependents: 0,
          childrenAges: [],
          maritalStatus: 'Single',
          existingCoverage: 0,
          savings: 0,
        };
        const young = analyseNeeds(fixed);
        const old = analyseNeeds({ ...fixed, age: Math.min(100, input.age + years) });
        // The same plan at an older age: term may no longer be issued, which changes the plan.
        if (
          old.recommendation.shape !== young.recommendation.shape ||
          old.recommendedCoverage !== young.recommendedCoverage ||
          old.termLengthYears !== young.termLengthYears ||
          old.recommendation.monthly === null
        )
          return;
        expect(old.premiums.permanentMonthly).toBeGreaterThanOrEqual(
          young.premiums.permanentMonthly,
        );
        if (old.suitability.termAvailable)
          expect(old.premiums.termMonthly).toBeGreaterThanOrEqual(young.premiums.termMonthly);
      }),
    );
  });
});
