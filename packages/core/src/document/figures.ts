// The figures the renderer puts into `data-figure` placeholders, formatted from the needs
// analysis, and the placeholder replacement every fill step (figures, charts, blocks, icons) uses.
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { escapeHtml } from './escape';
import { isFigureId, type TFigureId } from './placeholders';
import { replacePlaceholders } from './replace-placeholders';
import type { TPresentationDocument } from './schema';

export { replacePlaceholders } from './replace-placeholders';

export const PRIMARY_MONTHLY_UNCONFIRMED = 'to be confirmed by your advisor';

/** '$48/month' */
export function perMonth(amount: number): string {
  return `${formatCurrency(amount)}/month`;
}

/** '20 years', '1 year' */
export function yearsText(years: number): string {
  return `${years} year${years === 1 ? '' : 's'}`;
}

/** '2 dependents', '1 dependent', 'no dependents' */
export function dependentsText(count: number): string {
  return count === 0 ? 'no dependents' : `${count} dependent${count === 1 ? '' : 's'}`;
}

/** '3 children', '1 child', 'no children' */
export function childrenText(count: number): string {
  return count === 0 ? 'no children' : `${count} ${count === 1 ? 'child' : 'children'}`;
}

/** '2%', '2.5%': a percentage with at most two decimals. */
export function percentText(value: number): string {
  return `${Number.isFinite(value) ? Math.round(value * 100) / 100 : 0}%`;
}

/** The parts of the need by the method the presentation leads with. */
export interface TLeadNeed {
  income: number;
  /** Years of income the income part covers. */
  years: number;
  debt: number;
  mortgage: number;
  education: number;
  finalExpenses: number;
  total: number;
}

export function leadNeed(a: TNeedsAnalysis): TLeadNeed {
  const d = a.dime;
  const lumps = {
    debt: d.debt,
    mortgage: d.mortgage,
    education: d.education,
    finalExpenses: d.finalExpenses - a.permanentNeeds.finalExpenses,
  };
  const years = a.leadMethod === 'hlv' ? a.hlv.years : a.incomeReplacement.years;
  const income = {
    dime: d.income,
    hlv: a.hlv.presentValue,
    'capital-liquidation': a.capital.liquidation,
    // Capital retention with no finite figure is reported by its liquidation figure (a caveat says so).
    'capital-retention': a.capital.retention ?? a.capital.liquidation,
  }[a.leadMethod];
  const total = income + lumps.debt + lumps.mortgage + lumps.education + lumps.finalExpenses;
  return { income, years, ...lumps, total };
}

/**
 * The monthly premium of a kind: the recommended plan's policies of that kind when it has some,
 * else that kind for the plan's whole cover; null when there is none to quote (no cover, not
 * issued at this age, or specialist underwriting).
 */
export function kindMonthly(a: TNeedsAnalysis, kind: 'term' | 'permanent'): number | null {
  if (a.recommendedCoverage <= 0) return null;
  const policies = a.recommendation.policies.filter((p) => p.kind === kind);
  if (policies.length > 0) {
    let sum = 0;
    for (const policy of policies) {
      if (policy.monthly === null) return null;
      sum += policy.monthly;
    }
    return sum;
  }
  const premium = kind === 'term' ? a.premiums.termMonthly : a.premiums.permanentMonthly;
  if (kind === 'term' && !a.suitability.termAvailable) return null;
  return premium > 0 ? premium : null;
}

/** The monthly premium of the recommended plan, or null when it has none to quote. */
export function planMonthly(a: TNeedsAnalysis): number | null {
  const m = a.recommendation.monthly;
  return a.recommendedCoverage > 0 && m !== null && m > 0 ? m : null;
}

/** An amount, or 'none' (a page never shows $0 as a figure). */
function amountText(amount: number): string {
  return amount > 0 ? formatCurrency(amount) : 'none';
}

/** Premium rates are quoted per this much cover ("a rate per $1,000 of cover"). */
const RATE_BASIS = 1_000;

/** A premium, or the advisor's confirmation when there is none to quote. */
function premiumText(premium: number | null): string {
  return premium === null ? PRIMARY_MONTHLY_UNCONFIRMED : perMonth(premium);
}

/** The budget figures: only when the client gave a budget. */
const NOT_GIVEN = 'not given';

