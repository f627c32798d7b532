// Phrases the built-in writer chooses by the client's situation: who the cover is for, what the
// client owes and already has, what the need does over time. Figures are placeholders; each
// phrase is grammatical for every family shape (no dependents, one, many; single, partnered, widowed).
import { kindMonthly } from '../document/figures';
import { figure } from '../document/placeholders';
import { listText } from '../format';
import type { TRecommendation } from '../generation/needs-types';
import { familyPossessive, type TOfflineContext } from './context';

/** What this presentation is about for this client (completes "This presentation sets out …"). */
export function purpose(ctx: TOfflineContext): string {
  if (ctx.estate) return 'how to leave what you have built to the people you choose';
  if (ctx.supported) return `what ${ctx.family} would need if your income stopped`;
  if (ctx.a.dime.debt > 0 || ctx.a.dime.mortgage > 0)
    return 'how to make sure your debts and final costs never fall to anyone else';
  return 'how to cover your final costs and leave something behind';
}

/** The client's family in a sentence of its own. */
function familyClause(ctx: TOfflineContext): string {
  if (ctx.children > 0)
    return `${ctx.partnered ? 'You and your partner are raising' : 'You are raising'} ${figure('children')}`;
  if (ctx.dependents > 0)
    return `${figure('dependents')} ${ctx.dependents === 1 ? 'relies' : 'rely'} on your income`;
  if (ctx.partnered) return 'Your partner shares your plans and your household costs';
  return ctx.widowed ? 'Nobody depends on your income now' : 'Nobody depends on your income today';
}

function debtClause(ctx: TOfflineContext): string {
  const { debt, mortgage } = ctx.a.dime;
  if (mortgage > 0 && debt > 0)
    return `you owe ${figure('mortgage')} on your mortgage and ${figure('debts')} in other debts`;
  if (mortgage > 0) return `you owe ${figure('mortgage')} on your mortgage`;
  if (debt > 0) return `you are paying off ${figure('debts')} of loans`;
  return 'you have no debts to clear';
}

function coverClause(ctx: TOfflineContext): string {
  const { existingCoverIndividual: own, existingCoverGroup: group } = ctx.a.inputs;
  const savings = ctx.a.savings > 0 ? `, with ${figure('savings')} of savings beside it` : '';
  if (group > 0 && own > 0) {
    return `you hold ${figure('existing-cover-individual')} of cover in your own name and ${figure('existing-cover-group')} through work, which usually ends if you leave the job${savings}`;
  }
  if (group > 0)
    return `your life cover today, ${figure('existing-cover-group')}, comes through your work and usually ends if you leave the job${savings}`;
  if (own > 0)
    return `you already hold a policy of ${figure('existing-cover-individual')} in your own name${savings}`;
  if (ctx.a.existingCoverage > 0)
    return `you already have ${figure('existing-cover')} of cover${savings}`;
  return ctx.a.savings > 0
    ? `you have no life cover yet, but ${figure('savings')} of savings`
    : 'you have no life cover yet';
}

/** One sentence on where the client stands: family, debts, cover. */
export function situationSentence(ctx: TOfflineContext): string {
  return `${familyClause(ctx)}; ${debtClause(ctx)}, and ${coverClause(ctx)}.`;
}

/** Why the income part lasts as long as it does (completes "… for N years"). */
export function supportReason(ctx: TOfflineContext): string {
  const { a } = ctx;
  if (a.assumptionValues.supportYearsSource === 'youngest-child')
    return ', until your youngest child is grown';
  if (a.assumptionValues.supportYearsSource === 'advisor') return ', the period your advisor set';
  const basis = a.incomeReplacement.basis;
  if (basis === 'dependents')
    return ctx.dependents === 1
      ? ', until your dependent is independent'
      : ', until your youngest dependent is independent';
  return basis === 'partner' ? ', to give your partner time to adjust' : ', to settle your affairs';
}

/** How the need changes over the years, as a sentence. */
export function needOverTime(ctx: TOfflineContext): string {
  const falls = [
    ...(ctx.a.dime.debt > 0 ? ['your loans are paid off'] : []),
    ...(ctx.a.dime.mortgage > 0 ? ['the mortgage is paid down'] : []),
    ...(ctx.children > 0
      ? [ctx.children === 1 ? 'your child grows up' : 'your children grow up']
      : []),
    ...(ctx.children === 0 && ctx.dependents > 0
      ? [
          ctx.dependents === 1
            ? 'your dependent becomes independent'
            : 'your dependents become independent',
        ]
      : []),
  ];
  if (falls.length > 0) return `The remaining need falls as ${listText(falls)}.`;
  // The income part still runs out after its support years; the sentence must agree with the chart.
  const years = ctx.a.dime.income > 0 ? ctx.a.assumptionValues.supportYears : 0;
  const support =
    years === 1 ? 'the year of income support ends' : `the ${years} years of income support end`;
  if (ctx.estate) {
    return years > 0
      ? `Once ${support}, an estate need does not fall with the years: your heirs will need it whenever the time comes.`
      : 'An estate need does not fall with the years: your heirs will need it whenever the time comes.';
  }
  return years > 0
    ? `Once ${support}, your need changes little: with no debts or dependents, it is mostly final costs.`
    : 'Your need changes little over the years: with no debts or dependents, it is mostly final costs.';
}

