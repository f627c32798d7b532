// What a plan card says a plan does not do, apart from what it does: its limits, in a neutral list
// under its own label, never under a tick. A drawback (term ends before an estate needs it, a
// premium above the budget, a price left to underwriting) is worth knowing, not a reason to buy.
import { figure } from '../document/placeholders';
import { fitFor } from './budget-fit';
import type { TOfflineContext } from './context';
import { underwritingNote } from './phrases';
import type { TPlanCard } from './plans';

interface TCardFacts {
  /** The card is where its premium is set against the budget. */
  priced: boolean;
  /** The card is where the plan's underwriting is spoken of (the lead card, or the plan's other part). */
  underwriting: boolean;
}

const shareOf = (kind: 'term' | 'permanent'): string =>
  figure(kind === 'term' ? 'term-budget-share' : 'permanent-budget-share');

/** The premium against the budget, when it does not fit (HTML), or ''. */
function budgetLimit(card: TPlanCard, facts: TCardFacts, ctx: TOfflineContext): string {
  if (!ctx.budget || !facts.priced) return '';
  const fit = fitFor(ctx.a, card.kind);
  const kind = card.kind === 'term' ? 'term' : 'permanent';
  if (!fit || fit.verdict === 'fits') return '';
  const budget = figure('monthly-budget');
  if (!fit.share)
    return `Above your ${budget} budget; a smaller amount of coverage would fit within it.`;
  if (fit.verdict === 'partial') return `Your ${budget} budget covers ${shareOf(kind)} of it.`;
  return `Above your ${budget} budget, which covers ${shareOf(kind)} of it; a smaller amount of coverage would fit within it.`;
}

/** The card's limits (HTML sentences, figures as placeholders). */
export function limitsFor(card: TPlanCard, facts: TCardFacts, ctx: TOfflineContext): string[] {
  const { a } = ctx;
  const limits: string[] = [];
  if (card.kind === 'term' && !a.suitability.termAvailable)
    limits.push(
      'Term cover is not usually issued at your age; your advisor will confirm whether this plan is available.',
    );
  else if (card.kind === 'term' && a.recommendation.shape === 'permanent')
    limits.push(
      ctx.estate
        ? 'It ends, usually before an estate needs it.'
        : 'It ends; the options weighed above show for how long.',
    );
  if (card.kind === 'permanent' && !ctx.planKinds.has('permanent'))
    limits.push('It costs more today than term cover.');
  const budget = budgetLimit(card, facts, ctx);
  if (budget) limits.push(budget);
  if (facts.underwriting) limits.push(underwritingNote(ctx));
  return limits.filter(Boolean);
}

/** The limits as a neutral list under their own label ('' when there are none). */
export function limitsList(limits: readonly string[]): string {
  return limits.length > 0
    ? `<p class="pc-label">Worth knowing</p><ul class="pc-bullets">${limits.map((l) => `<li>${l}</li>`).join('')}</ul>`
    : '';
}
