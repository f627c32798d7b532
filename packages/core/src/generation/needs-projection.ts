// What the recommended cover costs against the budget, what waiting costs, and how the need and
// the cover change over the next twenty years.
import { NEEDS_ASSUMPTIONS } from './needs-assumptions';
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
  TNeedsAnalysis,
  TRecommendation,
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
  const termMonthlyLater = p.termAvailable ? (monthlyPremium(p.termPlan, later, p.cover) ?? 0) : 0;
  const permanentMonthlyLater = monthlyPremium({ kind: 'permanent' }, later, p.cover) ?? 0;
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
 * Twenty policy years: the recommended plan's term cover in force (a ladder steps down), its
 * permanent cover, premiums paid so far, and the need left once existing cover and savings are
 * counted as the gap counts them (`gapAt`, by years elapsed).
 */
export function coverageOverTimeFor(
  recommendation: TRecommendation,
  gapAt: (elapsed: number) => number,
): TCoveragePoint[] {
  const A = NEEDS_ASSUMPTIONS;
  const points: TCoveragePoint[] = [];
  const terms = recommendation.policies.filter((p) => p.kind === 'term');
  const permanents = recommendation.policies.filter((p) => p.kind === 'permanent');
  const monthly = (m: number | null) => m ?? 0;
  for (let year = 1; year <= A.seriesYears; year += 1) {
    const inForce = terms.filter((p) => year <= p.length);
    points.push({
      year,
      termCoverage: inForce.reduce((s, p) => s + p.cover, 0),
      permanentCoverage: permanents.reduce((s, p) => s + p.cover, 0),
      remainingNeed: Math.max(0, Math.round(gapAt(year - 1))),
      termPremiumsPaid: terms.reduce(
        (s, p) => s + monthly(p.monthly) * 12 * Math.min(year, p.length),
        0,
      ),
      permanentPremiumsPaid: permanents.reduce((s, p) => s + monthly(p.monthly) * 12 * year, 0),
    });
  }
  return points;
}
