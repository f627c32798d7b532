// The Audit log: every change of consequence in the organisation — who, what, when and from where —
// newest first, filtered, a page at a time, and downloadable as CSV with the same filters. For the
// owner, admins and compliance reviewers; the API refuses everyone else whatever this page shows.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { downloadExport } from '@/lib/download-export';
import { useSession } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ScrollText, SearchX, ShieldAlert } from 'lucide-react';
import { useState } from 'react';

import { AUDIT_PAGE_SIZE, hasPermission } from '@pitchcraft/core';

import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';
import {
  EMPTY_FILTERS,
  exportUrl,
  filterOf,
  isFiltered,
  rangeError,
  type AuditFormState,
} from './audit-model';

const DESCRIPTION =
  'Every change of consequence in your organisation: who did what, when, and from where.';

export default function AuditPage() {
  const { session } = useSession();
  const allowed = session ? hasPermission(session.user.role, 'audit') : false;
  if (session && !allowed)
    return (
      <Page title="Audit log" description={DESCRIPTION}>
        <Card>
          <EmptyState
            icon={ShieldAlert}
            title="The audit log is for owners, admins and compliance reviewers"
            description="Ask your organisation’s owner if you need to see it."
          />
        </Card>
      </Page>
    );
  return <AuditLog />;
}

function AuditLog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AuditFormState>(EMPTY_FILTERS);
  const [exporting, setExporting] = useState(false);
  const invalid = Boolean(rangeError(form));
  const filter = filterOf(form);
  const people = useQuery(trpc.audit.actors.queryOptions());
  const list = useInfiniteQuery({
    ...trpc.audit.list.infiniteQueryOptions(
      { ...filter, limit: AUDIT_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    enabled: !invalid,
  });
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  async function exportCsv() {
    setExporting(true);
    const day = new Date().toLocaleDateString('en-CA');
    await downloadExport(exportUrl(filter), `pitchcraft-audit-log-${day}.csv`, 'audit log');
    setExporting(false);
    // The export is itself on the record: show it.
    await queryClient.invalidateQueries({ queryKey: trpc.audit.list.pathKey() });
  }

  return (
    <Page
      title="Audit log"
      description={DESCRIPTION}
      actions={
        <Button
          variant="outline"
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={invalid}
        >
          {!exporting && <Download className="h-4 w-4" aria-hidden />}
          Export CSV
        </Button>
      }
    >
      <Card>
        <AuditFilters value={form} onChange={setForm} people={people.data} />
        {invalid ? null : list.isPending ? (
          <div className="p-4 sm:px-6">
            <LoadingState rows={6} label="Loading the audit log..." />
          </div>
        ) : list.isError && rows.length === 0 ? (
          <ErrorState
            message="The audit log could not be loaded."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : rows.length === 0 ? (
          isFiltered(form) ? (
            <EmptyState
              icon={SearchX}
              title="Nothing matches these filters"
              description="Try another person, a wider date range or all activity."
              action={
                <Button variant="outline" onClick={() => setForm(EMPTY_FILTERS)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={ScrollText}
              title="Nothing recorded yet"
              description="Sign-ins, member changes, shares, approvals, downloads and deletions will appear here as they happen."
            />
          )
        ) : (
          <>
            <AuditEntries rows={rows} />
            {(list.hasNextPage || list.isFetchNextPageError) && (
              <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-4 py-4 dark:border-navy-800">
                {list.isFetchNextPageError && (
                  <p className="text-sm text-red-700 dark:text-red-300">
                    More entries could not be loaded. Please try again.
                  </p>
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
    </Page>
  );
}
