// The client's life-insurance needs, premium estimates and budget fit: the only figures a
// presentation may state. Every number here is illustrative, not a quote.
//
// Method:
// - Years of support: the advisor's value; else until the youngest child turns 18; else by family
//   shape (18 with dependents whose ages are unknown, 5 for a partner, none when nobody relies on
//   the income); never past the retirement age (65 unless set), and any cut is disclosed.
// - DIME = other debts + gross income × years + mortgage + education per child × children under 18
//   (or dependents, when ages are unknown) + final expenses.
// - Income replacement (human life value) = the present value of the share of income the family
//   needs (default 75%, net of the insured's own consumption and taxes) over the same years at a
//   real discount rate (default 3%), ordinary annuity, + the same debts, mortgage, education and
//   final expenses.
// - Capital liquidation and retention (needs-beyond.ts) work on the yearly shortfall after the
//   survivor's income and government survivor benefits; present values may be taken at the start
//   or end of each year, with income growing at its own rate.
// - Needs that do not end (final taxes, estate costs, a legacy, a lifelong dependent) and business
//   needs join the lead method's total. Existing cover (group at the share counted) and savings
//   meet the need that ends first; savings never meet an estate's own needs.
// - The recommendation (needs-recommendation.ts) sizes term and permanent cover to those gaps;
//   the disclosures are in needs-caveats.ts.
// - The spouse's income is stated, not subtracted: published DIME and human-life-value examples
//   size the survivors' need through the years and the share replaced, so subtracting it as well
//   would count it twice. The advisor lowers either assumption when the spouse's income covers part.
// - Prices come from needs-rates.ts at the underwriting class the advisor sets or the health
//   status suggests (needs-rate-classes.ts).
import { NEEDS_DISCLAIMER } from './needs-assumptions';
import { businessNeedsFor, capitalNeedFor, permanentNeedsFor } from './needs-beyond';
import { caveatsFor } from './needs-caveats';
import { termHorizon, termNeedAt, type TTermParts } from './needs-horizon';
import { needsBasis } from './needs-inputs';
import { dimeNeed, hlvNeed } from './needs-methods';
import { budgetFitFor, costOfWaitingFor, coverageOverTimeFor } from './needs-projection';
import { classFactor, UNDERWRITING_CLASS_LABELS } from './needs-rate-classes';
import {
  baseRatePerThousand,
  NEEDS_TERM_LENGTHS,
  POLICY_FEE_ANNUAL,
  smokerFactor,
  termIssuable,
  type TPlanToPrice,
} from './needs-rates';
import { gapsOf, recommend } from './needs-recommendation';
import { price, type TPricedProfile } from './needs-recommendation-alternatives';
import { assumptionSentences } from './needs-sentences';
import { suitabilityFor } from './needs-suitability';
import type { TNeedsAnalysis, TNeedsInput, TTermLength } from './needs-types';

export type * from './needs-types';
export { formatCurrency, NEEDS_ASSUMPTIONS, NEEDS_DISCLAIMER } from './needs-assumptions';
export { needsInputFromClient } from './needs-input-from-client';
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

/** A product's rate relativity as the offered-product schema bounds it (0.8–1.25), else none. */
function relativityOf(given: TNeedsInput['productRelativity']): TPricedProfile['relativity'] {
  const bounded = (r: number | undefined) =>
    typeof r === 'number' && Number.isFinite(r) && r >= 0.8 && r <= 1.25 ? r : undefined;
  const term = bounded(given?.term);
  const permanent = bounded(given?.permanent);
  return {
    ...(term === undefined ? {} : { term }),
    ...(permanent === undefined ? {} : { permanent }),
  };
}

/** The term to price alternatives at: the plan's longest term, else the one the horizon calls for. */
function pricedTermLength(
  years: number,
  age: number,
  planned: TTermLength | undefined,
): TTermLength {
  if (planned !== undefined) return planned;
  const issued = NEEDS_TERM_LENGTHS.filter((length) => termIssuable(length, age));
  return issued.find((length) => length >= years) ?? issued.at(-1) ?? 10;
}

