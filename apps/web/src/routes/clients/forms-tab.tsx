// The Collection Forms tab: the advisor's links, searched and filtered on the server.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';

import { LINK_INDUSTRY_LABELS, LINK_INDUSTRY_TYPES, type TListLinksInput } from '@pitchcraft/core';

import { useDebouncedValue } from './debounced-value';
import { LinkCard, type LinkView } from './link-card';
import { DELETE_CONFIRMATION } from './list-states';
import { LIVE_LIST } from './refresh';
import { SearchBox } from './search-box';

type IndustryFilter = NonNullable<TListLinksInput>['industryType'] & string;

const SEARCH_DELAY_MS = 250;

export function FormsTab({ onCreateForm }: { onCreateForm: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [industry, setIndustry] = useState<IndustryFilter>('all');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [pendingDelete, setPendingDelete] = useState<LinkView | null>(null);

  // Shared with the page's notice: while the forms are inactive each card says so.
  const profile = useQuery(trpc.profile.get.queryOptions());
  const inactive = profile.data?.formsActive === false;
  const links = useQuery({
    ...trpc.links.list.queryOptions({
      industryType: industry,
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
    }),
    placeholderData: keepPreviousData,
    // Submissions arrive from outside (often the advisor's own test in the tab "Open" opened): each
    // card's count is read again when the advisor comes back.
    ...LIVE_LIST,
  });

  useEffect(() => {
    // A failed reload behind a list already shown is only logged (spec §8).
    if (links.isError && links.data)
      console.warn('Reloading the collection forms failed', links.error);
  }, [links.isError, links.data, links.error]);

  const listFilter = trpc.links.list.queryFilter();
  const remove = useMutation(
    trpc.links.delete.mutationOptions({
      onMutate: async ({ id }) => {
        await queryClient.cancelQueries(listFilter);
        const snapshot = queryClient.getQueriesData<LinkView[]>(listFilter);
        queryClient.setQueriesData<LinkView[]>(listFilter, (rows) =>
          rows?.filter((row) => row.id !== id),
        );
        return { snapshot };
      },
      onError: (_error, _input, context) => {
        for (const [key, rows] of context?.snapshot ?? []) queryClient.setQueryData(key, rows);
        toast.error('Error', { description: 'Failed to delete link.' });
      },
      onSuccess: () =>
        toast.success('Link Deleted', { description: 'The link has been deleted successfully' }),
      onSettled: () => queryClient.invalidateQueries(listFilter),
    }),
  );

  const rows = links.data ?? [];
  const filtered = debouncedSearch !== '' || industry !== 'all';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={search} onChange={setSearch} placeholder="Search forms..." />
        <Select
          aria-label="Industry"
          value={industry}
          onChange={(event) => setIndustry(event.target.value as IndustryFilter)}
          className="sm:w-48"
        >
          <option value="all">All Industries</option>
          {LINK_INDUSTRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {LINK_INDUSTRY_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      {links.isPending ? (
        <LinksSkeleton />
      ) : links.isError && !links.data ? (
        <Card>
          <ErrorState
            message="We couldn't load your collection forms."
            onRetry={() => void links.refetch()}
            retrying={links.isFetching}
          />
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          {filtered ? (
            <EmptyState
              icon={FileText}
              title="No matching forms"
              description="Try adjusting your filters"
            />
          ) : (
            <EmptyState
              icon={FileText}
              title="No collection forms yet"
              description="Create a form and send its link to a client: their answers arrive here and in your client list."
              action={
                <Button onClick={onCreateForm}>
                  <Plus className="h-4 w-4" aria-hidden /> Create Client Form
                </Button>
              }
            />
          )}
        </Card>
      ) : (
        <ul className="space-y-4" aria-label="Collection forms">
          {rows.map((link) => (
            <li key={link.id}>
              <LinkCard link={link} onDelete={() => setPendingDelete(link)} inactive={inactive} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete collection form?"
        description={DELETE_CONFIRMATION}
        onConfirm={() => pendingDelete && remove.mutate({ id: pendingDelete.id })}
      />
    </div>
  );
}

function LinksSkeleton() {
  return (
    <div role="status" aria-label="Loading collection forms..." className="space-y-4">
      {[0, 1, 2].map((row) => (
        <Card key={row} className="space-y-3 p-5 sm:p-6">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-3.5 w-2/3" />
          <Skeleton className="h-3 w-1/4" />
          <div className="flex gap-2 pt-2">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-8 w-36" />
          </div>
        </Card>
      ))}
    </div>
  );
}
