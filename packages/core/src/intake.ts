// The public intake forms behind a collection link (accounts spec §2, §3, §5): their schemas, the
// lenient number and goal parsing the spec asks for, and the client record built from them.
import { z } from 'zod';
import {
  CLIENT_DEFAULT_RISK_TOLERANCE,
  INTAKE_BATHROOMS,
  INTAKE_BEDROOMS,
  INTAKE_DEFAULT_INSURANCE_TYPE,
  INTAKE_DEFAULT_SMOKER,
  INTAKE_GENDERS,
  INTAKE_HEALTH_STATUSES,
  INTAKE_INSURANCE_TYPES,
  INTAKE_MARITAL_STATUSES,
  INTAKE_PROPERTY_TYPES,
  INTAKE_SMOKER_STATUSES,
  INTAKE_TIMELINES,
  LINK_INDUSTRY_TYPES,
  ZInsuranceTemplate,
  ZLinkId,
  ZRealEstateTemplate,
  cleanSingleLine,
  multilineText,
  optionalEmail,
  singleLineText,
  strictObjectError,
  type TRealEstateTemplate,
} from './clients';

export const INTAKE_MESSAGES = {
  nameRequired: 'Name is required',
  invalidEmail: 'Please enter a valid email',
  ageRange: 'Age must be between 18 and 100',
  dependentsRange: 'Number of dependents must be between 0 and 20',
  anonymousName: 'Anonymous Client',
  dataNotObject: 'Form data must be an object',
} as const;

export const INTAKE_AGE_RANGE = { min: 18, max: 100 } as const;
export const INTAKE_DEPENDENTS_RANGE = { min: 0, max: 20 } as const;

export const INTAKE_GOAL_KEYS = ['protectFamily', 'buildSavings', 'planEstate'] as const;
export type TIntakeGoalKey = (typeof INTAKE_GOAL_KEYS)[number];
export const INTAKE_GOAL_LABELS: Readonly<Record<TIntakeGoalKey, string>> = {
  protectFamily: 'Protect Family',
  buildSavings: 'Build Savings',
  planEstate: 'Estate Planning',
};
const OTHER_TEXT_MAX = 500;

export interface TIntakeGoals {
  protectFamily: boolean;
  buildSavings: boolean;
  planEstate: boolean;
  other: boolean;
  otherText: string;
}

const noGoals = (): TIntakeGoals => ({ protectFamily: false, buildSavings: false, planEstate: false, other: false, otherText: '' });

/**
 * A whole number from whatever a form sent ('42', 42, '$75,000', '30.9'), or 0 when it is blank,
 * not a number, negative or beyond safe integers (spec §5: integers, 0 when invalid).
 */
export function parseIntegerOr0(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const cleaned = value.trim().replace(/^\$/, '').replace(/[,\s_]/g, '');
    if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return 0;
    n = Number(cleaned);
  } else return 0;
  if (!Number.isFinite(n)) return 0;
  const whole = Math.trunc(n);
  return whole < 0 || !Number.isSafeInteger(whole) ? 0 : whole;
}

function goalKeyForLabel(label: string): TIntakeGoalKey | 'other' | null {
  const wanted = label.trim().toLowerCase();
  for (const key of INTAKE_GOAL_KEYS) {
    if (wanted === key.toLowerCase() || wanted === INTAKE_GOAL_LABELS[key].toLowerCase()) return key;
  }
  return wanted === 'other' ? 'other' : null;
}

const truthy = (v: unknown) => v === true || v === 'true';

function goalsFromList(items: readonly unknown[]): TIntakeGoals {
  const goals = noGoals();
  const custom: string[] = [];
  for (const item of items.slice(0, 20)) {
    if (typeof item !== 'string') continue;
    const text = cleanSingleLine(item);
    if (!text) continue;
    const key = goalKeyForLabel(text);
    if (key === 'other') goals.other = true;
    else if (key) goals[key] = true;
    else custom.push(text);
  }
  if (custom.length) {
    goals.other = true;
    goals.otherText = custom.join(', ').slice(0, OTHER_TEXT_MAX);
  }
  return goals;
}

