// Illustrative life-insurance prices with the shape of published rate tables. Illustrative, never a
// quote: annual $ per $1,000 of cover by age for a standard non-smoking man, times the term
// length's ratio, the sex, smoker and rate-class factors and the size band, plus a policy fee.
//
// Fitted to published sample premiums (needs-rates-market.test.ts lists every one with its source,
// date and class). Quote sites quote preferred or preferred plus, not standard: Policygenius states
// Preferred for its term tables and Preferred Plus for its whole life table. The standard curves
// below are those quotes divided by their class factor (needs-rate-classes.ts), so the class
// factors reproduce them.
// - Age curve, 20-year term: Policygenius, "Term life insurance rates" (Preferred, $250,000 to
//   $1 million, ages 25–55); Ramsey Solutions, "Average Term Life Insurance Rate Chart by Age"
//   ($1 million, ages 20–80); insure.com, "Average term life insurance rates by age, gender and
//   health" (2025, ages 45 and 65); PolicyMe, "How is life insurance priced?" (Canada, 2025, age
//   35). Quotacy (quotacy.com/the-cost-of-life-insurance, ages 25–65), the lowest carrier's quote,
//   runs 15–33% below and was read as a lower bound only.
// - Term lengths: Ramsey Solutions (10, 15, 20 and 25 years by age); Forbes Advisor, "How Much Is
//   Life Insurance? Average Costs Breakdown", and Insuranceopedia (insuranceopedia.com/life-
//   insurance/how-much-is-life-insurance) for 10, 20 and 30 years.
// - Sex: the same tables by sex; a woman's term rate is 62–79% of a man's, falling after 40, and
//   her whole-life rate 85% (Policygenius's whole life table, 83–86%).
// - Smokers: 2.2–3.1 times (insure.com, insure.com/life-insurance/term-life-insurance-rates, 2023),
//   3.35 times on average (InsuranceQuotes.com, reported by Business Insider, "Smokers Pay 235%
//   More For Life Insurance"), 2.9–3.3 times at 45–55 (Hinerman Group, hinermangroup.com/tobacco-
//   use-impact-on-life-insurance), rising with age. No whole-life smoker ratio was found: the term
//   factor is used for both.
// - Whole life: Policygenius, policygenius.com/life-insurance/whole-life-insurance-rates
//   (MassMutual, paid up at 100, Preferred Plus, rates valid 07/01/2023) for ages 20–50, 16–18
//   times a 20-year term at 30–45; past 50, the age steps of Choice Mutual's "$100,000 Whole Life
//   Insurance Policy Rates" (valid 02/26/2025): ×1.49 to 60, ×1.75 to 70, ×1.9 to 80, ×1.39 to 85.
// - Policy fee: $70 a year, inside the published range: a typical term policy fee is $75 (Back9,
//   "Target Premium and Non-Commissionable Policy Fees", 2023), $30–$80 (CarePro Insurance,
//   "Term Life Policy Fee Explained").
// - Size bands and issue ages: see SIZE_BANDS, TERM_MAX_ISSUE_AGE and PERMANENT_MAX_ISSUE_AGE.
import { classFactor, tobaccoClass, type TUnderwritingClass } from './needs-rate-classes';
import type { TRateSex, TRecommendedKind, TTermLength } from './needs-types';

export const POLICY_FEE_ANNUAL = 70;
/** The largest cover a budget is matched to; larger covers are priced at the top band's rate. */
export const MAX_PRICED_COVER = 5_000_000;
/** The tables start at 18, the youngest issue age in term product guides (others start at 20). */
export const MIN_ISSUE_AGE = 18;
export const NEEDS_TERM_LENGTHS: readonly TTermLength[] = [10, 15, 20, 25, 30];

/**
 * The oldest age at which each level term is usually issued: 10-year to 80, 15-year to 75,
 * 20-year to 70, 25-year to 60 and 30-year to 55 (JRC Insurance Group, "What is Term Life
 * Insurance?", average age limits across carriers). Ramsey Solutions' rate chart prices a 20-year
 * term at 70 and a 10-year term at 80, and none of 25 years at 70.
 */
export const TERM_MAX_ISSUE_AGE: Readonly<Record<TTermLength, number>> = {
  10: 80,
  15: 75,
  20: 70,
  25: 60,
  30: 55,
};
/** Whole life is quoted to 85 (Choice Mutual, "$100,000 Whole Life Insurance Policy Rates"). */
export const PERMANENT_MAX_ISSUE_AGE = 85;

