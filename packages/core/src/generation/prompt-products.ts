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
  "No products from the advisor's catalogue were given: recommend the kinds of coverage that fit (term life, permanent life, health, investment, retirement) without naming any insurer or product";

export const NAMED_PRODUCTS_ONLY =
  'Name only the insurers and products given here (the products above and the potential plans). Never invent a product, and never name another product of an insurer; describe each one only as it is described here.';

export const PRODUCT_PRECEDENCE_RULE =
  "One rule decides the plans: the product the advisor chose comes first; then the advisor's potential plans, highest priority first; then the advisor's catalogue. The first is the primary plan and at most two alternatives follow, in that order.";

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
    ? `: ${advisorText(product.description, 1000)}`
    : '';
  return [
    `  - ${advisorText(product.name, 200)} (${KIND_TEXT[product.kind]})${description}`,
    ...(product.features.length > 0
      ? [`    Features: ${product.features.map((f) => advisorText(f, 200)).join('; ')}`]
      : []),
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
  const notes = plan.notes.trim() ? ` Notes: ${advisorText(plan.notes, 2000)}` : '';
  return `${index + 1}. [${plan.priority}] ${advisorText(plan.companyName, 200)} - ${advisorText(plan.productName, 200)}.${notes}`;
}

/** The primary plan as the rule decides it, in one line. */
function primaryLine(p: TProductPrecedence): string {
  const [first] = p.chosen;
  if (first)
    return `Primary plan: ${advisorText(first.name, 200)} from ${advisorText(first.insurer, 200)} is the primary plan (the product the advisor chose).`;
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
      `Company and product chosen by the advisor: ${advisorText(first.name, 200)} from ${advisorText(first.insurer, 200)} is the primary plan.`,
      ...byInsurer(p.chosen),
      ...(p.catalogue.length > 0
        ? [
            "Other products of this insurer in the advisor's catalogue (alternatives, after the potential plans):",
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
            ? "The advisor's potential plans, highest priority first (alternatives after the chosen product):"
            : "The advisor's potential plans, highest priority first (the first is the primary plan, the next ones alternatives):",
          ...p.plans.map(planLine),
        ]
      : []),
    ...catalogueLines(p),
    NAMED_PRODUCTS_ONLY,
  ];
}
