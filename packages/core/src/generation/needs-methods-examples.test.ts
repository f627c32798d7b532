// Published worked examples for the capital methods and the annuity options, reproduced to the
// dollar or cent, then the properties every need must keep whatever the inputs.
//
// Capital retention (the shortfall capitalised as a perpetuity) and the shortfall's offsets:
// - "A Short Version of a Financial Needs Analysis", Canadian worksheet (FormsBank,
//   https://www.formsbank.com/template/143788/a-short-version-of-a-financial-needs-analysis.html):
//   needs less C/QPP and other income; the annual shortfall ÷ a 2.7% net after-tax rate; each
//   $1,000 earns $27 a year.
// - Citron Insurance, "Your most important asset" (2024,
//   https://citroninsurance.com/index.php/2024/08/02/your-most-important-asset): $100,000 a year
//   at 5% = $2 million.
// - Doug Myrick, "Capital needed to replace earning power" (2013,
//   https://doug-myrick.blogspot.com/2013/06/capital-needed-to-replace-earning-power.html),
//   capital retention table: $6,000 a month at 6% = $1,200,000; $2,000 at 4% = $600,000; $10,000
//   at 10% = $1,200,000.
// - WizEdu, "Under the Capital Retention (Preservation) method…"
//   (https://wizedu.com/questions/401750/under-the-capital-retention-preservation-method):
//   $85,000 − $15,000 from invested assets − $20,000 Social Security = $50,000 at 8% = $625,000.
// - Kiplinger, "How Much Should Go into Your Special Needs Trust?" (R. J. Fichera,
//   https://www.kiplinger.com/article/retirement/T021-C032-S014-how-much-should-go-into-your-special-needs-trust.html):
//   $35,840 a year less SSI $9,180, SNAP $1,200 and Section 8 $3,900 = a $21,560 gap.
// - Financeformulas.net, "Present Value of Growing Perpetuity", as quoted by Power.one
//   (https://power.one/t/619aaa3f816cfb91c2c1/present-value-of-a-perpetuity-calculator): $100
//   growing 3% at 5% = $5,000; $100 level at 3% = $3,333.33.
// Annuity due, growing annuities, growth above the rate:
// - Brechner & Bergeman, "Contemporary Mathematics for Business and Consumers", 8th ed.
//   (Cengage), ch. 12 review exercise 20, solved at https://www.bartleby.com/solution-answer/chapter-12ii-problem-20re-contemporary-mathematics-for-business-and-consumers-8th-edition/9781305585447/present-value-of-an-annuity-due-annuity-payment-payment-frequency-time-period-yrs-nominal-rate/c737f14b-6785-11e9-8385-02ee952b546e:
//   $1,100 at the start of each year for 5 years at 5.8% = $4,929.14.
// - R. Balik, Western Michigan University, "Finance Calculator HP 10BII: Growing Annuity" (2002,
//   http://homepages.wmich.edu/~balik/calculator/hp10biigrowanit.htm): Stuart Gabriel's salary,
//   $80,000 growing 9% a year for 40 years, at 20% = $711,731.
// - Society of Actuaries, Exam FM sample questions (2023), reproduced with permission at
//   https://stochiki.com/w/index.php?oldid=4652&title=exercise%3A2db0affe10: 100 growing 15% a
//   year for 10 years at 5% = 1,483.62; and the published solution at
//   https://stochiki.com/w/index.php?oldid=4679&title=excans%3A2d09461700: 350 at the start of
//   each year growing 3% for 30 years, then level for ever, at 7% = 8,033.38.
// - Society of Actuaries, Course FM/2 exam, November 2005, problem 8, solved by K. Ostaszewski,
//   Illinois State University (https://paperzz.com/doc/9479573/krzys--ostaszewski--http---www.math.ilstu.edu-krzysio-.-a...):
//   100 at the start of each year, +5% a year to the tenth, then −5% a year, 20 years at 7% ≈
//   1,384.64 (answer B, 1,385).
// - TmVal documentation, "Nonlevel Annuities – Geometric Progression"
//   (https://genedan.com/tmval/docs/_sources/usage/annuity/geometric.rst.txt): when payments grow
//   at the rate of interest the present value is n × P / (1 + i).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  annualShortfall,
  annuityFactor,
  capitalLiquidation,
  capitalRetention,
  hlvNeed,
  hlvPresentValue,
} from './needs-methods';

