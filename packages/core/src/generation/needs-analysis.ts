// The client's life-insurance needs, premium estimates and budget fit: the only figures a
// presentation may state. Every number here is illustrative, not a quote.
//
// Method:
// - Years of support: the advisor's value; else until the youngest child turns 18; else by family
//   shape (18 with dependents whose ages are unknown, 5 for a partner, 1 otherwise); never past
//   the retirement age of 65.
// - DIME = other debts + gross income × years + mortgage + education per child × children under 18
//   (or dependents, when ages are unknown) + final expenses.
// - Income replacement (human life value) = the present value of the share of income the family
//   needs (default 75%, net of the insured's own consumption and taxes) over the same years at a
//   real discount rate (default 3%), ordinary annuity, + the same debts, mortgage, education and
//   final expenses.
// - The advisor's lead method gives the total need. Gap = need − existing cover (individual +
//   group) − savings, never below 0; the recommended cover is the gap rounded up to $25,000.
// - The spouse's income is stated, not subtracted: published DIME and human-life-value examples
//   size the survivors' need through the years and the share replaced, so subtracting it as well
//   would count it twice. The advisor lowers either assumption when the spouse's income covers part.
// - Prices come from needs-rates.ts; suitability (term length, term or whole life) from
//   needs-suitability.ts.
import { assumptionSentences, NEEDS_ASSUMPTIONS, NEEDS_DISCLAIMER } from './needs-assumptions';
import { needsBasis } from './needs-inputs';
import { dimeNeed, hlvNeed, roundUpTo } from './needs-methods';
import {
  budgetFitFor,
  costOfWaitingFor,
  coverageOverTimeFor,
  type TPricing,
} from './needs-projection';
import {
  annualPremium,
  baseRatePerThousand,
  healthFactor,
  monthlyPremium,
  POLICY_FEE_ANNUAL,
  smokerFactor,
  type TPlanToPrice,
} from './needs-rates';
import { chooseTermLength, suitabilityFor } from './needs-suitability';
import type { TNeedsAnalysis, TNeedsInput } from './needs-types';

export type * from './needs-types';
export { formatCurrency, NEEDS_ASSUMPTIONS, NEEDS_DISCLAIMER } from './needs-assumptions';
export { needsInputFromClient } from './needs-inputs';
export { annuityFactor, dimeNeed, hlvNeed, hlvPresentValue } from './needs-methods';
export {
  annualPremium,
  monthlyPremium,
  PERMANENT_MAX_ISSUE_AGE,
  POLICY_FEE_ANNUAL,
  TERM_MAX_ISSUE_AGE,
  termIssuable,
} from './needs-rates';
export type { TPlanToPrice, TRateProfile } from './needs-rates';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function analyseNeeds(input: TNeedsInput): TNeedsAnalysis {
  const A = NEEDS_ASSUMPTIONS;
  const b = needsBasis(input);
  const { inputs, assumptionValues: v } = b;
  const lumpSums = {
    debts: inputs.debts,
    mortgage: inputs.mortgage,
    educationPerChild: v.educationPerChild,
    children: b.childrenToEducate,
    finalExpenses: v.finalExpenses,
  };
  const dime = dimeNeed({ ...lumpSums, annualIncome: inputs.annualIncome, years: v.supportYears });
  const hlv = hlvNeed({
    ...lumpSums,
    annualIncome: inputs.annualIncome,
    replacementPercent: v.incomeReplacementPercent,
    years: v.supportYears,
    discountRatePercent: v.discountRatePercent,
  });
  const totalNeed = b.leadMethod === 'dime' ? dime.total : hlv.total;
  const gap = Math.max(0, totalNeed - inputs.existingCoverage - inputs.savings);
  const recommendedCoverage = roundUpTo(gap, A.coverageRounding);

  const choice = chooseTermLength(v.supportYears, inputs.age);
  const suitability = suitabilityFor(b, choice, gap);
  const profile = {
    age: inputs.age,
    sex: inputs.sex,
    smoker: inputs.smoker,
    healthStatus: inputs.healthStatus,
  };
  const termPlan = { kind: 'term', length: choice.termLengthYears } as const;
  const permanentPlan: TPlanToPrice = { kind: 'permanent' };
  const termMonthly = choice.termAvailable
    ? monthlyPremium(termPlan, profile, recommendedCoverage)
    : 0;
  const permanentMonthly = monthlyPremium(permanentPlan, profile, recommendedCoverage);
  const smokerMultiplier = inputs.smoker ? round2(smokerFactor(inputs.age)) : 1;
  const healthMultiplier = healthFactor(inputs.healthStatus);
  // The rate a table prints for this cover: what is left of the premium after the fee, per $1,000, before smoker and health.
  const ratePerThousand = (plan: TPlanToPrice) =>
    recommendedCoverage > 0
      ? round2(
          (annualPremium(plan, profile, recommendedCoverage) - POLICY_FEE_ANNUAL) /
            (recommendedCoverage / 1000) /
            (smokerMultiplier * healthMultiplier),
        )
      : round2(baseRatePerThousand(plan, profile, 0));
  const pricing: TPricing = {
    profile,
    termPlan,
    termAvailable: choice.termAvailable,
    cover: recommendedCoverage,
    termMonthly,
    permanentMonthly,
  };

  return {
    inputs,
    assumptionValues: v,
    incomeReplacement: { years: v.supportYears, basis: b.basis, amount: dime.income },
    dime,
    hlv,
    leadMethod: b.leadMethod,
    totalNeed,
    existingCoverage: inputs.existingCoverage,
    savings: inputs.savings,
    gap,
    recommendedCoverage,
    termLengthYears: choice.termLengthYears,
    suitability,
    premiums: {
      termMonthly,
      permanentMonthly,
      recommendedMonthly: suitability.recommendedKind === 'term' ? termMonthly : permanentMonthly,
      termAnnualRatePerThousand: choice.termAvailable ? ratePerThousand(termPlan) : 0,
      permanentAnnualRatePerThousand: ratePerThousand(permanentPlan),
      policyFeeAnnual: recommendedCoverage > 0 ? POLICY_FEE_ANNUAL : 0,
      smokerMultiplier,
      healthMultiplier,
    },
    budgetFit: {
      term: budgetFitFor(termMonthly, inputs.monthlyBudget, termPlan, profile),
      permanent: budgetFitFor(permanentMonthly, inputs.monthlyBudget, permanentPlan, profile),
    },
    costOfWaiting: costOfWaitingFor(pricing),
    coverageOverTime: coverageOverTimeFor(b, dime, hlv, b.leadMethod, pricing),
    assumptions: assumptionSentences(b, {
      dime,
      hlv,
      leadMethod: b.leadMethod,
      recommendedCoverage,
      termLengthYears: choice.termLengthYears,
      termAvailable: choice.termAvailable,
      termShortened: choice.termShortened,
    }),
    disclaimer: NEEDS_DISCLAIMER,
  };
}
