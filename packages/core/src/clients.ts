// Saved clients and client collection links (accounts spec §2, §3, §5): option lists, text
// cleaning and the schemas shared by the Clients page and the `clients` / `links` procedures.
import { z } from 'zod';
import { GENDERS, HEALTH_STATUSES, MARITAL_STATUSES, SMOKER_STATUSES } from './generation/options';
import { stripBidiControls } from './storable-text';

export const CLIENT_MESSAGES = {
  nameRequired: 'Client name is required',
  invalidEmail: 'Please enter a valid email',
} as const;

export const LINK_MESSAGES = {
  signInRequired: 'You must be logged in to create client links.',
  titleRequired: 'Please provide a title for your client link',
  formTypeRequired: 'Please choose a form type',
  expiryInvalid: 'Please enter a valid expiry date',
  expiryInPast: 'The expiry date must be in the future',
  notFound: 'Link not found',
  expired: 'Link has expired',
  used: 'Link has already been used',
  notActive: 'This form is not active yet',
} as const;

export const CLIENT_SOURCES = ['manual', 'form'] as const;
export type TClientSource = (typeof CLIENT_SOURCES)[number];

/**
 * Clients saved without an e-mail get a unique address on this reserved domain (`.invalid`
 * never resolves), so two of them cannot collide on the unique (user, e-mail) pair. Such an
 * address is shown as '-' and never mailed.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'clients.pitchcraft.invalid';

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return !!email && email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** The e-mail as the client list shows it: '-' when none was given. */
export function displayEmail(email: string | null | undefined): string {
  return !email || email === '-' || isPlaceholderEmail(email) ? '-' : email;
}

// ---- option lists of the link card and the public forms (spec §3 Enumerations) ----

export const LINK_INDUSTRY_TYPES = ['insurance', 'real-estate'] as const;
export type TLinkIndustryType = (typeof LINK_INDUSTRY_TYPES)[number];
export const LINK_INDUSTRY_LABELS: Readonly<Record<TLinkIndustryType, string>> = {
  insurance: 'Insurance',
  'real-estate': 'Real Estate',
};

export const LINK_COVERAGE_TYPES = ['all', 'auto', 'home', 'life', 'health', 'business'] as const;
export type TLinkCoverageType = (typeof LINK_COVERAGE_TYPES)[number];
export const LINK_COVERAGE_LABELS: Readonly<Record<TLinkCoverageType, string>> = {
  all: 'All Coverage Types',
  auto: 'Auto',
  home: 'Home',
  life: 'Life',
  health: 'Health',
  business: 'Business',
};

export const LINK_PROPERTY_OPTIONS = ['all', 'residential', 'commercial', 'investment'] as const;
export type TLinkPropertyOption = (typeof LINK_PROPERTY_OPTIONS)[number];
export const LINK_PROPERTY_OPTION_LABELS: Readonly<Record<TLinkPropertyOption, string>> = {
  all: 'All Property Types',
  residential: 'Residential',
  commercial: 'Commercial',
  investment: 'Investment',
};

// The public form offers the wizard's choices; only its insurance types differ (no 'Other').
export const INTAKE_GENDERS = GENDERS;
export const INTAKE_MARITAL_STATUSES = MARITAL_STATUSES;
/** Insurance types offered by the public form (the in-app wizard also offers 'Other'). */
export const INTAKE_INSURANCE_TYPES = [
  'Life Insurance',
  'Health Insurance',
  'Disability Insurance',
  'Critical Illness Insurance',
  'Whole Life Insurance',
  'Term Life Insurance',
  'Universal Life Insurance',
  'Long-Term Care',
  'Retirement Planning',
] as const;
export const INTAKE_DEFAULT_INSURANCE_TYPE = 'Life Insurance';
export const INTAKE_HEALTH_STATUSES = HEALTH_STATUSES;
export const INTAKE_SMOKER_STATUSES = SMOKER_STATUSES;
export const INTAKE_DEFAULT_SMOKER = 'Non-Smoker';
export const CLIENT_DEFAULT_RISK_TOLERANCE = 'Medium';
export const INTAKE_BEDROOMS = ['1', '2', '3', '4', '5+'] as const;
export const INTAKE_BATHROOMS = ['1', '1.5', '2', '2.5', '3', '3+'] as const;

