// The Clients tab: the advisor's saved clients, searched on the server, added and edited in the
// client form, deleted after a confirmation; a client's name opens their page (/clients/:id), and
// the Timeline action a side panel with everything that happened.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useTRPC } from '@/lib/trpc';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Plus, SquarePen, Trash2, UserRoundPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatShortDate } from '@pitchcraft/core';

import { ClientFormDialog } from './client-form-dialog';
import { ClientTimelineSheet } from './client-timeline-sheet';
import { useDebouncedValue } from './debounced-value';
import { DELETE_CONFIRMATION } from './list-states';
import { LIVE_LIST, refreshClientLists } from './refresh';
import { SearchBox } from './search-box';

type Client = RouterOutputs['clients']['list'][number];

const SEARCH_DELAY_MS = 250;

export function ClientsTab({
  onCreateForm,
  onAddClient,
}: {
  onCreateForm: () => void;
  onAddClient: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [pendingDelete, setPendingDelete] = useState<Client | null>(null);
  const [opened, setOpened] = useState<Client | null>(null);
  const [edited, setEdited] = useState<Client | null>(null);

  const clients = useQuery({
    ...trpc.clients.list.queryOptions(debouncedSearch ? { search: debouncedSearch } : {}),
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });

  useEffect(() => {
    if (clients.isError)
      toast.error('Error', {
        description: 'Failed to load client data.',
        id: 'clients-load-error',
      });
  }, [clients.isError]);

  const listFilter = trpc.clients.list.queryFilter();
  const remove = useMutation(
    trpc.clients.delete.mutationOptions({
      // Optimistic: the row leaves every cached search at once and comes back if the server refuses.
      onMutate: async ({ id }) => {
        await queryClient.cancelQueries(listFilter);
        const snapshot = queryClient.getQueriesData<Client[]>(listFilter);
        queryClient.setQueriesData<Client[]>(listFilter, (rows) =>
          rows?.filter((row) => row.id !== id),
        );
        return { snapshot };
      },
      onError: (_error, _input, context) => {
        for (const [key, rows] of context?.snapshot ?? []) queryClient.setQueryData(key, rows);
        toast.error('Error', { description: 'Failed to delete client.' });
      },
      onSuccess: () =>
        toast.success('Client Deleted', {
          description: 'The client has been deleted successfully',
        }),
      // Its reviews and (for a client from an older form) its form's count go with it.
      onSettled: () => refreshClientLists(queryClient, trpc),
    }),
  );

  const rows = clients.data ?? [];
  const searching = debouncedSearch !== '';

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-navy-800">
        <SearchBox value={search} onChange={setSearch} placeholder="Search clients..." />
        {clients.isSuccess && rows.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {rows.length === 1 ? '1 client' : `${rows.length} clients`}
          </p>
        )}
      </div>
      {clients.isPending ? (
        <div className="p-4 sm:px-6">
          <LoadingState rows={5} label="Loading client data..." />
        </div>
      ) : clients.isError ? (
        <ErrorState
          message="Failed to load client data."
          onRetry={() => void clients.refetch()}
          retrying={clients.isFetching}
        />
      ) : rows.length === 0 ? (
        searching ? (
          <EmptyState
            icon={Users}
            title="No matching clients"
            description="Try a different name, email or phone number."
          />
        ) : (
          <EmptyState
            icon={Users}
            title="No clients yet"
            description="Create a collection form to start gathering client information"
            action={
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button onClick={onCreateForm}>
                  <Plus className="h-4 w-4" aria-hidden /> Create Client Form
                </Button>
                <Button variant="outline" onClick={onAddClient}>
                  <UserRoundPlus className="h-4 w-4" aria-hidden /> Add a client yourself
                </Button>
              </div>
            }
          />
        )
      ) : (
        <ClientRows rows={rows} onOpen={setOpened} onEdit={setEdited} onDelete={setPendingDelete} />
      )}
      <ClientTimelineSheet client={opened} onClose={() => setOpened(null)} />
      <ClientFormDialog
        open={edited !== null}
        onOpenChange={(open) => !open && setEdited(null)}
        client={edited}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete client?"
        description={DELETE_CONFIRMATION}
        onConfirm={() => pendingDelete && remove.mutate({ id: pendingDelete.id })}
      />
    </Card>
  );
}

