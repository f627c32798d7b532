// Illustrative life-insurance prices with the shape of published rate tables: an annual rate per
// $1,000 of cover by age, sex, term length and smoker status, a health factor, size bands and a
// policy fee. Illustrative, never a quote.
//
// Calibration (quote-site averages, 2023–2025): a $500,000 20-year term costs about $30 a month
// for a healthy 30-year-old man and $23 for a woman (Policygenius), $741 and $571 a year at 45
// (insure.com), $38 a month at 40 and $92 at 50 (ValuePenguin); a 10-year term costs 59–78% of a
// 20-year one and a 30-year term 1.4–1.8 times; smokers pay 2.2–3.1 times (more at older ages);
// women pay 75–90% of men's rates; whole life costs 10–15 times term. Small policies pay a higher
// rate per $1,000 and a policy fee of $60–$75 a year, so a small cover lands near a minimum premium.
import type { TRateSex, TRecommendedKind, TTermLength } from './needs-types';

type TRateTable = readonly (readonly [age: number, value: number])[];

export const POLICY_FEE_ANNUAL = 70;
export const NEEDS_TERM_LENGTHS: readonly TTermLength[] = [10, 20, 30];

/**
 * The oldest age at which a level term of each length is usually issued. Published age/term
 * tables allow 30-year terms to about 50, 20-year to about 60, and only 10- or 15-year terms past
 * 70 (sumandeepuniversity.org "What is the maximum term for term life insurance"; buylifeinsurance
 * "how long does term insurance last"); term is rarely sold past 80–85 at all (pocketsense "Age
 * limits for term insurance"). A 10-year term is offered to 75 here.
 */
export const TERM_MAX_ISSUE_AGE: Readonly<Record<TTermLength, number>> = { 10: 75, 20: 60, 30: 50 };
/** Whole life is rarely issued past 85; older ages are still priced for illustration. */
export const PERMANENT_MAX_ISSUE_AGE = 85;

/** Male non-smoker, 20-year level term, $500,000–$999,999: annual $ per $1,000, fee excluded. */
const TERM_20_MALE: TRateTable = [
  [18, 0.52],
  [25, 0.53],
  [30, 0.56],
  [35, 0.6],
  [40, 0.7],
  [45, 1.2],
  [50, 2],
  [55, 3.3],
  [60, 5.5],
  [65, 10],
  [70, 18],
  [75, 32],
  [80, 55],
  [85, 90],
  [90, 140],
  [100, 250],
];
/** Male non-smoker whole life (premiums for life), $500,000–$999,999: annual $ per $1,000, fee excluded. */
const WHOLE_LIFE_MALE: TRateTable = [
  [18, 6],
  [25, 7.2],
  [30, 8.5],
  [35, 10],
  [40, 12],
  [45, 14.5],
  [50, 17.5],
  [55, 21.5],
  [60, 26.5],
  [65, 33],
  [70, 42],
  [75, 54],
  [80, 70],
  [85, 90],
  [90, 115],
  [100, 160],
];
/** A 10-year term costs less than a 20-year one (fewer, younger years); a 30-year term more. */
const TERM_LENGTH_FACTOR: Readonly<Record<TTermLength, number>> = { 10: 0.64, 20: 1, 30: 1.7 };
/** Women's rates as a share of men's: about 80% when young, closer to 75% later. */
const FEMALE_TERM_FACTOR: TRateTable = [
  [18, 0.8],
  [40, 0.8],
  [50, 0.78],
  [60, 0.76],
  [100, 0.76],
];
const FEMALE_PERMANENT_FACTOR = 0.85;
/** Smoker rates as a multiple of non-smoker rates, rising with age; applied to term and whole life alike. */
const SMOKER_FACTOR: TRateTable = [
  [18, 2.9],
  [35, 2.9],
  [45, 3],
  [55, 3.1],
  [100, 3.1],
];
/**
 * Health as the rate class it usually leads to: Excellent ≈ preferred plus, Good ≈ standard,
 * Fair ≈ a table-2/3 rating, Poor ≈ a table-6/8 rating. Not stated = standard.
 */
const HEALTH_MULTIPLIERS: Readonly<Record<string, number>> = {
  Excellent: 0.9,
  Good: 1,
  Fair: 1.35,
  Poor: 1.9,
};

