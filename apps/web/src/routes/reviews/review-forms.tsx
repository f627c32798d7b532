// The three small forms of a compliance review: submitting a version (with a note), commenting on
// a section or the whole, and a reviewer's decision (a reason is required to ask for changes).
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquarePlus, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import {
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_NOTE_MAX,
  REVIEW_REASON_MAX,
} from '@pitchcraft/core';

/** After any change to a review, every view of reviews reads again. */
export function useReviewsRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.reviews.pathFilter());
}

const text = (max: number, what: string) =>
  z.string().max(max, `Please keep the ${what} under ${max} characters`);

const ZNote = z.object({ note: text(REVIEW_NOTE_MAX, 'note') });

export function SubmitReviewForm({
  presentationId,
  onDone,
}: {
  presentationId: string;
  onDone?: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useReviewsRefresh();
  const form = useForm({ resolver: zodResolver(ZNote), defaultValues: { note: '' } });
  const submit = useMutation(
    trpc.reviews.submit.mutationOptions({
      onSuccess: async ({ versionNumber }) => {
        toast.success('Submitted for review', {
          description: `Version ${versionNumber} is waiting for a compliance reviewer.`,
        });
        form.reset();
        await refresh();
        onDone?.();
      },
    }),
  );
  return (
    <form
      className="space-y-3"
      onSubmit={(event) =>
        void form.handleSubmit(({ note }) =>
          submit.mutate({ presentationId, note: note.trim() === '' ? undefined : note }),
        )(event)
      }
    >
      <Field label="Note for the reviewer" optional error={form.formState.errors.note?.message}>
        <Textarea
          rows={2}
          placeholder="What changed, or what to look at"
          {...form.register('note')}
        />
      </Field>
      {submit.isError && <FormError>{errorMessage(submit.error)}</FormError>}
      <Button type="submit" loading={submit.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        Submit for review
      </Button>
    </form>
  );
}

const ZComment = z.object({
  sectionId: z.string(),
  body: text(REVIEW_COMMENT_MAX, 'comment').refine((v) => v.trim().length > 0, {
    message: REVIEW_MESSAGES.commentMissing,
  }),
});

export function CommentForm({
  reviewId,
  sections,
  sectionId = '',
}: {
  reviewId: string;
  sections: { id: string; title: string }[];
  sectionId?: string;
}) {
  const trpc = useTRPC();
  const refresh = useReviewsRefresh();
  const form = useForm({ resolver: zodResolver(ZComment), defaultValues: { sectionId, body: '' } });
  const comment = useMutation(
    trpc.reviews.comment.mutationOptions({
      onSuccess: async () => {
        form.reset({ sectionId: form.getValues('sectionId'), body: '' });
        await refresh();
      },
    }),
  );
  const serverField = fieldErrors(comment.error);
  return (
    <form
      className="space-y-3"
      aria-label="Add a comment"
      onSubmit={(event) =>
        void form.handleSubmit(({ sectionId: section, body }) =>
          comment.mutate({ reviewId, sectionId: section === '' ? null : section, body }),
        )(event)
      }
    >
      <Field label="About" error={serverField.sectionId}>
        <Select {...form.register('sectionId')}>
          <option value="">The whole presentation</option>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Comment" error={form.formState.errors.body?.message ?? serverField.body}>
        <Textarea rows={3} {...form.register('body')} />
      </Field>
      {comment.isError && !serverField.body && !serverField.sectionId && (
        <FormError>{errorMessage(comment.error)}</FormError>
      )}
      <Button type="submit" variant="outline" loading={comment.isPending}>
        <MessageSquarePlus className="h-4 w-4" aria-hidden />
        Add comment
      </Button>
    </form>
  );
}

const ZReason = z.object({
  reason: text(REVIEW_REASON_MAX, 'reason').refine((v) => v.trim().length > 0, {
    message: REVIEW_MESSAGES.reasonRequired,
  }),
});

/** Approve, or ask for changes with a reason. */
export function DecisionForm({
  reviewId,
  versionNumber,
}: {
  reviewId: string;
  versionNumber: number;
}) {
  const trpc = useTRPC();
  const refresh = useReviewsRefresh();
  const [rejecting, setRejecting] = useState(false);
  const form = useForm({ resolver: zodResolver(ZReason), defaultValues: { reason: '' } });
  const decide = useMutation(
    trpc.reviews.decide.mutationOptions({
      onSuccess: async ({ status }) => {
        toast.success(status === 'approved' ? 'Approved' : 'Changes requested', {
          description:
            status === 'approved'
              ? `Version ${versionNumber} can now be shared with the client.`
              : 'The advisor has been told what to change.',
        });
        await refresh();
      },
    }),
  );
  if (!rejecting)
    return (
      <div className="space-y-3">
        {decide.isError && <FormError>{errorMessage(decide.error)}</FormError>}
        <div className="flex flex-wrap gap-2">
          <Button
            loading={decide.isPending}
            onClick={() => decide.mutate({ reviewId, decision: 'approve' })}
          >
            <Check className="h-4 w-4" aria-hidden />
            Approve version {versionNumber}
          </Button>
          <Button variant="outline" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            <Undo2 className="h-4 w-4" aria-hidden />
            Request changes
          </Button>
        </div>
      </div>
    );
  return (
    <form
      className="space-y-3"
      onSubmit={(event) =>
        void form.handleSubmit(({ reason }) =>
          decide.mutate({ reviewId, decision: 'reject', reason }),
        )(event)
      }
    >
      <Field
        label="What needs to change"
        required
        error={form.formState.errors.reason?.message ?? fieldErrors(decide.error).reason}
      >
        <Textarea rows={3} autoFocus {...form.register('reason')} />
      </Field>
      {decide.isError && !fieldErrors(decide.error).reason && (
        <FormError>{errorMessage(decide.error)}</FormError>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" loading={decide.isPending}>
          Request changes
        </Button>
        <Button variant="ghost" disabled={decide.isPending} onClick={() => setRejecting(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
