// One client's timeline as the Clients page shows it (in the side sheet and on the client's own
// page): everything that happened with them (intake, presentations and versions, sharing, views,
// their responses, follow-ups), newest first, grouped by day, a page at a time, and its CSV export.
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState, ErrorState, FormError, LoadingState } from '@/components/ui/states';
import { saveTextFile } from '@/lib/download';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Download, History, Presentation } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import type { TTimelineEntry } from '@pitchcraft/core';

import { groupByDay, timelineDownload } from './timeline-entries';
import { TimelineItem } from './timeline-item';

export type SavedClientRow = RouterOutputs['clients']['list'][number];

/**
 * The history state of a link to /generate that starts a new wizard for this client (its details
 * filled in, the presentation tied to it): the wizard reads it once (generate-page.tsx).
 */
export function newPresentationState(client: SavedClientRow) {
  const { id, fullName, email, phone, source, industryData, createdAt } = client;
  return { client: { id, fullName, email, phone, source, industryData, createdAt } };
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
  if (timeline.isPending) return <LoadingState shape="timeline" label="Loading the timeline" />;
  if (!timeline.data)
    return (
      <ErrorState
        message="The timeline could not be loaded."
        detail={errorMessage(timeline.error, 'Check your connection and try again.')}
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isFetching}
      />
    );
  if (entries.length === 0)
    return (
      <div data-testid="timeline-empty">
        <EmptyState
          icon={History}
          title="Nothing here yet"
          description={
            offerPresentation
              ? `Create a presentation for ${clientName} and share it: views, responses and follow-ups will appear here.`
              : `Share a presentation with ${clientName}: when they open it, answer or get a follow-up, it shows here.`
          }
          action={
            offerPresentation && (
              <Link
                to="/generate"
                state={newPresentationState(client)}
                className={buttonClasses('primary')}
              >
                <Presentation className="h-4 w-4" aria-hidden />
                Create Presentation
              </Link>
            )
          }
        />
      </div>
    );
  return (
    <div className="space-y-6">
      {groupByDay(entries).map((day) => (
        <section key={day.key} aria-label={day.label}>
          <h4 className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {day.label}
          </h4>
          <ol className="space-y-0">
            {day.entries.map((entry, index) => (
              <TimelineItem
                key={entry.id}
                entry={entry}
                clientName={clientName}
                last={index === day.entries.length - 1}
              />
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
        <FormError className="text-center">
          {errorMessage(timeline.error, 'More entries could not be loaded. Please try again.')}
        </FormError>
      )}
    </div>
  );
}
