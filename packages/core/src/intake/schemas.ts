// The public intake forms' schemas (accounts spec §3, §5): every field bounded and cleaned, unknown
// fields rejected, and the inputs of the `intake` procedures.
import { z } from 'zod';

import { ZPublicAdvisor } from '../brand';
import { optionalEmail } from '../clients/email';
import { ZInsuranceTemplate, ZLinkId, ZRealEstateTemplate } from '../clients/link-schemas';
import { LINK_INDUSTRY_TYPES } from '../clients/options';
import { cleanSingleLine, multilineText, singleLineText, strictObjectError } from '../form-text';
import { parseAmount } from '../generation/form-numbers';
import { parseChildrenAges } from '../generation/needs-limits';
import { normaliseGoals } from './lenient-parsing';
import {
  INTAKE_AGE_RANGE,
  INTAKE_BATHROOMS,
  INTAKE_BEDROOMS,
  INTAKE_CHILD_AGE_MAX,
  INTAKE_CHILDREN_MAX,
  INTAKE_DEFAULT_INSURANCE_TYPE,
  INTAKE_DEFAULT_SMOKER,
  INTAKE_DEPENDENTS_RANGE,
  INTAKE_FINANCES_MAX,
  INTAKE_GENDERS,
  INTAKE_HEALTH_STATUSES,
  INTAKE_INSURANCE_TYPES,
  INTAKE_MARITAL_STATUSES,
  INTAKE_OTHER_GOALS_MAX,
  INTAKE_PROPERTY_TYPES,
  INTAKE_SMOKER_STATUSES,
  INTAKE_TIMELINES,
} from './options';

export const INTAKE_MESSAGES = {
  nameRequired: 'Name is required',
  invalidEmail: 'Please enter a valid email',
  ageRange: 'Age must be between 18 and 100',
  dependentsRange: 'Number of dependents must be between 0 and 20',
  anonymousName: 'Anonymous Client',
  dataNotObject: 'Form data must be an object',
  childrenAges: `Children's ages must be whole numbers from 0 to ${INTAKE_CHILD_AGE_MAX}, separated by commas, for example 4, 7, 11`,
  tooManyChildren: `Enter the ages of at most ${INTAKE_CHILDREN_MAX} children`,
} as const;

const unknownFieldError = (what: string) => strictObjectError('Unknown field', what);

const nameField = z
  .string({ error: INTAKE_MESSAGES.nameRequired })
  .max(200, 'Name must be at most 200 characters')
  .transform(cleanSingleLine)
  .pipe(z.string().min(2, INTAKE_MESSAGES.nameRequired));

/** A form number as typed or sent: blank, or a whole number in range; kept as a digit string. */
function wholeNumberField(message: string, min: number, max: number) {
  return z
    .union([z.string().max(32, message), z.number()], { error: message })
    .transform((v) =>
      typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'invalid') : v.trim(),
    )
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), message)
    .default('');
}

/** An amount: any short text or number, read with parseIntegerOr0 when the client is built. */
function amountField(label: string) {
  return z
    .union([z.string().max(64, `${label} must be at most 64 characters`), z.number()], {
      error: `${label} must be a number`,
    })
    .transform((v) =>
      typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : cleanSingleLine(v),
    )
    .default('');
}

/** An optional dollar amount ('$380,000', '380 000', 380000) up to the bound; kept as digits, '' when blank. */
function financeField(label: string) {
  const message = `${label} must be an amount in dollars, for example 250,000`;
  return z
    .union([z.string().max(64, message), z.number()], { error: message })
    .transform((v) =>
      typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'invalid') : v.trim(),
    )
    .refine((v) => {
      if (v === '') return true;
      const amount = parseAmount(v);
      return amount !== null && amount <= INTAKE_FINANCES_MAX;
    }, message)
    .transform((v) => (v === '' ? '' : String(Math.round(parseAmount(v) ?? 0))))
    .default('');
}

/** Children's ages as typed ('4, 7, 11'), bounded; kept as '4, 7, 11', '' when blank. */
const childrenAgesField = z
  .string({ error: INTAKE_MESSAGES.childrenAges })
  .max(100, INTAKE_MESSAGES.childrenAges)
  .superRefine((v, ctx) => {
    const ages = parseChildrenAges(v);
    if (ages === null || ages.some((age) => age > INTAKE_CHILD_AGE_MAX))
      ctx.addIssue({ code: 'custom', message: INTAKE_MESSAGES.childrenAges });
    else if (ages.length > INTAKE_CHILDREN_MAX)
      ctx.addIssue({ code: 'custom', message: INTAKE_MESSAGES.tooManyChildren });
  })
  .transform((v) => (parseChildrenAges(v) ?? []).join(', '))
  .default('');

/** One of the listed options, or blank. */
function choiceField<const T extends readonly string[]>(values: T, label: string) {
  const message = `Please choose a valid ${label}`;
  return z
    .string({ error: message })
    .max(100, message)
    .transform((v) => v.trim())
    .refine((v) => v === '' || values.includes(v), message)
    .transform((v) => v as T[number] | '')
    .default('');
}

