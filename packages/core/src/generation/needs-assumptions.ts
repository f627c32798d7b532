// The needs analysis's defaults and the plain sentences that state every assumption it used, as
// the presentation's "where it comes from" reads them out. Sentences carry figures, never HTML.
import { LEAD_METHOD_LABELS, type TLeadMethod } from './needs-facts';
import type { TNeedsBasis } from './needs-inputs';
import { POLICY_FEE_ANNUAL, TERM_MAX_ISSUE_AGE } from './needs-rates';
import type { TDimeNeed, THlvNeed, TTermLength } from './needs-types';

export const NEEDS_DISCLAIMER =
  'Illustrative estimates, not a quote or an offer. Premiums depend on underwriting.';

export const NEEDS_ASSUMPTIONS = {
  retirementAge: 65,
  /** Children are supported until this age. */
  childSupportUntilAge: 18,
  /** Years of support by family shape when no children's ages are given. */
  supportYearsWithDependents: 18,
  supportYearsWithPartner: 5,
  supportYearsSingle: 1,
  /** Share of gross income the family needs, net of the insured's own consumption and taxes. */
  incomeReplacementPercent: 75,
  /** Real discount rate (return net of inflation). */
  discountRatePercent: 3,
  /** Published examples use $90,000–$200,000 per child. */
  educationPerChild: 100_000,
  finalExpenses: 15_000,
  coverageRounding: 25_000,
  policyFeeAnnual: POLICY_FEE_ANNUAL,
  termMaxIssueAge: TERM_MAX_ISSUE_AGE,
  /** Estate goals lead to whole life from this age. */
  estateAge: 55,
  /** With no income to replace, whole life leads from this age. */
  noIncomeNeedAge: 60,
  waitingYears: 5,
  mortgageYearsLeft: 25,
  debtYearsLeft: 5,
  seriesYears: 20,
} as const;

