// Reviewing one "New details submitted": each differing field, saved value beside submitted value,
// applied only when the advisor ticks it. Fields the client has no value for start ticked (nothing
// is replaced); fields that would replace what the advisor saved start unticked.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';

import { formatShortDate, type TClientReviewField } from '@pitchcraft/core';

import type { PendingSubmission } from './pending-submissions';
import { refreshClientLists } from './refresh';
import { fieldValue } from './submission-fields';

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

function initialSelection(submission: PendingSubmission | null): Set<TClientReviewField> {
  return new Set(
    submission?.changes.filter((change) => isEmpty(change.current)).map((change) => change.field) ??
      [],
  );
}

export function ReviewSubmissionDialog({
  submission,
  onClose,
}: {
  submission: PendingSubmission | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<TClientReviewField>>(() =>
    initialSelection(submission),
  );
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setSelected(initialSelection(submission));
    setError(null);
  }, [submission]);

  // The reviews, the client (list and page, and its timeline's intake entry) and the forms' counts.
  const settled = async () => {
    await Promise.all([
      refreshClientLists(queryClient, trpc),
      queryClient.invalidateQueries(trpc.clients.timeline.infiniteQueryFilter()),
    ]);
  };
  const apply = useMutation(
    trpc.submissions.applyFields.mutationOptions({
      onSuccess: async (client) => {
        toast.success('Client Updated', {
          description: `The details you chose were saved to ${client.fullName}.`,
        });
        onClose();
        await settled();
      },
      onError: (failure) =>
        setError(errorMessage(failure, 'We could not apply these details. Please try again.')),
    }),
  );
  const dismiss = useMutation(
    trpc.submissions.dismiss.mutationOptions({
      onSuccess: async () => {
        toast.success('Submission Dismissed', {
          description: 'Your client was left as it was. The submission stays under its form.',
        });
        onClose();
        await settled();
      },
      onError: (failure) =>
        setError(errorMessage(failure, 'We could not dismiss this submission. Please try again.')),
    }),
  );

  const toggle = (field: TClientReviewField, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
  const busy = apply.isPending || dismiss.isPending;
  const changes = submission?.changes ?? [];

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="New details submitted"
      description={
        submission ? (
          <>
            For{' '}
            <span className="font-medium text-navy-900 dark:text-slate-100">
              {submission.client.fullName}
            </span>
            {submission.client.email !== '-' && <> ({submission.client.email})</>}
            {submission.linkTitle && <>, through “{submission.linkTitle}”</>} on{' '}
            {formatShortDate(submission.createdAt)}. Tick the details to copy to your client.
          </>
        ) : undefined
      }
      className="max-w-2xl"
    >
      <FormError variant="box" className="mb-4">
        {error}
      </FormError>
      {changes.length === 0 ? (
        <p className="rounded-xl border border-slate-200 px-4 py-5 text-sm text-slate-700 dark:border-navy-700 dark:text-slate-300">
          The submitted details match what you already have. There is nothing to apply.
        </p>
      ) : (
        <fieldset className="rounded-xl border border-slate-200 dark:border-navy-700">
          <legend className="sr-only">Details to apply</legend>
          <div className="hidden grid-cols-[1.25rem_10.5rem_1fr_1.25rem_1fr] gap-3 border-b border-slate-100 px-4 py-2 text-xs font-medium tracking-wide text-slate-500 uppercase sm:grid dark:border-navy-800 dark:text-slate-400">
            <span />
            <span>Field</span>
            <span>Saved now</span>
            <span />
            <span>Submitted</span>
          </div>
          <ul className="divide-y divide-slate-100 dark:divide-navy-800">
            {changes.map((change) => {
              const id = `apply-${change.field}`;
              const empty = isEmpty(change.current);
              return (
                <li key={change.field}>
                  <label
                    htmlFor={id}
                    className="grid cursor-pointer grid-cols-[1.25rem_1fr] items-start gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[1.25rem_10.5rem_1fr_1.25rem_1fr] dark:hover:bg-navy-800/50"
                  >
                    <Checkbox
                      id={id}
                      checked={selected.has(change.field)}
                      onCheckedChange={(on) => toggle(change.field, on === true)}
                      disabled={busy}
                      className="mt-0.5"
                    />
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-navy-900 dark:text-white">
                      {change.label}
                      {empty && <Badge tone="success">New</Badge>}
                    </span>
                    <span className="col-start-2 text-sm text-slate-600 sm:col-start-auto dark:text-slate-400">
                      <span className="sm:hidden">Saved: </span>
                      {empty ? (
                        <span className="italic">Not set</span>
                      ) : (
                        // Struck through only once ticked: that is when it would be replaced.
                        <span
                          className={cn(
                            selected.has(change.field) && 'line-through decoration-slate-400/70',
                          )}
                        >
                          {fieldValue(change.field, change.current)}
                        </span>
                      )}
                    </span>
                    <ArrowRight
                      className="mt-0.5 hidden h-4 w-4 text-slate-400 sm:block"
                      aria-hidden
                    />
                    <span className="col-start-2 text-sm font-medium break-words text-navy-900 sm:col-start-auto dark:text-slate-100">
                      <span className="font-normal text-slate-600 sm:hidden dark:text-slate-400">
                        Submitted:{' '}
                      </span>
                      {fieldValue(change.field, change.submitted)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {/* Kept in view while a long review scrolls. */}
      <div className="sticky -bottom-6 -mx-6 mt-6 -mb-6 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-6 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-navy-800 dark:bg-navy-900">
        <Button
          variant="outline"
          onClick={() => submission && dismiss.mutate({ id: submission.id })}
          loading={dismiss.isPending}
          disabled={busy}
        >
          Dismiss
        </Button>
        {changes.length > 0 && (
          <Button
            onClick={() => submission && apply.mutate({ id: submission.id, fields: [...selected] })}
            loading={apply.isPending}
            disabled={busy || selected.size === 0}
          >
            {selected.size === 0
              ? 'Choose details to apply'
              : selected.size === 1
                ? 'Apply 1 detail'
                : `Apply ${selected.size} details`}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
