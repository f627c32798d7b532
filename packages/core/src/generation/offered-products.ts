// The products a presentation is built on, carried in its input as data: the advisor's choice and
// the part of their catalogue the writers may recommend from, as the catalogue had them when the
// wizard sent them. The job (on whichever process runs it), the prompt, the built-in writer and the
// pricing all read this, never a lookup. The built-in entries (insurers.ts) are a sample catalogue
// only: a product from it is flagged `sample`, and a presentation built on one says so to the
// advisor before it is shared (sample-products.ts). Inputs stored before products were carried name
// a built-in companyId / productId instead; they read as the sample entries (sample-catalogue.ts).
import { z } from 'zod';

import { boundedLine, boundedMultiline, cleanSingleLine } from '../form-text';
import type { TCoverageKind } from './insurers';
import { isSampleProduct } from './sample-products';

export const COVERAGE_KINDS = [
  'term',
  'permanent',
  'health',
  'investment',
  'retirement',
] as const satisfies readonly TCoverageKind[];

/** Sizes of a catalogue entry and of what an input carries. */
export const PRODUCT_LIMITS = {
  insurer: 120,
  name: 120,
  description: 1000,
  features: 10,
  feature: 200,
  notes: 2000,
  /** Products the advisor may choose to pitch in one presentation. */
  chosen: 3,
  /** Catalogue products one input may carry for the writers to recommend from. */
  pool: 30,
} as const;

export const PRODUCT_MESSAGES = {
  insurerRequired: 'Enter the insurer',
  nameRequired: 'Enter the product name',
  kind: 'Choose the kind of product: term, permanent, health, investment or retirement',
  tooManyFeatures: `List at most ${PRODUCT_LIMITS.features} features`,
  featuresList: 'Features must be a list',
  tooManyChosen: `Choose at most ${PRODUCT_LIMITS.chosen} products`,
  tooManyOffered: `An input carries at most ${PRODUCT_LIMITS.pool} catalogue products`,
} as const;

/** A required line of text: cleaned like every form line (no control or bidi characters), then not blank. */
const requiredLine = (label: string, max: number, requiredMessage: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`),
    })
    .max(max, `${label} must be at most ${max} characters`)
    .transform(cleanSingleLine)
    .pipe(z.string().min(1, requiredMessage));

export const ZProductInsurer = requiredLine(
  'The insurer',
  PRODUCT_LIMITS.insurer,
  PRODUCT_MESSAGES.insurerRequired,
);
export const ZProductName = requiredLine(
  'The product name',
  PRODUCT_LIMITS.name,
  PRODUCT_MESSAGES.nameRequired,
);
export const ZCoverageKind = z.enum(COVERAGE_KINDS, { error: PRODUCT_MESSAGES.kind });
export const ZProductDescription = boundedMultiline(
  'The description',
  PRODUCT_LIMITS.description,
).default('');
export const ZProductFeatures = z
  .array(boundedLine('Each feature', PRODUCT_LIMITS.feature), {
    error: PRODUCT_MESSAGES.featuresList,
  })
  .max(PRODUCT_LIMITS.features, PRODUCT_MESSAGES.tooManyFeatures)
  .transform((features) => features.filter((feature) => feature !== ''))
  .default(() => []);

/** One product as a presentation is built on it (never the advisor's private notes). */
export const ZOfferedProduct = z
  .object({
    /** The catalogue entry it was taken from ('sample:…' for a sample), for the wizard to show it selected. */
    id: z
      .string({ error: 'The product id must be text' })
      .max(100, 'The product id is too long')
      .default(''),
    insurer: ZProductInsurer,
    name: ZProductName,
    kind: ZCoverageKind,
    description: ZProductDescription,
    features: ZProductFeatures,
    /** From the sample catalogue: a product that does not exist. Also set for any product named like one. */
    sample: z.boolean({ error: 'Sample must be true or false' }).default(false),
    /** A sample life product's illustrative price against the market rate (insurers.ts); absent = 1. */
    rateRelativity: z
      .number({ error: 'The rate relativity must be a number' })
      .min(0.8, 'The rate relativity must be at least 0.8')
      .max(1.25, 'The rate relativity must be at most 1.25')
      .optional(),
  })
  .transform((product) => ({ ...product, sample: isSampleProduct(product) }));
export type TOfferedProduct = z.output<typeof ZOfferedProduct>;
export type TOfferedProductInput = z.input<typeof ZOfferedProduct>;

/** What the advisor chose in the wizard, with the products the writers may recommend from. */
export const ZProductChoice = z.object({
  /** The insurer the advisor chose ('' for none): recommendations come from its products. */
  insurer: boundedLine('The insurer', PRODUCT_LIMITS.insurer).default(''),
  /** The products the advisor chose to pitch; the first is the primary plan. */
  chosen: z
    .array(ZOfferedProduct)
    .max(PRODUCT_LIMITS.chosen, PRODUCT_MESSAGES.tooManyChosen)
    .default(() => []),
  /** The advisor's catalogue (the sample one only when a sample was chosen): alternatives, and the pick when nothing was chosen. */
  pool: z
    .array(ZOfferedProduct)
    .max(PRODUCT_LIMITS.pool, PRODUCT_MESSAGES.tooManyOffered)
    .default(() => []),
});
export type TProductChoice = z.output<typeof ZProductChoice>;
export type TProductChoiceInput = z.input<typeof ZProductChoice>;

export const NO_PRODUCT_CHOICE: TProductChoice = { insurer: '', chosen: [], pool: [] };

/** Built-in ids that override a record's (tests and inputs stored before products were carried). */
export interface TLegacyProductIds {
  companyId?: string | undefined;
  productId?: string | undefined;
}
