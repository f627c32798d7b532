// My Presentations: the advisor's saved presentations, newest first, a page at a time from the
// cursor-paginated API, with sharing and deletion on each row. Read-only (a banner, no create,
// share or delete) for an advisor whose subscription ended.
import { ReadOnlyBanner, useRecordsAccess } from '@/components/auth/records-access';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import {
  useDeletePresentation,
  useSetSharing,
  type PresentationListItem,
} from './presentation-mutations';
import { PresentationsList } from './presentations-list';

const PAGE_SIZE = 25;
const LOAD_ERROR = {
  title: 'Error loading presentations',
  description: 'Failed to load your presentations. Please try again.',
};

export default function PresentationsPage() {
  const trpc = useTRPC();
  const { readOnly } = useRecordsAccess();
  const list = useInfiniteQuery(
    trpc.presentations.list.infiniteQueryOptions(
      { limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const setSharing = useSetSharing();
  const remove = useDeletePresentation();
  const [pendingDelete, setPendingDelete] = useState<PresentationListItem | null>(null);

  useEffect(() => {
    if (list.isError)
      toast.error(LOAD_ERROR.title, {
        description: LOAD_ERROR.description,
        id: 'presentations-load-error',
      });
  }, [list.isError]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const createButton = readOnly ? undefined : (
    <Link to="/generate" className={buttonClasses('primary')}>
      <Plus className="h-4 w-4" aria-hidden />
      Create New Presentation
    </Link>
  );

  return (
    <Page
      title="My Presentations"
      description="Everything you have saved, ready to present, share or download."
      actions={createButton}
    >
      <ReadOnlyBanner className="mb-6" />
      <Card>
        {list.isSuccess && items.length > 0 && (
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-6 dark:border-navy-800">
            <p
              className="text-sm text-slate-600 dark:text-slate-400"
              aria-live="polite"
              data-testid="presentations-count"
            >
              {total === 1 ? '1 presentation' : `${total.toLocaleString('en-US')} presentations`}
              {items.length < total && (
                <span> · showing {items.length.toLocaleString('en-US')}</span>
              )}
            </p>
          </div>
        )}
        {list.isPending ? (
          <div className="p-4 sm:px-6">
            <LoadingState rows={5} label="Loading presentations..." />
          </div>
        ) : list.isError && items.length === 0 ? (
          <ErrorState
            message={LOAD_ERROR.title}
            detail={LOAD_ERROR.description}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="No presentations yet"
            description="Generate a presentation for a client and save it. It will appear here, ready to share."
            action={
              !readOnly && (
                <Link to="/generate" className={buttonClasses('primary', 'md')}>
                  <Plus className="h-4 w-4" aria-hidden />
                  Create Presentation
                </Link>
              )
            }
          />
        ) : (
          <>
            <PresentationsList
              items={items}
              readOnly={readOnly}
              sharingPendingId={setSharing.isPending ? setSharing.variables.id : null}
              onToggleSharing={(item, enabled) => setSharing.mutate({ id: item.id, enabled })}
              onDelete={setPendingDelete}
            />
            {(list.hasNextPage || list.isFetchNextPageError) && (
              <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-4 py-4 dark:border-navy-800">
                {list.isFetchNextPageError && (
                  <p className="text-sm text-red-700 dark:text-red-300">{LOAD_ERROR.description}</p>
                )}
                <Button
                  variant="outline"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this presentation?"
        description={
          pendingDelete
            ? `"${pendingDelete.title}" will be deleted and its share link will stop working. This action cannot be undone.`
            : ''
        }
        onConfirm={() => {
          if (pendingDelete) remove.mutate({ id: pendingDelete.id });
          setPendingDelete(null);
        }}
      />
    </Page>
  );
}
