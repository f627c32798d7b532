// The illustrative rate table has the shape of published quote-site rates (Policygenius,
// insure.com, ValuePenguin averages; see needs-rates.ts): term-length, smoker and sex ratios,
// size bands with a policy fee, issue ages, and prices that never fall with age or cover.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  annualPremium,
  baseRatePerThousand,
  coverForBudget,
  monthlyPremium,
  NEEDS_TERM_LENGTHS,
  POLICY_FEE_ANNUAL,
  TERM_MAX_ISSUE_AGE,
  termIssuable,
  type TPlanToPrice,
  type TRateProfile,
} from './needs-rates';
import type { TTermLength } from './needs-types';

const person = (
  age: number,
  sex: TRateProfile['sex'] = 'male',
  smoker = false,
  healthStatus = 'Good',
): TRateProfile => ({ age, sex, smoker, healthStatus });
const term = (length: TTermLength): TPlanToPrice => ({ kind: 'term', length });
const wholeLife: TPlanToPrice = { kind: 'permanent' };
const SEXES = ['male', 'female'] as const;
const REFERENCE_COVERS = [500_000, 1_000_000];

/** Every (age, sex, cover) where a term of `length` is issued, ages 20 up. */
function issued(length: TTermLength): [number, (typeof SEXES)[number], number][] {
  const cases: [number, (typeof SEXES)[number], number][] = [];
  for (let age = 20; age <= TERM_MAX_ISSUE_AGE[length]; age += 1)
    for (const sex of SEXES) for (const cover of REFERENCE_COVERS) cases.push([age, sex, cover]);
  return cases;
}

describe('rates: published price points', () => {
  it('a healthy 35-year-old man, $500,000 20-year term: $25–$32 a month', () => {
    expect(monthlyPremium(term(20), person(35), 500_000)).toBeGreaterThanOrEqual(25);
    expect(monthlyPremium(term(20), person(35), 500_000)).toBeLessThanOrEqual(32);
  });

  it('a 40-year-old man, $1,000,000 20-year term: $45–$60 a month', () => {
    const monthly = monthlyPremium(term(20), person(40), 1_000_000);
    expect(monthly).toBeGreaterThanOrEqual(45);
    expect(monthly).toBeLessThanOrEqual(60);
  });

  it('a $75,000 10-year term at 30 lands near the minimum premium ($8–$12), the policy fee dominating', () => {
    const monthly = monthlyPremium(term(10), person(30), 75_000);
    expect(monthly).toBeGreaterThanOrEqual(8);
    expect(monthly).toBeLessThanOrEqual(12);
    expect(annualPremium(term(10), person(30), 75_000)).toBeLessThan(2 * POLICY_FEE_ANNUAL);
    expect(monthlyPremium(term(10), person(18, 'female'), 25_000)).toBeGreaterThanOrEqual(
      Math.round(POLICY_FEE_ANNUAL / 12),
    );
  });

  it('whole life, $100,000 for a 40-year-old man: $90–$140 a month', () => {
    const monthly = monthlyPremium(wholeLife, person(40), 100_000);
    expect(monthly).toBeGreaterThanOrEqual(90);
    expect(monthly).toBeLessThanOrEqual(140);
  });

  it('no cover costs nothing', () => {
    expect(annualPremium(term(20), person(40), 0)).toBe(0);
    expect(monthlyPremium(wholeLife, person(40), -5)).toBe(0);
  });
});

