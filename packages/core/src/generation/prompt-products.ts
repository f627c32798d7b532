// Which plans a presentation recommends, by one rule: the product the advisor chose comes first,
// then the advisor's potential plans by priority, then the catalogue (limited to the chosen
// company when one was chosen without a product).
import type { TClientFormData, TPotentialPlan } from './client-form';
import { INSURERS, findCompany, type TInsuranceProduct, type TInsurer } from './insurers';
import { advisorText, sortPlansByPriority } from './prompt-text';

export const NO_COMPANY_SELECTED = 'No company selected: recommend the best options from the catalogue';

export const PRODUCT_PRECEDENCE_RULE =
  "One rule decides the plans: the product the advisor chose comes first; then the advisor's potential plans, highest priority first; then the catalogue. The first is the primary plan and at most two alternatives follow, in that order.";

export type TPlanSource = 'chosen-product' | 'potential-plan' | 'catalogue';

export interface TProductPrecedence {
  /** The catalogue product the advisor chose, with its company. */
  chosen: { insurer: TInsurer; product: TInsuranceProduct } | null;
  /** The company chosen (with or without a product); it limits the catalogue. */
  company: TInsurer | null;
  /** The advisor's potential plans by priority, without blank ones and without the chosen product. */
  plans: TPotentialPlan[];
  /** Where the primary plan comes from. */
  primary: TPlanSource;
}

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The one precedence rule applied to a record (and the request's company/product overrides). Pure. */
export function productPrecedence(
  client: Pick<TClientFormData, 'companyId' | 'productId' | 'potentialPlans'>,
  override: { companyId?: string | undefined; productId?: string | undefined } = {},
): TProductPrecedence {
  const company = findCompany(override.companyId ?? client.companyId) ?? null;
  const productId = override.productId ?? client.productId;
  const product = company?.products.find((p) => p.id === productId) ?? null;
  const chosen = company && product ? { insurer: company, product } : null;
  const plans = sortPlansByPriority(client.potentialPlans).filter((plan) => !(chosen && sameName(plan.productName, chosen.product.name)));
  const primary: TPlanSource = chosen ? 'chosen-product' : plans.length > 0 ? 'potential-plan' : 'catalogue';
  return { chosen, company, plans, primary };
}

function productDetails(product: TInsuranceProduct): string {
  return [
    `  - ${product.name} (id ${product.id}, ${product.type}): ${product.description}`,
    `    Features: ${product.features.join('; ')}`,
    `    Benefits: ${product.benefits.join('; ')}`,
    `    Suitable for: ${product.suitableFor.join('; ')}`,
  ].join('\n');
}

function companyDetails(insurer: TInsurer, products: readonly TInsuranceProduct[]): string {
  return [
    `${insurer.name} (id ${insurer.id}): ${insurer.description}`,
    `  Strengths: ${insurer.strengths.join('; ')}`,
    '  Products:',
    ...products.map(productDetails),
  ].join('\n');
}

function planLine(plan: TPotentialPlan, index: number): string {
  const notes = plan.notes.trim() ? ` Notes: ${advisorText(plan.notes, 2000)}` : '';
  return `${index + 1}. [${plan.priority}] ${advisorText(plan.companyName, 200)} - ${advisorText(plan.productName, 200)}.${notes}`;
}

/** The primary plan as the rule decides it, in one line. */
function primaryLine(p: TProductPrecedence): string {
  if (p.chosen) return `Primary plan: ${p.chosen.product.name} from ${p.chosen.insurer.name} is the primary plan (the product the advisor chose).`;
  const first = p.plans[0];
  if (first) return `Primary plan: the advisor's first potential plan below (${advisorText(first.productName || first.companyName, 200)}).`;
  return p.company
    ? `Primary plan: the best fit among ${p.company.name}'s products (the advisor chose the company, not a product).`
    : 'Primary plan: the best fit from the catalogue (the advisor chose no product and no potential plans).';
}

/** The catalogue as the prompt gives it: the chosen product first, or the chosen company, or every company. */
function catalogueLines(p: TProductPrecedence): string[] {
  if (p.chosen) {
    const others = p.chosen.insurer.products.filter((product) => product.id !== p.chosen?.product.id);
    return [
      `Company and product chosen by the advisor: ${p.chosen.product.name} from ${p.chosen.insurer.name} is the primary plan.`,
      companyDetails(p.chosen.insurer, [p.chosen.product]),
      ...(others.length > 0 ? ['Other products of this company (catalogue alternatives, after the potential plans):', ...others.map(productDetails)] : []),
    ];
  }
  if (p.company) return [`Company chosen by the advisor (no product chosen):`, companyDetails(p.company, p.company.products)];
  const header = p.plans.length > 0 ? 'No company selected: the catalogue supplies alternatives after the potential plans.' : NO_COMPANY_SELECTED + '.';
  return [`${header} The catalogue:`, ...INSURERS.map((company) => companyDetails(company, company.products))];
}

/** The "Company and product" block: the rule, the primary plan, the potential plans in order, then the catalogue. */
export function productLines(p: TProductPrecedence): string[] {
  return [
    PRODUCT_PRECEDENCE_RULE,
    primaryLine(p),
    ...(p.plans.length > 0
      ? [
          p.chosen
            ? "The advisor's potential plans, highest priority first (alternatives after the chosen product):"
            : "The advisor's potential plans, highest priority first (the first is the primary plan, the next ones alternatives):",
          ...p.plans.map(planLine),
        ]
      : []),
    ...catalogueLines(p),
  ];
}
