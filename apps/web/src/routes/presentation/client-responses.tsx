// What the client answered from the shared presentation ("I'd like to go ahead", "Please call me",
// "I have a question"), in the owner view: each response with what the client wrote, the version
// they were looking at and the sections they read most, and the follow-ups sent since. Opening the
// page marks the responses read; the ones that were new stay highlighted until the next visit.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ChevronDown, Clock, Eye, Mail, MailCheck, MessageSquareReply, Phone, RotateCw } from 'lucide-react';
import { clsx } from 'clsx';
import type { RouterOutputs } from '@pitchcraft/api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTRPC } from '@/lib/trpc';
import { fullDateTime, relativeTime } from './relative-time';
import { newCountText, sectionsReadMost, telHref, unreadIds, viewedVersionText } from './response-details';
import { responseKindLook } from './response-kinds';

type ResponseList = RouterOutputs['responses']['list'];
type ClientResponse = ResponseList['items'][number];

export const CLIENT_RESPONSES_ANCHOR = 'client-responses';
const REFRESH_MS = 60_000;
/** Responses shown before "Show all"; new ones are always shown. */
const SHOWN_AT_FIRST = 5;

/**
 * The presentation's responses, and which of them were new when the advisor opened the page. Marks
 * them read on the server once seen (the top bar's count and list follow), without refetching the
 * list, so the new ones stay highlighted while the advisor is here.
 */
export function useClientResponses(presentationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.responses.list.queryOptions({ presentationId }), refetchInterval: REFRESH_MS, refetchOnWindowFocus: true });
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
    if (!ready || location.hash !== `#${CLIENT_RESPONSES_ANCHOR}` || scrolledFor.current === location.key) return;
    scrolledFor.current = location.key;
    document.getElementById(CLIENT_RESPONSES_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [location.hash, location.key, ready]);
}

/** A line under the title when new responses are waiting further down the page. */
export function NewResponsesNotice({ state, clientName }: { state: ClientResponsesState; clientName: string }) {
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
  onDraftFollowUp: () => void;
}

