// One client's page (/clients/:id): who they are, the presentations made for them, and their
// timeline (views, responses, follow-ups) with its CSV export. Edit opens the client form; New
// presentation starts the wizard for this client, so what it makes lands on this timeline.
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorCode, useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import {
  ChevronLeft,
  ChevronRight,
  CircleUserRound,
  FileInput,
  Mail,
  PhoneCall,
  Presentation,
  SquarePen,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { formatShortDate } from '@pitchcraft/core';

import { initialsOf } from './client-details';
import { ClientFormDialog } from './client-form-dialog';
import {
  DetailsCard,
  PresentationsCard,
  TimelineCard,
  type ClientDetail,
} from './client-page-cards';
import { newPresentationState } from './client-timeline';
import type { PendingSubmission } from './pending-submissions';
import { LIVE_LIST } from './refresh';
import { ReviewSubmissionDialog } from './review-submission-dialog';

const backLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:min-h-0 dark:text-slate-400 dark:hover:text-white';

export default function ClientPage() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const client = useQuery({ ...trpc.clients.get.queryOptions({ id }), staleTime: 0 });

  if (client.isPending) return <ClientPageSkeleton />;
  if (!client.data) {
    const missing =
      errorCode(client.error) === 'NOT_FOUND' || errorCode(client.error) === 'BAD_REQUEST';
    return (
      <Page title="Client" width="wide">
        <BackToClients />
        <Card className="mt-4">
          {missing ? (
            <EmptyState
              icon={CircleUserRound}
              title="Client not found"
              description="This client may have been deleted, or the link is not one of your clients."
              action={
                <Link to="/clients" className={buttonClasses('primary')}>
                  Back to Clients
                </Link>
              }
            />
          ) : (
            <ErrorState
              message="We couldn't load this client."
              onRetry={() => void client.refetch()}
              retrying={client.isFetching}
            />
          )}
        </Card>
      </Page>
    );
  }
  return <ClientView client={client.data} />;
}

function BackToClients() {
  return (
    <Link to="/clients" className={backLink}>
      <ChevronLeft className="h-4 w-4" aria-hidden />
      All clients
    </Link>
  );
}

function ClientView({ client }: { client: ClientDetail }) {
  const [editing, setEditing] = useState(false);
  const hasEmail = client.email !== '-';
  const hasPhone = client.phone !== '-';
  const newPresentation = newPresentationState(client);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <BackToClients />
      <header className="mt-3 mb-8 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800"
            aria-hidden
          >
            {initialsOf(client.fullName) || <CircleUserRound className="h-6 w-6" />}
          </span>
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-2xl font-semibold tracking-tight break-words text-navy-900 sm:text-3xl dark:text-white">
                {client.fullName}
              </h1>
              {client.source === 'form' && <Badge tone="brand">From Form</Badge>}
            </div>
            <ul
              className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-5 dark:text-slate-300"
              aria-label="Contact"
            >
              {hasEmail && (
                <li className="flex min-w-0 items-center gap-2">
                  <Mail className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                  <a
                    href={`mailto:${client.email}`}
                    className="break-all underline-offset-4 hover:underline"
                  >
                    {client.email}
                  </a>
                </li>
              )}
              {hasPhone && (
                <li className="flex items-center gap-2">
                  <PhoneCall className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                  <a href={`tel:${client.phone}`} className="underline-offset-4 hover:underline">
                    {client.phone}
                  </a>
                </li>
              )}
              <li className="text-slate-600 dark:text-slate-400">
                Added {formatShortDate(client.createdAt)}
              </li>
            </ul>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${client.fullName}`}
          >
            <SquarePen className="h-4 w-4" aria-hidden />
            Edit
          </Button>
          <Link
            to="/generate"
            state={newPresentation}
            className={buttonClasses('primary', 'md', 'flex-1 sm:flex-none')}
          >
            <Presentation className="h-4 w-4" aria-hidden />
            New presentation
          </Link>
        </div>
      </header>

      <PendingReview clientId={client.id} />

      {/* A phone reads presentations, details, then the timeline; a desktop has the details beside both. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-span-2">
          <PresentationsCard client={client} newPresentation={newPresentation} />
        </div>
        <div className="min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <DetailsCard client={client} onEdit={() => setEditing(true)} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <TimelineCard client={client} />
        </div>
      </div>

      <ClientFormDialog open={editing} onOpenChange={setEditing} client={client} />
    </div>
  );
}

/** Details sent in through a form for this client, waiting for the advisor's review. */
function PendingReview({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const pending = useQuery({
    ...trpc.submissions.listPending.queryOptions({ clientId }),
    ...LIVE_LIST,
  });
  const [reviewing, setReviewing] = useState<PendingSubmission | null>(null);
  const first = pending.data?.[0];
  if (!first) return null;
  const count = pending.data?.length ?? 0;
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50/70 px-4 py-4 sm:flex-row sm:items-center sm:px-6 dark:border-amber-800/70 dark:bg-amber-950/30">
      <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 sm:flex dark:bg-amber-900/60 dark:text-amber-200">
        <FileInput className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-navy-900 dark:text-white">
          {count === 1 ? 'New details submitted' : `${count} sets of new details submitted`}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Sent in through a form with this client’s e-mail. Nothing has changed until you apply it.
        </p>
      </div>
      <Button variant="outline" onClick={() => setReviewing(first)}>
        Review
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
      <ReviewSubmissionDialog submission={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}

function ClientPageSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10"
      role="status"
      aria-label="Loading the client"
    >
      <Skeleton className="h-5 w-24" />
      <div className="mt-4 mb-8 flex items-center gap-4">
        <Skeleton className="h-14 w-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    </div>
  );
}
