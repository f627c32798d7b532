// Published worked examples for the taxes due at death and a lifelong dependent's support, then
// properties.
//
// Canada (deemed disposition at death; RRSPs and RRIFs included in full):
// - Ontario OUT of DOORS, "Handling the capital gains tax hike" (2024,
//   https://oodmag.com/handling-the-capital-gains-tax-hike/): a cottage bought for $250,000 and
//   worth $750,000 has a $500,000 gain; at the 50% inclusion rate and a 50% marginal rate the tax
//   is $125,000 ($145,837.50 under the two-thirds proposal). Its 2025 follow-up (Ontario OUT of
//   DOORS, https://www.ofah.org/oodonline/?p=275896): the increase "was scrapped", planning
//   continues at 50%.
// - Jules Pitch, "Don't Let Capital Gains Erode Your Legacy" (https://julespitch.com/?p=8329): a
//   cottage bought for $500,000 and worth $1,500,000 at death: $500,000 taxable, $250,000 tax at 50%.
// - RBC Dominion Securities, "Protect your estate from taxes"
//   (http://www.rbcinvestments.com/ds/wealthandestate/protect_tax.html): on a $300,000 RIF, up to
//   $150,000 is payable in taxes at death.
// - T. McBride, "RRIF at death" (personal finance column, November 12, 2012,
//   https://es.scribd.com/document/331054730/RRIF-at-Death): Martin's $100,000 RRIF passes to his
//   wife Ruth as successor annuitant with no tax at his death.
// United States (federal estate tax):
// - Orange County Estate Planning Lawyer blog, "Unified tax concept"
//   (https://www.orangecountyestateplanninglawyer-blog.com/category/taxes/page/2/): dying in 2014
//   with $6,340,000 against the $5,340,000 exclusion, $1 million is taxable and the tax $400,000.
// - JGB LLP, "What the New $15M Exemption Means for You" (July 2025,
//   https://www.jgbllp.com/blog/2025/july/what-the-new-15m-exemption-means-for-you): from January
//   1, 2026, 40% on any amount of an estate above $15 million.
// - 26 U.S.C. § 2001(c), unified rate schedule (https://www.law.cornell.edu/uscode/text/26/2001):
//   the graduated table the flat 40% stands in for.
// Lifelong dependent:
// - Kiplinger, "How Much Should Go into Your Special Needs Trust?" (R. J. Fichera,
//   https://www.kiplinger.com/article/retirement/T021-C032-S014-how-much-should-go-into-your-special-needs-trust.html):
//   a $21,560 yearly gap once benefits are counted (the shortfall is tested in
//   needs-methods-examples.test.ts); its present value is an annuity, here drawn from the start
//   of each year (Brechner & Bergeman, "Contemporary Mathematics for Business and Consumers",
//   8th ed., Cengage, ch. 12 exercise 20: $1,100 for 5 years at 5.8% = $4,929.14).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  canadianFinalTaxes,
  CAPITAL_GAINS_INCLUSION_RATE,
  lifelongDependentNeed,
  US_BASIC_EXCLUSION_2026,
  US_ESTATE_TAX_TOP_RATE,
  usFederalEstateTax,
} from './needs-estate';
import { capitalLiquidation } from './needs-methods';

const noSpouse = { unrealisedCapitalGains: 0, registeredPlans: 0, spouseRollover: false };

describe('Canada: final taxes, published worked examples', () => {
  it('Ontario OUT of DOORS: a $500,000 gain at 50% inclusion and a 50% rate = $125,000', () => {
    expect(CAPITAL_GAINS_INCLUSION_RATE).toBe(0.5);
    const taxes = canadianFinalTaxes({
      ...noSpouse,
      unrealisedCapitalGains: 750_000 - 250_000,
      marginalRatePercent: 50,
    });
    expect(taxes).toEqual({
      capitalGainsTax: 125_000,
      registeredPlansTax: 0,
      total: 125_000,
      deferredToSecondDeath: false,
    });
    expect(taxes.total).not.toBe(145_838);
  });

  it('Jules Pitch: a $1,000,000 gain on the family cottage = $250,000 at 50%', () => {
    expect(
      canadianFinalTaxes({
        ...noSpouse,
        unrealisedCapitalGains: 1_500_000 - 500_000,
        marginalRatePercent: 50,
      }).capitalGainsTax,
    ).toBe(250_000);
  });

  it('RBC Dominion Securities: a $300,000 RIF, fully included, = $150,000 at 50%', () => {
    const taxes = canadianFinalTaxes({
      ...noSpouse,
      registeredPlans: 300_000,
      marginalRatePercent: 50,
    });
    expect(taxes.registeredPlansTax).toBe(150_000);
    expect(taxes.total).toBe(150_000);
  });

  it('both together add up on one final return', () => {
    expect(
      canadianFinalTaxes({
        unrealisedCapitalGains: 500_000,
        registeredPlans: 300_000,
        marginalRatePercent: 50,
        spouseRollover: false,
      }).total,
    ).toBe(125_000 + 150_000);
  });

  it("McBride: Martin's $100,000 RRIF rolls to Ruth untaxed; the tax waits for the second death", () => {
    expect(
      canadianFinalTaxes({
        unrealisedCapitalGains: 0,
        registeredPlans: 100_000,
        marginalRatePercent: 50,
        spouseRollover: true,
      }),
    ).toEqual({ capitalGainsTax: 0, registeredPlansTax: 0, total: 0, deferredToSecondDeath: true });
  });
});

