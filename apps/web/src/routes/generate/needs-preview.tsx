// The live needs preview on the client step: both methods side by side, the cover already in
// place, the gap, the recommended coverage, and the assumption sentences the presentation reads.
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { Calculator } from 'lucide-react';

import {
  formatCurrency,
  LEAD_METHOD_LABELS,
  type TLeadMethod,
  type TNeedsAnalysis,
} from '@pitchcraft/core';

import type { NeedsPreview } from './needs-preview-model';

type Row = readonly [label: string, amount: number];

function Rows({ rows, className }: { rows: readonly Row[]; className?: string }) {
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      {rows.map(([label, amount]) => (
        <div key={label} className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium text-navy-900 tabular-nums dark:text-slate-100">
            {formatCurrency(amount)}
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
  total: number;
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
        {formatCurrency(total)}
      </p>
      <Rows rows={rows} className="mt-3 border-t border-slate-100 pt-3 dark:border-navy-800" />
    </div>
  );
}

function Figures({ analysis }: { analysis: TNeedsAnalysis }) {
  const { dime, hlv } = analysis;
  const cover = analysis.inputs;
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        <MethodCard
          method="dime"
          total={dime.total}
          leads={analysis.leadMethod === 'dime'}
          rows={[
            ['Debts', dime.debt],
            [`Income (${analysis.incomeReplacement.years} years)`, dime.income],
            ['Mortgage', dime.mortgage],
            ['Education', dime.education],
            ['Final expenses', dime.finalExpenses],
          ]}
        />
        <MethodCard
          method="hlv"
          total={hlv.total}
          leads={analysis.leadMethod === 'hlv'}
          rows={[
            [
              `Income: ${formatCurrency(hlv.annualAmount)} a year for ${hlv.years} years at ${hlv.discountRatePercent}%`,
              hlv.presentValue,
            ],
            ['Debts', hlv.debt],
            ['Mortgage', hlv.mortgage],
            ['Education', hlv.education],
            ['Final expenses', hlv.finalExpenses],
          ]}
        />
      </div>
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-3.5 sm:grid-cols-2 sm:p-4 dark:border-navy-700 dark:bg-navy-900">
        <Rows
          rows={[
            ['Total need', analysis.totalNeed],
            ['Existing cover — individual', cover.existingCoverIndividual],
            ['Existing cover — group', cover.existingCoverGroup],
            ['Savings', analysis.savings],
          ]}
        />
        <dl className="space-y-2 border-t border-slate-100 pt-3 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-4 dark:border-navy-800">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-sm text-slate-600 dark:text-slate-400">Gap</dt>
            <dd
              className="text-lg font-semibold text-navy-900 tabular-nums dark:text-white"
              data-testid="needs-preview-gap"
            >
              {formatCurrency(analysis.gap)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 dark:bg-brand-900/30">
            <dt className="text-sm font-medium text-brand-800 dark:text-brand-200">
              Recommended coverage
            </dt>
            <dd
              className="text-lg font-semibold text-brand-800 tabular-nums dark:text-brand-100"
              data-testid="needs-preview-recommended"
            >
              {formatCurrency(analysis.recommendedCoverage)}
            </dd>
          </div>
        </dl>
      </div>
      {analysis.assumptions.length > 0 && (
        <div>
          <h5 className="mb-1.5 text-sm font-medium text-navy-800 dark:text-slate-200">
            Where the figures come from
          </h5>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {analysis.assumptions.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export function NeedsPreviewPanel({ preview }: { preview: NeedsPreview | null }) {
  return (
    <section
      aria-labelledby="needs-preview-title"
      data-testid="needs-preview"
      className="-mx-2 space-y-4 rounded-xl border border-slate-200 bg-slate-50/70 p-3 sm:mx-0 sm:p-5 dark:border-navy-700 dark:bg-navy-950/40"
    >
      <div className="flex items-start gap-3">
        <Calculator
          className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300"
          aria-hidden
        />
        <div>
          <h4 id="needs-preview-title" className="font-semibold text-navy-900 dark:text-white">
            Needs analysis preview
          </h4>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Updates as you type. Illustrative, not a quote.
          </p>
        </div>
      </div>
      {preview === null ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : preview.ready ? (
        <div className="space-y-4">
          <Figures analysis={preview.analysis} />
        </div>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {preview.missing.length > 0
            ? `To see the analysis, check: ${preview.missing.join(', ')}.`
            : 'Enter the client’s details to see the analysis.'}
        </p>
      )}
    </section>
  );
}
