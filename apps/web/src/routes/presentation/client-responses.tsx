// What the client answered from the shared presentation ("I'd like to go ahead", "Please call me",
// "I have a question"), in the owner view: a notice under the title when new ones arrived, and the
// card with each response and the follow-ups sent since. The responses that were new when the page
// opened stay highlighted until the next visit (use-client-responses.ts marks them read).
import { useRecordsAccess } from '@/components/auth/records-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { ArrowDown, ChevronDown, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';

import { FollowUpsSent } from './follow-ups-sent';
import { newCountText } from './response-details';
import { ResponseItem } from './response-item';
import { responseKindLook } from './response-kinds';
import { CLIENT_RESPONSES_ANCHOR, type ClientResponsesState } from './use-client-responses';

/** Responses shown before "Show all"; new ones are always shown. */
const SHOWN_AT_FIRST = 5;

/** A line under the title when new responses are waiting further down the page. */
export function NewResponsesNotice({
  state,
  clientName,
}: {
  state: ClientResponsesState;
  clientName: string;
}) {
  const items = state.list.data?.items ?? [];
  const fresh = items.filter((item) => state.fresh.has(item.id));
  const latest = fresh[0];
  if (!latest) return null;
  const { Icon } = responseKindLook(latest.kind);
  const more = fresh.length - 1;
  return (
    <a
      href={`#${CLIENT_RESPONSES_ANCHOR}`}
      data-testid="new-responses-notice"
      className="mb-6 flex min-h-11 items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 transition-colors hover:bg-brand-100 dark:border-brand-800 dark:bg-brand-900/30 dark:text-brand-100 dark:hover:bg-brand-900/50"
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="font-semibold">{clientName}</span> answered: “{latest.label}”
        {more > 0 && <span> and {more === 1 ? '1 more response' : `${more} more responses`}</span>}
      </span>
      <span className="hidden shrink-0 items-center gap-1 font-medium sm:inline-flex">
        See response <ArrowDown className="h-4 w-4" aria-hidden />
      </span>
      <ArrowDown className="h-4 w-4 shrink-0 sm:hidden" aria-hidden />
    </a>
  );
}

interface ClientResponsesCardProps {
  state: ClientResponsesState;
  presentationId: string;
  clientName: string;
  shared: boolean;
  /** Absent when the records are read-only (the subscription ended): no follow-up is drafted. */
  onDraftFollowUp?: (() => void) | undefined;
}

export function ClientResponsesCard({
  state,
  presentationId,
  clientName,
  shared,
  onDraftFollowUp,
}: ClientResponsesCardProps) {
  const { list, fresh } = state;
  const { readOnly } = useRecordsAccess();
  const [showAll, setShowAll] = useState(false);
  const items = list.data?.items ?? [];
  const freshCount = items.filter((item) => fresh.has(item.id)).length;
  const shownCount = showAll ? items.length : Math.max(SHOWN_AT_FIRST, freshCount);
  const hidden = items.length - shownCount;

  return (
    <Card
      id={CLIENT_RESPONSES_ANCHOR}
      role="region"
      aria-labelledby="client-responses-title"
      className="scroll-mt-24"
    >
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <CardTitle id="client-responses-title">Client responses</CardTitle>
            {freshCount > 0 && <Badge tone="brand">{newCountText(freshCount)}</Badge>}
          </div>
          <CardDescription>
            What {clientName} sent you from the shared presentation.
          </CardDescription>
        </div>
        {onDraftFollowUp && (
          <Button onClick={onDraftFollowUp} className="self-start">
            <MessageSquareReply className="h-4 w-4" aria-hidden />
            Draft follow-up
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        {list.isPending ? (
          <LoadingState label="Loading responses" rows={2} />
        ) : list.isError ? (
          <ErrorState
            compact
            message="The responses could not be loaded."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : items.length === 0 ? (
          <div data-testid="responses-empty">
            <EmptyState
              compact
              icon={MessageSquareReply}
              title={
                shared
                  ? `No responses yet. When ${clientName} asks to go ahead, asks for a call or sends a question from the shared presentation, you will see it here.`
                  : readOnly
                    ? `No responses. This presentation is not shared, so ${clientName} cannot answer from it.`
                    : `Turn on sharing above so ${clientName} can open the presentation and answer you from it.`
              }
            />
          </div>
        ) : (
          <div className="space-y-3">
            <ol className="space-y-3" aria-label="Responses, newest first">
              {items.slice(0, shownCount).map((item) => (
                <ResponseItem key={item.id} item={item} fresh={fresh.has(item.id)} />
              ))}
            </ol>
            {hidden > 0 && (
              <Button variant="ghost" className="w-full" onClick={() => setShowAll(true)}>
                <ChevronDown className="h-4 w-4" aria-hidden />
                {hidden === 1 ? 'Show 1 earlier response' : `Show ${hidden} earlier responses`}
              </Button>
            )}
          </div>
        )}
        <FollowUpsSent presentationId={presentationId} />
      </CardContent>
    </Card>
  );
}
