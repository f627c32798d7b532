// The needs analysis's inputs, bounded and labelled: from the wizard's record (strings as typed)
// to numbers, and from numbers to the clamped values and assumptions the analysis uses.
import { MAX_ANNUAL_INCOME, MAX_MONTHLY_BUDGET } from './client-form';
import { NEEDS_ASSUMPTIONS } from './needs-assumptions';
import {
  LEAD_METHODS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_NEEDS_AMOUNT,
  type TLeadMethod,
} from './needs-facts';
import { classFromHealth, UNDERWRITING_CLASSES } from './needs-rate-classes';
import type {
  TAssumptionSource,
  TAssumptionValues,
  TNeedsAnalysis,
  TNeedsInput,
  TRateSex,
} from './needs-types';
import { HEALTH_STATUSES, MARITAL_STATUSES } from './options';

const LIMITS = {
  minAge: 18,
  maxAge: 100,
  defaultAge: 40,
  maxDependents: 10,
  maxLumpSum: 10_000_000,
  supportYears: [1, 50],
  replacementPercent: [10, 100],
  discountRatePercent: [0, 15],
  incomeGrowthPercent: [0, 10],
  retirementAge: [50, 80],
  mortgageYearsLeft: [1, 40],
  groupCoverCountedPercent: [0, 100],
  marginalTaxRatePercent: [0, 60],
  lifelongSupportYears: [1, 80],
} as const;

type TSupportBasis = 'dependents' | 'partner' | 'single';

/** What the analysis works from once every input is bounded and every assumption chosen. */
export interface TNeedsBasis {
  inputs: TNeedsAnalysis['inputs'];
  assumptionValues: TAssumptionValues;
  basis: TSupportBasis;
  /** Years of support before the retirement-age limit. */
  supportYearsBeforeLimit: number;
  /** The underwriting class priced and where it came from ('advisor' or 'health'). */
  rateClass: (typeof UNDERWRITING_CLASSES)[number];
  rateClassSource: TAssumptionSource;
  /** Children the education part pays for. */
  childrenToEducate: number;
  /** Whether the children's ages were given (else the dependents count is used). */
  childrenAgesGiven: boolean;
  leadMethod: TLeadMethod;
  recommendedProductType: string;
}