const noLumpSums = { debts: 0, mortgage: 0, educationPerChild: 0, children: 0, finalExpenses: 0 };

describe('Capital retention: published worked examples', () => {
  it('Canadian needs worksheet: $1,000 at 2.7% pays $27 a year, so $27 of shortfall needs $1,000', () => {
    expect(capitalRetention({ annualShortfall: 27, discountRatePercent: 2.7 })).toBe(1_000);
    expect(capitalRetention({ annualShortfall: 2_700, discountRatePercent: 2.7 })).toBe(100_000);
  });

  it('Citron Insurance: $100,000 a year at 5% = $2,000,000', () => {
    expect(capitalRetention({ annualShortfall: 100_000, discountRatePercent: 5 })).toBe(2_000_000);
  });

  it("Doug Myrick's capital retention table", () => {
    const row = (monthly: number, rate: number) =>
      capitalRetention({ annualShortfall: monthly * 12, discountRatePercent: rate });
    expect(row(6_000, 6)).toBe(1_200_000);
    expect(row(2_000, 4)).toBe(600_000);
    expect(row(10_000, 10)).toBe(1_200_000);
    expect(row(8_000, 8)).toBe(1_200_000);
  });

  it('WizEdu: $85,000 less $15,000 and $20,000 Social Security = $50,000, at 8% = $625,000', () => {
    const shortfall = annualShortfall({
      annualNeed: 85_000,
      survivorIncome: 15_000,
      governmentBenefits: 20_000,
    });
    expect(shortfall).toBe(50_000);
    expect(capitalRetention({ annualShortfall: shortfall, discountRatePercent: 8 })).toBe(625_000);
  });

  it('Financeformulas.net: $100 growing 3% at 5% = $5,000; level at 3% = $3,333', () => {
    expect(
      capitalRetention({ annualShortfall: 100, discountRatePercent: 5, growthPercent: 3 }),
    ).toBe(5_000);
    expect(capitalRetention({ annualShortfall: 100, discountRatePercent: 3 })).toBe(3_333);
  });

  it('no finite capital when the return does not exceed the growth', () => {
    expect(capitalRetention({ annualShortfall: 1, discountRatePercent: 3, growthPercent: 3 })).toBe(
      null,
    );
    expect(capitalRetention({ annualShortfall: 1, discountRatePercent: 2, growthPercent: 3 })).toBe(
      null,
    );
    expect(capitalRetention({ annualShortfall: 1, discountRatePercent: 0 })).toBe(null);
  });
});

describe('The shortfall after what survivors still receive', () => {
  it('Kiplinger: $35,840 a year less SSI, SNAP and Section 8 = $21,560', () => {
    expect(
      annualShortfall({
        annualNeed: 35_840,
        survivorIncome: 0,
        governmentBenefits: 9_180 + 1_200 + 3_900,
      }),
    ).toBe(21_560);
  });

  it('is never below zero', () => {
    expect(
      annualShortfall({ annualNeed: 40_000, survivorIncome: 45_000, governmentBenefits: 6_000 }),
    ).toBe(0);
  });
});

describe('Start-of-year payments (annuity due): published worked examples', () => {
  it('Brechner: $1,100 at the start of each year for 5 years at 5.8% = $4,929.14', () => {
    expect(1_100 * annuityFactor(5.8, 5, { timing: 'begin' })).toBeCloseTo(4_929.14, 2);
    expect(
      capitalLiquidation({
        annualShortfall: 1_100,
        years: 5,
        discountRatePercent: 5.8,
        timing: 'begin',
      }),
    ).toBe(4_929);
    // The same payments a year later are worth 1.058 times less.
    expect(hlvPresentValue(1_100, 5, 5.8)).toBe(Math.round(4_929.137 / 1.058));
  });
});

