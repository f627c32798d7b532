// Former members' books: the clients, forms and presentations people who left still own here,
// each handed to a current advisor, admin or owner with the Reassign dialog.
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ErrorState, FormError, LoadingState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import { ROLE_LABELS } from '@pitchcraft/core';

import { memberName } from './members-card';
import { advisingMembers } from './role-control';
import type { TOrganization } from './team-page';

type TBook = RouterOutputs['organization']['departedBooks'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const bookSummary = (b: TBook) =>
  [
    plural(b.clients, 'client', 'clients'),
    plural(b.presentations, 'presentation', 'presentations'),
    plural(b.links, 'form', 'forms'),
  ].join(' · ');

export function FormerMembersCard({ org }: { org: TOrganization }) {
  const trpc = useTRPC();
  const books = useQuery(trpc.organization.departedBooks.queryOptions());
  const [reassigning, setReassigning] = useState<TBook | null>(null);
  // Nothing to show until someone has left with a book.
  if (books.isSuccess && books.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Former members’ books</CardTitle>
        <CardDescription>
          Clients and presentations stay with the organisation when someone leaves. Hand them to a
          current advisor.
        </CardDescription>
      </CardHeader>
      {books.isPending ? (
        <div className="px-6 pb-6">
          <LoadingState label="Loading former members" rows={2} />
        </div>
      ) : books.isError ? (
        <ErrorState
          compact
          message="Former members could not be loaded."
          onRetry={() => void books.refetch()}
          retrying={books.isRefetching}
        />
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-navy-800 dark:border-navy-800">
          {books.data.map((book) => (
            <li
              key={book.userId}
              className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-navy-900 dark:text-white">
                  {memberName(book)}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{bookSummary(book)}</p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setReassigning(book)}>
                Reassign
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reassigning && (
        <ReassignDialog book={reassigning} org={org} onClose={() => setReassigning(null)} />
      )}
    </Card>
  );
}

function ReassignDialog({
  book,
  org,
  onClose,
}: {
  book: TBook;
  org: TOrganization;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choices = advisingMembers(org);
  const [toUserId, setToUserId] = useState(choices[0]?.userId ?? '');
  const reassign = useMutation(
    trpc.organization.reassignBook.mutationOptions({
      onSuccess: async () => {
        const to = choices.find((m) => m.userId === toUserId);
        toast.success('Book reassigned', {
          description: `${bookSummary(book)} now belong to ${to ? memberName(to) : 'their new advisor'}.`,
        });
        await queryClient.invalidateQueries(trpc.organization.pathFilter());
        onClose();
      },
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reassign ${memberName(book)}’s book`}
      description={bookSummary(book)}
    >
      <div className="space-y-5">
        <FormError variant="box">
          {reassign.isError ? errorMessage(reassign.error) : null}
        </FormError>
        <Field label="Give it to">
          <Select value={toUserId} onChange={(event) => setToUserId(event.target.value)}>
            {choices.map((m) => (
              <option key={m.userId} value={m.userId}>
                {memberName(m)} ({ROLE_LABELS[m.role]})
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={reassign.isPending}
            disabled={!toUserId}
            onClick={() => reassign.mutate({ fromUserId: book.userId, toUserId })}
          >
            Reassign
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
