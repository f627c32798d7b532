// "Draft follow-up": a follow-up e-mail to the client, drafted from what they read (by the AI when a
// key is available, else from our template), edited here and sent only when the advisor presses Send.
// It goes to the client's address on file (shown as To, not editable here) and to any other address
// the advisor adds, once a box naming each added address is ticked.
// An AI key the vendor refuses (or one the server needs and lacks) is asked for as the section
// regeneration asks for it, with the built-in template as the way out.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, Plus, RotateCw, Send, Sparkles, Wand2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import type { RouterOutputs } from '@pitchcraft/api';
import { FOLLOW_UP_BODY_MAX_CHARS, FOLLOW_UP_SUBJECT_MAX_CHARS } from '@pitchcraft/core';

import { asksForKey } from '../generate/use-generation';
import {
  addedAddresses,
  canSend,
  checkFollowUp,
  confirmationText,
  firstName,
  followUpFieldErrors,
  followUpSourceNote,
  MAX_OTHER_ADDRESSES,
  NOT_SHARED_NOTE,
  type FollowUpField,
  type FollowUpValues,
} from './follow-up-draft';
import { FollowUpKeyStep } from './follow-up-key-step';

type Draft = RouterOutputs['followUps']['draft'];

const DRAFT_FAILED = 'The follow-up could not be drafted. Please try again.';
const SEND_FAILED = 'The follow-up could not be sent. Please try again.';

