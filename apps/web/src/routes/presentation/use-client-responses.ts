// The client responses' data on the owner's page: the list (refreshed while the page is open), which
// of them were new when the advisor arrived, and the scroll to the card when the page was opened at it.
import { useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { unreadIds } from './response-details';

export const CLIENT_RESPONSES_ANCHOR = 'client-responses';
const REFRESH_MS = 60_000;

/**
 * The presentation's responses, and which of them were new when the advisor opened the page. Marks
 * them read on the server once seen (the top bar's count and list follow), without refetching the
 * list, so the new ones stay highlighted while the advisor is here.
 */
export function useClientResponses(presentationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.responses.list.queryOptions({ presentationId }),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const marked = useRef(new Set<string>());
  const markRead = useMutation(
    trpc.responses.markRead.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.responses.unreadCount.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.responses.recent.queryKey() }),
        ]),
    }),
  );
  const { mutate } = markRead;

  const items = list.data?.items;
  useEffect(() => {
    if (!items) return;
    const unseen = unreadIds(items).filter((id) => !marked.current.has(id));
    if (unseen.length === 0) return;
    for (const id of unseen) marked.current.add(id);
    setFresh((current) => new Set([...current, ...unseen]));
    mutate({ presentationId });
  }, [items, mutate, presentationId]);

  return { list, fresh };
}

export type ClientResponsesState = ReturnType<typeof useClientResponses>;

/** Brings the responses card into view when the page was opened at it (from the top bar's list), once per navigation. */
export function useScrollToResponses(location: { hash: string; key: string }, ready: boolean) {
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (
      !ready ||
      location.hash !== `#${CLIENT_RESPONSES_ANCHOR}` ||
      scrolledFor.current === location.key
    )
      return;
    scrolledFor.current = location.key;
    document.getElementById(CLIENT_RESPONSES_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [location.hash, location.key, ready]);
}
