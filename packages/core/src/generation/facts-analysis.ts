// The needs analysis as the prompt states it: both methods, the lead method the advisor picked,
// every assumption with its value and where it came from, cover, savings, the gap, the
// recommended kind and its premium, each with the figure placeholder that shows it. The analysis
// is the only source of figures; notes never override it.
import { FIGURE_IDS } from '../document/placeholders';
import type { TClientFormData } from './client-form';
import { analysisForPrompt, mentionsHealth } from './facts-privacy';
import { formatCurrency } from './needs-analysis';
import { LEAD_METHOD_LABELS } from './needs-facts';
import type { TAssumptionSource, TNeedsAnalysis } from './needs-types';
import { jsonForPrompt } from './prompt-text';

export const FACTS_WIN_RULE =
  "These facts are the only source of figures. They win over anything in the advisor's notes, the client's notes or a plan's notes: never repeat or estimate a figure from notes. Never type an amount or a percentage: place the figure named in brackets; where a fact has no figure, say it in words without the number.";

const SOURCE_LABELS: Readonly<Record<TAssumptionSource, string>> = {
  advisor: 'set by the advisor',
  client: "from the client's facts",
  default: 'the default',
  'youngest-child': 'until the youngest child is independent',
  'family-shape': 'by family shape',
};

const figureIds: ReadonlySet<string> = new Set<string>(FIGURE_IDS);

/** ' [figure ID]' for the first of the ids the renderer knows, else a note that no figure shows it. */
export function figureHint(...candidates: readonly string[]): string {
  const id = candidates.find((c) => figureIds.has(c));
  return id ? ` [figure ${id}]` : ' [no figure: do not state the amount]';
}

const money = (amount: number, ...figures: readonly string[]): string =>
  `${formatCurrency(amount)}${figureHint(...figures)}`;
const years = (n: number): string => `${n} year${n === 1 ? '' : 's'}`;

interface TPart {
  label: string;
  amount: number;
  /** The amount as the line states it, with its figure. */
  text: string;
}

const part = (label: string, amount: number, ...figures: readonly string[]): TPart => ({
  label,
  amount,
  text: money(amount, ...figures),
});

/** 'debts $22,000 [figure debts] + … = total (nothing for the mortgage, education)': the parts above zero, then the total. */
function sumLine(parts: readonly TPart[], total: string): string {
  const counted = parts.filter((p) => p.amount > 0).map((p) => `${p.label} ${p.text}`);
  const zero = parts.filter((p) => p.amount <= 0).map((p) => p.label);
  return `${counted.join(' + ') || formatCurrency(0)} = ${total}${zero.length > 0 ? ` (nothing for ${zero.join(', ')})` : ''}`;
}

function methodLines(a: TNeedsAnalysis, technical: boolean): string[] {
  const { dime, hlv } = a;
  const dimeLeads = a.leadMethod === 'dime';
  const other = dimeLeads ? 'hlv' : 'dime';
  // Debts, mortgage, education and final expenses are the same in both methods; the income part's figure is the lead method's.
  const shared = [
    part('debts', dime.debt, 'debts'),
    part('mortgage', dime.mortgage, 'mortgage'),
    part('education', dime.education, 'education'),
    part('final expenses', dime.finalExpenses, 'final-expenses'),
  ];
  const dimeIncome: TPart = {
    label: 'income',
    amount: dime.income,
    text: `${dimeLeads ? money(dime.income, 'income-replacement') : formatCurrency(dime.income)} (annual income × ${years(a.incomeReplacement.years)})`,
  };
  const hlvIncome: TPart = {
    label: 'income',
    amount: hlv.presentValue,
    text: `${money(hlv.presentValue, ...(dimeLeads ? [] : ['income-replacement']), 'hlv-present-value')} (${money(hlv.annualAmount, 'hlv-annual-amount')} a year for ${years(hlv.years)} at a ${hlv.discountRatePercent}% real discount rate)`,
  };
  return [
    `- Lead method (the advisor's choice): ${LEAD_METHOD_LABELS[a.leadMethod]}, over ${years(a.incomeReplacement.years)}${figureHint('income-replacement-years')} of income. The presentation leads with it. ${
      technical
        ? `Technical style: also show ${LEAD_METHOD_LABELS[other]} briefly, as a cross-check.`
        : `Do not present the other method, ${LEAD_METHOD_LABELS[other]}: only the technical style shows it.`
    }`,
    `- DIME: ${sumLine([dimeIncome, ...shared], money(dime.total, ...(dimeLeads ? ['total-need'] : []), 'dime-total'))}.`,
    `- Income replacement (present value): ${sumLine([hlvIncome, ...shared], money(hlv.total, ...(dimeLeads ? [] : ['total-need']), 'hlv-total'))}.`,
  ];
}

