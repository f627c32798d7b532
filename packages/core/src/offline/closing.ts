// Why act now and what happens next: the chosen closing strategy, urgency, the cost of waiting and
// social proof when enabled, then the steps from review to policy, each fitted to the client. A
// client whose cover already meets the need is asked to buy nothing: the steps are to keep the
// cover in order and review it when life changes.
import { figure, icon } from '../document/placeholders';
import { pricedKind } from './budget-fit';
import { checkList, esc, type TOfflineContext } from './context';
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
  if (!ctx.planned)
    return `<ol class="pc-steps">
<li><strong>Review</strong> this presentation${review} and ask any questions.</li>
${ctx.covered ? '' : '<li><strong>Talk</strong> with your advisor about cover for the needs that remain.</li>\n'}<li><strong>Keep</strong> your policy documents with your important papers${keep}.</li>
<li><strong>Check in</strong> with your advisor when your situation changes, so the need is measured again.</li>
</ol>`;
  const premium =
    ctx.priced && ctx.primaryKind !== null
      ? `, estimated today at ${figure(recommendedPremium(ctx))}`
      : '';
  return `<ol class="pc-steps">
<li><strong>Review</strong> this presentation${review} and ask any questions.</li>
<li><strong>Apply</strong> for ${appliedFor(ctx)} together with your advisor, answering the health questions fully.</li>
<li><strong>Underwriting:</strong> the insurer reviews your application and confirms the final premium${premium}.</li>
<li><strong>Policy issued:</strong> read the policy documents and keep them with your important papers${keep}.</li>
</ol>`;
}

/** The two options of a choice close: the plan the page quotes and the one real alternative to it. */
function choiceOptions(ctx: TOfflineContext): string[] {
  const coverage = figure('recommended-coverage');
  const term = figure('term-monthly');
  const permanent = `Permanent: ${coverage} for life, estimated ${figure('permanent-monthly')}`;
  const single = `Term: ${coverage} for ${figure('term-years')}, estimated ${term}`;
  if (!ctx.priced || ctx.primaryKind === null) return ctx.plans.slice(0, 2).map((p) => esc(p.name));
  switch (quotedShape(ctx)) {
    case 'ladder':
      return [
        `Two term policies: ${coverage} in all, stepping down as the need falls, estimated ${term}`,
        permanent,
      ];
    case 'term-and-permanent':
      return [
        `Term and permanent: ${coverage} in all, estimated ${figure('recommended-monthly')}`,
        `Term cover only, for the needs that end, estimated ${term}; the needs that do not end stay uncovered`,
      ];
    case 'permanent':
      // The analysis weighed term for this plan in its block; its price there is the one to read.
      return ctx.a.suitability.termAvailable
        ? [
            permanent,
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
  const points = [
    `Your total need is ${figure('total-need')} and the gap is ${figure('gap')}.`,
    `We recommend ${esc(ctx.primaryName)} with ${figure('recommended-coverage')} of coverage.`,
    ...(ctx.priced && ctx.primaryKind !== null
      ? [`Estimated cost: ${figure(recommendedPremium(ctx))}.`]
      : []),
  ];
  return ['<p class="pc-lead">To sum up:</p>', checkList(points), '<p>Shall we go ahead?</p>'];
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
        `<p class="pc-lead">Does ${name} feel like the right fit for ${ctx.supported || ctx.estate ? ctx.family : 'you'}? If so, here is how we get started.</p>`,
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
  return ctx.priced
    ? callout(
        'Premiums are set by your age when you apply: the same cover bought later costs more, and a change in health could raise the price further or rule the cover out.',
      )
    : '';
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

export function closingBody(ctx: TOfflineContext): string {
  const { strategy } = ctx.input;
  const protect = ctx.supported || ctx.estate ? ctx.family : 'the people close to you';
  const selling = ctx.planned;
  return [
    ...closing(ctx),
    selling && strategy.highlightUrgency
      ? `<p class="pc-urgent">${icon('clock')} Nobody can choose when the unexpected happens; cover in place today protects ${protect} from today.</p>`
      : '',
    costOfWaiting(ctx),
    selling && strategy.includeSocialProof ? `<p class="pc-proof">${socialProof(ctx)}</p>` : '',
    nextSteps(ctx),
  ]
    .filter(Boolean)
    .join('\n');
}
