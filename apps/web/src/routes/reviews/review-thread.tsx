// A review's comments, grouped by the section they are about (the whole presentation first, then
// the sections in page order), with the form to add one when the member may.
import { Badge } from '@/components/ui/badge';
import { MessageSquare } from 'lucide-react';

import type { RouterOutputs } from '@pitchcraft/api';
import { REVIEW_STATUS_LABELS, type TReviewStatus } from '@pitchcraft/core';

import { fullDateTime, relativeTime } from '../presentation/relative-time';
import { CommentForm } from './review-forms';

export type Review = RouterOutputs['reviews']['get'];

const STATUS_TONES: Record<TReviewStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export function StatusBadge({ status }: { status: TReviewStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}

export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}

export function ReviewThread({ review }: { review: Review }) {
  const groups = [
    { id: null as string | null, title: 'The whole presentation' },
    ...review.sections.map((s): { id: string | null; title: string } => ({
      id: s.id,
      title: s.title,
    })),
  ]
    .map((group) => ({
      ...group,
      comments: review.comments.filter((c) => (c.sectionId ?? null) === group.id),
    }))
    .filter((group) => group.comments.length > 0);
  return (
    <div className="space-y-5" data-testid="review-thread">
      {groups.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <MessageSquare className="h-4 w-4" aria-hidden />
          No comments yet.
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.id ?? 'whole'} aria-label={`Comments on ${group.title}`}>
            <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {group.title}
            </h4>
            <ul className="space-y-2">
              {group.comments.map((c) => (
                <li
                  key={c.id}
                  className={
                    c.mine
                      ? 'rounded-xl border border-brand-200 bg-brand-50/60 px-3.5 py-2.5 dark:border-brand-800 dark:bg-brand-900/20'
                      : 'rounded-xl border border-slate-200 bg-slate-50 px-3.5 py-2.5 dark:border-navy-700 dark:bg-navy-950/40'
                  }
                >
                  <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                    <span className="font-medium text-navy-900 dark:text-slate-100">
                      {c.mine ? 'You' : c.author}
                    </span>
                    <When iso={c.createdAt} />
                  </p>
                  <p className="mt-1 text-sm whitespace-pre-wrap text-navy-900 dark:text-slate-100">
                    {c.body}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {review.can.comment && review.status !== 'withdrawn' && (
        <CommentForm reviewId={review.id} sections={review.sections} />
      )}
    </div>
  );
}
