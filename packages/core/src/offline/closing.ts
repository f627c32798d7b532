// Why act now and what happens next: the chosen closing strategy, urgency, the cost of waiting and
// social proof when enabled, then the steps from review to policy, each fitted to the client.
import { figure, icon } from '../document/placeholders';
import { premiumFigure } from './budget-fit';
import { checkList, esc, type TOfflineContext } from './context';
import { recommendedPremium } from './phrases';

function nextSteps(ctx: TOfflineContext): string {
  const name = esc(ctx.primaryName);
  const review = ctx.supported
    ? ` with ${ctx.family}`
    : ctx.estate
      ? ', with the people you plan to provide for if you wish,'
      : '';
  const premium =
    ctx.a.recommendedCoverage > 0 && ctx.primaryKind !== null
      ? `, estimated today at ${figure(recommendedPremium(ctx))}`
      : '';
  const keep = ctx.estate
    ? ', and tell your executor where they are'
    : ctx.supported
      ? `, where ${ctx.family} can find them`
      : '';
  return `<ol class="pc-steps">
<li><strong>Review</strong> this presentation${review} and ask any questions.</li>
<li><strong>Apply</strong> for ${name} together with your advisor, answering the health questions fully.</li>
<li><strong>Underwriting:</strong> the insurer reviews your application and confirms the final premium${premium}.</li>
<li><strong>Policy issued:</strong> read the policy documents and keep them with your important papers${keep}.</li>
</ol>`;
}

function choiceClose(ctx: TOfflineContext): string[] {
  const coverage = figure('recommended-coverage');
  const termOption = `Term: ${coverage} for ${figure('term-years')}, estimated ${figure('term-monthly')}`;
  const permanentOption = `Permanent: ${coverage} for life, estimated ${figure('permanent-monthly')}`;
  const priced = ctx.a.recommendedCoverage > 0 && ctx.a.suitability.termAvailable;
  const options = priced
    ? ctx.recommendedKind === 'permanent'
      ? [permanentOption, termOption]
      : [termOption, permanentOption]
    : ctx.plans.slice(0, 2).map((p) => esc(p.name));
  const cards = options.map(
    (option, i) =>
      `<div class="pc-card pc-option"><span class="pc-badge${i === 0 ? ' pc-badge-primary' : ''}">Option ${i === 0 ? 'A' : 'B'}</span><p>${option}</p></div>`,
  );
  return [
    '<p class="pc-lead">Which option suits you better?</p>',
    `<div class="pc-grid pc-grid-2">${cards.join('')}</div>`,
  ];
}

function summaryClose(ctx: TOfflineContext): string[] {
  const { a } = ctx;
  const primary = ctx.plans[0];
  const premium = primary ? premiumFigure(a, primary.kind) : null;
  const points = [
    a.gap > 0
      ? `Your total need is ${figure('total-need')} and the gap is ${figure('gap')}.`
      : `Your total need is ${figure('total-need')}, and your existing cover already meets it.`,
    a.recommendedCoverage > 0
      ? `We recommend ${esc(ctx.primaryName)} with ${figure('recommended-coverage')} of coverage.`
      : `We recommend ${esc(ctx.primaryName)}.`,
    ...(premium !== null ? [`Estimated cost: ${figure(premium)}.`] : []),
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
  switch (ctx.input.strategy.closingStrategy) {
    case 'assumptive':
      return [
        `<p class="pc-lead">The next step is to start your application for ${name}. ${applicationNote(ctx)}</p>`,
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

function costOfWaiting(ctx: TOfflineContext): string {
  const { a } = ctx;
  const w = a.costOfWaiting;
  if (!ctx.input.strategy.includeROICalculator || a.recommendedCoverage <= 0) return '';
  const permanent = `the permanent premium from ${figure('permanent-monthly')} to ${figure('permanent-monthly-later')}`;
  const start = `Starting ${figure('waiting-years')} from now would raise`;
  if (ctx.recommendedKind === 'permanent' || !a.suitability.termAvailable) {
    if (w.permanentExtraPerMonth <= 0) return '';
    return `<div class="pc-callout"><h3>The cost of waiting</h3><p>${start} ${permanent}, for the rest of your life.</p></div>`;
  }
  if (w.termExtraPerMonth <= 0) return '';
  return `<div class="pc-callout"><h3>The cost of waiting</h3><p>${start} the estimated term premium from ${figure('term-monthly')} to ${figure('term-monthly-later')}: ${figure('term-extra-over-term')} more over a term of ${figure('term-years')}, and ${permanent}.</p></div>`;
}

function socialProof(ctx: TOfflineContext): string {
  if (ctx.estate)
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
  return [
    ...closing(ctx),
    strategy.highlightUrgency
      ? `<p class="pc-urgent">${icon('clock')} Nobody can choose when the unexpected happens; cover in place today protects ${protect} from today.</p>`
      : '',
    costOfWaiting(ctx),
    strategy.includeSocialProof ? `<p class="pc-proof">${socialProof(ctx)}</p>` : '',
    nextSteps(ctx),
  ]
    .filter(Boolean)
    .join('\n');
}
