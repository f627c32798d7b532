// The recommendation: the lead, the analysis's recommendation block (the plan, its reasons, what it
// leaves uncovered, the options weighed), then the products: the primary plan and up to two others
// as cards with badges, what each does (ticks) apart from its limits (a neutral list), and the
// advisor's "why work with us", ordered by the sales approach with its arguments. Each card says
// what its kind of cover does in this plan, so no card contradicts the block.
import { block, figure } from '../document/placeholders';
import { GOAL_LABELS } from '../generation/options';
import { approachArguments, savingsAnswer } from './arguments';
import { fitBadge, premiumFigure, pricedKind } from './budget-fit';
import { clip, prose } from './client-text';
import { checkList, esc, lead, verb, type TOfflineContext } from './context';
import { cardFeatures } from './features';
import { limitsFor, limitsList } from './limits';
import { noNewCover, permanentPurpose } from './phrases';
import { KIND_LABELS, type TPlanCard } from './plans';

const ALTERNATIVE_LABELS = ['First alternative', 'Second alternative'] as const;
/** Room for the advisor's own words without letting them crowd out the plans. */
const MAX_WHY_TEXT = 1500;

/** What would otherwise fall to someone: what the client owes, and final costs unless permanent cover meets them. */
function owed(ctx: TOfflineContext): string {
  const debts = ctx.a.dime.debt > 0 || ctx.a.dime.mortgage > 0;
  if (!debts) return 'your final costs';
  return ctx.planKinds.has('permanent') ? 'your debts' : 'your debts and final costs';
}

/** Who the term cover is there for: the people relying on the income, else what is owed. */
function termPurpose(ctx: TOfflineContext): string {
  return ctx.supported
    ? `while ${ctx.family} ${verb(ctx, 'depends', 'depend')} on your income`
    : `so ${owed(ctx)} never fall to anyone else`;
}

function termReason(ctx: TOfflineContext): string {
  const years = figure('term-years');
  switch (ctx.a.recommendation.shape) {
    case 'permanent':
      // The analysis weighed term for this plan: the block above shows its length and price, and
      // the card lists where it falls short among its limits.
      return 'Costs less today for the same cover.';
    case 'ladder':
      return `Two term policies totalling ${figure('recommended-coverage')}, stepping down as the need falls and lasting up to ${years}, ${termPurpose(ctx)}.`;
    case 'term-and-permanent':
      return `Term cover for the needs that end, ${figure('term-need')}, lasting up to ${years}, ${termPurpose(ctx)}.`;
    default:
      return `Covers the gap for ${years}, ${termPurpose(ctx)}.`;
  }
}

function permanentReason(ctx: TOfflineContext): string {
  const coverage = figure('recommended-coverage');
  const inPlan = ctx.planKinds.has('permanent');
  if (ctx.a.recommendation.shape === 'term-and-permanent')
    return `Lifelong cover for the needs that do not end, ${figure('permanent-need')}: ${permanentPurpose(ctx)}.`;
  if (ctx.estate && inPlan)
    return `Lifelong coverage of ${coverage} for ${permanentPurpose(ctx)}: it pays out whenever the time comes, so what you leave reaches your heirs.`;
  if (ctx.estate)
    return `Lifelong coverage of ${coverage}, so it pays out whenever the time comes and passes to your heirs.`;
  if (ctx.supported)
    return `Lifelong coverage of ${coverage}, with premiums that do not increase with age.`;
  return `Lifelong coverage of ${coverage} at a premium fixed at today’s age, with cash value that builds over time.`;
}

/**
 * Whether this card is the first of its kind: only it carries the analysis's illustrative premium.
 * Another insurer's plan of the same kind is quoted by that insurer, never shown at the same price.
 */
function firstOfKind(card: TPlanCard, index: number, ctx: TOfflineContext): boolean {
  return ctx.plans.findIndex((other) => other.kind === card.kind) === index;
}

/** The premium figure a card shows, or null (not priced, or another insurer's plan of the same kind). */
function cardPremium(card: TPlanCard, index: number, ctx: TOfflineContext) {
  return firstOfKind(card, index, ctx) ? premiumFigure(ctx.a, card.kind) : null;
}

/** A card after the first that carries the plan's other kind of policy (term beside permanent): part of the plan. */
function alsoInPlan(card: TPlanCard, index: number, ctx: TOfflineContext): boolean {
  const kind = pricedKind(card.kind, ctx.a);
  return (
    index > 0 &&
    kind !== null &&
    kind !== ctx.primaryKind &&
    ctx.planKinds.has(kind) &&
    firstOfKind(card, index, ctx)
  );
}

