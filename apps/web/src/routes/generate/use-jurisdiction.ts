// Where the advisor practises, from their profile: the needs analysis's tax rules and currency, and
// how the wizard names registered plans and government benefits. Canada until the profile loads.
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';

import type { TJurisdiction } from '@pitchcraft/core';

export function useJurisdiction(): TJurisdiction {
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.get.queryOptions());
  return profile.data?.jurisdiction ?? 'CA';
}
