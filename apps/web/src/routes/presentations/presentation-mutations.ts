// Deleting a presentation and turning its sharing on or off. Both are optimistic across every
// cached page of the library and the owner's view, and rolled back when the server refuses.
import { errorMessage, errorReason, useTRPC } from '@/lib/trpc';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import { sharedPath } from '@pitchcraft/core';

import { requestReview } from '../presentation/compliance-events';

type ListPage = RouterOutputs['presentations']['list'];
export type PresentationListItem = ListPage['items'][number];
type Detail = RouterOutputs['presentations']['get'];
type Snapshot = [QueryKey, unknown][];

/** Applies `change` to every loaded page of every cached library query. */
function updateListPages(
  pages: InfiniteData<ListPage> | undefined,
  change: (page: ListPage) => ListPage,
) {
  return pages?.pages ? { ...pages, pages: pages.pages.map(change) } : pages;
}

export function useSetSharing() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listFilter = trpc.presentations.list.pathFilter();

  return useMutation(
    trpc.presentations.setSharing.mutationOptions({
      onMutate: async ({ id, enabled }) => {
        const detailKey = trpc.presentations.get.queryKey({ id });
        await Promise.all([
          queryClient.cancelQueries(listFilter),
          queryClient.cancelQueries({ queryKey: detailKey }),
        ]);
        const snapshot: Snapshot = [
          ...queryClient.getQueriesData(listFilter),
          [detailKey, queryClient.getQueryData(detailKey)],
        ];
        // The server builds the link from its public origin; until it answers, ours is the best guess.
        const sharedUrl = enabled ? `${window.location.origin}${sharedPath(id)}` : null;
        queryClient.setQueriesData<InfiniteData<ListPage>>(listFilter, (data) =>
          updateListPages(data, (page) => ({
            ...page,
            items: page.items.map((item) =>
              item.id === id ? { ...item, shareEnabled: enabled, sharedUrl } : item,
            ),
          })),
        );
        queryClient.setQueryData<Detail>(detailKey, (detail) =>
          detail ? { ...detail, shareEnabled: enabled, sharedUrl } : detail,
        );
        return { snapshot };
      },
      onError: (error, { id }, context) => {
        for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
        // The organisation requires approval: say so, and offer to submit the version.
        if (errorReason(error) === 'APPROVAL_REQUIRED') {
          toast.error('Approval needed', {
            description: errorMessage(error),
            action: { label: 'Submit for review', onClick: () => requestReview(id) },
          });
          return;
        }
        toast.error('Update failed', {
          description: 'There was an error updating sharing settings',
        });
      },
      onSuccess: (result) => {
        queryClient.setQueryData<Detail>(
          trpc.presentations.get.queryKey({ id: result.id }),
          (detail) =>
            detail
              ? { ...detail, shareEnabled: result.shareEnabled, sharedUrl: result.sharedUrl }
              : detail,
        );
        if (result.shareEnabled)
          toast.success('Sharing enabled', {
            description: 'This presentation can now be shared with others',
          });
        else
          toast.success('Sharing disabled', {
            description: 'This presentation is no longer shareable',
          });
      },
      onSettled: () => queryClient.invalidateQueries(listFilter),
    }),
  );
}

export function useDeletePresentation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listFilter = trpc.presentations.list.pathFilter();

  return useMutation(
    trpc.presentations.delete.mutationOptions({
      onMutate: async ({ id }) => {
        await queryClient.cancelQueries(listFilter);
        const snapshot: Snapshot = queryClient.getQueriesData(listFilter);
        queryClient.setQueriesData<InfiniteData<ListPage>>(listFilter, (data) =>
          updateListPages(data, (page) => {
            const items = page.items.filter((item) => item.id !== id);
            return { ...page, items, total: Math.max(0, page.total - 1) };
          }),
        );
        return { snapshot };
      },
      onError: (_error, _input, context) => {
        for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
        toast.error('Delete failed', {
          description: 'There was an error deleting your presentation',
        });
      },
      onSuccess: (_result, { id }) => {
        queryClient.removeQueries({ queryKey: trpc.presentations.get.queryKey({ id }) });
        toast.success('Presentation deleted');
      },
      onSettled: () => queryClient.invalidateQueries(listFilter),
    }),
  );
}