describe('rates: published ratios', () => {
  it('a 10-year term costs 59–78% of a 20-year one', () => {
    for (const [age, sex, cover] of issued(20)) {
      const ratio =
        annualPremium(term(10), person(age, sex), cover) /
        annualPremium(term(20), person(age, sex), cover);
      expect(ratio, `${age} ${sex} ${cover}`).toBeGreaterThanOrEqual(0.59);
      expect(ratio, `${age} ${sex} ${cover}`).toBeLessThanOrEqual(0.78);
    }
  });

  it('a 30-year term costs 1.4–1.8 times a 20-year one', () => {
    for (const [age, sex, cover] of issued(30)) {
      const ratio =
        annualPremium(term(30), person(age, sex), cover) /
        annualPremium(term(20), person(age, sex), cover);
      expect(ratio, `${age} ${sex} ${cover}`).toBeGreaterThanOrEqual(1.4);
      expect(ratio, `${age} ${sex} ${cover}`).toBeLessThanOrEqual(1.8);
    }
  });

  it('smokers pay 2.2–3.1 times, more at older ages', () => {
    for (const length of NEEDS_TERM_LENGTHS) {
      for (const [age, sex, cover] of issued(length)) {
        const ratio =
          annualPremium(term(length), person(age, sex, true), cover) /
          annualPremium(term(length), person(age, sex), cover);
        expect(ratio, `${length} ${age} ${sex} ${cover}`).toBeGreaterThanOrEqual(2.2);
        expect(ratio, `${length} ${age} ${sex} ${cover}`).toBeLessThanOrEqual(3.1);
      }
    }
    const young =
      annualPremium(term(20), person(25, 'male', true), 500_000) /
      annualPremium(term(20), person(25), 500_000);
    const older =
      annualPremium(term(20), person(55, 'male', true), 500_000) /
      annualPremium(term(20), person(55), 500_000);
    expect(older).toBeGreaterThan(young);
  });

  it('women pay 75–90% of men; a blended rate sits between them', () => {
    for (const length of NEEDS_TERM_LENGTHS) {
      for (const [age, , cover] of issued(length)) {
        const male = annualPremium(term(length), person(age, 'male'), cover);
        const female = annualPremium(term(length), person(age, 'female'), cover);
        const blended = annualPremium(term(length), person(age, 'blended'), cover);
        expect(female / male, `${length} ${age} ${cover}`).toBeGreaterThanOrEqual(0.75);
        expect(female / male, `${length} ${age} ${cover}`).toBeLessThanOrEqual(0.9);
        expect(blended).toBeCloseTo((male + female) / 2, 6);
      }
    }
  });

  it('whole life costs many times a 20-year term', () => {
    for (const age of [25, 40, 55]) {
      const ratio =
        annualPremium(wholeLife, person(age), 500_000) /
        annualPremium(term(20), person(age), 500_000);
      expect(ratio, String(age)).toBeGreaterThan(5);
    }
  });

  it('applies the health class to the rate, not the fee', () => {
    const good = annualPremium(term(20), person(40), 500_000) - POLICY_FEE_ANNUAL;
    const poor =
      annualPremium(term(20), person(40, 'male', false, 'Poor'), 500_000) - POLICY_FEE_ANNUAL;
    const excellent =
      annualPremium(term(20), person(40, 'male', false, 'Excellent'), 500_000) - POLICY_FEE_ANNUAL;
    expect(poor / good).toBeCloseTo(1.9, 6);
    expect(excellent / good).toBeCloseTo(0.9, 6);
  });
});

describe('rates: size bands', () => {
  it('the rate per $1,000 falls for larger covers', () => {
    const rates = [100_000, 300_000, 600_000, 2_000_000].map((cover) =>
      baseRatePerThousand(term(20), { age: 40, sex: 'male' }, cover),
    );
    expect(rates).toEqual([...rates].sort((x, y) => y - x));
    expect(new Set(rates).size).toBe(4);
  });

  it('prices a cover just below a band at the band when that is cheaper', () => {
    expect(annualPremium(term(20), person(40), 490_000)).toBe(
      annualPremium(term(20), person(40), 500_000),
    );
  });
});

describe('rates: issue ages', () => {
  it('issues 10-year terms to 75, 20-year to 60 and 30-year to 50', () => {
    expect(TERM_MAX_ISSUE_AGE).toEqual({ 10: 75, 20: 60, 30: 50 });
    expect([
      termIssuable(10, 75),
      termIssuable(10, 76),
      termIssuable(20, 60),
      termIssuable(20, 61),
      termIssuable(30, 50),
      termIssuable(30, 51),
    ]).toEqual([true, false, true, false, true, false]);
  });
});

const profile = fc.record({
  age: fc.integer({ min: 18, max: 100 }),
  sex: fc.constantFrom('male' as const, 'female' as const, 'blended' as const),
  smoker: fc.boolean(),
  healthStatus: fc.constantFrom('Excellent', 'Good', 'Fair', 'Poor', ''),
});
const plan = fc.oneof(fc.constantFrom<TTermLength>(10, 20, 30).map(term), fc.constant(wholeLife));
const cover = fc.integer({ min: 0, max: 50_000_000 });

describe('rates: properties', () => {
  it('a premium never falls with age for the same cover', () => {
    fc.assert(
      fc.property(
        plan,
        profile,
        cover,
        fc.integer({ min: 0, max: 40 }),
        (p, who, amount, years) => {
          const older = { ...who, age: Math.min(100, who.age + years) };
          expect(annualPremium(p, older, amount)).toBeGreaterThanOrEqual(
            annualPremium(p, who, amount),
          );
        },
      ),
    );
  });

  it('a premium never falls as cover rises at the same age', () => {
    fc.assert(
      fc.property(
        plan,
        profile,
        cover,
        fc.integer({ min: 0, max: 5_000_000 }),
        (p, who, amount, more) => {
          expect(monthlyPremium(p, who, amount + more)).toBeGreaterThanOrEqual(
            monthlyPremium(p, who, amount),
          );
        },
      ),
    );
  });

  it('the cover a budget buys costs no more than the budget, and one more step would', () => {
    fc.assert(
      fc.property(plan, profile, fc.integer({ min: 0, max: 5_000 }), (p, who, budget) => {
        const bought = coverForBudget(p, who, budget, 25_000);
        expect(bought % 25_000).toBe(0);
        if (bought > 0) expect(monthlyPremium(p, who, bought)).toBeLessThanOrEqual(budget);
        expect(monthlyPremium(p, who, bought + 25_000)).toBeGreaterThan(budget);
      }),
    );
  });
});