describe('United States: federal estate tax, published worked examples', () => {
  it('Orange County estate planning blog: $6,340,000 against a $5,340,000 exclusion = $400,000', () => {
    expect(
      usFederalEstateTax({ taxableEstate: 6_340_000, married: false, exemption: 5_340_000 }),
    ).toEqual({
      exemption: 5_340_000,
      taxable: 1_000_000,
      tax: 400_000,
      deferredToSecondDeath: false,
    });
  });

  it('JGB LLP: from 2026, 40% of whatever exceeds $15 million', () => {
    expect(US_BASIC_EXCLUSION_2026).toBe(15_000_000);
    expect(US_ESTATE_TAX_TOP_RATE).toBe(0.4);
    expect(usFederalEstateTax({ taxableEstate: 15_000_000, married: false }).tax).toBe(0);
    expect(usFederalEstateTax({ taxableEstate: 20_000_000, married: false })).toEqual({
      exemption: 15_000_000,
      taxable: 5_000_000,
      tax: 2_000_000,
      deferredToSecondDeath: false,
    });
  });

  it('the unlimited marital deduction defers the tax to the second death', () => {
    expect(usFederalEstateTax({ taxableEstate: 40_000_000, married: true })).toEqual({
      exemption: 15_000_000,
      taxable: 0,
      tax: 0,
      deferredToSecondDeath: true,
    });
  });

  it('the flat 40% equals the graduated § 2001(c) table less the credit for the exclusion', () => {
    const brackets: readonly [over: number, base: number, ratePercent: number][] = [
      [1_000_000, 345_800, 40],
      [750_000, 248_300, 39],
      [500_000, 155_800, 37],
      [250_000, 70_800, 34],
      [150_000, 38_800, 32],
      [100_000, 23_800, 30],
      [80_000, 18_200, 28],
      [60_000, 13_000, 26],
      [40_000, 8_200, 24],
      [20_000, 3_800, 22],
      [10_000, 1_800, 20],
      [0, 0, 18],
    ];
    const tentativeTax = (amount: number) => {
      const [over, base, ratePercent] = brackets.find(([from]) => amount > from) ?? [0, 0, 0];
      return base + ((amount - over) * ratePercent) / 100;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 30_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (exemption, estate) => {
          const graduated = Math.max(0, tentativeTax(estate) - tentativeTax(exemption));
          expect(usFederalEstateTax({ taxableEstate: estate, married: false, exemption }).tax).toBe(
            Math.round(graduated),
          );
        },
      ),
    );
  });
});

describe('A lifelong dependent', () => {
  it("is the present value of their support: Brechner's annuity due, $4,929.14", () => {
    expect(
      lifelongDependentNeed({
        annualSupport: 1_100,
        years: 5,
        discountRatePercent: 5.8,
        timing: 'begin',
      }),
    ).toBe(4_929);
  });

  it("sizes Kiplinger's $21,560 gap like any shortfall drawn down over the dependent's life", () => {
    const support = {
      years: 40,
      discountRatePercent: 4,
      growthPercent: 2,
      timing: 'begin' as const,
    };
    expect(lifelongDependentNeed({ annualSupport: 21_560, ...support })).toBe(
      capitalLiquidation({ annualShortfall: 21_560, ...support }),
    );
  });
});

const dollars = fc.integer({ min: 0, max: 50_000_000 });
const marginal = fc.integer({ min: 0, max: 6_000 }).map((n) => n / 100);

describe('Properties', () => {
  it('Canadian final taxes never fall as gains, plans or the rate rise, and add up', () => {
    fc.assert(
      fc.property(dollars, dollars, dollars, marginal, marginal, (gains, plans, more, r1, r2) => {
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const tax = (g: number, p: number, r: number) =>
          canadianFinalTaxes({
            unrealisedCapitalGains: g,
            registeredPlans: p,
            marginalRatePercent: r,
            spouseRollover: false,
          });
        const base = tax(gains, plans, low);
        expect(base.total).toBe(base.capitalGainsTax + base.registeredPlansTax);
        expect(tax(gains + more, plans, low).total).toBeGreaterThanOrEqual(base.total);
        expect(tax(gains, plans + more, low).total).toBeGreaterThanOrEqual(base.total);
        expect(tax(gains, plans, high).total).toBeGreaterThanOrEqual(base.total);
        // A dollar in a registered plan is taxed twice as heavily as a dollar of gain.
        expect(tax(0, more, high).total).toBeGreaterThanOrEqual(tax(more, 0, high).total);
      }),
    );
  });

  it('the spousal rollover always defers everything', () => {
    fc.assert(
      fc.property(dollars, dollars, marginal, (gains, plans, r) => {
        const taxes = canadianFinalTaxes({
          unrealisedCapitalGains: gains,
          registeredPlans: plans,
          marginalRatePercent: r,
          spouseRollover: true,
        });
        expect(taxes.total).toBe(0);
        expect(taxes.deferredToSecondDeath).toBe(true);
      }),
    );
  });

  it('U.S. estate tax is nil up to the exemption and never falls as the estate grows', () => {
    fc.assert(
      fc.property(dollars, dollars, (estate, more) => {
        const tax = (e: number) => usFederalEstateTax({ taxableEstate: e, married: false }).tax;
        if (estate <= US_BASIC_EXCLUSION_2026) expect(tax(estate)).toBe(0);
        expect(tax(estate + more)).toBeGreaterThanOrEqual(tax(estate));
        expect(tax(estate + more) - tax(estate)).toBeLessThanOrEqual(Math.ceil(more * 0.4) + 1);
      }),
    );
  });
});
