// One answer per objection the advisor selected, each ending in the chosen sales approach.
import { figure, icon } from '../document/placeholders';
import type { TSalesApproach } from '../generation/options';
import { clip, prose } from './client-text';
import { esc, type TOfflineContext } from './context';

export const APPROACH_ENDINGS: Readonly<Record<TSalesApproach, string>> = {
  consultative: 'Tell us what matters most to you and we will adjust the plan together.',
  solution: 'The plan is built around exactly this concern.',
  value: 'Weigh that against what it protects: your income, your home and your family’s plans.',
  relationship: 'We will review it with you regularly, not just today.',
  challenger: 'It is easy to underestimate this risk; the figures above show why it matters.',
};

/** The question as a heading: long enough for a real question, short enough for a heading. */
const MAX_QUESTION = 300;

/** [question (text), answer (HTML)] */
type TAnswer = readonly [string, string];

function costAnswer(ctx: TOfflineContext): string {
  const budget = figure('monthly-budget');
  const coverage = figure('recommended-coverage');
  if (ctx.a.recommendedCoverage > 0 && ctx.primaryKind === 'term') {
    return `The estimated term premium for ${coverage} of coverage is ${figure('term-monthly')}, about ${figure('term-daily')}, against your ${budget} budget. The amount and the term can be adjusted to fit.`;
  }
  if (ctx.a.recommendedCoverage > 0 && ctx.primaryKind === 'permanent') {
    return `The estimated premium for ${coverage} of lifelong coverage is ${figure('permanent-monthly')}, against your ${budget} budget, and it does not rise with age. The amount can be adjusted to fit.`;
  }
  return `Your advisor will confirm the cost of ${esc(ctx.primaryName)} for your situation, and the plan can be adjusted to fit your ${budget} budget.`;
}

function timingAnswer(ctx: TOfflineContext): string {
  const { a } = ctx;
  const w = a.costOfWaiting;
  if (a.recommendedCoverage > 0 && ctx.primaryKind === 'permanent' && w.permanentExtraPerMonth > 0) {
    return `Premiums are based on age: waiting ${figure('waiting-years')} would raise the estimated premium from ${figure('permanent-monthly')} to ${figure('permanent-monthly-later')}, and a change in health could raise it further.`;
  }
  if (a.recommendedCoverage > 0 && ctx.primaryKind !== 'permanent' && w.termExtraPerMonth > 0) {
    return `Premiums are based on age: waiting ${figure('waiting-years')} would raise the estimated term premium from ${figure('term-monthly')} to ${figure('term-monthly-later')}, and a change in health could raise it further.`;
  }
  return 'Premiums are set by your age and health when you apply, and protection only starts once a policy is in force.';
}

function answers(ctx: TOfflineContext): TAnswer[] {
  const { a, family } = ctx;
  const { objectionHandling } = ctx.input.strategy;
  const list: TAnswer[] = [];
  if (objectionHandling.costConcerns) list.push(['Can I afford this?', costAnswer(ctx)]);
  if (objectionHandling.trustIssues) {
    list.push([
      'How do I know it will pay out?',
      'Your policy documents set out exactly what is covered and when. We will read them with you before you sign, and answering the application questions fully and accurately protects your claim.',
    ]);
  }
  if (objectionHandling.needUncertainty) {
    list.push([
      'Do I really need this?',
      a.gap > 0
        ? `The analysis shows a gap of ${figure('gap')} between what ${family} would need and the cover in place today.`
        : 'The analysis shows that your existing cover meets the estimated need today; it is worth reviewing whenever your situation changes.',
    ]);
  }
  if (objectionHandling.timing) list.push(['Why not wait?', timingAnswer(ctx)]);
  if (objectionHandling.other && objectionHandling.otherText.trim() !== '') {
    // A question that quotes its own figures is asked in general terms: only our figures are shown.
    const question = clip(prose(objectionHandling.otherText), MAX_QUESTION) || 'Anything else on your mind?';
    list.push([question, 'We will go through this with you in person and make sure you have a clear answer before you decide.']);
  }
  if (list.length === 0) {
    list.push([
      'Is this the right plan for me?',
      a.gap > 0
        ? `It is sized to your ${figure('gap')} gap and priced against your ${figure('monthly-budget')} budget.`
        : `It is chosen for your situation and priced against your ${figure('monthly-budget')} budget.`,
    ]);
  }
  return list;
}

export function questionsBody(ctx: TOfflineContext): string {
  const ending = APPROACH_ENDINGS[ctx.input.strategy.salesApproach];
  const cards = answers(ctx).map(([question, answer]) => `<div class="pc-card"><h3>${icon('question')} ${esc(question)}</h3><p>${answer} ${ending}</p></div>`);
  return `<div class="pc-faq">\n${cards.join('\n')}\n</div>`;
}