export const INTAKE_PROPERTY_TYPES = ['single-family', 'condo', 'townhouse', 'multi-family', 'land'] as const;
export type TIntakePropertyType = (typeof INTAKE_PROPERTY_TYPES)[number];
export const INTAKE_PROPERTY_TYPE_LABELS: Readonly<Record<TIntakePropertyType, string>> = {
  'single-family': 'Single Family Home',
  condo: 'Condo/Apartment',
  townhouse: 'Townhouse',
  'multi-family': 'Multi-Family',
  land: 'Land',
};

export const INTAKE_TIMELINES = ['asap', '1-3months', '3-6months', '6-12months', '1year+', 'just-browsing'] as const;
export type TIntakeTimeline = (typeof INTAKE_TIMELINES)[number];
export const INTAKE_TIMELINE_LABELS: Readonly<Record<TIntakeTimeline, string>> = {
  asap: 'As soon as possible',
  '1-3months': '1-3 months',
  '3-6months': '3-6 months',
  '6-12months': '6-12 months',
  '1year+': 'More than a year',
  'just-browsing': 'Just browsing',
};

// ---- text cleaning: everything typed is bounded and free of control characters ----

function replaceControlCharacters(value: string, keepLineBreaks: boolean): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const isControl = code < 32 || code === 127;
    if (!isControl || (keepLineBreaks && (ch === '\n' || ch === '\t'))) out += ch;
    else if (keepLineBreaks && ch === '\r') continue;
    else out += ' ';
  }
  return out;
}

/**
 * One line of text: control characters (NUL included, which PostgreSQL rejects) become spaces and
 * bidirectional controls are dropped.
 */
export function cleanSingleLine(value: string): string {
  return stripBidiControls(replaceControlCharacters(value, false)).replace(/\s+/g, ' ').trim();
}

/** Several lines of text: keeps line breaks and tabs, drops other control characters and bidirectional controls. */
export function cleanMultiline(value: string): string {
  return stripBidiControls(replaceControlCharacters(value, true)).trim();
}

/** A bounded single-line text whose messages name the field. */
export function boundedLine(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform(cleanSingleLine);
}

/** A bounded multi-line text whose messages name the field. */
export function boundedMultiline(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform(cleanMultiline);
}

/** An optional single-line text field; '' when absent. */
export const singleLineText = (label: string, max: number) => boundedLine(label, max).default('');
/** An optional multi-line text field; '' when absent. */
export const multilineText = (label: string, max: number) => boundedMultiline(label, max).default('');

const EMAIL_CHECK = z.email();

/** The object-level message of a strict object: names unknown keys, or says an object is needed. */
export function strictObjectError(unknownLabel: string, objectLabel: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `${unknownLabel}: ${(issue.keys ?? []).join(', ')}` : `${objectLabel} must be an object`;
}

/** An optional e-mail: blank (or the list's '-') means none; otherwise valid, lower-cased. */
export function optionalEmail(message: string) {
  return z
    .string({ error: message })
    .max(254, 'Email must be at most 254 characters')
    .transform((v) => cleanSingleLine(v).toLowerCase())
    .transform((v) => (v === '-' ? '' : v))
    .refine((v) => v === '' || (EMAIL_CHECK.safeParse(v).success && !isPlaceholderEmail(v)), message)
    .default('');
}

const searchText = z
  .string({ error: 'Search must be text' })
  .max(200, 'Search must be at most 200 characters')
  .transform(cleanSingleLine)
  .optional();

// ---- clients ----

const industryNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
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
      .union([boundedMultiline('Health conditions', 2000), z.array(boundedLine('Health condition', 200)).max(50)], {
        error: 'Health conditions must be text or a list',
      })
      .optional(),
    homeOwnership: boundedLine('Home ownership', 100).optional(),
    vehicleOwnership: boundedLine('Vehicle ownership', 100).optional(),
    riskTolerance: boundedLine('Risk tolerance', 50).optional(),
    budget: industryNumber('Budget', 1_000_000_000),
    goals: z.array(boundedLine('Goal', 500), { error: 'Goals must be a list' }).max(20, 'At most 20 goals').optional(),
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

export const ZClientIdInput = z.object({ id: z.string({ error: 'Client not found' }).min(1, 'Client not found').max(100, 'Client not found') });
export type TClientIdInput = z.input<typeof ZClientIdInput>;

// ---- collection links ----

const flag = (label: string, fallback: boolean) => z.boolean({ error: `${label} must be true or false` }).default(fallback);