/** Why the plan fits (HTML sentences, figures as placeholders): what it does, never its limits. */
function reasonsFor(card: TPlanCard, index: number, ctx: TOfflineContext): string[] {
  const { a } = ctx;
  const { client } = ctx.input;
  const reasons: string[] = [];
  const priced = pricedKind(card.kind, a);
  if (card.kind === 'term' && a.suitability.termAvailable) {
    reasons.push(termReason(ctx));
  } else if (card.kind === 'permanent') {
    reasons.push(permanentReason(ctx));
    if (client.goals.planEstate) reasons.push(`Matches your goal: ${GOAL_LABELS.planEstate}.`);
  } else if (card.kind === 'retirement' || card.kind === 'investment') {
    if (client.goals.buildSavings) reasons.push(`Matches your goal: ${GOAL_LABELS.buildSavings}.`);
    if (client.focusAreas.includes('Retirement Planning') && card.kind === 'retirement') {
      reasons.push('Builds toward the retirement income you asked us to plan for.');
    }
  }
  // The analysis's own reasons for the kind it recommends, on the plan of that kind that leads.
  if (index === 0 && priced !== null && priced === a.suitability.recommendedKind)
    reasons.push(...a.suitability.reasons.map(esc));
  return reasons;
}

/** The cards a page shows: every one on a comprehensive page; elsewhere only named products (the
 * plan's block already lays out a kind of cover), with one alternative on a balanced page. */
function shownCards(ctx: TOfflineContext): { card: TPlanCard; index: number }[] {
  // A technical page weighs the alternatives in the recommendation block's table, with prices.
  const alternatives = ctx.brief || ctx.style === 'technical' ? 0 : ctx.full ? 2 : 1;
  let shownAlternatives = 0;
  return ctx.plans
    .map((card, index) => ({ card, index }))
    .filter(({ card, index }) => {
      // A generic kind of cover gets a card only on a full page, and not on a technical one: the
      // recommendation block's table already lays out each policy of that kind.
      if ((!ctx.full || ctx.style === 'technical') && card.generic) return false;
      if (index === 0 || alsoInPlan(card, index, ctx)) return true;
      shownAlternatives += 1;
      return shownAlternatives <= alternatives;
    });
}

/** The card's badge: recommended, part of the plan, or an alternative counted among the alternatives. */
function badgeLabel(card: TPlanCard, index: number, ctx: TOfflineContext): string {
  if (index === 0) return 'Recommended';
  if (alsoInPlan(card, index, ctx)) return 'Also in the plan';
  const before = ctx.plans
    .slice(1, index)
    .filter((card, i) => !alsoInPlan(card, i + 1, ctx)).length;
  return ALTERNATIVE_LABELS[before] ?? 'Alternative';
}

/**
 * The card's price line: '' where the plan's own premium is already set out in the block above
 * (the premium is stated once); else the estimate, or who confirms the cost.
 */
function priceLine(card: TPlanCard, index: number, ctx: TOfflineContext): string {
  const premium = cardPremium(card, index, ctx);
  const kind = pricedKind(card.kind, ctx.a);
  if (premium !== null && kind !== null && ctx.planKinds.has(kind)) return '';
  const price =
    premium !== null
      ? `<strong>${figure(premium)}</strong> estimated`
      : firstOfKind(card, index, ctx)
        ? 'Cost confirmed by your advisor'
        : 'Quoted by the insurer';
  return `<p class="pc-plan-price">${price}</p>`;
}

/** The budget badge of a priced card, when the client gave a budget. */
function budgetBadge(card: TPlanCard, index: number, ctx: TOfflineContext): string {
  return ctx.budget && cardPremium(card, index, ctx) !== null ? fitBadge(ctx.a, card.kind) : '';
}