/** '$1.58', '$1,643.84': dollars with cents, for the small per-day figure. */
function dollarsAndCents(amount: number): string {
  const [whole = '0', cents = '00'] = (Number.isFinite(amount) ? Math.max(0, amount) : 0)
    .toFixed(2)
    .split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The monthly premium of the recommended plan, or null when there is none to quote. */
export function primaryMonthly(
  analysis: TNeedsAnalysis,
  document: Pick<TPresentationDocument, 'primaryPlanKind'>,
): number | null {
  return document.primaryPlanKind ? kindMonthly(analysis, document.primaryPlanKind) : null;
}

/** The formatted text of one figure (plain text: escape it before putting it into HTML). */
export function figureValue(
  id: TFigureId,
  analysis: TNeedsAnalysis,
  document: Pick<TPresentationDocument, 'primaryPlanKind'>,
): string {
  const a = analysis;
  const need = leadNeed(a);
  const v = a.assumptionValues;
  const budget = a.inputs.monthlyBudget;
  const term = kindMonthly(a, 'term');
  const share = (fit: 'term' | 'permanent') =>
    a.budgetFit ? `${a.budgetFit[fit].coveredPercent}%` : NOT_GIVEN;
  switch (id) {
    case 'total-need':
      return amountText(a.totalNeed);
    case 'gap':
      return amountText(a.gap);
    case 'existing-cover':
      return amountText(a.existingCoverage);
    case 'recommended-coverage':
      return a.recommendedCoverage > 0 ? formatCurrency(a.recommendedCoverage) : 'no new cover';
    case 'income-replacement':
      return amountText(need.income);
    case 'income-replacement-years':
      return need.years > 0 ? yearsText(need.years) : 'none';
    case 'debts':
      return amountText(need.debt);
    case 'mortgage':
      return amountText(need.mortgage);
    case 'education':
      return amountText(need.education);
    case 'final-expenses':
      return amountText(need.finalExpenses + a.permanentNeeds.finalExpenses);
    case 'annual-income':
      return amountText(a.inputs.annualIncome);
    case 'monthly-budget':
      return budget === null ? NOT_GIVEN : perMonth(budget);
    case 'age':
      return String(a.inputs.age);
    case 'dependents':
      return dependentsText(a.inputs.dependents);
    case 'term-years':
      return yearsText(a.termLengthYears);
    case 'term-monthly':
      return premiumText(term);
    case 'permanent-monthly':
      return premiumText(kindMonthly(a, 'permanent'));
    case 'primary-monthly':
      return premiumText(primaryMonthly(a, document));
    case 'term-daily':
      return term === null
        ? PRIMARY_MONTHLY_UNCONFIRMED
        : `${dollarsAndCents((term * 12) / 365)} a day`;
    case 'term-budget-share':
      return share('term');
    case 'permanent-budget-share':
      return share('permanent');
    case 'waiting-years':
      return yearsText(a.costOfWaiting.years);
    case 'term-monthly-later':
      return premiumText(a.costOfWaiting.termMonthlyLater || null);
    case 'permanent-monthly-later':
      return premiumText(a.costOfWaiting.permanentMonthlyLater || null);
    case 'term-extra-over-term':
      return amountText(a.costOfWaiting.termExtraOverTerm);
    case 'savings':
      return amountText(a.savings);
    case 'existing-cover-individual':
      return amountText(a.inputs.existingCoverIndividual);
    case 'existing-cover-group':
      return amountText(a.inputs.existingCoverGroup);
    case 'dime-total':
      return amountText(a.dime.total);
    case 'hlv-total':
      return amountText(a.hlv.total);
    case 'hlv-present-value':
      return amountText(a.hlv.presentValue);
    case 'hlv-annual-amount':
      return amountText(a.hlv.annualAmount);
    case 'recommended-monthly':
      return premiumText(planMonthly(a));
    case 'support-years':
      return v.supportYears > 0 ? yearsText(v.supportYears) : 'none';
    case 'education-per-child':
      return amountText(v.educationPerChild);
    case 'discount-rate':
      return percentText(v.discountRatePercent);
    case 'income-replacement-percent':
      return percentText(v.incomeReplacementPercent);
    case 'policy-fee':
      return `${formatCurrency(a.premiums.policyFeeAnnual)} a year`;
    case 'children':
      return childrenText(a.inputs.childrenAges.length);
    case 'youngest-child-age':
      return a.inputs.youngestChildAge === null ? 'not stated' : String(a.inputs.youngestChildAge);
    case 'spouse-income':
      return amountText(a.inputs.spouseIncome);
    case 'permanent-need':
      return amountText(a.permanentNeeds.total);
    case 'final-taxes':
      return amountText(a.permanentNeeds.finalTaxes);
    case 'term-need':
      return amountText(a.recommendation.termNeed);
    case 'rate-basis':
      return formatCurrency(RATE_BASIS);
  }
}

/** Every `data-figure` placeholder filled with its value; unknown ids dropped. */
export function fillFigures(
  html: string,
  analysis: TNeedsAnalysis,
  document: Pick<TPresentationDocument, 'primaryPlanKind'>,
): string {
  return replacePlaceholders(html, 'data-figure', (id, classes) => {
    if (!isFigureId(id)) return '';
    const className = ['pc-figure', ...classes].join(' ');
    return `<span class="${className}" data-figure="${id}">${escapeHtml(figureValue(id, analysis, document))}</span>`;
  });
}
