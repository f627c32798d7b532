// What the recommended cover costs against the budget, what waiting costs, and how the need and
// the cover change over the next twenty years.
import { NEEDS_ASSUMPTIONS } from './needs-assumptions';
import type { TNeedsBasis } from './needs-inputs';
import { hlvPresentValue } from './needs-methods';
import {
  coverForBudget,
  monthlyPremium,
  termIssuable,
  type TPlanToPrice,
  type TRateProfile,
} from './needs-rates';
import type {
  TBudgetFit,
  TBudgetVerdict,
  TCoveragePoint,
  TDimeNeed,
  THlvNeed,
  TNeedsAnalysis,
  TTermLength,
} from './needs-types';

/** How far `budget` goes against `premium`; the cover it alone buys is 0 when there is nothing to buy. */
export function budgetFitFor(
  premium: number,
  budget: number,
  plan: TPlanToPrice,
  profile: TRateProfile,
): TBudgetFit {
  const coveredPercent = premium <= 0 ? 100 : Math.min(100, Math.round((budget / premium) * 100));
  const verdict: TBudgetVerdict =
    budget >= premium ? 'fits' : budget >= premium * 0.6 ? 'partial' : 'short';
  return {
    monthlyPremium: premium,
    monthlyBudget: budget,
    coveredPercent,
    verdict,
    affordableCoverage:
      premium > 0 ? coverForBudget(plan, profile, budget, NEEDS_ASSUMPTIONS.coverageRounding) : 0,
  };
}

export interface TPricing {
  profile: TRateProfile;
  termPlan: TPlanToPrice & { length: TTermLength };
  termAvailable: boolean;
  cover: number;
  termMonthly: number;
  permanentMonthly: number;
}

/** The same cover bought `waitingYears` later (capped at age 100). */
export function costOfWaitingFor(p: TPricing): TNeedsAnalysis['costOfWaiting'] {
  const laterAge = Math.min(100, p.profile.age + NEEDS_ASSUMPTIONS.waitingYears);
  const later = { ...p.profile, age: laterAge };
  const termMonthlyLater = p.termAvailable ? monthlyPremium(p.termPlan, later, p.cover) : 0;
  const permanentMonthlyLater = monthlyPremium({ kind: 'permanent' }, later, p.cover);
  const termExtraPerMonth = Math.max(0, termMonthlyLater - p.termMonthly);
  return {
    years: laterAge - p.profile.age,
    termMonthlyLater,
    permanentMonthlyLater,
    termExtraPerMonth,
    permanentExtraPerMonth: Math.max(0, permanentMonthlyLater - p.permanentMonthly),
    termExtraOverTerm: termExtraPerMonth * 12 * p.termPlan.length,
    termAvailableLater: p.termAvailable && termIssuable(p.termPlan.length, laterAge),
  };
}

/**
 * The need at the start of a policy year: debts and mortgage paid down, support years running out,
 * and each child's education dropping out at 18 (at year 18 when the children's ages are unknown).
 */
function needAfter(
  elapsed: number,
  b: TNeedsBasis,
  dime: TDimeNeed,
  hlv: THlvNeed,
  lead: 'dime' | 'hlv',
): number {
  const A = NEEDS_ASSUMPTIONS;
  const v = b.assumptionValues;
  const yearsLeft = Math.max(0, v.supportYears - elapsed);
  const income =
    lead === 'dime'
      ? b.inputs.annualIncome * yearsLeft
      : hlvPresentValue(hlv.annualAmount, yearsLeft, hlv.discountRatePercent);
  const schooling = b.childrenAgesGiven
    ? b.inputs.childrenAges.filter((age) => age + elapsed < A.childSupportUntilAge).length *
      v.educationPerChild
    : elapsed < A.childSupportUntilAge
      ? dime.education
      : 0;
  return (
    Math.round(dime.debt * Math.max(0, 1 - elapsed / A.debtYearsLeft)) +
    income +
    Math.round(dime.mortgage * Math.max(0, 1 - elapsed / A.mortgageYearsLeft)) +
    Math.min(schooling, dime.education) +
    dime.finalExpenses
  );
}

/** Twenty policy years: the cover each plan gives, premiums paid so far, and the need left uncovered by existing cover and savings. */
export function coverageOverTimeFor(
  b: TNeedsBasis,
  dime: TDimeNeed,
  hlv: THlvNeed,
  lead: 'dime' | 'hlv',
  p: TPricing,
): TCoveragePoint[] {
  const A = NEEDS_ASSUMPTIONS;
  const held = b.inputs.existingCoverage + b.inputs.savings;
  const length = p.termAvailable ? p.termPlan.length : 0;
  const points: TCoveragePoint[] = [];
  for (let year = 1; year <= A.seriesYears; year += 1) {
    points.push({
      year,
      termCoverage: year <= length ? p.cover : 0,
      permanentCoverage: p.cover,
      remainingNeed: Math.max(0, Math.round(needAfter(year - 1, b, dime, hlv, lead) - held)),
      termPremiumsPaid: p.termMonthly * 12 * Math.min(year, length),
      permanentPremiumsPaid: p.permanentMonthly * 12 * year,
    });
  }
  return points;
}
