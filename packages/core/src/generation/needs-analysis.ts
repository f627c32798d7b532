// The client's life-insurance needs, premium estimates and budget fit: the only figures a
// presentation may state. Every number here is illustrative, not a quote.
//
// Method (DIME):
// - Income replacement = annual income × years of support. Years of support: 18 when there are
//   dependents (we do not collect children's ages, so we assume the youngest needs support until
//   adulthood), 5 for a married or common-law client without dependents (a transition for the
//   partner), otherwise 1; never more than the years left until age 65.
// - Debt + Income replacement + Mortgage + Education ($40,000 per dependent) + final expenses
//   ($15,000) = total need. Gap = total need − existing cover, never below 0. The recommended
//   coverage is the gap rounded up to the next $25,000.
// - Premiums: an illustrative annual rate per $1,000 of coverage by age (interpolated between
//   table ages) for level term and for whole life, × 2 for smokers, × a health factor.
import type { TClientFormData } from './client-form';
import { parseAmount, parseWholeNumber } from './client-form';
import { HEALTH_STATUSES, MARITAL_STATUSES } from './options';
import type { TBudgetFit, TBudgetVerdict, TCoveragePoint, TNeedsAnalysis, TNeedsInput } from './needs-types';

export type * from './needs-types';

export const NEEDS_DISCLAIMER = 'Illustrative estimates, not a quote or an offer. Premiums depend on underwriting.';

export const NEEDS_ASSUMPTIONS = {
  retirementAge: 65,
  supportYearsWithDependents: 18,
  supportYearsWithPartner: 5,
  supportYearsSingle: 1,
  educationPerDependent: 40_000,
  finalExpenses: 15_000,
  coverageRounding: 25_000,
  smokerMultiplier: 2,
  waitingYears: 5,
  mortgageYearsLeft: 25,
  debtYearsLeft: 5,
  seriesYears: 20,
} as const;

const HEALTH_MULTIPLIERS: Readonly<Record<string, number>> = {
  Excellent: 0.9,
  Good: 1,
  Fair: 1.35,
  Poor: 1.9,
};

/** [age, annual $ per $1,000 of coverage] for level 10/20-year term (non-smoker, good health). */
const TERM_RATES: readonly (readonly [number, number])[] = [
  [18, 0.5],
  [25, 0.55],
  [30, 0.62],
  [35, 0.75],
  [40, 1],
  [45, 1.45],
  [50, 2.2],
  [55, 3.4],
  [60, 5.5],
  [65, 9],
  [70, 15],
  [75, 25],
  [80, 40],
  [85, 60],
  [100, 100],
];
/** [age, annual $ per $1,000 of coverage] for whole life, premiums payable for life. */
const PERMANENT_RATES: readonly (readonly [number, number])[] = [
  [18, 6.5],
  [25, 8],
  [30, 9.5],
  [35, 11.5],
  [40, 14],
  [45, 17],
  [50, 21],
  [55, 26],
  [60, 33],
  [65, 42],
  [70, 54],
  [75, 70],
  [80, 90],
  [85, 110],
  [100, 160],
];

const LIMITS = {
  minAge: 18,
  maxAge: 100,
  defaultAge: 40,
  maxIncome: 10_000_000,
  maxAmount: 100_000_000,
  maxBudget: 1_000_000,
  maxDependents: 10,
} as const;

