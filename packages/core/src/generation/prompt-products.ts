// Which plans a presentation recommends, by one rule: the product the advisor chose comes first,
// then the advisor's potential plans by priority, then the advisor's catalogue (limited to the
// chosen insurer when one was chosen without a product). The products are the ones the input
// carries (offered-products.ts), never a lookup: with none, the presentation names kinds of cover.
import type { TClientFormData, TPotentialPlan } from './client-form';
import type { TCoverageKind } from './insurers';
import type { TLegacyProductIds, TOfferedProduct } from './offered-products';
import { advisorText, sortPlansByPriority } from './prompt-text';
import { productChoiceOf } from './sample-catalogue';

export const NO_COMPANY_SELECTED =
  "No company selected: recommend the best options from the advisor's catalogue";

export const NO_PRODUCTS_OFFERED =
  "No products from the advisor's catalogue were given: present the kinds of cover the plan holds without naming any insurer or product";

export const NAMED_PRODUCTS_ONLY =
  'Name only these insurers and products, described only as here; never invent one.';

/** The most catalogue products a request lists after the chosen ones and the potential plans. */
const MAX_CATALOGUE_PRODUCTS = 3;

export const PRODUCT_PRECEDENCE_RULE =
  "Plan order: the advisor's chosen product, then the potential plans by priority, then the catalogue; the first is the primary plan, at most two alternatives follow.";

export type TPlanSource = 'chosen-product' | 'potential-plan' | 'catalogue';

export interface TProductPrecedence {
  /** The products the advisor chose, in order: the first is the primary plan. */
  chosen: TOfferedProduct[];
  /** The insurer the advisor chose (with or without a product), or null; it limits `catalogue`. */
  insurer: string | null;
  /** What may be recommended after the chosen products and plans: the catalogue the input carries, the chosen insurer's part of it when one was chosen, without the chosen products. */
  catalogue: TOfferedProduct[];
  /** Every catalogue product the input carries, without the chosen ones (the built-in writer's comparison may use any). */
  pool: TOfferedProduct[];
  /** The advisor's potential plans by priority, without blank ones and without the chosen products. */
  plans: TPotentialPlan[];
  /** Where the primary plan comes from. */
  primary: TPlanSource;
}

const lower = (text: string) => text.trim().toLowerCase();
const productKey = (p: Pick<TOfferedProduct, 'insurer' | 'name'>) =>
  `${lower(p.insurer)}\n${lower(p.name)}`;

/** The one precedence rule applied to a record (and, in tests, built-in ids overriding it). Pure. */
export function productPrecedence(
  client: Pick<TClientFormData, 'companyId' | 'productId' | 'products' | 'potentialPlans'>,
  legacy: TLegacyProductIds = {},
): TProductPrecedence {
  const choice = productChoiceOf(client, legacy);
  const chosen = choice.chosen;
  const chosenKeys = new Set(chosen.map(productKey));
  const chosenNames = new Set(chosen.map((p) => lower(p.name)));
  const insurerName = choice.insurer !== '' ? choice.insurer : (chosen[0]?.insurer ?? '');
  const pool = choice.pool.filter((p) => !chosenKeys.has(productKey(p)));
  const catalogue = insurerName
    ? pool.filter((p) => lower(p.insurer) === lower(insurerName))
    : pool;
  const plans = sortPlansByPriority(client.potentialPlans).filter(
    (plan) => !chosenNames.has(lower(plan.productName)),
  );
  const primary: TPlanSource =
    chosen.length > 0 ? 'chosen-product' : plans.length > 0 ? 'potential-plan' : 'catalogue';
  return { chosen, insurer: insurerName || null, catalogue, pool, plans, primary };
}

/**
 * Only what could be recommended: the chosen products and the potential plans as the advisor gave
 * them, then at most a few catalogue products of the kinds the plan holds. Pure.
 */
export function recommendableProducts(
  p: TProductPrecedence,
  kinds: ReadonlySet<TCoverageKind>,
): TProductPrecedence {
  return {
    ...p,
    catalogue: p.catalogue
      .filter((product) => kinds.has(product.kind))
      .slice(0, MAX_CATALOGUE_PRODUCTS),
  };
}