describe('Growing payments: published worked examples', () => {
  it('Balik: $80,000 growing 9% for 40 years at 20% = $711,731', () => {
    expect(hlvPresentValue(80_000, 40, 20, { growthPercent: 9 })).toBe(711_731);
    const need = hlvNeed({
      ...noLumpSums,
      annualIncome: 80_000,
      replacementPercent: 100,
      years: 40,
      discountRatePercent: 20,
      growthPercent: 9,
    });
    expect(need).toMatchObject({ annualAmount: 80_000, presentValue: 711_731, total: 711_731 });
  });

  it('SOA sample: 100 growing 15% for 10 years at 5% (growth above the rate) = 1,483.62', () => {
    expect(100 * annuityFactor(5, 10, { growthPercent: 15 })).toBeCloseTo(1_483.62, 2);
  });

  it('SOA FM Nov 2005 #8: +5% then −5% at the start of each year, 7% ≈ 1,384.64 (answer 1,385)', () => {
    const rising = 100 * annuityFactor(7, 10, { timing: 'begin', growthPercent: 5 });
    const eleventh = 100 * 1.05 ** 9 * 0.95;
    const falling =
      eleventh * annuityFactor(7, 10, { timing: 'begin', growthPercent: -5 }) * 1.07 ** -10;
    expect(rising + falling).toBeCloseTo(1_384.64, 1);
    expect(Math.round(rising + falling)).toBe(1_385);
  });

  it('SOA sample: 350 growing 3% at the start of each year for 30 years, then level for ever, at 7% = 8,033.38', () => {
    const growing = 350 * annuityFactor(7, 30, { timing: 'begin', growthPercent: 3 });
    const level = 350 * 1.03 ** 29;
    // The level payments from year 30 on are a perpetuity drawn from its start, valued 30 years
    // back; in cents, since the capital is rounded to whole units.
    const forEver = capitalRetention({
      annualShortfall: level * 100,
      discountRatePercent: 7,
      timing: 'begin',
    });
    expect(forEver).not.toBeNull();
    expect(growing + ((forEver ?? 0) / 100) * 1.07 ** -30).toBeCloseTo(8_033.38, 1);
    expect(growing + (level / 0.07) * 1.07 ** -29).toBeCloseTo(8_033.38, 2);
  });

  it('TmVal: growth equal to the rate gives n × P / (1 + i), and n × P from the start', () => {
    expect(annuityFactor(5, 20, { growthPercent: 5 })).toBeCloseTo(20 / 1.05, 12);
    expect(annuityFactor(5, 20, { growthPercent: 5, timing: 'begin' })).toBeCloseTo(20, 12);
    expect(annuityFactor(0, 20, { timing: 'begin' })).toBe(20);
  });
});

const rate = fc.integer({ min: 0, max: 1_500 }).map((n) => n / 100);
const growth = fc.integer({ min: -500, max: 1_000 }).map((n) => n / 100);
const years = fc.integer({ min: 0, max: 60 });
const dollars = fc.integer({ min: 0, max: 2_000_000 });
const timing = fc.constantFrom('end' as const, 'begin' as const);

