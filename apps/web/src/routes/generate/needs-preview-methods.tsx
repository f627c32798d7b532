// The needs analysis's four methods side by side in the live preview, each with its total and the
// parts it adds up; the method the presentation leads with is marked.
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

import {
  formatCurrency,
  LEAD_METHOD_LABELS,
  LEAD_METHODS,
  type TLeadMethod,
  type TNeedsAnalysis,
} from '@pitchcraft/core';

/** A label and an amount; null shows as a dash (a figure that has no finite value). */
export type Row = readonly [label: string, amount: number | null];

export function Rows({ rows, className }: { rows: readonly Row[]; className?: string }) {
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      {rows.map(([label, amount]) => (
        <div key={label} className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium text-navy-900 tabular-nums dark:text-slate-100">
            {amount === null ? '—' : formatCurrency(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function MethodCard({
  method,
  total,
  rows,
  leads,
}: {
  method: TLeadMethod;
  total: number | null;
  rows: readonly Row[];
  leads: boolean;
}) {
  return (
    <div
      data-testid={`needs-preview-${method}`}
      className={cn(
        'rounded-xl border bg-white p-3.5 sm:p-4 dark:bg-navy-900',
        leads
          ? 'border-brand-300 ring-1 ring-brand-300 dark:border-brand-700 dark:ring-brand-700'
          : 'border-slate-200 dark:border-navy-700',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-sm font-semibold text-navy-900 dark:text-white">
          {LEAD_METHOD_LABELS[method]}
        </h5>
        {leads && <Badge tone="brand">Leads</Badge>}
      </div>
      <p
        className="mt-1 text-2xl font-semibold tracking-tight text-navy-900 tabular-nums dark:text-white"
        data-testid={`needs-preview-${method}-total`}
      >
        {total === null ? 'Not bounded' : formatCurrency(total)}
      </p>
      <Rows rows={rows} className="mt-3 border-t border-slate-100 pt-3 dark:border-navy-800" />
    </div>
  );
}

/** Each method's total and the parts it adds up. */
function methodFigures(analysis: TNeedsAnalysis): Record<TLeadMethod, [number | null, Row[]]> {
  const { dime, hlv, capital } = analysis;
  const lumpSums: Row[] = [
    ['Debts', dime.debt],
    ['Mortgage', dime.mortgage],
    ['Education', dime.education],
    ['Final expenses', dime.finalExpenses],
  ];
  const shortfall: Row[] = [
    ['Income needed a year', capital.annualNeed],
    ["Partner's income a year", capital.survivorIncome],
    ['Survivor benefits a year', capital.survivorBenefits],
  ];
  return {
    dime: [
      dime.total,
      [[`Income (${analysis.incomeReplacement.years} years)`, dime.income], ...lumpSums],
    ],
    hlv: [
      hlv.total,
      [
        [
          `Income: ${formatCurrency(hlv.annualAmount)} a year for ${hlv.years} years at ${hlv.discountRatePercent}%`,
          hlv.presentValue,
        ],
        ...lumpSums,
      ],
    ],
    'capital-liquidation': [
      capital.liquidationTotal,
      [...shortfall, ['Capital drawn down', capital.liquidation]],
    ],
    'capital-retention': [
      capital.retentionTotal,
      [...shortfall, ['Capital kept intact', capital.retention]],
    ],
  };
}

export function MethodCards({ analysis }: { analysis: TNeedsAnalysis }) {
  const figures = methodFigures(analysis);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {LEAD_METHODS.map((method) => (
        <MethodCard
          key={method}
          method={method}
          total={figures[method][0]}
          rows={figures[method][1]}
          leads={analysis.leadMethod === method}
        />
      ))}
    </div>
  );
}
