// Where the client is today and what they need: warm leads around the client snapshot, the need
// chart and the needs table, which the renderer draws from the analysis.
import { block, chart, figure } from '../document/placeholders';
import { esc, lead, type TOfflineContext } from './context';

function goalSentences(ctx: TOfflineContext): string[] {
  const { goals } = ctx.input.client;
  const sentences: string[] = [];
  if (goals.protectFamily) {
    sentences.push(
      ctx.supported ? 'You told us that protecting your family comes first.' : 'You told us that protecting the people who matter to you comes first.',
    );
  }
  if (goals.buildSavings) sentences.push('You want to build savings for the years ahead.');
  if (goals.planEstate) sentences.push('You want to plan what you will leave behind, and to whom.');
  return sentences;
}

export function whereYouAreBody(ctx: TOfflineContext): string {
  const goals = goalSentences(ctx);
  return [
    lead(ctx, {
      balanced: ctx.first ? `Here is the picture you shared with us, ${esc(ctx.first)}.` : 'Here is the picture you shared with us.',
      emotional: 'Everything here starts with you and the people who count on you.',
      logical: 'The facts this recommendation is built on.',
      persuasive: 'You have already taken the first step by sharing where you stand today.',
    }),
    block('client-snapshot'),
    ...(goals.length > 0 ? [`<p>${goals.join(' ')} Every part of this recommendation starts from that.</p>`] : []),
  ].join('\n');
}

function needLead(ctx: TOfflineContext): string {
  const { family } = ctx;
  const total = figure('total-need');
  const gap = figure('gap');
  if (ctx.a.gap <= 0) {
    return `<p class="pc-lead">Your existing cover of ${figure('existing-cover')} already meets the estimated need of ${total}. It is worth reviewing as your situation changes.</p>`;
  }
  return lead(ctx, {
    balanced: `We estimated what ${family} would need if your income stopped: ${total} in total, leaving a gap of ${gap}.`,
    emotional: `If the unexpected happened, this is what ${family} would need to stay secure: ${total}.`,
    logical: `Total need ${total} − existing cover ${figure('existing-cover')} = gap ${gap}.`,
    persuasive: `${gap} is the gap between what ${family} would need and the cover in place today. Closing it is the purpose of this plan.`,
  });
}

const DEFINITIONS: readonly (readonly [string, string])[] = [
  ['DIME method', 'Debt + Income replacement + Mortgage + Education, plus final expenses.'],
  ['Gap', 'Total need minus existing cover, never below zero.'],
  ['Recommended coverage', 'The gap, rounded up to the next standard amount of coverage.'],
  ['Term life', 'Coverage for a fixed number of years, at a level premium; it ends when the term does.'],
  ['Permanent life', 'Coverage for life as long as premiums are paid; it may build cash value.'],
  ['Underwriting', 'The insurer’s review of your application, which sets the final premium.'],
];

function riskNote(ctx: TOfflineContext): string {
  const { a } = ctx;
  const years = a.incomeReplacement.years;
  const income =
    years > 0
      ? `It replaces your income for ${figure('income-replacement-years')}${a.incomeReplacement.basis === 'dependents' ? ', until your youngest dependent is independent' : ''}.`
      : 'It includes no income replacement, because you are at or past the usual retirement age.';
  return `<div class="pc-callout"><h3>The risk this covers</h3><p>The need is what would have to be paid for if the unexpected happened today. ${income} It is highest today and falls as debts are paid${a.inputs.dependents > 0 ? ' and dependents grow up' : ''}.</p></div>`;
}

export function whatYouNeedBody(ctx: TOfflineContext): string {
  const definitions =
    ctx.style === 'technical' && ctx.full
      ? `<dl class="pc-definitions">\n${DEFINITIONS.map(([term, meaning]) => `<dt>${term}</dt><dd>${meaning}</dd>`).join('\n')}\n</dl>`
      : '';
  return [
    needLead(ctx),
    `<div class="pc-needs">${chart('need-breakdown')}${block('needs-table')}</div>`,
    ...(ctx.input.client.focusAreas.includes('Risk Analysis') ? [riskNote(ctx)] : []),
    definitions,
  ]
    .filter(Boolean)
    .join('\n');
}