function goalsFromObject(value: Record<string, unknown>): TIntakeGoals {
  return {
    protectFamily: truthy(value.protectFamily),
    buildSavings: truthy(value.buildSavings),
    planEstate: truthy(value.planEstate),
    other: truthy(value.other),
    otherText: typeof value.otherText === 'string' ? cleanSingleLine(value.otherText).slice(0, OTHER_TEXT_MAX) : '',
  };
}

/**
 * Goals as the checkboxes' object, whichever way they arrived (spec §5): an object, a list of
 * labels, a JSON string of either, or a comma-separated string. Unknown labels become 'other'.
 */
export function normaliseGoals(value: unknown): TIntakeGoals {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return noGoals();
    if (text.startsWith('{') || text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed !== 'string') return normaliseGoals(parsed);
      } catch {
        // Not JSON after all: read it as a comma-separated list below.
      }
    }
    return goalsFromList(text.split(','));
  }
  if (Array.isArray(value)) return goalsFromList(value);
  if (value && typeof value === 'object') return goalsFromObject(value as Record<string, unknown>);
  return noGoals();
}

/** The goal labels a saved client stores: the checked labels plus the custom text. */
export function goalLabels(goals: TIntakeGoals): string[] {
  const labels: string[] = INTAKE_GOAL_KEYS.filter((key) => goals[key]).map((key) => INTAKE_GOAL_LABELS[key]);
  if (goals.other && goals.otherText) labels.push(goals.otherText);
  return labels;
}

// ---- field schemas ----

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
    .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'invalid') : v.trim()))
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), message)
    .default('');
}

/** An amount: any short text or number, read with parseIntegerOr0 when the client is built. */
function amountField(label: string) {
  return z
    .union([z.string().max(64, `${label} must be at most 64 characters`), z.number()], { error: `${label} must be a number` })
    .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : cleanSingleLine(v)))
    .default('');
}

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
          otherText: z.string({ error: 'Other goals must be text' }).max(OTHER_TEXT_MAX, `Other goals must be at most ${OTHER_TEXT_MAX} characters`).default(''),
        },
        { error: unknownFieldError('Goals') },
      ),
      z.array(z.string({ error: 'Each goal must be text' }).max(200, 'Each goal must be at most 200 characters')).max(20, 'Choose at most 20 goals'),
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
    insuranceType: choiceField(INTAKE_INSURANCE_TYPES, 'insurance type').transform((v) => v || INTAKE_DEFAULT_INSURANCE_TYPE),
    dependents: wholeNumberField(INTAKE_MESSAGES.dependentsRange, INTAKE_DEPENDENTS_RANGE.min, INTAKE_DEPENDENTS_RANGE.max),
    healthStatus: choiceField(INTAKE_HEALTH_STATUSES, 'health status'),
    smoker: choiceField(INTAKE_SMOKER_STATUSES, 'smoker status').transform((v) => v || INTAKE_DEFAULT_SMOKER),
    healthConditions: multilineText('Health conditions', 2000),
    budget: amountField('Monthly budget'),
    goals: goalsField,
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

export type TIntake = { industryType: 'insurance'; intake: TInsuranceIntake } | { industryType: 'real-estate'; intake: TRealEstateIntake };

/** Blanks the real-estate parts the link's template does not show, so only asked-for data is kept. */
export function applyRealEstateTemplate(intake: TRealEstateIntake, template: TRealEstateTemplate): TRealEstateIntake {
  const preApproved = template.includePreApproval && intake.preApproved;
  return {
    ...intake,
    preApproved,
    preApprovalAmount: preApproved ? intake.preApprovalAmount : '',
    timeline: template.includeTimeline ? intake.timeline : '',
    desiredFeatures: template.includeFeatures ? intake.desiredFeatures : '',
  };
}

// ---- the saved client ----

