// The answer to each objection the advisor chose, written for this client's case: whether someone
// depends on the income (dependents or a partner are never told "nobody depends on my income"),
// whether the cover already meets the need, an estate, a business, retirement, a budget (no budget
// words without one), rated underwriting, term or permanent cover. Figures are referred to ("the
// gap above", "the premium set out above"), never restated: each is stated once on the page.
import { kindMonthly } from '../document/figures';
import { figure } from '../document/placeholders';
import { listText } from '../format';
import { esc, familyPossessive, type TOfflineContext } from './context';
import { noNewCover, recommendedPremium, underwritingNote, waitingComparable } from './phrases';

/** Someone relies on the client: dependents, a partner, or the analysis's own basis. */
export const hasPeople = (ctx: TOfflineContext): boolean =>
  ctx.supported || ctx.dependents > 0 || ctx.partnered;

/** What would fall to someone else: what the client owes, and final costs. */
export function owed(ctx: TOfflineContext): string {
  const { debt, mortgage } = ctx.a.dime;
  if (mortgage > 0 && debt > 0) return 'the mortgage, your other debts and your final costs';
  if (mortgage > 0) return 'the mortgage and your final costs';
  return debt > 0 ? 'your loans and final costs' : 'your final costs';
}

/** The parts of the need, in words ("the mortgage, years of your income and final costs"). */
export function needParts(ctx: TOfflineContext): string {
  const { dime, permanentNeeds, businessNeeds } = ctx.a;
  return listText([
    ...(dime.mortgage > 0 ? ['the mortgage'] : []),
    ...(dime.income > 0 ? ['years of your income'] : []),
    ...(dime.education > 0 ? ['your children’s education'] : []),
    ...(dime.debt > 0 ? ['your other debts'] : []),
    ...(permanentNeeds.finalTaxes > 0 ? ['the taxes due at death'] : []),
    ...(businessNeeds.total > 0 ? ['your business'] : []),
    'final costs',
  ]);
}

export function costQuestion(ctx: TOfflineContext): string {
  if (!ctx.planned) return ctx.covered ? 'Do I need to pay for new cover?' : 'Can I afford this?';
  return ctx.budget
    ? `Can I afford this on my budget of ${figure('monthly-budget')}?`
    : 'Can I afford this?';
}

/** The monthly amount of the premium the page quotes, or null. */
function quotedMonthly(ctx: TOfflineContext): number | null {
  return recommendedPremium(ctx) === 'recommended-monthly'
    ? ctx.a.recommendation.monthly
    : kindMonthly(ctx.a, ctx.recommendedKind);
}

export function costAnswer(ctx: TOfflineContext): string {
  const fitTo = ctx.budget
    ? `to fit your ${figure('monthly-budget')} budget`
    : 'to what you are comfortable paying';
  if (ctx.covered)
    return 'No: your current cover and savings meet the need we measured, so there is no new premium to pay.';
  if (!ctx.planned) return `No premium is estimated yet. ${noNewCover(ctx)}`;
  // The plan on the page decides: a plan the analysis does not price has its cost confirmed by the advisor.
  if (ctx.primaryKind === null)
    return `Your advisor will confirm the cost of ${esc(ctx.primaryName)} for your situation, and the plan can be adjusted ${fitTo}.`;
  if (!ctx.priced)
    return `${underwritingNote(ctx)} The amount of coverage can be adjusted ${fitTo}.`;
  // A rated premium's note is beside the price in "What it costs", on every page with questions.
  const monthly = quotedMonthly(ctx);
  const budget = ctx.a.inputs.monthlyBudget;
  const adjust = ctx.primaryKind === 'term' ? 'the amount or the term' : 'the amount';
  if (budget === null || monthly === null)
    return `The premium set out above buys the full cover; if it is more than you want to spend, ${adjust} can be adjusted.`;
  return monthly <= budget
    ? `Yes: the premium set out above is within your ${figure('monthly-budget')} budget.`
    : `Not in full: the premium set out above is more than your ${figure('monthly-budget')} budget, so ${adjust} can be adjusted with you until it fits.`;
}

export function trustAnswer(ctx: TOfflineContext): string {
  const whose = ctx.supported || ctx.estate ? familyPossessive(ctx) : 'your';
  return ctx.covered
    ? `Your policy documents set out exactly what is covered and when. We can read the ones you hold with you, so you know what ${ctx.supported || ctx.estate ? familyPossessive(ctx) : 'a'} claim would need.`
    : `Your policy documents set out exactly what is covered and when. We will read them with you before you sign, and answering the application questions fully and accurately protects ${whose} claim.`;
}

export function timingAnswer(ctx: TOfflineContext): string {
  if (ctx.covered)
    return 'Nothing new is needed today. If your situation changes, the premium will be set by your age and health at that time, so we will review the need with you promptly.';
  const later =
    ctx.primaryKind === 'permanent' && waitingComparable(ctx, 'permanent')
      ? `the estimated premium from ${figure('permanent-monthly')} to ${figure('permanent-monthly-later')}`
      : ctx.primaryKind === 'term' && waitingComparable(ctx, 'term')
        ? `the estimated term premium from ${figure('term-monthly')} to ${figure('term-monthly-later')}`
        : '';
  // The cost-of-waiting figures are stated once: here, unless the next steps show them.
  return later && !ctx.input.strategy.includeROICalculator
    ? `Premiums are based on age: waiting ${figure('waiting-years')} would raise ${later}, and a change in health could raise it further.`
    : 'Premiums are set by your age and health when you apply, and protection only starts once a policy is in force.';
}

export function needQuestion(ctx: TOfflineContext): string {
  if (ctx.covered) return 'Do I need more cover?';
  if (ctx.supported || ctx.dependents > 0) return 'Do I really need this much cover?';
  if (ctx.partnered) return 'Does my partner really need this cover?';
  if (ctx.estate) return 'Why insure when nobody depends on my income?';
  return ctx.retired
    ? 'Do I still need cover in retirement?'
    : 'Do I need life insurance if nobody depends on my income?';
}

export function needAnswer(ctx: TOfflineContext): string {
  if (ctx.covered)
    return 'Not today: your current cover and savings meet the need we measured. It is worth reviewing whenever your situation changes.';
  const business =
    ctx.a.businessNeeds.total > 0
      ? ' The business needs are part of it: a key person and a buy-sell agreement need cash on the day they are needed.'
      : '';
  if (ctx.supported || ctx.dependents > 0)
    return `The gap above is what ${ctx.family} would need beyond the cover in place today, for ${needParts(ctx)}.${business}`;
  if (ctx.partnered)
    return `If you died, ${owed(ctx)} would fall to your partner alone; the gap above is what it would take to spare them that.${business}`;
  if (ctx.estate)
    return `Life insurance is the simplest way to pass on a set amount: the gap above is what your estate would need beyond the cover in place today.${business}`;
  if (ctx.retired)
    return `Even in retirement, ${owed(ctx)} would fall to someone: the gap above is what it would take to settle them.`;
  return `Even with nobody relying on your income, ${owed(ctx)} would fall to someone: that is the gap above.`;
}