/** '$1,250,000' (whole dollars, en grouping); negative and non-finite values show as $0. */
export function formatCurrency(amount: number): string {
  const whole = Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;
  return `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function sourceNote(source: string, fallback = 'default'): string {
  if (source === 'advisor') return 'set by your advisor';
  if (source === 'client') return 'as you set';
  return fallback;
}

function supportSentence(b: TNeedsBasis): string {
  const A = NEEDS_ASSUMPTIONS;
  const { supportYears, supportYearsSource } = b.assumptionValues;
  if (supportYears === 0)
    return `Income support: none, because income is assumed to stop at the retirement age of ${A.retirementAge}.`;
  const why =
    supportYearsSource === 'advisor'
      ? 'as your advisor set'
      : supportYearsSource === 'youngest-child'
        ? `until your youngest child turns ${A.childSupportUntilAge}`
        : b.basis === 'dependents'
          ? 'while your dependents grow up, as their ages were not given'
          : b.basis === 'partner'
            ? 'a transition period for your partner'
            : 'time to settle your affairs';
  if (supportYears < b.supportYearsBeforeLimit) {
    return `Income support: ${plural(supportYears, 'year')}, until the retirement age of ${A.retirementAge} (otherwise ${plural(b.supportYearsBeforeLimit, 'year')}, ${why}).`;
  }
  return `Income support: ${plural(supportYears, 'year')}, ${why} (support always ends by age ${A.retirementAge}).`;
}

function educationSentence(b: TNeedsBasis): string {
  const { educationPerChild, educationSource } = b.assumptionValues;
  const n = b.childrenToEducate;
  if (n === 0)
    return b.childrenAgesGiven
      ? 'Education: none, as no child is under 18.'
      : 'Education: none, as there are no dependents.';
  const who = b.childrenAgesGiven ? plural(n, 'child', 'children') : plural(n, 'dependent');
  const note =
    educationSource === 'default'
      ? 'default; published examples use $90,000–$200,000'
      : sourceNote(educationSource);
  return `Education: ${formatCurrency(educationPerChild)} per child for ${who} (${note}).`;
}

function balancesSentence(b: TNeedsBasis): string {
  const i = b.inputs;
  const money = (n: number) => (n > 0 ? formatCurrency(n) : 'none');
  const split =
    i.existingCoverIndividual > 0 && i.existingCoverGroup > 0
      ? ` (${formatCurrency(i.existingCoverIndividual)} individual, ${formatCurrency(i.existingCoverGroup)} group)`
      : i.existingCoverGroup > 0
        ? ' (group life)'
        : i.existingCoverIndividual > 0
          ? ' (individual)'
          : '';
  return `As provided: other debts ${money(i.debts)}, mortgage ${money(i.mortgage)}, existing cover ${money(i.existingCoverage)}${split}, savings ${money(i.savings)}.`;
}

function personSentence(b: TNeedsBasis): string {
  const { age, sex, smoker } = b.inputs;
  // 'an 8-', 'an 11-', 'an 18-', 'an 80-year-old' as said aloud.
  const article = age === 8 || age === 11 || age === 18 || (age >= 80 && age <= 89) ? 'an' : 'a';
  const years = `${article} ${age}-year-old`;
  const who =
    sex === 'male'
      ? `${years} man`
      : sex === 'female'
        ? `${years} woman`
        : `${years} (a blended male and female rate, as sex is not stated)`;
  return `${who}, ${smoker ? 'smoker' : 'non-smoker'}`;
}

export interface TSentenceParts {
  dime: TDimeNeed;
  hlv: THlvNeed;
  leadMethod: TLeadMethod;
  recommendedCoverage: number;
  termLengthYears: TTermLength;
  termAvailable: boolean;
  /** The longest term the client wanted was not issuable at this age. */
  termShortened: boolean;
}

/** One plain sentence per assumption the analysis used, with its value and where it came from. */
export function assumptionSentences(b: TNeedsBasis, p: TSentenceParts): string[] {
  const v = b.assumptionValues;
  const i = b.inputs;
  const other: TLeadMethod = p.leadMethod === 'dime' ? 'hlv' : 'dime';
  const sentences = [supportSentence(b)];
  if (v.supportYears > 0 && i.annualIncome === 0) {
    sentences.push('Income: none was given, so no income is replaced.');
  } else if (v.supportYears > 0) {
    sentences.push(
      `Income (DIME): your gross income of ${formatCurrency(i.annualIncome)} a year for each year of support.`,
    );
    sentences.push(
      `Income replacement: ${v.incomeReplacementPercent}% of gross income (${sourceNote(v.incomeReplacementSource)}), net of your own consumption and taxes, valued today at a real discount rate of ${v.discountRatePercent}% a year (${sourceNote(v.discountRateSource)}; return net of inflation).`,
    );
  }
  sentences.push(educationSentence(b));
  sentences.push(
    `Final expenses: ${formatCurrency(v.finalExpenses)} (${sourceNote(v.finalExpensesSource)}).`,
  );
  sentences.push(balancesSentence(b));
  const paidDown = [
    i.debts > 0 ? `other debts are repaid over ${NEEDS_ASSUMPTIONS.debtYearsLeft} years` : '',
    i.mortgage > 0 ? `the mortgage over ${NEEDS_ASSUMPTIONS.mortgageYearsLeft} years` : '',
  ].filter((t) => t !== '');
  if (paidDown.length > 0)
    sentences.push(
      `Over time: ${paidDown.join(' and ')}, so the need left falls as they are paid.`,
    );
  if (i.spouseIncome > 0) {
    sentences.push(
      `Your spouse's income of ${formatCurrency(i.spouseIncome)} a year is stated, not subtracted: the years of support and share of income above set what the family needs.`,
    );
  }
  const totals = { dime: p.dime.total, hlv: p.hlv.total };
  const label = (method: TLeadMethod) =>
    method === 'dime'
      ? LEAD_METHOD_LABELS.dime
      : LEAD_METHOD_LABELS.hlv.charAt(0).toLowerCase() + LEAD_METHOD_LABELS.hlv.slice(1);
  sentences.push(
    `Method: ${label(p.leadMethod)} gives ${formatCurrency(totals[p.leadMethod])}, the figure used; ${label(other)} gives ${formatCurrency(totals[other])}.`,
  );
  sentences.push(
    `Recommended cover: the need less existing cover and savings, rounded up to the next ${formatCurrency(v.coverageRounding)}.`,
  );
  if (!p.termAvailable) {
    sentences.push(
      `Term life: not offered, as level term is rarely issued past age ${TERM_MAX_ISSUE_AGE[10]}.`,
    );
  } else if (p.termShortened) {
    sentences.push(
      `Term length: ${p.termLengthYears} years, the longest level term usually issued at age ${i.age}.`,
    );
  }
  sentences.push(
    p.recommendedCoverage > 0
      ? `Premiums: illustrative rates for ${personSentence(b)}, including a ${formatCurrency(POLICY_FEE_ANNUAL)} yearly policy fee; not a quote.`
      : 'Premiums: none, as existing cover and savings already meet the need.',
  );
  return sentences;
}
