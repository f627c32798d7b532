// What it costs and what it gives: the premium-against-budget and coverage-over-time charts with
// what they mean, the premium calculation when asked for, and notes for the chosen focus areas.
import { block, chart, figure } from '../document/placeholders';
import { fitSentence } from './budget-fit';
import { esc, lead, type TOfflineContext } from './context';
import { needOverTime, recommendedPremium } from './phrases';

function costsLead(ctx: TOfflineContext): string {
  if (ctx.a.recommendedCoverage <= 0) {
    return '<p class="pc-lead">Your existing cover already meets the estimated need, so no new premium is estimated. The charts show how coverage compares with your budget and your need over time.</p>';
  }
  const coverage = figure('recommended-coverage');
  const term = figure('term-monthly');
  const permanent = figure('permanent-monthly');
  // The affordability sentences quote the premium of the plan actually recommended.
  const headline = figure(recommendedPremium(ctx));
  const termOffered = ctx.a.suitability.termAvailable;
  return lead(ctx, {
    balanced: termOffered
      ? `For ${coverage} of coverage: term is estimated at ${term} and permanent at ${permanent}.`
      : `For ${coverage} of lifelong coverage, the estimated premium is ${permanent}; term is not usually issued at your age.`,
    emotional:
      ctx.supported || ctx.estate
        ? `For ${headline}, ${ctx.family} would have ${coverage} of protection.`
        : `For ${headline}, ${coverage} of protection would settle what you owe.`,
    logical: termOffered
      ? `Term ${term} versus permanent ${permanent}, against a budget of ${figure('monthly-budget')}.`
      : `Permanent ${permanent} against a budget of ${figure('monthly-budget')}; term is not usually issued at your age.`,
    persuasive: `${coverage} of protection from ${headline}.`,
  });
}

function premiumParagraphs(ctx: TOfflineContext): string {
  const { a } = ctx;
  if (a.recommendedCoverage <= 0)
    return `<p>Your monthly budget is ${figure('monthly-budget')}.</p>`;
  const permanent = `<p>Permanent: ${fitSentence(a.budgetFit.permanent, 'permanent')}</p>`;
  const term = a.suitability.termAvailable
    ? `<p>Term: ${fitSentence(a.budgetFit.term, 'term')}</p>`
    : '';
  return ctx.recommendedKind === 'permanent' ? `${permanent}${term}` : `${term}${permanent}`;
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
    notes.push(
      ctx.supported
        ? `The coverage is sized so that ${ctx.family} could ${home}.`
        : 'The coverage is sized so that your debts and final costs are settled without anyone else paying them.',
    );
  }
  return notes;
}

function coverageText(ctx: TOfflineContext): string {
  const lasts = ctx.a.suitability.termAvailable
    ? `Term coverage lasts ${figure('term-years')}${ctx.children > 0 && ctx.a.termLengthYears >= ctx.a.assumptionValues.supportYears ? ', long enough to reach past the years your children depend on you' : ''}; permanent coverage lasts for life.`
    : 'Permanent coverage lasts for life; term is not shown because it is not usually issued at your age.';
  return `${lasts} ${needOverTime(ctx)}`;
}

export function costsBody(ctx: TOfflineContext): string {
  const focus = ctx.input.client.focusAreas;
  const notes = focusNotes(ctx);
  return [
    costsLead(ctx),
    '<div class="pc-grid pc-grid-2">',
    `<div><h3>Premium and budget</h3>${chart('premium-vs-budget')}\n${premiumParagraphs(ctx)}</div>`,
    `<div><h3>Coverage over time</h3>${chart('coverage-over-time')}\n<p>${coverageText(ctx)}</p></div>`,
    '</div>',
    ctx.style === 'technical' || focus.includes('Cost Breakdown') ? block('premium-table') : '',
    notes.length > 0
      ? `<div class="pc-callout">${notes.map((n) => `<p>${esc(n)}</p>`).join('')}</div>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}
