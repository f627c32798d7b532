// The illustrative rates' rules: worked examples from the tables, issue ages, rate classes, size
// bands and the product relativity, and properties that hold for every profile (a premium never
// falls with age, cover, class or smoking; nothing is priced past the issue age).
// needs-rates-market.test.ts checks the same rates against published premiums.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  classFactor,
  classFromHealth,
  HEALTH_CLASS_NOTE,
  tobaccoClass,
  UNDERWRITING_CLASS_LABELS,
  UNDERWRITING_CLASSES,
  type TUnderwritingClass,
} from './needs-rate-classes';
import {
  annualPremium,
  baseRatePerThousand,
  coverForBudget,
  MAX_PRICED_COVER,
  MIN_ISSUE_AGE,
  monthlyPremium,
  NEEDS_TERM_LENGTHS,
  PERMANENT_MAX_ISSUE_AGE,
  POLICY_FEE_ANNUAL,
  priceable,
  smokerFactor,
  TERM_MAX_ISSUE_AGE,
  termIssuable,
  type TPlanToPrice,
  type TRateProfile,
} from './needs-rates';
import type { TTermLength } from './needs-types';

const person = (
  age: number,
  rateClass: TUnderwritingClass = 'standard',
  sex: TRateProfile['sex'] = 'male',
  smoker = false,
): TRateProfile => ({ age, sex, smoker, rateClass });
const term = (length: TTermLength): TPlanToPrice => ({ kind: 'term', length });
const wholeLife: TPlanToPrice = { kind: 'permanent' };
const maxIssueAge = (plan: TPlanToPrice) =>
  plan.kind === 'term' ? TERM_MAX_ISSUE_AGE[plan.length] : PERMANENT_MAX_ISSUE_AGE;
const PRICED_CLASSES = UNDERWRITING_CLASSES.filter((c) => c !== 'specialist');

describe('rates: worked examples', () => {
  it('a 35-year-old man, preferred, $500,000 20-year term: $31 a month', () => {
    // 0.74 standard × 0.82 preferred × 500 + $70 fee = $373.40 a year.
    expect(annualPremium(term(20), person(35, 'preferred'), 500_000)).toBeCloseTo(373.4, 6);
    expect(monthlyPremium(term(20), person(35, 'preferred'), 500_000)).toBe(31);
  });

  it('a 40-year-old woman, standard, $250,000 10-year term: $16 a month', () => {
    // 1.04 × 0.56 (10-year) × 0.79 (female) × 1.07 ($250,000 band) × 250 + $70 = $193.08.
    expect(annualPremium(term(10), person(40, 'standard', 'female'), 250_000)).toBeCloseTo(
      193.08,
      2,
    );
    expect(monthlyPremium(term(10), person(40, 'standard', 'female'), 250_000)).toBe(16);
  });

  it('a 45-year-old man, standard, $250,000 whole life: $579 a month', () => {
    // 27.5 × 250 + $70 = $6,945 a year.
    expect(annualPremium(wholeLife, person(45), 250_000)).toBeCloseTo(6945, 6);
    expect(monthlyPremium(wholeLife, person(45), 250_000)).toBe(579);
  });

  it('a 50-year-old smoker, standard, $1,000,000 20-year term: $621 a month', () => {
    // 2.75 × 0.91 ($1 million band) × 2.95 (smoker at 50) × 1,000 + $70 = $7,452.38.
    expect(annualPremium(term(20), person(50, 'standard', 'male', true), 1_000_000)).toBeCloseTo(
      7452.38,
      2,
    );
    expect(monthlyPremium(term(20), person(50, 'standard', 'male', true), 1_000_000)).toBe(621);
  });

  it('poor health at 45 is priced at table 4, twice the standard rate: $139 a month', () => {
    const poor = person(45, classFromHealth('Poor', false));
    // 1.6 × 2 × 500 + $70 = $1,670.
    expect(annualPremium(term(20), poor, 500_000)).toBeCloseTo(1670, 6);
    expect(monthlyPremium(term(20), poor, 500_000)).toBe(139);
  });

  it('a 61-year-old is priced between the table ages: $398 a month for a 20-year term', () => {
    // (7.9 + (15.5 − 7.9) × 1/5) × 500 + $70 = $4,780.
    expect(annualPremium(term(20), person(61), 500_000)).toBeCloseTo(4780, 6);
    expect(monthlyPremium(term(20), person(61), 500_000)).toBe(398);
  });

  it('no cover costs nothing', () => {
    expect(annualPremium(term(20), person(40), 0)).toBe(0);
    expect(monthlyPremium(wholeLife, person(40), -5)).toBe(0);
  });
});

