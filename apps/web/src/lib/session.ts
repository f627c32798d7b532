import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The signed-in user, or null; undefined while the first check runs. */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.auth.session.queryOptions(), staleTime: 60_000 });
  return { session: query.data, loading: query.isPending, refetch: query.refetch };
}