export function ClientResponsesCard({ state, presentationId, clientName, shared, onDraftFollowUp }: ClientResponsesCardProps) {
  const { list, fresh } = state;
  const [showAll, setShowAll] = useState(false);
  const items = list.data?.items ?? [];
  const freshCount = items.filter((item) => fresh.has(item.id)).length;
  const shownCount = showAll ? items.length : Math.max(SHOWN_AT_FIRST, freshCount);
  const hidden = items.length - shownCount;

  return (
    <Card id={CLIENT_RESPONSES_ANCHOR} role="region" aria-labelledby="client-responses-title" className="scroll-mt-24">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <CardTitle id="client-responses-title">Client responses</CardTitle>
            {freshCount > 0 && <Badge tone="brand">{newCountText(freshCount)}</Badge>}
          </div>
          <CardDescription>What {clientName} sent you from the shared presentation.</CardDescription>
        </div>
        <Button onClick={onDraftFollowUp} className="self-start">
          <MessageSquareReply className="h-4 w-4" aria-hidden />
          Draft follow-up
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {list.isPending ? (
          <div role="status" aria-label="Loading responses" className="space-y-3">
            <Skeleton className="h-28 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="font-medium text-navy-900 dark:text-white">The responses could not be loaded.</p>
            <Button variant="outline" onClick={() => void list.refetch()} loading={list.isFetching}>
              {!list.isFetching && <RotateCw className="h-4 w-4" aria-hidden />}
              Try Again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-8 text-center" data-testid="responses-empty">
            <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/30 dark:text-brand-300 dark:ring-brand-900">
              <MessageSquareReply className="h-6 w-6" aria-hidden />
            </div>
            <p className="max-w-md text-sm text-slate-700 dark:text-slate-300">
              {shared
                ? `No responses yet. When ${clientName} asks to go ahead, asks for a call or sends a question from the shared presentation, you will see it here.`
                : `Turn on sharing above so ${clientName} can open the presentation and answer you from it.`}
            </p>
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

function ResponseItem({ item, fresh }: { item: ClientResponse; fresh: boolean }) {
  const { Icon, tint } = responseKindLook(item.kind);
  const version = viewedVersionText(item.versionNumber);
  const sections = sectionsReadMost(item.sectionsRead);
  return (
    <li
      data-testid="client-response"
      data-unread={fresh ? 'true' : undefined}
      className={clsx(
        'rounded-xl border p-4 sm:p-5',
        fresh
          ? 'border-brand-200 bg-brand-50/50 ring-1 ring-brand-100 dark:border-brand-800 dark:bg-brand-900/20 dark:ring-brand-900'
          : 'border-slate-200 dark:border-navy-700',
      )}
    >
      <div className="flex items-center gap-3">
        <span className={clsx('flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-1', tint)}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-0.5">
          <h3 className="font-semibold text-navy-900 dark:text-white">{item.label}</h3>
          {fresh && <Badge tone="brand">New</Badge>}
          <time className="text-sm text-slate-600 dark:text-slate-400" dateTime={item.createdAt} title={fullDateTime(item.createdAt)}>
            {relativeTime(item.createdAt)}
          </time>
        </div>
      </div>
      <div className="mt-3 space-y-2.5 sm:pl-[52px]">
        {item.message && (
          <blockquote className="border-l-2 border-slate-300 pl-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-navy-800 dark:border-navy-600 dark:text-slate-200">
            {item.message}
          </blockquote>
        )}

        {(item.phone || item.preferredTimes) && (
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {item.phone && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Phone</dt>
                <dd>
                  <a
                    href={telHref(item.phone)}
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-300"
                  >
                    <Phone className="h-4 w-4" aria-hidden />
                    {item.phone}
                  </a>
                </dd>
              </>
            )}
            {item.preferredTimes && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Best times</dt>
                <dd className="break-words whitespace-pre-wrap text-navy-800 dark:text-slate-200">{item.preferredTimes}</dd>
              </>
            )}
          </dl>
        )}

        {(item.viewerEmail || version) && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {item.viewerEmail && (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Mail className="h-4 w-4 shrink-0" aria-hidden />
                <span className="break-all">{item.viewerEmail}</span>
              </span>
            )}
            {version && (
              <span className="inline-flex items-center gap-1.5" data-testid="response-version">
                <Eye className="h-4 w-4 shrink-0" aria-hidden />
                {version}
              </span>
            )}
          </p>
        )}

        {sections.length > 0 && (
          <div className="space-y-1.5 pt-1">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">Read most</p>
            <ul className="flex flex-wrap gap-2" aria-label="Sections read most">
              {sections.map((section) => (
                <li
                  key={section.name}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs text-navy-800 dark:bg-navy-800 dark:text-slate-200"
                >
                  <span className="truncate font-medium">{section.name}</span>
                  <span className="inline-flex shrink-0 items-center gap-0.5 text-slate-600 tabular-nums dark:text-slate-400">
                    <Clock className="h-3 w-3" aria-hidden />
                    {section.time}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

function FollowUpsSent({ presentationId }: { presentationId: string }) {
  const trpc = useTRPC();
  const sent = useQuery(trpc.followUps.list.queryOptions({ presentationId }));
  const items = sent.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="follow-ups-sent-title" className="space-y-2">
      <h3 id="follow-ups-sent-title" className="text-sm font-semibold text-navy-900 dark:text-white">
        Follow-ups sent
      </h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-navy-800 dark:border-navy-700" data-testid="follow-ups-sent">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 px-4 py-3 text-sm">
            <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-navy-900 dark:text-white">{item.subject}</p>
              <p className="truncate text-slate-600 dark:text-slate-400">To {item.to}</p>
            </div>
            <time className="shrink-0 text-slate-600 dark:text-slate-400" dateTime={item.sentAt} title={fullDateTime(item.sentAt)}>
              {relativeTime(item.sentAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
