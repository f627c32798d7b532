// What the Clients page shows about clients and their forms, read again after anything changes them:
// the client list and pages, the reviews waiting, and each form's submission count and list (the
// counter on "View Submissions"). One place, so no change leaves a stale number until a reload.
import type { useTRPC } from '@/lib/trpc';
import type { QueryClient } from '@tanstack/react-query';

type Trpc = ReturnType<typeof useTRPC>;

export async function refreshClientLists(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries(trpc.clients.list.queryFilter()),
    queryClient.invalidateQueries(trpc.clients.get.queryFilter()),
    queryClient.invalidateQueries(trpc.submissions.listPending.queryFilter()),
    queryClient.invalidateQueries(trpc.links.list.queryFilter()),
    queryClient.invalidateQueries(trpc.links.submissions.queryFilter()),
  ]);
}

/**
 * Lists that change from outside the page (a client submits a form in another tab or on their
 * phone): read again when the advisor comes back to the tab, and whenever the list is shown again.
 */
export const LIVE_LIST = { staleTime: 0, refetchOnWindowFocus: true } as const;
