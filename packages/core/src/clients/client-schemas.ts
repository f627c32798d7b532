// The inputs of the `clients` procedures: a saved client, its industry data, the list's search.
import { z } from 'zod';

import {
  boundedLine,
  boundedMultiline,
  cleanSingleLine,
  searchText,
  singleLineText,
  strictObjectError,
} from '../form-text';
import { optionalEmail } from './email';

export const CLIENT_MESSAGES = {
  nameRequired: 'Client name is required',
  invalidEmail: 'Please enter a valid email',
  notFound: 'Client not found',
  emailTaken: 'You already have a client with this email',
} as const;

const industryNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .optional();

const industryYears = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .optional();

/** A saved client's industry_data (spec §3); every field optional, unknown fields rejected. */
export const ZClientIndustryData = z.strictObject(
  {
    age: industryNumber('Age', 150),
    gender: boundedLine('Gender', 50).optional(),
    income: industryNumber('Income', 1_000_000_000_000),
    incomeLevel: boundedLine('Income level', 100).optional(),
    maritalStatus: boundedLine('Marital status', 50).optional(),
    occupation: boundedLine('Occupation', 200).optional(),
    location: boundedLine('Location', 200).optional(),
    insuranceType: boundedLine('Insurance type', 100).optional(),
    dependents: industryNumber('Dependents', 50),
    healthStatus: boundedLine('Health status', 50).optional(),
    smoker: z.boolean({ error: 'Smoker must be true or false' }).optional(),
    healthConditions: z
      .union(
        [
          boundedMultiline('Health conditions', 2000),
          z.array(boundedLine('Health condition', 200)).max(50),
        ],
        {
          error: 'Health conditions must be text or a list',
        },
      )
      .optional(),
    homeOwnership: boundedLine('Home ownership', 100).optional(),
    vehicleOwnership: boundedLine('Vehicle ownership', 100).optional(),
    riskTolerance: boundedLine('Risk tolerance', 50).optional(),
    budget: industryNumber('Budget', 1_000_000_000),
    goals: z
      .array(boundedLine('Goal', 500), { error: 'Goals must be a list' })
      .max(20, 'At most 20 goals')
      .optional(),
    // What a needs analysis needs (all optional).
    mortgage: industryNumber('Mortgage', 100_000_000),
    otherDebts: industryNumber('Other debts', 100_000_000),
    existingCoverIndividual: industryNumber('Individual life cover', 100_000_000),
    existingCoverGroup: industryNumber('Group life cover', 100_000_000),
    savings: industryNumber('Savings', 100_000_000),
    childrenAges: z
      .array(
        z
          .number({ error: "Children's ages must be numbers" })
          .int("Children's ages must be whole numbers")
          .min(0)
          .max(30, "Children's ages must be at most 30"),
        {
          error: "Children's ages must be a list",
        },
      )
      .max(10, 'At most 10 children')
      .optional(),
    educationPerChild: industryNumber('Education per child', 10_000_000),
    finalExpenses: industryNumber('Final expenses', 10_000_000),
    spouseIncome: industryNumber('Spouse income', 1_000_000_000),
    mortgageYearsLeft: industryYears('Years left on the mortgage', 40),
    survivorBenefits: industryNumber('Survivor benefits', 1_000_000),
    capitalGains: industryNumber('Capital gains', 100_000_000),
    registeredPlans: industryNumber('Registered plans', 100_000_000),
    estateValue: industryNumber('Estate value', 1_000_000_000),
    estateCosts: industryNumber('Estate costs', 10_000_000),
    legacyGoal: industryNumber('Legacy goal', 100_000_000),
    keyPerson: industryNumber('Key-person cover', 100_000_000),
    buySell: industryNumber('Buy-sell funding', 100_000_000),
    lifelongSupport: industryNumber('Lifelong support', 1_000_000),
    lifelongSupportYears: industryYears('Years of lifelong support', 80),
    /** The client's own notes (an intake form's notes): untrusted text. */
    notes: boundedMultiline('Notes', 5000).optional(),
    // Real-estate clients gathered through a link.
    propertyType: boundedLine('Property type', 50).optional(),
    bedrooms: boundedLine('Bedrooms', 10).optional(),
    bathrooms: boundedLine('Bathrooms', 10).optional(),
    preApproved: z.boolean({ error: 'Pre-approval must be true or false' }).optional(),
    preApprovalAmount: industryNumber('Pre-approval amount', 1_000_000_000_000),
    timeline: boundedLine('Timeline', 50).optional(),
    desiredFeatures: boundedMultiline('Desired features', 2000).optional(),
  },
  { error: strictObjectError('Unknown client field', 'Industry data') },
);
export type TClientIndustryData = z.output<typeof ZClientIndustryData>;

/** Save a client by hand (wizard or Clients page); saved over an existing one with the same e-mail. */
export const ZUpsertClientInput = z.object({
  fullName: z
    .string({ error: CLIENT_MESSAGES.nameRequired })
    .max(200, 'Client name must be at most 200 characters')
    .transform(cleanSingleLine)
    .pipe(z.string().min(1, CLIENT_MESSAGES.nameRequired)),
  email: optionalEmail(CLIENT_MESSAGES.invalidEmail),
  phone: singleLineText('Phone number', 50),
  industryData: ZClientIndustryData.optional(),
});
export type TUpsertClientInput = z.input<typeof ZUpsertClientInput>;

export const ZListClientsInput = z.object({ search: searchText }).default({});
export type TListClientsInput = z.input<typeof ZListClientsInput>;

const clientId = z
  .string({ error: CLIENT_MESSAGES.notFound })
  .min(1, CLIENT_MESSAGES.notFound)
  .max(100, CLIENT_MESSAGES.notFound);

export const ZClientIdInput = z.object({ id: clientId });
export type TClientIdInput = z.input<typeof ZClientIdInput>;

/** Add a client by hand on the Clients page: the upsert's fields, refused (CONFLICT) when the e-mail is already a client's. */
export const ZCreateClientInput = ZUpsertClientInput;
export type TCreateClientInput = z.input<typeof ZCreateClientInput>;

/**
 * Edit one saved client: the same fields as a save. Name, e-mail and phone are replaced; of the
 * industry data (when given), the fields given are written, the client form's fields left out are
 * cleared (CLIENT_FORM_FIELDS), and everything else stored (a real-estate form's answers, the
 * wizard's assumptions) stays.
 */
export const ZUpdateClientInput = ZUpsertClientInput.extend({ id: clientId });
export type TUpdateClientInput = z.input<typeof ZUpdateClientInput>;

/**
 * The industry-data fields a client form edits (the Clients page's dialog, the wizard's client
 * step): on an edit, one of them left out means the advisor cleared it.
 */
export const CLIENT_FORM_FIELDS = [
  'age',
  'gender',
  'income',
  'maritalStatus',
  'occupation',
  'location',
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
  'spouseIncome',
  'childrenAges',
  'notes',
] as const satisfies readonly (keyof TClientIndustryData)[];
export type TClientFormField = (typeof CLIENT_FORM_FIELDS)[number];
