// A client's detail panel on /clients: who they are, and one timeline of everything that happened
// with them (client-timeline.tsx), newest first, a page at a time, exportable as CSV. A side sheet on
// a desktop, the whole screen on a phone; the client's own page (/clients/:id) has the rest.
import { buttonClasses } from '@/components/ui/button';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ArrowRight, History, Mail, Phone, X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';

import type { RouterOutputs } from '@pitchcraft/api';

import {
  ExportTimelineButton,
  TimelineEntries,
  timelineEntriesOf,
  useClientTimeline,
} from './client-timeline';

type Client = RouterOutputs['clients']['list'][number];

const sheet =
  'fixed inset-0 z-50 flex flex-col bg-white shadow-2xl outline-none dark:bg-navy-900 ' +
  'border-slate-200 sm:inset-y-0 sm:right-0 sm:left-auto sm:w-full sm:max-w-xl sm:border-l dark:border-navy-700';

export function ClientTimelineSheet({
  client,
  onClose,
}: {
  client: Client | null;
  onClose: () => void;
}) {
  // Opened from a row's button rather than a Radix trigger: focus goes back to that button on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          className={sheet}
          data-testid="client-timeline"
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          {client && <SheetBody client={client} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SheetBody({ client }: { client: Client }) {
  const timeline = useClientTimeline(client.id);
  const entries = timelineEntriesOf(timeline);
  const hasEmail = client.email !== '-';
  const hasPhone = client.phone !== '-';

  return (
    <>
      <header className="border-b border-slate-200 px-4 pt-4 pb-4 sm:px-6 sm:pt-6 dark:border-navy-700">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
              Client
            </p>
            <DialogPrimitive.Title className="text-xl font-semibold tracking-tight break-words text-navy-900 dark:text-white">
              {client.fullName}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              Everything that happened with {client.fullName}, newest first.
            </DialogPrimitive.Description>
          </div>
          <DialogPrimitive.Close
            className={buttonClasses(
              'ghost',
              'icon',
              '-mt-1 -mr-2 h-11 w-11 shrink-0 sm:h-9 sm:w-9',
            )}
            aria-label="Close"
          >
            <X className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        {(hasEmail || hasPhone) && (
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-5 dark:text-slate-300">
            {hasEmail && (
              <li className="flex min-w-0 items-center gap-2">
                <Mail className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="break-all">{client.email}</span>
              </li>
            )}
            {hasPhone && (
              <li className="flex items-center gap-2">
                <Phone className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                {client.phone}
              </li>
            )}
          </ul>
        )}
        <Link
          to={`/clients/${encodeURIComponent(client.id)}`}
          className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-300"
        >
          Open client page
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <div className="mt-4 flex items-center justify-between gap-3">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-navy-900 dark:text-white">
            <History className="h-4 w-4 text-slate-500" aria-hidden />
            Timeline
          </h3>
          <ExportTimelineButton
            clientId={client.id}
            clientName={client.fullName}
            disabled={entries.length === 0}
          />
        </div>
      </header>

      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">
        <TimelineEntries timeline={timeline} client={client} />
      </div>
    </>
  );
}
