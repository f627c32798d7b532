// What it costs and what it gives: the plan's premium (against the budget when the client gave one)
// and the coverage-over-time chart with what they mean, the premium calculation when asked for, and
// notes for the chosen focus areas. Every sentence follows the shape of the analysis's plan: a ladder
// is two policies, a plan with term and permanent cover has a premium for each part.
import { block, chart, figure } from '../document/placeholders';
import { fitFor, fitSentence, premiumFigure } from './budget-fit';
import { esc, lead, type TOfflineContext } from './context';
import {
  needOverTime,
  noNewCover,
  permanentPurpose,
  planDuration,
  recommendedPremium,
  underwritingNote,
} from './phrases';

const COVERED_LEAD =
  '<p class="pc-lead">Your current cover and savings meet the need we measured, so there is no new premium to pay. We will review it with you when your situation changes.</p>';

/** Whether the page's plan is the analysis's plan (its premium is the recommended premium). */
const isAnalysisPlan = (ctx: TOfflineContext) => recommendedPremium(ctx) === 'recommended-monthly';

/** The premium beside the plan's, for the same cover, or the plan's parts (a sentence, or ''). */
function comparison(ctx: TOfflineContext): string {
  const term = figure('term-monthly');
  const permanent = figure('permanent-monthly');
  if (!isAnalysisPlan(ctx))
    return `The analysis’s plan set out above is estimated at ${figure('recommended-monthly')}.`;
  switch (ctx.a.recommendation.shape) {
    case 'term-and-permanent':
      return `That is ${term} for the term cover and ${permanent} for the permanent cover.`;
    case 'permanent':
      return ctx.a.suitability.termAvailable
        ? 'Term cover would cost less, but it would end: the options weighed above show its price.'
        : 'Term is not usually issued at your age.';
    default:
      return `Whole life for the same cover would be ${permanent}.`;
  }
}

/** The logical tone's line: the plan against its comparison, and the budget when there is one. */
function versus(ctx: TOfflineContext): string {
  const premium = figure(recommendedPremium(ctx));
  const budget = ctx.budget ? `, against a budget of ${figure('monthly-budget')}` : '';
  const shape = ctx.a.recommendation.shape;
  const other = !isAnalysisPlan(ctx)
    ? ` versus the analysis’s plan at ${figure('recommended-monthly')}`
    : shape === 'term-and-permanent'
      ? ` (term ${figure('term-monthly')}, permanent ${figure('permanent-monthly')})`
      : shape === 'permanent'
        ? ''
        : ` versus whole life ${figure('permanent-monthly')}`;
  return `Plan ${premium}${other}${budget}.`;
}

function costsLead(ctx: TOfflineContext): string {
  if (ctx.covered) return COVERED_LEAD;
  if (!ctx.planned) return `<p class="pc-lead">${noNewCover(ctx)} No premium is estimated.</p>`;
  const coverage = figure('recommended-coverage');
  if (!ctx.priced)
    return `<p class="pc-lead">For ${coverage} of coverage, the premium depends on underwriting: your advisor will ask insurers that cover higher risks for a quote.</p>`;
  const premium = figure(recommendedPremium(ctx));
  return lead(ctx, {
    balanced: `For ${coverage} of coverage, ${isAnalysisPlan(ctx) ? 'the plan' : esc(ctx.primaryName)} is estimated at ${premium}. ${comparison(ctx)}`,
    emotional:
      ctx.supported || ctx.estate
        ? `For ${premium}, ${ctx.family} would have ${coverage} of protection.`
        : `For ${premium}, ${coverage} of protection would settle what you owe.`,
    logical: versus(ctx),
    persuasive: `${coverage} of protection from ${premium}.`,
  });
}

const KIND_NAMES = { term: 'Term', permanent: 'Permanent' } as const;

