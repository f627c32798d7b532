// Schemas of the generation wizard's working record (spec §3) with the client-info rules of §5.
// HTML inputs deliver strings, so numeric fields stay strings here and are checked for content.
import { z } from 'zod';

import { isValidHex } from './colour-schemes';
import { parseAmount, parseWholeNumber } from './form-numbers';
import { JURISDICTIONS, ZNeedsAssumptions, ZNeedsFacts } from './needs-facts';
import { ZProductChoice } from './offered-products';
import {
  ADVISOR_PRIORITIES,
  AGE_RANGE,
  CLOSING_STRATEGIES,
  COLOUR_SCHEME_OPTIONS,
  DEFAULT_CUSTOM_COLOUR_HEX,
  DEFAULT_INSURANCE_TYPE,
  DEFAULT_OBJECTION_HANDLING,
  DEFAULT_PLAN_PRIORITY,
  DEFAULT_RISK_TOLERANCE,
  DEPENDENTS_RANGE,
  DETAIL_LEVELS,
  FOCUS_AREAS,
  GENDERS,
  HEALTH_STATUSES,
  MARITAL_STATUSES,
  PLAN_PRIORITIES,
  PRESENTATION_STYLES,
  RECOMMENDED_PRODUCT_TYPES,
  SALES_APPROACHES,
  SMOKER_STATUSES,
  TONES,
} from './options';

export { parseAmount, parseWholeNumber } from './form-numbers';

export const CLIENT_FORM_MESSAGES = {
  clientNameRequired: 'Client name is required',
  ageRequired: 'Age is required',
  ageRange: 'Age must be between 18 and 100',
  genderRequired: 'Please select a gender',
  incomeRequired: 'Annual income is required',
  incomeInvalid: 'Please enter a valid income amount',
  maritalStatusRequired: 'Please select a marital status',
  budgetRequired: 'Please set a monthly budget',
  dependentsRange: 'Dependents must be between 0 and 10',
  emailInvalid: 'Please enter a valid email address',
  colourInvalid: 'Please choose a valid colour, for example #3B82F6',
  tooManyPlans: 'Add at most 10 potential plans',
} as const;

/** Upper bounds for amounts typed by hand; anything larger is a typo, not a client. */
export const MAX_ANNUAL_INCOME = 1_000_000_000;
export const MAX_MONTHLY_BUDGET = 1_000_000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function boundedText(max: number) {
  return z.string().trim().max(max, `Must be ${max} characters or fewer`).default('');
}

/** A form value as typed (string) or pre-filled from a saved record (number); always a trimmed string after parsing. */
function formValue(invalidMessage: string) {
  return z
    .union([z.string().max(64, invalidMessage), z.number()], { error: invalidMessage })
    .optional()
    .transform((v) => {
      if (v === undefined) return '';
      if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NaN';
      return v.trim();
    });
}

function amountField(requiredMessage: string, invalidMessage: string, max: number) {
  return formValue(invalidMessage)
    .superRefine((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return;
      }
      const amount = parseAmount(v);
      if (amount === null || amount > max)
        ctx.addIssue({ code: 'custom', message: invalidMessage });
    })
    .transform((v) => String(parseAmount(v) ?? 0));
}

function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z
    .string({ error: message })
    .optional()
    .transform((v) => v ?? '')
    .pipe(z.enum(values, { error: message }));
}

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.literal('')]).default('');
}

const ageField = formValue(CLIENT_FORM_MESSAGES.ageRange)
  .superRefine((v, ctx) => {
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: CLIENT_FORM_MESSAGES.ageRequired });
      return;
    }
    const age = parseWholeNumber(v);
    if (age === null || age < AGE_RANGE.min || age > AGE_RANGE.max) {
      ctx.addIssue({ code: 'custom', message: CLIENT_FORM_MESSAGES.ageRange });
    }
  })
  .transform((v) => String(parseWholeNumber(v) ?? ''));

