// The facts a needs analysis is built from beyond the client's profile (debts, cover, savings,
// children, goals) and the assumptions the advisor controls. Form values are strings, as typed;
// every field is optional ('' = not given / use the default) and bounded.
import { z } from 'zod';

import { parseAmount, parseWholeNumber } from './form-numbers';
import { MAX_CHILDREN, MAX_NEEDS_AMOUNT, parseChildrenAges } from './needs-limits';
import { UNDERWRITING_CLASSES } from './needs-rate-classes';

export const NEEDS_FACT_MESSAGES = {
  amountInvalid: 'Please enter an amount in dollars, for example 250,000',
  childrenAgesInvalid: 'Enter ages from 0 to 30 separated by commas, for example 4, 7, 11',
  tooManyChildren: 'Enter at most 10 children',
  supportYearsInvalid: 'Years of support must be a whole number from 1 to 50',
  replacementInvalid: 'Income replaced must be a percentage from 10 to 100',
  discountInvalid: 'The discount rate must be a percentage from 0 to 15',
  growthInvalid: 'Income growth must be a percentage from 0 to 10',
  retirementAgeInvalid: 'Retirement age must be a whole number from 50 to 80',
  groupShareInvalid: 'The share of group cover counted must be a percentage from 0 to 100',
  marginalRateInvalid: 'The tax rate must be a percentage from 0 to 60',
  mortgageYearsInvalid: 'Years left on the mortgage must be a whole number from 1 to 40',
  dependentYearsInvalid: 'Years of support must be a whole number from 1 to 80',
} as const;

export { MAX_CHILD_AGE, MAX_CHILDREN, MAX_NEEDS_AMOUNT, parseChildrenAges } from './needs-limits';

export const LEAD_METHODS = ['dime', 'hlv', 'capital-liquidation', 'capital-retention'] as const;
export type TLeadMethod = (typeof LEAD_METHODS)[number];
export const LEAD_METHOD_LABELS: Readonly<Record<TLeadMethod, string>> = {
  dime: 'DIME (debts, income, mortgage, education)',
  hlv: 'Income replacement (present value)',
  'capital-liquidation': 'Capital liquidation (income shortfall drawn down)',
  'capital-retention': 'Capital retention (income shortfall from returns alone)',
};

export const PAYMENT_TIMINGS = ['end', 'begin'] as const;
export type TPaymentTiming = (typeof PAYMENT_TIMINGS)[number];
export const PAYMENT_TIMING_LABELS: Readonly<Record<TPaymentTiming, string>> = {
  end: 'End of each year',
  begin: 'Start of each year',
};

/** Where the advisor practises: which final-tax rules apply and which currency figures are in. */
export const JURISDICTIONS = ['CA', 'US'] as const;
export type TJurisdiction = (typeof JURISDICTIONS)[number];
export const JURISDICTION_LABELS: Readonly<Record<TJurisdiction, string>> = {
  CA: 'Canada (CAD)',
  US: 'United States (USD)',
};

function trimmedText(max: number, message: string) {
  return z
    .union([z.string().max(max, message), z.number()], { error: message })
    .optional()
    .transform((v) =>
      v === undefined
        ? ''
        : typeof v === 'number'
          ? Number.isFinite(v)
            ? String(v)
            : 'NaN'
          : v.trim(),
    );
}

/** '' or a non-negative whole-dollar amount up to `max`; normalised to digits. */
function optionalAmount(max = MAX_NEEDS_AMOUNT) {
  return trimmedText(64, NEEDS_FACT_MESSAGES.amountInvalid)
    .superRefine((v, ctx) => {
      if (v === '') return;
      const amount = parseAmount(v);
      if (amount === null || amount > max)
        ctx.addIssue({ code: 'custom', message: NEEDS_FACT_MESSAGES.amountInvalid });
    })
    .transform((v) => (v === '' ? '' : String(Math.round(parseAmount(v) ?? 0))));
}

