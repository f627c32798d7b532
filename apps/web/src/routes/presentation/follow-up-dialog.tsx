// "Draft follow-up": a follow-up e-mail to the client, drafted from what they read (by the AI when a
// key is available, else from our template), edited here and sent only when the advisor presses Send.
// It goes to the client's address on file (shown as To, not editable here) and to any other address
// the advisor adds, once a box naming each added address is ticked.
// An AI key the vendor refuses (or one the server needs and lacks) is asked for as the section
// regeneration asks for it, with the built-in template as the way out.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, errorReason, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCw, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { asksForKey } from '../generate/use-generation';
import { firstName, followUpFieldErrors, type FollowUpValues } from './follow-up-draft';
import {
  EMPTY_FOLLOW_UP,
  FollowUpDraftForm,
  followUpSchema,
  followUpValuesOf,
  type FollowUpDraft,
  type SendFollowUpInput,
} from './follow-up-form';
import { FollowUpKeyStep } from './follow-up-key-step';

const DRAFT_FAILED = 'The follow-up could not be drafted. Please try again.';
const SEND_FAILED = 'The follow-up could not be sent. Please try again.';

interface FollowUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presentationId: string;
  clientName: string;
  serverKeyAvailable: boolean;
}

export function FollowUpDialog({
  open,
  onOpenChange,
  presentationId,
  clientName,
  serverKeyAvailable,
}: FollowUpDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FollowUpDraft | null>(null);
  const [askingKey, setAskingKey] = useState(false);
  const [keyRefused, setKeyRefused] = useState(false);
  const schema = useMemo(() => followUpSchema(presentationId), [presentationId]);
  const form = useForm<FollowUpValues, unknown, SendFollowUpInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FOLLOW_UP,
    // Messages stay until the next Send; an edit clears its own field's.
    reValidateMode: 'onSubmit',
  });

  const drafting = useMutation(
    trpc.followUps.draft.mutationOptions({
      onSuccess: (result) => {
        setDraft(result);
        form.reset(followUpValuesOf(result));
        setAskingKey(false);
        setKeyRefused(false);
      },
      onError: (error) => {
        const reason = errorReason(error);
        if (asksForKey(reason)) {
          setAskingKey(true);
          setKeyRefused(reason === 'AI_KEY_INVALID');
        }
      },
    }),
  );
  const sending = useMutation(trpc.followUps.send.mutationOptions());
  const { mutate: mutateDraft } = drafting;

  const requestDraft = (mode: 'auto' | 'built-in', key?: string) => {
    form.clearErrors('root');
    mutateDraft({ presentationId, mode, ...(mode === 'auto' && key ? { apiKey: key } : {}) });
  };

  // One draft as the dialog opens: the AI writes it when the server has a key, else our template.
  const started = useRef(false);
  useEffect(() => {
    if (!open || started.current) return;
    started.current = true;
    mutateDraft({ presentationId, mode: 'auto' });
  }, [open, mutateDraft, presentationId]);

  const send = form.handleSubmit((input) =>
    sending.mutate(input, {
      onSuccess: (result) => {
        toast.success(`Follow-up sent to ${result.to.join(', ')}`, {
          description: 'It is on its way and on the client’s timeline.',
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.followUps.list.queryKey({ presentationId }),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.clients.timeline.pathKey() });
        onOpenChange(false);
      },
      onError: (error) => {
        const fields = Object.entries(followUpFieldErrors(fieldErrors(error)));
        for (const [field, message] of fields)
          form.setError(field as keyof FollowUpValues, { message });
        if (fields.length === 0)
          form.setError('root.server', { message: errorMessage(error, SEND_FAILED) });
      },
    }),
  );

  const failed = drafting.isError && !askingKey;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !sending.isPending && onOpenChange(next)}
      title={`Follow up with ${clientName}`}
      description="Edit the e-mail as you like. Nothing is sent until you press Send."
      className="max-w-2xl"
    >
      {askingKey ? (
        <FollowUpKeyStep
          refused={keyRefused}
          error={
            drafting.isError && !asksForKey(errorReason(drafting.error))
              ? errorMessage(drafting.error, DRAFT_FAILED)
              : null
          }
          pending={drafting.isPending}
          onDraftWithAi={(key) => requestDraft('auto', key)}
          onUseTemplate={() => requestDraft('built-in')}
          onCancel={draft ? () => setAskingKey(false) : undefined}
        />
      ) : drafting.isPending ? (
        <DraftSkeleton name={firstName(clientName)} />
      ) : failed && !draft ? (
        <div className="space-y-4">
          <Alert tone="danger" title="No draft yet">
            {errorMessage(drafting.error, DRAFT_FAILED)}
          </Alert>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => requestDraft('built-in')}>
              <Wand2 className="h-4 w-4" aria-hidden /> Use built-in template
            </Button>
            <Button onClick={() => requestDraft('auto')}>
              <RotateCw className="h-4 w-4" aria-hidden /> Try Again
            </Button>
          </div>
        </div>
      ) : draft ? (
        <FollowUpDraftForm
          form={form}
          draft={draft}
          clientName={clientName}
          serverKeyAvailable={serverKeyAvailable}
          sending={sending.isPending}
          onSend={() => void send()}
          onAskKey={() => setAskingKey(true)}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

/** The form's shape while the draft is written, with what is happening said above it. */
function DraftSkeleton({ name }: { name: string }) {
  return (
    <div role="status" aria-label="Drafting the follow-up" className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Sparkles
          className="h-4 w-4 animate-pulse text-brand-700 dark:text-brand-300"
          aria-hidden
        />
        Drafting a follow-up from what {name} read…
      </p>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
