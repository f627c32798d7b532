// The sample catalogue as the advisor is warned about it, without its entries' data: which names
// and ids are samples, the labels, and which sample products a presentation or a choice is built
// on. Small on purpose (no schema, no catalogue data): the presentation page's share panel and the
// wizard load it. The entries themselves are in insurers.ts (sample-catalogue.ts offers them).

/** Ids of the sample entries as an input carries them start with this; an advisor's own entries have UUIDs. */
export const SAMPLE_ID_PREFIX = 'sample:';

/** Shown wherever an advisor sees the sample entries. */
export const SAMPLE_CATALOGUE_LABEL =
  'Sample products — replace with the products you are licensed to offer';

/** Shown before a presentation built on a sample product is shared (the share panel, the wizard's review). */
export const SAMPLE_PRESENTATION_WARNING =
  'Sample products do not exist. Before you share this presentation with a client, build it on a product you are licensed to offer: add yours under Profile → Products.';

/** The sample entries' insurers and product names by their built-in ids (the same as insurers.ts: a test holds them together). */
export const SAMPLE_COMPANIES: Readonly<
  Record<string, { readonly insurer: string; readonly products: Readonly<Record<string, string>> }>
> = {
  'industrial-alliance': {
    insurer: 'Industrial Alliance',
    products: { 'lifeprotect-plus': 'LifeProtect Plus', 'healthguard-elite': 'HealthGuard Elite' },
  },
  equitable: {
    insurer: 'Equitable Life',
    products: {
      'equilife-whole-life': 'Equilife Whole Life',
      'equitable-investment-portfolio': 'Equitable Investment Portfolio',
    },
  },
  rbc: {
    insurer: 'RBC Insurance',
    products: {
      'rbc-term-life-protector': 'RBC Term Life Protector',
      'rbc-retirement-security-plan': 'RBC Retirement Security Plan',
    },
  },
};

const ALL_NAMES = Object.values(SAMPLE_COMPANIES).flatMap((company) =>
  Object.values(company.products),
);
const LOWER_NAMES = new Set(ALL_NAMES.map((name) => name.toLowerCase()));

/**
 * What an input stored before products were carried chose, by its built-in ids: the sample insurer,
 * and the sample product ('' when only the company was chosen), as an input carries them now. Null
 * when it names no sample company.
 */
export function legacySampleChoice(
  companyId: string,
  productId: string,
): { insurer: string; productId: string; productName: string } | null {
  const company = SAMPLE_COMPANIES[companyId];
  if (!company) return null;
  const productName = company.products[productId] ?? '';
  return {
    insurer: company.insurer,
    productId: productName ? `${SAMPLE_ID_PREFIX}${productId}` : '',
    productName,
  };
}

/** Whether a product carries a sample entry's name: it names a product that does not exist. */
export function hasSampleName(name: string): boolean {
  return LOWER_NAMES.has(name.trim().toLowerCase());
}

interface TProductLike {
  id?: string | undefined;
  insurer: string;
  name: string;
  sample?: boolean | undefined;
}

/** A sample entry, or a product still named like one. */
export function isSampleProduct(product: TProductLike): boolean {
  return (
    product.sample === true ||
    (product.id ?? '').startsWith(SAMPLE_ID_PREFIX) ||
    hasSampleName(product.name)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The sample products a presentation is built on, for the warning the advisor sees before sharing
 * it: those it was chosen from (read loosely from its stored client data, old shapes included: a
 * built-in companyId / productId) and any sample product its text names. Empty when it is built on
 * the advisor's own products.
 */
export function sampleProductsUsed(clientData: unknown, texts: readonly string[] = []): string[] {
  const record = isRecord(clientData) ? clientData : {};
  const names: string[] = [];
  if (isRecord(record.products)) {
    const chosen = Array.isArray(record.products.chosen) ? record.products.chosen : [];
    for (const product of chosen.filter(isRecord)) {
      const found = {
        id: text(product.id),
        insurer: text(product.insurer),
        name: text(product.name),
        sample: product.sample === true,
      };
      if (isSampleProduct(found)) names.push(found.name);
    }
  } else {
    const legacy = legacySampleChoice(text(record.companyId), text(record.productId));
    if (legacy?.productName) names.push(legacy.productName);
  }
  const written = texts.join('\n').toLowerCase();
  for (const name of ALL_NAMES) if (written.includes(name.toLowerCase())) names.push(name);
  return [...new Set(names.filter(Boolean))];
}

/** The sample products a wizard choice would build on: the chosen ones, or the chosen insurer's when none was. */
export function sampleProductsChosen(
  choice:
    | {
        insurer?: string | undefined;
        chosen?: readonly TProductLike[] | undefined;
        pool?: readonly TProductLike[] | undefined;
      }
    | null
    | undefined,
): string[] {
  if (!choice) return [];
  const chosen = choice.chosen ?? [];
  if (chosen.length > 0) return chosen.filter(isSampleProduct).map((p) => p.name);
  const insurer = (choice.insurer ?? '').trim().toLowerCase();
  return insurer
    ? (choice.pool ?? [])
        .filter((p) => p.insurer.trim().toLowerCase() === insurer && isSampleProduct(p))
        .map((p) => p.name)
    : [];
}
