// The needs analysis's inputs, bounded and labelled: from the wizard's record (strings as typed)
// to numbers, and from numbers to the clamped values and assumptions the analysis uses.
import { MAX_ANNUAL_INCOME, MAX_MONTHLY_BUDGET, type TClientFormData } from './client-form';
import { parseAmount, parseWholeNumber } from './form-numbers';
import { NEEDS_ASSUMPTIONS } from './needs-assumptions';
import {
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_NEEDS_AMOUNT,
  parseChildrenAges,
  type TLeadMethod,
} from './needs-facts';
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
  discountRatePercent: [0, 10],
} as const;

type TSupportBasis = 'dependents' | 'partner' | 'single';

/** What the analysis works from once every input is bounded and every assumption chosen. */
export interface TNeedsBasis {
  inputs: TNeedsAnalysis['inputs'];
  assumptionValues: TAssumptionValues;
  basis: TSupportBasis;
  /** Years of support before the retirement-age limit. */
  supportYearsBeforeLimit: number;
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

/** Bounds every input and picks each assumption's value and source. */
export function needsBasis(input: TNeedsInput): TNeedsBasis {
  const A = NEEDS_ASSUMPTIONS;
  const age = Math.round(clamp(input.age, LIMITS.minAge, LIMITS.maxAge, LIMITS.defaultAge));
  const dependents = Math.floor(clamp(input.dependents, 0, LIMITS.maxDependents, 0));
  // Only known labels pass: the analysis carries no free text, so it can be quoted in prompts as facts.
  const maritalStatus = MARITAL_STATUSES.find((s) => s === input.maritalStatus) ?? '';
  const healthStatus = HEALTH_STATUSES.find((s) => s === input.healthStatus) ?? '';
  const childrenAges = childrenAgesOf(input.childrenAges);
  const under18 = childrenAges.filter((a) => a < A.childSupportUntilAge);
  const youngestChildAge = childrenAges.length > 0 ? Math.min(...childrenAges) : null;
  const splitGiven = input.existingCoverIndividual != null || input.existingCoverGroup != null;
  const existingCoverIndividual = splitGiven
    ? amount(input.existingCoverIndividual)
    : amount(input.existingCoverage);
  const existingCoverGroup = splitGiven ? amount(input.existingCoverGroup) : 0;

  const partnered = maritalStatus === 'Married' || maritalStatus === 'Common-law';
  const childrenAgesGiven = childrenAges.length > 0;
  const basis: TSupportBasis =
    under18.length > 0 || (dependents > 0 && !childrenAgesGiven)
      ? 'dependents'
      : partnered
        ? 'partner'
        : 'single';
  const derived =
    under18.length > 0
      ? { value: A.childSupportUntilAge - Math.min(...under18), source: 'youngest-child' as const }
      : {
          value:
            basis === 'dependents'
              ? A.supportYearsWithDependents
              : basis === 'partner'
                ? A.supportYearsWithPartner
                : A.supportYearsSingle,
          source: 'family-shape' as const,
        };
  const advisorYears =
    typeof input.supportYears === 'number' && Number.isFinite(input.supportYears);
  const supportYearsBeforeLimit = advisorYears
    ? Math.round(clamp(input.supportYears, ...LIMITS.supportYears, derived.value))
    : derived.value;
  const supportYears = Math.min(supportYearsBeforeLimit, Math.max(0, A.retirementAge - age));

  const replacement = chosen(
    input.incomeReplacementPercent,
    LIMITS.replacementPercent,
    A.incomeReplacementPercent,
    'advisor',
  );
  const discount = chosen(
    input.discountRatePercent,
    LIMITS.discountRatePercent,
    A.discountRatePercent,
    'advisor',
  );
  const education = chosen(
    input.educationPerChild,
    [0, LIMITS.maxLumpSum],
    A.educationPerChild,
    'client',
  );
  const finalExpenses = chosen(
    input.finalExpenses,
    [0, LIMITS.maxLumpSum],
    A.finalExpenses,
    'client',
  );

  return {
    inputs: {
      age,
      annualIncome: amount(input.annualIncome, MAX_ANNUAL_INCOME),
      dependents,
      maritalStatus,
      monthlyBudget: amount(input.monthlyBudget, MAX_MONTHLY_BUDGET),
      smoker: input.smoker === true || input.smoker === 'Smoker',
      healthStatus,
      sex: rateSex(input.gender),
      debts: amount(input.debts),
      mortgage: amount(input.mortgage),
      existingCoverage: existingCoverIndividual + existingCoverGroup,
      existingCoverIndividual,
      existingCoverGroup,
      savings: amount(input.savings),
      childrenAges,
      youngestChildAge,
      spouseIncome: amount(input.spouseIncome, MAX_ANNUAL_INCOME),
      planEstate: input.goals?.planEstate === true,
    },
    assumptionValues: {
      supportYears,
      supportYearsSource: advisorYears ? 'advisor' : derived.source,
      incomeReplacementPercent: Math.round(replacement.value * 100) / 100,
      incomeReplacementSource: replacement.source,
      discountRatePercent: Math.round(discount.value * 100) / 100,
      discountRateSource: discount.source,
      educationPerChild: Math.round(education.value),
      educationSource: education.source,
      finalExpenses: Math.round(finalExpenses.value),
      finalExpensesSource: finalExpenses.source,
      retirementAge: A.retirementAge,
      coverageRounding: A.coverageRounding,
    },
    basis,
    supportYearsBeforeLimit,
    childrenToEducate: childrenAgesGiven ? under18.length : dependents,
    childrenAgesGiven,
    leadMethod: input.leadMethod === 'hlv' ? 'hlv' : 'dime',
    recommendedProductType:
      typeof input.recommendedProductType === 'string' ? input.recommendedProductType : '',
  };
}

type TClientFields =
  'age' | 'annualIncome' | 'dependents' | 'maritalStatus' | 'budget' | 'smoker' | 'healthStatus';
type TOptionalClientFields =
  'gender' | 'needs' | 'assumptions' | 'goals' | 'recommendedProductType';

/** '' (not given) → null; otherwise the amount typed. */
function given(text: string | undefined): number | null {
  return text === undefined || text.trim() === '' ? null : parseAmount(text);
}

/**
 * The analysis input from the wizard's record (its numeric fields are strings; '' = not given).
 * `extras` override what the record says (tests and callers that hold the facts as numbers).
 */
export function needsInputFromClient(
  client: Pick<TClientFormData, TClientFields> &
    Partial<Pick<TClientFormData, TOptionalClientFields>>,
  extras: Partial<TNeedsInput> = {},
): TNeedsInput {
  const needs = client.needs;
  const assumptions = client.assumptions;
  const ages = needs ? parseChildrenAges(needs.childrenAges) : null;
  return {
    age: parseWholeNumber(client.age),
    annualIncome: parseAmount(client.annualIncome),
    dependents: parseWholeNumber(client.dependents),
    maritalStatus: client.maritalStatus,
    monthlyBudget: parseAmount(client.budget),
    smoker: client.smoker,
    healthStatus: client.healthStatus,
    gender: client.gender ?? null,
    debts: given(needs?.otherDebts),
    mortgage: given(needs?.mortgage),
    existingCoverIndividual: given(needs?.existingCoverIndividual),
    existingCoverGroup: given(needs?.existingCoverGroup),
    savings: given(needs?.savings),
    childrenAges: ages && ages.length > 0 ? ages : null,
    educationPerChild: given(needs?.educationPerChild),
    finalExpenses: given(needs?.finalExpenses),
    spouseIncome: given(needs?.spouseIncome),
    supportYears: given(assumptions?.supportYears),
    incomeReplacementPercent: given(assumptions?.incomeReplacementPercent),
    discountRatePercent: given(assumptions?.discountRatePercent),
    leadMethod: assumptions?.leadMethod ?? null,
    goals: client.goals
      ? {
          protectFamily: client.goals.protectFamily,
          buildSavings: client.goals.buildSavings,
          planEstate: client.goals.planEstate,
        }
      : null,
    recommendedProductType:
      client.recommendedProductType === undefined || client.recommendedProductType === ''
        ? null
        : client.recommendedProductType,
    ...extras,
  };
}
