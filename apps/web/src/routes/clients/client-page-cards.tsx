// The cards of a client's page: their presentations, their timeline (with its CSV export) and the
// details on file.
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/states';
import {
  ChevronRight,
  CircleUserRound,
  Eye,
  History,
  Presentation,
  Share2,
  SquarePen,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { RouterOutputs } from '@pitchcraft/api';
import { formatShortDate } from '@pitchcraft/core';

import { relativeTime } from '../presentation/relative-time';
import { clientDetailGroups, clientNotes } from './client-details';
import {
  ExportTimelineButton,
  TimelineEntries,
  timelineEntriesOf,
  useClientTimeline,
  type newPresentationState,
} from './client-timeline';

export type ClientDetail = RouterOutputs['clients']['get'];

function CardHeading({
  icon: Icon,
  title,
  count,
  action,
}: {
  icon: typeof History;
  title: string;
  count?: number;
  action?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6 dark:border-navy-800">
      <h2 className="flex items-center gap-2 text-base font-semibold text-navy-900 dark:text-white">
        <Icon className="h-4 w-4 text-slate-500" aria-hidden />
        {title}
        {count !== undefined && count > 0 && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums dark:bg-navy-800 dark:text-slate-200">
            {count}
          </span>
        )}
      </h2>
      {action}
    </div>
  );
}

export function PresentationsCard({
  client,
  newPresentation,
}: {
  client: ClientDetail;
  newPresentation: ReturnType<typeof newPresentationState>;
}) {
  const rows = client.presentations;
  return (
    <Card role="region" aria-label={`Presentations for ${client.fullName}`}>
      <CardHeading icon={Presentation} title="Presentations" count={rows.length} />
      {rows.length === 0 ? (
        <EmptyState
          icon={Presentation}
          title="No presentations yet"
          description={`Create one for ${client.fullName}: it is listed here, and every view and response lands on the timeline below.`}
          action={
            <Link to="/generate" state={newPresentation} className={buttonClasses('primary')}>
              <Presentation className="h-4 w-4" aria-hidden />
              New presentation
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-navy-800" aria-label="Presentations">
          {rows.map((presentation) => (
            <li key={presentation.id}>
              <Link
                to={`/presentation/${encodeURIComponent(presentation.id)}`}
                className="group flex items-center gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6 dark:hover:bg-navy-800/60"
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-300 dark:ring-brand-800">
                  <Presentation className="h-4 w-4" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium break-words text-navy-900 group-hover:text-brand-700 sm:line-clamp-1 dark:text-white dark:group-hover:text-brand-300">
                    {presentation.title}
                  </span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                    <span>Created {formatShortDate(presentation.createdAt)}</span>
                    {presentation.shareEnabled ? (
                      <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-300">
                        <Share2 className="h-3.5 w-3.5" aria-hidden />
                        Shared
                      </span>
                    ) : (
                      <span>Not shared</span>
                    )}
                    <span className="inline-flex items-center gap-1 tabular-nums">
                      <Eye className="h-3.5 w-3.5" aria-hidden />
                      {presentation.views === 1 ? '1 view' : `${presentation.views} views`}
                      {presentation.lastViewedAt && (
                        <span className="text-slate-500 dark:text-slate-400">
                          · {relativeTime(presentation.lastViewedAt)}
                        </span>
                      )}
                    </span>
                  </span>
                </span>
                <ChevronRight
                  className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-brand-700"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function TimelineCard({ client }: { client: ClientDetail }) {
  const timeline = useClientTimeline(client.id);
  const entries = timelineEntriesOf(timeline);
  return (
    <Card
      role="region"
      aria-label={`Timeline for ${client.fullName}`}
      data-testid="client-page-timeline"
    >
      <CardHeading
        icon={History}
        title="Timeline"
        action={
          <ExportTimelineButton
            clientId={client.id}
            clientName={client.fullName}
            disabled={entries.length === 0}
          />
        }
      />
      <div className="px-4 py-5 sm:px-6">
        <TimelineEntries timeline={timeline} client={client} offerPresentation={false} />
      </div>
    </Card>
  );
}

export function DetailsCard({ client, onEdit }: { client: ClientDetail; onEdit: () => void }) {
  const groups = clientDetailGroups(client.industryData);
  const notes = clientNotes(client.industryData);
  const empty = groups.length === 0 && !notes;
  return (
    <Card role="region" aria-label={`Details of ${client.fullName}`}>
      <CardHeading
        icon={CircleUserRound}
        title="Details"
        action={
          empty ? undefined : (
            <Button
              variant="ghost"
              size="sm"
              className="h-11 sm:h-8"
              onClick={onEdit}
              aria-label={`Edit the details of ${client.fullName}`}
            >
              <SquarePen className="h-4 w-4" aria-hidden />
              Edit
            </Button>
          )
        }
      />
      {empty ? (
        <EmptyState
          compact
          title="No details yet"
          description="Add their age, income and goals so their presentations are about them."
          action={
            <Button variant="outline" onClick={onEdit}>
              <SquarePen className="h-4 w-4" aria-hidden />
              Add details
            </Button>
          }
        />
      ) : (
        <div className="divide-y divide-slate-100 dark:divide-navy-800">
          {groups.map((group) => (
            <section key={group.title} className="px-4 py-4 sm:px-6" aria-label={group.title}>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {group.title}
              </h3>
              <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2 text-sm">
                {group.rows.map((row) => (
                  <div key={row.key} className="contents">
                    <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
                    <dd className="font-medium break-words text-navy-900 dark:text-slate-100">
                      {row.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          {notes && (
            <section className="px-4 py-4 sm:px-6" aria-label="Notes">
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                Notes
              </h3>
              <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
                {notes}
              </p>
            </section>
          )}
        </div>
      )}
    </Card>
  );
}