/** The plan's premium against the budget the client gave; without a budget, what sets the final premium. */
function premiumParagraphs(ctx: TOfflineContext): string {
  const note = underwritingNote(ctx);
  const closing = `<p>${note || 'The insurer’s underwriting confirms the final premium.'}</p>`;
  if (!ctx.budget || !ctx.priced) return closing;
  const budget = figure('monthly-budget');
  const monthly = ctx.a.recommendation.monthly ?? 0;
  const budgetGiven = ctx.a.inputs.monthlyBudget ?? 0;
  // A plan of two kinds is weighed whole: neither part alone is what the budget pays for.
  if (isAnalysisPlan(ctx) && ctx.planKinds.size > 1)
    return `<p>${
      budgetGiven >= monthly
        ? `The plan, ${figure('recommended-monthly')}, is within your ${budget} budget.`
        : `The plan, ${figure('recommended-monthly')}, is above your ${budget} budget; a smaller amount of coverage would fit within it.`
    }</p>${closing}`;
  const order =
    ctx.recommendedKind === 'permanent'
      ? (['permanent', 'term'] as const)
      : (['term', 'permanent'] as const);
  const lines = order.flatMap((kind) => {
    const fit = premiumFigure(ctx.a, kind) === null ? null : fitFor(ctx.a, kind);
    return fit ? [`<p>${KIND_NAMES[kind]}: ${fitSentence(fit, kind)}</p>`] : [];
  });
  return `${lines.join('')}${closing}`;
}

function focusNotes(ctx: TOfflineContext): string[] {
  const focus = ctx.input.client.focusAreas;
  const notes: string[] = [];
  if (focus.includes('Coverage Details')) {
    notes.push(
      'Term coverage pays the full benefit if you die within the term; permanent coverage pays it whenever that happens, as long as premiums are paid. The policy documents list what is excluded.',
    );
  }
  if (focus.includes('Future Benefits')) {
    notes.push(
      'Term coverage protects the years when the need is greatest; permanent coverage also leaves a lasting benefit for the people you choose.',
    );
  }
  if (focus.includes('Investment Component')) {
    notes.push(
      'Part of each permanent premium builds cash value, which may be available to you under the policy’s terms; the policy illustration shows how it may grow.',
    );
  }
  if (focus.includes('Tax Advantages')) {
    notes.push(
      'Permanent policies can build cash value over time. How that value and the death benefit are taxed depends on your situation and current rules; your advisor will go through the policy illustration with you.',
    );
  }
  if (focus.includes('Retirement Planning')) {
    notes.push(
      ctx.retired
        ? 'Protection and retirement income work together: permanent coverage can leave a set amount to your heirs while your savings pay for the years ahead.'
        : 'Protection and retirement savings work together: term coverage protects the years you are building savings, and it can be reviewed as your savings grow.',
    );
  }
  if (focus.includes('Family Protection')) {
    const home =
      ctx.a.dime.mortgage > 0
        ? 'keep the home and the plans you have made'
        : 'keep the plans you have made';
    const owed =
      ctx.a.dime.debt > 0 || ctx.a.dime.mortgage > 0
        ? 'your debts and final costs'
        : 'your final costs';
    const held = ctx.covered
      ? 'Your current cover and savings are enough'
      : ctx.planned
        ? 'The coverage is sized'
        : 'The need is measured';
    notes.push(
      ctx.supported
        ? `${held} so that ${ctx.family} could ${home}.`
        : ctx.estate && ctx.a.permanentNeeds.total > 0
          ? `${held} so that ${permanentPurpose(ctx)} are paid without drawing on what you leave.`
          : `${held} so that ${owed} are settled without anyone else paying them.`,
    );
  }
  return notes;
}

export function costsBody(ctx: TOfflineContext): string {
  const focus = ctx.input.client.focusAreas;
  const notes = focusNotes(ctx);
  // A met need has no premium to chart and no cover to draw: the page says so in words.
  const premiumChart = ctx.budget && ctx.priced;
  const charts = !ctx.planned
    ? []
    : [
        '<div class="pc-grid pc-grid-2">',
        `<div><h3>${premiumChart ? 'Premium and budget' : 'Premium'}</h3>${premiumChart ? chart('premium-vs-budget') : ''}\n${premiumParagraphs(ctx)}</div>`,
        `<div><h3>Coverage over time</h3>${chart('coverage-over-time')}\n<p>${planDuration(ctx)} ${needOverTime(ctx)}</p></div>`,
        '</div>',
      ];
  const calculation =
    ctx.planned && (ctx.style === 'technical' || focus.includes('Cost Breakdown'));
  return [
    costsLead(ctx),
    ...charts,
    calculation ? block('premium-table') : '',
    notes.length > 0
      ? `<div class="pc-callout">${notes.map((n) => `<p>${esc(n)}</p>`).join('')}</div>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}
