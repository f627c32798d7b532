// The needs beyond DIME and income replacement: the capital methods (the family's yearly shortfall
// after what survivors still receive, drawn down or kept whole), the needs that call for cover that
// does not end (final taxes, estate costs, a legacy, a lifelong dependent) and business needs.
import { canadianFinalTaxes, lifelongDependentNeed, usFederalEstateTax } from './needs-estate';
import type { TNeedsBasis } from './needs-inputs';
import { annualShortfall, capitalLiquidation, capitalRetention } from './needs-methods';
import type { TBusinessNeeds, TCapitalNeed, TPermanentNeeds } from './needs-types';

/** The timing and growth every present value uses. */
export function valuationOf(b: TNeedsBasis) {
  const v = b.assumptionValues;
  return {
    discountRatePercent: v.discountRatePercent,
    growthPercent: v.incomeGrowthPercent,
    timing: v.paymentTiming,
  };
}

/**
 * Capital liquidation and retention on the family's yearly need (income × replacement share) less
 * the surviving partner's income and government survivor benefits; `lumpSums` are the same debts,
 * mortgage, education and final expenses the other methods add.
 */
export function capitalNeedFor(b: TNeedsBasis, annualNeed: number, lumpSums: number): TCapitalNeed {
  const i = b.inputs;
  const years = b.assumptionValues.supportYears;
  const supported = years > 0;
  const survivorIncome = supported && b.basis !== 'single' ? i.spouseIncome : 0;
  const survivorBenefits = supported ? i.survivorBenefits : 0;
  const shortfall = supported
    ? annualShortfall({ annualNeed, survivorIncome, governmentBenefits: survivorBenefits })
    : 0;
  const valuation = valuationOf(b);
  const liquidation = Math.round(
    capitalLiquidation({ annualShortfall: shortfall, years, ...valuation }),
  );
  const kept = shortfall > 0 ? capitalRetention({ annualShortfall: shortfall, ...valuation }) : 0;
  const retention = kept === null ? null : Math.round(kept);
  return {
    annualNeed: supported ? annualNeed : 0,
    survivorIncome,
    survivorBenefits,
    annualShortfall: shortfall,
    liquidation,
    retention,
    liquidationTotal: liquidation + lumpSums,
    retentionTotal: retention === null ? null : retention + lumpSums,
  };
}

/** Whether the client gave anything that sizes an estate's own needs. */
export function estateFactsGiven(b: TNeedsBasis): boolean {
  const i = b.inputs;
  return (
    i.capitalGains + i.registeredPlans + i.estateValue + i.estateCosts + i.legacyGoal > 0 ||
    i.lifelongSupport > 0
  );
}

/**
 * Final taxes, estate costs, a legacy and a lifelong dependent's support. Final expenses join them
 * (and leave the term need) once any of them exists or the client plans an estate: cover that
 * ends would leave them unpaid.
 */
export function permanentNeedsFor(b: TNeedsBasis): TPermanentNeeds {
  const i = b.inputs;
  const v = b.assumptionValues;
  const partnered = i.maritalStatus === 'Married' || i.maritalStatus === 'Common-law';
  const taxesAt = (married: boolean) =>
    i.jurisdiction === 'US'
      ? usFederalEstateTax({ taxableEstate: i.estateValue, married }).tax
      : canadianFinalTaxes({
          unrealisedCapitalGains: i.capitalGains,
          registeredPlans: i.registeredPlans,
          marginalRatePercent: v.marginalTaxRatePercent,
          spouseRollover: married,
        }).total;
  // With a partner the estate passes to them first: the taxes wait for the second death.
  const dueAtSecondDeath = Math.round(taxesAt(false));
  const taxes = partnered
    ? { total: 0, deferred: dueAtSecondDeath > 0 }
    : { total: dueAtSecondDeath, deferred: false };
  const lifelongDependent =
    i.lifelongSupport > 0
      ? Math.round(
          lifelongDependentNeed({
            annualSupport: i.lifelongSupport,
            years: i.lifelongSupportYears,
            ...valuationOf(b),
          }),
        )
      : 0;
  const finalTaxes = Math.round(taxes.total);
  const others = finalTaxes + i.estateCosts + i.legacyGoal + lifelongDependent;
  const finalExpenses = others > 0 || i.planEstate ? v.finalExpenses : 0;
  return {
    finalTaxes,
    finalTaxesDeferred: taxes.deferred,
    deferredTaxes: taxes.deferred ? dueAtSecondDeath : 0,
    estateCosts: i.estateCosts,
    legacy: i.legacyGoal,
    lifelongDependent,
    finalExpenses,
    total: others + finalExpenses,
  };
}

/** Key-person and buy-sell cover: needs of the business, until the retirement age. */
export function businessNeedsFor(b: TNeedsBasis): TBusinessNeeds {
  const { keyPerson, buySell, age } = b.inputs;
  const working = age < b.assumptionValues.retirementAge;
  const key = working ? keyPerson : 0;
  const sell = working ? buySell : 0;
  return { keyPerson: key, buySell: sell, total: key + sell };
}
