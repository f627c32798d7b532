// Why act now and what happens next: the chosen closing strategy (which also decides the steps),
// urgency, the cost of waiting and social proof when enabled, in the sales approach's order, each
// fitted to the client; no figure the page states elsewhere is restated. A
// client whose cover already meets the need is asked to buy nothing: the steps are to keep the
// cover in order and review it when life changes.
import { figure, icon } from '../document/placeholders';
import type { TSalesApproach } from '../generation/options';
import { pricedKind } from './budget-fit';
import { esc, type TOfflineContext } from './context';
import { needParts } from './objections';
import { noNewCover, quotedShape, recommendedPremium, waitingComparable } from './phrases';

/** What the client applies for: the primary plan, and the plan's other kind of cover beside it. */
function appliedFor(ctx: TOfflineContext): string {
  const other = ctx.plans.find((card, i) => {
    const kind = pricedKind(card.kind, ctx.a);
    return i > 0 && kind !== null && kind !== ctx.primaryKind && ctx.planKinds.has(kind);
  });
  const name = other ? (other.generic ? other.name.toLowerCase() : other.name) : '';
  return other && ctx.primaryKind !== null
    ? `${esc(ctx.primaryName)} and ${esc(name)}`
    : esc(ctx.primaryName);
}

function nextSteps(ctx: TOfflineContext): string {
  const review = ctx.supported
    ? ` with ${ctx.family}`
    : ctx.estate
      ? ', with the people you plan to provide for if you wish,'
      : '';
  const keep = ctx.estate
    ? ', and tell your executor where they are'
    : ctx.supported
      ? `, where ${ctx.family} can find them`
      : '';
  const list = (items: readonly string[]) =>
    `<ol class="pc-steps">\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ol>`;
  if (!ctx.planned)
    return list([
      `<strong>Review</strong> this presentation${review} and ask any questions.`,
      ...(ctx.covered
        ? []
        : ['<strong>Talk</strong> with your advisor about cover for the needs that remain.']),
      `<strong>Keep</strong> your policy documents with your important papers${keep}.`,
      '<strong>Check in</strong> with your advisor when your situation changes, so the need is measured again.',
    ]);
  const plan = appliedFor(ctx);
  const apply = `<strong>Apply</strong> for ${plan} together with your advisor, answering the health questions fully.`;
  const underwriting =
    '<strong>Underwriting:</strong> the insurer reviews your application and confirms the final premium.';
  // Underwriting and the policy's issue, as one step after the application.
  const issued = `<strong>Underwriting and issue:</strong> the insurer confirms the final premium; keep the policy documents with your important papers${keep}.`;
  // The closing strategy decides the steps: what comes first, and whether the client still chooses.
  switch (ctx.input.strategy.closingStrategy) {
    case 'assumptive':
      return list([
        issued,
        '<strong>Each year:</strong> we review the plan with you, and sooner if your life changes.',
      ]);
    case 'choice':
      return list([
        '<strong>Choose</strong> option A or B; either can be adjusted with you.',
        apply,
        issued,
      ]);
    case 'urgency':
      return list([
        `<strong>This week:</strong> apply for ${plan} with your advisor, answering the health questions fully.`,
        underwriting,
        `<strong>Protection starts</strong> once the policy is in force: keep the documents with your important papers${keep}.`,
      ]);
    case 'summary':
      return list([
        `<strong>Review</strong> this presentation${review} and ask any questions.`,
        apply,
        issued,
      ]);
    case 'trial':
      return list([
        `<strong>If it feels right:</strong> apply for ${plan} together with your advisor.`,
        '<strong>If not yet:</strong> tell us what would need to change, and we will adjust the plan.',
        issued,
      ]);
  }
}