/** What the cover protects, for the value approach ("your income, your home and your family’s plans"). */
export function protects(ctx: TOfflineContext): string {
  if (ctx.estate) return 'what you have built and the people you plan to leave it to';
  const home = ctx.a.dime.mortgage > 0 ? ['your home'] : [];
  if (ctx.supported) return listText(['your income', ...home, `${familyPossessive(ctx)} plans`]);
  return listText([
    ...(ctx.a.dime.debt > 0 ? ['a clean slate for the people close to you'] : ['peace of mind']),
    ...home,
  ]);
}

/** What the permanent cover is for: the needs that do not end, in words. */
export function permanentPurpose(ctx: TOfflineContext): string {
  const p = ctx.a.permanentNeeds;
  const items = [
    ...(p.finalTaxes > 0
      ? [
          ctx.a.inputs.jurisdiction === 'US'
            ? 'the estate tax due at death'
            : 'the taxes due on your estate at death',
        ]
      : []),
    ...(p.estateCosts > 0 ? ['the costs of settling your estate'] : []),
    ...(p.legacy > 0 ? ['the legacy you want to leave'] : []),
    ...(p.lifelongDependent > 0 ? ['support for a dependent who will always need it'] : []),
    ...(p.finalExpenses > 0 ? ['your final expenses'] : []),
  ];
  return items.length > 0 ? listText(items) : 'your final costs';
}

/**
 * Why the plan holds no new cover, as a sentence: the need is met, or (the kind of cover chosen
 * suits none of what is left) a gap remains for the advisor to go through.
 */
export function noNewCover(ctx: TOfflineContext): string {
  return ctx.covered
    ? 'Your current cover and savings meet the need we measured.'
    : 'No new policy is set out for the gap that remains: the kind of cover chosen does not suit the needs left, and your advisor will go through the cover that would meet them with you.';
}

/** How long the plan's cover lasts, by the plan's shape (one sentence). */
export function planDuration(ctx: TOfflineContext): string {
  const years = figure('term-years');
  switch (ctx.a.recommendation.shape) {
    case 'ladder':
      return `The plan’s term cover steps down as the need falls: one policy ends first, the other lasts ${years}.`;
    case 'term-and-permanent':
      return `The plan’s term cover lasts up to ${years}; its permanent cover lasts for life.`;
    case 'permanent':
      return 'The plan’s permanent cover lasts for life.';
    case 'term':
      return `The plan’s term cover lasts ${years}${ctx.children > 0 && ctx.a.termLengthYears >= ctx.a.assumptionValues.supportYears ? ', long enough to reach past the years your children depend on you' : ''}.`;
    case 'none':
      return '';
  }
}

/**
 * Whether the cost-of-waiting figures of a kind compare like with like: they price that kind for
 * the plan's whole cover, so they hold only where the page's premium of that kind is that price
 * (not the two terms of a ladder, nor the term part of a plan that also holds permanent cover).
 */
export function waitingComparable(ctx: TOfflineContext, kind: 'term' | 'permanent'): boolean {
  const { a } = ctx;
  const w = a.costOfWaiting;
  const extra = kind === 'term' ? w.termExtraPerMonth : w.permanentExtraPerMonth;
  const whole = kind === 'term' ? a.premiums.termMonthly : a.premiums.permanentMonthly;
  return ctx.priced && extra > 0 && kindMonthly(a, kind) === whole;
}

/** What the page says about underwriting for a rated client ('' for a standard risk). */
export function underwritingNote(ctx: TOfflineContext): string {
  const { a } = ctx;
  if (!ctx.rated) return '';
  if (!a.underwriting.priced)
    return 'The price depends on underwriting: your advisor will ask insurers that cover higher risks for a quote.';
  const { client } = ctx.input;
  const status = client.mentionHealth ? client.healthStatus.trim().toLowerCase() : '';
  return status
    ? `The estimate allows for a rated premium for ${status} health; the insurer’s underwriting sets the final price.`
    : 'The estimate allows for a rated premium; the insurer’s underwriting sets the final price.';
}

/**
 * The figure of the premium the page recommends: the analysis's plan's premium when the page's
 * primary plan is of a kind the plan holds; else (the advisor chose another kind) that kind's
 * premium for the same cover.
 */
export function recommendedPremium(
  ctx: TOfflineContext,
): 'recommended-monthly' | 'term-monthly' | 'permanent-monthly' {
  if (!ctx.planned || ctx.planKinds.has(ctx.recommendedKind)) return 'recommended-monthly';
  return ctx.recommendedKind === 'term' ? 'term-monthly' : 'permanent-monthly';
}

/** The shape of the plan the page quotes: the analysis's, or the one policy of the kind the advisor chose. */
export function quotedShape(ctx: TOfflineContext): TRecommendation['shape'] {
  return recommendedPremium(ctx) === 'recommended-monthly'
    ? ctx.a.recommendation.shape
    : ctx.recommendedKind;
}
