// The recommendation: the lead, the analysis's recommendation block (the plan, its reasons, what it
// leaves uncovered, the options weighed), then the products: the primary plan and up to two others
// as cards with badges, reasons and features, a side-by-side table, and the advisor's "why work
// with us". Each card says what its kind of cover does in this plan, so no card contradicts the block.
import { block, figure } from '../document/placeholders';
import { GOAL_LABELS } from '../generation/options';
import { fitBadge, fitFor, fitSentence, premiumFigure, pricedKind } from './budget-fit';
import { clip, prose } from './client-text';
import { checkList, esc, lead, verb, type TOfflineContext } from './context';
import { noNewCover, permanentPurpose, underwritingNote } from './phrases';
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
      // The analysis weighed term for this plan: the block above shows its length and price.
      return ctx.estate
        ? 'Costs less today, but it ends, usually before an estate needs it.'
        : 'Costs less today for the same cover, but it ends; the options weighed above show for how long.';
    case 'ladder':
      return `Two term policies totalling ${figure('recommended-coverage')}, stepping down as the need falls and lasting up to ${years}, ${termPurpose(ctx)}.`;
    case 'term-and-permanent':
      return `Term cover for the needs that end, ${figure('term-need')}, lasting up to ${years}, ${termPurpose(ctx)}.`;
    default:
      return `Covers the ${figure('gap')} gap for ${years}, ${termPurpose(ctx)}.`;
  }
}

function permanentReason(ctx: TOfflineContext): string {
  const coverage = figure('recommended-coverage');
  const inPlan = ctx.planKinds.has('permanent');
  if (ctx.a.recommendation.shape === 'term-and-permanent')
    return `Lifelong cover for the needs that do not end, ${figure('permanent-need')}: ${permanentPurpose(ctx)}.`;
  if (ctx.estate && inPlan)
    return `Lifelong coverage of ${coverage} for ${permanentPurpose(ctx)}: it pays out whenever the time comes, so what you leave reaches your heirs.`;
  const extra = inPlan ? '' : '; it costs more today than term';
  if (ctx.estate)
    return `Lifelong coverage of ${coverage}, so it pays out whenever the time comes and passes to your heirs${extra}.`;
  if (ctx.supported)
    return `Lifelong coverage of ${coverage}, with premiums that do not increase with age${extra}.`;
  return `Lifelong coverage of ${coverage} at a premium fixed at today’s age, with cash value that builds over time${extra}.`;
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

/** Why the plan fits (HTML sentences, figures as placeholders). */
function reasonsFor(card: TPlanCard, index: number, ctx: TOfflineContext): string[] {
  const { a } = ctx;
  const { client } = ctx.input;
  const reasons: string[] = [];
  const priced = pricedKind(card.kind, a);
  if (card.kind === 'term' && !a.suitability.termAvailable) {
    reasons.push(
      'Term cover is not usually issued at your age; your advisor will confirm whether this plan is available.',
    );
  } else if (card.kind === 'term') {
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
  const premium = cardPremium(card, index, ctx);
  const fit = premium === null ? null : fitFor(a, card.kind);
  if (fit && priced) reasons.push(fitSentence(fit, priced));
  else if (premium === null && firstOfKind(card, index, ctx))
    reasons.push(
      priced !== null && ctx.rated
        ? underwritingNote(ctx)
        : 'Your advisor will confirm the cost for your situation.',
    );
  if (premium !== null && ctx.rated && (index === 0 || alsoInPlan(card, index, ctx)))
    reasons.push(underwritingNote(ctx));
  return reasons;
}

function featureCount(ctx: TOfflineContext): number {
  if (ctx.brief) return 0;
  if (ctx.input.client.focusAreas.includes('Coverage Details')) return 6;
  return ctx.full ? 4 : 2;
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

function planCard(card: TPlanCard, index: number, ctx: TOfflineContext): string {
  const premium = cardPremium(card, index, ctx);
  const features = card.features.slice(0, featureCount(ctx));
  const primary = index === 0;
  const kind = card.kind ? ` · ${KIND_LABELS[card.kind]}` : '';
  const price =
    premium !== null
      ? `<strong>${figure(premium)}</strong> estimated`
      : firstOfKind(card, index, ctx)
        ? 'Cost confirmed by your advisor'
        : 'Quoted by the insurer';
  return [
    `<article class="pc-plan${primary ? ' pc-plan-primary' : ''}">`,
    `<div class="pc-plan-head"><span class="pc-badge${primary ? ' pc-badge-primary' : ''}">${badgeLabel(card, index, ctx)}</span>${card.priority ? `<span class="pc-badge pc-badge-muted">${esc(card.priority)} priority</span>` : ''}</div>`,
    `<h3>${esc(card.name)}</h3>`,
    card.company
      ? `<p class="pc-label">${esc(card.company)}${kind}</p>`
      : card.kind
        ? `<p class="pc-label">${KIND_LABELS[card.kind]}</p>`
        : '',
    // The recommended plan is described; the others are told apart by why they fit.
    primary ? `<p>${esc(card.description)}</p>` : '',
    checkList(reasonsFor(card, index, ctx)),
    features.length > 0
      ? `<p class="pc-label">Features</p><ul class="pc-features">${features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`
      : '',
    `<p class="pc-plan-price">${price}</p>`,
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

function comparisonTable(ctx: TOfflineContext): string {
  if (ctx.plans.length < 2) return '';
  const rows = ctx.plans.map((card, index) => {
    const premium = cardPremium(card, index, ctx);
    const price =
      premium !== null
        ? figure(premium)
        : firstOfKind(card, index, ctx)
          ? 'To be confirmed'
          : 'Insurer’s quote';
    const badge = ctx.budget
      ? `<td>${premium !== null ? fitBadge(ctx.a, card.kind) : '<span class="pc-badge pc-badge-muted">To be confirmed</span>'}</td>`
      : '';
    return `<tr><td>${esc(card.name)}</td><td>${card.kind ? KIND_LABELS[card.kind] : '—'}</td><td class="pc-num">${price}</td>${badge}</tr>`;
  });
  return `<h3>Side by side</h3>
<div class="pc-table-wrap"><table class="pc-table">
<thead><tr><th scope="col">Plan</th><th scope="col">Type</th><th scope="col" class="pc-num">Est. monthly</th>${ctx.budget ? '<th scope="col">Budget</th>' : ''}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></div>`;
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
    whyWorkWithUs(ctx),
  ]
    .filter(Boolean)
    .join('\n');
}

export function recommendationBody(ctx: TOfflineContext): string {
  if (!ctx.planned) return coveredBody(ctx);
  const others = ctx.plans.filter((card, i) => i > 0 && !alsoInPlan(card, i, ctx)).length;
  const alternatives =
    others > 1
      ? ', with two alternatives for comparison'
      : others > 0
        ? ', with an alternative for comparison'
        : '';
  const budget = ctx.budget ? ` and your ${figure('monthly-budget')} budget` : '';
  const both = ctx.planKinds.size > 1;
  return [
    lead(ctx, {
      balanced: `Based on the ${figure('gap')} gap${budget}, this is the plan we recommend${alternatives}.`,
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
    ctx.plans.length > 0 ? '<h3>The products</h3>' : '',
    `<div class="pc-plans">\n${ctx.plans.map((card, i) => planCard(card, i, ctx)).join('\n')}\n</div>`,
    comparisonTable(ctx),
    whyWorkWithUs(ctx),
  ]
    .filter(Boolean)
    .join('\n');
}
