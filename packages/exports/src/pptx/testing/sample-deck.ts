// A hand-written export model with every kind of block, long enough to need continued slides:
// a paragraph longer than a slide, a 40-row table, a 24-item list, three charts, notes.
import type { TChartSeries } from '@pitchcraft/core/document';

import type { TExportDocument, TExportSection } from '../../model/types';

export const LONG_PARAGRAPH = Array.from(
  { length: 30 },
  (_, i) =>
    `Sentence ${i + 1} of the long paragraph explains one more part of the plan in plain words, so the family knows what each figure means.`,
).join(' ');

export const CHARTS: TChartSeries[] = [
  {
    id: 'need-breakdown',
    label: 'Breakdown of the total need',
    caption:
      'Total need $1,883,000: income replacement $1,200,000, mortgage $320,000, debts $18,000.',
    kind: 'doughnut',
    labels: ['Income replacement', 'Mortgage', 'Debts', 'Education'],
    series: [{ name: 'Need', values: [1_200_000, 320_000, 18_000, 345_000], colour: '#2563EB' }],
    colours: ['#2563EB', '#1E40AF', '#F59E0B', 'rgba(37, 99, 235, 0.55)'],
  },
  {
    id: 'premium-vs-budget',
    label: 'Estimated monthly premium of the plan compared with the monthly budget',
    caption: 'The plan $48/month, against a budget of $150/month.',
    kind: 'bar',
    labels: ['Recommended plan', 'Whole life, same cover', 'Your budget'],
    series: [{ name: 'Per month', values: [48, 131, 150], colour: '#2563EB' }],
    colours: ['#2563EB', '#1E40AF', '#F59E0B'],
  },
  {
    id: 'coverage-over-time',
    label: "The plan's cover over 20 years against the remaining need",
    caption:
      'Term cover of $1,500,000 for 20 years. The remaining need falls to nothing by year 20.',
    kind: 'line',
    labels: Array.from({ length: 20 }, (_, i) => `Year ${i + 1}`),
    series: [
      {
        name: 'Term cover',
        values: Array.from({ length: 20 }, () => 1_500_000),
        colour: '#2563EB',
      },
      {
        name: 'Permanent cover',
        values: Array.from({ length: 20 }, () => 250_000),
        colour: '#1E40AF',
        dashed: true,
      },
      {
        name: 'Remaining need',
        values: Array.from({ length: 20 }, (_, i) => Math.max(0, 1_883_000 - i * 95_000)),
        colour: '#F59E0B',
      },
    ],
    colours: ['#2563EB', '#1E40AF', '#F59E0B'],
  },
];

const TABLE_ROWS = Array.from({ length: 40 }, (_, i) => [
  `Year ${i + 1}`,
  `$${(1_883_000 - i * 40_000).toLocaleString('en-US')}`,
  i % 5 === 0
    ? 'A longer note on this year, which wraps onto a second line in its column of the table.'
    : 'Steady',
]);

const SECTIONS: TExportSection[] = [
  {
    id: 'cover',
    kind: 'cover',
    title: "Protecting the Rivera family's future",
    blocks: [
      {
        type: 'paragraph',
        runs: [{ text: 'A plan built around the people who count on you.' }],
        tone: 'lead',
      },
      {
        type: 'figures',
        items: [
          { label: 'Total need', value: '$1,883,000' },
          { label: 'Recommended cover', value: '$1,500,000' },
          { label: 'Estimated premium', value: '$48/month' },
        ],
      },
    ],
    notes: 'Open by thanking Maria for her time.',
  },
  {
    id: 'what-you-need',
    kind: 'what-you-need',
    title: 'What You Need',
    blocks: [
      {
        type: 'paragraph',
        runs: [
          { text: 'Your family would need ' },
          { text: '$1,883,000', bold: true },
          { text: '.' },
        ],
        tone: 'lead',
      },
      { type: 'chart', chart: CHARTS[0]! },
      { type: 'heading', text: 'Year by year' },
      {
        type: 'table',
        caption: 'The need year by year',
        header: ['Year', 'Remaining need', 'Note'],
        rows: TABLE_ROWS,
      },
    ],
    notes: 'Walk through the breakdown slowly.\nAsk which part surprises her.',
  },
  {
    id: 'costs',
    kind: 'costs-and-benefits',
    title: 'Costs & Benefits',
    blocks: [
      { type: 'chart', chart: CHARTS[1]! },
      { type: 'chart', chart: CHARTS[2]! },
      {
        type: 'table',
        caption: '',
        header: [],
        rows: [
          ['Plan', '$48/month'],
          ['Budget', '$150/month'],
        ],
      },
      {
        type: 'cards',
        items: [
          {
            title: 'Term Life 20',
            lines: ['Covers $1,500,000 for 20 years', '$48/month estimated'],
          },
          { title: 'Whole life', lines: ['Lifelong cover', '$131/month estimated'] },
          { title: 'Your budget', lines: ['$150/month'] },
        ],
      },
    ],
    notes: '',
  },
  {
    id: 'story',
    kind: 'why-this-plan',
    title: 'Why This Plan',
    blocks: [
      { type: 'paragraph', runs: [{ text: LONG_PARAGRAPH }] },
      {
        type: 'paragraph',
        runs: [
          { text: 'The cost of waiting: ' },
          { text: 'premiums rise with age.', italic: true },
        ],
        tone: 'callout',
      },
      {
        type: 'paragraph',
        runs: [{ text: 'What would your family do without your income?' }],
        tone: 'quote',
      },
      {
        type: 'list',
        ordered: true,
        items: Array.from({ length: 24 }, (_, i) => [
          { text: `Step ${i + 1}: `, bold: true },
          { text: 'one thing to do, in order.' },
        ]),
      },
      {
        type: 'paragraph',
        runs: [{ text: 'Illustrative estimates, not a quote or an offer.' }],
        tone: 'small',
      },
    ],
    notes: 'Keep this short if she is ready to apply.',
  },
];

/** The sample deck; `overrides` replaces any top-level field. */
export function sampleDeck(overrides: Partial<TExportDocument> = {}): TExportDocument {
  return {
    title: "Protecting the Rivera family's future",
    variant: 'presentation',
    eyebrow: 'Life Insurance recommendations',
    subtitle: 'Prepared for Maria',
    meta: 'By Jane Doe, Acme Financial · November 27, 2026',
    colours: { primary: '#2563EB', secondary: '#1E40AF', accent: '#F59E0B' },
    logo: null,
    advisor: {
      name: 'Jane Doe',
      company: 'Acme Financial',
      phone: '(416) 555-0100',
      email: 'jane@acme.example',
      website: 'acme.example',
      address: '1 King Street West, Toronto, ON',
      licence: 'LIC-1',
    },
    sections: SECTIONS,
    footer: 'Prepared by Jane Doe · Licence LIC-1 · November 27, 2026',
    ...overrides,
  };
}
