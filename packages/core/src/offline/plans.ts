// Which plans the built-in writer recommends (the advisor's plans by priority, else the best
// matches in the catalogue) and how each one's premium compares with the budget, as placeholders.
import { figure, type TFigureId } from '../document/placeholders';
import type { TPotentialPlan } from '../generation/client-form';
import { INSURERS, findCompany, type TCoverageKind, type TInsuranceProduct } from '../generation/insurers';
import type { TBudgetFit, TNeedsAnalysis } from '../generation/needs-analysis';
import type { TPromptInput } from '../generation/prompt-builder';
import { productPrecedence } from '../generation/prompt-products';
import { clip, phrase } from './client-text';

export interface TPlanCard {
  name: string;
  company: string;
  kind: TCoverageKind | null;
  description: string;
  features: readonly string[];
  priority: string | null;
}

export const KIND_LABELS: Readonly<Record<TCoverageKind, string>> = {
  term: 'Term life',
  permanent: 'Permanent life',
  health: 'Health',
  investment: 'Investment',
  retirement: 'Retirement',
};

export function kindFromText(text: string): TCoverageKind | null {
  const t = text.toLowerCase();
  if (/\bterm\b/.test(t)) return 'term';
  if (/whole|universal|permanent|participating/.test(t)) return 'permanent';
  if (/health|critical|disabilit|dental|care/.test(t)) return 'health';
  if (/retire|annuit|pension/.test(t)) return 'retirement';
  if (/invest|portfolio|fund|savings/.test(t)) return 'investment';
  return null;
}

/** How well a catalogue product matches what the client and advisor asked for. */
function relevance(product: TInsuranceProduct, input: TPromptInput): number {
  const { client, analysis } = input;
  const kind = product.coverageKind;
  let score = 0;
  if (client.insuranceType === 'Life Insurance' && (kind === 'term' || kind === 'permanent')) score += 3;
  if (kindFromText(client.insuranceType) === kind) score += 3;
  const recommended = kindFromText(client.recommendedProductType === 'Universal' ? 'universal' : client.recommendedProductType);
  if (recommended === kind) score += 3;
  if (client.advisorPriority === 'Cost' || client.advisorPriority === 'Coverage') score += kind === 'term' ? 1 : 0;
  if (client.advisorPriority === 'Cash Value' || client.advisorPriority === 'Flexibility') {
    score += kind === 'permanent' || kind === 'investment' ? 1 : 0;
  }
  if (client.goals.protectFamily && (kind === 'term' || kind === 'permanent')) score += 2;
  if (client.goals.planEstate && kind === 'permanent') score += 2;
  if (client.goals.buildSavings && (kind === 'investment' || kind === 'retirement' || kind === 'permanent')) score += 1;
  if (kind === 'term' && analysis.budgetFit.term.verdict === 'fits') score += 1;
  // The analysis's recommended kind counts when life cover is what was asked for.
  const asked = kindFromText(client.insuranceType);
  if (kind === analysis.suitability.recommendedKind && (asked === null || asked === 'term' || asked === 'permanent')) score += 3;
  return score;
}

/** Whether the catalogue may offer this product to the client (no term past the ages it is issued at). */
function offerable(product: TInsuranceProduct, input: TPromptInput): boolean {
  return product.coverageKind !== 'term' || input.analysis.suitability.termAvailable;
}

/** The life-cover kind that sits beside `kind` in a comparison. */
function complementOf(kind: TCoverageKind | null): TCoverageKind {
  return kind === 'permanent' ? 'term' : 'permanent';
}

function cardFromProduct(product: TInsuranceProduct, company: string, priority: string | null = null): TPlanCard {
  return {
    name: product.name,
    company,
    kind: product.coverageKind,
    description: product.description,
    features: product.features,
    priority,
  };
}

function cardFromPotentialPlan(plan: TPotentialPlan, input: TPromptInput): TPlanCard {
  const productName = clip(phrase(plan.productName), 200);
  const companyName = clip(phrase(plan.companyName), 200);
  const wanted = productName.toLowerCase();
  const match = INSURERS.flatMap((insurer) => insurer.products.map((product) => ({ insurer, product }))).find(
    ({ product }) => wanted !== '' && product.name.toLowerCase() === wanted,
  );
  if (match) return cardFromProduct(match.product, companyName || match.insurer.name, plan.priority);
  const kind = kindFromText(plan.productName) ?? kindFromText(input.client.recommendedProductType) ?? kindFromText(input.client.insuranceType);
  return {
    name: productName || companyName || 'The plan your advisor selected',
    company: productName ? companyName : '',
    kind,
    description: kind ? `${KIND_LABELS[kind]} coverage selected by your advisor for your situation.` : 'A plan selected by your advisor for your situation.',
    features: [],
    priority: plan.priority,
  };
}

