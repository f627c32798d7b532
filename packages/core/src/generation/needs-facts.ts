// The facts a needs analysis is built from beyond the client's profile (debts, cover, savings,
// children, goals) and the assumptions the advisor controls. Form values are strings, as typed;
// every field is optional ('' = not given / use the default) and bounded.
import { z } from 'zod';

import { parseAmount, parseWholeNumber } from './form-numbers';

export const NEEDS_FACT_MESSAGES = {
  amountInvalid: 'Please enter an amount in dollars, for example 250,000',
  childrenAgesInvalid: 'Enter ages from 0 to 30 separated by commas, for example 4, 7, 11',
  tooManyChildren: 'Enter at most 10 children',
  supportYearsInvalid: 'Years of support must be a whole number from 1 to 50',
  replacementInvalid: 'Income replaced must be a percentage from 10 to 100',
  discountInvalid: 'The discount rate must be a percentage from 0 to 10',
} as const;

/** Upper bound for a balance, cover or savings amount typed by hand. */
export const MAX_NEEDS_AMOUNT = 100_000_000;
export const MAX_CHILDREN = 10;
export const MAX_CHILD_AGE = 30;

export const LEAD_METHODS = ['dime', 'hlv'] as const;
export type TLeadMethod = (typeof LEAD_METHODS)[number];
export const LEAD_METHOD_LABELS: Readonly<Record<TLeadMethod, string>> = {
  dime: 'DIME (debts, income, mortgage, education)',
  hlv: 'Income replacement (present value)',
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

/** Children's ages as typed ('4, 7, 11'); null when the text is not such a list. */
export function parseChildrenAges(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(/[,;\s]+/).filter((p) => p !== '');
  const ages: number[] = [];
  for (const part of parts) {
    const age = parseWholeNumber(part);
    if (age === null || age > MAX_CHILD_AGE) return null;
    ages.push(age);
  }
  return ages;
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
  otherDebts: optionalAmount(),
  existingCoverIndividual: optionalAmount(),
  existingCoverGroup: optionalAmount(),
  savings: optionalAmount(),
  childrenAges: childrenAgesField,
  educationPerChild: optionalAmount(10_000_000),
  finalExpenses: optionalAmount(10_000_000),
  spouseIncome: optionalAmount(1_000_000_000),
});
export type TNeedsFacts = z.output<typeof ZNeedsFacts>;

/** The assumptions the advisor controls; '' = the analysis's default, which it states. */
export const ZNeedsAssumptions = z.object({
  supportYears: optionalNumber(1, 50, NEEDS_FACT_MESSAGES.supportYearsInvalid),
  incomeReplacementPercent: optionalNumber(10, 100, NEEDS_FACT_MESSAGES.replacementInvalid),
  discountRatePercent: optionalNumber(0, 10, NEEDS_FACT_MESSAGES.discountInvalid, true),
  leadMethod: z.enum(LEAD_METHODS).default('dime'),
});
export type TNeedsAssumptions = z.output<typeof ZNeedsAssumptions>;

export const EMPTY_NEEDS_FACTS: Readonly<TNeedsFacts> = {
  mortgage: '',
  otherDebts: '',
  existingCoverIndividual: '',
  existingCoverGroup: '',
  savings: '',
  childrenAges: '',
  educationPerChild: '',
  finalExpenses: '',
  spouseIncome: '',
};

export const DEFAULT_NEEDS_ASSUMPTIONS: Readonly<TNeedsAssumptions> = {
  supportYears: '',
  incomeReplacementPercent: '',
  discountRatePercent: '',
  leadMethod: 'dime',
};
