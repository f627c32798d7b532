import { describe, expect, it } from 'vitest';

import { modelText } from './model-text';
import type { TExportDocument } from './types';

const DOC: TExportDocument = {
  title: 'Protecting the Rivera family',
  variant: 'presentation',
  eyebrow: 'Life Insurance recommendations',
  subtitle: 'Prepared for Maria',
  meta: 'By James Chen · January 15, 2026',
  colours: { primary: '#2563EB', secondary: '#1E40AF', accent: '#F59E0B' },
  logo: null,
  advisor: {
    name: 'James Chen',
    company: '',
    phone: '',
    email: '',
    website: '',
    address: '',
    licence: '',
  },
  sections: [
    {
      id: 'cover',
      kind: 'cover',
      title: 'Protecting the Rivera family',
      notes: 'Open with the goal.',
      blocks: [{ type: 'figures', items: [{ label: 'Total need', value: '$500,000' }] }],
    },
    {
      id: 'what-you-need',
      kind: 'what-you-need',
      title: 'Your needs',
      notes: '',
      blocks: [
        { type: 'heading', text: 'Parts' },
        {
          type: 'paragraph',
          runs: [{ text: 'You need ' }, { text: '$500,000', bold: true }, { text: '.' }],
          tone: 'lead',
        },
        { type: 'list', ordered: false, items: [[{ text: 'Debts' }], [{ text: 'Mortgage' }]] },
        { type: 'table', caption: '', header: ['Part', 'Amount'], rows: [['Debts', '']] },
        {
          type: 'chart',
          chart: {
            id: 'need-breakdown',
            label: 'Breakdown',
            caption: 'Total need $500,000.',
            kind: 'doughnut',
            labels: ['Debts'],
            series: [{ name: 'Need', values: [500_000], colour: '#2563EB' }],
            colours: ['#2563EB'],
          },
        },
        { type: 'cards', items: [{ title: 'Term', lines: ['Recommended', '$48/month'] }] },
      ],
    },
  ],
  footer: 'Prepared by James Chen',
};

describe('modelText', () => {
  it('gives each piece of visible text a line, in order, without notes or empty cells', () => {
    expect(modelText(DOC).split('\n')).toEqual([
      'Life Insurance recommendations',
      'Protecting the Rivera family',
      'Prepared for Maria',
      'By James Chen · January 15, 2026',
      'Total need',
      '$500,000',
      'Your needs',
      'Parts',
      'You need $500,000.',
      'Debts',
      'Mortgage',
      'Part',
      'Amount',
      'Debts',
      'Total need $500,000.',
      'Term',
      'Recommended',
      '$48/month',
      'Prepared by James Chen',
    ]);
  });
});
