// One client's timeline as the Clients page shows it (in the side sheet and on the client's own
// page): everything that happened with them (intake, presentations and versions, sharing, views,
// their responses, follow-ups), newest first, grouped by day, a page at a time, and its CSV export.
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { saveTextFile } from '@/lib/download';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  ArrowUpRight,
  ClipboardList,
  Download,
  Eye,
  GitBranch,
  History,
  MailCheck,
  MessageSquareReply,
  Presentation,
  RotateCw,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import type { TTimelineEntry, TTimelineKind } from '@pitchcraft/core';

import { fullDateTime, relativeTime } from '../presentation/relative-time';
import { RESPONSE_KIND_LOOK } from '../presentation/response-kinds';
import {
  detailText,
  groupByDay,
  presentationLine,
  responseKindOf,
  timelineDownload,
} from './timeline-entries';

export type SavedClientRow = RouterOutputs['clients']['list'][number];

/**
 * The history state of a link to /generate that starts a new wizard for this client (its details
 * filled in, the presentation tied to it): the wizard reads it once (generate-page.tsx).
 */
export function newPresentationState(client: SavedClientRow) {
  const { id, fullName, email, phone, source, industryData, createdAt } = client;
  return { client: { id, fullName, email, phone, source, industryData, createdAt } };
}

const NEUTRAL =
  'bg-slate-100 text-slate-600 ring-slate-200 dark:bg-navy-800 dark:text-slate-300 dark:ring-navy-700';
const BRAND =
  'bg-brand-50 text-brand-700 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-300 dark:ring-brand-800';
const KIND_LOOK: Record<TTimelineKind, { Icon: LucideIcon; tint: string }> = {
  intake: { Icon: ClipboardList, tint: NEUTRAL },
  presentation: { Icon: Presentation, tint: BRAND },
  version: { Icon: GitBranch, tint: NEUTRAL },
  shared: { Icon: Share2, tint: NEUTRAL },
  view: { Icon: Eye, tint: NEUTRAL },
  response: { Icon: MessageSquareReply, tint: BRAND },
  follow_up: {
    Icon: MailCheck,
    tint: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-800',
  },
};

function entryLook(entry: TTimelineEntry) {
  const response = responseKindOf(entry);
  return response ? RESPONSE_KIND_LOOK[response] : (KIND_LOOK[entry.kind] ?? KIND_LOOK.view);
}

/** The client's timeline, newest first, a page at a time; always read fresh. */
export function useClientTimeline(clientId: string) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.clients.timeline.infiniteQueryOptions(
      { clientId },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    staleTime: 0,
  });
}
export type ClientTimelineQuery = ReturnType<typeof useClientTimeline>;

export const timelineEntriesOf = (timeline: ClientTimelineQuery): TTimelineEntry[] =>
  timeline.data?.pages.flatMap((page) => page.items) ?? [];

