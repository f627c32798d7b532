// The sentences of the needs table saying where each figure comes from: the assumption used, and
// who set it (the advisor, the client, our standard, or the family's shape).
import {
  formatCurrency,
  type TAssumptionSource,
  type TNeedsAnalysis,
} from '../generation/needs-analysis';
import type { TLeadMethod } from '../generation/needs-facts';
import { childrenText, dependentsText, percentText, yearsText, type TLeadNeed } from './figures';

/** Where an assumption came from, as a sentence says it. */
export const SOURCE_NOTES: Readonly<Record<TAssumptionSource, string>> = {
  advisor: 'set by your advisor',
  client: 'as you told us',
  default: 'our standard assumption',
  'youngest-child': 'from your youngest child’s age',
  'family-shape': 'the usual period for your family situation',
  profile: 'where your advisor practises',
  health: 'from the health described',
};

function supportReason(a: TNeedsAnalysis): string {
  const v = a.assumptionValues;
  if (v.supportYearsSource === 'youngest-child') {
    const youngest = a.inputs.youngestChildAge;
    return youngest === null
      ? 'until your youngest child is independent'
      : `until your youngest child, now ${youngest}, is independent`;
  }
  if (v.supportYearsSource === 'advisor' || v.supportYearsSource === 'client')
    return SOURCE_NOTES[v.supportYearsSource];
  const basis = a.incomeReplacement.basis;
  return basis === 'dependents'
    ? 'until your youngest dependent is independent'
    : basis === 'partner'
      ? 'to give your partner time to adjust'
      : 'to settle your affairs';
}

export function incomeWhy(a: TNeedsAnalysis, method: TLeadMethod): string {
  const v = a.assumptionValues;
  const income = formatCurrency(a.inputs.annualIncome);
  if (a.incomeReplacement.basis === 'single' && v.supportYearsSource !== 'advisor')
    return 'No income replacement: nobody depends on your income.';
  if (a.inputs.annualIncome <= 0) return 'No income replacement: no income was given.';
  if (method === 'capital-liquidation' || method === 'capital-retention') {
    const c = a.capital;
    if (c.annualShortfall <= 0)
      return 'No income to replace: what your family would still receive meets what it needs each year.';
    const drawn =
      method === 'capital-retention' && c.retention !== null
        ? 'kept whole, so its return alone pays it for as long as needed'
        : `drawn down over ${yearsText(a.incomeReplacement.years)}`;
    return `The ${formatCurrency(c.annualShortfall)} a year your family would lack (its ${formatCurrency(c.annualNeed)} need less what survivors receive), as capital ${drawn}.`;
  }
  if (method === 'hlv') {
    const h = a.hlv;
    if (h.years <= 0 || h.annualAmount <= 0)
      return `No income to replace: you are at or past the usual retirement age of ${v.retirementAge}.`;
    return `${percentText(v.incomeReplacementPercent)} of your ${income} income (${SOURCE_NOTES[v.incomeReplacementSource]}), ${formatCurrency(h.annualAmount)} a year for ${yearsText(h.years)}, valued today with a real discount rate of ${percentText(h.discountRatePercent)} (${SOURCE_NOTES[v.discountRateSource]}).`;
  }
  const years = a.incomeReplacement.years;
  if (years <= 0)
    return `No income replacement: you are at or past the usual retirement age of ${v.retirementAge}.`;
  return `${yearsText(years)} of your ${income} income, ${supportReason(a)}.`;
}

export function educationWhy(a: TNeedsAnalysis, need: TLeadNeed): string {
  const v = a.assumptionValues;
  const perChild = v.educationPerChild > 0 ? Math.round(need.education / v.educationPerChild) : 0;
  const count = perChild > 0 ? perChild : a.inputs.childrenAges.length || a.inputs.dependents;
  const who = a.inputs.childrenAges.length > 0 ? childrenText(count) : dependentsText(count);
  const source = SOURCE_NOTES[v.educationSource];
  if (count <= 1)
    return `${formatCurrency(need.education)} for your ${a.inputs.childrenAges.length > 0 ? 'child' : 'dependent'}’s post-secondary studies (${source}).`;
  return `${formatCurrency(v.educationPerChild)} for each of your ${who.replace(/s$/, 's’').replace(/children$/, 'children’s')} post-secondary studies (${source}).`;
}

export function gapWhy(a: TNeedsAnalysis): string {
  // Savings held back from an estate's own taxes and costs leave a gap beyond need − cover − savings.
  const savingsHeldBack = a.gap > Math.max(0, a.totalNeed - a.existingCoverCounted - a.savings);
  if (a.inputs.planEstate && a.savings > 0 && savingsHeldBack)
    return 'What is left once your cover is counted; your savings are the estate you pass on, so they are not used for its taxes and costs.';
  if (a.gap <= 0)
    return a.savings > 0
      ? 'Your cover and savings already meet the need.'
      : 'Your existing cover already meets the need.';
  if (a.existingCoverage <= 0 && a.savings <= 0)
    return 'Nothing is in place yet, so the gap is the whole need.';
  return a.savings > 0
    ? 'What is left once your cover and savings are counted.'
    : 'What is left once your existing cover is counted.';
}
