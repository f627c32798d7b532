// The figures the renderer puts into `data-figure` placeholders, formatted from the needs
// analysis, and the placeholder replacement every fill step (figures, charts, blocks, icons) uses.
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { escapeHtml } from './escape';
import { isContentClass, isFigureId, type TFigureId } from './placeholders';
import type { TPresentationDocument } from './schema';

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
  if (a.leadMethod === 'hlv') {
    const h = a.hlv;
    return {
      income: h.presentValue,
      years: h.years,
      debt: h.debt,
      mortgage: h.mortgage,
      education: h.education,
      finalExpenses: h.finalExpenses,
      total: h.total,
    };
  }
  const d = a.dime;
  return {
    income: d.income,
    years: a.incomeReplacement.years,
    debt: d.debt,
    mortgage: d.mortgage,
    education: d.education,
    finalExpenses: d.finalExpenses,
    total: d.total,
  };
}

/** The monthly premium of a kind, or null when the analysis has none to quote (no coverage, or term not available). */
export function kindMonthly(a: TNeedsAnalysis, kind: 'term' | 'permanent'): number | null {
  if (a.recommendedCoverage <= 0) return null;
  if (kind === 'term') return a.suitability.termAvailable ? a.premiums.termMonthly : null;
  return a.premiums.permanentMonthly;
}

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
  switch (id) {
    case 'total-need':
      return formatCurrency(a.totalNeed);
    case 'gap':
      return formatCurrency(a.gap);
    case 'existing-cover':
      return formatCurrency(a.existingCoverage);
    case 'recommended-coverage':
      return formatCurrency(a.recommendedCoverage);
    case 'income-replacement':
      return formatCurrency(need.income);
    case 'income-replacement-years':
      return yearsText(need.years);
    case 'debts':
      return formatCurrency(need.debt);
    case 'mortgage':
      return formatCurrency(need.mortgage);
    case 'education':
      return formatCurrency(need.education);
    case 'final-expenses':
      return formatCurrency(need.finalExpenses);
    case 'annual-income':
      return formatCurrency(a.inputs.annualIncome);
    case 'monthly-budget':
      return perMonth(a.inputs.monthlyBudget);
    case 'age':
      return String(a.inputs.age);
    case 'dependents':
      return dependentsText(a.inputs.dependents);
    case 'term-years':
      return yearsText(a.termLengthYears);
    case 'term-monthly':
      return perMonth(a.premiums.termMonthly);
    case 'permanent-monthly':
      return perMonth(a.premiums.permanentMonthly);
    case 'primary-monthly': {
      const premium = primaryMonthly(a, document);
      return premium === null ? PRIMARY_MONTHLY_UNCONFIRMED : perMonth(premium);
    }
    case 'term-daily':
      return `${dollarsAndCents((a.premiums.termMonthly * 12) / 365)} a day`;
    case 'term-budget-share':
      return `${a.budgetFit.term.coveredPercent}%`;
    case 'permanent-budget-share':
      return `${a.budgetFit.permanent.coveredPercent}%`;
    case 'waiting-years':
      return yearsText(a.costOfWaiting.years);
    case 'term-monthly-later':
      return perMonth(a.costOfWaiting.termMonthlyLater);
    case 'permanent-monthly-later':
      return perMonth(a.costOfWaiting.permanentMonthlyLater);
    case 'term-extra-over-term':
      return formatCurrency(a.costOfWaiting.termExtraOverTerm);
    case 'savings':
      return formatCurrency(a.savings);
    case 'existing-cover-individual':
      return formatCurrency(a.inputs.existingCoverIndividual);
    case 'existing-cover-group':
      return formatCurrency(a.inputs.existingCoverGroup);
    case 'dime-total':
      return formatCurrency(a.dime.total);
    case 'hlv-total':
      return formatCurrency(a.hlv.total);
    case 'hlv-present-value':
      return formatCurrency(a.hlv.presentValue);
    case 'hlv-annual-amount':
      return formatCurrency(a.hlv.annualAmount);
    case 'recommended-monthly': {
      const premium = kindMonthly(a, a.suitability.recommendedKind);
      return premium === null ? PRIMARY_MONTHLY_UNCONFIRMED : perMonth(premium);
    }
    case 'support-years':
      return yearsText(v.supportYears);
    case 'education-per-child':
      return formatCurrency(v.educationPerChild);
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
      return formatCurrency(a.inputs.spouseIncome);
  }
}

const VOID_ELEMENTS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'wbr',
  'col',
  'area',
  'source',
  'embed',
  'track',
  'meta',
  'link',
  'base',
  'param',
]);

function attributeValue(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>/]+))`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : null;
}

/** The end of the element whose opening tag ends at `from` (nesting of the same tag counted), or null. */
function elementEnd(html: string, tag: string, from: number): number | null {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match[1] === '/') depth -= 1;
    else if (!match[0].endsWith('/>')) depth += 1;
    if (depth === 0) return pattern.lastIndex;
  }
  return null;
}

/**
 * Replaces every element carrying `attribute` (e.g. 'data-figure'), with all it contains, by
 * `render(id, classes)`: id is the attribute's value in lower case, classes the placeholder's
 * design-system content classes. An element left unclosed loses only its opening tag.
 */
export function replacePlaceholders(
  html: string,
  attribute: string,
  render: (id: string, classes: string[]) => string,
): string {
  const tags = /<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi;
  let out = '';
  let cursor = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const attributes = match[2] ?? '';
    const id = attributeValue(attributes, attribute);
    if (id === null) continue;
    const tag = (match[1] ?? '').toLowerCase();
    const empty = VOID_ELEMENTS.has(tag) || attributes.trimEnd().endsWith('/');
    const end = (empty ? null : elementEnd(html, tag, tags.lastIndex)) ?? tags.lastIndex;
    const classes = (attributeValue(attributes, 'class') ?? '').split(/\s+/).filter(isContentClass);
    out += html.slice(cursor, match.index) + render(id.toLowerCase(), classes);
    cursor = end;
    tags.lastIndex = end;
  }
  return out + html.slice(cursor);
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
