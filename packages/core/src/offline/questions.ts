// One answer per objection the advisor selected, each ending in the chosen sales approach and
// each fitted to the client's situation.
import { kindMonthly } from '../document/figures';
import { figure, icon } from '../document/placeholders';
import type { TSalesApproach } from '../generation/options';
import { clip, prose } from './client-text';
import { esc, familyPossessive, type TOfflineContext } from './context';
import {
  groupCoverNote,
  noNewCover,
  protects,
  quotedShape,
  recommendedPremium,
  underwritingNote,
  waitingComparable,
} from './phrases';

/** How each answer ends, in the chosen sales approach and the client's terms. */
export function approachEnding(approach: TSalesApproach, ctx: TOfflineContext): string {
  if (ctx.covered) return coveredEnding(approach, ctx);
  switch (approach) {
    case 'consultative':
      if (ctx.supported)
        return `Tell us what matters most to you and ${ctx.family}, and we will adjust the plan together.`;
      return ctx.estate
        ? 'Tell us who you want to provide for, and we will shape the plan around them.'
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

/** The same endings for a client whose cover already meets the need: there is no plan to adjust. */
function coveredEnding(approach: TSalesApproach, ctx: TOfflineContext): string {
  const who = ctx.supported ? ` and ${ctx.family}` : '';
  switch (approach) {
    case 'consultative':
      return `Tell us what matters most to you${who}, and we will keep your cover in step with it.`;
    case 'solution':
      return 'We will keep your cover in step with exactly this concern.';
    case 'value':
      return `The cover you hold already protects ${protects(ctx)}.`;
    case 'relationship':
      return ctx.supported
        ? 'We will review it with you as your family changes, not just today.'
        : 'We will review it with you regularly, not just today.';
    case 'challenger':
      return 'Needs change faster than most people expect; the figures above are worth checking again each time yours do.';
  }
}

/** The question as a heading: long enough for a real question, short enough for a heading. */
const MAX_QUESTION = 300;

/** [question (HTML), answer (HTML)] */
type TAnswer = readonly [string, string];

function costQuestion(ctx: TOfflineContext): string {
  if (!ctx.planned) return ctx.covered ? 'Do I need to pay for new cover?' : 'Can I afford this?';
  return ctx.budget
    ? `Can I afford this on my budget of ${figure('monthly-budget')}?`
    : 'Can I afford this?';
}

function costAnswer(ctx: TOfflineContext): string {
  const coverage = figure('recommended-coverage');
  const budget = ctx.budget ? `, against your ${figure('monthly-budget')} budget` : '';
  const fitTo = ctx.budget
    ? `to fit your ${figure('monthly-budget')} budget`
    : 'to what you are comfortable paying';
  // Once the budget is named in the sentence, "to fit" is enough.
  const adjust = ctx.budget ? 'to fit' : fitTo;
  if (ctx.covered)
    return 'No: your current cover and savings meet the need we measured, so there is no new premium to pay.';
  if (!ctx.planned) return `No premium is estimated yet. ${noNewCover(ctx)}`;
  // The plan on the page decides: a plan the analysis does not price has its cost confirmed by the advisor.
  if (ctx.primaryKind === null)
    return `Your advisor will confirm the cost of ${esc(ctx.primaryName)} for your situation, and the plan can be adjusted ${fitTo}.`;
  if (!ctx.priced)
    return `${underwritingNote(ctx)} The amount of coverage can be adjusted ${fitTo}.`;
  const premium = figure(recommendedPremium(ctx));
  const note = ctx.rated ? ` ${underwritingNote(ctx)}` : '';
  switch (quotedShape(ctx)) {
    case 'permanent':
      return `The estimated premium for ${coverage} of lifelong coverage is ${premium}${budget}, and it does not rise with age. The amount can be adjusted ${adjust}.${note}`;
    case 'term-and-permanent':
      return `The estimated premium for ${coverage} of coverage, term and permanent together, is ${premium}${budget}. The amounts can be adjusted ${adjust}.${note}`;
    default: {
      // The daily figure only where it reads as a sum of money: under a dollar it is left out.
      const term = kindMonthly(ctx.a, 'term') ?? 0;
      const daily = (term * 12) / 365 >= 1 ? `, about ${figure('term-daily')}` : '';
      return `The estimated term premium for ${coverage} of coverage is ${premium}${daily}${budget}. The amount and the term can be adjusted ${adjust}.${note}`;
    }
  }
}

function timingAnswer(ctx: TOfflineContext): string {
  if (ctx.covered)
    return 'Nothing new is needed today. If your situation changes, the premium will be set by your age and health at that time, so we will review the need with you promptly.';
  const later =
    ctx.primaryKind === 'permanent' && waitingComparable(ctx, 'permanent')
      ? `the estimated premium from ${figure('permanent-monthly')} to ${figure('permanent-monthly-later')}`
      : ctx.primaryKind === 'term' && waitingComparable(ctx, 'term')
        ? `the estimated term premium from ${figure('term-monthly')} to ${figure('term-monthly-later')}`
        : '';
  return later
    ? `Premiums are based on age: waiting ${figure('waiting-years')} would raise ${later}, and a change in health could raise it further.`
    : 'Premiums are set by your age and health when you apply, and protection only starts once a policy is in force.';
}

function needQuestion(ctx: TOfflineContext): string {
  if (ctx.covered) return 'Do I need more cover?';
  if (ctx.supported) return 'Do I really need this much cover?';
  if (ctx.estate) return 'Why insure when nobody depends on my income?';
  return ctx.retired
    ? 'Do I still need cover in retirement?'
    : 'Do I need life insurance if nobody depends on my income?';
}

function needAnswer(ctx: TOfflineContext): string {
  const gap = figure('gap');
  if (ctx.covered)
    return 'Not today: your current cover and savings meet the need we measured. It is worth reviewing whenever your situation changes.';
  const group = groupCoverNote(ctx);
  if (ctx.supported)
    return `The analysis shows a gap of ${gap} between what ${ctx.family} would need and the cover in place today.${group ? ` ${group}` : ''}`;
  if (ctx.estate)
    return `Life insurance is the simplest way to pass on a set amount: the analysis shows a gap of ${gap} between what your estate would need and the cover in place today.`;
  const owed = ctx.a.dime.debt > 0 ? 'your loans and final costs' : 'your final costs';
  return `Even with nobody relying on your income, ${owed} would fall to someone: the analysis shows a gap of ${gap}.`;
}

function answers(ctx: TOfflineContext): TAnswer[] {
  const { objectionHandling } = ctx.input.strategy;
  const list: TAnswer[] = [];
  if (objectionHandling.costConcerns) list.push([costQuestion(ctx), costAnswer(ctx)]);
  if (objectionHandling.trustIssues) {
    list.push([
      'How do I know it will pay out?',
      ctx.covered
        ? `Your policy documents set out exactly what is covered and when. We can read the ones you hold with you, so you know what ${ctx.supported || ctx.estate ? familyPossessive(ctx) : 'a'} claim would need.`
        : `Your policy documents set out exactly what is covered and when. We will read them with you before you sign, and answering the application questions fully and accurately protects ${ctx.supported || ctx.estate ? familyPossessive(ctx) : 'your'} claim.`,
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
      ctx.covered
        ? 'Your current cover and savings meet the need we measured; we will review it with you as your situation changes.'
        : !ctx.planned
          ? noNewCover(ctx)
          : ctx.budget && ctx.priced
            ? `It is sized to your ${figure('gap')} gap and priced against your ${figure('monthly-budget')} budget.`
            : `It is sized to your ${figure('gap')} gap, with the reasons and the options we weighed set out above.`,
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
