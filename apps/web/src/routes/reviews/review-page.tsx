// One review: the submitted version exactly as it will be shown (framed from the content route),
// the comments by section with the form to add one, and the reviewer's decision.
import { DetailNotFound, DetailPage } from '@/components/layout/detail-page';
import { PageLoading } from '@/components/layout/page-fallback';
import { PresentationViewer } from '@/components/presentation-viewer/viewer';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { downloadFileName } from '@pitchcraft/core';

import { DecisionForm } from './review-forms';
import { ReviewThread, StatusBadge, When, type Review } from './review-thread';

const LOADING_BLOCKS = ['h-5 w-44', 'h-9 w-2/3', 'h-[600px] rounded-2xl'] as const;

export default function ReviewPage() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const review = useQuery(trpc.reviews.get.queryOptions({ reviewId: id }));
  if (review.isPending) return <PageLoading label="Loading review" blocks={LOADING_BLOCKS} />;
  if (review.isError)
    return (
      <DetailNotFound
        title="Review not found"
        description="It may not exist, or you may not have permission to see it."
        action={
          <Link to="/reviews" className={buttonClasses('primary')}>
            Back to reviews
          </Link>
        }
      />
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
    <DetailPage
      back={{ to: '/reviews', label: 'Back to reviews' }}
      title={r.title}
      clientName={r.clientName}
      details={
        <>
          {r.advisor} · Version {r.versionNumber} · Submitted by {r.submittedBy} ·{' '}
          <When iso={r.submittedAt} />
        </>
      }
      aside={<StatusBadge status={r.status} />}
    >
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
    </DetailPage>
  );
}