/** The ages the tables below are given at; a rate between two of them is interpolated. */
const AGES = [18, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85];
/**
 * Standard male non-smoker, 20-year level term, $500,000 band: annual $ per $1,000, fee excluded.
 * Past 70 only 10- and 15-year terms are issued: 75 and 80 follow Ramsey's 10-year rate at 80; 85
 * is never priced (no term is issued there) and only completes the age column.
 */
const TERM_20 = [0.6, 0.61, 0.66, 0.74, 1.04, 1.6, 2.75, 4.3, 7.9, 15.5, 29, 60, 125, 200];
/** Each term length's rate as a share of the 20-year rate at the same age. */
const TERM_LENGTH_RATIO: Readonly<Record<TTermLength, readonly number[]>> = {
  10: [0.56, 0.56, 0.56, 0.56, 0.56, 0.56, 0.56, 0.55, 0.52, 0.48, 0.46, 0.44, 0.43, 0.43],
  15: [0.74, 0.74, 0.74, 0.74, 0.74, 0.74, 0.74, 0.73, 0.71, 0.68, 0.65, 0.63, 0.63, 0.63],
  20: AGES.map(() => 1),
  25: [1.32, 1.32, 1.32, 1.32, 1.32, 1.32, 1.32, 1.42, 1.52, 1.52, 1.52, 1.52, 1.52, 1.52],
  30: [1.75, 1.75, 1.75, 1.75, 1.8, 1.85, 1.95, 1.95, 1.95, 1.95, 1.95, 1.95, 1.95, 1.95],
};
/**
 * Standard male non-smoker whole life (premiums for life), $500,000 band: annual $ per $1,000, fee
 * excluded. Ages 55, 65 and 75 sit midway (geometric) between their neighbours.
 */
const WHOLE_LIFE = [9.6, 11.8, 14, 15.8, 21, 27.5, 35, 43, 52, 69, 91, 125, 173, 240];
/** A woman's rate as a share of a man's. */
const FEMALE_TERM = [
  0.72, 0.72, 0.76, 0.79, 0.79, 0.76, 0.75, 0.72, 0.7, 0.64, 0.62, 0.62, 0.62, 0.62,
];
const FEMALE_PERMANENT = 0.85;
/** A smoker's rate as a multiple of a non-smoker's, rising with age. */
const SMOKER = [2.6, 2.6, 2.65, 2.7, 2.8, 2.9, 2.95, 3, 3, 3, 3, 3, 3, 3];

/**
 * Size bands: the rate per $1,000 falls for larger covers. Term, with the fee removed:
 * Policygenius's $250,000 / $500,000 / $1 million columns (1.07 / 1 / 0.91) and its $2 million
 * column (0.86); $100,000 from Forbes Advisor's and CreditDonkey's ("Term Life Insurance Rates by
 * Age", 2019) $100,000 columns, 1.1–1.7 depending on the fee, 1.45 here; under $100,000 is not
 * published and is set above it. Whole life: Policygenius's columns give 1 / 1 / 0.97; the bands
 * under $250,000 and from $2 million are not published and are set to keep the slope.
 */
const SIZE_BANDS: readonly { from: number; term: number; permanent: number }[] = [
  { from: 0, term: 1.6, permanent: 1.1 },
  { from: 100_000, term: 1.45, permanent: 1.05 },
  { from: 250_000, term: 1.07, permanent: 1 },
  { from: 500_000, term: 1, permanent: 1 },
  { from: 1_000_000, term: 0.91, permanent: 0.97 },
  { from: 2_000_000, term: 0.86, permanent: 0.95 },
];

/** The kind and, for term, the length being priced. */
export type TPlanToPrice = { kind: 'term'; length: TTermLength } | { kind: 'permanent' };

export interface TRateProfile {
  age: number;
  sex: TRateSex;
  smoker: boolean;
  /** A smoker is priced at the tobacco class (preferred or standard at best). */
  rateClass: TUnderwritingClass;
}

/** A table's value at `age`: linear between the table ages, flat beyond the first and last. */
function atAge(values: readonly number[], age: number): number {
  let previous = { age: AGES[0] ?? 0, value: values[0] ?? 0 };
  for (const [index, knot] of AGES.entries()) {
    const value = values[index] ?? previous.value;
    if (age <= knot) {
      if (knot === previous.age) return value;
      const t = (age - previous.age) / (knot - previous.age);
      return previous.value + t * (value - previous.value);
    }
    previous = { age: knot, value };
  }
  return previous.value;
}