/** Size bands: the rate per $1,000 falls for larger covers (term more steeply than whole life). */
const SIZE_BANDS: readonly { from: number; term: number; permanent: number }[] = [
  { from: 0, term: 1.3, permanent: 1.1 },
  { from: 250_000, term: 1.1, permanent: 1.05 },
  { from: 500_000, term: 1, permanent: 1 },
  { from: 1_000_000, term: 0.85, permanent: 0.95 },
];

export interface TRateProfile {
  age: number;
  sex: TRateSex;
  smoker: boolean;
  /** 'Excellent' | 'Good' | 'Fair' | 'Poor' | '' (not stated). */
  healthStatus: string;
}

/** The kind and, for term, the length being priced. */
export type TPlanToPrice = { kind: 'term'; length: TTermLength } | { kind: 'permanent' };

function interpolate(table: TRateTable, age: number): number {
  const first = table[0];
  if (!first || age <= first[0]) return first?.[1] ?? 0;
  let previous = first;
  for (const point of table) {
    if (age <= point[0]) {
      const t = (age - previous[0]) / (point[0] - previous[0]);
      return previous[1] + t * (point[1] - previous[1]);
    }
    previous = point;
  }
  return previous[1];
}

export function smokerFactor(age: number): number {
  return interpolate(SMOKER_FACTOR, age);
}

export function healthFactor(healthStatus: string): number {
  return HEALTH_MULTIPLIERS[healthStatus] ?? 1;
}

function sexFactor(kind: TRecommendedKind, sex: TRateSex, age: number): number {
  const female = kind === 'term' ? interpolate(FEMALE_TERM_FACTOR, age) : FEMALE_PERMANENT_FACTOR;
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
 * The annual rate per $1,000 before the smoker and health factors (age, sex, term length and the
 * size band of `cover` included), as a rate table prints it.
 */
export function baseRatePerThousand(
  plan: TPlanToPrice,
  profile: Pick<TRateProfile, 'age' | 'sex'>,
  cover: number,
): number {
  const table = plan.kind === 'term' ? TERM_20_MALE : WHOLE_LIFE_MALE;
  const length = plan.kind === 'term' ? TERM_LENGTH_FACTOR[plan.length] : 1;
  return (
    interpolate(table, profile.age) *
    length *
    sexFactor(plan.kind, profile.sex, profile.age) *
    bandFactor(plan.kind, cover)
  );
}

function bandedAnnual(plan: TPlanToPrice, profile: TRateProfile, cover: number): number {
  const multiplier =
    (profile.smoker ? smokerFactor(profile.age) : 1) * healthFactor(profile.healthStatus);
  return (
    (cover / 1000) * baseRatePerThousand(plan, profile, cover) * multiplier + POLICY_FEE_ANNUAL
  );
}

/**
 * The annual premium for `cover`, policy fee included; 0 for no cover. Where the next size band's
 * first amount would cost less, it is priced at that amount (a "band break", as advisors buy it),
 * so more cover never costs less.
 */
export function annualPremium(plan: TPlanToPrice, profile: TRateProfile, cover: number): number {
  if (!(cover > 0)) return 0;
  let best = bandedAnnual(plan, profile, cover);
  for (const band of SIZE_BANDS)
    if (band.from > cover) best = Math.min(best, bandedAnnual(plan, profile, band.from));
  return best;
}

/** The monthly premium in whole dollars (annual / 12). */
export function monthlyPremium(plan: TPlanToPrice, profile: TRateProfile, cover: number): number {
  return Math.round(annualPremium(plan, profile, cover) / 12);
}

/** Whether a level term of `length` years is usually issued at `age`. */
export function termIssuable(length: TTermLength, age: number): boolean {
  return age <= TERM_MAX_ISSUE_AGE[length];
}

/** The largest multiple of `step` whose monthly premium fits `budget`; 0 when even one step does not. */
export function coverForBudget(
  plan: TPlanToPrice,
  profile: TRateProfile,
  budget: number,
  step: number,
  maxCover = 1e12,
): number {
  let low = 0;
  let high = Math.floor(maxCover / step);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (monthlyPremium(plan, profile, mid * step) <= budget) low = mid;
    else high = mid - 1;
  }
  return low * step;
}