/** The two options of a choice close: the plan the page quotes and the one real alternative to it. */
function choiceOptions(ctx: TOfflineContext): string[] {
  const coverage = figure('recommended-coverage');
  const term = figure('term-monthly');
  const permanent = `Permanent: ${coverage} for life, estimated ${figure('permanent-monthly')}`;
  const single = `Term: ${coverage} for ${figure('term-years')}, at the premium set out above`;
  if (!ctx.priced || ctx.primaryKind === null) return ctx.plans.slice(0, 2).map((p) => esc(p.name));
  switch (quotedShape(ctx)) {
    case 'ladder':
      return [
        `Two term policies: ${coverage} in all, stepping down as the need falls, at the premium set out above`,
        permanent,
      ];
    case 'term-and-permanent':
      return [
        `Term and permanent: ${coverage} in all, at the premium set out above`,
        `Term cover only, for the needs that end, estimated ${term}; the needs that do not end stay uncovered`,
      ];
    case 'permanent':
      // The analysis weighed term for this plan in its block; its price there is the one to read.
      return ctx.a.suitability.termAvailable
        ? [
            `Permanent: ${coverage} for life, at the premium set out above`,
            'Term cover instead: it costs less today, but it ends (the options weighed above show for how long and at what price)',
          ]
        : ctx.plans.slice(0, 2).map((p) => esc(p.name));
    default:
      return [single, permanent];
  }
}

function choiceClose(ctx: TOfflineContext): string[] {
  const cards = choiceOptions(ctx).map(
    (option, i) =>
      `<div class="pc-card pc-option"><span class="pc-badge${i === 0 ? ' pc-badge-primary' : ''}">Option ${i === 0 ? 'A' : 'B'}</span><p>${option}</p></div>`,
  );
  return [
    '<p class="pc-lead">Which option suits you better?</p>',
    `<div class="pc-grid pc-grid-2">${cards.join('')}</div>`,
  ];
}

