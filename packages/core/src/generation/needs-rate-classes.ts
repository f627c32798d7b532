// Underwriting classes: the rate class an insurer prices a life policy at, as a factor on the
// standard rate, and the class the wizard's self-described health most likely leads to. Only the
// insurer's underwriting assigns a class; the page says the one used here is an estimate.
//
// Sources:
// - Preferred classes: preferred plus costs 30–50% less than standard and preferred 15–30% less
//   (TermLifePlans, termlifeplans.com/blog/posts/85, on rate classes); preferred plus is about 15%
//   below preferred for the same policy ($1,840 against $2,160 a year, $500,000 20-year term at 57;
//   Hinerman Group, hinermangroup.com/blog/insurance/whats-the-difference-between-preferred-plus-
//   and-preferred-rates). Standard plus sits between preferred and standard (TermLifePlans, as
//   above); no published figure for it was found, so it is set between the two.
// - Table ratings: each table adds about 25% of the standard rate, table 4 doubling it (Diversified
//   Insurance Brokers, "Life Insurance Table Ratings Explained", diversifiedquotes.com; Workers
//   Bequest, "Guide To Life Insurance Table Ratings"). Past table 8 most insurers decline or refer
//   the case to impaired-risk underwriting: 'specialist', for which no price is shown.
// - Tobacco classes: smokers are rated preferred tobacco or standard tobacco only (Sproutt,
//   "Preferred Rates", sproutt.com/glossary/preferred-rates), so a smoker is never better than
//   preferred and never standard plus.

export const UNDERWRITING_CLASSES = [
  'preferred-plus',
  'preferred',
  'standard-plus',
  'standard',
  'table-1',
  'table-2',
  'table-3',
  'table-4',
  'table-5',
  'table-6',
  'table-7',
  'table-8',
  'specialist',
] as const;
export type TUnderwritingClass = (typeof UNDERWRITING_CLASSES)[number];

/** Each table rating adds this share of the standard rate. */
export const TABLE_RATING_STEP = 0.25;

const NON_TABLE_FACTORS = {
  'preferred-plus': 0.72,
  preferred: 0.82,
  'standard-plus': 0.9,
  standard: 1,
} as const;

const tableNumber = (rateClass: TUnderwritingClass): number | null =>
  rateClass.startsWith('table-') ? Number(rateClass.slice('table-'.length)) : null;

/** The rate relative to standard (1); null for 'specialist', which is not priced. */
export function classFactor(rateClass: TUnderwritingClass): number | null {
  if (rateClass === 'specialist') return null;
  const table = tableNumber(rateClass);
  if (table !== null) return 1 + TABLE_RATING_STEP * table;
  return NON_TABLE_FACTORS[rateClass as keyof typeof NON_TABLE_FACTORS];
}

function labelOf(rateClass: TUnderwritingClass): string {
  const table = tableNumber(rateClass);
  if (table !== null) return `Table ${table} (+${Math.round(TABLE_RATING_STEP * table * 100)}%)`;
  if (rateClass === 'specialist') return 'Specialist underwriting';
  return rateClass
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'Preferred Plus', …, 'Table 2 (+50%)', …, 'Specialist underwriting'. */
export const UNDERWRITING_CLASS_LABELS = Object.fromEntries(
  UNDERWRITING_CLASSES.map((rateClass) => [rateClass, labelOf(rateClass)]),
) as Readonly<Record<TUnderwritingClass, string>>;

/** The class a smoker is rated at instead: preferred tobacco or standard tobacco. */
export function tobaccoClass(rateClass: TUnderwritingClass): TUnderwritingClass {
  if (rateClass === 'preferred-plus') return 'preferred';
  if (rateClass === 'standard-plus') return 'standard';
  return rateClass;
}

/**
 * The class the wizard's health label describes ('Excellent' | 'Good' | 'Fair' | 'Poor' | '').
 * - Excellent → preferred: preferred plus also needs build, blood pressure, cholesterol, family
 *   history and driving criteria a self-rating does not show.
 * - Good → standard plus: generally healthy, short of the preferred criteria.
 * - Fair → standard: average health, perhaps a treated condition.
 * - Poor → table 4 (+100%): a chronic condition serious enough to call one's health poor is
 *   usually table rated; table 4 is the middle of the table 1–8 range, not a published mapping.
 * - Not stated → standard, the rate for average health.
 * A smoker is rated at the tobacco class instead (`tobaccoClass`).
 */
export function classFromHealth(healthStatus: string, smoker: boolean): TUnderwritingClass {
  const described: TUnderwritingClass =
    healthStatus === 'Excellent'
      ? 'preferred'
      : healthStatus === 'Good'
        ? 'standard-plus'
        : healthStatus === 'Poor'
          ? 'table-4'
          : 'standard';
  return smoker ? tobaccoClass(described) : described;
}

/** The line the page shows beside a price estimated from the health described. */
export const HEALTH_CLASS_NOTE =
  'The rate class is estimated from the health described; the insurer’s underwriting decides it.';
