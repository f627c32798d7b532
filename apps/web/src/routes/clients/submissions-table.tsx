// The submissions a link has gathered, loaded the first time its card is expanded.
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatShortDate } from '@pitchcraft/core';

import { SubmissionDetailsDialog } from './submission-details-dialog';
import { submitterEmail, submitterName } from './submission-fields';

export type Submission = RouterOutputs['links']['submissions'][number];

export function SubmissionsTable({ linkId }: { linkId: string }) {
  const trpc = useTRPC();
  const submissions = useQuery({
    ...trpc.links.submissions.queryOptions({ linkId }),
    staleTime: Infinity,
  });
  const [selected, setSelected] = useState<Submission | null>(null);

  useEffect(() => {
    if (submissions.isError)
      toast.error('Error', {
        description: 'Failed to load submissions.',
        id: `submissions-${linkId}`,
      });
  }, [submissions.isError, linkId]);

  if (submissions.isPending) {
    return (
      <div className="px-2">
        <LoadingState rows={2} label="Loading submissions..." />
      </div>
    );
  }
  if (submissions.isError) {
    return (
      <ErrorState
        message="Failed to load submissions."
        onRetry={() => void submissions.refetch()}
        retrying={submissions.isFetching}
      />
    );
  }
  const rows = submissions.data;
  if (rows.length === 0) {
    return (
      <div className="flex items-center gap-3 px-3 py-4 text-sm text-slate-600 dark:text-slate-400">
        <Inbox className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
        No submissions yet. Share the link with a client to start collecting their information.
      </div>
    );
  }

  const details = (submission: Submission) => (
    <Button
      variant="link"
      size="sm"
      onClick={() => setSelected(submission)}
      aria-label={`View Details of ${submitterName(submission)}`}
    >
      View Details
    </Button>
  );

  return (
    <>
      <div className="hidden sm:block">
        <Table aria-label="Submissions">
          <THead>
            <tr>
              <TH>Date</TH>
              <TH>Name</TH>
              <TH>Email</TH>
              <TH className="text-right">Details</TH>
            </tr>
          </THead>
          <TBody>
            {rows.map((submission) => (
              <TR key={submission.id}>
                <TD className="whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {formatShortDate(submission.createdAt)}
                </TD>
                <TD className="font-medium text-navy-900 dark:text-white">
                  {submitterName(submission)}
                </TD>
                <TD className="text-slate-700 dark:text-slate-300">{submitterEmail(submission)}</TD>
                <TD className="text-right">{details(submission)}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
      <ul
        className="divide-y divide-slate-200/70 sm:hidden dark:divide-navy-800"
        aria-label="Submissions"
      >
        {rows.map((submission) => (
          <li key={submission.id} className="flex items-center justify-between gap-3 px-2 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-navy-900 dark:text-white">
                {submitterName(submission)}
              </p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                {submitterEmail(submission) !== '-' && `${submitterEmail(submission)} · `}
                {formatShortDate(submission.createdAt)}
              </p>
            </div>
            {details(submission)}
          </li>
        ))}
      </ul>
      <SubmissionDetailsDialog submission={selected} onClose={() => setSelected(null)} />
    </>
  );
}