function summaryClose(ctx: TOfflineContext): string[] {
  const monthly = ctx.a.recommendation.monthly;
  const budget = ctx.a.inputs.monthlyBudget;
  const cost =
    !ctx.priced || ctx.primaryKind === null
      ? 'The cost: confirmed with you once the insurer has reviewed the application.'
      : budget !== null && monthly !== null && recommendedPremium(ctx) === 'recommended-monthly'
        ? `The cost: the premium set out above, ${monthly <= budget ? 'within' : 'above'} your ${figure('monthly-budget')} budget.`
        : 'The cost: the premium set out above, level and adjustable with you.';
  const points = [
    `The need: ${needParts(ctx)}, less the cover and savings you hold.`,
    `The plan: ${esc(ctx.primaryName)}, sized to close the gap.`,
    cost,
  ];
  // A recap, not a list of benefits: the cost may be above the budget, so no ticks.
  return [
    '<p class="pc-lead">To sum up:</p>',
    `<ul class="pc-bullets">${points.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    '<p>Shall we go ahead?</p>',
  ];
}

function applicationNote(ctx: TOfflineContext): string {
  if (ctx.estate)
    return 'We will complete it together and name the heirs you want the benefit to reach.';
  if (ctx.supported)
    return `We will complete it together and set up how ${ctx.family} would receive the benefit.`;
  return 'We will complete it together and choose who would receive the benefit.';
}

function closing(ctx: TOfflineContext): string[] {
  const name = esc(ctx.primaryName);
  if (!ctx.planned)
    return [
      ctx.covered
        ? '<p class="pc-lead">Your current cover and savings meet the need we measured, so there is nothing to apply for today. The next step is to keep that cover in place and review it with us when your situation changes.</p>'
        : `<p class="pc-lead">${noNewCover(ctx)}</p>`,
    ];
  switch (ctx.input.strategy.closingStrategy) {
    case 'assumptive':
      return [
        `<p class="pc-lead">The next step is to start your application for ${appliedFor(ctx)}. ${applicationNote(ctx)}</p>`,
      ];
    case 'choice':
      return choiceClose(ctx);
    case 'urgency':
      return [
        '<p class="pc-lead">Your premium is set by your age and health on the day you apply, and protection starts only once the policy is in force.</p>',
      ];
    case 'summary':
      return summaryClose(ctx);
    case 'trial':
      return [
        `<p class="pc-lead">Does ${name} feel like the right fit for ${ctx.supported || ctx.estate ? ctx.family : 'you'}?</p>`,
      ];
  }
}

/** The cost of waiting, in figures only where they compare like with like (see waitingComparable). */
function costOfWaiting(ctx: TOfflineContext): string {
  if (!ctx.input.strategy.includeROICalculator || !ctx.planned) return '';
  const start = `Starting ${figure('waiting-years')} from now would raise`;
  const permanent = waitingComparable(ctx, 'permanent')
    ? `the permanent premium from ${figure('permanent-monthly')} to ${figure('permanent-monthly-later')}`
    : '';
  const callout = (text: string) =>
    `<div class="pc-callout"><h3>The cost of waiting</h3><p>${text}</p></div>`;
  if (ctx.recommendedKind === 'term' && waitingComparable(ctx, 'term'))
    return callout(
      `${start} the estimated term premium from ${figure('term-monthly')} to ${figure('term-monthly-later')}: ${figure('term-extra-over-term')} more over a term of ${figure('term-years')}${permanent ? `, and ${permanent}` : ''}.`,
    );
  if (ctx.recommendedKind === 'permanent' && permanent)
    return callout(`${start} ${permanent}, for the rest of your life.`);
  // Without figures it would say what "Why not wait?" already answers in the questions, or what
  // an urgency close says ("set by your age and health on the day you apply").
  const { strategy } = ctx.input;
  const answered =
    (strategy.objectionHandling.timing && !ctx.brief) || strategy.closingStrategy === 'urgency';
  return ctx.priced && !answered
    ? callout(
        'Premiums are set by your age when you apply: the same cover bought later costs more, and a change in health could raise the price further or rule the cover out.',
      )
    : '';
}

/** Whether the next steps show the cost of waiting. */
export function waitingShown(ctx: TOfflineContext): boolean {
  return costOfWaiting(ctx) !== '';
}

function socialProof(ctx: TOfflineContext): string {
  if (ctx.estate && !ctx.supported)
    return 'Permanent life insurance is one of the most common ways people leave a set amount to their heirs.';
  if (ctx.supported)
    return 'Term life insurance is one of the most common ways families protect their income and their plans.';
  return ctx.a.inputs.age < 45
    ? 'Many people buy cover while they are young and healthy, when premiums are at their lowest.'
    : 'Many people keep a policy to settle their debts and final costs, so nothing is left for others to pay.';
}

type TPart = 'close' | 'urgency' | 'waiting' | 'proof' | 'steps';

/**
 * The order of the closing's parts by sales approach: a challenger opens with the cost of waiting
 * (what the client may not have weighed), value leads with it too, relationship sets what others
 * do beside the close, solution ties the steps to the close first.
 */
const PART_ORDER: Readonly<Record<TSalesApproach, readonly TPart[]>> = {
  consultative: ['close', 'urgency', 'waiting', 'proof', 'steps'],
  challenger: ['waiting', 'urgency', 'close', 'steps', 'proof'],
  value: ['waiting', 'close', 'steps', 'proof', 'urgency'],
  relationship: ['close', 'proof', 'steps', 'urgency', 'waiting'],
  solution: ['close', 'steps', 'waiting', 'urgency', 'proof'],
};

export function closingBody(ctx: TOfflineContext): string {
  const { strategy } = ctx.input;
  const protect = ctx.supported || ctx.estate ? ctx.family : 'the people close to you';
  const selling = ctx.planned;
  const parts: Readonly<Record<TPart, () => string[]>> = {
    close: () => closing(ctx),
    urgency: () =>
      selling && strategy.highlightUrgency
        ? [
            `<p class="pc-urgent">${icon('clock')} Nobody can choose when the unexpected happens; cover in place today protects ${protect} from today.</p>`,
          ]
        : [],
    waiting: () => [costOfWaiting(ctx)],
    proof: () =>
      selling && strategy.includeSocialProof ? [`<p class="pc-proof">${socialProof(ctx)}</p>`] : [],
    steps: () => [nextSteps(ctx)],
  };
  return PART_ORDER[strategy.salesApproach]
    .flatMap((part) => parts[part]())
    .filter(Boolean)
    .join('\n');
}
