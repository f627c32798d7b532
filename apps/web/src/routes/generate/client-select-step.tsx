// Step 2a: pick a saved client to pre-fill the form, create a new one, or go on without one.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleHelp, Search, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';

import { ClientHelpDialog } from './client-help-dialog';
import { ClientList } from './client-list';
import type { SavedClient } from './client-record';
import { StepHeading } from './step-heading';
import { WizardNav } from './wizard-nav';

interface ClientSelectStepProps {
  onBack: () => void;
  /** A saved client, or null for a blank form. */
  onChoose: (client: SavedClient | null) => void;
}

function matches(client: SavedClient, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [client.fullName, client.email, client.phone].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

export function ClientSelectStep({ onBack, onChoose }: ClientSelectStepProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const clients = useQuery(trpc.clients.list.queryOptions({}));
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<SavedClient | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  const listFilter = trpc.clients.list.queryFilter();
  const remove = useMutation(
    trpc.clients.delete.mutationOptions({
      // Optimistic: the client leaves the list at once and comes back if the server refuses.
      onMutate: async ({ id }) => {
        await queryClient.cancelQueries(listFilter);
        const snapshot = queryClient.getQueriesData<SavedClient[]>(listFilter);
        queryClient.setQueriesData<SavedClient[]>(listFilter, (rows) =>
          rows?.filter((row) => row.id !== id),
        );
        if (selectedId === id) setSelectedId(null);
        return { snapshot };
      },
      onError: (_error, _input, context) => {
        for (const [key, rows] of context?.snapshot ?? []) queryClient.setQueryData(key, rows);
        toast.error('Error', { description: 'Failed to delete client' });
      },
      onSuccess: () =>
        toast.success('Client Deleted', {
          description: 'The client has been deleted successfully',
        }),
      onSettled: () => queryClient.invalidateQueries(listFilter),
    }),
  );

  const list = useMemo(() => clients.data ?? [], [clients.data]);
  const visible = useMemo(() => list.filter((client) => matches(client, search)), [list, search]);
  const selected = list.find((client) => client.id === selectedId) ?? null;
  const hasClients = list.length > 0;

  return (
    <section aria-labelledby="step-title">
      <StepHeading
        title="Select a Client"
        description="Start from a saved client to pre-fill their details, or create a new one."
        actions={
          <Button variant="outline" onClick={() => onChoose(null)}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Create New Client
          </Button>
        }
      />
      <Card className="p-4 sm:p-6">
        {clients.isPending ? (
          <div>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
              Loading client data...
            </p>
            <LoadingState label="Loading client data..." rows={4} />
          </div>
        ) : clients.isError ? (
          <ErrorState
            compact
            message="Failed to load clients"
            detail="Your saved clients could not be loaded. Check your connection and try again."
            onRetry={() => void clients.refetch()}
            retrying={clients.isFetching}
          />
        ) : !hasClients ? (
          <EmptyState
            compact
            icon={Users}
            title="No Client Data Available"
            description="You haven't collected any client information yet."
            action={
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button onClick={() => onChoose(null)}>Continue Without Client Data</Button>
                <Button variant="outline" onClick={() => setHelpOpen(true)}>
                  <CircleHelp className="h-4 w-4" aria-hidden />
                  How to collect client data
                </Button>
              </div>
            }
          />
        ) : (
          <div className="space-y-4">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
                aria-hidden
              />
              <Input
                type="search"
                aria-label="Search clients"
                placeholder="Search by name or email..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
            {visible.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 dark:border-navy-700 dark:text-slate-400">
                No matching clients found
              </p>
            ) : (
              <ClientList
                clients={visible}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onDelete={setPendingDelete}
                onUse={onChoose}
              />
            )}
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
              <span aria-live="polite">
                {visible.length} of {list.length} {list.length === 1 ? 'client' : 'clients'}
              </span>
              <Button variant="link" onClick={() => setHelpOpen(true)}>
                How to collect client data
              </Button>
            </div>
          </div>
        )}
      </Card>
      <WizardNav
        onBack={onBack}
        nextLabel="Use Selected Client"
        onNext={hasClients ? () => selected && onChoose(selected) : undefined}
        nextDisabled={!selected}
      />
      <ClientHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete Client"
        description="Are you sure you want to delete this client? This action cannot be undone."
        onConfirm={() => pendingDelete && remove.mutate({ id: pendingDelete.id })}
      />
    </section>
  );
}
