// Every field of one submission, its name split into words and a dash for what was left empty.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { formatShortDate } from '@pitchcraft/core';

import { fieldLabel, fieldValue, orderedFields } from './submission-fields';
import type { Submission } from './submissions-table';

export function SubmissionDetailsDialog({
  submission,
  onClose,
}: {
  submission: Submission | null;
  onClose: () => void;
}) {
  const fields = submission ? orderedFields(submission.submissionData) : [];
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Submission Details"
      description={submission ? `Submitted on ${formatShortDate(submission.createdAt)}` : undefined}
      className="max-w-2xl"
    >
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-navy-800 dark:border-navy-700">
        {fields.map(([key, value]) => (
          <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {fieldLabel(key)}
            </dt>
            <dd className="text-sm break-words whitespace-pre-line text-navy-900 dark:text-slate-100">
              {fieldValue(key, value)}
            </dd>
          </div>
        ))}
        {fields.length === 0 && (
          <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">
            No fields were submitted.
          </p>
        )}
      </dl>
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
