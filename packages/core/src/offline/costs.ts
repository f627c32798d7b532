// What it costs and what it gives: the plan's premium (against the budget when the client gave one)
// and the coverage-over-time chart with what they mean, the premium calculation when asked for, and
// notes for the chosen focus areas. Every sentence follows the shape of the analysis's plan: a ladder
// is two policies, a plan with term and permanent cover has a premium for each part.
import { kindMonthly } from '../document/figures';
import { block, chart, figure } from '../document/placeholders';
import { fitFor } from './budget-fit';
import { esc, lead, type TOfflineContext } from './context';
import { owed } from './objections';
import {
  needOverTime,
  noNewCover,
  permanentPurpose,
  planDuration,
  quotedShape,
  recommendedPremium,
  underwritingNote,
} from './phrases';

const COVERED_LEAD =
  '<p class="pc-lead">Your current cover and savings meet the need we measured, so there is no new premium to pay. We will review it with you when your situation changes.</p>';

/** Whether the page's plan is the analysis's plan (its premium is the recommended premium). */
const isAnalysisPlan = (ctx: TOfflineContext) => recommendedPremium(ctx) === 'recommended-monthly';

/** ", about $1.58 a day" where the quoted premium is the term premium and reads as a sum a day. */
function perDay(ctx: TOfflineContext): string {
  const shape = quotedShape(ctx);
  const term = kindMonthly(ctx.a, 'term') ?? 0;
  return (shape === 'term' || shape === 'ladder') && (term * 12) / 365 >= 1
    ? `, about ${figure('term-daily')}`
    : '';
}

/** What the premium buys, in the client's terms (not what the plan is: the section above says that). */
function buys(ctx: TOfflineContext): string {
  const both = ctx.planKinds.size > 1;
  const during = ctx.recommendedKind === 'term' ? ' during the term' : '';
  const home =
    ctx.a.dime.mortgage > 0 ? 'the home and the plans you have made' : 'the plans you have made';
  if (ctx.supported)
    return both
      ? `It buys the certainty that ${ctx.family} could keep ${home} if you died during the term, and a set amount paid whenever the time comes.`
      : `It buys the certainty that ${ctx.family} could keep ${home} if you died${during}.`;
  if (ctx.estate && ctx.planKinds.has('permanent'))
    return 'It buys a set amount for your heirs, paid whenever the time comes.';
  return `It buys the certainty that ${owed(ctx)} would be settled if you died${both ? '' : during}, not left to anyone else.`;
}

function costsLead(ctx: TOfflineContext): string {
  if (ctx.covered) return COVERED_LEAD;
  if (!ctx.planned) return `<p class="pc-lead">${noNewCover(ctx)} No premium is estimated.</p>`;
  if (!ctx.priced)
    return '<p class="pc-lead">The premium depends on underwriting: your advisor will ask insurers that cover higher risks for a quote.</p>';
  // The one place the page's text states the premium: the key figures and the plan table show it too.
  const premium = `${figure(recommendedPremium(ctx))}${perDay(ctx)}`;
  const plan = isAnalysisPlan(ctx) ? 'The plan' : esc(ctx.primaryName);
  return lead(ctx, {
    balanced: `${plan} is estimated at ${premium}. ${buys(ctx)}`,
    emotional:
      ctx.supported || ctx.estate
        ? `For ${premium}, ${ctx.family} would be protected whatever happens. ${buys(ctx)}`
        : `For ${premium}, nothing you owe would become anyone else’s burden.`,
    logical: `${plan}: estimated at ${premium}. ${buys(ctx)}`,
    persuasive: `${premium} puts the whole plan in place. ${buys(ctx)}`,
  });
}

/** The premium against the budget the client gave, without restating it; then what sets the final premium. */
function premiumParagraphs(ctx: TOfflineContext): string {
  const note = underwritingNote(ctx);
  // The page's disclaimer says premiums depend on underwriting: a short page does not repeat it.
  const closing =
    note || ctx.full
      ? `<p>${note || 'The insurer’s underwriting confirms the final premium.'}</p>`
      : '';
  if (!ctx.budget || !ctx.priced) return closing;
  const budget = figure('monthly-budget');
  const monthly = ctx.a.recommendation.monthly ?? 0;
  const given = ctx.a.inputs.monthlyBudget ?? 0;
  // One kind of cover priced as the analysis fitted it: its share of the premium may be quoted.
  const kind = ctx.primaryKind;
  const fit =
    kind !== null && (ctx.planKinds.size < 2 || !isAnalysisPlan(ctx)) ? fitFor(ctx.a, kind) : null;
  const verdict = fit ? fit.verdict : given >= monthly ? 'fits' : 'short';
  const share =
    fit?.share && kind !== null
      ? figure(kind === 'term' ? 'term-budget-share' : 'permanent-budget-share')
      : '';
  const sentence =
    verdict === 'fits'
      ? `That is within your ${budget} budget.`
      : share
        ? `Your ${budget} budget covers ${share} of it; a smaller amount of coverage would fit within it.`
        : `That is above your ${budget} budget; a smaller amount of coverage would fit within it.`;
  return `<p>${sentence}</p>${closing}`;
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
  // A savings goal has its own answer about cash value beside the recommendation.
  if (focus.includes('Investment Component') && !ctx.input.client.goals.buildSavings) {
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
  // The focus areas' notes, the client's first ones: two on a full page, one on a shorter one. A
  // technical page's tables are its weight: one on a full page, none on a shorter one.
  const technical = ctx.style === 'technical';
  const notes = focusNotes(ctx).slice(0, (ctx.full ? 2 : 1) - (technical ? 1 : 0));
  const calculation =
    ctx.planned && (ctx.style === 'technical' || focus.includes('Cost Breakdown'));
  // A met need has no premium to chart and no cover to draw: the page says so in words. A shorter
  // page, or one with the premium calculation's table, draws the premium against the budget only
  // when it does not fit: a sentence says it fits.
  const fits = (ctx.a.inputs.monthlyBudget ?? 0) >= (ctx.a.recommendation.monthly ?? Infinity);
  const premiumChart = ctx.budget && ctx.priced && (!fits || (ctx.full && !calculation));
  const premium = `<h3>${premiumChart ? 'Premium and budget' : 'Premium'}</h3>${premiumChart ? chart('premium-vs-budget') : ''}\n${premiumParagraphs(ctx)}`;
  // Cover for life draws a flat line: a shorter page says how long the cover lasts in words.
  const coverChart = ctx.full || ctx.planKinds.has('term');
  const charts = !ctx.planned
    ? []
    : coverChart
      ? [
          '<div class="pc-grid pc-grid-2">',
          `<div>${premium}</div>`,
          `<div><h3>Coverage over time</h3>${chart('coverage-over-time')}\n<p>${planDuration(ctx)}${ctx.full ? ` ${needOverTime(ctx)}` : ''}</p></div>`,
          '</div>',
        ]
      : [premium, `<p>${planDuration(ctx)}</p>`];
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
