// The live needs preview on the client step: the four methods side by side, the cover already in
// place, the gap, the recommended plan with its caveats, and the assumption sentences the
// presentation reads.
import { Skeleton } from '@/components/ui/skeleton';
import { Calculator } from 'lucide-react';

import { formatCurrency, type TNeedsAnalysis } from '@pitchcraft/core';

import { MethodCards, Rows } from './needs-preview-methods';
import type { NeedsPreview, PlanLines } from './needs-preview-model';
import { PlanSummary } from './needs-preview-plan';

function Figures({ analysis, plan }: { analysis: TNeedsAnalysis; plan: PlanLines }) {
  const cover = analysis.inputs;
  const { permanentNeeds, businessNeeds } = analysis;
  return (
    <>
      <MethodCards analysis={analysis} />
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-3.5 sm:grid-cols-2 sm:p-4 dark:border-navy-700 dark:bg-navy-900">
        <Rows
          rows={[
            ['Total need', analysis.totalNeed],
            ...(permanentNeeds.total > 0
              ? [['Of which needs for life', permanentNeeds.total] as const]
              : []),
            ...(businessNeeds.total > 0
              ? [['Of which business needs', businessNeeds.total] as const]
              : []),
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
      <PlanSummary plan={plan} />
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
          <Figures analysis={preview.analysis} plan={preview.plan} />
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
