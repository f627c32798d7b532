// The plain sentences that state every assumption the analysis used, with its value and where it
// came from, as the presentation's "where it comes from" reads them out. A default is always called
// a default. Sentences carry figures, never HTML.
import { formatCurrency, NEEDS_ASSUMPTIONS } from './needs-assumptions';
import { LEAD_METHOD_LABELS, LEAD_METHODS, type TLeadMethod } from './needs-facts';
import type { TNeedsBasis } from './needs-inputs';
import { POLICY_FEE_ANNUAL, TERM_MAX_ISSUE_AGE } from './needs-rates';
import type {
  TBusinessNeeds,
  TCapitalNeed,
  TDimeNeed,
  THlvNeed,
  TPermanentNeeds,
  TTermLength,
} from './needs-types';

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
  const { supportYears, supportYearsSource, retirementAge, retirementAgeSource } =
    b.assumptionValues;
  const retirement = `the retirement age of ${retirementAge} (${sourceNote(retirementAgeSource)})`;
  if (b.basis === 'single' && supportYearsSource !== 'advisor')
    return 'Income support: none, as nobody relies on your income.';
  if (supportYears === 0)
    return `Income support: none, because income is assumed to stop at ${retirement}.`;
  const why =
    supportYearsSource === 'advisor'
      ? 'as your advisor set'
      : supportYearsSource === 'youngest-child'
        ? `until your youngest child turns ${A.childSupportUntilAge}`
        : b.basis === 'dependents'
          ? 'while your dependents grow up, as their ages were not given'
          : 'a transition period for your partner';
  if (supportYears < b.supportYearsBeforeLimit) {
    return `Income support: ${plural(supportYears, 'year')}, cut from ${plural(b.supportYearsBeforeLimit, 'year')} (${why}) by ${retirement}.`;
  }
  return `Income support: ${plural(supportYears, 'year')}, ${why}; it ends by ${retirement}.`;
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
  const v = b.assumptionValues;
  const money = (n: number) => (n > 0 ? formatCurrency(n) : 'none');
  const split =
    i.existingCoverIndividual > 0 && i.existingCoverGroup > 0
      ? ` (${formatCurrency(i.existingCoverIndividual)} individual, ${formatCurrency(i.existingCoverGroup)} group)`
      : i.existingCoverGroup > 0
        ? ' (group life)'
        : i.existingCoverIndividual > 0
          ? ' (individual)'
          : '';
  const group =
    i.existingCoverGroup > 0
      ? ` Group cover is counted at ${v.groupCoverCountedPercent}% (${sourceNote(v.groupCoverCountedSource)}).`
      : '';
  return `As provided: other debts ${money(i.debts)}, mortgage ${money(i.mortgage)}, existing cover ${money(i.existingCoverage)}${split}, savings ${money(i.savings)}.${group}`;
}

function valuationSentence(b: TNeedsBasis): string {
  const v = b.assumptionValues;
  const rate = `${v.discountRatePercent}% a year (${sourceNote(v.discountRateSource)}`;
  const timing = v.paymentTiming === 'begin' ? 'the start' : 'the end';
  const when = `paid at ${timing} of each year (${sourceNote(v.paymentTimingSource)})`;
  return v.incomeGrowthPercent > 0
    ? `Present values: income growing ${v.incomeGrowthPercent}% a year (${sourceNote(v.incomeGrowthSource)}), discounted at ${rate}), ${when}.`
    : `Present values: a real discount rate of ${rate}; return net of inflation), ${when}.`;
}

function capitalSentence(c: TCapitalNeed): string {
  const offsets = [
    c.survivorIncome > 0 ? `your partner's income of ${formatCurrency(c.survivorIncome)}` : '',
    c.survivorBenefits > 0
      ? `government survivor benefits of ${formatCurrency(c.survivorBenefits)}`
      : '',
  ].filter(Boolean);
  const less = offsets.length > 0 ? `, less ${offsets.join(' and ')} a year,` : '';
  return `Capital methods: the family's ${formatCurrency(c.annualNeed)} a year${less} leaves a shortfall of ${formatCurrency(c.annualShortfall)} a year.`;
}

function permanentSentence(p: TPermanentNeeds, b: TNeedsBasis): string | null {
  if (p.total === 0) return null;
  const v = b.assumptionValues;
  const i = b.inputs;
  const taxes =
    p.finalTaxes <= 0
      ? ''
      : i.jurisdiction === 'US'
        ? `federal estate tax ${formatCurrency(p.finalTaxes)} on an estate of ${formatCurrency(i.estateValue)}`
        : `final taxes ${formatCurrency(p.finalTaxes)} on ${[
            i.capitalGains > 0 ? `gains of ${formatCurrency(i.capitalGains)}` : '',
            i.registeredPlans > 0 ? `registered plans of ${formatCurrency(i.registeredPlans)}` : '',
          ]
            .filter(Boolean)
            .join(
              ' and ',
            )} at a ${v.marginalTaxRatePercent}% rate (${sourceNote(v.marginalTaxRateSource)})`;
  const parts = [
    taxes,
    p.estateCosts > 0 ? `estate costs ${formatCurrency(p.estateCosts)}` : '',
    p.legacy > 0 ? `legacy ${formatCurrency(p.legacy)}` : '',
    p.lifelongDependent > 0 ? `lifelong support ${formatCurrency(p.lifelongDependent)}` : '',
    p.finalExpenses > 0 ? `final expenses ${formatCurrency(p.finalExpenses)}` : '',
  ].filter(Boolean);
  return `Needs that do not end: ${parts.join(', ')}.`;
}