function maxIssueAge(plan: TPlanToPrice): number {
  return plan.kind === 'term' ? TERM_MAX_ISSUE_AGE[plan.length] : PERMANENT_MAX_ISSUE_AGE;
}

/** Whether a level term of `length` years is usually issued at `age`. */
export function termIssuable(length: TTermLength, age: number): boolean {
  return age >= MIN_ISSUE_AGE && age <= TERM_MAX_ISSUE_AGE[length];
}

function pricedClassFactor(profile: TRateProfile): number | null {
  return classFactor(profile.smoker ? tobaccoClass(profile.rateClass) : profile.rateClass);
}

/** Whether the plan is issued at this age and the class is one a price is shown for. */
export function priceable(plan: TPlanToPrice, profile: TRateProfile): boolean {
  const issued = profile.age >= MIN_ISSUE_AGE && profile.age <= maxIssueAge(plan);
  return issued && pricedClassFactor(profile) !== null;
}

export function smokerFactor(age: number): number {
  return atAge(SMOKER, age);
}

function sexFactor(kind: TRecommendedKind, sex: TRateSex, age: number): number {
  const female = kind === 'term' ? atAge(FEMALE_TERM, age) : FEMALE_PERMANENT;
  if (sex === 'female') return female;
  return sex === 'male' ? 1 : (1 + female) / 2;
}

function bandFactor(kind: TRecommendedKind, cover: number): number {
  let factor = 1;
  for (const band of SIZE_BANDS)
    if (cover >= band.from) factor = kind === 'term' ? band.term : band.permanent;
  return factor;
}

/**
 * The annual rate per $1,000 at the standard class before the smoker factor (age, sex, term length
 * and the size band of `cover` included; fee excluded), as a rate table prints it.
 */
export function baseRatePerThousand(
  plan: TPlanToPrice,
  profile: Pick<TRateProfile, 'age' | 'sex'>,
  cover: number,
): number {
  const rate =
    plan.kind === 'term'
      ? atAge(TERM_20, profile.age) * atAge(TERM_LENGTH_RATIO[plan.length], profile.age)
      : atAge(WHOLE_LIFE, profile.age);
  return rate * sexFactor(plan.kind, profile.sex, profile.age) * bandFactor(plan.kind, cover);
}

function bandedAnnual(plan: TPlanToPrice, profile: TRateProfile, cover: number, factor: number) {
  const rate = baseRatePerThousand(plan, profile, cover) * factor;
  return (cover / 1000) * rate + POLICY_FEE_ANNUAL;
}

/**
 * The annual premium for `cover`, policy fee included, times the product's `relativity` (its
 * illustrative positioning against the market; 1 = the market rate). 0 for no cover; null when
 * the plan is not issued at this age or the class is not priced. Where the next size band's first
 * amount would cost less, it is priced at that amount (a "band break", as advisors buy it), so
 * more cover never costs less.
 */
export function annualPremium(
  plan: TPlanToPrice,
  profile: TRateProfile,
  cover: number,
  relativity = 1,
): number | null {
  const classRate = pricedClassFactor(profile);
  if (classRate === null || !priceable(plan, profile)) return null;
  if (!(cover > 0)) return 0;
  const factor = classRate * (profile.smoker ? smokerFactor(profile.age) : 1);
  let best = bandedAnnual(plan, profile, cover, factor);
  for (const band of SIZE_BANDS)
    if (band.from > cover) best = Math.min(best, bandedAnnual(plan, profile, band.from, factor));
  return best * relativity;
}

/** The monthly premium in whole dollars (annual / 12); null when not priceable. */
export function monthlyPremium(
  plan: TPlanToPrice,
  profile: TRateProfile,
  cover: number,
  relativity = 1,
): number | null {
  const annual = annualPremium(plan, profile, cover, relativity);
  return annual === null ? null : Math.round(annual / 12);
}

/**
 * The largest multiple of `step`, up to `maxCover`, whose monthly premium fits `budget`; 0 when
 * even one step does not or the plan is not priceable.
 */
export function coverForBudget(
  plan: TPlanToPrice,
  profile: TRateProfile,
  budget: number,
  step: number,
  maxCover = MAX_PRICED_COVER,
): number {
  if (!priceable(plan, profile)) return 0;
  let low = 0;
  let high = Math.floor(maxCover / step);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((monthlyPremium(plan, profile, mid * step) ?? Infinity) <= budget) low = mid;
    else high = mid - 1;
  }
  return low * step;
}
