// The wizard's insurer and product pick, as the generation input carries it: the chosen product as
// data, and the catalogue the writers may recommend from — the advisor's own, or the sample one
// only when the advisor chose a sample (the samples are offered, by catalogue.list, only while the
// advisor has none of their own).
import {
  legacySampleChoice,
  PRODUCT_LIMITS,
  type TCatalogueList,
  type TCatalogueProduct,
  type TClientFormDraft,
  type TOfferedProductInput,
  type TProductChoiceInput,
} from '@pitchcraft/core';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A catalogue entry as the input carries it: everything but the advisor's notes (core's catalogue.ts has the same, with schemas this route does not load). */
export const offeredProductOf = ({
  id,
  insurer,
  name,
  kind,
  description,
  features,
  sample,
}: TCatalogueProduct): TOfferedProductInput => ({
  id,
  insurer,
  name,
  kind,
  description,
  features: [...features],
  sample,
});

export interface Offered {
  products: readonly TOfferedProductInput[];
  /** The products are the sample catalogue: the advisor has none of their own. */
  samples: boolean;
}

/** What the wizard offers: the advisor's products, else the labelled samples. */
export function offeredProducts(list: Pick<TCatalogueList, 'products' | 'samples'>): Offered {
  return list.products.length > 0
    ? { products: list.products.map(offeredProductOf), samples: false }
    : { products: list.samples, samples: true };
}

/** The insurers of the offered products, in order, once each. */
export function insurersOf(products: readonly TOfferedProductInput[]): string[] {
  const names: string[] = [];
  for (const product of products)
    if (!names.some((name) => same(name, product.insurer))) names.push(product.insurer);
  return names;
}

/** The insurer and product the form has chosen (an old draft's built-in ids read as the samples). */
export function selectionOf(form: Pick<TClientFormDraft, 'products' | 'companyId' | 'productId'>): {
  insurer: string;
  productId: string;
} {
  if (form.products)
    return { insurer: form.products.insurer ?? '', productId: form.products.chosen?.[0]?.id ?? '' };
  const legacy = legacySampleChoice(form.companyId, form.productId);
  return { insurer: legacy?.insurer ?? '', productId: legacy?.productId ?? '' };
}

/** The input's products for an insurer and product picked from what the wizard offers. */
export function productChoice(
  offered: Offered,
  insurer: string,
  productId: string,
): TProductChoiceInput {
  const name = insurer
    ? (offered.products.find((p) => same(p.insurer, insurer))?.insurer ?? '')
    : '';
  const product = name
    ? offered.products.find((p) => p.id === productId && same(p.insurer, name))
    : undefined;
  // The chosen insurer's products first, so they are the ones kept when the catalogue is long.
  const ordered = [
    ...offered.products.filter((p) => name && same(p.insurer, name)),
    ...offered.products.filter((p) => !name || !same(p.insurer, name)),
  ];
  const pool = offered.samples && !name ? [] : ordered.slice(0, PRODUCT_LIMITS.pool);
  return { insurer: name, chosen: product ? [product] : [], pool };
}
