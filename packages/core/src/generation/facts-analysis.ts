// The needs analysis as the prompt states it: a compact list of facts, each amount named only by
// the figure that shows it ({total-need}), each saying whether it is the client's fact, the
// advisor's setting or a default, with relative sizes in words. No amount is written out and no
// raw analysis is sent: the renderer fills every figure, and the analysis wins over any note.
import type { TClientFormData } from './client-form';
import { mentionsHealth } from './facts-privacy';
import { LEAD_METHOD_LABELS } from './needs-facts';
import type { TAssumptionSource, TNeedsAnalysis } from './needs-types';
import type { TPresentationCase } from './presentation-case';
import { amountsAsFigures, figureValues } from './prompt-amounts';

export const FACTS_WIN_RULE =
  "These facts win over any note. {id}: a figure to place; never state an [amount] or [rate]. Sources: client (their fact), advisor (a setting), default (never present it as the client's).";

const SOURCE_LABELS: Readonly<Record<TAssumptionSource, string>> = {
  advisor: 'advisor',
  client: 'client',
  default: 'default',
  'youngest-child': 'default, until the youngest child is independent',
  'family-shape': 'default, by family shape',
  profile: "advisor's profile",
  health: 'default, from the health status',
};

interface TPart {
  text: string;
  amount: number;
}

/** The parts of the need above zero, largest first named as such, with their sources. */
function needParts(a: TNeedsAnalysis): TPart[] {
  const v = a.assumptionValues;
  const income = a.leadMethod === 'dime' ? a.dime.income : a.hlv.presentValue;
  const parts: TPart[] = [
    {
      text: `income {income-replacement} for {income-replacement-years} (${SOURCE_LABELS[v.supportYearsSource]})`,
      amount: income,
    },
    { text: 'mortgage {mortgage} (client)', amount: a.dime.mortgage },
    { text: 'debts {debts} (client)', amount: a.dime.debt },
    {
      text: `education {education} (${SOURCE_LABELS[v.educationSource]} per child)`,
      amount: a.dime.education,
    },
    {
      text: `final expenses {final-expenses} (${SOURCE_LABELS[v.finalExpensesSource]})`,
      amount: a.dime.finalExpenses,
    },
    {
      text: `needs that last for life {permanent-need}${a.permanentNeeds.finalTaxes > 0 ? ' incl. final taxes {final-taxes}' : ''}`,
      amount: a.permanentNeeds.total,
    },
    {
      text: 'business needs, key person and buy-sell (advisor; no figure: name them in words)',
      amount: a.businessNeeds.total,
    },
  ];
  const counted = parts.filter((p) => p.amount > 0);
  const largest = counted.reduce<TPart | null>(
    (best, p) => (best === null || p.amount > best.amount ? p : best),
    null,
  );
  return counted.map((p) =>
    p === largest && counted.length > 1 ? { ...p, text: `${p.text}, the largest part` } : p,
  );
}

