// How a plan's premium compares with the client's budget, as placeholders: the kind the needs
// analysis prices for the plan, its monthly-premium figure, and the sentence and badge saying so.
import { figure, type TFigureId } from '../document/placeholders';
import type { TCoverageKind } from '../generation/insurers';
import type { TBudgetFit, TNeedsAnalysis } from '../generation/needs-analysis';

/** The kind the analysis prices for a plan: term only while term is offered at the client's age. */
export function pricedKind(
  kind: TCoverageKind | null,
  a: TNeedsAnalysis,
): 'term' | 'permanent' | null {
  if (kind === 'term') return a.suitability.termAvailable ? 'term' : null;
  return kind === 'permanent' ? kind : null;
}

/** The monthly-premium figure of a plan of this kind, or null when the analysis has none. */
export function premiumFigure(a: TNeedsAnalysis, kind: TCoverageKind | null): TFigureId | null {
  if (a.recommendedCoverage <= 0) return null;
  const priced = pricedKind(kind, a);
  if (priced === 'term') return 'term-monthly';
  if (priced === 'permanent') return 'permanent-monthly';
  return null;
}

export function fitFor(a: TNeedsAnalysis, kind: TCoverageKind | null): TBudgetFit | null {
  const figureId = premiumFigure(a, kind);
  if (figureId === null) return null;
  return figureId === 'term-monthly' ? a.budgetFit.term : a.budgetFit.permanent;
}

const shareOf = (kind: 'term' | 'permanent'): string =>
  figure(kind === 'term' ? 'term-budget-share' : 'permanent-budget-share');
const monthlyOf = (kind: 'term' | 'permanent'): string =>
  figure(kind === 'term' ? 'term-monthly' : 'permanent-monthly');

/** One sentence (HTML) on a premium against the budget, every figure a placeholder. */
export function fitSentence(fit: TBudgetFit, kind: 'term' | 'permanent'): string {
  const premium = monthlyOf(kind);
  const budget = figure('monthly-budget');
  if (fit.verdict === 'fits') return `Estimated ${premium}, within your ${budget} budget.`;
  if (fit.verdict === 'partial')
    return `Estimated ${premium}; your ${budget} budget covers ${shareOf(kind)} of it.`;
  return `Estimated ${premium}, above your ${budget} budget, which covers ${shareOf(kind)} of it; a smaller amount of coverage would fit within your budget.`;
}

/** The budget badge (HTML) of a plan of this kind. */
export function fitBadge(a: TNeedsAnalysis, kind: TCoverageKind | null): string {
  const fit = fitFor(a, kind);
  const priced = pricedKind(kind, a);
  if (!fit || !priced) return '<span class="pc-badge pc-badge-muted">To be confirmed</span>';
  const label =
    fit.verdict === 'fits'
      ? 'Within budget'
      : fit.verdict === 'partial'
        ? `${shareOf(priced)} of premium`
        : 'Above budget';
  return `<span class="pc-badge pc-badge-${fit.verdict}">${label}</span>`;
}
