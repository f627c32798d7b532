// Compliance reviews: the reviewers' queue (waiting and decided), each row opening the review, and
// for owners and admins the policy that sharing needs an approved version.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, ClipboardCheck, MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { hasPermission, REVIEW_QUEUE_PAGE_SIZE } from '@pitchcraft/core';

import { StatusBadge, When } from './review-thread';

export default function ReviewsPage() {
  const { session } = useSession();
  const role = session?.user.role;
  const reviews = role ? hasPermission(role, 'review') : false;
  const settings = role ? hasPermission(role, 'settings') : false;
  return (
    <Page
      title="Compliance reviews"
      description="Versions waiting for approval before a client sees them, and the decisions made."
    >
      <div className="space-y-6">
        {settings && <PolicyCard />}
        {reviews ? (
          <Tabs defaultValue="pending">
            <TabsList>
              <TabsTrigger value="pending">Waiting</TabsTrigger>
              <TabsTrigger value="decided">Decided</TabsTrigger>
            </TabsList>
            <TabsContent value="pending">
              <Queue status="pending" />
            </TabsContent>
            <TabsContent value="decided">
              <Queue status="decided" />
            </TabsContent>
          </Tabs>
        ) : (
          <Card>
            <EmptyState
              icon={ClipboardCheck}
              title="Reviews are for compliance reviewers"
              description="Submit a presentation for review from its page; you will be told when it is decided."
            />
          </Card>
        )}
      </div>
    </Page>
  );
}

function PolicyCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const policy = useQuery(trpc.reviews.policy.queryOptions());
  const set = useMutation(
    trpc.reviews.setPolicy.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.reviews.policy.queryKey(), data);
        void queryClient.invalidateQueries(trpc.reviews.pathFilter());
        toast.success(data.requireApproval ? 'Approval required' : 'Approval no longer required');
      },
      onError: (error) =>
        toast.error('Could not change the policy', { description: errorMessage(error) }),
    }),
  );
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Approval policy</CardTitle>
        <CardDescription>
          When it is on, sharing a presentation, sending a follow-up and a client’s downloads need a
          version a reviewer approved. A shared link keeps showing the latest approved version.
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-0">
        <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-navy-700 dark:bg-navy-950/40">
          <label
            htmlFor={id}
            className="cursor-pointer text-sm font-medium text-navy-900 dark:text-white"
          >
            Require approval before clients see a presentation
          </label>
          <Switch
            id={id}
            checked={policy.data?.requireApproval ?? false}
            disabled={policy.isPending || set.isPending}
            onCheckedChange={(requireApproval) => set.mutate({ requireApproval })}
          />
        </div>
      </CardContent>
    </Card>
  );
}

function Queue({ status }: { status: 'pending' | 'decided' }) {
  const trpc = useTRPC();
  const queue = useInfiniteQuery(
    trpc.reviews.queue.infiniteQueryOptions(
      { status, limit: REVIEW_QUEUE_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor },
    ),
  );
  if (queue.isPending) return <LoadingState label="Loading reviews" rows={4} />;
  if (queue.isError)
    return (
      <Card>
        <ErrorState
          message="The reviews could not be loaded."
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      </Card>
    );
  const items = queue.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <Card>
        <EmptyState
          icon={ClipboardCheck}
          title={status === 'pending' ? 'Nothing is waiting for review' : 'No decisions yet'}
          description={
            status === 'pending'
              ? 'When an advisor submits a presentation, it appears here.'
              : 'Approved and rejected versions are listed here.'
          }
        />
      </Card>
    );
  return (
    <div className="space-y-3">
      <Card className="overflow-hidden">
        <ul className="divide-y divide-slate-100 dark:divide-navy-800">
          {items.map((r) => (
            <li key={r.id}>
              <Link
                to={`/reviews/${encodeURIComponent(r.id)}`}
                className="flex items-center gap-4 px-4 py-3.5 transition-colors hover:bg-slate-50 sm:px-5 dark:hover:bg-navy-800/50"
                data-testid="review-row"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="line-clamp-2 font-medium text-navy-900 dark:text-white">
                    {r.title}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                    <span className="sm:hidden">
                      <StatusBadge status={r.status} />
                    </span>
                    <span>{r.clientName}</span>
                    <span aria-hidden>·</span>
                    <span>{r.advisor || 'A former member'}</span>
                    <span aria-hidden>·</span>
                    <Badge size="xs">v{r.versionNumber}</Badge>
                    <When iso={r.decidedAt ?? r.submittedAt} />
                    {r.comments > 0 && (
                      <span className="inline-flex items-center gap-1">
                        <MessageSquare className="h-3.5 w-3.5" aria-hidden />
                        <span className="sr-only">Comments:</span>
                        {r.comments}
                      </span>
                    )}
                  </p>
                </div>
                <span className="hidden sm:block">
                  <StatusBadge status={r.status} />
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      {queue.hasNextPage && (
        <Button
          variant="outline"
          loading={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
