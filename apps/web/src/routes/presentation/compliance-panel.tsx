// The presentation's compliance approval, on its owner's page: where the current version stands
// ("Approved · v3", "Awaiting review", "Changes requested", "Not submitted"), submitting it, the
// review's comments by section, and — for a reviewer who is not its advisor — the decision.
// Shown while the organisation requires approval, or once the presentation has been reviewed.
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';

import { DecisionForm, SubmitReviewForm, useReviewsRefresh } from '../reviews/review-forms';
import { ReviewThread, When } from '../reviews/review-thread';
import { onReviewRequested } from './compliance-events';

type State = RouterOutputs['reviews']['forPresentation'];

function standing(state: State): {
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
} {
  if (state.currentApproved)
    return { label: `Approved · v${state.currentVersion}`, tone: 'success' };
  if (state.pending?.current) return { label: 'Awaiting review', tone: 'warning' };
  if (state.latestDecision?.current && state.latestDecision.status === 'rejected')
    return { label: 'Changes requested', tone: 'danger' };
  return { label: 'Not submitted', tone: 'neutral' };
}

export function CompliancePanel({ presentationId }: { presentationId: string }) {
  const trpc = useTRPC();
  const state = useQuery(trpc.reviews.forPresentation.queryOptions({ presentationId }));
  const [submitting, setSubmitting] = useState(false);
  // "Submit for review" from the toast that refused sharing opens the form here.
  useEffect(
    () =>
      onReviewRequested(presentationId, () => {
        setSubmitting(true);
        document
          .getElementById('compliance')
          ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      }),
    [presentationId],
  );
  if (state.isPending) return <LoadingState label="Loading compliance review" rows={2} />;
  if (state.isError) return null;
  const s = state.data;
  if (!s.requireApproval && s.history.length === 0) return null;
  const badge = standing(s);
  const rejected = s.latestDecision?.status === 'rejected' ? s.latestDecision : null;
  const shownReview = s.pending ?? s.latestDecision;

  return (
    <Card id="compliance" data-testid="compliance-panel">
      <CardHeader className="pb-4">
        <div className="flex items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck className="h-5 w-5 text-brand-700 dark:text-brand-300" aria-hidden />
              Compliance approval
            </CardTitle>
            <CardDescription>
              {s.requireApproval
                ? 'Your organisation requires an approved version before a client sees it.'
                : 'Approval is not required in your organisation right now.'}
            </CardDescription>
          </div>
          <Badge tone={badge.tone} className="mt-1 shrink-0" data-testid="compliance-badge">
            {badge.label}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-5 pt-0">
        {!s.currentApproved && s.latestApprovedVersion !== null && (
          <Alert tone="info">
            Your client’s link shows version {s.latestApprovedVersion}, the latest approved one,
            until version {s.currentVersion} is approved.
          </Alert>
        )}
        {rejected && (
          <Alert
            tone={rejected.current ? 'danger' : 'warning'}
            title={`Changes requested on version ${rejected.versionNumber}`}
          >
            <span className="whitespace-pre-wrap">{rejected.reason}</span>
            {rejected.decidedBy && (
              <span className="block text-xs opacity-80">— {rejected.decidedBy}</span>
            )}
          </Alert>
        )}
        {s.pending && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Version {s.pending.versionNumber} was submitted by{' '}
            {s.pending.submittedBy ?? 'a former member'} <When iso={s.pending.submittedAt} />.
            {!s.pending.current && ' It has been edited since: submit the current version instead.'}
          </p>
        )}
        <SubmitArea
          state={s}
          open={submitting}
          onOpen={setSubmitting}
          presentationId={presentationId}
        />
        {shownReview && <ReviewDetail reviewId={shownReview.id} canDecide={s.can.review} />}
      </CardContent>
    </Card>
  );
}

function SubmitArea({
  state: s,
  open,
  onOpen,
  presentationId,
}: {
  state: State;
  open: boolean;
  onOpen: (open: boolean) => void;
  presentationId: string;
}) {
  const trpc = useTRPC();
  const refresh = useReviewsRefresh();
  const withdraw = useMutation(
    trpc.reviews.withdraw.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) => toast.error('Could not withdraw', { description: errorMessage(error) }),
    }),
  );
  if (!s.can.submit) return null;
  const pending = s.pending;
  if (pending?.current)
    return (
      <Button
        variant="outline"
        size="sm"
        loading={withdraw.isPending}
        onClick={() => withdraw.mutate({ reviewId: pending.id })}
      >
        Withdraw from review
      </Button>
    );
  if (s.currentApproved) return null;
  if (!open)
    return (
      <Button onClick={() => onOpen(true)}>Submit version {s.currentVersion} for review</Button>
    );
  return <SubmitReviewForm presentationId={presentationId} onDone={() => onOpen(false)} />;
}

function ReviewDetail({ reviewId, canDecide }: { reviewId: string; canDecide: boolean }) {
  const trpc = useTRPC();
  const review = useQuery(trpc.reviews.get.queryOptions({ reviewId }));
  if (review.isPending) return <LoadingState label="Loading comments" rows={2} />;
  if (review.isError) return null;
  const r = review.data;
  return (
    <div className="space-y-5 border-t border-slate-100 pt-5 dark:border-navy-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-navy-900 dark:text-white">
          Review of version {r.versionNumber}
        </h3>
        <Link
          to={`/reviews/${encodeURIComponent(r.id)}`}
          className={buttonClasses('link', 'sm', 'px-0')}
        >
          Open the review
        </Link>
      </div>
      {r.note && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Note from {r.submittedBy}:</span>{' '}
          <span className="whitespace-pre-wrap">{r.note}</span>
        </p>
      )}
      <ReviewThread review={r} />
      {canDecide && r.can.decide && (
        <DecisionForm reviewId={r.id} versionNumber={r.versionNumber} />
      )}
    </div>
  );
}
