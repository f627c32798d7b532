// How a plan's premium compares with the client's budget, as placeholders: the kind the needs
// analysis prices for the plan, its monthly-premium figure, and the sentence and badge saying so.
// A share of the premium is quoted only when the analysis's budget fit is for the very premium the
// page shows (a ladder's two terms are not the single term the fit was priced for).
import { kindMonthly } from '../document/figures';
import { figure, type TFigureId } from '../document/placeholders';
import type { TCoverageKind } from '../generation/insurers';
import type { TBudgetFit, TBudgetVerdict, TNeedsAnalysis } from '../generation/needs-analysis';

/**
 * The kind the analysis prices for a plan: term only while it is issued at the client's age and the
 * analysis's plan is not all permanent cover (its term price is then not the term it weighed).
 */
export function pricedKind(
  kind: TCoverageKind | null,
  a: TNeedsAnalysis,
): 'term' | 'permanent' | null {
  if (kind === 'term')
    return a.suitability.termAvailable && a.recommendation.shape !== 'permanent' ? 'term' : null;
  return kind === 'permanent' ? kind : null;
}

/** The monthly-premium figure of a plan of this kind, or null when the analysis has no premium for it. */
export function premiumFigure(a: TNeedsAnalysis, kind: TCoverageKind | null): TFigureId | null {
  const priced = pricedKind(kind, a);
  if (priced === null || kindMonthly(a, priced) === null) return null;
  return priced === 'term' ? 'term-monthly' : 'permanent-monthly';
}

/** How a premium of this kind sits against the budget; null without a budget or a premium. */
export interface TPlanFit {
  verdict: TBudgetVerdict;
  /** The analysis's fit is for the premium shown, so its share of the premium may be quoted. */
  share: boolean;
}

export function fitFor(a: TNeedsAnalysis, kind: TCoverageKind | null): TPlanFit | null {
  const priced = pricedKind(kind, a);
  const budget = a.inputs.monthlyBudget;
  const monthly = priced === null ? null : kindMonthly(a, priced);
  if (priced === null || monthly === null || budget === null || a.budgetFit === null) return null;
  const fit: TBudgetFit = a.budgetFit[priced];
  if (fit.monthlyPremium === monthly) return { verdict: fit.verdict, share: true };
  return { verdict: budget >= monthly ? 'fits' : 'short', share: false };
}

const shareOf = (kind: 'term' | 'permanent'): string =>
  figure(kind === 'term' ? 'term-budget-share' : 'permanent-budget-share');

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