interface ClientRowsProps {
  rows: Client[];
  onOpen: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

const nameLinkClass =
  'rounded-sm text-left font-medium text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white dark:hover:text-brand-300';

function ClientName({ client }: { client: Client }) {
  return (
    <Link to={`/clients/${encodeURIComponent(client.id)}`} className={nameLinkClass}>
      {client.fullName}
    </Link>
  );
}

function ClientRows({ rows, onOpen, onEdit, onDelete }: ClientRowsProps) {
  return (
    <>
      <div className="hidden px-3 pb-2 sm:block">
        <Table>
          <THead>
            <tr>
              <TH>Client Name</TH>
              <TH>Email</TH>
              <TH>Phone</TH>
              <TH>Date Added</TH>
              <TH className="text-right">Actions</TH>
            </tr>
          </THead>
          <TBody>
            {rows.map((client) => (
              <TR key={client.id}>
                <TD className="font-medium text-navy-900 dark:text-white">
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <ClientName client={client} />
                    {client.source === 'form' && <Badge tone="brand">From Form</Badge>}
                  </span>
                </TD>
                <TD className="text-slate-700 dark:text-slate-300">{client.email}</TD>
                <TD className="whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {client.phone}
                </TD>
                <TD className="whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {formatShortDate(client.createdAt)}
                </TD>
                <TD className="text-right whitespace-nowrap">
                  <EditButton client={client} onEdit={onEdit} />
                  <TimelineButton client={client} onOpen={onOpen} />
                  <DeleteButton client={client} onDelete={onDelete} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
      <ul className="divide-y divide-slate-100 sm:hidden dark:divide-navy-800" aria-label="Clients">
        {rows.map((client) => (
          <li key={client.id} className="flex items-start gap-1 py-2 pr-2 pl-4">
            <div className="min-w-0 flex-1 space-y-1 py-2">
              <p className="flex flex-wrap items-center gap-2 font-medium text-navy-900 dark:text-white">
                <ClientName client={client} />
                {client.source === 'form' && <Badge tone="brand">From Form</Badge>}
              </p>
              {client.email !== '-' && (
                <p className="truncate text-sm text-slate-700 dark:text-slate-300">
                  {client.email}
                </p>
              )}
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {client.phone !== '-' && `${client.phone} · `}Added{' '}
                {formatShortDate(client.createdAt)}
              </p>
            </div>
            {/* The name opens the client's page, timeline included: a phone keeps room for the details. */}
            <EditButton client={client} onEdit={onEdit} />
            <DeleteButton client={client} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    </>
  );
}

function EditButton({ client, onEdit }: { client: Client; onEdit: (client: Client) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => onEdit(client)}
      aria-label={`Edit ${client.fullName}`}
      title="Edit"
      className="h-11 w-11 text-slate-500 hover:text-brand-700 sm:h-9 sm:w-9 dark:text-slate-400 dark:hover:text-brand-300"
    >
      <SquarePen className="h-4 w-4" aria-hidden />
    </Button>
  );
}

function TimelineButton({ client, onOpen }: { client: Client; onOpen: (client: Client) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => onOpen(client)}
      aria-label={`Timeline for ${client.fullName}`}
      title="Timeline"
      className="h-11 w-11 text-slate-500 hover:text-brand-700 sm:h-9 sm:w-9 dark:text-slate-400 dark:hover:text-brand-300"
    >
      <History className="h-4 w-4" aria-hidden />
    </Button>
  );
}

function DeleteButton({
  client,
  onDelete,
}: {
  client: Client;
  onDelete: (client: Client) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => onDelete(client)}
      aria-label={`Delete ${client.fullName}`}
      className="h-11 w-11 text-slate-500 hover:bg-red-50 hover:text-red-700 sm:h-9 sm:w-9 dark:text-slate-400 dark:hover:bg-red-900/30 dark:hover:text-red-300"
    >
      <Trash2 className="h-4 w-4" aria-hidden />
    </Button>
  );
}
