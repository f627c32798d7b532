// Hand-written export models for the PDF tests: every kind of block, text in French and Polish,
// a table long enough to break across pages, a PNG logo, and a document too long.
import type { TExportDocument, TExportSection } from '../../model/types';
import { coverage, need, premium } from './sample-charts';
import { sampleLogoPng } from './sample-logo';

const COLOURS = { primary: '#0D9488', secondary: '#115E59', accent: '#2DD4BF' };

const longTableRows = Array.from({ length: 34 }, (_, i) => [
  `Year ${i + 1}`,
  `$${(1500000 - i * 25000).toLocaleString('en-US')}`,
  `$${(96 + i * 3).toLocaleString('en-US')}/month`,
  i % 3 === 0
    ? 'The cover holds while your children are at home and the mortgage is being paid down; the premium stays level for the term.'
    : 'Level premium.',
]);

const SECTIONS: TExportSection[] = [
  {
    id: 'cover',
    kind: 'cover',
    title: "Protéger l'avenir de la famille Côté",
    blocks: [
      {
        type: 'paragraph',
        tone: 'lead',
        runs: [
          {
            text: 'These pages are about one thing: keeping your family secure, whatever happens.',
          },
        ],
      },
      {
        type: 'figures',
        items: [
          { label: 'Total need', value: '$1,883,000' },
          { label: 'Recommended cover', value: '$1,750,000' },
          { label: 'Estimated premium', value: '$96/month' },
        ],
      },
    ],
    notes: 'SPEAKER NOTE: never printed',
  },
  {
    id: 'where-you-are',
    kind: 'where-you-are',
    title: 'Where you are today',
    blocks: [
      {
        type: 'paragraph',
        tone: 'lead',
        runs: [{ text: 'Everything here starts with you and your family.' }],
      },
      {
        type: 'figures',
        items: [
          { label: 'Age', value: '38' },
          { label: 'Family', value: 'Married, 2 children aged 3 and 6' },
          { label: 'Annual income', value: '$95,000' },
          { label: 'Savings', value: '$30,000' },
        ],
      },
      { type: 'heading', text: 'What you told us you want' },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ text: 'Protect the family home' }],
          [
            { text: 'Pay for ' },
            { text: 'both children’s', bold: true },
            {
              text: ' studies, even if the unexpected happens long before they finish school and leave home.',
            },
          ],
          [
            { text: 'Élise wants ' },
            { text: 'peace of mind', italic: true },
            { text: ' — « la tranquillité » — for Łukasz and François.' },
          ],
        ],
      },
      {
        type: 'paragraph',
        runs: [
          { text: 'You and your partner are raising ' },
          { text: '2 children', bold: true },
          { text: '; you owe ' },
          { text: '$420,000', bold: true },
          { text: ' on your mortgage and your cover today, ' },
          { text: '$190,000', bold: true },
          { text: ', comes through your work and ' },
          { text: 'usually ends if you leave the job', italic: true },
          { text: '. Ça coûte moins cher à 38 ans qu’à 48 ans.' },
        ],
      },
      {
        type: 'paragraph',
        tone: 'quote',
        runs: [{ text: '“What would happen to the house if I were not here?”' }],
      },
    ],
    notes: '',
  },
  {
    id: 'what-you-need',
    kind: 'what-you-need',
    title: 'What you need',
    blocks: [
      { type: 'chart', chart: need },
      {
        type: 'table',
        caption: 'How the need adds up',
        header: ['Part', 'Amount', 'Where it comes from'],
        rows: [
          ['Income replacement', '$1,140,000', '12 years of your $95,000 income.'],
          ['Mortgage', '$420,000', 'Pays off the mortgage so your home stays in the family.'],
          ['Education', '$200,000', '$100,000 for each child.'],
          ['Debts', '$108,000', 'Car loan and credit lines.'],
          ['Final expenses', '$15,000', 'Funeral and final costs.'],
          ['Total need', '$1,883,000', 'By the DIME method.'],
        ],
      },
      {
        type: 'paragraph',
        tone: 'callout',
        runs: [
          { text: 'The gap: ', bold: true },
          {
            text: '$1,663,000 is not covered today. Closing it is what the recommendation below does.',
          },
        ],
      },
    ],
    notes: '',
  },
  {
    id: 'recommendation',
    kind: 'recommendation',
    title: 'Our recommendation',
    blocks: [
      {
        type: 'cards',
        items: [
          { title: '20-year term', lines: ['$1,500,000 of cover', '$96/month', 'Recommended'] },
          { title: 'Whole life', lines: ['$250,000 for life', '$212/month'] },
          {
            title: 'Term to 65',
            lines: ['$1,750,000 of cover', '$131/month', 'Level premium to age 65, then ends.'],
          },
          { title: 'Critical illness', lines: ['$100,000 lump sum', '$48/month'] },
        ],
      },
      { type: 'chart', chart: premium },
      { type: 'chart', chart: coverage },
    ],
    notes: '',
  },
  {
    id: 'schedule',
    kind: 'costs',
    title: 'Premiums year by year',
    blocks: [
      {
        type: 'table',
        caption: '',
        header: ['Year', 'Cover', 'Premium', 'Notes'],
        rows: longTableRows,
      },
    ],
    notes: '',
  },
  {
    id: 'next-steps',
    kind: 'next-steps',
    title: 'Next steps',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          [{ text: 'Confirm the plan and the amount.' }],
          [{ text: 'Complete the application (about 20 minutes).' }],
          [{ text: 'Medical questions, then the policy is issued.' }],
        ],
      },
    ],
    notes: '',
  },
  {
    id: 'important-information',
    kind: 'important-information',
    title: 'Important information',
    blocks: [
      {
        type: 'paragraph',
        tone: 'small',
        runs: [
          {
            text: 'Figures are illustrative estimates, not a quote or an offer. Premiums depend on underwriting. Read the policy documents for the terms.',
          },
        ],
      },
    ],
    notes: '',
  },
];

/** A presentation with every kind of block. */
export function sampleDocument(overrides: Partial<TExportDocument> = {}): TExportDocument {
  return {
    title: "Protéger l'avenir de la famille Côté",
    variant: 'presentation',
    eyebrow: 'Life Insurance recommendations',
    subtitle: 'Prepared for Élise',
    meta: 'By Jane Doe, Acme Financial · November 27, 2026',
    colours: COLOURS,
    logo: { data: sampleLogoPng(), format: 'png' },
    advisor: {
      name: 'Jane Doe',
      company: 'Acme Financial',
      phone: '(514) 555-0142',
      email: 'jane.doe@acme.example',
      website: 'acme.example',
      address: '1 Rue Principale, Montréal',
      licence: 'AMF 123456',
    },
    sections: SECTIONS,
    footer:
      'Prepared by Jane Doe, Acme Financial · Licence AMF 123456 · November 27, 2026 · Illustrative figures only.',
    ...overrides,
  };
}

/** A presentation with more sections than a PDF may have pages. */
export function tooLongDocument(sections: number): TExportDocument {
  const section = (i: number): TExportSection => ({
    id: `s${i}`,
    kind: 'custom',
    title: `Section ${i + 1}`,
    blocks: [{ type: 'paragraph', runs: [{ text: 'A short section.' }] }],
    notes: '',
  });
  return sampleDocument({ sections: Array.from({ length: sections }, (_, i) => section(i)) });
}
