// The advisor's product catalogue: the products they are licensed to offer, which the wizard lets
// them pitch and both writers describe (generation/offered-products.ts carries them into a
// presentation). Until an advisor adds their own, the built-in entries are offered only as a sample
// catalogue, labelled as such wherever the advisor sees them.
import { z } from 'zod';

import { boundedMultiline } from './form-text';
import type { TCoverageKind } from './generation/insurers';
import {
  PRODUCT_LIMITS,
  ZCoverageKind,
  ZProductDescription,
  ZProductFeatures,
  ZProductInsurer,
  ZProductName,
  type TOfferedProduct,
  type TOfferedProductInput,
} from './generation/offered-products';
import { SAMPLE_PRODUCTS } from './generation/sample-catalogue';
import { SAMPLE_ID_PREFIX } from './generation/sample-products';

/** The most products one advisor keeps. */
export const MAX_CATALOGUE_PRODUCTS = 200;

export const CATALOGUE_MESSAGES = {
  duplicate: 'You already have a product with this name from this insurer',
  notFound: 'Product not found',
  full: `You can keep up to ${MAX_CATALOGUE_PRODUCTS} products. Delete one you no longer offer to add another.`,
  sampleUnknown: 'Choose one of the sample products',
  idRequired: 'Choose a product',
  created: 'Product added',
  updated: 'Product saved',
  deleted: 'Product deleted',
} as const;

/** The kinds as the advisor chooses them; the kind decides how the needs analysis prices the product. */
export const COVERAGE_KIND_OPTIONS: readonly {
  value: TCoverageKind;
  label: string;
  hint: string;
}[] = [
  { value: 'term', label: 'Term life', hint: 'Priced with the term premium estimate' },
  {
    value: 'permanent',
    label: 'Permanent life (whole, universal)',
    hint: 'Priced with the permanent premium estimate',
  },
  {
    value: 'health',
    label: 'Health, critical illness or disability',
    hint: 'Cost confirmed by you',
  },
  { value: 'investment', label: 'Investment', hint: 'Cost confirmed by you' },
  { value: 'retirement', label: 'Retirement', hint: 'Cost confirmed by you' },
];

export const ZCatalogueProductId = z
  .string({ error: CATALOGUE_MESSAGES.idRequired })
  .min(1, CATALOGUE_MESSAGES.idRequired)
  .max(64, CATALOGUE_MESSAGES.idRequired);

/** One catalogue entry as the advisor writes it. */
export const ZCatalogueProductInput = z.object({
  insurer: ZProductInsurer,
  name: ZProductName,
  kind: ZCoverageKind,
  description: ZProductDescription,
  features: ZProductFeatures,
  /** The advisor's own notes: never shown to a client, never given to a writer. */
  notes: boundedMultiline('Your notes', PRODUCT_LIMITS.notes).default(''),
});
export type TCatalogueProductInput = z.input<typeof ZCatalogueProductInput>;
export type TCatalogueProductValues = z.output<typeof ZCatalogueProductInput>;

export const ZCreateCatalogueProductInput = ZCatalogueProductInput;
export const ZUpdateCatalogueProductInput = ZCatalogueProductInput.extend({
  id: ZCatalogueProductId,
});
export const ZCatalogueProductIdInput = z.object({ id: ZCatalogueProductId });

export const ZCopySampleProductInput = z.object({
  sampleId: z
    .string({ error: CATALOGUE_MESSAGES.sampleUnknown })
    .max(100, CATALOGUE_MESSAGES.sampleUnknown)
    .refine(
      (id) => SAMPLE_PRODUCTS.some((sample) => sample.id === id),
      CATALOGUE_MESSAGES.sampleUnknown,
    ),
});

/** A catalogue entry as the API returns it. */
export interface TCatalogueProduct {
  id: string;
  insurer: string;
  name: string;
  kind: TCoverageKind;
  description: string;
  features: string[];
  notes: string;
  /** Still named like a sample product (copied and not renamed): it names a product that does not exist. */
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What catalogue.list answers: the advisor's products, and while there are none the sample catalogue (flagged sample) offered instead. */
export interface TCatalogueList {
  products: TCatalogueProduct[];
  samples: TOfferedProduct[];
}

export function findSampleProduct(sampleId: string): TOfferedProduct | undefined {
  return SAMPLE_PRODUCTS.find((sample) => sample.id === sampleId);
}

export const isSampleProductId = (id: string): boolean => id.startsWith(SAMPLE_ID_PREFIX);

/** A catalogue entry as a presentation carries it: everything but the advisor's notes. */
export function offeredProductOf(
  product: Pick<
    TCatalogueProduct,
    'id' | 'insurer' | 'name' | 'kind' | 'description' | 'features' | 'sample'
  >,
): TOfferedProductInput {
  const { id, insurer, name, kind, description, features, sample } = product;
  return { id, insurer, name, kind, description, features: [...features], sample };
}
