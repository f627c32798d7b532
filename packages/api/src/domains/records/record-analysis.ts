// The analysis as the record states it: the assumptions and their sources, every method's result
// side by side, and the recommendation with its reasons, the options not chosen and why, the needs
// left unmet and the illustrative-premium disclaimer. All of it read from the needs analysis.
import {
  JURISDICTION_LABELS,
  LEAD_METHOD_LABELS,
  PAYMENT_TIMING_LABELS,
  type TAssumptionSource,
  type TLeadMethod,
  type TNeedsAnalysis,
} from '@pitchcraft/core';
import type { TExportBlock } from '@pitchcraft/exports';

import { publishedSources } from './published-sources';
import { money, percent } from './record-format';

/** Where an assumption came from, as a compliance reader needs it said. */
const SOURCE_LABELS: Readonly<Record<TAssumptionSource, string>> = {
  advisor: 'Advisor',
  client: 'Client',
  default: 'Default',
  'youngest-child': 'Default: until the youngest child is independent',
  'family-shape': 'Default: by the family’s situation',
  profile: 'Advisor’s profile',
  health: 'Estimated from the health described',
};

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

function assumptionRows(a: TNeedsAnalysis): string[][] {
  const v = a.assumptionValues;
  const s = (source: TAssumptionSource) => SOURCE_LABELS[source];
  return [
    ['Years of income support', years(v.supportYears), s(v.supportYearsSource)],
    ['Share of income replaced', percent(v.incomeReplacementPercent), s(v.incomeReplacementSource)],
    ['Discount rate (real)', percent(v.discountRatePercent), s(v.discountRateSource)],
    ['Income growth', percent(v.incomeGrowthPercent), s(v.incomeGrowthSource)],
    ['Payments', PAYMENT_TIMING_LABELS[v.paymentTiming], s(v.paymentTimingSource)],
    ['Education per child', money(v.educationPerChild), s(v.educationSource)],
    ['Final expenses', money(v.finalExpenses), s(v.finalExpensesSource)],
    ['Retirement age', String(v.retirementAge), s(v.retirementAgeSource)],
    ['Years left on the mortgage', years(v.mortgageYearsLeft), s(v.mortgageYearsLeftSource)],
    ['Group cover counted', percent(v.groupCoverCountedPercent), s(v.groupCoverCountedSource)],
    ...(a.inputs.jurisdiction === 'CA'
      ? [
          [
            'Marginal tax rate at death',
            percent(v.marginalTaxRatePercent),
            s(v.marginalTaxRateSource),
          ],
        ]
      : []),
    ['Underwriting class', a.underwriting.label, s(a.underwriting.source)],
    ['Rules and currency', JURISDICTION_LABELS[a.inputs.jurisdiction], SOURCE_LABELS.profile],
    ['Cover rounded up to', money(v.coverageRounding), SOURCE_LABELS.default],
  ];
}

export function assumptionBlocks(a: TNeedsAnalysis): TExportBlock[] {
  const sources = publishedSources(a);
  return [
    {
      type: 'table',
      caption: 'Assumptions used and their sources',
      header: ['Assumption', 'Value', 'Source'],
      rows: assumptionRows(a),
    },
    { type: 'heading', text: 'How the analysis states them' },
    { type: 'list', ordered: false, items: a.assumptions.map((text) => [{ text }]) },
    ...(sources.length > 0
      ? [
          { type: 'heading' as const, text: 'Published sources' },
          { type: 'list' as const, ordered: false, items: sources.map((text) => [{ text }]) },
        ]
      : []),
  ];
}

