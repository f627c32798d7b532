// The recommendation's arguments in the advisor's sales approach: a challenger teaches the client
// something they did not know and reframes it; a consultative advisor asks and reflects the
// client's goals back; value-based quantifies what the premium buys; relationship draws on what the
// client told us and the service that follows; solution selling answers each need in turn. Each
// approach has its own arguments in its own order, fitted to the case; no figure is restated.
import type { TSalesApproach } from '../generation/options';
import { waitingShown } from './closing';
import { checkList, type TOfflineContext } from './context';
import { protects } from './phrases';

type TArgument = 'insight' | 'heard' | 'questions' | 'value' | 'solution' | 'service';

/** The arguments of each approach, in the order it makes them. */
const ARGUMENT_ORDER: Readonly<Record<TSalesApproach, readonly TArgument[]>> = {
  challenger: ['insight', 'solution'],
  consultative: ['heard', 'questions'],
  value: ['value', 'solution'],
  relationship: ['heard', 'service'],
  solution: ['solution', 'value'],
};

const HEADINGS: Readonly<Record<TSalesApproach, string>> = {
  challenger: 'What is easy to miss',
  consultative: 'Does this fit what you told us?',
  value: 'What your premium buys',
  relationship: 'Built on what you told us',
  solution: 'How the plan answers each need',
};

/** What the client may not know about their own risk, then the reframe (challenger). */
function insight(ctx: TOfflineContext): string[] {
  const { a } = ctx;
  // Group cover ending with the job is not among them: the recommendation block's caveats say it.
  const points: string[] = [];
  if (ctx.supported && a.dime.mortgage > 0)
    points.push(
      'A mortgage and the income a household lives on add up faster than most savings can grow: the need is largest today and falls as the mortgage is paid down.',
    );
  if (a.permanentNeeds.finalTaxes > 0)
    points.push(
      'Taxes on an estate fall due at death, often before anything can be sold; a policy pays them in cash, so your heirs need not sell what you built.',
    );
  if (a.businessNeeds.total > 0)
    points.push(
      'A business can lose much of its value with the person who runs it; cover for a key person and a buy-sell agreement keeps it running and pays for your share.',
    );
  if (!ctx.supported && a.dime.debt > 0)
    points.push(
      'Debts do not end with you: your estate settles them first, and anyone who co-signed would be asked to pay.',
    );
  if (points.length === 0)
    points.push(
      'Final costs and any taxes at death fall to someone, at a time when nobody wants to deal with them; a policy settles them in cash.',
    );
  return [
    ...points.slice(0, 2),
    'So the question is not what cover costs, but who would pay without it.',
  ];
}

/** The client's goals reflected back, each with how the plan answers it. */
function heard(ctx: TOfflineContext): string[] {
  const { goals } = ctx.input.client;
  const permanent = ctx.planKinds.has('permanent');
  const points = [
    ...(goals.protectFamily
      ? [
          `You said protecting ${ctx.supported ? ctx.family : 'the people who matter to you'} comes first: the plan is sized for exactly that.`,
        ]
      : []),
    ...(goals.planEstate
      ? [
          permanent
            ? 'You want to plan what you leave behind: the permanent cover pays out whenever the time comes.'
            : 'You want to plan what you leave behind: we will keep that in view as your estate takes shape.',
        ]
      : []),
    ...(goals.buildSavings
      ? ['You want to build savings: how the plan sits beside that goal is set out below.']
      : []),
  ];
  return points.length > 0
    ? points
    : ['We built the plan around what you shared with us, not around a standard package.'];
}

/** Questions back to the client (consultative). */
function questions(ctx: TOfflineContext): string[] {
  const { a } = ctx;
  const asked = [
    ...(ctx.children > 0
      ? ['Does the cover last as long as you would want your children to be provided for?']
      : []),
    ...(ctx.partnered && a.dime.mortgage > 0
      ? ['Would your partner want to stay in the home, or move somewhere smaller?']
      : []),
    ...(ctx.estate ? ['Who do you want the benefit to reach, and in what shares?'] : []),
    ...(a.inputs.existingCoverGroup > 0
      ? ['How settled does your work feel over the next few years?']
      : []),
    ctx.budget
      ? 'Does the premium sit comfortably within your budget, or should we adjust the amount?'
      : 'What monthly amount would feel comfortable, so we can size the cover to it?',
  ];
  return asked.slice(0, ctx.full ? 3 : 1);
}

