// Which plans the built-in writer recommends (the products the advisor chose, their plans by
// priority, else the best matches in the catalogue the input carries, else kinds of cover named as
// such). The kind of each plan (the advisor's product's own) decides how the needs analysis prices
// it (budget-fit.ts).
import type { TPotentialPlan } from '../generation/client-form';
import type { TCoverageKind } from '../generation/insurers';
import type { TOfferedProduct } from '../generation/offered-products';
import type { TPromptInput } from '../generation/prompt-builder';
import { productPrecedence } from '../generation/prompt-products';
import { clip, phrase, prose } from './client-text';

export interface TPlanCard {
  name: string;
  company: string;
  kind: TCoverageKind | null;
  description: string;
  features: readonly string[];
  priority: string | null;
  /** A kind of cover named as such (no product was given): sentences name it in lower case. */
  generic?: boolean;
}

export const KIND_LABELS: Readonly<Record<TCoverageKind, string>> = {
  term: 'Term life',
  permanent: 'Permanent life',
  health: 'Health',
  investment: 'Investment',
  retirement: 'Retirement',
};

/**
 * A plan named by its kind, for when the input carries no product to name: what the kind of cover
 * is, in general terms true of any such policy (no product, insurer, rating or rate is claimed).
 */
const KIND_PLANS: Readonly<
  Record<TCoverageKind, Omit<TPlanCard, 'kind' | 'priority' | 'company' | 'generic'>>
> = {
  term: {
    name: 'Term life insurance',
    description:
      'Coverage for a set number of years that pays a lump sum to your beneficiaries if you die during the term.',
    features: [
      'Coverage for a set number of years',
      'Premiums usually set for the length of the term',
      'A lump sum paid to the beneficiaries you name',
    ],
  },
  permanent: {
    name: 'Permanent life insurance',
    description:
      'Coverage that lasts your whole life while premiums are paid, and may build a cash value over time.',
    features: [
      'Coverage that does not end at a set age',
      'Pays out whenever the time comes',
      'May build a cash value, depending on the policy',
    ],
  },
  health: {
    name: 'Health coverage',
    description:
      'Coverage that helps pay for health costs your public or group plan does not cover.',
    features: ['Helps with costs not covered elsewhere', 'Options depend on the plan chosen'],
  },
  investment: {
    name: 'Investment plan',
    description:
      'A long-term savings and investment plan chosen with your advisor for your goals and comfort with risk.',
    features: ['Saving toward your long-term goals', 'A mix chosen for your comfort with risk'],
  },
  retirement: {
    name: 'Retirement savings plan',
    description:
      'A plan that builds savings for retirement and can turn them into a steady income.',
    features: ['Regular saving toward retirement', 'Options to turn savings into income'],
  },
};

function kindFromText(text: string): TCoverageKind | null {
  const t = text.toLowerCase();
  if (/\bterm\b/.test(t)) return 'term';
  if (/whole|universal|permanent|participating/.test(t)) return 'permanent';
  if (/health|critical|disabilit|dental|care/.test(t)) return 'health';
  if (/retire|annuit|pension/.test(t)) return 'retirement';
  if (/invest|portfolio|fund|savings/.test(t)) return 'investment';
  return null;
}

/** How well a kind of cover matches what the client and advisor asked for. */
function relevance(kind: TCoverageKind, input: TPromptInput): number {
  const { client, analysis } = input;
  let score = 0;
  if (client.insuranceType === 'Life Insurance' && (kind === 'term' || kind === 'permanent'))
    score += 3;
  if (kindFromText(client.insuranceType) === kind) score += 3;
  const recommended = kindFromText(
    client.recommendedProductType === 'Universal' ? 'universal' : client.recommendedProductType,
  );
  if (recommended === kind) score += 3;
  if (client.advisorPriority === 'Cost' || client.advisorPriority === 'Coverage')
    score += kind === 'term' ? 1 : 0;
  if (client.advisorPriority === 'Cash Value' || client.advisorPriority === 'Flexibility') {
    score += kind === 'permanent' || kind === 'investment' ? 1 : 0;
  }
  if (client.goals.protectFamily && (kind === 'term' || kind === 'permanent')) score += 2;
  if (client.goals.planEstate && kind === 'permanent') score += 2;
  if (
    client.goals.buildSavings &&
    (kind === 'investment' || kind === 'retirement' || kind === 'permanent')
  )
    score += 1;
  if (kind === 'term' && analysis.budgetFit?.term.verdict === 'fits') score += 1;
  // The analysis's recommended kind counts when life cover is what was asked for and a plan is needed.
  const asked = kindFromText(client.insuranceType);
  if (
    kind === analysis.suitability.recommendedKind &&
    analysis.recommendation.shape !== 'none' &&
    (asked === null || asked === 'term' || asked === 'permanent')
  )
    score += 3;
  return score;
}

/** Whether a plan of this kind may be offered to the client (no term past the ages it is issued at). */
function offerable(kind: TCoverageKind, input: TPromptInput): boolean {
  return kind !== 'term' || input.analysis.suitability.termAvailable;
}

/** The life-cover kind that sits beside `kind` in a comparison. */
function complementOf(kind: TCoverageKind | null): TCoverageKind {
  return kind === 'permanent' ? 'term' : 'permanent';
}

