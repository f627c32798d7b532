// Where the client is today and what they need: warm leads around the client snapshot, the need
// chart and the needs table, which the renderer draws from the analysis.
import { methodName } from '../document/needs-blocks';
import { block, chart, figure, icon } from '../document/placeholders';
import { clip, phrase } from './client-text';
import { esc, lead, type TOfflineContext } from './context';
import { groupCoverNote, needOverTime, situationSentence, supportReason } from './phrases';

function goalSentences(ctx: TOfflineContext): string[] {
  const { goals } = ctx.input.client;
  const sentences: string[] = [];
  if (goals.protectFamily) {
    sentences.push(
      ctx.supported
        ? 'You told us that protecting your family comes first.'
        : 'You told us that protecting the people who matter to you comes first.',
    );
  }
  if (goals.buildSavings) {
    sentences.push(
      ctx.retired
        ? 'You want your savings to last through the years ahead.'
        : 'You want to build savings for the years ahead.',
    );
  }
  if (goals.planEstate) sentences.push('You want to plan what you will leave behind, and to whom.');
  return sentences;
}

/** The client's e-mail and phone, only when the advisor chose to show contact details. */
function contactLine(ctx: TOfflineContext): string {
  const { client } = ctx.input;
  if (!client.showContactDetails) return '';
  const email = clip(phrase(client.email), 254);
  const phone = clip(phrase(client.phone), 50);
  const parts = [
    email ? `${icon('mail')} ${esc(email)}` : '',
    phone ? `${icon('phone')} ${esc(phone)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `<p class="pc-muted">${parts.join(' ')}</p>` : '';
}

export function whereYouAreBody(ctx: TOfflineContext): string {
  const goals = goalSentences(ctx);
  return [
    lead(ctx, {
      balanced: ctx.first
        ? `Here is the picture you shared with us, ${esc(ctx.first)}.`
        : 'Here is the picture you shared with us.',
      emotional: ctx.supported
        ? `Everything here starts with you and ${ctx.family}.`
        : 'Everything here starts with you and what matters to you.',
      logical: 'The facts this recommendation is built on.',
      persuasive: 'You have already taken the first step by sharing where you stand today.',
    }),
    contactLine(ctx),
    block('client-snapshot'),
    `<p>${[...goals, situationSentence(ctx)].join(' ')}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The gap as a sum when it is one (need less cover less savings); in words when the analysis counts
 * them otherwise (group cover in part, savings kept off an estate's own taxes, nothing held).
 */
function arithmetic(ctx: TOfflineContext): string {
  const { a } = ctx;
  const total = figure('total-need');
  const gap = figure('gap');
  if (a.existingCoverage <= 0 && a.savings <= 0)
    return `Total need ${total}, with no cover or savings in place: the gap is ${gap}.`;
  if (a.totalNeed - a.existingCoverage - a.savings !== a.gap)
    return `Total need ${total}; once the cover and savings that count against it are taken off, the gap is ${gap}.`;
  const cover = a.existingCoverage > 0 ? ` − existing cover ${figure('existing-cover')}` : '';
  const savings = a.savings > 0 ? ` − savings ${figure('savings')}` : '';
  return `Total need ${total}${cover}${savings} = gap ${gap}.`;
}

function needLead(ctx: TOfflineContext): string {
  const { family } = ctx;
  const total = figure('total-need');
  const gap = figure('gap');
  if (ctx.a.gap <= 0) {
    const held = [
      ...(ctx.a.existingCoverage > 0 ? [`existing cover of ${figure('existing-cover')}`] : []),
      ...(ctx.a.savings > 0 ? [`savings of ${figure('savings')}`] : []),
    ];
    if (held.length === 0)
      return '<p class="pc-lead">No new cover is needed today. It is worth reviewing as your situation changes.</p>';
    return `<p class="pc-lead">Your ${held.join(' and ')} already ${held.length > 1 ? 'meet' : 'meets'} the estimated need of ${total}. It is worth reviewing as your situation changes.</p>`;
  }
  const who = ctx.supported
    ? `what ${family} would need if your income stopped`
    : ctx.estate
      ? 'what your estate would need'
      : 'what would have to be paid if you died today';
  return lead(ctx, {
    balanced: `We estimated ${who}: ${total} in total, leaving a gap of ${gap}.`,
    emotional: ctx.supported
      ? `If the unexpected happened, this is what ${family} would need to stay secure: ${total}.`
      : `If the unexpected happened, this is what it would take to leave no bills behind: ${total}.`,
    logical: arithmetic(ctx),
    persuasive: `${gap} is the gap between ${who} and the cover in place today. Closing it is the purpose of this plan.`,
  });
}

const DEFINITIONS: readonly (readonly [string, string])[] = [
  ['DIME method', 'Debt + Income replacement + Mortgage + Education, plus final expenses.'],
  [
    'Income replacement (present value)',
    'The share of income the family needs replaced, for the years of support, valued today at a real discount rate.',
  ],
  ['Gap', 'Total need minus existing cover and savings, never below zero.'],
  ['Recommended coverage', 'The gap, rounded up to the next standard amount of coverage.'],
  [
    'Term life',
    'Coverage for a fixed number of years, at a level premium; it ends when the term does.',
  ],
  ['Permanent life', 'Coverage for life as long as premiums are paid; it may build cash value.'],
  ['Underwriting', 'The insurer’s review of your application, which sets the final premium.'],
];

function riskNote(ctx: TOfflineContext): string {
  const years = ctx.a.incomeReplacement.years;
  const income =
    years > 0
      ? `It replaces your income for ${figure('income-replacement-years')}${supportReason(ctx)}.`
      : ctx.supported
        ? 'It includes no income replacement, because you are at or past the usual retirement age.'
        : 'It includes no income replacement, because nobody depends on your income.';
  return `<div class="pc-callout"><h3>The risk this covers</h3><p>The need is what would have to be paid for if the unexpected happened today. ${income} ${needOverTime(ctx)}</p></div>`;
}

/** The other method beside the lead one, for the technical style. */
function methodNote(ctx: TOfflineContext): string {
  const { a } = ctx;
  const other = a.leadMethod === 'dime' ? 'hlv' : 'dime';
  return `<p>This analysis leads with the ${methodName(a.leadMethod)} method, ${figure(a.leadMethod === 'dime' ? 'dime-total' : 'hlv-total')}; the ${methodName(other)} method gives ${figure(other === 'dime' ? 'dime-total' : 'hlv-total')}, with ${figure('income-replacement-percent')} of income replaced and a real discount rate of ${figure('discount-rate')}.</p>`;
}

export function whatYouNeedBody(ctx: TOfflineContext): string {
  const technical = ctx.style === 'technical';
  const definitions =
    technical && ctx.full
      ? `<dl class="pc-definitions">\n${DEFINITIONS.map(([term, meaning]) => `<dt>${term}</dt><dd>${meaning}</dd>`).join('\n')}\n</dl>`
      : '';
  const group = groupCoverNote(ctx);
  return [
    needLead(ctx),
    `<div class="pc-needs">${chart('need-breakdown')}${block('needs-table')}</div>`,
    technical ? methodNote(ctx) : '',
    group ? `<p>${group}</p>` : '',
    ...(ctx.input.client.focusAreas.includes('Risk Analysis') ? [riskNote(ctx)] : []),
    definitions,
  ]
    .filter(Boolean)
    .join('\n');
}
