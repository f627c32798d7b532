import { PageFallback } from '@/components/layout/page-fallback';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { RecordsAccessProvider } from './records-access';
import { SubscriptionRequired } from './subscription-required';

const CHECK_FAILED = 'Error checking subscription status';

/**
 * Guarded routes for a signed-in advisor: shows the Subscription Required page instead of the route
 * unless the access check allows it. Place inside RequireAuth.
 *
 * `records` (the presentation routes): an advisor whose subscription ended — who has had one, so
 * has records — sees them read-only instead (the API keeps their reads open, recordsProcedure); an
 * account that never had a subscription or trial has nothing to read and gets the page as before.
 * Generation (/generate) is never read-only.
 */
export function RequireSubscription({
  children,
  records = false,
}: {
  children: ReactNode;
  records?: boolean;
}) {
  const trpc = useTRPC();
  // Asked again on every visit: a cached "no" from before a payment must not lock anyone out.
  const access = useQuery({ ...trpc.billing.checkAccess.queryOptions(), refetchOnMount: 'always' });

  if (access.data?.hasAccess)
    return (
      <RecordsAccessProvider value={{ readOnly: false, status: access.data.subscriptionStatus }}>
        {children}
      </RecordsAccessProvider>
    );
  if (access.isPending || access.isFetching) return <PageFallback />;
  if (access.isError) return <SubscriptionRequired reason={CHECK_FAILED} />;
  if (records && access.data.readOnly) {
    return (
      <RecordsAccessProvider value={{ readOnly: true, status: access.data.subscriptionStatus }}>
        {children}
      </RecordsAccessProvider>
    );
  }
  return <SubscriptionRequired reason={access.data.reason} />;
}
