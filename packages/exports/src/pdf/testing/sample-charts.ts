// The three charts of a sample presentation, as the core's chartSeries gives them.
import type { TChartSeries } from '@pitchcraft/core/document';

export const need: TChartSeries = {
  id: 'need-breakdown',
  label: 'Breakdown of the total need',
  caption:
    'Total need $1,883,000: income replacement $1,140,000, mortgage $420,000, education $200,000, debts $108,000, final expenses $15,000.',
  kind: 'doughnut',
  labels: ['Income replacement', 'Mortgage', 'Education', 'Debts', 'Final expenses'],
  series: [{ name: 'Need', values: [1140000, 420000, 200000, 108000, 15000], colour: '#0D9488' }],
  colours: ['#0D9488', '#115E59', '#2DD4BF', 'rgba(13, 148, 136, 0.55)', '#94A3B8'],
};

export const premium: TChartSeries = {
  id: 'premium-vs-budget',
  label: 'Estimated monthly premium of the plan compared with the monthly budget',
  caption:
    'The plan $96/month, whole life for the same cover $212/month, against a budget of $150/month.',
  kind: 'bar',
  labels: ['Recommended plan', 'Whole life, same cover', 'Your budget'],
  series: [{ name: 'Per month', values: [96, 212, 150], colour: '#0D9488' }],
  colours: ['#0D9488', '#115E59', '#2DD4BF'],
};

const years = Array.from({ length: 20 }, (_, i) => i + 1);
export const coverage: TChartSeries = {
  id: 'coverage-over-time',
  label: "The plan's cover over 20 years against the remaining need",
  caption:
    'Term cover of $1,500,000 for 15 years and permanent cover of $250,000 for life. The remaining need goes from $1,883,000 in year 1 to $310,000 in year 20.',
  kind: 'line',
  labels: years.map((y) => `Year ${y}`),
  series: [
    { name: 'Term cover', values: years.map((y) => (y <= 15 ? 1500000 : 0)), colour: '#0D9488' },
    { name: 'Permanent cover', values: years.map(() => 250000), colour: '#115E59', dashed: true },
    {
      name: 'Remaining need',
      values: years.map((y) => Math.round(1883000 - (1573000 * (y - 1)) / 19)),
      colour: '#2DD4BF',
    },
  ],
  colours: ['#0D9488', '#115E59', '#2DD4BF'],
};
