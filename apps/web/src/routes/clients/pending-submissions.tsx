// "New details submitted": form submissions that used the e-mail of a client the advisor already
// has. Nothing changed on their own; each waits here until the advisor reviews it.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, FileInput } from 'lucide-react';
import { useState } from 'react';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatShortDate } from '@pitchcraft/core';

import { LIVE_LIST } from './refresh';
import { ReviewSubmissionDialog } from './review-submission-dialog';

export type PendingSubmission = RouterOutputs['submissions']['listPending'][number];

const changedFields = (count: number) =>
  count === 0 ? 'Nothing new' : count === 1 ? '1 changed field' : `${count} changed fields`;

export function PendingSubmissions() {
  const trpc = useTRPC();
  const pending = useQuery({ ...trpc.submissions.listPending.queryOptions({}), ...LIVE_LIST });
  const [reviewing, setReviewing] = useState<PendingSubmission | null>(null);
  const rows = pending.data ?? [];
  // A failed load only hides the panel: the client list below is still right.
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="pending-submissions-title" className="mb-6">
      <Card className="overflow-hidden border-amber-200 dark:border-amber-800/70">
        <div className="flex gap-3 border-b border-amber-100 bg-amber-50/70 px-4 py-4 sm:px-6 dark:border-amber-900/60 dark:bg-amber-950/30">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200">
            <FileInput className="h-5 w-5" aria-hidden />
          </span>
          <div className="space-y-0.5">
            <h2
              id="pending-submissions-title"
              className="font-semibold text-navy-900 dark:text-white"
            >
              New details submitted
              <span className="ml-2 rounded-full bg-amber-200/80 px-2 py-0.5 text-xs font-semibold text-amber-950 tabular-nums dark:bg-amber-800 dark:text-amber-50">
                {rows.length}
              </span>
            </h2>
            <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
              These forms were sent in with the e-mail address of a client you already have. Nothing
              has changed yet: review each one and apply only the details you trust.
            </p>
          </div>
        </div>
        <ul
          className="divide-y divide-slate-100 dark:divide-navy-800"
          aria-label="New details submitted"
        >
          {rows.map((submission) => (
            <li key={submission.id} className="flex items-center gap-3 px-4 py-3.5 sm:px-6">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-navy-900 dark:text-white">
                  {submission.client.fullName}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {changedFields(submission.changes.length)}
                  {submission.linkTitle && <> · via {submission.linkTitle}</>} ·{' '}
                  {formatShortDate(submission.createdAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setReviewing(submission)}
                aria-label={`Review new details for ${submission.client.fullName}`}
              >
                Review
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <ReviewSubmissionDialog submission={reviewing} onClose={() => setReviewing(null)} />
      </Card>
    </section>
  );
}