describe('rates: issue ages', () => {
  it('issues 10-year terms to 80, 15 to 75, 20 to 70, 25 to 60 and 30 to 55', () => {
    expect(NEEDS_TERM_LENGTHS).toEqual([10, 15, 20, 25, 30]);
    expect(TERM_MAX_ISSUE_AGE).toEqual({ 10: 80, 15: 75, 20: 70, 25: 60, 30: 55 });
    expect(PERMANENT_MAX_ISSUE_AGE).toBe(85);
  });

  it('gives a 61-year-old a 20-year term and a 71-year-old none', () => {
    expect(termIssuable(20, 61)).toBe(true);
    expect(monthlyPremium(term(20), person(61), 500_000)).toBeGreaterThan(0);
    expect(termIssuable(20, 71)).toBe(false);
    expect(priceable(term(20), person(71))).toBe(false);
    expect(monthlyPremium(term(20), person(71), 500_000)).toBeNull();
    expect(monthlyPremium(term(10), person(71), 500_000)).toBeGreaterThan(0);
  });

  it('prices nothing before the minimum issue age or past the maximum', () => {
    const plans = [...NEEDS_TERM_LENGTHS.map(term), wholeLife];
    fc.assert(
      fc.property(fc.constantFrom(...plans), fc.integer({ min: 1, max: 40 }), (plan, years) => {
        expect(annualPremium(plan, person(maxIssueAge(plan) + years), 100_000)).toBeNull();
        expect(annualPremium(plan, person(MIN_ISSUE_AGE - years), 100_000)).toBeNull();
        expect(annualPremium(plan, person(maxIssueAge(plan)), 100_000)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('rate classes', () => {
  it('prices each class as a factor on standard, +25% a table', () => {
    expect(PRICED_CLASSES.map(classFactor)).toEqual([
      0.72, 0.82, 0.9, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3,
    ]);
    expect(classFactor('specialist')).toBeNull();
  });

  it('labels each class for the page', () => {
    expect(UNDERWRITING_CLASS_LABELS['preferred-plus']).toBe('Preferred Plus');
    expect(UNDERWRITING_CLASS_LABELS['standard-plus']).toBe('Standard Plus');
    expect(UNDERWRITING_CLASS_LABELS['table-2']).toBe('Table 2 (+50%)');
    expect(UNDERWRITING_CLASS_LABELS['table-8']).toBe('Table 8 (+200%)');
    expect(UNDERWRITING_CLASS_LABELS.specialist).toBe('Specialist underwriting');
    expect(HEALTH_CLASS_NOTE).toMatch(/estimated.*underwriting decides/);
  });

  it('reads the health label as the class it describes; smokers at the tobacco classes', () => {
    const labels = ['Excellent', 'Good', 'Fair', 'Poor', ''];
    expect(labels.map((label) => classFromHealth(label, false))).toEqual([
      'preferred',
      'standard-plus',
      'standard',
      'table-4',
      'standard',
    ]);
    expect(labels.map((label) => classFromHealth(label, true))).toEqual([
      'preferred',
      'standard',
      'standard',
      'table-4',
      'standard',
    ]);
  });

  it('prices a smoker at preferred at best and never at standard plus', () => {
    expect(tobaccoClass('preferred-plus')).toBe('preferred');
    expect(tobaccoClass('standard-plus')).toBe('standard');
    const smoker = (rateClass: TUnderwritingClass) => person(40, rateClass, 'male', true);
    expect(annualPremium(term(20), smoker('preferred-plus'), 500_000)).toBe(
      annualPremium(term(20), smoker('preferred'), 500_000),
    );
  });

  it('shows no price for specialist underwriting', () => {
    const specialist = person(40, 'specialist');
    expect(priceable(term(20), specialist)).toBe(false);
    expect(annualPremium(wholeLife, specialist, 500_000)).toBeNull();
    expect(coverForBudget(term(20), specialist, 1_000, 25_000)).toBe(0);
  });
});

describe('rates: size bands, fee and relativity', () => {
  it('charges a lower rate per $1,000 for larger covers, the top band above $2 million', () => {
    const rates = [50_000, 150_000, 300_000, 600_000, 1_500_000, 3_000_000].map((cover) =>
      baseRatePerThousand(term(20), { age: 40, sex: 'male' }, cover),
    );
    expect(rates).toEqual([...rates].sort((x, y) => y - x));
    expect(new Set(rates).size).toBe(6);
    const top = (cover: number) => baseRatePerThousand(wholeLife, { age: 40, sex: 'male' }, cover);
    expect(top(MAX_PRICED_COVER * 2)).toBe(top(MAX_PRICED_COVER));
  });

  it('prices a cover just below a band at the band when that is cheaper', () => {
    expect(annualPremium(term(20), person(40), 490_000)).toBe(
      annualPremium(term(20), person(40), 500_000),
    );
  });

  it('adds the policy fee once, outside the class and smoker factors', () => {
    const rate = (who: TRateProfile) => annualPremium(term(20), who, 500_000)! - POLICY_FEE_ANNUAL;
    expect(rate(person(40, 'table-2')) / rate(person(40))).toBeCloseTo(1.5, 9);
    expect(rate(person(40, 'standard', 'male', true)) / rate(person(40))).toBeCloseTo(
      smokerFactor(40),
      9,
    );
  });

  it('scales the whole premium by the product relativity', () => {
    const plan = fc.oneof(fc.constantFrom(...NEEDS_TERM_LENGTHS).map(term), fc.constant(wholeLife));
    fc.assert(
      fc.property(
        plan,
        fc.integer({ min: 18, max: 55 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.double({ min: 0.8, max: 1.25, noNaN: true }),
        (p, age, cover, relativity) => {
          const market = annualPremium(p, person(age), cover)!;
          expect(annualPremium(p, person(age), cover, relativity)).toBeCloseTo(
            market * relativity,
            6,
          );
        },
      ),
    );
    expect(monthlyPremium(term(20), person(35, 'preferred'), 500_000, 1.04)).toBe(
      Math.round((373.4 * 1.04) / 12),
    );
  });
});

const plans = fc.oneof(fc.constantFrom(...NEEDS_TERM_LENGTHS).map(term), fc.constant(wholeLife));
const profiles = fc.record({
  age: fc.integer({ min: 18, max: 85 }),
  sex: fc.constantFrom('male' as const, 'female' as const, 'blended' as const),
  smoker: fc.boolean(),
  rateClass: fc.constantFrom(...PRICED_CLASSES),
});
const covers = fc.integer({ min: 0, max: 20_000_000 });

describe('rates: properties', () => {
  it('a premium never falls with age while the plan is still issued', () => {
    fc.assert(
      fc.property(
        plans,
        profiles,
        covers,
        fc.integer({ min: 1, max: 30 }),
        (p, who, cover, years) => {
          const older = { ...who, age: who.age + years };
          fc.pre(priceable(p, older));
          expect(annualPremium(p, older, cover)!).toBeGreaterThanOrEqual(
            annualPremium(p, who, cover)!,
          );
        },
      ),
    );
  });

  it('a premium never falls as cover rises', () => {
    fc.assert(
      fc.property(
        plans,
        profiles,
        covers,
        fc.integer({ min: 0, max: 5_000_000 }),
        (p, who, c, more) => {
          fc.pre(priceable(p, who));
          expect(monthlyPremium(p, who, c + more)!).toBeGreaterThanOrEqual(
            monthlyPremium(p, who, c)!,
          );
        },
      ),
    );
  });

  it('a premium never falls with a worse class or with smoking', () => {
    fc.assert(
      fc.property(plans, profiles, covers, (p, who, cover) => {
        fc.pre(priceable(p, who));
        const prices = PRICED_CLASSES.map((rateClass) =>
          annualPremium(p, { ...who, rateClass }, cover)!,
        );
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        const smoking = annualPremium(p, { ...who, smoker: true }, cover)!;
        expect(smoking).toBeGreaterThanOrEqual(annualPremium(p, { ...who, smoker: false }, cover)!);
      }),
    );
  });

  it('the cover a budget buys costs no more than the budget, and one more step would', () => {
    fc.assert(
      fc.property(plans, profiles, fc.integer({ min: 0, max: 5_000 }), (p, who, budget) => {
        const bought = coverForBudget(p, who, budget, 25_000);
        expect(bought % 25_000).toBe(0);
        expect(bought).toBeLessThanOrEqual(MAX_PRICED_COVER);
        if (!priceable(p, who)) expect(bought).toBe(0);
        else {
          if (bought > 0) expect(monthlyPremium(p, who, bought)!).toBeLessThanOrEqual(budget);
          if (bought < MAX_PRICED_COVER)
            expect(monthlyPremium(p, who, bought + 25_000)!).toBeGreaterThan(budget);
        }
      }),
    );
  });
});
