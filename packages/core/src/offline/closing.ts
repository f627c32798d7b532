// Why act now and what happens next: the chosen closing strategy, urgency, the cost of waiting and
// social proof when enabled, then the steps from review to policy.
import { figure, icon } from '../document/placeholders';
import { checkList, esc, type TOfflineContext } from './context';
import { premiumFigure } from './plans';

const NEXT_STEPS = `<ol class="pc-steps">
<li><strong>Review</strong> this presentation and ask any questions.</li>
<li><strong>Apply</strong> together with your advisor, answering the health questions fully.</li>
<li><strong>Underwriting:</strong> the insurer reviews your application and confirms the final premium.</li>
<li><strong>Policy issued:</strong> read the policy documents and keep them with your important papers.</li>
</ol>`;

function choiceClose(ctx: TOfflineContext): string[] {
  const coverage = figure('recommended-coverage');
  const options =
    ctx.a.recommendedCoverage > 0
      ? [
          `Term: ${coverage} for ${figure('term-years')}, estimated ${figure('term-monthly')}`,
          `Permanent: ${coverage} for life, estimated ${figure('permanent-monthly')}`,
        ]
      : ctx.plans.slice(0, 2).map((p) => esc(p.name));
  const cards = options.map(
    (option, i) =>
      `<div class="pc-card pc-option"><span class="pc-badge${i === 0 ? ' pc-badge-primary' : ''}">Option ${i === 0 ? 'A' : 'B'}</span><p>${option}</p></div>`,
  );
  return ['<p class="pc-lead">Which option suits you better?</p>', `<div class="pc-grid pc-grid-2">${cards.join('')}</div>`];
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

function closing(ctx: TOfflineContext): string[] {
  const name = esc(ctx.primaryName);
  switch (ctx.input.strategy.closingStrategy) {
    case 'assumptive':
      return [`<p class="pc-lead">The next step is to start your application for ${name}. We will complete it together.</p>`];
    case 'choice':
      return choiceClose(ctx);
    case 'urgency':
      return [
        '<p class="pc-lead">Your premium is set by your age and health on the day you apply, and protection starts only once the policy is in force.</p>',
      ];
    case 'summary':
      return summaryClose(ctx);
    case 'trial':
      return [`<p class="pc-lead">Does ${name} feel like the right fit for ${ctx.family}? If so, here is how we get started.</p>`];
  }
}

function costOfWaiting(ctx: TOfflineContext): string {
  const { a } = ctx;
  if (!ctx.input.strategy.includeROICalculator || a.recommendedCoverage <= 0 || a.costOfWaiting.termExtraPerMonth <= 0) return '';
  return `<div class="pc-callout"><h3>The cost of waiting</h3><p>Starting ${figure('waiting-years')} from now would raise the estimated term premium from ${figure('term-monthly')} to ${figure('term-monthly-later')}: ${figure('term-extra-over-term')} more over a term of ${figure('term-years')}, and the permanent premium from ${figure('permanent-monthly')} to ${figure('permanent-monthly-later')}.</p></div>`;
}

export function closingBody(ctx: TOfflineContext): string {
  const { strategy } = ctx.input;
  return [
    ...closing(ctx),
    strategy.highlightUrgency
      ? `<p class="pc-urgent">${icon('clock')} Nobody can choose when the unexpected happens; cover in place today protects ${ctx.family} from today.</p>`
      : '',
    costOfWaiting(ctx),
    strategy.includeSocialProof
      ? '<p class="pc-proof">Term and permanent life insurance are among the most common ways families protect their income and their plans.</p>'
      : '',
    NEXT_STEPS,
  ]
    .filter(Boolean)
    .join('\n');
}