const dependentsField = formValue(CLIENT_FORM_MESSAGES.dependentsRange)
  .transform((v) => (v === '' ? String(DEPENDENTS_RANGE.default) : v))
  .superRefine((v, ctx) => {
    const n = parseWholeNumber(v);
    if (n === null || n < DEPENDENTS_RANGE.min || n > DEPENDENTS_RANGE.max) {
      ctx.addIssue({ code: 'custom', message: CLIENT_FORM_MESSAGES.dependentsRange });
    }
  })
  .transform((v) => String(parseWholeNumber(v) ?? 0));

/** Saved clients store smoker as a boolean; the form uses the labels. */
const smokerField = z
  .union([z.enum(SMOKER_STATUSES), z.boolean()])
  .transform((v) => (typeof v === 'boolean' ? (v ? 'Smoker' : 'Non-Smoker') : v))
  .default('Non-Smoker');

const hexField = z
  .string()
  .trim()
  .max(7)
  .refine(isValidHex, CLIENT_FORM_MESSAGES.colourInvalid)
  .default(DEFAULT_CUSTOM_COLOUR_HEX);

const emailField = z
  .string()
  .trim()
  .max(254, CLIENT_FORM_MESSAGES.emailInvalid)
  .refine((v) => v === '' || v === '-' || EMAIL_PATTERN.test(v), CLIENT_FORM_MESSAGES.emailInvalid)
  .default('');

export const ZPotentialPlan = z.object({
  companyName: boundedText(200),
  productName: boundedText(200),
  notes: boundedText(2000),
  priority: z.enum(PLAN_PRIORITIES).default(DEFAULT_PLAN_PRIORITY),
});
export type TPotentialPlan = z.output<typeof ZPotentialPlan>;

export const ZAdvisorInfo = z.object({
  name: boundedText(200),
  company: boundedText(200),
  phone: boundedText(50),
  email: boundedText(254),
  /** Where the advisor practises (their profile): final-tax rules and the currency shown. */
  jurisdiction: z.enum(JURISDICTIONS).default('CA'),
});
export type TAdvisorInfo = z.output<typeof ZAdvisorInfo>;

export const ZClientGoals = z.object({
  protectFamily: z.boolean().default(false),
  buildSavings: z.boolean().default(false),
  planEstate: z.boolean().default(false),
  other: z.boolean().default(false),
  otherText: boundedText(1000),
});
export type TClientGoals = z.output<typeof ZClientGoals>;