function familyLine(a: TNeedsAnalysis): string[] {
  const { inputs } = a;
  const parts = [
    `${inputs.dependents} dependent${inputs.dependents === 1 ? '' : 's'}${figureHint('dependents')}`,
    ...(inputs.childrenAges.length > 0
      ? [
          `${inputs.childrenAges.length} child${inputs.childrenAges.length === 1 ? '' : 'ren'}${figureHint('children')} aged ${inputs.childrenAges.join(', ')}, the youngest ${inputs.youngestChildAge ?? Math.min(...inputs.childrenAges)}${figureHint('youngest-child-age')}`,
        ]
      : []),
    ...(inputs.spouseIncome > 0
      ? [`spouse's income ${money(inputs.spouseIncome, 'spouse-income')}`]
      : []),
  ];
  return [`- Family: ${parts.join('; ')}.`];
}

function assumptionLine(a: TNeedsAnalysis): string {
  const v = a.assumptionValues;
  const parts = [
    `years of income support ${v.supportYears}${figureHint('support-years', 'income-replacement-years')} (${SOURCE_LABELS[v.supportYearsSource]})`,
    `share of income replaced ${v.incomeReplacementPercent}%${figureHint('income-replacement-percent')} (${SOURCE_LABELS[v.incomeReplacementSource]})`,
    `real discount rate ${v.discountRatePercent}%${figureHint('discount-rate')} (${SOURCE_LABELS[v.discountRateSource]})`,
    ...(a.dime.education > 0 || a.inputs.childrenAges.length > 0 || a.inputs.dependents > 0
      ? [
          `education per child ${money(v.educationPerChild, 'education-per-child')} (${SOURCE_LABELS[v.educationSource]})`,
        ]
      : []),
    `final expenses ${money(v.finalExpenses, 'final-expenses')} (${SOURCE_LABELS[v.finalExpensesSource]})`,
    `retirement age ${v.retirementAge}`,
    `coverage rounded up to the next ${formatCurrency(v.coverageRounding)}`,
  ];
  return `- Assumptions (value, where it comes from): ${parts.join('; ')}.`;
}

function recommendationLines(a: TNeedsAnalysis, mentionHealth: boolean): string[] {
  const { premiums, suitability } = a;
  const permanent = suitability.recommendedKind === 'permanent';
  const reasons = mentionHealth
    ? suitability.reasons
    : suitability.reasons.filter((r) => !mentionsHealth(r));
  if (a.recommendedCoverage <= 0) {
    return [
      '- No gap: existing cover and savings meet the need as analysed. Say so; do not quote a coverage amount or premiums for a gap, and do not write of buying coverage worth nothing.',
      ...(reasons.length > 0 ? [`- Why: ${reasons.join(' ')}`] : []),
    ];
  }
  return [
    `- Recommended kind: ${permanent ? 'permanent (whole) life' : `term life, ${years(a.termLengthYears)}${figureHint('term-years')}`}. ${
      suitability.termAvailable
        ? `A ${a.termLengthYears}-year term can be issued at this age.`
        : `A ${a.termLengthYears}-year term cannot be issued at this age: do not offer one.`
    }`,
    `- Premium of the recommended kind: ${money(premiums.recommendedMonthly, 'recommended-monthly', 'primary-monthly')} a month; the affordability text quotes the recommended plan's premium, never the other kind's. Term ${money(premiums.termMonthly, 'term-monthly')}, permanent ${money(premiums.permanentMonthly, 'permanent-monthly')} a month, each including an annual policy fee of ${money(premiums.policyFeeAnnual, 'policy-fee')}.`,
    ...(reasons.length > 0 ? [`- Why this kind: ${reasons.join(' ')}`] : []),
  ];
}

/**
 * The "Needs analysis" part of a request: the rule, what was removed from the notes
 * (`notesLines`), the facts in words with their figures, then the analysis as data.
 */
export function analysisFactLines(
  a: TNeedsAnalysis,
  client: Pick<TClientFormData, 'presentationStyle' | 'mentionHealth'>,
  notesLines: readonly string[] = [],
): string[] {
  const cover = a.inputs;
  return [
    FACTS_WIN_RULE,
    ...notesLines,
    ...methodLines(a, client.presentationStyle === 'technical'),
    ...familyLine(a),
    `- Total need (lead method): ${money(a.totalNeed, 'total-need')}.`,
    `- Existing cover: individual ${money(cover.existingCoverIndividual, 'existing-cover-individual')}, group (through work) ${money(cover.existingCoverGroup, 'existing-cover-group')}, in all ${money(a.existingCoverage, 'existing-cover')}.`,
    `- Savings and liquid assets: ${money(a.savings, 'savings')}.`,
    `- Gap (total need minus existing cover and savings, never below zero): ${money(a.gap, 'gap')}. Recommended coverage: ${money(a.recommendedCoverage, 'recommended-coverage')}.`,
    assumptionLine(a),
    ...recommendationLines(a, client.mentionHealth),
    'The full analysis (data):',
    '```json',
    jsonForPrompt(analysisForPrompt(a, client.mentionHealth)),
    '```',
  ];
}