/** How the prompt names a product's kind. */
const KIND_TEXT: Readonly<Record<TCoverageKind, string>> = {
  term: 'term life insurance',
  permanent: 'permanent life insurance',
  health: 'health coverage',
  investment: 'investment',
  retirement: 'retirement savings and income',
};

function productDetails(product: TOfferedProduct): string {
  const description = product.description.trim()
    ? `: ${advisorText(product.description, 200)}`
    : '';
  const features = product.features.slice(0, 3).map((f) => advisorText(f, 80));
  return [
    `  - ${advisorText(product.name, 200)} (${KIND_TEXT[product.kind]})${description}`,
    ...(features.length > 0 ? [`    Features: ${features.join('; ')}`] : []),
  ].join('\n');
}

/** Products grouped by insurer, in the order they came. */
function byInsurer(products: readonly TOfferedProduct[]): string[] {
  const groups = new Map<string, { insurer: string; products: TOfferedProduct[] }>();
  for (const product of products) {
    const key = lower(product.insurer);
    const group = groups.get(key) ?? { insurer: product.insurer, products: [] };
    group.products.push(product);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) =>
    [`${advisorText(g.insurer, 200)}:`, ...g.products.map(productDetails)].join('\n'),
  );
}

function planLine(plan: TPotentialPlan, index: number): string {
  const notes = plan.notes.trim() ? ` Notes: ${advisorText(plan.notes, 300)}` : '';
  return `${index + 1}. [${plan.priority}] ${advisorText(plan.companyName, 200)} - ${advisorText(plan.productName, 200)}.${notes}`;
}

/** The primary plan as the rule decides it, in one line. */
function primaryLine(p: TProductPrecedence): string {
  const [first] = p.chosen;
  if (first)
    return `Primary plan: ${advisorText(first.name, 200)} from ${advisorText(first.insurer, 200)}, the advisor's choice.`;
  const plan = p.plans[0];
  if (plan)
    return `Primary plan: the advisor's first potential plan below (${advisorText(plan.productName || plan.companyName, 200)}).`;
  if (p.insurer && p.catalogue.length > 0) {
    return `Primary plan: the best fit among ${advisorText(p.insurer, 200)}'s products (the advisor chose the insurer, not a product).`;
  }
  return p.catalogue.length > 0
    ? "Primary plan: the best fit from the advisor's catalogue (the advisor chose no product and no potential plans)."
    : 'Primary plan: the kind of coverage that fits best (the advisor chose no product and no potential plans, and gave no catalogue).';
}

/** The products as the prompt gives them: the chosen ones first, or the chosen insurer's, or the advisor's catalogue. */
function catalogueLines(p: TProductPrecedence): string[] {
  const [first] = p.chosen;
  if (first) {
    return [
      ...byInsurer(p.chosen),
      ...(p.catalogue.length > 0
        ? [
            "Other products of this insurer in the advisor's catalogue (after the potential plans):",
            ...byInsurer(p.catalogue),
          ]
        : []),
    ];
  }
  if (p.catalogue.length === 0) return [`${NO_PRODUCTS_OFFERED}.`];
  if (p.insurer)
    return ['Insurer chosen by the advisor (no product chosen):', ...byInsurer(p.catalogue)];
  const header =
    p.plans.length > 0
      ? "No company selected: the advisor's catalogue supplies alternatives after the potential plans."
      : `${NO_COMPANY_SELECTED}.`;
  return [`${header} The advisor's catalogue:`, ...byInsurer(p.catalogue)];
}

/** The "Company and product" block: the rule, the primary plan, the potential plans in order, the products, and what may be named. */
export function productLines(p: TProductPrecedence): string[] {
  return [
    PRODUCT_PRECEDENCE_RULE,
    primaryLine(p),
    ...(p.plans.length > 0
      ? [
          p.chosen.length > 0
            ? 'Potential plans by priority (alternatives):'
            : 'Potential plans by priority (the first is the primary plan):',
          ...p.plans.map(planLine),
        ]
      : []),
    ...catalogueLines(p),
    NAMED_PRODUCTS_ONLY,
  ];
}
