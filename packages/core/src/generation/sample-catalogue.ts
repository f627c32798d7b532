// The sample catalogue as products an input can carry: the built-in entries (insurers.ts), every one
// flagged sample and each life product with its illustrative rate relativity, and how an input
// stored before products were carried (it names a built-in companyId / productId) reads: as those
// entries.
import { findCompany, INSURERS } from './insurers';
import {
  NO_PRODUCT_CHOICE,
  type TLegacyProductIds,
  type TOfferedProduct,
  type TProductChoice,
} from './offered-products';
import { SAMPLE_ID_PREFIX } from './sample-products';

/** The sample catalogue: every built-in entry, flagged sample. */
export const SAMPLE_PRODUCTS: readonly TOfferedProduct[] = INSURERS.flatMap((insurer) =>
  insurer.products.map((product) => ({
    id: `${SAMPLE_ID_PREFIX}${product.id}`,
    insurer: insurer.name,
    name: product.name,
    kind: product.coverageKind,
    description: product.description,
    features: [...product.features],
    sample: true,
    ...(product.rateRelativity === undefined ? {} : { rateRelativity: product.rateRelativity }),
  })),
);

/**
 * The products an input is built on. An input that carries them is read as it is; one stored
 * before (it names a built-in companyId, and perhaps a productId) reads as the sample catalogue,
 * flagged sample; one that names nothing carries no products.
 */
export function productChoiceOf(
  client: { products?: TProductChoice | null | undefined; companyId: string; productId: string },
  legacy: TLegacyProductIds = {},
): TProductChoice {
  const overridden = legacy.companyId !== undefined || legacy.productId !== undefined;
  if (client.products && !overridden) return client.products;
  const company = findCompany(legacy.companyId ?? client.companyId);
  if (!company) return NO_PRODUCT_CHOICE;
  const productId = `${SAMPLE_ID_PREFIX}${legacy.productId ?? client.productId}`;
  return {
    insurer: company.name,
    chosen: SAMPLE_PRODUCTS.filter(
      (product) => product.id === productId && product.insurer === company.name,
    ),
    pool: [...SAMPLE_PRODUCTS],
  };
}
