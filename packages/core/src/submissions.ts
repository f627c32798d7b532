// Public form submissions whose e-mail matches a client the advisor already has: what the form
// provided, how it differs from the saved client, and the schemas of the review procedures. The
// advisor applies differences field by field; nothing they typed changes on its own.
import { z } from 'zod';

import { parseChildrenAges } from './generation/needs-facts';
import {
  goalLabels,
  INTAKE_DEFAULT_INSURANCE_TYPE,
  INTAKE_DEPENDENTS_RANGE,
  parseIntegerOr0,
  type TIntake,
} from './intake';

/** The client fields a submission can propose, in the order a review lists them. */
export const CLIENT_REVIEW_FIELDS = [
  'fullName',
  'phone',
  'age',
  'gender',
  'maritalStatus',
  'occupation',
  'location',
  'income',
  'incomeLevel',
  'insuranceType',
  'dependents',
  'healthStatus',
  'smoker',
  'healthConditions',
  'budget',
  'goals',
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
  'childrenAges',
  'notes',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'preApproved',
  'preApprovalAmount',
  'timeline',
  'desiredFeatures',
] as const;
export type TClientReviewField = (typeof CLIENT_REVIEW_FIELDS)[number];

export const CLIENT_REVIEW_FIELD_LABELS: Readonly<Record<TClientReviewField, string>> = {
  fullName: 'Full name',
  phone: 'Phone',
  age: 'Age',
  gender: 'Gender',
  maritalStatus: 'Marital status',
  occupation: 'Occupation',
  location: 'Location',
  income: 'Annual income',
  incomeLevel: 'Income level',
  insuranceType: 'Insurance type',
  dependents: 'Dependents',
  healthStatus: 'Health status',
  smoker: 'Smoker',
  healthConditions: 'Health conditions',
  budget: 'Budget',
  goals: 'Goals',
  mortgage: 'Mortgage balance',
  otherDebts: 'Other debts',
  existingCoverIndividual: 'Life insurance owned',
  existingCoverGroup: 'Life insurance through work',
  savings: 'Savings',
  childrenAges: "Children's ages",
  notes: 'Notes',
  propertyType: 'Property type',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  preApproved: 'Pre-approved',
  preApprovalAmount: 'Pre-approval amount',
  timeline: 'Timeline',
  desiredFeatures: 'Desired features',
};

export const SUBMISSION_MESSAGES = {
  notFound: 'Submission not found',
  alreadyReviewed: 'This submission has already been reviewed',
  fieldNotSubmitted: 'That field was not part of the submission',
  noFieldChosen: 'Choose at least one field to apply',
} as const;

type Fields = Partial<Record<TClientReviewField, unknown>>;

/**
 * What the public insurance form shows before the client touches it (the insurance type, non-smoker,
 * no dependents), and what it sends for a field it leaves out. Such a value cannot be told from a
 * field the client left alone, so it says nothing about the client: it is never proposed as a change.
 */
const FORM_PREFILLED: Readonly<Partial<Record<TClientReviewField, unknown>>> = {
  insuranceType: INTAKE_DEFAULT_INSURANCE_TYPE,
  smoker: false,
  dependents: INTAKE_DEPENDENTS_RANGE.min,
};

/** Whether `value` is only what the form filled in by itself for `field`. */
export function isPrefilledFormValue(field: TClientReviewField, value: unknown): boolean {
  return field in FORM_PREFILLED && FORM_PREFILLED[field] === value;
}

/** Keeps the entries that were filled in: a blank form field, or one the form filled in itself, proposes nothing. */
function provided(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) =>
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0) &&
        !isPrefilledFormValue(field as TClientReviewField, value),
    ),
  );
}

const whole = (text: string) => (text === '' ? undefined : parseIntegerOr0(text));

/**
 * What a submission says about its client, keyed like the client (name, phone and industry_data),
 * leaving out every field the person left blank.
 */
