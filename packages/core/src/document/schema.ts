// A presentation is a document of sections. Writers (the AI, the built-in generator, an advisor's
// edit) fill sections with sanitised HTML fragments and placeholders; renderPresentation turns
// the document and the needs analysis into the one self-contained page that is stored and served.
import { z } from 'zod';

import {
  COLOUR_SCHEME_OPTIONS,
  DETAIL_LEVELS,
  PRESENTATION_SECTIONS,
  PRESENTATION_STYLES,
  TONES,
  type TPresentationSectionId,
} from '../generation/options';
import { CHART_IDS } from './placeholders';

export const DOCUMENT_VERSION = 1 as const;

export const SECTION_IDS = PRESENTATION_SECTIONS.map((s) => s.id) as [
  TPresentationSectionId,
  ...TPresentationSectionId[],
];
/** A section of a page saved before documents existed. */
export const LEGACY_KIND = 'legacy' as const;
/** An organisation's approved block, placed as written (see generation/template-plan.ts). */
export const BLOCK_KIND = 'approved-block' as const;
export const SECTION_KINDS = [...SECTION_IDS, LEGACY_KIND, BLOCK_KIND] as const;
export type TSectionKind = (typeof SECTION_KINDS)[number];

/** Where a section's content came from. */
export const SECTION_SOURCES = ['ai', 'built-in', 'edited', 'legacy'] as const;
export type TSectionSource = (typeof SECTION_SOURCES)[number];

/** Why an AI section was replaced by the built-in generator's version. */
export const REPLACEMENT_REASONS = [
  'invalid',
  'missing',
  'unverified-figure',
  'unknown-placeholder',
] as const;
export type TReplacementReason = (typeof REPLACEMENT_REASONS)[number];

/**
 * How a writer's section was mended before it was accepted: a sentence with a typed figure
 * removed, or the section asked for again with what to fix (the second answer used). Shown to
 * the advisor beside the section.
 */
export const REPAIR_KINDS = ['sentence-removed', 'reasked'] as const;
export type TRepairKind = (typeof REPAIR_KINDS)[number];
export const ZSectionRepair = z.object({
  kind: z.enum(REPAIR_KINDS),
  /** What was wrong, in the advisor's words ('typed an amount: "$1.8 million"'). */
  problem: z.string().max(300),
});
export type TSectionRepair = z.output<typeof ZSectionRepair>;

/** A section's speaker note for the advisor: never shown on the client's page. */
export const MAX_SECTION_NOTES = 600;

/**
 * The longest instruction a template gives a section. Here rather than with the templates: a
 * section keeps its template's instruction (`guidance`), and the schema imports nothing of them.
 */
export const MAX_TEMPLATE_INSTRUCTIONS = 1000;

export const MAX_SECTION_HTML = 60_000;
export const MAX_SECTION_TITLE = 200;
export const MAX_SECTIONS = 24;

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Use a colour like #2563EB');
const line = (max: number) => z.string().max(max);

export const ZDocumentSection = z.object({
  /** The `<section id>`: the guide's id for our sections; any safe slug for legacy ones. */
  id: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Invalid section id'),
  kind: z.enum(SECTION_KINDS),
  title: line(MAX_SECTION_TITLE),
  /** Sanitised HTML fragment (the section's body, without its `<section>` and `<h2>`). */
  html: line(MAX_SECTION_HTML),
  /** The chart placeholders the fragment carries, in order. */
  charts: z.array(z.enum(CHART_IDS)).max(CHART_IDS.length),
  hidden: z.boolean(),
  source: z.enum(SECTION_SOURCES),
  /** Set when the AI's version was replaced by the built-in one. */
  replaced: z.enum(REPLACEMENT_REASONS).nullable().optional(),
  /** What was mended in the writer's version before it was accepted (absent: nothing). */
  repairs: z.array(ZSectionRepair).max(10).optional(),
  /** The advisor's speaker note for this section (plain text; never on the client's page). */
  notes: z.string().max(MAX_SECTION_NOTES).optional(),
  /**
   * The template's instruction for this section when it was written (plain text, for the writer
   * only: a section written again follows it too; never on the client's page).
   */
  guidance: z.string().max(MAX_TEMPLATE_INSTRUCTIONS).optional(),
  /**
   * For an approved block: which one, the SHA-256 of its words as placed (the html must match it),
   * and whether a template locked it in place.
   */
  block: z
    .object({
      id: z.string().min(1).max(64),
      hash: z.string().regex(/^[0-9a-f]{64}$/),
      locked: z.boolean(),
    })
    .optional(),
});
export type TDocumentSection = z.output<typeof ZDocumentSection>;

