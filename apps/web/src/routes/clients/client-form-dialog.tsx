// Add a client, or edit one, on the Clients page: the client fields of the wizard's client step
// (contact, profile, coverage, finances and family, notes), checked by the same schema as the
// wizard's client save. Editing changes the client in place; presentations already made keep their
// own copy of the facts.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';

import {
  GENDERS,
  HEALTH_STATUSES,
  INSURANCE_TYPES,
  INTAKE_GOAL_KEYS,
  INTAKE_GOAL_LABELS,
  MARITAL_STATUSES,
  SMOKER_STATUSES,
} from '@pitchcraft/core';

import {
  clientInputFromDraft,
  draftFromClient,
  emptyClientDraft,
  hasFinances,
  type ClientDraft,
  type ClientDraftErrors,
  type ClientDraftField,
  type SavedClientFacts,
} from './client-form-model';
import { DollarInput, groupedAmount, OptionCheck } from './form-controls';
import { refreshClientLists } from './refresh';

/** The client being edited (its id and facts), or null to add one. */
export type EditedClient = SavedClientFacts & { id: string };

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: EditedClient | null;
  /** After a save, with the saved client's id and name. */
  onSaved?: (client: { id: string; fullName: string }) => void;
}

export function ClientFormDialog({
  open,
  onOpenChange,
  client = null,
  onSaved,
}: ClientFormDialogProps) {
  const editing = client !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Client' : 'Add Client'}
      description={
        editing
          ? 'Changes apply to new presentations. Presentations you already made keep the details they were made with.'
          : 'Only the name is required. The more you add, the more personal their presentations.'
      }
      className="max-w-2xl"
    >
      {open && (
        <ClientForm
          key={client?.id ?? 'new'}
          client={client}
          onDone={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

const optionList = (values: readonly string[], current: string) =>
  current && !values.includes(current) ? [current, ...values] : values;

function ClientForm({
  client,
  onDone,
  onSaved,
}: {
  client: EditedClient | null;
  onDone: () => void;
  onSaved: ClientFormDialogProps['onSaved'];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ClientDraft>(() =>
    client ? draftFromClient(client) : emptyClientDraft(),
  );
  const [errors, setErrors] = useState<ClientDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [showFinances, setShowFinances] = useState(() => hasFinances(draft));

  const set = <K extends keyof ClientDraft>(key: K, value: ClientDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // An edited field's message goes; the other goal's text is part of the goals.
    const cleared: ClientDraftField[] = key === 'goals' ? ['goals', 'goals.otherText'] : [key];
    setErrors((current) => {
      if (!cleared.some((field) => field in current)) return current;
      const rest: ClientDraftErrors = { ...current };
      for (const field of cleared) delete rest[field];
      return rest;
    });
  };

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
    const known = Object.entries(byField).filter(
      ([field]) => field === 'email' || field === 'fullName' || field === 'phone',
    );
    if (known.length > 0) {
      setErrors(Object.fromEntries(known));
      setAttempt((n) => n + 1);
      return;
    }
    setFailure(
      errorMessage(
        error,
        client
          ? 'We could not save your changes. Please try again.'
          : 'We could not add this client. Please try again.',
      ),
    );
  };
  const create = useMutation(
    trpc.clients.create.mutationOptions({ onSuccess: saved, onError: refused }),
  );
  const update = useMutation(
    trpc.clients.update.mutationOptions({ onSuccess: saved, onError: refused }),
  );
  const busy = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = clientInputFromDraft(draft);
    if (!result.input) {
      setErrors(result.errors);
      if (financeFields.some((field) => field in result.errors)) setShowFinances(true);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    if (client) update.mutate({ id: client.id, ...result.input });
    else create.mutate(result.input);
  };

  const err = (field: ClientDraftField) => errors[field];
  const text = (
    field: Exclude<keyof ClientDraft, 'smoker' | 'goals'>,
    props: { placeholder?: string; type?: string; inputMode?: 'email' | 'tel' | 'numeric' } = {},
  ) => (
    <Input
      name={field}
      autoComplete="off"
      value={draft[field]}
      onChange={(e) => set(field, e.target.value)}
      {...props}
    />
  );
  const amount = (
    field:
      | 'income'
      | 'budget'
      | 'mortgage'
      | 'otherDebts'
      | 'existingCoverIndividual'
      | 'existingCoverGroup'
      | 'savings'
      | 'spouseIncome',
  ) => (
    <DollarInput
      name={field}
      value={draft[field]}
      onChange={(e) => set(field, e.target.value)}
      onBlur={(e) => set(field, groupedAmount(e.target.value))}
      placeholder="0"
    />
  );
  const select = (
    field: 'gender' | 'maritalStatus' | 'healthStatus' | 'insuranceType',
    values: readonly string[],
    blank: string,
  ) => (
    <Select name={field} value={draft[field]} onChange={(e) => set(field, e.target.value)}>
      <option value="">{blank}</option>
      {optionList(values, draft[field]).map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </Select>
  );
  const errorCount = Object.keys(errors).length;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={client ? `Edit ${client.fullName}` : 'Add a client'}
    >
      {failure && (
        <Alert tone="danger" title={client ? 'Not saved' : 'Not added'} className="mb-5">
          {failure}
        </Alert>
      )}
      {errorCount > 1 && (
        <Alert tone="danger" title="Please check the highlighted fields" className="mb-5">
          {`${errorCount} fields need your attention.`}
        </Alert>
      )}

      <FormGroup title="Contact">
        <Field label="Client Name" required error={err('fullName')} className="sm:col-span-2">
          {text('fullName', { placeholder: 'e.g. Maria Rivera' })}
        </Field>
        <Field label="Email" optional error={err('email')}>
          {text('email', { type: 'email', inputMode: 'email', placeholder: 'client@example.com' })}
        </Field>
        <Field label="Phone" optional error={err('phone')}>
          {text('phone', { type: 'tel', inputMode: 'tel', placeholder: '(555) 123-4567' })}
        </Field>
      </FormGroup>

      <FormGroup title="Profile">
        <Field label="Age" error={err('age')}>
          {text('age', { inputMode: 'numeric', placeholder: 'e.g. 42' })}
        </Field>
        <Field label="Gender" error={err('gender')}>
          {select('gender', GENDERS, 'Select gender')}
        </Field>
        <Field label="Marital Status" error={err('maritalStatus')}>
          {select('maritalStatus', MARITAL_STATUSES, 'Select marital status')}
        </Field>
        <Field label="Dependents" error={err('dependents')}>
          {text('dependents', { inputMode: 'numeric', placeholder: 'e.g. 2' })}
        </Field>
        <Field label="Occupation" error={err('occupation')}>
          {text('occupation', { placeholder: 'e.g. Nurse' })}
        </Field>
        <Field label="Location" error={err('location')}>
          {text('location', { placeholder: 'City, Province or State' })}
        </Field>
        <Field label="Annual Income" error={err('income')} hint="Before tax">
          {amount('income')}
        </Field>
        <Field label="Smoker Status" error={err('smoker')}>
          <Select
            name="smoker"
            value={draft.smoker}
            onChange={(e) =>
              set(
                'smoker',
                (SMOKER_STATUSES as readonly string[]).includes(e.target.value)
                  ? (e.target.value as ClientDraft['smoker'])
                  : '',
              )
            }
          >
            <option value="">Not known</option>
            {SMOKER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Health Status" error={err('healthStatus')}>
          {select('healthStatus', HEALTH_STATUSES, 'Select health status')}
        </Field>
        <Field label="Health Conditions" error={err('healthConditions')} className="sm:col-span-2">
          <Textarea
            name="healthConditions"
            rows={2}
            className="min-h-16"
            value={draft.healthConditions}
            onChange={(e) => set('healthConditions', e.target.value)}
            placeholder="Any conditions an insurer should know about"
          />
        </Field>
      </FormGroup>

      <FormGroup title="Coverage">
        <Field label="Insurance Type" error={err('insuranceType')}>
          {select('insuranceType', INSURANCE_TYPES, 'Select insurance type')}
        </Field>
        <Field label="Monthly Budget" error={err('budget')}>
          {amount('budget')}
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-navy-800 dark:text-slate-200">
            Goals
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {INTAKE_GOAL_KEYS.map((key) => (
              <OptionCheck
                key={key}
                id={`${id}-goal-${key}`}
                label={INTAKE_GOAL_LABELS[key]}
                checked={draft.goals[key]}
                onChange={(checked) => set('goals', { ...draft.goals, [key]: checked })}
              />
            ))}
            <OptionCheck
              id={`${id}-goal-other`}
              label="Other"
              checked={draft.goals.other}
              onChange={(checked) => set('goals', { ...draft.goals, other: checked })}
            />
          </div>
          {draft.goals.other && (
            <Field label="Other goal" error={err('goals.otherText')} className="mt-3">
              <Input
                value={draft.goals.otherText}
                onChange={(e) => set('goals', { ...draft.goals, otherText: e.target.value })}
                placeholder="e.g. College fund"
              />
            </Field>
          )}
        </fieldset>
      </FormGroup>

      <section className="border-t border-slate-100 pt-5 dark:border-navy-800">
        <button
          type="button"
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-expanded={showFinances}
          aria-controls={`${id}-finances`}
          onClick={() => setShowFinances((shown) => !shown)}
        >
          <span>
            <span className="block text-sm font-semibold text-navy-900 dark:text-white">
              Finances and family
            </span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              What a needs analysis counts. All optional.
            </span>
          </span>
          <ChevronDown
            className={cn(
              'h-4 w-4 shrink-0 text-slate-500 transition-transform',
              showFinances && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
        <div
          id={`${id}-finances`}
          hidden={!showFinances}
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <Field label="Mortgage balance" error={err('mortgage')}>
            {amount('mortgage')}
          </Field>
          <Field label="Other debts" error={err('otherDebts')}>
            {amount('otherDebts')}
          </Field>
          <Field label="Life insurance owned" error={err('existingCoverIndividual')}>
            {amount('existingCoverIndividual')}
          </Field>
          <Field label="Life insurance through work" error={err('existingCoverGroup')}>
            {amount('existingCoverGroup')}
          </Field>
          <Field label="Savings" error={err('savings')}>
            {amount('savings')}
          </Field>
          <Field label="Spouse's income" error={err('spouseIncome')}>
            {amount('spouseIncome')}
          </Field>
          <Field
            label="Children's ages"
            error={err('childrenAges')}
            hint="Separated by commas, e.g. 4, 7, 11"
            className="sm:col-span-2"
          >
            {text('childrenAges', { placeholder: 'e.g. 4, 7, 11' })}
          </Field>
        </div>
      </section>

      <section className="mt-5 border-t border-slate-100 pt-5 dark:border-navy-800">
        <Field label="Notes" error={err('notes')}>
          <Textarea
            name="notes"
            rows={3}
            value={draft.notes}
            onChange={(e) => set('notes', e.target.value)}
            placeholder="Anything worth remembering about this client"
          />
        </Field>
      </section>

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

const financeFields: readonly ClientDraftField[] = [
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
  'spouseIncome',
  'childrenAges',
];

function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-5 border-t border-slate-100 pt-5 first-of-type:border-t-0 first-of-type:pt-0 dark:border-navy-800">
      <h3 className="mb-4 text-sm font-semibold text-navy-900 dark:text-white">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
