// The needs that remain whenever death comes, so cover that ends cannot meet them: the taxes due at
// death and support for a dependent who will never be self-supporting. (A legacy, a charitable
// gift and key-person or buy-sell cover are lump sums the advisor enters as they are.)
//
// Canada has no estate tax; the deceased's final return pays income tax instead (Income Tax Act):
// - s. 70(5): capital property is deemed disposed of at fair market value immediately before death;
//   s. 38(a): half of the capital gain is taxable. A principal residence is exempt (s. 40(2)(b)),
//   so the gains given here are on other property (a cottage, a non-registered portfolio).
// - s. 146(8.8) and s. 146.3(6): the fair market value of an RRSP or RRIF is income of the year of
//   death, in full (CRA, "Unmatured RRSPs", https://www.canada.ca/en/revenue-agency/services/tax/
//   businesses/topics/completing-slips-summaries/t4rsp-t4rif-information-returns/death-annuitant/
//   unmatured-rrsps.html; CRA guide T4011, Preparing Returns for Deceased Persons).
// - Left to a surviving spouse or common-law partner (or a spousal trust), capital property rolls
//   over at cost (s. 70(6)) and an RRSP or RRIF passes as a refund of premiums the survivor may
//   transfer to their own plan (s. 146(1), s. 60(l)): the tax waits for the second death.
// The tax is estimated at the advisor's marginal rate; a large plan or gain lifts the final return
// into the top bracket, which is why published examples use the top rate (about 50%).
//
// The United States taxes the estate itself (Internal Revenue Code):
// - s. 2010(c): the basic exclusion amount, $15,000,000 for deaths in 2026, indexed for inflation
//   after (One Big Beautiful Bill Act, P.L. 119-21, s. 70106, July 4, 2025; IRS, "What's new —
//   Estate and gift tax", https://www.irs.gov/businesses/small-businesses-self-employed/whats-new-
//   estate-and-gift-tax).
// - s. 2001(c): graduated rates whose top rate, 40%, applies to the part of the tax base above
//   $1,000,000. The exclusion is far above that, so the tax on an estate above it is 40% of the
//   excess: the flat rate here simplifies the table without changing the result (the shortcut of
//   Congressional Research Service report RL33718, "Calculating Estate Tax Liability: 2001 to 2011
//   and Beyond", N. A. Noto, 2006: the excess over the exclusion × the maximum rate).
//   Lifetime taxable gifts, which use up the exclusion, and state estate taxes are not modelled.
// - s. 2056: the unlimited marital deduction. An estate left to a surviving spouse who is a U.S.
//   citizen (s. 2056(d) excludes others) owes nothing until the second death, when the survivor
//   may add the first spouse's unused exclusion to their own (portability, s. 2010(c)(4)).
import type { TPaymentTiming } from './needs-facts';
import { capitalLiquidation } from './needs-methods';

/**
 * Share of a capital gain included in income, Income Tax Act s. 38(a)
 * (https://laws-lois.justice.gc.ca/eng/acts/I-3.3/section-38.html). Budget 2024 proposed two-thirds
 * above $250,000 a year; the government cancelled it on March 21, 2025 ("Prime Minister Carney
 * cancels proposed capital gains tax increase", Office of the Prime Minister, March 21, 2025), and
 * the CRA administers one-half (CRA answer to Parliament, Hansard, September 15, 2025,
 * https://openparliament.ca/debates/2025/9/15/francois-philippe-champagne-12/only).
 */
export const CAPITAL_GAINS_INCLUSION_RATE = 0.5;

/** U.S. basic exclusion amount for deaths in 2026: IRC s. 2010(c)(3), as amended by P.L. 119-21. */
export const US_BASIC_EXCLUSION_2026 = 15_000_000;

/** U.S. estate tax rate above $1,000,000 of tax base (IRC s. 2001(c)), so above the exclusion. */
export const US_ESTATE_TAX_TOP_RATE = 0.4;

interface TCanadianFinalTaxes {
  /** Tax on the taxable half of the gains deemed realised. */
  capitalGainsTax: number;
  /** Tax on RRSPs and RRIFs, included in full. */
  registeredPlansTax: number;
  total: number;
  /** True when a surviving spouse's rollover defers both to the second death (all figures 0). */
  deferredToSecondDeath: boolean;
}

/**
 * Income tax on the final return from the deemed disposition at death, in whole dollars. To size
 * the tax at the second death, call it again without the rollover.
 */
export function canadianFinalTaxes(input: {
  /** Unrealised capital gains on property other than the principal residence. */
  unrealisedCapitalGains: number;
  /** Fair market value of RRSPs and RRIFs. */
  registeredPlans: number;
  marginalRatePercent: number;
  /** Everything passes to a surviving spouse or common-law partner (or a spousal trust). */
  spouseRollover: boolean;
}): TCanadianFinalTaxes {
  if (input.spouseRollover) {
    return { capitalGainsTax: 0, registeredPlansTax: 0, total: 0, deferredToSecondDeath: true };
  }
  const rate = input.marginalRatePercent / 100;
  const gains = Math.max(0, input.unrealisedCapitalGains);
  const capitalGainsTax = Math.round(gains * CAPITAL_GAINS_INCLUSION_RATE * rate);
  const registeredPlansTax = Math.round(Math.max(0, input.registeredPlans) * rate);
  return {
    capitalGainsTax,
    registeredPlansTax,
    total: capitalGainsTax + registeredPlansTax,
    deferredToSecondDeath: false,
  };
}

interface TUsFederalEstateTax {
  exemption: number;
  /** The part of the estate above the exemption (0 while the marital deduction defers it). */
  taxable: number;
  tax: number;
  /** True when the estate passes to the surviving spouse: no tax until the second death. */
  deferredToSecondDeath: boolean;
}

/** U.S. federal estate tax, in whole dollars: 40% of the taxable estate above the exemption. */
export function usFederalEstateTax(input: {
  taxableEstate: number;
  /** The estate passes to a surviving spouse, a U.S. citizen (unlimited marital deduction). */
  married: boolean;
  /** Basic exclusion (plus any unused exclusion of a late spouse); default the 2026 amount. */
  exemption?: number;
}): TUsFederalEstateTax {
  const exemption = input.exemption ?? US_BASIC_EXCLUSION_2026;
  if (input.married) return { exemption, taxable: 0, tax: 0, deferredToSecondDeath: true };
  const taxable = Math.max(0, Math.round(input.taxableEstate - exemption));
  return {
    exemption,
    taxable,
    tax: Math.round(taxable * US_ESTATE_TAX_TOP_RATE),
    deferredToSecondDeath: false,
  };
}

/**
 * The capital that pays a lifelong dependent's yearly support (net of their own benefits) for
 * `years` (their life expectancy) and is then used up, in whole dollars. For support that must
 * last whatever their lifespan, capitalRetention sizes capital that is never drawn down.
 */
export function lifelongDependentNeed(input: {
  annualSupport: number;
  years: number;
  discountRatePercent: number;
  growthPercent?: number;
  timing?: TPaymentTiming;
}): number {
  return capitalLiquidation({ ...input, annualShortfall: input.annualSupport });
}