function clampNumber(value: number | null | undefined, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

function rateAt(table: readonly (readonly [number, number])[], age: number): number {
  let previous = table[0] ?? [LIMITS.minAge, 0];
  for (const point of table) {
    if (age <= point[0]) {
      if (point[0] === previous[0]) return point[1];
      const t = (age - previous[0]) / (point[0] - previous[0]);
      return previous[1] + t * (point[1] - previous[1]);
    }
    previous = point;
  }
  return previous[1];
}

function monthlyPremium(coverage: number, annualRatePerThousand: number, multiplier: number): number {
  return Math.round(((coverage / 1000) * annualRatePerThousand * multiplier) / 12);
}

function budgetFit(premium: number, budget: number, annualRatePerThousand: number, multiplier: number): TBudgetFit {
  const coveredPercent = premium <= 0 ? 100 : Math.min(100, Math.round((budget / premium) * 100));
  const verdict: TBudgetVerdict = budget >= premium ? 'fits' : budget >= premium * 0.6 ? 'partial' : 'short';
  const yearlyCostPerThousand = annualRatePerThousand * multiplier;
  const affordable = yearlyCostPerThousand > 0 ? ((budget * 12) / yearlyCostPerThousand) * 1000 : 0;
  const step = NEEDS_ASSUMPTIONS.coverageRounding;
  return {
    monthlyPremium: premium,
    monthlyBudget: budget,
    coveredPercent,
    verdict,
    affordableCoverage: Math.floor(Math.min(affordable, 1e12) / step) * step,
  };
}

/** '$1,250,000' (whole dollars, en grouping); negative and non-finite values show as $0. */
export function formatCurrency(amount: number): string {
  const whole = Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;
  return `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export function analyseNeeds(input: TNeedsInput): TNeedsAnalysis {
  const A = NEEDS_ASSUMPTIONS;
  const age = Math.round(clampNumber(input.age, LIMITS.minAge, LIMITS.maxAge, LIMITS.defaultAge));
  const annualIncome = Math.round(clampNumber(input.annualIncome, 0, LIMITS.maxIncome, 0));
  const dependents = Math.floor(clampNumber(input.dependents, 0, LIMITS.maxDependents, 0));
  const monthlyBudget = Math.round(clampNumber(input.monthlyBudget, 0, LIMITS.maxBudget, 0));
  const debts = Math.round(clampNumber(input.debts, 0, LIMITS.maxAmount, 0));
  const mortgage = Math.round(clampNumber(input.mortgage, 0, LIMITS.maxAmount, 0));
  const existingCoverage = Math.round(clampNumber(input.existingCoverage, 0, LIMITS.maxAmount, 0));
  // Only known labels pass: the analysis carries no free text, so it can be quoted in prompts as facts.
  const maritalStatus = MARITAL_STATUSES.find((s) => s === input.maritalStatus) ?? '';
  const healthStatus = HEALTH_STATUSES.find((s) => s === input.healthStatus) ?? '';
  const smoker = input.smoker === true || input.smoker === 'Smoker';

  const partnered = maritalStatus === 'Married' || maritalStatus === 'Common-law';
  const basis = dependents > 0 ? 'dependents' : partnered ? 'partner' : 'single';
  const supportYears = basis === 'dependents' ? A.supportYearsWithDependents : basis === 'partner' ? A.supportYearsWithPartner : A.supportYearsSingle;
  const years = Math.min(supportYears, Math.max(0, A.retirementAge - age));
  const income = annualIncome * years;
  const education = dependents * A.educationPerDependent;
  const totalNeed = debts + income + mortgage + education + A.finalExpenses;
  const gap = Math.max(0, totalNeed - existingCoverage);
  const recommendedCoverage = Math.ceil(gap / A.coverageRounding) * A.coverageRounding;
  const termLengthYears: 10 | 20 = years > 10 ? 20 : 10;

  const smokerMultiplier = smoker ? A.smokerMultiplier : 1;
  const healthMultiplier = HEALTH_MULTIPLIERS[healthStatus] ?? 1;
  const multiplier = smokerMultiplier * healthMultiplier;
  const termRate = rateAt(TERM_RATES, age);
  const permanentRate = rateAt(PERMANENT_RATES, age);
  const termMonthly = monthlyPremium(recommendedCoverage, termRate, multiplier);
  const permanentMonthly = monthlyPremium(recommendedCoverage, permanentRate, multiplier);

  const laterAge = Math.min(LIMITS.maxAge, age + A.waitingYears);
  const termMonthlyLater = monthlyPremium(recommendedCoverage, rateAt(TERM_RATES, laterAge), multiplier);
  const permanentMonthlyLater = monthlyPremium(recommendedCoverage, rateAt(PERMANENT_RATES, laterAge), multiplier);
  const termExtraPerMonth = Math.max(0, termMonthlyLater - termMonthly);

  const coverageOverTime: TCoveragePoint[] = [];
  for (let year = 1; year <= A.seriesYears; year += 1) {
    const elapsed = year - 1;
    const need =
      debts * Math.max(0, 1 - elapsed / A.debtYearsLeft) +
      annualIncome * Math.max(0, years - elapsed) +
      mortgage * Math.max(0, 1 - elapsed / A.mortgageYearsLeft) +
      (elapsed < years ? education : 0) +
      A.finalExpenses;
    coverageOverTime.push({
      year,
      termCoverage: year <= termLengthYears ? recommendedCoverage : 0,
      permanentCoverage: recommendedCoverage,
      remainingNeed: Math.round(Math.max(0, need - existingCoverage)),
      termPremiumsPaid: year <= termLengthYears ? termMonthly * 12 * year : termMonthly * 12 * termLengthYears,
      permanentPremiumsPaid: permanentMonthly * 12 * year,
    });
  }

  const basisText =
    basis === 'dependents'
      ? 'support for dependents until the youngest is independent'
      : basis === 'partner'
        ? 'a transition period for a partner'
        : 'a year of income to settle affairs';
  const assumptions = [
    `Income replacement: ${years} year${years === 1 ? '' : 's'} of income (${basisText}), limited to the years left until age ${A.retirementAge}.`,
    `Education: ${formatCurrency(A.educationPerDependent)} per dependent.`,
    `Final expenses: ${formatCurrency(A.finalExpenses)}.`,
    `Debts, mortgage and existing cover as provided (${formatCurrency(debts)}, ${formatCurrency(mortgage)}, ${formatCurrency(existingCoverage)}).`,
    `Recommended coverage: the gap rounded up to the next ${formatCurrency(A.coverageRounding)}.`,
    `Premiums: illustrative rates for age ${age}, ${smoker ? 'smoker' : 'non-smoker'}${healthStatus ? `, ${healthStatus.toLowerCase()} health` : ''}; actual premiums depend on underwriting.`,
  ];

  return {
    inputs: {
      age,
      annualIncome,
      dependents,
      maritalStatus,
      monthlyBudget,
      smoker,
      healthStatus,
      sex: 'blended',
      debts,
      mortgage,
      existingCoverage,
      existingCoverIndividual: existingCoverage,
      existingCoverGroup: 0,
      savings: 0,
      childrenAges: [],
      youngestChildAge: null,
      spouseIncome: 0,
      planEstate: false,
    },
    assumptionValues: {
      supportYears: years,
      supportYearsSource: 'family-shape',
      incomeReplacementPercent: 100,
      incomeReplacementSource: 'default',
      discountRatePercent: 0,
      discountRateSource: 'default',
      educationPerChild: A.educationPerDependent,
      educationSource: 'default',
      finalExpenses: A.finalExpenses,
      finalExpensesSource: 'default',
      retirementAge: A.retirementAge,
      coverageRounding: A.coverageRounding,
    },
    incomeReplacement: { years, basis, amount: income },
    dime: { debt: debts, income, mortgage, education, finalExpenses: A.finalExpenses, total: totalNeed },
    hlv: {
      annualAmount: annualIncome,
      years,
      discountRatePercent: 0,
      presentValue: income,
      debt: debts,
      mortgage,
      education,
      finalExpenses: A.finalExpenses,
      total: totalNeed,
    },
    leadMethod: 'dime',
    totalNeed,
    existingCoverage,
    savings: 0,
    gap,
    recommendedCoverage,
    termLengthYears,
    suitability: { recommendedKind: 'term', termAvailable: true, reasons: [] },
    premiums: {
      termMonthly,
      permanentMonthly,
      recommendedMonthly: termMonthly,
      policyFeeAnnual: 0,
      termAnnualRatePerThousand: Math.round(termRate * 100) / 100,
      permanentAnnualRatePerThousand: Math.round(permanentRate * 100) / 100,
      smokerMultiplier,
      healthMultiplier,
    },
    budgetFit: {
      term: budgetFit(termMonthly, monthlyBudget, termRate, multiplier),
      permanent: budgetFit(permanentMonthly, monthlyBudget, permanentRate, multiplier),
    },
    costOfWaiting: {
      years: laterAge - age,
      termMonthlyLater,
      permanentMonthlyLater,
      termExtraPerMonth,
      permanentExtraPerMonth: Math.max(0, permanentMonthlyLater - permanentMonthly),
      termExtraOverTerm: termExtraPerMonth * 12 * termLengthYears,
    },
    coverageOverTime,
    assumptions,
    disclaimer: NEEDS_DISCLAIMER,
  };
}

/** The analysis input from the wizard's record (its numeric fields are strings). */
export function needsInputFromClient(
  client: Pick<TClientFormData, 'age' | 'annualIncome' | 'dependents' | 'maritalStatus' | 'budget' | 'smoker' | 'healthStatus'>,
  extras: Pick<TNeedsInput, 'debts' | 'mortgage' | 'existingCoverage'> = {},
): TNeedsInput {
  return {
    age: parseWholeNumber(client.age),
    annualIncome: parseAmount(client.annualIncome),
    dependents: parseWholeNumber(client.dependents),
    maritalStatus: client.maritalStatus,
    monthlyBudget: parseAmount(client.budget),
    smoker: client.smoker,
    healthStatus: client.healthStatus,
    ...extras,
  };
}
