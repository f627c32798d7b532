// Where the client is today and what they need: warm leads around the client snapshot, the need
// chart and the needs table, which the renderer draws from the analysis.
import { methodName } from '../document/needs-blocks';
import { block, chart, figure, icon } from '../document/placeholders';
import { listText } from '../format';
import { clip, phrase } from './client-text';
import { esc, lead, type TOfflineContext } from './context';
import { needOverTime, situationSentence, supportReason } from './phrases';

function goalSentences(ctx: TOfflineContext): string[] {
  const { goals } = ctx.input.client;
  const sentences: string[] = [];
  // A short page whose recommendation reflects the goals back (consultative, relationship) leaves
  // them to the snapshot's chips here: each is said once.
  // A technical page lets the chips name them.
  const approach = ctx.input.strategy.salesApproach;
  const reflectedLater =
    ctx.style === 'technical' ||
    (!ctx.full && (approach === 'consultative' || approach === 'relationship'));
  if (goals.protectFamily && !reflectedLater) {
    sentences.push(
      ctx.supported
        ? 'You told us that protecting your family comes first.'
        : 'You told us that protecting the people who matter to you comes first.',
    );
  }
  if (goals.buildSavings && !reflectedLater) {
    sentences.push(
      ctx.retired
        ? 'You want your savings to last through the years ahead.'
        : 'You want to build savings for the years ahead.',
    );
  }
  if (goals.planEstate && !reflectedLater)
    sentences.push('You want to plan what you will leave behind, and to whom.');
  const { ownGoal, topics } = ctx.words;
  if (ownGoal) sentences.push(`You also named a goal of your own: “${esc(ownGoal)}”.`);
  if (topics.length > 0)
    sentences.push(`From our conversation, we have kept in mind ${listText(topics)}.`);
  return sentences;
}

/** The goals and what the client told us, in their terms, with their own words quoted. */
function heardFromYou(ctx: TOfflineContext, withSituation: boolean): string[] {
  const sentences = [...goalSentences(ctx), ...(withSituation ? [situationSentence(ctx)] : [])];
  return [
    sentences.length > 0 ? `<p>${sentences.join(' ')}</p>` : '',
    ctx.words.quote ? `<p class="pc-quote">“${esc(ctx.words.quote)}”</p>` : '',
  ];
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
    // The snapshot shows the facts; only a comprehensive page walks through them again in words,
    // and not a technical one, whose tables carry every figure.
    ...heardFromYou(ctx, ctx.full && ctx.style !== 'technical'),
  ]
    .filter(Boolean)
    .join('\n');
}

function needLead(ctx: TOfflineContext): string {
  const { family } = ctx;
  const total = figure('total-need');
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
  // The needs table beside this lead shows the total and the gap: the lead says what they mean.
  return lead(ctx, {
    balanced: `We estimated ${who}, part by part; the gap is what the cover and savings you hold leave uncovered.`,
    emotional: ctx.supported
      ? `If the unexpected happened, this is what ${family} would need to stay secure.`
      : 'If the unexpected happened, this is what it would take to leave no bills behind.',
    logical: 'Each part of the need, what counts against it, and the gap that is left.',
    persuasive: `The gap below, between ${who} and the cover in place today, is what this plan closes.`,
  });
}

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

/**
 * The technical style's definitions: only terms the page does not define elsewhere (the needs
 * table's rows define the total and the gap; the product cards say what term and permanent life are).
 */
const DEFINITIONS: readonly (readonly [string, string])[] = [
  ['DIME method', 'Debt + Income replacement + Mortgage + Education, plus final expenses.'],
  [
    'Income replacement (present value)',
    'The share of income the family needs replaced, for the years of support, valued today at a real discount rate.',
  ],
  ['Underwriting', 'The insurer’s review of your application, which sets the final premium.'],
];

/**
 * Which of the technical table's two columns the plan is sized on. The table shows both methods'
 * totals with the business and lasting needs added to each; the methods' bare totals would not
 * match them, so none is restated here.
 */
function methodNote(ctx: TOfflineContext): string {
  const { a } = ctx;
  const other = a.leadMethod === 'dime' ? 'hlv' : 'dime';
  return `<p>The plan is sized on the ${methodName(a.leadMethod)} column; the ${methodName(other)} column is a cross-check.</p>`;
}

export function whatYouNeedBody(ctx: TOfflineContext): string {
  const technical = ctx.style === 'technical';
  const definitions =
    technical && ctx.full
      ? `<dl class="pc-definitions">\n${DEFINITIONS.map(([term, meaning]) => `<dt>${term}</dt><dd>${meaning}</dd>`).join('\n')}\n</dl>`
      : '';
  return [
    needLead(ctx),
    `<div class="pc-needs">${chart('need-breakdown')}${block('needs-table')}</div>`,
    // A shorter page leaves it to the table's "Lead" badge.
    technical && ctx.full ? methodNote(ctx) : '',
    // A technical page's table says where each part comes from: no prose retelling of the risk.
    ...(ctx.input.client.focusAreas.includes('Risk Analysis') && !technical ? [riskNote(ctx)] : []),
    definitions,
    // A concise page has no "where you are": what the client told us is kept here.
    ...(ctx.brief ? heardFromYou(ctx, false) : []),
  ]
    .filter(Boolean)
    .join('\n');
}