function planCard(card: TPlanCard, index: number, ctx: TOfflineContext): string {
  const primary = index === 0;
  // The recommended card's description is shown: no feature repeats it.
  const features = cardFeatures(card, primary, ctx);
  const kind = card.kind ? ` · ${KIND_LABELS[card.kind]}` : '';
  // Short pages leave the reasons to the plan's block ("Why this plan").
  const reasons = ctx.full ? reasonsFor(card, index, ctx) : [];
  const priced = cardPremium(card, index, ctx) !== null;
  const underwriting =
    ctx.rated &&
    (priced
      ? index === 0 || alsoInPlan(card, index, ctx)
      : pricedKind(card.kind, ctx.a) !== null && firstOfKind(card, index, ctx));
  // The plan's own premium against the budget is said once, in "What it costs" (a concise page
  // has none: the card says it there).
  const budgetHere = priced && (priceLine(card, index, ctx) !== '' || ctx.brief);
  const limits = limitsFor(card, { priced: budgetHere, underwriting }, ctx);
  return [
    `<article class="pc-plan${primary ? ' pc-plan-primary' : ''}">`,
    `<div class="pc-plan-head"><span class="pc-badge${primary ? ' pc-badge-primary' : ''}">${badgeLabel(card, index, ctx)}</span>${card.priority ? `<span class="pc-badge pc-badge-muted">${esc(card.priority)} priority</span>` : ''}${budgetBadge(card, index, ctx)}</div>`,
    `<h3>${esc(card.name)}</h3>`,
    card.company
      ? `<p class="pc-label">${esc(card.company)}${kind}</p>`
      : card.kind
        ? `<p class="pc-label">${KIND_LABELS[card.kind]}</p>`
        : '',
    // The recommended plan is described; the others are told apart by why they fit.
    primary ? `<p>${esc(card.description)}</p>` : '',
    reasons.length > 0 ? checkList(reasons) : '',
    features.length > 0
      ? `<p class="pc-label">Features</p><ul class="pc-features">${features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`
      : '',
    limitsList(limits),
    priceLine(card, index, ctx),
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

function whyWorkWithUs(ctx: TOfflineContext): string {
  if (ctx.brief) return '';
  const { strategy } = ctx.input;
  const why = [strategy.valueProposition, strategy.competitiveAdvantages]
    .map((text) => clip(prose(text), MAX_WHY_TEXT))
    .filter(Boolean);
  return why.length > 0
    ? `<div class="pc-callout"><h3>Why work with us</h3>${why.map((w) => `<p>${esc(w)}</p>`).join('')}</div>`
    : '';
}

/** The products the advisor would turn to later, named and described, with no price: nothing is bought today. */
function laterPlans(ctx: TOfflineContext): string {
  if (ctx.plans.length === 0) return '';
  const names = ctx.plans.map(
    (card) => `<li>${esc(card.name)}${card.company ? ` (${esc(card.company)})` : ''}</li>`,
  );
  return `<h3>If your situation changes</h3>
<p>A new home, someone new relying on you or a change in what you plan to leave can open a new need. We would measure it again with you and look first at:</p>
<ul class="pc-bullets">${names.join('')}</ul>`;
}

function coveredBody(ctx: TOfflineContext): string {
  return [
    ctx.covered
      ? '<p class="pc-lead">Your current cover and savings meet the need we measured, so we are not recommending new cover today.</p>'
      : `<p class="pc-lead">${noNewCover(ctx)}</p>`,
    block('recommendation'),
    laterPlans(ctx),
    savingsAnswer(ctx),
    whyWorkWithUs(ctx),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The products, the approach's arguments and "why work with us", in the approach's order: a
 * consultative page shows the plan and then asks whether it fits; a relationship page starts from
 * what the client told us and who we are; the others make their case before the products.
 */
function inApproachOrder(ctx: TOfflineContext): string[] {
  const cards = shownCards(ctx);
  const products = [
    cards.length > 0 ? '<h3>The products</h3>' : '',
    cards.length > 0
      ? `<div class="pc-plans">\n${cards.map(({ card, index }) => planCard(card, index, ctx)).join('\n')}\n</div>`
      : '',
  ];
  const args = approachArguments(ctx);
  const why = whyWorkWithUs(ctx);
  switch (ctx.input.strategy.salesApproach) {
    case 'consultative':
      return [...products, args, why];
    case 'relationship':
      return [args, why, ...products];
    case 'challenger':
    case 'value':
    case 'solution':
      return [args, ...products, why];
  }
}

export function recommendationBody(ctx: TOfflineContext): string {
  if (!ctx.planned) return coveredBody(ctx);
  const others = shownCards(ctx).filter(
    ({ card, index }) => index > 0 && !alsoInPlan(card, index, ctx),
  ).length;
  const alternatives = ['', ', with an alternative', ', with two alternatives'][
    Math.min(others, 2)
  ];
  const budget = ctx.budget ? ` and your ${figure('monthly-budget')} budget` : '';
  const both = ctx.planKinds.size > 1;
  return [
    lead(ctx, {
      balanced: `Based on the ${figure('gap')} gap${budget}, this is the plan we recommend${alternatives ? `${alternatives} for comparison` : ''}.`,
      emotional:
        ctx.supported || ctx.estate
          ? `The plan that keeps ${ctx.family} protected, whatever happens.`
          : 'The plan that makes sure nothing you owe becomes anyone else’s burden.',
      logical: ctx.budget
        ? `The plan that closes the ${figure('gap')} gap at the best fit with your ${figure('monthly-budget')} budget.`
        : `The plan that closes the ${figure('gap')} gap at the lowest cost for as long as the need lasts.`,
      persuasive: both
        ? 'Cover for the years that matter most, and lifelong cover for what never ends, is what we would choose in your position.'
        : ctx.recommendedKind === 'permanent'
          ? 'Lifelong cover is what we would choose in your position.'
          : 'Cover for the years that matter most is what we would choose in your position.',
    }),
    block('recommendation'),
    ...inApproachOrder(ctx),
    savingsAnswer(ctx),
  ]
    .filter(Boolean)
    .join('\n');
}