/** The insurance client record built from the public form (spec §3), as the wizard's record reads it. */
export function buildInsuranceClientRecord(intake: TInsuranceIntake) {
  return {
    clientName: cleanSingleLine(intake.fullName) || INTAKE_MESSAGES.anonymousName,
    email: intake.email,
    phone: intake.phone,
    age: parseIntegerOr0(intake.age),
    gender: intake.gender,
    maritalStatus: intake.maritalStatus,
    occupation: intake.occupation,
    location: intake.location,
    incomeLevel: intake.incomeLevel,
    annualIncome: parseIntegerOr0(intake.annualIncome),
    insuranceType: intake.insuranceType || INTAKE_DEFAULT_INSURANCE_TYPE,
    dependents: parseIntegerOr0(intake.dependents),
    healthStatus: intake.healthStatus,
    smoker: intake.smoker || INTAKE_DEFAULT_SMOKER,
    healthConditions: intake.healthConditions,
    budget: parseIntegerOr0(intake.budget),
    goals: intake.goals,
    notes: intake.notes,
    companyId: '',
    productId: '',
    homeOwnership: '',
    vehicleOwnership: '',
    riskTolerance: '',
  };
}
export type TInsuranceClientRecord = ReturnType<typeof buildInsuranceClientRecord>;

/** The industry_data of a client saved from a form (spec §3 Client). */
export function industryDataFromIntake(submission: TIntake): Record<string, unknown> {
  if (submission.industryType === 'insurance') {
    const record = buildInsuranceClientRecord(submission.intake);
    return {
      age: record.age,
      gender: record.gender,
      income: record.annualIncome,
      incomeLevel: record.incomeLevel,
      maritalStatus: record.maritalStatus,
      occupation: record.occupation,
      location: record.location,
      insuranceType: record.insuranceType,
      dependents: record.dependents,
      healthStatus: record.healthStatus,
      smoker: record.smoker === 'Smoker',
      healthConditions: record.healthConditions,
      homeOwnership: record.homeOwnership,
      vehicleOwnership: record.vehicleOwnership,
      riskTolerance: record.riskTolerance || CLIENT_DEFAULT_RISK_TOLERANCE,
      budget: record.budget,
      goals: goalLabels(record.goals),
    };
  }
  const intake = submission.intake;
  return {
    location: intake.location,
    budget: parseIntegerOr0(intake.budget),
    riskTolerance: CLIENT_DEFAULT_RISK_TOLERANCE,
    propertyType: intake.propertyType,
    bedrooms: intake.bedrooms,
    bathrooms: intake.bathrooms,
    preApproved: intake.preApproved,
    preApprovalAmount: parseIntegerOr0(intake.preApprovalAmount),
    timeline: intake.timeline,
    desiredFeatures: intake.desiredFeatures,
  };
}

/** What a submission keeps in submission_data: the sanitised fields, goals as their labels. */
export function submissionFieldsFromIntake(submission: TIntake): Record<string, unknown> {
  if (submission.industryType === 'insurance') return { ...submission.intake, goals: goalLabels(submission.intake.goals) };
  return { ...submission.intake };
}

// ---- procedures ----

export const ZSubmitIntakeInput = z.object({
  linkId: ZLinkId,
  data: z.record(z.string().max(100, 'Unknown field'), z.unknown(), { error: INTAKE_MESSAGES.dataNotObject }),
});
export type TSubmitIntakeInput = z.input<typeof ZSubmitIntakeInput>;

/** What anyone holding the link may see of it; never the owner's data. */
const publicLinkFields = { id: z.string(), title: z.string(), description: z.string().nullable(), expiresAt: z.string().nullable() };
export const ZPublicIntakeLink = z.discriminatedUnion('industryType', [
  z.object({ ...publicLinkFields, industryType: z.literal(LINK_INDUSTRY_TYPES[0]), templateData: ZInsuranceTemplate }),
  z.object({ ...publicLinkFields, industryType: z.literal(LINK_INDUSTRY_TYPES[1]), templateData: ZRealEstateTemplate }),
]);
export type TPublicIntakeLink = z.output<typeof ZPublicIntakeLink>;