export function analyseNeeds(input: TNeedsInput): TNeedsAnalysis {
  const b = needsBasis(input);
  const { inputs, assumptionValues: v } = b;
  const valuation = { timing: v.paymentTiming, growthPercent: v.incomeGrowthPercent };
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
    ...valuation,
    annualIncome: inputs.annualIncome,
    replacementPercent: v.incomeReplacementPercent,
    years: v.supportYears,
    discountRatePercent: v.discountRatePercent,
  });
  const lumpTotal = dime.total - dime.income;
  const capital = capitalNeedFor(b, hlv.annualAmount, lumpTotal);
  const permanentNeeds = permanentNeedsFor(b);
  const businessNeeds = businessNeedsFor(b);
  const retentionLeads = b.leadMethod === 'capital-retention' && capital.retentionTotal !== null;
  const methodTotal = {
    dime: dime.total,
    hlv: hlv.total,
    'capital-liquidation': capital.liquidationTotal,
    'capital-retention': capital.retentionTotal ?? capital.liquidationTotal,
  }[b.leadMethod];
  // Final expenses move to the permanent need when one exists.
  const termNeed =
    methodTotal - (permanentNeeds.finalExpenses > 0 ? dime.finalExpenses : 0) + businessNeeds.total;
  const totalNeed = termNeed + permanentNeeds.total;
  const groupCounted = Math.round((inputs.existingCoverGroup * v.groupCoverCountedPercent) / 100);
  const existingCoverCounted = inputs.existingCoverIndividual + groupCounted;

  const parts: TTermParts = {
    b,
    dime,
    leadMethod:
      retentionLeads || b.leadMethod !== 'capital-retention' ? b.leadMethod : 'capital-liquidation',
    annualAmount: b.leadMethod.startsWith('capital') ? capital.annualShortfall : hlv.annualAmount,
    retentionCapital: retentionLeads ? capital.retention : null,
    businessTotal: businessNeeds.total,
    finalExpensesInTerm: permanentNeeds.finalExpenses === 0,
  };
  const profile: TPricedProfile = {
    age: inputs.age,
    sex: inputs.sex,
    smoker: inputs.smoker,
    rateClass: b.rateClass,
    relativity: relativityOf(input.productRelativity),
  };
  const recommendInput = {
    parts,
    termNeed,
    permanentNeeds,
    offsets: { individual: inputs.existingCoverIndividual, groupCounted, savings: inputs.savings },
    profile,
  };
  const gaps = gapsOf(recommendInput);
  const recommended = recommend(recommendInput);
  const cover = recommended.cover;
  const termPolicy = recommended.policies.find((p) => p.kind === 'term');
  const horizon = termHorizon(parts);
  const longestIssued = NEEDS_TERM_LENGTHS.filter((l) => termIssuable(l, inputs.age)).at(-1);
  const allPermanent = recommended.shape === 'permanent';
  const termLengthYears = pricedTermLength(
    allPermanent ? Number.POSITIVE_INFINITY : horizon.years,
    inputs.age,
    termPolicy?.kind === 'term'
      ? (Math.max(
          ...recommended.policies.map((p) => (p.kind === 'term' ? p.length : 0)),
        ) as TTermLength)
      : undefined,
  );
  const termAvailable = termIssuable(termLengthYears, inputs.age);
  const caveats = caveatsFor({
    b,
    recommendation: recommended,
    permanentNeeds,
    capital,
    profile,
    termEndsEarly:
      termPolicy && longestIssued !== undefined && horizon.years > longestIssued
        ? { length: longestIssued, wanted: horizon.years }
        : null,
    permanentGap: gaps.permanentGap,
  });
  const recommendation = { ...recommended, caveats };

  const termPlan = { kind: 'term', length: termLengthYears } as const;
  const permanentPlan: TPlanToPrice = { kind: 'permanent' };
  const termMonthly = termAvailable ? (price(termPlan, profile, cover) ?? 0) : 0;
  const permanentMonthly = price(permanentPlan, profile, cover) ?? 0;
  const factor = classFactor(b.rateClass);
  const smokerMultiplier = inputs.smoker ? round2(smokerFactor(inputs.age)) : 1;
  const ratePerThousand = (plan: TPlanToPrice) => round2(baseRatePerThousand(plan, profile, cover));
  const pricing = {
    profile,
    termPlan,
    termAvailable: termAvailable && factor !== null,
    cover,
    termMonthly,
    permanentMonthly,
  };
  const budget = inputs.monthlyBudget;
  // The budget is set against what the plan's own policies of each kind cost, when it has them.
  const planOf = (kind: 'term' | 'permanent', fallback: number) => {
    const own = recommendation.policies.filter((p) => p.kind === kind);
    return own.length > 0 ? own.reduce((s, p) => s + (p.monthly ?? 0), 0) : fallback;
  };

  return {
    inputs,
    assumptionValues: v,
    incomeReplacement: { years: v.supportYears, basis: b.basis, amount: dime.income },
    dime,
    hlv,
    capital,
    permanentNeeds,
    businessNeeds,
    leadMethod: b.leadMethod,
    totalNeed,
    existingCoverage: inputs.existingCoverage,
    existingCoverCounted,
    savings: inputs.savings,
    gap: gaps.termGap + gaps.permanentGap,
    recommendedCoverage: cover,
    termLengthYears,
    suitability: suitabilityFor(b, recommendation, termAvailable),
    recommendation,
    underwriting: {
      rateClass: b.rateClass,
      label: UNDERWRITING_CLASS_LABELS[b.rateClass],
      source: b.rateClassSource,
      priced: factor !== null,
    },
    premiums: {
      termMonthly,
      permanentMonthly,
      recommendedMonthly: recommendation.monthly ?? 0,
      termAnnualRatePerThousand: termAvailable ? ratePerThousand(termPlan) : 0,
      permanentAnnualRatePerThousand: ratePerThousand(permanentPlan),
      policyFeeAnnual: cover > 0 ? POLICY_FEE_ANNUAL : 0,
      smokerMultiplier,
      classMultiplier: factor ?? 0,
    },
    budgetFit:
      budget === null
        ? null
        : {
            term: budgetFitFor(planOf('term', termMonthly), budget, termPlan, profile),
            permanent: budgetFitFor(
              planOf('permanent', permanentMonthly),
              budget,
              permanentPlan,
              profile,
            ),
          },
    costOfWaiting: costOfWaitingFor(pricing),
    coverageOverTime: coverageOverTimeFor(recommendation, (elapsed) => {
      const left = gapsOf({ ...recommendInput, termNeed: termNeedAt(parts, elapsed) });
      return left.termGap + left.permanentGap;
    }),
    assumptions: assumptionSentences(b, {
      dime,
      hlv,
      capital,
      permanentNeeds,
      businessNeeds,
      leadMethod: b.leadMethod,
      recommendedCoverage: cover,
      termLengthYears,
      termAvailable,
      underwritingLabel: UNDERWRITING_CLASS_LABELS[b.rateClass],
    }),
    currency: inputs.jurisdiction === 'US' ? 'USD' : 'CAD',
    disclaimer: NEEDS_DISCLAIMER,
  };
}
