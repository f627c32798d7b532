// The latest views of the shared link, each with the version of the presentation the visitor was
// shown: what a client saw stays answerable even after the presentation has changed.
import { Badge } from '@/components/ui/badge';
import { Monitor, Smartphone, Tablet } from 'lucide-react';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatDuration } from '@pitchcraft/core';

import { fullDateTime, relativeTime } from './relative-time';

type Summary = RouterOutputs['analytics']['summary'];
type RecentView = Summary['recentViews'][number];

const DEVICE_ICONS = { phone: Smartphone, tablet: Tablet, desktop: Monitor } as const;

const isDevice = (device: string | null): device is keyof typeof DEVICE_ICONS =>
  device !== null && Object.hasOwn(DEVICE_ICONS, device);

function deviceIcon(device: string | null) {
  const Icon = isDevice(device) ? DEVICE_ICONS[device] : Monitor;
  return <Icon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />;
}

/** "Version 3 (current)", "Version 2", or "Before versions" for views recorded earlier. */
function versionLabel(view: Pick<RecentView, 'versionNumber'>, currentVersion: number): string {
  if (view.versionNumber === null) return 'Before versions';
  return view.versionNumber === currentVersion
    ? `Version ${view.versionNumber} (current)`
    : `Version ${view.versionNumber}`;
}

function visitor(view: RecentView): string {
  if (view.anonymous) return 'Private visitor';
  return view.viewerEmail ?? 'Visitor';
}

export function RecentViews({ summary }: { summary: Summary }) {
  if (summary.recentViews.length === 0) return null;
  return (
    <section aria-labelledby="recent-views-title" className="space-y-2">
      <h3 id="recent-views-title" className="text-sm font-semibold text-navy-900 dark:text-white">
        Recent views
      </h3>
      <ol
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-navy-800 dark:border-navy-700"
        data-testid="recent-views"
      >
        {summary.recentViews.map((view, index) => (
          <li
            key={`${view.startedAt}-${index}`}
            className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            data-testid="recent-view"
          >
            <div className="flex min-w-0 items-center gap-2">
              {deviceIcon(view.device)}
              <span className="truncate font-medium text-navy-900 dark:text-white">
                {visitor(view)}
              </span>
              <time
                className="shrink-0 text-slate-600 dark:text-slate-400"
                dateTime={view.startedAt}
                title={fullDateTime(view.startedAt)}
              >
                {relativeTime(view.startedAt)}
              </time>
            </div>
            <div className="flex items-center gap-2 pl-6 sm:pl-0">
              {!view.anonymous && (
                <span className="text-slate-600 tabular-nums dark:text-slate-400">
                  {formatDuration(view.activeMs)}
                </span>
              )}
              <Badge
                tone={view.versionNumber === summary.currentVersion ? 'success' : 'neutral'}
                data-testid="recent-view-version"
              >
                {versionLabel(view, summary.currentVersion)}
              </Badge>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
