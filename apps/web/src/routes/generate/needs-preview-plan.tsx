// The plan the needs analysis recommends, in the live preview: its summary, each policy (kind,
// length, cover and price, or specialist underwriting where no price can be shown), the client's
// budget only when one was given, and the caveats the presentation will disclose.
import { ShieldCheck, TriangleAlert } from 'lucide-react';

import type { PlanLines } from './needs-preview-model';

export function PlanSummary({ plan }: { plan: PlanLines }) {
  return (
    <div
      data-testid="needs-preview-plan"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4 dark:border-navy-700 dark:bg-navy-900"
    >
      <div className="flex items-start gap-2">
        <ShieldCheck
          className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300"
          aria-hidden
        />
        <div>
          <h5 className="text-sm font-semibold text-navy-900 dark:text-white">Recommended plan</h5>
          <p
            className="text-sm text-slate-700 dark:text-slate-300"
            data-testid="needs-preview-summary"
          >
            {plan.summary}
          </p>
        </div>
      </div>
      {plan.policies.length > 0 && (
        <dl className="divide-y divide-slate-100 text-sm dark:divide-navy-800">
          {plan.policies.map((policy, index) => (
            <div
              key={`${policy.label}-${index}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5"
              data-testid="needs-preview-policy"
            >
              <dt className="text-slate-600 dark:text-slate-400">
                {policy.label} · <span className="tabular-nums">{policy.cover}</span>
              </dt>
              <dd className="ml-auto font-medium text-navy-900 tabular-nums dark:text-slate-100">
                {policy.monthly}
              </dd>
            </div>
          ))}
          {plan.totalMonthly && (
            <div className="flex items-baseline justify-between gap-3 py-1.5">
              <dt className="font-medium text-navy-800 dark:text-slate-200">Plan total</dt>
              <dd className="font-semibold text-navy-900 tabular-nums dark:text-white">
                {plan.totalMonthly}
              </dd>
            </div>
          )}
          {plan.budget && (
            <div className="flex items-baseline justify-between gap-3 py-1.5">
              <dt className="text-slate-600 dark:text-slate-400">Client’s budget</dt>
              <dd
                className="text-navy-900 tabular-nums dark:text-slate-100"
                data-testid="needs-preview-budget"
              >
                {plan.budget}
              </dd>
            </div>
          )}
        </dl>
      )}
      {plan.caveats.length > 0 && (
        <div className="rounded-lg bg-amber-50 px-3 py-2 dark:bg-amber-900/20">
          <h6 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">
            <TriangleAlert className="h-3.5 w-3.5" aria-hidden />
            The presentation will also say
          </h6>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-amber-950 dark:text-amber-100">
            {plan.caveats.map((caveat) => (
              <li key={caveat}>{caveat}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