/** The reason a failed call gives (AI_KEY_INVALID, AI_KEY_REQUIRED), if any. */
const reasonOf = (error: unknown) =>
  (error as { data?: { reason?: string } } | null)?.data?.reason ?? null;

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
  const [draft, setDraft] = useState<Draft | null>(null);
  const [values, setValues] = useState<FollowUpValues>({
    others: [],
    confirmed: false,
    subject: '',
    body: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FollowUpField, string>>>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const [askingKey, setAskingKey] = useState(false);
  const [apiKey, setApiKey] = useState('');
  const [keyRefused, setKeyRefused] = useState(false);

  const drafting = useMutation(
    trpc.followUps.draft.mutationOptions({
      onSuccess: (result) => {
        setDraft(result);
        // With no address on file, the one the client typed at the e-mail gate is offered, still to be confirmed.
        const others = result.to === null ? [result.gateEmail ?? ''] : [];
        setValues({ others, confirmed: false, subject: result.subject, body: result.body });
        setErrors({});
        setAskingKey(false);
        setKeyRefused(false);
        setApiKey('');
      },
      onError: (error) => {
        const reason = reasonOf(error);
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
    setSendError(null);
    mutateDraft({ presentationId, mode, ...(mode === 'auto' && key ? { apiKey: key } : {}) });
  };

  // One draft as the dialog opens: the AI writes it when the server has a key, else our template.
  const started = useRef(false);
  useEffect(() => {
    if (!open || started.current) return;
    started.current = true;
    mutateDraft({ presentationId, mode: 'auto' });
  }, [open, mutateDraft, presentationId]);

  const set = (field: 'subject' | 'body') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  // A change to the added addresses takes the confirmation back: it must name what is sent.
  const setOthers = (others: string[]) => {
    setValues((current) => ({ ...current, others, confirmed: false }));
    setErrors((current) => ({ ...current, others: undefined, confirmed: undefined }));
  };
  const setConfirmed = (confirmed: boolean) => {
    setValues((current) => ({ ...current, confirmed }));
    setErrors((current) => ({ ...current, confirmed: undefined }));
  };

  const send = () => {
    setSendError(null);
    const checked = checkFollowUp(presentationId, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    sending.mutate(checked.input, {
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
        const fields = followUpFieldErrors(fieldErrors(error));
        setErrors(fields);
        setSendError(Object.keys(fields).length > 0 ? null : errorMessage(error, SEND_FAILED));
      },
    });
  };

  const name = firstName(clientName);
  const failed = drafting.isError && !askingKey;
  const busy = drafting.isPending || sending.isPending;
  const ready = draft !== null && canSend(draft.to, values);

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
          apiKey={apiKey}
          onApiKeyChange={setApiKey}
          refused={keyRefused}
          error={
            drafting.isError && !asksForKey(reasonOf(drafting.error))
              ? errorMessage(drafting.error, DRAFT_FAILED)
              : null
          }
          pending={drafting.isPending}
          onDraftWithAi={() => requestDraft('auto', apiKey.trim())}
          onUseTemplate={() => requestDraft('built-in')}
          onCancel={draft ? () => setAskingKey(false) : undefined}
        />
      ) : drafting.isPending ? (
        <DraftSkeleton name={name} />
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
        <form
          onSubmit={(event) => event.preventDefault()}
          noValidate
          className="space-y-4"
          data-testid="follow-up-form"
        >
          <p
            className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
            data-testid="follow-up-source"
          >
            {draft.source === 'ai' ? (
              <Sparkles
                className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300"
                aria-hidden
              />
            ) : (
              <FileText className="h-4 w-4 shrink-0" aria-hidden />
            )}
            {followUpSourceNote(draft.source, clientName)}
          </p>
          {draft.notice && <Alert tone="warning">{draft.notice}</Alert>}
          {!draft.shared && <Alert tone="warning">{NOT_SHARED_NOTE}</Alert>}

          <Recipients
            clientName={clientName}
            clientAddress={draft.to}
            gateEmail={draft.gateEmail}
            others={values.others}
            confirmed={values.confirmed}
            errors={errors}
            onOthersChange={setOthers}
            onConfirmedChange={setConfirmed}
          />
          <Field label="Subject" error={errors.subject}>
            <Input
              value={values.subject}
              onChange={set('subject')}
              maxLength={FOLLOW_UP_SUBJECT_MAX_CHARS}
            />
          </Field>
          <Field label="Message" error={errors.body}>
            <Textarea
              value={values.body}
              onChange={set('body')}
              rows={10}
              maxLength={FOLLOW_UP_BODY_MAX_CHARS}
              className="min-h-52 leading-relaxed sm:min-h-64"
            />
          </Field>

          {draft.source === 'built-in' && !serverKeyAvailable && (
            <p className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600 dark:text-slate-400">
              <span>Prefer a personal note written from what {name} read?</span>
              <button
                type="button"
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-300"
                onClick={() => setAskingKey(true)}
              >
                Draft it with AI
              </button>
            </p>
          )}

          {sendError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {sendError}
            </p>
          )}

          <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-6 pt-4 pb-6 sm:flex-row sm:items-center sm:justify-end dark:border-navy-800 dark:bg-navy-900">
            <Button
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={sending.isPending}
            >
              Cancel
            </Button>
            <Button onClick={send} loading={sending.isPending} disabled={busy || !ready}>
              {!sending.isPending && <Send className="h-4 w-4" aria-hidden />}
              Send
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

interface RecipientsProps {
  clientName: string;
  /** The client's address on file, as the server will send to it; null when there is none. */
  clientAddress: string | null;
  gateEmail: string | null;
  others: string[];
  confirmed: boolean;
  errors: Partial<Record<FollowUpField, string>>;
  onOthersChange: (others: string[]) => void;
  onConfirmedChange: (confirmed: boolean) => void;
}

/** To: the client's address on file. Below it, other addresses, each sent to only once the box naming it is ticked. */
function Recipients({
  clientName,
  clientAddress,
  gateEmail,
  others,
  confirmed,
  errors,
  onOthersChange,
  onConfirmedChange,
}: RecipientsProps) {
  const added = addedAddresses(others);
  return (
    <div className="space-y-4">
      <ClientAddress clientName={clientName} address={clientAddress} />
      <OtherAddresses
        others={others}
        forClientWithout={clientAddress === null}
        gateEmail={gateEmail}
        error={errors.others}
        onChange={onOthersChange}
      />
      {added.length > 0 && (
        <ConfirmAddresses
          addresses={added}
          confirmed={confirmed}
          error={errors.confirmed}
          onChange={onConfirmedChange}
        />
      )}
    </div>
  );
}

/** The address the server sends to: shown, not typed, so it cannot be swapped for another. */
function ClientAddress({ clientName, address }: { clientName: string; address: string | null }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="space-y-1.5">
      <p id={id} className="text-sm font-medium text-navy-800 dark:text-slate-200">
        To
      </p>
      {address ? (
        <p
          data-testid="follow-up-to"
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-navy-900 dark:border-navy-700 dark:bg-navy-800 dark:text-slate-100"
        >
          <span className="font-medium">{clientName}</span>{' '}
          <span className="break-all">&lt;{address}&gt;</span>
        </p>
      ) : (
        <Alert tone="warning" data-testid="follow-up-to">
          {firstName(clientName)}’s e-mail address is not on file. Add the address to send this
          follow-up to below, or add it to the client’s record.
        </Alert>
      )}
    </div>
  );
}

interface OtherAddressesProps {
  others: string[];
  /** The client has no address on file: these are the only recipients. */
  forClientWithout: boolean;
  gateEmail: string | null;
  error: string | undefined;
  onChange: (others: string[]) => void;
}

function OtherAddresses({
  others,
  forClientWithout,
  gateEmail,
  error,
  onChange,
}: OtherAddressesProps) {
  const id = useId();
  const change = (index: number, value: string) =>
    onChange(others.map((address, i) => (i === index ? value : address)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-navy-800 dark:text-slate-200">
        {forClientWithout ? 'Send to' : 'Also send to'}
        <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">
          (each gets their own copy)
        </span>
      </legend>
      {others.map((address, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            aria-label={`Other address ${index + 1}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={address}
            onChange={(event) => change(index, event.target.value)}
            placeholder="name@example.com"
            maxLength={254}
          />
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={`Remove other address ${index + 1}`}
            onClick={() => onChange(others.filter((_, i) => i !== index))}
          >
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      {forClientWithout && gateEmail && others.includes(gateEmail) && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {gateEmail} is the address given at the shared page’s e-mail gate.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {others.length < MAX_OTHER_ADDRESSES && (
        <Button variant="link" size="sm" className="px-0" onClick={() => onChange([...others, ''])}>
          <Plus className="h-4 w-4" aria-hidden /> Add another address
        </Button>
      )}
    </fieldset>
  );
}

interface ConfirmAddressesProps {
  addresses: string[];
  confirmed: boolean;
  error: string | undefined;
  onChange: (confirmed: boolean) => void;
}

/** The box that names every added address; Send waits for it. */
function ConfirmAddresses({ addresses, confirmed, error, onChange }: ConfirmAddressesProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-900/30">
        <Checkbox
          id={id}
          checked={confirmed}
          onCheckedChange={(checked) => onChange(checked === true)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5"
        />
        <label
          htmlFor={id}
          className="text-sm text-amber-900 dark:text-amber-100"
          data-testid="follow-up-confirm"
        >
          {confirmationText(addresses)}
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

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
