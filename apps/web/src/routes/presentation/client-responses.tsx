// What the client answered from the shared presentation ("I'd like to go ahead", "Please call me",
// "I have a question"), in the owner view: a notice under the title when new ones arrived, and the
// card with the versions the client signed, each response and the follow-ups sent since. The
// responses that were new when the page opened stay highlighted until the next visit
// (use-client-responses.ts marks them read).
import { useRecordsAccess } from '@/components/auth/records-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ChevronDown, FileSignature, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';

import { FollowUpsSent } from './follow-ups-sent';
import { fullDateTime, relativeTime } from './relative-time';
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

/**
 * The versions the client signed ("Signed by <name> · version N · <time>"), with the page's hash and
 * the address each signature came from, and whether the version shown now is signed: a signed
 * version is never changed, an edit makes a new one for the client to sign again.
 */
function SignedVersions({
  presentationId,
  clientName,
}: {
  presentationId: string;
  clientName: string;
}) {
  const trpc = useTRPC();
  const signed = useQuery({
    ...trpc.acknowledgements.list.queryOptions({ presentationId }),
    refetchInterval: 60_000,
  });
  const items = signed.data?.items ?? [];
  if (!signed.data || items.length === 0) return null;
  const { currentVersion } = signed.data;
  const current = items.some((item) => item.versionNumber === currentVersion);
  return (
    <section aria-labelledby="signed-versions-title" className="space-y-2">
      <h3
        id="signed-versions-title"
        className="text-sm font-semibold text-navy-900 dark:text-white"
      >
        Signed acknowledgements
      </h3>
      <ul
        className="divide-y divide-emerald-100 rounded-xl border border-emerald-200 bg-emerald-50/50 dark:divide-emerald-900 dark:border-emerald-800 dark:bg-emerald-900/20"
        data-testid="signed-versions"
      >
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 px-4 py-3 text-sm">
            <FileSignature
              className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400"
              aria-hidden
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-navy-900 dark:text-white">
                {item.summary} ·{' '}
                <time dateTime={item.signedAt} title={fullDateTime(item.signedAt)}>
                  {relativeTime(item.signedAt)}
                </time>
              </p>
              <p className="break-all text-slate-600 dark:text-slate-400">
                <span title={item.pageHash}>Page SHA-256 {item.pageHash.slice(0, 12)}…</span> · from{' '}
                {item.ipAddress}
                {item.viewerEmail && ` · ${item.viewerEmail}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {current
          ? `Version ${currentVersion} is signed. An edit makes version ${currentVersion + 1}, which ${clientName} signs again.`
          : `The version shown now (${currentVersion}) is not signed yet.`}
      </p>
    </section>
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
        <SignedVersions presentationId={presentationId} clientName={clientName} />
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