describe('Properties', () => {
  it('no options gives the ordinary annuity factor, bit for bit', () => {
    const ordinary = (ratePercent: number, n: number) => {
      if (n <= 0) return 0;
      const r = ratePercent / 100;
      return r === 0 ? n : (1 - (1 + r) ** -n) / r;
    };
    fc.assert(
      fc.property(rate, years, (r, n) => {
        expect(annuityFactor(r, n)).toBe(ordinary(r, n));
        expect(annuityFactor(r, n, { timing: 'end', growthPercent: 0 })).toBe(ordinary(r, n));
      }),
    );
  });

  it('liquidation never falls as the shortfall or the years rise, and is whole dollars', () => {
    fc.assert(
      fc.property(
        dollars,
        dollars,
        years,
        years,
        rate,
        growth,
        timing,
        (s1, s2, n1, n2, r, g, t) => {
          const at = (annualShortfall: number, n: number) =>
            capitalLiquidation({
              annualShortfall,
              years: n,
              discountRatePercent: r,
              growthPercent: g,
              timing: t,
            });
          const [lo, hi] = s1 <= s2 ? [s1, s2] : [s2, s1];
          const [short, long] = n1 <= n2 ? [n1, n2] : [n2, n1];
          expect(at(lo, short)).toBeLessThanOrEqual(at(hi, short));
          expect(at(hi, short)).toBeLessThanOrEqual(at(hi, long));
          expect(Number.isInteger(at(hi, long))).toBe(true);
        },
      ),
    );
  });

  it('drawing at the start of each year never needs less than at the end', () => {
    fc.assert(
      fc.property(dollars, years, rate, growth, (s, n, r, g) => {
        const base = { annualShortfall: s, discountRatePercent: r, growthPercent: g };
        expect(capitalLiquidation({ ...base, years: n, timing: 'begin' })).toBeGreaterThanOrEqual(
          capitalLiquidation({ ...base, years: n, timing: 'end' }),
        );
        const kept = capitalRetention({ ...base, timing: 'begin' });
        if (kept !== null) expect(kept).toBeGreaterThanOrEqual(capitalRetention(base) ?? Infinity);
      }),
    );
  });

  it('retention needs at least what liquidation does, and exists exactly when the rate exceeds growth', () => {
    fc.assert(
      fc.property(dollars, years, rate, growth, timing, (s, n, r, g, t) => {
        const base = { annualShortfall: s, discountRatePercent: r, growthPercent: g, timing: t };
        const kept = capitalRetention(base);
        expect(kept === null).toBe(r <= g);
        if (kept !== null)
          expect(kept).toBeGreaterThanOrEqual(capitalLiquidation({ ...base, years: n }));
      }),
    );
  });

  it('faster growth never lowers the need, and growth above the rate is finite', () => {
    fc.assert(
      fc.property(years, rate, growth, growth, timing, (n, r, g1, g2, t) => {
        const [slow, fast] = g1 <= g2 ? [g1, g2] : [g2, g1];
        const f = (g: number) => annuityFactor(r, n, { growthPercent: g, timing: t });
        expect(f(fast)).toBeGreaterThanOrEqual(f(slow) * (1 - 1e-12));
        expect(Number.isFinite(f(fast))).toBe(true);
      }),
    );
  });

  it('growth equal to the rate joins both sides without a jump', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), rate, timing, (n, r, t) => {
        const at = (g: number) => annuityFactor(r, n, { growthPercent: g, timing: t });
        const equal = at(r);
        expect(at(r - 1e-9)).toBeCloseTo(equal, 4);
        expect(at(r + 1e-9)).toBeCloseTo(equal, 4);
      }),
    );
  });

  it("the survivor's income and government benefits never raise the need", () => {
    fc.assert(
      fc.property(dollars, dollars, dollars, dollars, years, rate, (need, income, b1, b2, n, r) => {
        const [less, more] = b1 <= b2 ? [b1, b2] : [b2, b1];
        const shortfall = (survivorIncome: number, governmentBenefits: number) =>
          annualShortfall({ annualNeed: need, survivorIncome, governmentBenefits });
        expect(shortfall(income, more)).toBeLessThanOrEqual(shortfall(income, less));
        expect(shortfall(more, less)).toBeLessThanOrEqual(shortfall(less, less));
        expect(shortfall(income, more)).toBeGreaterThanOrEqual(0);
        const capital = (s: number) =>
          capitalLiquidation({ annualShortfall: s, years: n, discountRatePercent: r });
        expect(capital(shortfall(income, more))).toBeLessThanOrEqual(
          capital(shortfall(income, less)),
        );
      }),
    );
  });

  it('income replacement never falls as debts rise, with or without the new options', () => {
    fc.assert(
      fc.property(
        dollars,
        dollars,
        dollars,
        years,
        rate,
        growth,
        timing,
        (income, d1, d2, n, r, g, t) => {
          const [fewer, more] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const need = (debts: number) =>
            hlvNeed({
              ...noLumpSums,
              debts,
              annualIncome: income,
              replacementPercent: 75,
              years: n,
              discountRatePercent: r,
              growthPercent: g,
              timing: t,
            }).total;
          expect(need(fewer)).toBeLessThanOrEqual(need(more));
        },
      ),
    );
  });
});
