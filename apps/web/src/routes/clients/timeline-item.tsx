// One entry of a client's timeline: its icon (by kind, or by the client's response), title, when,
// detail and the presentation it is about.
import { Badge } from '@/components/ui/badge';
import { downloadExport } from '@/lib/download-export';
import { clsx } from 'clsx';
import {
  ArrowUpRight,
  ClipboardList,
  Eye,
  FileSignature,
  GitBranch,
  MailCheck,
  MessageSquareReply,
  Presentation,
  Share2,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { exportFileName, type TTimelineEntry, type TTimelineKind } from '@pitchcraft/core';

import { fullDateTime, relativeTime } from '../presentation/relative-time';
import { RESPONSE_KIND_LOOK } from '../presentation/response-kinds';
import { detailText, presentationLine, responseKindOf } from './timeline-entries';

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
  acknowledgement: {
    Icon: FileSignature,
    tint: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-800',
  },
  follow_up: {
    Icon: MailCheck,
    tint: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-800',
  },
};

function entryLook(entry: TTimelineEntry) {
  const response = responseKindOf(entry);
  return response ? RESPONSE_KIND_LOOK[response] : KIND_LOOK[entry.kind];
}

/** Where the client file is offered: the presentation made, and each signature. */
const RECORD_KINDS: ReadonlySet<TTimelineKind> = new Set(['presentation', 'acknowledgement']);

/** The presentation's recommendation record (the client file), as the server writes it. */
function RecordLink({
  presentationId,
  clientName,
}: {
  presentationId: string;
  clientName: string;
}) {
  return (
    <button
      type="button"
      className="inline-flex min-h-11 shrink-0 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-300"
      onClick={() =>
        void downloadExport(
          `/exports/presentations/${encodeURIComponent(presentationId)}/record`,
          exportFileName(clientName, 'record', 'pdf'),
          'recommendation record',
        )
      }
    >
      <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
      Record
    </button>
  );
}

export function TimelineItem({
  entry,
  clientName,
  last,
}: {
  entry: TTimelineEntry;
  clientName: string;
  last: boolean;
}) {
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
            {entry.presentationId && RECORD_KINDS.has(entry.kind) && (
              <RecordLink presentationId={entry.presentationId} clientName={clientName} />
            )}
          </p>
        )}
      </div>
    </li>
  );
}
