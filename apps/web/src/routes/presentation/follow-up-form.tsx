// The drafted follow-up, edited before it is sent: where the draft came from, its recipients, the
// subject and the message. Checked with the send procedure's own schema (ZSendFollowUpInput) when
// Send is pressed; an edit clears that field's message.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { FileText, Send, Sparkles } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

import type { RouterOutputs } from '@pitchcraft/api';
import {
  FOLLOW_UP_BODY_MAX_CHARS,
  FOLLOW_UP_SUBJECT_MAX_CHARS,
  type ZSendFollowUpInput,
} from '@pitchcraft/core';

import {
  canSend,
  checkFollowUp,
  firstName,
  followUpSourceNote,
  NOT_SHARED_NOTE,
  type FollowUpField,
  type FollowUpValues,
} from './follow-up-draft';
import { Recipients } from './follow-up-recipients';
import { checkedForm } from './form-schema';

export type FollowUpDraft = RouterOutputs['followUps']['draft'];
export type SendFollowUpInput = z.output<typeof ZSendFollowUpInput>;
type FollowUpForm = UseFormReturn<FollowUpValues, unknown, SendFollowUpInput>;

const ZFollowUpValues = z.object({
  others: z.array(z.string()),
  confirmed: z.boolean(),
  subject: z.string(),
  body: z.string(),
});

/** The form's schema: its values as the send procedure's input, its messages at the fields. */
export const followUpSchema = (presentationId: string) =>
  checkedForm(ZFollowUpValues, (values) => checkFollowUp(presentationId, values));

export const EMPTY_FOLLOW_UP: FollowUpValues = {
  others: [],
  confirmed: false,
  subject: '',
  body: '',
};

/** A new draft's values. With no address on file, the one typed at the e-mail gate is offered, still to be confirmed. */
export const followUpValuesOf = (draft: FollowUpDraft): FollowUpValues => ({
  others: draft.to === null ? [draft.gateEmail ?? ''] : [],
  confirmed: false,
  subject: draft.subject,
  body: draft.body,
});

interface FollowUpFormProps {
  form: FollowUpForm;
  draft: FollowUpDraft;
  clientName: string;
  serverKeyAvailable: boolean;
  sending: boolean;
  onSend: () => void;
  onAskKey: () => void;
  onCancel: () => void;
}

export function FollowUpDraftForm({
  form,
  draft,
  clientName,
  serverKeyAvailable,
  sending,
  onSend,
  onAskKey,
  onCancel,
}: FollowUpFormProps) {
  const { register, setValue, clearErrors, watch, formState } = form;
  const values = watch();
  const message = (field: FollowUpField) => formState.errors[field]?.message;
  const clearOnEdit = (field: 'subject' | 'body') =>
    register(field, { onChange: () => clearErrors(field) });

  return (
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
          <Sparkles className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
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
        errors={{ others: message('others'), confirmed: message('confirmed') }}
        // A change to the added addresses takes the confirmation back: it must name what is sent.
        onOthersChange={(others) => {
          setValue('others', others);
          setValue('confirmed', false);
          clearErrors(['others', 'confirmed']);
        }}
        onConfirmedChange={(confirmed) => {
          setValue('confirmed', confirmed);
          clearErrors('confirmed');
        }}
      />
      <Field label="Subject" error={message('subject')}>
        <Input {...clearOnEdit('subject')} maxLength={FOLLOW_UP_SUBJECT_MAX_CHARS} />
      </Field>
      <Field label="Message" error={message('body')}>
        <Textarea
          {...clearOnEdit('body')}
          rows={10}
          maxLength={FOLLOW_UP_BODY_MAX_CHARS}
          className="min-h-52 leading-relaxed sm:min-h-64"
        />
      </Field>

      {draft.source === 'built-in' && !serverKeyAvailable && (
        <p className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600 dark:text-slate-400">
          <span>Prefer a personal note written from what {firstName(clientName)} read?</span>
          <button
            type="button"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-300"
            onClick={onAskKey}
          >
            Draft it with AI
          </button>
        </p>
      )}

      <FormError>{formState.errors.root?.server?.message}</FormError>

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-6 pt-4 pb-6 sm:flex-row sm:items-center sm:justify-end dark:border-navy-800 dark:bg-navy-900">
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button onClick={onSend} loading={sending} disabled={sending || !canSend(draft.to, values)}>
          {!sending && <Send className="h-4 w-4" aria-hidden />}
          Send
        </Button>
      </div>
    </form>
  );
}
