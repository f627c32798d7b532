import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZClientFormData } from './client-form';
import { NEEDS_DISCLAIMER, analyseNeeds, formatCurrency, needsInputFromClient, type TNeedsInput } from './needs-analysis';

function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, path ? `${path}.${k}` : k));
  }
  return [];
}

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

  it('applies DIME with 18 years of income for a family', () => {
    expect(a.incomeReplacement).toEqual({ years: 18, basis: 'dependents', amount: 1_530_000 });
    expect(a.dime).toEqual({ debt: 18_000, income: 1_530_000, mortgage: 320_000, education: 80_000, finalExpenses: 15_000 });
    expect(a.totalNeed).toBe(1_963_000);
    expect(a.gap).toBe(1_863_000);
    expect(a.recommendedCoverage).toBe(1_875_000);
    expect(a.termLengthYears).toBe(20);
  });

  it('prices term and whole life from the interpolated rate table', () => {
    // age 38: term 0.75 + 3/5 × (1.00 − 0.75) = 0.90 per $1,000 a year; 1,875 × 0.90 / 12 = 140.6
    expect(a.premiums.termAnnualRatePerThousand).toBe(0.9);
    expect(a.premiums.termMonthly).toBe(141);
    // whole life 11.5 + 3/5 × (14 − 11.5) = 13.0; 1,875 × 13 / 12 = 2,031.25
    expect(a.premiums.permanentMonthly).toBe(2031);
  });

  it('judges the budget against each premium', () => {
    expect(a.budgetFit.term).toMatchObject({ verdict: 'fits', coveredPercent: 100 });
    expect(a.budgetFit.permanent).toMatchObject({ verdict: 'short', coveredPercent: 7, affordableCoverage: 125_000 });
  });

  it('costs out five years of waiting', () => {
    expect(a.costOfWaiting.years).toBe(5);
    expect(a.costOfWaiting.termMonthlyLater).toBeGreaterThan(a.premiums.termMonthly);
    expect(a.costOfWaiting.termExtraOverTerm).toBe(a.costOfWaiting.termExtraPerMonth * 12 * 20);
  });

  it('gives a 20-year series for the line chart', () => {
    expect(a.coverageOverTime).toHaveLength(20);
    expect(a.coverageOverTime[0]).toMatchObject({ year: 1, termCoverage: 1_875_000, permanentCoverage: 1_875_000, remainingNeed: 1_863_000 });
    expect(a.coverageOverTime.at(-1)?.termPremiumsPaid).toBe(141 * 12 * 20);
    const needs = a.coverageOverTime.map((p) => p.remainingNeed);
    expect(needs).toEqual([...needs].sort((x, y) => y - x));
  });

  it('carries the disclaimer and plain-language assumptions', () => {
    expect(a.disclaimer).toBe('Illustrative estimates, not a quote or an offer. Premiums depend on underwriting.');
    expect(a.disclaimer).toBe(NEEDS_DISCLAIMER);
    expect(a.assumptions.join(' ')).toContain('18 years of income');
  });
});

describe('analyseNeeds: situations', () => {
  it.each([
    [{ maritalStatus: 'Married', dependents: 0 }, 5, 'partner'],
    [{ maritalStatus: 'Common-law', dependents: 0 }, 5, 'partner'],
    [{ maritalStatus: 'Single', dependents: 0 }, 1, 'single'],
    [{ maritalStatus: 'Divorced', dependents: 3 }, 18, 'dependents'],
    [{ maritalStatus: 'Married', dependents: 2, age: 60 }, 5, 'dependents'],
    [{ maritalStatus: 'Married', dependents: 2, age: 70 }, 0, 'dependents'],
  ] as const)('%j → %s years (%s)', (patch, years, basis) => {
    const a = analyseNeeds({ ...family, ...patch });
    expect(a.incomeReplacement.years).toBe(years);
    expect(a.incomeReplacement.basis).toBe(basis);
  });

  it('applies smoker and health multipliers', () => {
    const base = analyseNeeds({ ...family, healthStatus: 'Good' });
    const smoker = analyseNeeds({ ...family, smoker: 'Smoker' });
    const poor = analyseNeeds({ ...family, healthStatus: 'Poor' });
    expect(smoker.premiums.smokerMultiplier).toBe(2);
    expect(smoker.premiums.termMonthly).toBeCloseTo(base.premiums.termMonthly * 2, -1);
    expect(poor.premiums.healthMultiplier).toBe(1.9);
    expect(poor.premiums.termMonthly).toBeGreaterThan(base.premiums.termMonthly);
  });

  it('never lets the gap go below zero', () => {
    const covered = analyseNeeds({ ...family, existingCoverage: 50_000_000 });
    expect(covered.gap).toBe(0);
    expect(covered.recommendedCoverage).toBe(0);
    expect(covered.premiums.termMonthly).toBe(0);
    expect(covered.budgetFit.term.verdict).toBe('fits');
  });

  it('handles an empty input with safe defaults', () => {
    const a = analyseNeeds({});
    expect(a.inputs.age).toBe(40);
    expect(a.totalNeed).toBe(15_000);
    expect(numbersIn(a).every(([, n]) => Number.isFinite(n) && n >= 0)).toBe(true);
  });

  it('ignores labels it does not know', () => {
    const a = analyseNeeds({ ...family, healthStatus: 'ignore previous instructions', maritalStatus: '<b>' });
    expect(a.inputs.healthStatus).toBe('');
    expect(a.inputs.maritalStatus).toBe('');
    expect(JSON.stringify(a)).not.toMatch(/ignore previous|<b>/);
  });

  it('reads the wizard record', () => {
    const client = ZClientFormData.parse({
      clientName: 'A',
      age: '45',
      gender: 'Male',
      annualIncome: '120,000',
      maritalStatus: 'Single',
      budget: '200',
      dependents: '1',
      smoker: 'Smoker',
    });
    const input = needsInputFromClient(client, { mortgage: 250_000 });
    expect(input).toMatchObject({ age: 45, annualIncome: 120_000, dependents: 1, monthlyBudget: 200, smoker: 'Smoker', mortgage: 250_000 });
    expect(analyseNeeds(input).dime.mortgage).toBe(250_000);
  });
});

const anyNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -1_000_000, max: 1e9 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0),
);
const anyInput = fc.record(
  {
    age: fc.option(anyNumber),
    annualIncome: fc.option(anyNumber),
    dependents: fc.option(anyNumber),
    maritalStatus: fc.option(fc.constantFrom('Single', 'Married', 'Common-law', 'Divorced', 'Widowed', 'Separated', 'x')),
    monthlyBudget: fc.option(anyNumber),
    smoker: fc.option(fc.oneof(fc.boolean(), fc.constantFrom('Smoker', 'Non-Smoker'))),
    healthStatus: fc.option(fc.constantFrom('Excellent', 'Good', 'Fair', 'Poor', '')),
    debts: fc.option(anyNumber),
    mortgage: fc.option(anyNumber),
    existingCoverage: fc.option(anyNumber),
  },
  { requiredKeys: [] },
);
const inRange = fc.record({
  age: fc.integer({ min: 18, max: 100 }),
  annualIncome: fc.integer({ min: 0, max: 5_000_000 }),
  dependents: fc.integer({ min: 0, max: 10 }),
  maritalStatus: fc.constantFrom('Single', 'Married', 'Common-law', 'Divorced', 'Widowed', 'Separated'),
  monthlyBudget: fc.integer({ min: 50, max: 2000 }),
  smoker: fc.boolean(),
  healthStatus: fc.constantFrom('Excellent', 'Good', 'Fair', 'Poor'),
  debts: fc.integer({ min: 0, max: 2_000_000 }),
  mortgage: fc.integer({ min: 0, max: 5_000_000 }),
  existingCoverage: fc.integer({ min: 0, max: 5_000_000 }),
});

describe('analyseNeeds: properties', () => {
  it('gives only finite, non-negative numbers for any input, however absurd', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const [path, n] of numbersIn(analyseNeeds(input))) {
          expect(Number.isFinite(n), path).toBe(true);
          expect(n, path).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps the gap within the total need and the recommendation just above the gap', () => {
    fc.assert(
      fc.property(inRange, (input) => {
        const a = analyseNeeds(input);
        expect(a.gap).toBeLessThanOrEqual(a.totalNeed);
        expect(a.recommendedCoverage).toBeGreaterThanOrEqual(a.gap);
        expect(a.recommendedCoverage - a.gap).toBeLessThan(25_000);
        expect(a.recommendedCoverage % 25_000).toBe(0);
        expect(a.totalNeed).toBe(a.dime.debt + a.dime.income + a.dime.mortgage + a.dime.education + a.dime.finalExpenses);
        expect(a.budgetFit.term.coveredPercent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never lowers the need when income rises', () => {
    fc.assert(
      fc.property(inRange, fc.integer({ min: 0, max: 5_000_000 }), (input, raise) => {
        const lower = analyseNeeds(input);
        const higher = analyseNeeds({ ...input, annualIncome: input.annualIncome + raise });
        expect(higher.totalNeed).toBeGreaterThanOrEqual(lower.totalNeed);
        expect(higher.gap).toBeGreaterThanOrEqual(lower.gap);
      }),
    );
  });

  it('never lowers premiums with age', () => {
    fc.assert(
      fc.property(inRange, fc.integer({ min: 0, max: 30 }), (input, years) => {
        const coverage = { existingCoverage: 0 };
        const young = analyseNeeds({ ...input, ...coverage, dependents: 0, maritalStatus: 'Single', annualIncome: 0 });
        const old = analyseNeeds({ ...input, ...coverage, dependents: 0, maritalStatus: 'Single', annualIncome: 0, age: Math.min(100, input.age + years) });
        expect(old.premiums.termAnnualRatePerThousand).toBeGreaterThanOrEqual(young.premiums.termAnnualRatePerThousand);
        expect(old.premiums.permanentAnnualRatePerThousand).toBeGreaterThanOrEqual(young.premiums.permanentAnnualRatePerThousand);
      }),
    );
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
