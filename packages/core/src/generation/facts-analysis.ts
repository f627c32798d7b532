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
  profile: "from the advisor's profile",
  health: 'estimated from the health status',
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
    `- Income replacement (present value): ${sumLine([hlvIncome, ...shared], money(hlv.total, ...(a.leadMethod === 'hlv' ? ['total-need'] : []), 'hlv-total'))}.`,
    ...capitalLines(a),
    ...beyondLines(a),
  ];
}

/** The capital methods on the yearly shortfall, with the lump sums the other methods add. */
function capitalLines(a: TNeedsAnalysis): string[] {
  const c = a.capital;
  if (c.annualNeed <= 0) return [];
  const lead = (m: TNeedsAnalysis['leadMethod']) => (a.leadMethod === m ? ['total-need'] : []);
  return [
    `- Capital methods: the family's ${formatCurrency(c.annualNeed)} a year less survivor income ${formatCurrency(c.survivorIncome)} and survivor benefits ${formatCurrency(c.survivorBenefits)} leaves ${formatCurrency(c.annualShortfall)} a year. Capital liquidation ${money(c.liquidationTotal, ...lead('capital-liquidation'))}; capital retention ${
      c.retentionTotal === null
        ? 'has no finite figure (income grows as fast as the return)'
        : money(c.retentionTotal, ...lead('capital-retention'))
    }.`,
  ];
}

/** Needs that do not end and business needs, when there are any. */
function beyondLines(a: TNeedsAnalysis): string[] {
  const p = a.permanentNeeds;
  const lines: string[] = [];
  if (p.total > 0)
    lines.push(
      `- Needs that do not end: ${money(p.total, 'permanent-need')} (final taxes ${money(p.finalTaxes, 'final-taxes')}${p.finalTaxesDeferred ? ', deferred to the second death' : ''}, estate costs ${formatCurrency(p.estateCosts)}, legacy ${formatCurrency(p.legacy)}, lifelong support ${formatCurrency(p.lifelongDependent)}, final expenses ${formatCurrency(p.finalExpenses)}). Amounts in ${a.currency}.`,
    );
  if (a.businessNeeds.total > 0)
    lines.push(
      `- Business needs (set by the advisor, until retirement): key person ${formatCurrency(a.businessNeeds.keyPerson)}, buy-sell ${formatCurrency(a.businessNeeds.buySell)}.`,
    );
  return lines;
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
    `${v.incomeGrowthPercent > 0 ? 'discount rate' : 'real discount rate'} ${v.discountRatePercent}%${figureHint('discount-rate')} (${SOURCE_LABELS[v.discountRateSource]})`,
    `income growth ${v.incomeGrowthPercent}% a year (${SOURCE_LABELS[v.incomeGrowthSource]})`,
    `payments at the ${v.paymentTiming === 'begin' ? 'start' : 'end'} of each year (${SOURCE_LABELS[v.paymentTimingSource]})`,
    ...(a.dime.education > 0 || a.inputs.childrenAges.length > 0 || a.inputs.dependents > 0
      ? [
          `education per child ${money(v.educationPerChild, 'education-per-child')} (${SOURCE_LABELS[v.educationSource]})`,
        ]
      : []),
    `final expenses ${money(v.finalExpenses, 'final-expenses')} (${SOURCE_LABELS[v.finalExpensesSource]})`,
    `retirement age ${v.retirementAge} (${SOURCE_LABELS[v.retirementAgeSource]})`,
    ...(a.inputs.mortgage > 0
      ? [
          `mortgage paid over ${v.mortgageYearsLeft} years (${SOURCE_LABELS[v.mortgageYearsLeftSource]})`,
        ]
      : []),
    ...(a.inputs.existingCoverGroup > 0
      ? [
          `group cover counted at ${v.groupCoverCountedPercent}% (${SOURCE_LABELS[v.groupCoverCountedSource]})`,
        ]
      : []),
    `coverage rounded up to the next ${formatCurrency(v.coverageRounding)}`,
  ];
  return `- Assumptions (value, where it comes from; a default is never the client's own fact, so never present it as theirs): ${parts.join('; ')}.`;
}

function policyText(p: TNeedsAnalysis['recommendation']['policies'][number]): string {
  const kind = p.kind === 'term' ? `a ${p.length}-year term` : 'permanent (whole) life';
  const monthly =
    p.monthly === null
      ? 'no price (specialist underwriting)'
      : `${formatCurrency(p.monthly)} a month`;
  return `${kind} of ${formatCurrency(p.cover)} at ${monthly}`;
}

function recommendationLines(a: TNeedsAnalysis, mentionHealth: boolean): string[] {
  const r = a.recommendation;
  const healthFree = (text: string) => mentionHealth || !mentionsHealth(text);
  const caveats = r.caveats
    .filter((c) => mentionHealth || c.kind !== 'rated-class')
    .map((c) => c.text)
    .filter(healthFree);
  const lines = [
    `- The plan (place <div data-block="recommendation"></div>; it lays out everything below with the figures): ${r.summary}`,
  ];
  if (r.shape === 'none') {
    lines.push(
      '- No gap: existing cover and savings meet the need as analysed. Say so plainly; do not quote a coverage amount or premiums for a gap, do not use the budget, premium or cost-of-waiting figures, and do not write of buying coverage worth nothing.',
    );
  } else {
    lines.push(
      `- Policies: ${r.policies.map(policyText).join('; ')}. Monthly in all: ${money(r.monthly ?? 0, 'recommended-monthly')}${r.monthly === null ? ' (not priced: say the advisor will confirm it)' : ''}. Cover in all: ${money(r.cover, 'recommended-coverage')}. Each premium includes an annual policy fee of ${money(a.premiums.policyFeeAnnual, 'policy-fee')}.`,
    );
  }
  const reasons = r.reasons.filter(healthFree);
  if (reasons.length > 0) lines.push(`- Why: ${reasons.join(' ')}`);
  if (caveats.length > 0)
    lines.push(
      `- What the client must know (the block shows these; never write anything that contradicts them): ${caveats.join(' ')}`,
    );
  if (r.alternatives.length > 0)
    lines.push(
      `- Options weighed and not chosen: ${r.alternatives.map((alt) => `${alt.label}: ${alt.whyNot}`).join(' ')}`,
    );
  lines.push(
    a.inputs.monthlyBudget === null
      ? "- Monthly budget: not given by the client. Never mention a budget, affordability against a budget, or the budget figures; the default on the form is not the client's."
      : `- Monthly budget (the client's): ${money(a.inputs.monthlyBudget, 'monthly-budget')}.`,
  );
  return lines;
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
