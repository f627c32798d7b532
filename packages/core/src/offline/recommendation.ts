// The recommendation: the primary plan and up to two alternatives as cards with badges, reasons
// and features, a side-by-side table, and the advisor's "why work with us".
import { figure } from '../document/placeholders';
import { GOAL_LABELS } from '../generation/options';
import { fitBadge, fitFor, fitSentence, premiumFigure, pricedKind } from './budget-fit';
import { clip, prose } from './client-text';
import { checkList, esc, lead, verb, type TOfflineContext } from './context';
import { KIND_LABELS, type TPlanCard } from './plans';

const ALTERNATIVE_LABELS = ['Recommended', 'First alternative', 'Second alternative'] as const;
/** Room for the advisor's own words without letting them crowd out the plans. */
const MAX_WHY_TEXT = 1500;

function termReason(ctx: TOfflineContext): string {
  const gap = figure('gap');
  const years = figure('term-years');
  if (ctx.estate)
    return `Costs less today, but it ends after ${years}, before an estate would usually need it.`;
  if (ctx.supported)
    return `Covers the ${gap} gap for ${years}, while ${ctx.family} ${verb(ctx, 'depends', 'depend')} on your income.`;
  const owed =
    ctx.a.dime.debt > 0 || ctx.a.dime.mortgage > 0
      ? 'your debts and final costs'
      : 'your final costs';
  return `Covers the ${gap} gap for ${years}, so ${owed} never fall to anyone else.`;
}

function permanentReason(ctx: TOfflineContext): string {
  const coverage = figure('recommended-coverage');
  if (ctx.estate)
    return `Lifelong coverage of ${coverage}, so it pays out whenever the time comes and passes to your heirs.`;
  if (ctx.supported)
    return `Lifelong coverage of ${coverage}, with premiums that do not increase with age; it costs more today than term.`;
  return `Lifelong coverage of ${coverage} at a premium fixed at today’s age, with cash value that builds over time.`;
}

/** Why the plan fits (HTML sentences, figures as placeholders). */
function reasonsFor(card: TPlanCard, index: number, ctx: TOfflineContext): string[] {
  const { a } = ctx;
  const { client } = ctx.input;
  const reasons: string[] = [];
  const priced = pricedKind(card.kind, a);
  if (a.recommendedCoverage <= 0 && (card.kind === 'term' || card.kind === 'permanent')) {
    reasons.push(
      'Your existing cover already meets the estimated need; this plan can add to it as your situation changes.',
    );
  } else if (card.kind === 'term' && priced === null) {
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
  if (
    index === 0 &&
    priced !== null &&
    priced === a.suitability.recommendedKind &&
    a.recommendedCoverage > 0
  )
    reasons.push(...a.suitability.reasons.map(esc));
  const fit = fitFor(a, card.kind);
  reasons.push(
    fit && priced
      ? fitSentence(fit, priced)
      : 'Your advisor will confirm the cost for your situation.',
  );
  return reasons;
}

function featureCount(ctx: TOfflineContext): number {
  if (ctx.brief) return 0;
  if (ctx.input.client.focusAreas.includes('Coverage Details')) return 6;
  return ctx.full ? 4 : 2;
}

function planCard(card: TPlanCard, index: number, ctx: TOfflineContext): string {
  const premium = premiumFigure(ctx.a, card.kind);
  const features = card.features.slice(0, featureCount(ctx));
  const primary = index === 0;
  const label = ALTERNATIVE_LABELS[index] ?? 'Alternative';
  const kind = card.kind ? ` · ${KIND_LABELS[card.kind]}` : '';
  return [
    `<article class="pc-plan${primary ? ' pc-plan-primary' : ''}">`,
    `<div class="pc-plan-head"><span class="pc-badge${primary ? ' pc-badge-primary' : ''}">${label}</span>${card.priority ? `<span class="pc-badge pc-badge-muted">${esc(card.priority)} priority</span>` : ''}</div>`,
    `<h3>${esc(card.name)}</h3>`,
    card.company
      ? `<p class="pc-label">${esc(card.company)}${kind}</p>`
      : card.kind
        ? `<p class="pc-label">${KIND_LABELS[card.kind]}</p>`
        : '',
    // The recommended plan is described; the alternatives are told apart by why they fit.
    primary ? `<p>${esc(card.description)}</p>` : '',
    checkList(reasonsFor(card, index, ctx)),
    features.length > 0
      ? `<p class="pc-label">Features</p><ul class="pc-features">${features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`
      : '',
    `<p class="pc-plan-price">${premium !== null ? `<strong>${figure(premium)}</strong> estimated` : 'Cost confirmed by your advisor'}</p>`,
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

function comparisonTable(ctx: TOfflineContext): string {
  const rows = ctx.plans.map((card) => {
    const premium = premiumFigure(ctx.a, card.kind);
    return `<tr><td>${esc(card.name)}</td><td>${card.kind ? KIND_LABELS[card.kind] : '—'}</td><td class="pc-num">${premium !== null ? figure('recommended-coverage') : '—'}</td><td class="pc-num">${premium !== null ? figure(premium) : 'To be confirmed'}</td><td>${fitBadge(ctx.a, card.kind)}</td></tr>`;
  });
  return `<h3>Side by side</h3>
<div class="pc-table-wrap"><table class="pc-table">
<thead><tr><th scope="col">Plan</th><th scope="col">Type</th><th scope="col" class="pc-num">Coverage</th><th scope="col" class="pc-num">Est. monthly</th><th scope="col">Budget</th></tr></thead>
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

export function recommendationBody(ctx: TOfflineContext): string {
  const alternatives =
    ctx.plans.length > 2
      ? ', with two alternatives for comparison'
      : ctx.plans.length > 1
        ? ', with an alternative for comparison'
        : '';
  const basis = ctx.a.gap > 0 ? `the ${figure('gap')} gap` : 'your needs';
  return [
    lead(ctx, {
      balanced: `Based on ${basis} and your ${figure('monthly-budget')} budget, this is the plan we recommend${alternatives}.`,
      emotional:
        ctx.supported || ctx.estate
          ? `The plan that keeps ${ctx.family} protected, whatever happens.`
          : 'The plan that makes sure nothing you owe becomes anyone else’s burden.',
      logical:
        ctx.a.gap > 0
          ? `The plan that closes the ${figure('gap')} gap at the best fit with your ${figure('monthly-budget')} budget.`
          : `The plan that best fits your needs and your ${figure('monthly-budget')} budget.`,
      persuasive:
        ctx.recommendedKind === 'permanent'
          ? 'Lifelong cover is what we would choose in your position.'
          : 'Cover for the years that matter most is what we would choose in your position.',
    }),
    `<div class="pc-plans">\n${ctx.plans.map((card, i) => planCard(card, i, ctx)).join('\n')}\n</div>`,
    comparisonTable(ctx),
    whyWorkWithUs(ctx),
  ]
    .filter(Boolean)
    .join('\n');
}