export interface TSentenceParts {
  dime: TDimeNeed;
  hlv: THlvNeed;
  capital: TCapitalNeed;
  permanentNeeds: TPermanentNeeds;
  businessNeeds: TBusinessNeeds;
  leadMethod: TLeadMethod;
  recommendedCoverage: number;
  termLengthYears: TTermLength;
  termAvailable: boolean;
  underwritingLabel: string;
}

function methodTotals(p: TSentenceParts): Record<TLeadMethod, number | null> {
  return {
    dime: p.dime.total,
    hlv: p.hlv.total,
    'capital-liquidation': p.capital.liquidationTotal,
    'capital-retention': p.capital.retentionTotal,
  };
}

function methodSentence(p: TSentenceParts): string {
  const totals = methodTotals(p);
  const label = (m: TLeadMethod) =>
    LEAD_METHOD_LABELS[m].replace(/^(?!DIME)./, (c) => c.toLowerCase());
  const others = LEAD_METHODS.filter((m) => m !== p.leadMethod).map((m) => {
    const total = totals[m];
    return `${label(m)} ${total === null ? 'has no finite figure' : `gives ${formatCurrency(total)}`}`;
  });
  const lead = totals[p.leadMethod];
  return `Method: ${label(p.leadMethod)} ${lead === null ? 'has no finite figure' : `gives ${formatCurrency(lead)}`}, the figure used; ${others.join('; ')}.`;
}

/** One plain sentence per assumption the analysis used, with its value and where it came from. */
export function assumptionSentences(b: TNeedsBasis, p: TSentenceParts): string[] {
  const v = b.assumptionValues;
  const i = b.inputs;
  const sentences = [supportSentence(b)];
  if (v.supportYears > 0 && i.annualIncome === 0) {
    sentences.push('Income: none was given, so no income is replaced.');
  } else if (v.supportYears > 0) {
    sentences.push(
      `Income (DIME): your gross income of ${formatCurrency(i.annualIncome)} a year for each year of support.`,
      `Income replacement: ${v.incomeReplacementPercent}% of gross income (${sourceNote(v.incomeReplacementSource)}), net of your own consumption and taxes.`,
      valuationSentence(b),
      capitalSentence(p.capital),
    );
  }
  sentences.push(educationSentence(b));
  sentences.push(
    `Final expenses: ${formatCurrency(v.finalExpenses)} (${sourceNote(v.finalExpensesSource)}).`,
  );
  sentences.push(balancesSentence(b));
  const paidDown = [
    i.debts > 0 ? `other debts are repaid over ${NEEDS_ASSUMPTIONS.debtYearsLeft} years` : '',
    i.mortgage > 0
      ? `the mortgage over ${v.mortgageYearsLeft} years (${sourceNote(v.mortgageYearsLeftSource)})`
      : '',
  ].filter((t) => t !== '');
  if (paidDown.length > 0)
    sentences.push(
      `Over time: ${paidDown.join(' and ')}, so the need left falls as they are paid.`,
    );
  if (i.spouseIncome > 0 && (p.leadMethod === 'dime' || p.leadMethod === 'hlv')) {
    sentences.push(
      `Your partner's income of ${formatCurrency(i.spouseIncome)} a year is stated, not subtracted, by this method: the years of support and share of income above set what the family needs.`,
    );
  }
  const permanent = permanentSentence(p.permanentNeeds, b);
  if (permanent) sentences.push(permanent);
  if (p.businessNeeds.total > 0)
    sentences.push(
      `Business needs (set by your advisor): key person ${formatCurrency(p.businessNeeds.keyPerson)}, buy-sell ${formatCurrency(p.businessNeeds.buySell)}, until retirement.`,
    );
  sentences.push(methodSentence(p));
  sentences.push(
    `Recommended cover: the need less existing cover and savings, rounded up to the next ${formatCurrency(v.coverageRounding)}.`,
  );
  if (!p.termAvailable)
    sentences.push(
      `Term life: not offered, as level term is rarely issued past age ${TERM_MAX_ISSUE_AGE[10]}.`,
    );
  sentences.push(
    p.recommendedCoverage > 0
      ? `Premiums: illustrative rates at ${p.underwritingLabel} (${b.rateClassSource === 'advisor' ? 'set by your advisor' : 'estimated from the health described'}), ${i.smoker ? 'smoker' : 'non-smoker'}, ${sexText(i.sex)}, age ${i.age}, including a ${formatCurrency(POLICY_FEE_ANNUAL)} yearly policy fee; not a quote.`
      : 'Premiums: none, as existing cover and savings already meet the need.',
  );
  sentences.push(
    i.jurisdiction === 'US'
      ? 'Amounts are in US dollars; US federal estate tax rules apply.'
      : 'Amounts are in Canadian dollars; Canadian tax rules apply.',
  );
  return sentences;
}

function sexText(sex: TNeedsBasis['inputs']['sex']): string {
  return sex === 'blended' ? 'a blended male and female rate, as sex is not stated' : sex;
}
