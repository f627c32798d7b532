import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageFallback } from '@/components/layout/page-fallback';
import { useTRPC } from '@/lib/trpc';
import { SubscriptionRequired } from './subscription-required';

const CHECK_FAILED = 'Error checking subscription status';

/**
 * Generation routes (/generate, /presentation*) for a signed-in advisor: shows the Subscription
 * Required page instead of the route unless the access check allows it. Place inside RequireAuth.
 */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  // Asked again on every visit: a cached "no" from before a payment must not lock anyone out.
  const access = useQuery({ ...trpc.billing.checkAccess.queryOptions(), refetchOnMount: 'always' });

  if (access.data?.hasAccess) return <>{children}</>;
  if (access.isPending || access.isFetching) return <PageFallback />;
  if (access.isError) return <SubscriptionRequired reason={CHECK_FAILED} />;
  return <SubscriptionRequired reason={access.data.reason} />;
}