const goalsField = z
  .union(
    [
      z.strictObject(
        {
          protectFamily: z.boolean({ error: 'Goals must be true or false' }).default(false),
          buildSavings: z.boolean({ error: 'Goals must be true or false' }).default(false),
          planEstate: z.boolean({ error: 'Goals must be true or false' }).default(false),
          other: z.boolean({ error: 'Goals must be true or false' }).default(false),
          otherText: z
            .string({ error: 'Other goals must be text' })
            .max(
              INTAKE_OTHER_GOALS_MAX,
              `Other goals must be at most ${INTAKE_OTHER_GOALS_MAX} characters`,
            )
            .default(''),
        },
        { error: unknownFieldError('Goals') },
      ),
      z
        .array(
          z
            .string({ error: 'Each goal must be text' })
            .max(200, 'Each goal must be at most 200 characters'),
        )
        .max(20, 'Choose at most 20 goals'),
      z.string().max(2000, 'Goals must be at most 2000 characters'),
    ],
    { error: 'Goals must be a list of goals' },
  )
  .optional()
  .transform(normaliseGoals);

const contactFields = {
  fullName: nameField,
  email: optionalEmail(INTAKE_MESSAGES.invalidEmail),
  phone: singleLineText('Phone number', 50),
};

/** The insurance form (spec §3 Insurance intake fields). Unknown fields are rejected. */
export const ZInsuranceIntake = z.strictObject(
  {
    ...contactFields,
    age: wholeNumberField(INTAKE_MESSAGES.ageRange, INTAKE_AGE_RANGE.min, INTAKE_AGE_RANGE.max),
    gender: choiceField(INTAKE_GENDERS, 'gender'),
    incomeLevel: singleLineText('Income level', 100),
    annualIncome: amountField('Annual income'),
    maritalStatus: choiceField(INTAKE_MARITAL_STATUSES, 'marital status'),
    occupation: singleLineText('Occupation', 200),
    location: singleLineText('Location', 200),
    insuranceType: choiceField(INTAKE_INSURANCE_TYPES, 'insurance type').transform(
      (v) => v || INTAKE_DEFAULT_INSURANCE_TYPE,
    ),
    dependents: wholeNumberField(
      INTAKE_MESSAGES.dependentsRange,
      INTAKE_DEPENDENTS_RANGE.min,
      INTAKE_DEPENDENTS_RANGE.max,
    ),
    healthStatus: choiceField(INTAKE_HEALTH_STATUSES, 'health status'),
    smoker: choiceField(INTAKE_SMOKER_STATUSES, 'smoker status').transform(
      (v) => v || INTAKE_DEFAULT_SMOKER,
    ),
    healthConditions: multilineText('Health conditions', 2000),
    budget: amountField('Monthly budget'),
    goals: goalsField,
    // Finances and family, all optional: what a needs analysis counts.
    mortgage: financeField('Mortgage balance'),
    otherDebts: financeField('Other debts'),
    existingCoverIndividual: financeField('Life insurance you own'),
    existingCoverGroup: financeField('Life insurance through work'),
    savings: financeField('Savings'),
    childrenAges: childrenAgesField,
    notes: multilineText('Additional notes', 2000),
  },
  { error: unknownFieldError('Form data') },
);
export type TInsuranceIntakeInput = z.input<typeof ZInsuranceIntake>;
export type TInsuranceIntake = z.output<typeof ZInsuranceIntake>;

/** The real-estate form (spec §3 Real-estate submission fields). Unknown fields are rejected. */
export const ZRealEstateIntake = z.strictObject(
  {
    ...contactFields,
    location: singleLineText('Preferred location', 200),
    budget: singleLineText('Budget', 100),
    propertyType: choiceField(INTAKE_PROPERTY_TYPES, 'property type'),
    bedrooms: choiceField(INTAKE_BEDROOMS, 'number of bedrooms'),
    bathrooms: choiceField(INTAKE_BATHROOMS, 'number of bathrooms'),
    preApproved: z.boolean({ error: 'Pre-approval must be yes or no' }).default(false),
    preApprovalAmount: singleLineText('Pre-approval amount', 100),
    timeline: choiceField(INTAKE_TIMELINES, 'timeline'),
    desiredFeatures: multilineText('Desired features', 2000),
    notes: multilineText('Additional notes', 2000),
  },
  { error: unknownFieldError('Form data') },
);
export type TRealEstateIntakeInput = z.input<typeof ZRealEstateIntake>;
export type TRealEstateIntake = z.output<typeof ZRealEstateIntake>;

export type TIntake =
  | { industryType: 'insurance'; intake: TInsuranceIntake }
  | { industryType: 'real-estate'; intake: TRealEstateIntake };

export const ZSubmitIntakeInput = z.object({
  linkId: ZLinkId,
  data: z.record(z.string().max(100, 'Unknown field'), z.unknown(), {
    error: INTAKE_MESSAGES.dataNotObject,
  }),
});
export type TSubmitIntakeInput = z.input<typeof ZSubmitIntakeInput>;

/**
 * What anyone holding the link may see of it; of its owner only who is asking (ZPublicAdvisor) and
 * whether the page carries the "Made with Pitchcraft" line.
 */
const publicLinkFields = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  expiresAt: z.string().nullable(),
  advisor: ZPublicAdvisor.nullable().default(null),
  showMadeWith: z.boolean().default(true),
};
export const ZPublicIntakeLink = z.discriminatedUnion('industryType', [
  z.object({
    ...publicLinkFields,
    industryType: z.literal(LINK_INDUSTRY_TYPES[0]),
    templateData: ZInsuranceTemplate,
  }),
  z.object({
    ...publicLinkFields,
    industryType: z.literal(LINK_INDUSTRY_TYPES[1]),
    templateData: ZRealEstateTemplate,
  }),
]);
export type TPublicIntakeLink = z.output<typeof ZPublicIntakeLink>;
