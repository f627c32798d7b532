// The owner's engagement panel: how often and how long the shared presentation was viewed, which
// sections were read, and the raw views as CSV. The charts (and chart.js) load only when needed.
import { useRecordsAccess } from '@/components/auth/records-access';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { useTRPC } from '@/lib/trpc';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, Clock, Download, Eye, RotateCw, Timer, Users } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { fileSlug, formatDuration, formatShortDate, viewsToCsv } from '@pitchcraft/core';

import { RecentViews } from './recent-views';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const NO_VIEWS_MESSAGE =
  'No views yet — share the link and you will see here when your client opens it';
/** Read-only (the subscription ended): the link cannot be turned on now, so the message does not ask for it. */
const NO_VIEWS_READ_ONLY_MESSAGE =
  'No views yet. When your client opens the shared link, you will see it here.';

function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function lastViewedText(iso: string | null): string {
  if (!iso) return '—';
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return formatShortDate(iso);
}

function Stat({
  icon,
  label,
  value,
  testId,
  title,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
  title?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-slate-50/60 p-4 dark:border-navy-700 dark:bg-navy-950/40',
        className,
      )}
    >
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd
        className="mt-1 text-2xl font-semibold tracking-tight text-navy-900 tabular-nums dark:text-white"
        data-testid={testId}
        title={title}
      >
        {value}
      </dd>
    </div>
  );
}

export function AnalyticsPanel({
  presentationId,
  clientName,
}: {
  presentationId: string;
  clientName: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { readOnly } = useRecordsAccess();
  const summary = useQuery({
    ...trpc.analytics.summary.queryOptions({ presentationId }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  const [exporting, setExporting] = useState(false);
  const data = summary.data;
  const iconClass = 'h-3.5 w-3.5';

  const exportCsv = async () => {
    setExporting(true);
    try {
      const views = await queryClient.fetchQuery({
        ...trpc.analytics.views.queryOptions({ presentationId }),
        staleTime: 0,
      });
      downloadText(
        viewsToCsv(views),
        `${fileSlug(clientName)}-views.csv`,
        'text/csv;charset=utf-8',
      );
      toast.success('Download complete', { description: 'The views were exported as CSV' });
    } catch {
      toast.error('Export failed', {
        description: 'The views could not be exported. Please try again.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card role="region" aria-labelledby="analytics-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle id="analytics-title">Engagement</CardTitle>
          <CardDescription>
            Views of the shared link. Your own visits are not counted.
          </CardDescription>
        </div>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void summary.refetch()}
            loading={summary.isFetching && !summary.isPending}
            aria-label="Refresh analytics"
          >
            {!(summary.isFetching && !summary.isPending) && (
              <RotateCw className="h-4 w-4" aria-hidden />
            )}
            Refresh
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!data || data.views === 0}
          >
            {!exporting && <Download className="h-4 w-4" aria-hidden />}
            Export CSV
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {summary.isPending ? (
          <div
            role="status"
            aria-label="Loading analytics"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          >
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-[84px] rounded-xl" />
            ))}
          </div>
        ) : summary.isError ? (
          <ErrorState
            compact
            message="The analytics could not be loaded."
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        ) : data?.views === 0 ? (
          <div data-testid="analytics-empty">
            <EmptyState
              compact
              icon={BarChart3}
              title={readOnly ? NO_VIEWS_READ_ONLY_MESSAGE : NO_VIEWS_MESSAGE}
            />
          </div>
        ) : data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              <Stat
                icon={<Eye className={iconClass} aria-hidden />}
                label="Total views"
                value={data.views.toLocaleString('en-US')}
                testId="stat-views"
              />
              <Stat
                icon={<Users className={iconClass} aria-hidden />}
                label="Unique viewers"
                value={data.uniqueViewers.toLocaleString('en-US')}
                testId="stat-unique"
              />
              <Stat
                icon={<Timer className={iconClass} aria-hidden />}
                label="Average time"
                value={formatDuration(data.averageActiveMs)}
                testId="stat-average"
              />
              <Stat
                icon={<Clock className={iconClass} aria-hidden />}
                label="Total time"
                value={formatDuration(data.totalActiveMs)}
                testId="stat-total"
              />
              <Stat
                icon={<Eye className={iconClass} aria-hidden />}
                label="Last viewed"
                value={lastViewedText(data.lastViewedAt)}
                testId="stat-last-viewed"
                className="col-span-2 sm:col-span-1"
                title={data.lastViewedAt ? new Date(data.lastViewedAt).toLocaleString() : undefined}
              />
            </dl>
            <Suspense fallback={<Skeleton className="h-[290px] w-full rounded-xl" />}>
              <AnalyticsCharts summary={data} />
            </Suspense>
            <RecentViews summary={data} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
