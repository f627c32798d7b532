import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

import { useTRPC } from './trpc';

const noSubscription = () => () => undefined;

/**
 * False while React takes over a page prerendered at build time, true after (and from the start of
 * a page rendered in the browser alone). A page was prerendered signed out, so it must hydrate as
 * signed out whatever the session says by then: parts that hydrate later (behind a Suspense
 * boundary) would otherwise render a signed-in page over signed-out markup (React error #418).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The signed-in user, or null; undefined while the first check runs (and while the page hydrates). */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.auth.session.queryOptions(), staleTime: 60_000 });
  const hydrated = useHydrated();
  if (!hydrated) return { session: undefined, loading: true, refetch: query.refetch };
  return { session: query.data, loading: query.isPending, refetch: query.refetch };
}
