// The client form itself (add or edit), loaded with the dialog that opens it rather than with the
// Clients page: checked by ZClientDraft, the wizard's client schema over what the advisor types;
// the server's refusals are shown beside the fields they name, or above the form.
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import type { TUpsertClientInput } from '@pitchcraft/core';

import {
  ContactFields,
  CoverageFields,
  FinanceFields,
  NotesField,
  ProfileFields,
} from './client-form-fields';
import type { ClientFormApi } from './client-form-inputs';
import {
  draftFromClient,
  emptyClientDraft,
  hasFinances,
  ZClientDraft,
  type ClientDraft,
  type EditedClient,
} from './client-form-model';
import { refreshClientLists } from './refresh';

export interface ClientFormProps {
  client: EditedClient | null;
  onDone: () => void;
  /** After a save, with the saved client's id and name. */
  onSaved: ((client: { id: string; fullName: string }) => void) | undefined;
}

const FINANCE_FIELDS = [
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
  'spouseIncome',
  'childrenAges',
] as const;

/** The fields the server may refuse by name; any other refusal is said above the form. */
const SERVER_FIELDS = ['email', 'fullName', 'phone'] as const;

/** The messages beside fields (a root error is said above the form instead). */
function fieldErrorCount(errors: FieldErrors<ClientDraft>): number {
  return Object.keys(errors).filter((key) => key !== 'root').length;
}

export default function ClientForm({ client, onDone, onSaved }: ClientFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form: ClientFormApi = useForm<ClientDraft, unknown, TUpsertClientInput>({
    resolver: zodResolver(ZClientDraft),
    defaultValues: client ? draftFromClient(client) : emptyClientDraft(),
    // A field's message goes when it is edited (client-form-fields clears it); checked again on save.
    reValidateMode: 'onSubmit',
    // The first field with a message is focused once any hidden part holding it is shown.
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [showFinances, setShowFinances] = useState(() => hasFinances(form.getValues()));
  const { errors } = form.formState;

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const saved = async (result: { id: string; fullName: string }) => {
    toast.success(client ? 'Client updated' : 'Client added', {
      description: client
        ? `${result.fullName}’s details were saved.`
        : `${result.fullName} was added to your clients.`,
    });
    onDone();
    onSaved?.(result);
    await refreshClientLists(queryClient, trpc);
  };
  const refused = (error: unknown) => {
    const byField = fieldErrors(error);
    const known = SERVER_FIELDS.filter((field) => byField[field] !== undefined);
    if (known.length > 0) {
      for (const field of known) form.setError(field, { message: byField[field] });
      setAttempt((n) => n + 1);
      return;
    }
    const fallback = client
      ? 'We could not save your changes. Please try again.'
      : 'We could not add this client. Please try again.';
    form.setError('root.server', { message: errorMessage(error, fallback) });
  };
  const create = useMutation(
    trpc.clients.create.mutationOptions({ onSuccess: saved, onError: refused }),
  );
  const update = useMutation(
    trpc.clients.update.mutationOptions({ onSuccess: saved, onError: refused }),
  );
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(
    (input) => {
      if (busy) return;
      if (client) update.mutate({ id: client.id, ...input });
      else create.mutate(input);
    },
    (invalid) => {
      if (FINANCE_FIELDS.some((field) => field in invalid)) setShowFinances(true);
      setAttempt((n) => n + 1);
    },
  );
  const errorCount = fieldErrorCount(errors);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={client ? `Edit ${client.fullName}` : 'Add a client'}
    >
      <FormError variant="box" title={client ? 'Not saved' : 'Not added'} className="mb-5">
        {errors.root?.server?.message}
      </FormError>
      <FormError variant="box" title="Please check the highlighted fields" className="mb-5">
        {errorCount > 1 && `${errorCount} fields need your attention.`}
      </FormError>

      <ContactFields form={form} />
      <ProfileFields form={form} />
      <CoverageFields form={form} />
      <FinanceFields
        form={form}
        shown={showFinances}
        onToggle={() => setShowFinances((shown) => !shown)}
      />
      <NotesField form={form} />

      {/* Kept in view at the foot of the dialog: the panel's own padding is what -bottom-6 reaches past. */}
      <div className="sticky -bottom-6 z-10 -mx-6 mt-6 -mb-6 flex gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:justify-end dark:border-navy-700 dark:bg-navy-900">
        <Button variant="outline" onClick={onDone} disabled={busy} className="flex-1 sm:flex-none">
          Cancel
        </Button>
        <Button type="submit" loading={busy} className="flex-1 sm:flex-none">
          {client ? 'Save Changes' : 'Add Client'}
        </Button>
      </div>
    </form>
  );
}