/** Insurance form options. The form shows health, budget and dependents unless switched off. */
export const ZInsuranceTemplate = z.strictObject(
  {
    coverageTypes: z.enum(LINK_COVERAGE_TYPES, { error: 'Please choose a coverage type from the list' }).default('all'),
    includeHealth: flag('Include health', true),
    includeBudget: flag('Include budget', true),
    includeDependents: flag('Include dependents', true),
  },
  { error: strictObjectError('Unknown template option', 'Template options') },
);
export type TInsuranceTemplate = z.output<typeof ZInsuranceTemplate>;

/**
 * Real-estate form options. Pre-approval appears only when the template enables it (spec §2);
 * timeline and desired features are shown unless switched off.
 */
export const ZRealEstateTemplate = z.strictObject(
  {
    propertyTypes: z.enum(LINK_PROPERTY_OPTIONS, { error: 'Please choose a property type from the list' }).default('all'),
    includePreApproval: flag('Include pre-approval', false),
    includeTimeline: flag('Include timeline', true),
    includeFeatures: flag('Include features', true),
  },
  { error: strictObjectError('Unknown template option', 'Template options') },
);
export type TRealEstateTemplate = z.output<typeof ZRealEstateTemplate>;

export type TLinkTemplate =
  | { industryType: 'insurance'; templateData: TInsuranceTemplate }
  | { industryType: 'real-estate'; templateData: TRealEstateTemplate };

/** A stored template read back with its defaults; anything unreadable falls back to the defaults. */
export function parseLinkTemplate(industryType: TLinkIndustryType, raw: unknown): TLinkTemplate {
  if (industryType === 'insurance') {
    const parsed = ZInsuranceTemplate.safeParse(raw ?? {});
    return { industryType, templateData: parsed.success ? parsed.data : ZInsuranceTemplate.parse({}) };
  }
  const parsed = ZRealEstateTemplate.safeParse(raw ?? {});
  return { industryType, templateData: parsed.success ? parsed.data : ZRealEstateTemplate.parse({}) };
}

export function isLinkIndustryType(value: unknown): value is TLinkIndustryType {
  return typeof value === 'string' && (LINK_INDUSTRY_TYPES as readonly string[]).includes(value);
}

const linkBase = {
  title: z
    .string({ error: LINK_MESSAGES.titleRequired })
    .max(200, 'Title must be at most 200 characters')
    .transform(cleanSingleLine)
    .pipe(z.string().min(1, LINK_MESSAGES.titleRequired)),
  description: multilineText('Description', 2000),
  singleUse: z.boolean({ error: 'Single use must be true or false' }).default(false),
  /** ISO date-time with offset, or null for a link that never expires. */
  expiresAt: z
    .iso.datetime({ offset: true, error: LINK_MESSAGES.expiryInvalid })
    .refine((v) => new Date(v).getTime() > Date.now(), LINK_MESSAGES.expiryInPast)
    .nullable()
    .default(null),
};

export const ZCreateLinkInput = z.discriminatedUnion(
  'industryType',
  [
    z.object({ ...linkBase, industryType: z.literal('insurance'), templateData: ZInsuranceTemplate.default(() => ZInsuranceTemplate.parse({})) }),
    z.object({ ...linkBase, industryType: z.literal('real-estate'), templateData: ZRealEstateTemplate.default(() => ZRealEstateTemplate.parse({})) }),
  ],
  { error: LINK_MESSAGES.formTypeRequired },
);
export type TCreateLinkInput = z.input<typeof ZCreateLinkInput>;

export const ZListLinksInput = z
  .object({
    search: searchText,
    industryType: z.enum(['all', ...LINK_INDUSTRY_TYPES], { error: 'Please choose an industry from the list' }).default('all'),
  })
  .default({ industryType: 'all' });
export type TListLinksInput = z.input<typeof ZListLinksInput>;

/** A link id as the browser sends it; malformed ids are answered with 'Link not found'. */
export const ZLinkId = z.string({ error: LINK_MESSAGES.notFound }).max(200, LINK_MESSAGES.notFound);
export const ZLinkIdInput = z.object({ linkId: ZLinkId });
export type TLinkIdInput = z.input<typeof ZLinkIdInput>;
export const ZDeleteLinkInput = z.object({ id: ZLinkId });
export type TDeleteLinkInput = z.input<typeof ZDeleteLinkInput>;