export function submittedClientFields(submission: TIntake): Fields {
  if (submission.industryType === 'insurance') {
    const intake = submission.intake;
    return provided({
      fullName: intake.fullName,
      phone: intake.phone,
      age: whole(intake.age),
      gender: intake.gender,
      maritalStatus: intake.maritalStatus,
      occupation: intake.occupation,
      location: intake.location,
      income: whole(intake.annualIncome),
      incomeLevel: intake.incomeLevel,
      insuranceType: intake.insuranceType,
      dependents: whole(intake.dependents),
      healthStatus: intake.healthStatus,
      smoker: intake.smoker === 'Smoker',
      healthConditions: intake.healthConditions,
      budget: whole(intake.budget),
      goals: goalLabels(intake.goals),
      mortgage: whole(intake.mortgage),
      otherDebts: whole(intake.otherDebts),
      existingCoverIndividual: whole(intake.existingCoverIndividual),
      existingCoverGroup: whole(intake.existingCoverGroup),
      savings: whole(intake.savings),
      childrenAges: parseChildrenAges(intake.childrenAges) ?? undefined,
      notes: intake.notes,
    });
  }
  const intake = submission.intake;
  return provided({
    fullName: intake.fullName,
    phone: intake.phone,
    location: intake.location,
    budget: whole(intake.budget),
    propertyType: intake.propertyType,
    bedrooms: intake.bedrooms,
    bathrooms: intake.bathrooms,
    preApproved: intake.preApproved || undefined,
    preApprovalAmount: intake.preApproved ? whole(intake.preApprovalAmount) : undefined,
    timeline: intake.timeline,
    desiredFeatures: intake.desiredFeatures,
  });
}

export interface ClientFieldChange {
  field: TClientReviewField;
  label: string;
  /** The saved client's value; null when it has none. */
  current: unknown;
  submitted: unknown;
}

export interface ReviewedClient {
  fullName: string;
  /** As stored: '-' or '' mean none. */
  phone: string | null;
  industryData: Record<string, unknown>;
}

/** A saved value read for comparison: a missing phone is '-' in storage. */
export function currentClientValue(client: ReviewedClient, field: TClientReviewField): unknown {
  if (field === 'fullName') return client.fullName;
  if (field === 'phone') return client.phone && client.phone !== '-' ? client.phone : null;
  return client.industryData[field] ?? null;
}

function comparable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value))
    return value.map((item) => String(item).trim().toLowerCase()).join('\n');
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  )
    return String(value).trim().toLowerCase();
  // A function or symbol has no JSON.
  if (typeof value === 'function' || typeof value === 'symbol') return '';
  // The reviewed fields never hold one; compared by its JSON rather than all alike as '[object Object]'.
  return JSON.stringify(value).toLowerCase();
}

/**
 * The submitted fields that differ from the saved client, in review order. A value the form filled
 * in by itself is not one the client gave (submissions stored before it was left out still hold it).
 */
export function clientFieldChanges(
  client: ReviewedClient,
  submitted: Record<string, unknown>,
): ClientFieldChange[] {
  return CLIENT_REVIEW_FIELDS.filter(
    (field) => field in submitted && !isPrefilledFormValue(field, submitted[field]),
  )
    .map((field) => ({
      field,
      label: CLIENT_REVIEW_FIELD_LABELS[field],
      current: currentClientValue(client, field),
      submitted: submitted[field],
    }))
    .filter((change) => comparable(change.current) !== comparable(change.submitted));
}

// ---- procedures ----

const submissionId = z
  .string({ error: SUBMISSION_MESSAGES.notFound })
  .min(1, SUBMISSION_MESSAGES.notFound)
  .max(100, SUBMISSION_MESSAGES.notFound);

export const ZListPendingSubmissionsInput = z
  .object({
    clientId: z
      .string({ error: 'Client not found' })
      .min(1, 'Client not found')
      .max(100, 'Client not found')
      .optional(),
  })
  .default({});
export type TListPendingSubmissionsInput = z.input<typeof ZListPendingSubmissionsInput>;

export const ZApplySubmissionInput = z.object({
  id: submissionId,
  fields: z
    .array(z.enum(CLIENT_REVIEW_FIELDS, { error: 'Please choose fields from the submission' }), {
      error: SUBMISSION_MESSAGES.noFieldChosen,
    })
    .min(1, SUBMISSION_MESSAGES.noFieldChosen)
    .max(CLIENT_REVIEW_FIELDS.length, 'Please choose fields from the submission')
    .transform((fields) => [...new Set(fields)]),
});
export type TApplySubmissionInput = z.input<typeof ZApplySubmissionInput>;

export const ZSubmissionIdInput = z.object({ id: submissionId });
export type TSubmissionIdInput = z.input<typeof ZSubmissionIdInput>;