function methodLine(a: TNeedsAnalysis, technical: boolean): string {
  const other = a.leadMethod === 'dime' ? 'hlv' : 'dime';
  // The technical needs table shows both methods' totals (business and lasting needs included).
  return `- Lead method (advisor): ${LEAD_METHOD_LABELS[a.leadMethod]}. ${
    technical
      ? `Cross-check: ${LEAD_METHOD_LABELS[other]}, in the needs table's second column.`
      : 'Never present the other method.'
  }`;
}

function familyLine(a: TNeedsAnalysis, c: TPresentationCase): string {
  const { inputs } = a;
  const parts = [
    ...(inputs.dependents > 0 ? ['dependents {dependents}'] : []),
    ...(inputs.childrenAges.length > 0
      ? ['children {children}, youngest {youngest-child-age}']
      : []),
    ...(inputs.spouseIncome > 0 ? ["spouse's income {spouse-income}"] : []),
  ];
  const who = c.supported ? '' : ' Nobody relies on their income.';
  return `- Family (client): ${parts.length > 0 ? parts.join('; ') : 'no dependents'}.${who}`;
}

function coverLine(a: TNeedsAnalysis): string {
  const { inputs } = a;
  const parts = [
    ...(inputs.existingCoverIndividual > 0
      ? ['individual {existing-cover-individual} (stays with the client)']
      : []),
    ...(inputs.existingCoverGroup > 0
      ? [
          `group {existing-cover-group} (through work, usually ends with the job; counted at ${
            a.assumptionValues.groupCoverCountedPercent >= 100 ? 'full value' : 'part of its value'
          }, ${SOURCE_LABELS[a.assumptionValues.groupCoverCountedSource]})`,
        ]
      : []),
  ];
  const cover = parts.length > 0 ? `{existing-cover}: ${parts.join('; ')}` : 'none';
  const savings = a.savings > 0 ? '{savings} (client)' : 'none counted';
  return `- Existing cover (client) ${cover}. Savings ${savings}.`;
}

function assumptionLine(a: TNeedsAnalysis, technical: boolean): string {
  const v = a.assumptionValues;
  const income = a.leadMethod === 'dime' ? a.dime.income : a.hlv.presentValue;
  const parts = [
    ...(income > 0
      ? [
          `share of income replaced {income-replacement-percent} (${SOURCE_LABELS[v.incomeReplacementSource]})`,
          ...(technical
            ? [`discount rate {discount-rate} (${SOURCE_LABELS[v.discountRateSource]})`]
            : []),
        ]
      : []),
    ...(a.dime.education > 0
      ? [`education per child {education-per-child} (${SOURCE_LABELS[v.educationSource]})`]
      : []),
    `retirement at ${v.retirementAge} (${SOURCE_LABELS[v.retirementAgeSource]})`,
    ...(a.inputs.mortgage > 0
      ? [
          `mortgage paid over ${v.mortgageYearsLeft} years (${SOURCE_LABELS[v.mortgageYearsLeftSource]})`,
        ]
      : []),
  ];
  return `- Assumptions: ${parts.join('; ')}.`;
}

function budgetLine(a: TNeedsAnalysis, c: TPresentationCase): string {
  if (!c.budget) return '- Budget: none given. Never mention a budget.';
  if (c.covered) return '- Budget: nothing new to buy, so never mention it.';
  const fit = a.budgetFit?.[a.suitability.recommendedKind];
  const verdict =
    !c.priced || !fit
      ? ''
      : fit.verdict === 'fits'
        ? ': the premium fits it'
        : fit.verdict === 'partial'
          ? ': it covers most of the premium'
          : ': it covers well under the premium';
  return `- Budget (client) {monthly-budget}${verdict}.`;
}

function planLines(a: TNeedsAnalysis, c: TPresentationCase, mentionHealth: boolean): string[] {
  const r = a.recommendation;
  const figures = figureValues(a);
  const words = (text: string) => amountsAsFigures(text, figures);
  const healthFree = (text: string) => mentionHealth || !mentionsHealth(text);
  if (c.covered || r.shape === 'none')
    return [
      '- Plan: no new cover. Existing cover and savings meet the need: say so plainly, with no premiums, no budget or cost-of-waiting figures.',
    ];
  const kinds = r.policies
    .map((p) => (p.kind === 'term' ? `${p.length}-year term` : 'permanent (whole) life'))
    .join(' + ');
  const price = c.priced
    ? 'monthly {recommended-monthly} (incl. the policy fee {policy-fee})'
    : 'not priced (specialist underwriting): the advisor confirms the premium';
  const caveats = r.caveats
    .filter((k) => mentionHealth || k.kind !== 'rated-class')
    .map((k) => k.text)
    .filter(healthFree);
  return [
    `- Plan (shown by the recommendation block): ${words(r.summary)} ${kinds}, cover {recommended-coverage}, ${price}.`,
    ...(caveats.length > 0
      ? [`- Must know (never contradict): ${caveats.map(words).join(' ')}`]
      : []),
  ];
}

/**
 * The "Facts" part of a request: the rule, what was removed from the notes (`notesLines`), then
 * the facts as a compact list with their figures' ids.
 */
export function analysisFactLines(
  a: TNeedsAnalysis,
  client: Pick<TClientFormData, 'presentationStyle' | 'mentionHealth'>,
  c: TPresentationCase,
  notesLines: readonly string[] = [],
): string[] {
  const technical = client.presentationStyle === 'technical';
  return [
    FACTS_WIN_RULE,
    ...notesLines,
    methodLine(a, technical),
    `- Total need {total-need}: ${needParts(a)
      .map((p) => p.text)
      .join('; ')}.`,
    coverLine(a),
    `- Gap {gap}.`,
    familyLine(a, c),
    assumptionLine(a, technical),
    ...planLines(a, c, client.mentionHealth),
    budgetLine(a, c),
  ];
}