/** Downloads the whole timeline as CSV (disabled while there is nothing in it). */
export function ExportTimelineButton({
  clientId,
  clientName,
  disabled,
  className,
}: {
  clientId: string;
  clientName: string;
  disabled: boolean;
  className?: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const answer = await queryClient.fetchQuery({
        ...trpc.clients.timelineCsv.queryOptions({ clientId }),
        staleTime: 0,
      });
      const file = timelineDownload(answer);
      saveTextFile(file);
      toast.success('Download complete', {
        description: `${clientName}’s timeline was saved as ${file.fileName}`,
      });
    } catch (error) {
      toast.error('Export failed', {
        description: errorMessage(error, 'The timeline could not be exported. Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      className={clsx('h-11 sm:h-8', className)}
      onClick={() => void exportCsv()}
      loading={exporting}
      disabled={disabled}
    >
      {!exporting && <Download className="h-4 w-4" aria-hidden />}
      Export CSV
    </Button>
  );
}

interface TimelineEntriesProps {
  timeline: ClientTimelineQuery;
  client: SavedClientRow;
  /** Whether "nothing yet" offers to create a presentation (the client's page has its own button). */
  offerPresentation?: boolean;
}

/** The timeline's states: loading, error with Try Again, nothing yet (with what to do), or the entries by day. */
export function TimelineEntries({
  timeline,
  client,
  offerPresentation = true,
}: TimelineEntriesProps) {
  const clientName = client.fullName;
  const entries = timelineEntriesOf(timeline);
  if (timeline.isPending) {
    return (
      <div role="status" aria-label="Loading the timeline" className="space-y-5">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="h-9 w-9 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2 pt-1">
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (!timeline.data) {
    return (
      <div role="alert" className="flex flex-col items-center px-4 py-12 text-center">
        <p className="font-medium text-navy-900 dark:text-white">
          The timeline could not be loaded.
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {errorMessage(timeline.error, 'Check your connection and try again.')}
        </p>
        <Button
          variant="outline"
          className="mt-5"
          onClick={() => void timeline.refetch()}
          loading={timeline.isFetching}
        >
          {!timeline.isFetching && <RotateCw className="h-4 w-4" aria-hidden />}
          Try Again
        </Button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div
        className="flex flex-col items-center px-4 py-12 text-center"
        data-testid="timeline-empty"
      >
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/30 dark:text-brand-300 dark:ring-brand-900">
          <History className="h-6 w-6" aria-hidden />
        </div>
        <h4 className="text-base font-semibold text-navy-900 dark:text-white">Nothing here yet</h4>
        <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
          {offerPresentation
            ? `Create a presentation for ${clientName} and share it: views, responses and follow-ups will appear here.`
            : `Share a presentation with ${clientName}: when they open it, answer or get a follow-up, it shows here.`}
        </p>
        {offerPresentation && (
          <Link
            to="/generate"
            state={newPresentationState(client)}
            className={buttonClasses('primary', 'md', 'mt-5')}
          >
            <Presentation className="h-4 w-4" aria-hidden />
            Create Presentation
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {groupByDay(entries).map((day) => (
        <section key={day.key} aria-label={day.label}>
          <h4 className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {day.label}
          </h4>
          <ol className="space-y-0">
            {day.entries.map((entry, index) => (
              <TimelineItem key={entry.id} entry={entry} last={index === day.entries.length - 1} />
            ))}
          </ol>
        </section>
      ))}
      {timeline.hasNextPage && (
        <div className="flex justify-center pt-2">
          <Button
            variant="outline"
            className="h-11 w-full sm:h-10 sm:w-auto"
            onClick={() => void timeline.fetchNextPage()}
            loading={timeline.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      )}
      {timeline.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-600 dark:text-red-400">
          {errorMessage(timeline.error, 'More entries could not be loaded. Please try again.')}
        </p>
      )}
    </div>
  );
}

function TimelineItem({ entry, last }: { entry: TTimelineEntry; last: boolean }) {
  const { Icon, tint } = entryLook(entry);
  const detail = detailText(entry);
  const presentation = presentationLine(entry);
  return (
    <li className="relative flex gap-3 pb-5" data-testid="timeline-entry" data-kind={entry.kind}>
      {!last && (
        <span
          className="absolute top-10 bottom-1 left-[17px] w-px bg-slate-200 dark:bg-navy-700"
          aria-hidden
        />
      )}
      <span
        className={clsx(
          'relative flex h-9 w-9 shrink-0 items-center justify-center rounded-full ring-1',
          tint,
        )}
      >
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <p className="font-medium text-navy-900 dark:text-white">{entry.title}</p>
          <time
            className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
            dateTime={entry.at}
            title={fullDateTime(entry.at)}
          >
            {relativeTime(entry.at)}
          </time>
        </div>
        {detail && (
          <p className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            {detail}
          </p>
        )}
        {presentation && (
          <p className="mt-1 flex min-w-0 items-center gap-2 text-sm">
            {entry.presentationId ? (
              <Link
                to={`/presentation/${encodeURIComponent(entry.presentationId)}`}
                className="inline-flex min-h-11 min-w-0 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-300"
              >
                <span className="truncate">{presentation.title}</span>
                <ArrowUpRight className="h-3.5 w-3.5 shrink-0" aria-hidden />
              </Link>
            ) : (
              <span className="truncate text-slate-700 dark:text-slate-300">
                {presentation.title}
              </span>
            )}
            {presentation.version && <Badge className="shrink-0">{presentation.version}</Badge>}
          </p>
        )}
      </div>
    </li>
  );
}