/** The catalogue's products ranked for the client, best first (offerable ones only). */
function rankedCatalogue(input: TPromptInput): { company: (typeof INSURERS)[number]; product: TInsuranceProduct; score: number }[] {
  const insurer = findCompany(input.companyId ?? input.client.companyId);
  const pool = (insurer ? [insurer] : INSURERS).flatMap((company) =>
    company.products.filter((product) => offerable(product, input)).map((product) => ({ company, product, score: relevance(product, input) })),
  );
  const ranked = pool.filter((p) => p.score > 0).sort((x, y) => y.score - x.score);
  return ranked.length > 0 ? ranked : pool;
}

/**
 * A second plan for the comparison when only one was chosen: the catalogue's best match of the
 * other life-cover kind (term beside permanent), else its best match of any kind.
 */
function companionFor(cards: readonly TPlanCard[], input: TPromptInput): TPlanCard | null {
  const taken = new Set(cards.map((c) => c.name.toLowerCase()));
  const wanted = complementOf(cards[0]?.kind ?? null);
  const everywhere = INSURERS.flatMap((company) =>
    company.products.filter((product) => offerable(product, input)).map((product) => ({ company, product, score: relevance(product, input) })),
  ).sort((x, y) => y.score - x.score);
  const fresh = everywhere.filter(({ product }) => !taken.has(product.name.toLowerCase()));
  const pick = fresh.find(({ product }) => product.coverageKind === wanted) ?? fresh[0];
  return pick ? cardFromProduct(pick.product, pick.company.name) : null;
}

/**
 * Primary plan and one or two alternatives, by the one precedence rule the prompt states too: the
 * product the advisor chose, then the advisor's potential plans by priority, then the catalogue.
 * Always two or three.
 */
export function choosePlans(input: TPromptInput): TPlanCard[] {
  const precedence = productPrecedence(input.client, { companyId: input.companyId, productId: input.productId });
  const cards: TPlanCard[] = [
    ...(precedence.chosen ? [cardFromProduct(precedence.chosen.product, precedence.chosen.insurer.name)] : []),
    ...precedence.plans.map((plan) => cardFromPotentialPlan(plan, input)),
  ];
  if (cards.length === 0) {
    for (const { company, product } of rankedCatalogue(input).slice(0, 3)) cards.push(cardFromProduct(product, company.name));
  }
  if (cards.length === 1) {
    const companion = companionFor(cards, input);
    if (companion) cards.push(companion);
  }
  return cards.slice(0, 3);
}

/** The kind the analysis prices for a plan: term only while term is offered at the client's age. */
export function pricedKind(kind: TCoverageKind | null, a: TNeedsAnalysis): 'term' | 'permanent' | null {
  if (kind === 'term') return a.suitability.termAvailable ? 'term' : null;
  return kind === 'permanent' ? kind : null;
}

/** The monthly-premium figure of a plan of this kind, or null when the analysis has none. */
export function premiumFigure(a: TNeedsAnalysis, kind: TCoverageKind | null): TFigureId | null {
  if (a.recommendedCoverage <= 0) return null;
  const priced = pricedKind(kind, a);
  if (priced === 'term') return 'term-monthly';
  if (priced === 'permanent') return 'permanent-monthly';
  return null;
}

export function fitFor(a: TNeedsAnalysis, kind: TCoverageKind | null): TBudgetFit | null {
  const figureId = premiumFigure(a, kind);
  if (figureId === null) return null;
  return figureId === 'term-monthly' ? a.budgetFit.term : a.budgetFit.permanent;
}

const shareOf = (kind: 'term' | 'permanent'): string => figure(kind === 'term' ? 'term-budget-share' : 'permanent-budget-share');
const monthlyOf = (kind: 'term' | 'permanent'): string => figure(kind === 'term' ? 'term-monthly' : 'permanent-monthly');

/** One sentence (HTML) on a premium against the budget, every figure a placeholder. */
export function fitSentence(fit: TBudgetFit, kind: 'term' | 'permanent'): string {
  const premium = monthlyOf(kind);
  const budget = figure('monthly-budget');
  if (fit.verdict === 'fits') return `Estimated ${premium}, within your ${budget} budget.`;
  if (fit.verdict === 'partial') return `Estimated ${premium}; your ${budget} budget covers ${shareOf(kind)} of it.`;
  return `Estimated ${premium}, above your ${budget} budget, which covers ${shareOf(kind)} of it; a smaller amount of coverage would fit within your budget.`;
}

/** The budget badge (HTML) of a plan of this kind. */
export function fitBadge(a: TNeedsAnalysis, kind: TCoverageKind | null): string {
  const fit = fitFor(a, kind);
  const priced = pricedKind(kind, a);
  if (!fit || !priced) return '<span class="pc-badge pc-badge-muted">To be confirmed</span>';
  const label = fit.verdict === 'fits' ? 'Within budget' : fit.verdict === 'partial' ? `${shareOf(priced)} of premium` : 'Above budget';
  return `<span class="pc-badge pc-badge-${fit.verdict}">${label}</span>`;
}
