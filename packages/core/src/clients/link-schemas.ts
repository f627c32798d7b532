// The inputs of the `links` procedures: a collection link, its form template, the list's filters.
import { z } from 'zod';

import { cleanSingleLine, multilineText, searchText, strictObjectError } from '../form-text';
import {
  LINK_COVERAGE_TYPES,
  LINK_INDUSTRY_TYPES,
  LINK_PROPERTY_OPTIONS,
  type TLinkIndustryType,
} from './options';

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

const flag = (label: string, fallback: boolean) =>
  z.boolean({ error: `${label} must be true or false` }).default(fallback);

/** Insurance form options. The form shows health, budget and dependents unless switched off. */
export const ZInsuranceTemplate = z.strictObject(
  {
    coverageTypes: z
      .enum(LINK_COVERAGE_TYPES, { error: 'Please choose a coverage type from the list' })
      .default('all'),
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
    propertyTypes: z
      .enum(LINK_PROPERTY_OPTIONS, { error: 'Please choose a property type from the list' })
      .default('all'),
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
    return {
      industryType,
      templateData: parsed.success ? parsed.data : ZInsuranceTemplate.parse({}),
    };
  }
  const parsed = ZRealEstateTemplate.safeParse(raw ?? {});
  return {
    industryType,
    templateData: parsed.success ? parsed.data : ZRealEstateTemplate.parse({}),
  };
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
  expiresAt: z.iso
    .datetime({ offset: true, error: LINK_MESSAGES.expiryInvalid })
    .refine((v) => new Date(v).getTime() > Date.now(), LINK_MESSAGES.expiryInPast)
    .nullable()
    .default(null),
};

export const ZCreateLinkInput = z.discriminatedUnion(
  'industryType',
  [
    z.object({
      ...linkBase,
      industryType: z.literal('insurance'),
      templateData: ZInsuranceTemplate.default(() => ZInsuranceTemplate.parse({})),
    }),
    z.object({
      ...linkBase,
      industryType: z.literal('real-estate'),
      templateData: ZRealEstateTemplate.default(() => ZRealEstateTemplate.parse({})),
    }),
  ],
  { error: LINK_MESSAGES.formTypeRequired },
);
export type TCreateLinkInput = z.input<typeof ZCreateLinkInput>;

export const ZListLinksInput = z
  .object({
    search: searchText,
    industryType: z
      .enum(['all', ...LINK_INDUSTRY_TYPES], { error: 'Please choose an industry from the list' })
      .default('all'),
  })
  .default({ industryType: 'all' });
export type TListLinksInput = z.input<typeof ZListLinksInput>;

/** A link id as the browser sends it; malformed ids are answered with 'Link not found'. */
export const ZLinkId = z.string({ error: LINK_MESSAGES.notFound }).max(200, LINK_MESSAGES.notFound);
export const ZLinkIdInput = z.object({ linkId: ZLinkId });
export type TLinkIdInput = z.input<typeof ZLinkIdInput>;
export const ZDeleteLinkInput = z.object({ id: ZLinkId });
export type TDeleteLinkInput = z.input<typeof ZDeleteLinkInput>;
