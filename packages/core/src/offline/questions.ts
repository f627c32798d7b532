// One answer per objection the advisor selected, each ending in the chosen sales approach and
// each fitted to the client's situation.
import { figure, icon } from '../document/placeholders';
import type { TSalesApproach } from '../generation/options';
import { clip, prose } from './client-text';
import { esc, familyPossessive, type TOfflineContext } from './context';
import { groupCoverNote, protects, recommendedPremium } from './phrases';

/** How each answer ends, in the chosen sales approach and the client's terms. */
export function approachEnding(approach: TSalesApproach, ctx: TOfflineContext): string {
  switch (approach) {
    case 'consultative':
      if (ctx.estate)
        return 'Tell us who you want to provide for, and we will shape the plan around them.';
      return ctx.supported
        ? `Tell us what matters most to you and ${ctx.family}, and we will adjust the plan together.`
        : 'Tell us what matters most to you and we will adjust the plan together.';
    case 'solution':
      return 'The plan is built around exactly this concern.';
    case 'value':
      return `Weigh that against what it protects: ${protects(ctx)}.`;
    case 'relationship':
      return ctx.supported
        ? 'We will review it with you as your family changes, not just today.'
        : 'We will review it with you regularly, not just today.';
    case 'challenger':
      return 'It is easy to underestimate this risk; the figures above show why it matters.';
  }
}

/** The question as a heading: long enough for a real question, short enough for a heading. */
const MAX_QUESTION = 300;

/** [question (HTML), answer (HTML)] */
type TAnswer = readonly [string, string];

function costAnswer(ctx: TOfflineContext): string {
  const budget = figure('monthly-budget');
  const coverage = figure('recommended-coverage');
  const premium = figure(recommendedPremium(ctx));
  // The plan on the page decides: a plan the analysis does not price has its cost confirmed by the advisor.
  if (ctx.a.recommendedCoverage > 0 && ctx.primaryKind === 'term') {
    return `The estimated term premium for ${coverage} of coverage is ${premium}, about ${figure('term-daily')}, against your ${budget} budget. The amount and the term can be adjusted to fit.`;
  }
  if (ctx.a.recommendedCoverage > 0 && ctx.primaryKind === 'permanent') {
    return `The estimated premium for ${coverage} of lifelong coverage is ${premium}, against your ${budget} budget, and it does not rise with age. The amount can be adjusted to fit.`;
  }
  return `Your advisor will confirm the cost of ${esc(ctx.primaryName)} for your situation, and the plan can be adjusted to fit your ${budget} budget.`;
}

function timingAnswer(ctx: TOfflineContext): string {
  const { a } = ctx;
  const w = a.costOfWaiting;
  if (
    a.recommendedCoverage > 0 &&
    ctx.primaryKind === 'permanent' &&
    w.permanentExtraPerMonth > 0
  ) {
    return `Premiums are based on age: waiting ${figure('waiting-years')} would raise the estimated premium from ${figure('permanent-monthly')} to ${figure('permanent-monthly-later')}, and a change in health could raise it further.`;
  }
  if (a.recommendedCoverage > 0 && ctx.primaryKind === 'term' && w.termExtraPerMonth > 0) {
    return `Premiums are based on age: waiting ${figure('waiting-years')} would raise the estimated term premium from ${figure('term-monthly')} to ${figure('term-monthly-later')}, and a change in health could raise it further.`;
  }
  return 'Premiums are set by your age and health when you apply, and protection only starts once a policy is in force.';
}

function needQuestion(ctx: TOfflineContext): string {
  if (ctx.estate) return 'Why insure when nobody depends on my income?';
  if (ctx.supported) return 'Do I really need this much cover?';
  return ctx.retired
    ? 'Do I still need cover in retirement?'
    : 'Do I need life insurance if nobody depends on my income?';
}

function needAnswer(ctx: TOfflineContext): string {
  const gap = figure('gap');
  if (ctx.a.gap <= 0)
    return 'The analysis shows that your existing cover meets the estimated need today; it is worth reviewing whenever your situation changes.';
  const group = groupCoverNote(ctx);
  if (ctx.supported)
    return `The analysis shows a gap of ${gap} between what ${ctx.family} would need and the cover in place today.${group ? ` ${group}` : ''}`;
  if (ctx.estate)
    return `Life insurance is the simplest way to pass on a set amount: the analysis shows a gap of ${gap} between what your estate would need and the cover in place today.`;
  const owed = ctx.a.dime.debt > 0 ? 'your loans and final costs' : 'your final costs';
  return `Even with nobody relying on your income, ${owed} would fall to someone: the analysis shows a gap of ${gap}.`;
}

function answers(ctx: TOfflineContext): TAnswer[] {
  const { a } = ctx;
  const { objectionHandling } = ctx.input.strategy;
  const list: TAnswer[] = [];
  if (objectionHandling.costConcerns)
    list.push([`Can I afford this on my budget of ${figure('monthly-budget')}?`, costAnswer(ctx)]);
  if (objectionHandling.trustIssues) {
    list.push([
      'How do I know it will pay out?',
      `Your policy documents set out exactly what is covered and when. We will read them with you before you sign, and answering the application questions fully and accurately protects ${ctx.supported || ctx.estate ? familyPossessive(ctx) : 'your'} claim.`,
    ]);
  }
  if (objectionHandling.needUncertainty) list.push([needQuestion(ctx), needAnswer(ctx)]);
  if (objectionHandling.timing) list.push(['Why not wait?', timingAnswer(ctx)]);
  if (objectionHandling.other && objectionHandling.otherText.trim() !== '') {
    // A question that quotes its own figures is asked in general terms: only our figures are shown.
    const question =
      clip(prose(objectionHandling.otherText), MAX_QUESTION) || 'Anything else on your mind?';
    list.push([
      esc(question),
      'We will go through this with you in person and make sure you have a clear answer before you decide.',
    ]);
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
  const ending = approachEnding(ctx.input.strategy.salesApproach, ctx);
  const cards = answers(ctx).map(
    ([question, answer]) =>
      `<div class="pc-card"><h3>${icon('question')} ${question}</h3><p>${answer} ${ending}</p></div>`,
  );
  return `<div class="pc-faq">\n${cards.join('\n')}\n</div>`;
}