/** A product as the advisor's catalogue describes it, cleaned like any advisor-typed text (no typed figures). */
function cardFromProduct(product: TOfferedProduct, priority: string | null = null): TPlanCard {
  return {
    name: clip(phrase(product.name), 200) || KIND_PLANS[product.kind].name,
    company: clip(phrase(product.insurer), 200),
    kind: product.kind,
    description: clip(prose(product.description), 1000) || KIND_PLANS[product.kind].description,
    features: product.features.map((feature) => clip(phrase(feature), 200)).filter(Boolean),
    priority,
  };
}

function cardFromKind(kind: TCoverageKind): TPlanCard {
  return {
    ...KIND_PLANS[kind],
    features: [...KIND_PLANS[kind].features],
    company: '',
    kind,
    priority: null,
    generic: true,
  };
}

function cardFromPotentialPlan(
  plan: TPotentialPlan,
  input: TPromptInput,
  pool: readonly TOfferedProduct[],
): TPlanCard {
  const productName = clip(phrase(plan.productName), 200);
  const companyName = clip(phrase(plan.companyName), 200);
  const wanted = productName.toLowerCase();
  // A plan naming one of the catalogue's products (the catalogue the input carries) is described as it is there.
  const match = pool.find(
    (product) => wanted !== '' && phrase(product.name).toLowerCase() === wanted,
  );
  if (match)
    return {
      ...cardFromProduct(match, plan.priority),
      company: companyName || clip(phrase(match.insurer), 200),
    };
  const kind =
    kindFromText(plan.productName) ??
    kindFromText(input.client.recommendedProductType) ??
    kindFromText(input.client.insuranceType);
  return {
    name: productName || companyName || 'The plan your advisor selected',
    company: productName ? companyName : '',
    kind,
    description: kind
      ? `${KIND_LABELS[kind]} coverage selected by your advisor for your situation.`
      : 'A plan selected by your advisor for your situation.',
    features: [],
    priority: plan.priority,
  };
}

type Ranked<T> = { item: T; kind: TCoverageKind; score: number }[];

/** Offerable items ranked for the client, best first; those scoring nothing only when nothing scores. */
function ranked<T>(
  items: readonly T[],
  kindOf: (item: T) => TCoverageKind,
  input: TPromptInput,
): Ranked<T> {
  const pool = items
    .filter((item) => offerable(kindOf(item), input))
    .map((item) => ({ item, kind: kindOf(item), score: relevance(kindOf(item), input) }));
  const scoring = pool.filter((p) => p.score > 0).sort((x, y) => y.score - x.score);
  return scoring.length > 0 ? scoring : pool;
}

/**
 * A second plan for the comparison when only one was chosen: the catalogue's best match of the
 * other life-cover kind (term beside permanent), else its best match of any kind, else that other
 * kind of cover named as such.
 */
function companionFor(
  cards: readonly TPlanCard[],
  pool: readonly TOfferedProduct[],
  input: TPromptInput,
): TPlanCard | null {
  const taken = new Set(cards.map((c) => c.name.toLowerCase()));
  const wanted = complementOf(cards[0]?.kind ?? null);
  const everywhere = pool
    .filter((product) => offerable(product.kind, input))
    .map((product) => ({ product, score: relevance(product.kind, input) }))
    .sort((x, y) => y.score - x.score);
  const fresh = everywhere.filter(
    ({ product }) => !taken.has(cardFromProduct(product).name.toLowerCase()),
  );
  const pick = fresh.find(({ product }) => product.kind === wanted) ?? fresh[0];
  if (pick) return cardFromProduct(pick.product);
  const kind = offerable(wanted, input) ? wanted : 'permanent';
  return taken.has(KIND_PLANS[kind].name.toLowerCase()) ? null : cardFromKind(kind);
}

/**
 * Primary plan and one or two alternatives, by the one precedence rule the prompt states too: the
 * products the advisor chose, then the advisor's potential plans by priority, then the catalogue
 * the input carries (the chosen insurer's part of it when one was chosen), else kinds of cover.
 * Always two or three.
 */
export function choosePlans(input: TPromptInput): TPlanCard[] {
  const precedence = productPrecedence(input.client, {
    companyId: input.companyId,
    productId: input.productId,
  });
  const cards: TPlanCard[] = [
    ...precedence.chosen.map((product) => cardFromProduct(product)),
    ...precedence.plans.map((plan) =>
      cardFromPotentialPlan(plan, input, [...precedence.chosen, ...precedence.pool]),
    ),
  ];
  if (cards.length === 0) {
    const products = ranked(precedence.catalogue, (product) => product.kind, input);
    if (products.length > 0)
      for (const { item } of products.slice(0, 3)) cards.push(cardFromProduct(item));
    else
      for (const { kind } of ranked(
        ['term', 'permanent', 'health', 'investment', 'retirement'] as const,
        (kind) => kind,
        input,
      ).slice(0, 2))
        cards.push(cardFromKind(kind));
  }
  if (cards.length === 1) {
    const companion = companionFor(cards, precedence.pool, input);
    if (companion) cards.push(companion);
  }
  return cards.slice(0, 3);
}