/** '' or a number in [min, max] (decimals allowed when `decimals`); normalised. */
function optionalNumber(min: number, max: number, message: string, decimals = false) {
  return trimmedText(16, message)
    .superRefine((v, ctx) => {
      if (v === '') return;
      const n = decimals ? parseAmount(v.replace(/%$/, '')) : parseWholeNumber(v.replace(/%$/, ''));
      if (n === null || n < min || n > max) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => {
      if (v === '') return '';
      const raw = v.replace(/%$/, '');
      return String(decimals ? (parseAmount(raw) ?? 0) : (parseWholeNumber(raw) ?? 0));
    });
}

const childrenAgesField = trimmedText(100, NEEDS_FACT_MESSAGES.childrenAgesInvalid)
  .superRefine((v, ctx) => {
    const ages = parseChildrenAges(v);
    if (ages === null)
      ctx.addIssue({ code: 'custom', message: NEEDS_FACT_MESSAGES.childrenAgesInvalid });
    else if (ages.length > MAX_CHILDREN)
      ctx.addIssue({ code: 'custom', message: NEEDS_FACT_MESSAGES.tooManyChildren });
  })
  .transform((v) => (parseChildrenAges(v) ?? []).join(', '));

/** The client's finances and family facts a needs analysis uses (all optional). */
export const ZNeedsFacts = z.object({
  mortgage: optionalAmount(),
  /** Years left to pay the mortgage ('' = the stated default). */
  mortgageYearsLeft: optionalNumber(1, 40, NEEDS_FACT_MESSAGES.mortgageYearsInvalid),
  otherDebts: optionalAmount(),
  existingCoverIndividual: optionalAmount(),
  existingCoverGroup: optionalAmount(),
  savings: optionalAmount(),
  childrenAges: childrenAgesField,
  educationPerChild: optionalAmount(10_000_000),
  finalExpenses: optionalAmount(10_000_000),
  spouseIncome: optionalAmount(1_000_000_000),
  /** Government survivor benefits a year (CPP/QPP survivor's pension, Social Security survivors). */
  survivorBenefits: optionalAmount(1_000_000),
  /** Gains on assets other than the principal residence that would be taxed at death. */
  capitalGains: optionalAmount(),
  /** RRSP/RRIF (or IRA/401(k)) balances, taxed as income at death in Canada. */
  registeredPlans: optionalAmount(),
  /** The estate's value for estate tax (US). */
  estateValue: optionalAmount(1_000_000_000),
  /** Probate, legal and executor costs. */
  estateCosts: optionalAmount(10_000_000),
  /** A gift to heirs or a charity the client wants to leave. */
  legacyGoal: optionalAmount(),
  /** Business needs the advisor sizes: key-person cover and a buy-sell agreement's funding. */
  keyPerson: optionalAmount(),
  buySell: optionalAmount(),
  /** Support a dependent needs for life (e.g. an adult child with a disability): a year, and for how long. */
  lifelongSupport: optionalAmount(1_000_000),
  lifelongSupportYears: optionalNumber(1, 80, NEEDS_FACT_MESSAGES.dependentYearsInvalid),
});
export type TNeedsFacts = z.output<typeof ZNeedsFacts>;

/** The assumptions the advisor controls; '' = the analysis's default, which it states. */
export const ZNeedsAssumptions = z.object({
  supportYears: optionalNumber(1, 50, NEEDS_FACT_MESSAGES.supportYearsInvalid),
  incomeReplacementPercent: optionalNumber(10, 100, NEEDS_FACT_MESSAGES.replacementInvalid),
  discountRatePercent: optionalNumber(0, 15, NEEDS_FACT_MESSAGES.discountInvalid, true),
  incomeGrowthPercent: optionalNumber(0, 10, NEEDS_FACT_MESSAGES.growthInvalid, true),
  paymentTiming: z.enum(PAYMENT_TIMINGS).default('end'),
  retirementAge: optionalNumber(50, 80, NEEDS_FACT_MESSAGES.retirementAgeInvalid),
  /** The share of group cover the analysis counts (it usually ends with the job). */
  groupCoverCountedPercent: optionalNumber(0, 100, NEEDS_FACT_MESSAGES.groupShareInvalid),
  /** The client's marginal tax rate at death, for final taxes (Canada). */
  marginalTaxRatePercent: optionalNumber(0, 60, NEEDS_FACT_MESSAGES.marginalRateInvalid, true),
  /** The underwriting class the advisor expects; '' = estimated from the health status. */
  rateClass: z.union([z.enum(UNDERWRITING_CLASSES), z.literal('')]).default(''),
  leadMethod: z.enum(LEAD_METHODS).default('dime'),
});
export type TNeedsAssumptions = z.output<typeof ZNeedsAssumptions>;

export const EMPTY_NEEDS_FACTS: Readonly<TNeedsFacts> = ZNeedsFacts.parse({});

export const DEFAULT_NEEDS_ASSUMPTIONS: Readonly<TNeedsAssumptions> = ZNeedsAssumptions.parse({});