function clamp(
  value: number | null | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

function amount(value: number | null | undefined, max = MAX_NEEDS_AMOUNT): number {
  return Math.round(clamp(value, 0, max, 0));
}

/** A value the advisor or client may set: theirs when given, else the default. */
function chosen(
  value: number | null | undefined,
  [min, max]: readonly [number, number],
  fallback: number,
  source: TAssumptionSource,
) {
  const given = typeof value === 'number' && Number.isFinite(value);
  return given
    ? { value: clamp(value, min, max, fallback), source }
    : { value: fallback, source: 'default' as const };
}

function rateSex(gender: string | null | undefined): TRateSex {
  const label = (gender ?? '').trim().toLowerCase();
  return label === 'male' || label === 'female' ? label : 'blended';
}

function childrenAgesOf(ages: readonly number[] | null | undefined): number[] {
  return (ages ?? [])
    .filter((a) => typeof a === 'number' && Number.isFinite(a) && a >= 0)
    .map((a) => Math.min(MAX_CHILD_AGE, Math.floor(a)))
    .slice(0, MAX_CHILDREN);
}

/**
 * The retirement age when the advisor sets none: 65; for a client of 65 to 69 who still earns an
 * income, 70 (the latest age CPP/QPP and Social Security retirement benefits can start, so the
 * latest common planning age); older clients with an income, their own age (no years assumed).
 */
function defaultRetirementAge(age: number, annualIncome: number): number {
  const A = NEEDS_ASSUMPTIONS;
  if (age < A.retirementAge || annualIncome <= 0) return A.retirementAge;
  return Math.max(age, A.lateRetirementAge);
}

/** Who relies on the client's income, and for how many years by default. */
function supportDefaults(
  dependents: number,
  partnered: boolean,
  childrenAges: number[],
): { basis: TSupportBasis; years: number; source: TAssumptionSource } {
  const A = NEEDS_ASSUMPTIONS;
  const under18 = childrenAges.filter((a) => a < A.childSupportUntilAge);
  if (under18.length > 0)
    return {
      basis: 'dependents',
      years: A.childSupportUntilAge - Math.min(...under18),
      source: 'youngest-child',
    };
  if (dependents > 0 && childrenAges.length === 0)
    return { basis: 'dependents', years: A.supportYearsWithDependents, source: 'family-shape' };
  if (partnered)
    return { basis: 'partner', years: A.supportYearsWithPartner, source: 'family-shape' };
  // Nobody relies on the income: none is replaced.
  return { basis: 'single', years: 0, source: 'family-shape' };
}

/** Bounds every input and picks each assumption's value and source. */
export function needsBasis(input: TNeedsInput): TNeedsBasis {
  const A = NEEDS_ASSUMPTIONS;
  const age = Math.round(clamp(input.age, LIMITS.minAge, LIMITS.maxAge, LIMITS.defaultAge));
  const annualIncome = amount(input.annualIncome, MAX_ANNUAL_INCOME);
  const dependents = Math.floor(clamp(input.dependents, 0, LIMITS.maxDependents, 0));
  // Only known labels pass: the analysis carries no free text, so it can be quoted in prompts as facts.
  const maritalStatus = MARITAL_STATUSES.find((s) => s === input.maritalStatus) ?? '';
  const healthStatus = HEALTH_STATUSES.find((s) => s === input.healthStatus) ?? '';
  const smoker = input.smoker === true || input.smoker === 'Smoker';
  const childrenAges = childrenAgesOf(input.childrenAges);
  const under18 = childrenAges.filter((a) => a < A.childSupportUntilAge);
  const splitGiven = input.existingCoverIndividual != null || input.existingCoverGroup != null;
  const existingCoverIndividual = splitGiven
    ? amount(input.existingCoverIndividual)
    : amount(input.existingCoverage);
  const existingCoverGroup = splitGiven ? amount(input.existingCoverGroup) : 0;

  const partnered = maritalStatus === 'Married' || maritalStatus === 'Common-law';
  const childrenAgesGiven = childrenAges.length > 0;
  const derived = supportDefaults(dependents, partnered, childrenAges);
  const advisorYears =
    typeof input.supportYears === 'number' && Number.isFinite(input.supportYears);
  const supportYearsBeforeLimit = advisorYears
    ? Math.round(clamp(input.supportYears, ...LIMITS.supportYears, derived.years))
    : derived.years;
  const retirement = chosen(
    input.retirementAge,
    LIMITS.retirementAge,
    defaultRetirementAge(age, annualIncome),
    'advisor',
  );
  const retirementAge = Math.round(retirement.value);
  const supportYears = Math.min(supportYearsBeforeLimit, Math.max(0, retirementAge - age));

  const pick = (
    value: number | null | undefined,
    limits: readonly [number, number],
    fallback: number,
    source: TAssumptionSource = 'advisor',
  ) => chosen(value, limits, fallback, source);
  const replacement = pick(
    input.incomeReplacementPercent,
    LIMITS.replacementPercent,
    A.incomeReplacementPercent,
  );
  const discount = pick(
    input.discountRatePercent,
    LIMITS.discountRatePercent,
    A.discountRatePercent,
  );
  const growth = pick(input.incomeGrowthPercent, LIMITS.incomeGrowthPercent, 0);
  const education = pick(
    input.educationPerChild,
    [0, LIMITS.maxLumpSum],
    A.educationPerChild,
    'client',
  );
  const finalExpenses = pick(
    input.finalExpenses,
    [0, LIMITS.maxLumpSum],
    A.finalExpenses,
    'client',
  );
  const mortgageYears = pick(
    input.mortgageYearsLeft,
    LIMITS.mortgageYearsLeft,
    A.mortgageYearsLeft,
    'client',
  );
  const groupShare = pick(input.groupCoverCountedPercent, LIMITS.groupCoverCountedPercent, 100);
  const marginalRate = pick(
    input.marginalTaxRatePercent,
    LIMITS.marginalTaxRatePercent,
    A.marginalTaxRatePercent,
  );
  const lifelongYears = pick(
    input.lifelongSupportYears,
    LIMITS.lifelongSupportYears,
    A.lifelongSupportYears,
    'client',
  );
  const classGiven = UNDERWRITING_CLASSES.find((c) => c === input.rateClass);
  const budget = input.monthlyBudget;
  const percent = (n: number) => Math.round(n * 100) / 100;

  return {
    inputs: {
      age,
      annualIncome,
      dependents,
      maritalStatus,
      monthlyBudget:
        typeof budget === 'number' && Number.isFinite(budget) && budget > 0
          ? amount(budget, MAX_MONTHLY_BUDGET)
          : null,
      smoker,
      healthStatus,
      sex: rateSex(input.gender),
      debts: amount(input.debts),
      mortgage: amount(input.mortgage),
      existingCoverage: existingCoverIndividual + existingCoverGroup,
      existingCoverIndividual,
      existingCoverGroup,
      savings: amount(input.savings),
      childrenAges,
      youngestChildAge: childrenAges.length > 0 ? Math.min(...childrenAges) : null,
      spouseIncome: amount(input.spouseIncome, MAX_ANNUAL_INCOME),
      survivorBenefits: amount(input.survivorBenefits),
      capitalGains: amount(input.capitalGains),
      registeredPlans: amount(input.registeredPlans),
      estateValue: amount(input.estateValue, MAX_ANNUAL_INCOME),
      estateCosts: amount(input.estateCosts),
      legacyGoal: amount(input.legacyGoal),
      keyPerson: amount(input.keyPerson),
      buySell: amount(input.buySell),
      lifelongSupport: amount(input.lifelongSupport),
      lifelongSupportYears: input.lifelongSupport ? Math.round(lifelongYears.value) : 0,
      planEstate: input.goals?.planEstate === true,
      jurisdiction: input.jurisdiction === 'US' ? 'US' : 'CA',
    },
    assumptionValues: {
      supportYears,
      supportYearsSource: advisorYears ? 'advisor' : derived.source,
      incomeReplacementPercent: percent(replacement.value),
      incomeReplacementSource: replacement.source,
      discountRatePercent: percent(discount.value),
      discountRateSource: discount.source,
      incomeGrowthPercent: percent(growth.value),
      incomeGrowthSource: growth.source,
      paymentTiming: input.paymentTiming === 'begin' ? 'begin' : 'end',
      // The form always carries a timing; only the start of the year is the advisor's departure from it.
      paymentTimingSource: input.paymentTiming === 'begin' ? 'advisor' : 'default',
      educationPerChild: Math.round(education.value),
      educationSource: education.source,
      finalExpenses: Math.round(finalExpenses.value),
      finalExpensesSource: finalExpenses.source,
      retirementAge,
      retirementAgeSource: retirement.source,
      mortgageYearsLeft: Math.round(mortgageYears.value),
      mortgageYearsLeftSource: mortgageYears.source,
      groupCoverCountedPercent: Math.round(groupShare.value),
      groupCoverCountedSource: groupShare.source,
      marginalTaxRatePercent: percent(marginalRate.value),
      marginalTaxRateSource: marginalRate.source,
      coverageRounding: A.coverageRounding,
    },
    basis: derived.basis,
    supportYearsBeforeLimit,
    rateClass: classGiven ?? classFromHealth(healthStatus, smoker),
    rateClassSource: classGiven ? 'advisor' : 'health',
    childrenToEducate: childrenAgesGiven ? under18.length : dependents,
    childrenAgesGiven,
    leadMethod: LEAD_METHODS.find((m) => m === input.leadMethod) ?? 'dime',
    recommendedProductType:
      typeof input.recommendedProductType === 'string' ? input.recommendedProductType : '',
  };
}
