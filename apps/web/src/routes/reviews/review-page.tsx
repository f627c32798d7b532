// One review: the submitted version exactly as it will be shown (framed from the content route),
// the comments by section with the form to add one, and the reviewer's decision.
import { PresentationViewer } from '@/components/presentation-viewer/viewer';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { downloadFileName } from '@pitchcraft/core';

import { DecisionForm } from './review-forms';
import { ReviewThread, StatusBadge, When, type Review } from './review-thread';

function BackLink() {
  return (
    <Link
      to="/reviews"
      className={buttonClasses('ghost', 'sm', '-ml-3 text-slate-700 dark:text-slate-300')}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to reviews
    </Link>
  );
}

export default function ReviewPage() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const review = useQuery(trpc.reviews.get.queryOptions({ reviewId: id }));
  if (review.isPending)
    return (
      <div
        className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6"
        role="status"
        aria-label="Loading review"
      >
        <Skeleton className="h-5 w-44" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-[600px] rounded-2xl" />
      </div>
    );
  if (review.isError)
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 lg:py-20">
        <Card role="alert">
          <EmptyState
            icon={FileQuestion}
            heading="h1"
            title="Review not found"
            description="It may not exist, or you may not have permission to see it."
            action={
              <Link to="/reviews" className={buttonClasses('primary')}>
                Back to reviews
              </Link>
            }
          />
        </Card>
      </div>
    );
  return <ReviewWorkspace review={review.data} />;
}

function ReviewWorkspace({ review: r }: { review: Review }) {
  const fileName = downloadFileName(r.clientName, 'presentation').replace(
    /\.html$/,
    `-v${r.versionNumber}.html`,
  );
  const base = `/content/presentations/${encodeURIComponent(r.presentationId)}`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <BackLink />
      <div className="mt-3 mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-navy-900 sm:text-3xl dark:text-white">
            {r.title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            For{' '}
            <span className="font-medium text-navy-800 dark:text-slate-200">{r.clientName}</span> ·{' '}
            {r.advisor} · Version {r.versionNumber} · Submitted by {r.submittedBy} ·{' '}
            <When iso={r.submittedAt} />
          </p>
        </div>
        <StatusBadge status={r.status} />
      </div>
      <div className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle>Decision</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4 pt-0 text-sm text-slate-700 dark:text-slate-300">
              {r.note && (
                <p>
                  <span className="font-medium">Note from {r.submittedBy}:</span>{' '}
                  <span className="whitespace-pre-wrap">{r.note}</span>
                </p>
              )}
              {r.status === 'pending' ? (
                r.can.decide ? (
                  <DecisionForm reviewId={r.id} versionNumber={r.versionNumber} />
                ) : (
                  <p>Waiting for a compliance reviewer.</p>
                )
              ) : r.decidedAt && (r.status === 'approved' || r.status === 'rejected') ? (
                <p>
                  {r.status === 'approved' ? 'Approved' : 'Changes requested'} by {r.decidedBy}{' '}
                  <When iso={r.decidedAt} />
                  {r.reason && <span className="mt-2 block whitespace-pre-wrap">“{r.reason}”</span>}
                </p>
              ) : (
                <p>The advisor withdrew this version.</p>
              )}
              <p
                className="font-mono text-xs break-all text-slate-500 dark:text-slate-400"
                title="Page SHA-256"
              >
                SHA-256 {r.pageHash}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle>Comments</CardTitle>
            </CardHeader>
            <CardContent className="pt-0">
              <ReviewThread review={r} />
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          {r.currentVersion !== r.versionNumber && (
            <Alert tone="warning">
              The presentation has changed since this version was submitted (it is at version{' '}
              {r.currentVersion} now). A decision here applies to version {r.versionNumber} only.
            </Alert>
          )}
          <PresentationViewer
            src={r.pageUrl}
            downloadUrl={`${base}/download?version=${r.versionNumber}`}
            downloadFileName={fileName}
            variant="owner"
            frameTitle={`Version ${r.versionNumber} of ${r.title}`}
          />
        </div>
      </div>
    </div>
  );
}