export const ZClientFormData = z.object({
  clientName: z
    .string({ error: CLIENT_FORM_MESSAGES.clientNameRequired })
    .trim()
    .min(1, CLIENT_FORM_MESSAGES.clientNameRequired)
    .max(200, 'Must be 200 characters or fewer'),
  email: emailField,
  phone: boundedText(50),
  age: ageField,
  gender: requiredChoice(GENDERS, CLIENT_FORM_MESSAGES.genderRequired),
  incomeLevel: boundedText(100),
  annualIncome: amountField(
    CLIENT_FORM_MESSAGES.incomeRequired,
    CLIENT_FORM_MESSAGES.incomeInvalid,
    MAX_ANNUAL_INCOME,
  ),
  maritalStatus: requiredChoice(MARITAL_STATUSES, CLIENT_FORM_MESSAGES.maritalStatusRequired),
  occupation: boundedText(200),
  location: boundedText(200),
  // Free text on purpose: saved clients may carry types the select does not offer.
  insuranceType: boundedText(100).transform((v) => v || DEFAULT_INSURANCE_TYPE),
  /** Built-in ids of inputs stored before products were carried (read as the sample catalogue); the wizard leaves them blank. */
  companyId: boundedText(100),
  productId: boundedText(100),
  /** The products the presentation is built on, from the advisor's catalogue; null in inputs stored before (see companyId). */
  products: ZProductChoice.nullable().default(null),
  dependents: dependentsField,
  healthStatus: optionalChoice(HEALTH_STATUSES),
  smoker: smokerField,
  healthConditions: boundedText(2000),
  homeOwnership: boundedText(100),
  vehicleOwnership: boundedText(100),
  riskTolerance: boundedText(50).transform((v) => v || DEFAULT_RISK_TOLERANCE),
  budget: amountField(
    CLIENT_FORM_MESSAGES.budgetRequired,
    CLIENT_FORM_MESSAGES.budgetRequired,
    MAX_MONTHLY_BUDGET,
  ),
  /**
   * Whether the budget is the client's: false while the slider sits at its default, so no budget
   * figure, badge or sentence appears. Records stored before the flag read as given.
   */
  budgetGiven: z.boolean().default(true),
  goals: ZClientGoals.default(() => ({
    protectFamily: false,
    buildSavings: false,
    planEstate: false,
    other: false,
    otherText: '',
  })),
  presentationStyle: z.enum(PRESENTATION_STYLES).default('professional'),
  tonePriority: z.enum(TONES).default('balanced'),
  detailLevel: z.enum(DETAIL_LEVELS).default('comprehensive'),
  focusAreas: z
    .array(z.enum(FOCUS_AREAS))
    .max(FOCUS_AREAS.length * 2)
    .transform((areas) => [...new Set(areas)])
    .default(() => []),
  customInstructions: boundedText(5000),
  colorScheme: z.enum(COLOUR_SCHEME_OPTIONS).default('blue'),
  customColorHex: hexField,
  advisorNotes: boundedText(5000),
  /** The client's own notes (from an intake form): untrusted, reaches the prompt as data only. */
  clientNotes: boundedText(5000),
  recommendedProductType: optionalChoice(RECOMMENDED_PRODUCT_TYPES),
  advisorPriority: optionalChoice(ADVISOR_PRIORITIES),
  showAdvisorSection: z.boolean().default(false),
  potentialPlans: z
    .array(ZPotentialPlan)
    .max(10, CLIENT_FORM_MESSAGES.tooManyPlans)
    .default(() => []),
  advisorInfo: ZAdvisorInfo.default(() => ZAdvisorInfo.parse({})),
  needs: ZNeedsFacts.default(() => ZNeedsFacts.parse({})),
  assumptions: ZNeedsAssumptions.default(() => ZNeedsAssumptions.parse({})),
  /** Client contact details (e-mail, phone) may appear in the presentation. */
  showContactDetails: z.boolean().default(false),
  /** Health status and conditions may be mentioned in the presentation. */
  mentionHealth: z.boolean().default(false),
});
/** The validated working record (numeric fields are normalised digit strings). */
export type TClientFormData = z.output<typeof ZClientFormData>;
/** What the form may hand to the schema. */
export type TClientFormInput = z.input<typeof ZClientFormData>;
/** The form's state: every field present, choices possibly still blank. */
export type TClientFormDraft = {
  [K in keyof TClientFormInput]-?: Exclude<TClientFormInput[K], undefined>;
};

export const ZObjectionHandling = z.object({
  costConcerns: z.boolean().default(DEFAULT_OBJECTION_HANDLING.costConcerns),
  trustIssues: z.boolean().default(DEFAULT_OBJECTION_HANDLING.trustIssues),
  needUncertainty: z.boolean().default(DEFAULT_OBJECTION_HANDLING.needUncertainty),
  timing: z.boolean().default(DEFAULT_OBJECTION_HANDLING.timing),
  other: z.boolean().default(DEFAULT_OBJECTION_HANDLING.other),
  otherText: boundedText(2000),
});
export type TObjectionHandling = z.output<typeof ZObjectionHandling>;

export const ZSalesStrategy = z.object({
  salesApproach: z.enum(SALES_APPROACHES).default('consultative'),
  valueProposition: boundedText(5000),
  competitiveAdvantages: boundedText(5000),
  objectionHandling: ZObjectionHandling.default(() => ({ ...DEFAULT_OBJECTION_HANDLING })),
  closingStrategy: z.enum(CLOSING_STRATEGIES).default('assumptive'),
  includeSocialProof: z.boolean().default(true),
  includeROICalculator: z.boolean().default(true),
  highlightUrgency: z.boolean().default(false),
  focusEmotional: z.boolean().default(true),
  focusLogical: z.boolean().default(true),
});
export type TSalesStrategy = z.output<typeof ZSalesStrategy>;
export type TSalesStrategyInput = z.input<typeof ZSalesStrategy>;

/** The first message per field path ('age', 'potentialPlans.0.notes'), for showing beside inputs. */
export function firstErrorsByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}