/** What each premium dollar buys, in words (value). */
function value(ctx: TOfflineContext): string[] {
  const kinds = ctx.planKinds;
  const what =
    kinds.size > 1
      ? 'Term keeps the cost down for the needs that end; the permanent part is only as large as the needs that never end.'
      : kinds.has('permanent')
        ? 'Each premium buys cover that never ends and, over time, cash value, at a price set at today’s age.'
        : 'Term puts the most cover in place for each dollar of premium: you pay for protection, not for savings inside the policy.';
  const waiting = waitingShown(ctx)
    ? ['Waiting has a price too: the next steps show what the same cover would cost later.']
    : [];
  return [what, `What it protects: ${protects(ctx)}.`, ...waiting];
}

/** Each need the analysis counts, with what the plan does for it (solution). */
function solution(ctx: TOfflineContext): string[] {
  const { a } = ctx;
  const home = ctx.supported
    ? `the home stays with ${ctx.family}`
    : 'it never falls to anyone else';
  return [
    ...(a.dime.mortgage > 0 ? [`<strong>The mortgage:</strong> paid off, so ${home}.`] : []),
    ...(a.dime.income > 0 && ctx.supported
      ? [`<strong>Your income:</strong> replaced for the years ${ctx.family} would need it.`]
      : []),
    ...(a.dime.education > 0
      ? ['<strong>Education:</strong> set aside for each child’s studies.']
      : []),
    ...(a.dime.debt > 0 ? ['<strong>Other debts:</strong> cleared.'] : []),
    ...(a.permanentNeeds.finalTaxes > 0
      ? ['<strong>Taxes at death:</strong> paid in cash when they fall due.']
      : []),
    ...(a.businessNeeds.total > 0
      ? ['<strong>The business:</strong> its key-person and buy-sell needs met.']
      : []),
    '<strong>Final costs:</strong> settled, so nobody pays them out of pocket.',
  ];
}

/** The service that follows the sale (relationship). */
function service(ctx: TOfflineContext): string[] {
  const changes = ctx.supported
    ? 'a new home, a new child, a new job'
    : 'a move, a new job, someone new relying on you';
  return [
    `We will review the plan with you each year and whenever life changes: ${changes}.`,
    'You will deal with the same advisor from the application to any claim.',
  ];
}

const WRITERS: Readonly<Record<TArgument, (ctx: TOfflineContext) => string[]>> = {
  insight,
  heard,
  questions,
  value,
  solution,
  service,
};

/**
 * The approach's arguments for the recommendation (HTML): a comprehensive page makes both, a
 * shorter one the first only, and so does a technical one, whose tables lay out what the plan answers.
 */
export function approachArguments(ctx: TOfflineContext): string {
  const approach = ctx.input.strategy.salesApproach;
  const order = ARGUMENT_ORDER[approach].slice(0, ctx.full && ctx.style !== 'technical' ? 2 : 1);
  const html = order.map((argument) => {
    const points = WRITERS[argument](ctx);
    if (argument === 'heard') return checkList(points);
    if (argument === 'insight' || argument === 'value')
      return points.map((p) => `<p>${p}</p>`).join('');
    return `<ul class="pc-bullets">${points.map((p) => `<li>${p}</li>`).join('')}</ul>`;
  });
  return `<div class="pc-callout"><h3>${HEADINGS[approach]}</h3>${html.join('')}</div>`;
}

/**
 * An honest answer to a goal of building savings: what the plan does and does not do for it
 * (cash value grows slowly; buying term and investing the difference works only if the difference
 * is invested), hedged and without figures. '' without that goal.
 */
export function savingsAnswer(ctx: TOfflineContext): string {
  if (!ctx.input.client.goals.buildSavings) return '';
  const text = !ctx.planned
    ? 'No new premium is needed, so what you set aside can go to your savings; your advisor can help you choose where.'
    : ctx.planKinds.has('permanent')
      ? 'Permanent cover builds cash value slowly, as the cost of cover and the policy’s charges come out first: it suits money you will not need for many years, and a savings account is more flexible for the rest. Buying term and investing the difference works only if the difference is invested; your advisor can compare the two with you.'
      : 'Term cover builds no savings of its own: it keeps the premium low, so the difference can go to your savings. Buying term and investing the difference often leaves more for the future, but only if the difference is actually invested. If you would rather have savings built into the policy, permanent cover does that at a higher premium; your advisor can compare both with you.';
  return `<div class="pc-callout"><h3>Your goal to build savings</h3><p>${text}</p></div>`;
}