export const ZDocumentTheme = z.object({
  colorScheme: z.enum(COLOUR_SCHEME_OPTIONS),
  customColorHex: z.string().max(7),
  colours: z.object({ primary: hex, secondary: hex, accent: hex }),
  style: z.enum(PRESENTATION_STYLES),
  tone: z.enum(TONES),
  detail: z.enum(DETAIL_LEVELS),
});
export type TDocumentTheme = z.output<typeof ZDocumentTheme>;

/** The advisor block, from the account (never from the writer). */
export const ZDocumentAdvisor = z.object({
  name: line(200),
  company: line(200),
  phone: line(50),
  email: line(254),
});
export type TDocumentAdvisor = z.output<typeof ZDocumentAdvisor>;

/** The client facts the renderer shows beside the figures (never e-mail, phone or health conditions). */
export const ZDocumentClient = z.object({
  fullName: line(200),
  firstName: line(200),
  insuranceType: line(100),
  maritalStatus: line(50),
  occupation: line(200),
  location: line(200),
  healthStatus: line(50),
  smoker: line(50),
  goals: z.array(line(300)).max(10),
});
export type TDocumentClient = z.output<typeof ZDocumentClient>;

/** Where a brand image is served: its content hash, so it can be cached for ever. */
export const BRAND_ASSET_PATH = /^\/brand-assets\/[0-9a-f]{64}\.(png|jpg|svg)$/;

/** The advisor's brand kit as it was applied to this document (the advisor re-applies it by choice). */
export const ZDocumentBrand = z.object({
  logo: z.string().regex(BRAND_ASSET_PATH).nullable(),
  headshot: z.string().regex(BRAND_ASSET_PATH).nullable(),
  colours: z.object({ primary: hex, secondary: hex, accent: hex }).nullable(),
  /** The company's disclaimer, added to "Important information" after ours. */
  disclaimer: line(2000),
  licence: line(100),
  contact: z.object({ phone: line(50), email: line(254), website: line(200), address: line(300) }),
});
export type TDocumentBrand = z.output<typeof ZDocumentBrand>;

export const ZPresentationDocument = z.object({
  version: z.literal(DOCUMENT_VERSION),
  title: line(300),
  /** ISO date-time the presentation was prepared (the cover and the disclaimer show its date). */
  preparedAt: z.string().datetime(),
  theme: ZDocumentTheme,
  advisor: ZDocumentAdvisor,
  client: ZDocumentClient,
  /** The kind of the recommended plan, which decides the `primary-monthly` figure. */
  primaryPlanKind: z.enum(['term', 'permanent']).nullable(),
  /** The brand kit applied to this document; absent or null: no brand. */
  brand: ZDocumentBrand.nullable().optional(),
  sections: z.array(ZDocumentSection).max(MAX_SECTIONS),
});
export type TPresentationDocument = z.output<typeof ZPresentationDocument>;

/** A stored document, or null when the value is not one (legacy rows, corrupt JSON). */
export function parseDocument(value: unknown): TPresentationDocument | null {
  const parsed = ZPresentationDocument.safeParse(value);
  return parsed.success ? parsed.data : null;
}