function methodRow(a: TNeedsAnalysis, method: TLeadMethod): string[] {
  const used = method === a.leadMethod ? ' (used)' : '';
  const lumps = [a.dime.debt, a.dime.mortgage, a.dime.education, a.dime.finalExpenses].map(money);
  const label = `${LEAD_METHOD_LABELS[method]}${used}`;
  switch (method) {
    case 'dime':
      return [label, money(a.dime.income), ...lumps, money(a.dime.total)];
    case 'hlv':
      return [
        label,
        money(a.hlv.presentValue),
        ...[a.hlv.debt, a.hlv.mortgage, a.hlv.education, a.hlv.finalExpenses].map(money),
        money(a.hlv.total),
      ];
    case 'capital-liquidation':
      return [label, money(a.capital.liquidation), ...lumps, money(a.capital.liquidationTotal)];
    case 'capital-retention':
      return a.capital.retention === null || a.capital.retentionTotal === null
        ? [label, 'No finite figure', ...lumps, 'No finite figure']
        : [label, money(a.capital.retention), ...lumps, money(a.capital.retentionTotal)];
  }
}

export function methodBlocks(a: TNeedsAnalysis): TExportBlock[] {
  const methods: readonly TLeadMethod[] = [
    'dime',
    'hlv',
    'capital-liquidation',
    'capital-retention',
  ];
  return [
    {
      type: 'table',
      caption: `Each method's result (amounts in ${a.currency})`,
      header: ['Method', 'Income', 'Debts', 'Mortgage', 'Education', 'Final expenses', 'Total'],
      rows: methods.map((method) => methodRow(a, method)),
    },
    {
      type: 'figures',
      items: [
        { label: 'Total need (method used)', value: money(a.totalNeed) },
        { label: 'Needs that last for life', value: money(a.permanentNeeds.total) },
        { label: 'Business needs', value: money(a.businessNeeds.total) },
        { label: 'Existing cover counted', value: money(a.existingCoverCounted) },
        { label: 'Savings counted', value: money(a.savings) },
        { label: 'Gap', value: money(a.gap) },
      ],
    },
    {
      type: 'paragraph',
      tone: 'small',
      runs: [
        {
          text: 'The total need is the method used plus needs that last for life and business needs; the gap is that total less the existing cover counted and savings.',
        },
      ],
    },
  ];
}

function policyRows(a: TNeedsAnalysis): string[][] {
  return a.recommendation.policies.map((p) => [
    p.kind === 'term' ? `${p.length}-year term` : 'Permanent (whole life)',
    money(p.cover),
    p.monthly === null ? 'Not priced (specialist underwriting)' : `${money(p.monthly)} a month`,
  ]);
}

const sentences = (items: readonly string[]): TExportBlock => ({
  type: 'list',
  ordered: false,
  items: items.map((text) => [{ text }]),
});

export function recommendationBlocks(a: TNeedsAnalysis): TExportBlock[] {
  const r = a.recommendation;
  const blocks: TExportBlock[] = [
    { type: 'paragraph', tone: 'callout', runs: [{ text: r.summary }] },
  ];
  if (r.policies.length > 0)
    blocks.push({
      type: 'table',
      caption: 'The recommended plan',
      header: ['Policy', 'Cover', 'Illustrative premium'],
      rows: policyRows(a),
    });
  blocks.push(
    { type: 'heading', text: 'Reasons' },
    sentences([...r.reasons, ...a.suitability.reasons]),
  );
  blocks.push({ type: 'heading', text: 'Alternatives considered and why not' });
  blocks.push(
    r.alternatives.length > 0
      ? {
          type: 'table',
          caption: 'Alternatives considered',
          header: ['Option', 'Illustrative premium', 'Why not'],
          rows: r.alternatives.map((alt) => [
            alt.label,
            alt.monthly === null ? 'Not priced' : `${money(alt.monthly)} a month`,
            alt.whyNot,
          ]),
        }
      : { type: 'paragraph', runs: [{ text: 'No other option was weighed.' }] },
  );
  blocks.push({ type: 'heading', text: 'Unmet needs and caveats' });
  blocks.push(
    r.caveats.length > 0
      ? sentences(r.caveats.map((caveat) => caveat.text))
      : { type: 'paragraph', runs: [{ text: 'None stated by the analysis.' }] },
  );
  blocks.push({ type: 'paragraph', tone: 'small', runs: [{ text: a.disclaimer }] });
  return blocks;
}
