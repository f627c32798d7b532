// "Client figures": the facts the needs analysis is computed from. Saving recomputes every chart and
// figure of the presentation as a new version; the text stays as written.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { errorCode, errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { useMutation } from '@tanstack/react-query';
import { Calculator } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import {
  GENDERS,
  HEALTH_STATUSES,
  MARITAL_STATUSES,
  SMOKER_STATUSES,
  ZPresentationFigures,
  type TPresentationFigures,
} from '@pitchcraft/core';

import { ChangeProblem, useRefreshPresentation, type ChangeProblemState } from './change-feedback';
import type { PresentationFigures } from './presentation-types';

const SAVE_FAILED = 'The figures could not be saved. Please try again.';
export const FIGURES_EXPLANATION = 'Charts and figures are recomputed; the text stays as written.';

const NEEDS_FIELDS = [
  'mortgage',
  'otherDebts',
  'existingCoverIndividual',
  'existingCoverGroup',
  'savings',
  'childrenAges',
] as const;
type NeedsField = (typeof NEEDS_FIELDS)[number];
type FormValues = Record<
  | 'age'
  | 'annualIncome'
  | 'dependents'
  | 'budget'
  | 'maritalStatus'
  | 'smoker'
  | 'healthStatus'
  | 'gender'
  | NeedsField,
  string
>;

/** What the client owes, holds and whom they raise: empty means not stated, never zero. */
const NEEDS_INPUTS: readonly { name: NeedsField; label: string; hint?: string; amount: boolean }[] =
  [
    { name: 'mortgage', label: 'Mortgage balance ($)', amount: true },
    { name: 'otherDebts', label: 'Other debts ($)', amount: true },
    { name: 'existingCoverIndividual', label: 'Life cover in own name ($)', amount: true },
    {
      name: 'existingCoverGroup',
      label: 'Group cover through work ($)',
      hint: 'Usually ends with the job.',
      amount: true,
    },
    { name: 'savings', label: 'Savings and investments ($)', amount: true },
    {
      name: 'childrenAges',
      label: 'Children’s ages',
      hint: 'For example 4, 7, 11.',
      amount: false,
    },
  ];

const formFrom = (figures: PresentationFigures): FormValues => ({
  age: String(figures.age),
  annualIncome: String(figures.annualIncome),
  dependents: String(figures.dependents),
  budget: String(figures.budget),
  maritalStatus: figures.maritalStatus,
  smoker: figures.smoker,
  healthStatus: figures.healthStatus,
  gender: figures.gender ?? '',
  mortgage: figures.needs?.mortgage ?? '',
  otherDebts: figures.needs?.otherDebts ?? '',
  existingCoverIndividual: figures.needs?.existingCoverIndividual ?? '',
  existingCoverGroup: figures.needs?.existingCoverGroup ?? '',
  savings: figures.needs?.savings ?? '',
  childrenAges: figures.needs?.childrenAges ?? '',
});

/** A typed number, or undefined when empty (the schema then says it is required). */
const numberFrom = (value: string) =>
  value.trim() === '' ? undefined : Number(value.replace(/[,$\s]/g, ''));

interface FiguresDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presentationId: string;
  baseVersion: number;
  figures: PresentationFigures;
  onReload: () => void;
}

export function FiguresDialog({
  open,
  onOpenChange,
  presentationId,
  baseVersion,
  figures,
  onReload,
}: FiguresDialogProps) {
  const trpc = useTRPC();
  const refresh = useRefreshPresentation(presentationId);
  const [values, setValues] = useState<FormValues>(() => formFrom(figures));
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [problem, setProblem] = useState<ChangeProblemState | null>(null);
  const save = useMutation(trpc.presentations.updateFigures.mutationOptions());

  const set = (name: keyof FormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const candidate = {
      age: numberFrom(values.age),
      annualIncome: numberFrom(values.annualIncome),
      dependents: numberFrom(values.dependents),
      budget: numberFrom(values.budget),
      maritalStatus: values.maritalStatus,
      smoker: values.smoker,
      healthStatus: values.healthStatus,
      ...(values.gender ? { gender: values.gender } : {}),
      needs: Object.fromEntries(NEEDS_FIELDS.map((name) => [name, values[name].trim()])),
    };
    const parsed = ZPresentationFigures.safeParse(candidate);
    if (!parsed.success) {
      const next: Partial<Record<keyof FormValues, string>> = {};
      for (const issue of parsed.error.issues) {
        // A needs fact's issue is at ['needs', name].
        const field = String(
          issue.path[0] === 'needs' ? issue.path[1] : (issue.path[0] ?? ''),
        ) as keyof FormValues;
        const given = field in candidate ? candidate[field as keyof typeof candidate] : undefined;
        next[field] ??=
          issue.code === 'invalid_type' && given !== undefined ? 'Enter a number' : issue.message;
      }
      setErrors(next);
      return;
    }
    const input: TPresentationFigures = parsed.data;
    save.mutate(
      { id: presentationId, baseVersion, figures: input },
      {
        onSuccess: ({ version, changed }) =>
          void refresh().then(() => {
            if (changed)
              toast.success('Figures updated', {
                description: `Charts and figures were recomputed. Saved as version ${version}.`,
              });
            else
              toast.info('Nothing to update', {
                description: 'These are already the client’s figures.',
              });
            onOpenChange(false);
          }),
        onError: (error) => {
          const fields = fieldErrors(error);
          if (Object.keys(fields).length > 0) setErrors(fields);
          const stale = errorCode(error) === 'CONFLICT';
          setProblem({ message: errorMessage(error, SAVE_FAILED), stale });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Client figures"
      description={FIGURES_EXPLANATION}
      className="max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="figures-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Age" required error={errors.age}>
            <Input
              type="number"
              inputMode="numeric"
              min={18}
              max={100}
              value={values.age}
              onChange={set('age')}
            />
          </Field>
          <Field label="Annual income ($)" required error={errors.annualIncome}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={1000}
              value={values.annualIncome}
              onChange={set('annualIncome')}
            />
          </Field>
          <Field label="Dependents" error={errors.dependents}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={10}
              value={values.dependents}
              onChange={set('dependents')}
            />
          </Field>
          <Field label="Monthly budget ($)" error={errors.budget}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={10}
              value={values.budget}
              onChange={set('budget')}
            />
          </Field>
          <Field label="Marital status" error={errors.maritalStatus}>
            <Select value={values.maritalStatus} onChange={set('maritalStatus')}>
              {MARITAL_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          </Field>
          <Field label="Smoker" error={errors.smoker}>
            <Select value={values.smoker} onChange={set('smoker')}>
              {SMOKER_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          </Field>
          <Field label="Health" optional error={errors.healthStatus}>
            <Select value={values.healthStatus} onChange={set('healthStatus')}>
              <option value="">Not stated</option>
              {HEALTH_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          </Field>
          <Field label="Gender" optional error={errors.gender}>
            <Select value={values.gender} onChange={set('gender')}>
              <option value="">Not given</option>
              {GENDERS.map((gender) => (
                <option key={gender}>{gender}</option>
              ))}
            </Select>
          </Field>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-navy-900 dark:text-white">
            Debts, cover, savings and children
          </legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Leave a figure empty when the client has not told you: the analysis then says it was not
            counted.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {NEEDS_INPUTS.map((input) => (
              <Field
                key={input.name}
                label={input.label}
                optional
                hint={input.hint}
                error={errors[input.name]}
              >
                <Input
                  inputMode={input.amount ? 'decimal' : 'text'}
                  autoComplete="off"
                  value={values[input.name]}
                  onChange={set(input.name)}
                  placeholder="Not stated"
                />
              </Field>
            ))}
          </div>
        </fieldset>

        <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700 dark:bg-navy-800/60 dark:text-slate-300">
          <Calculator
            className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300"
            aria-hidden
          />
          The needs analysis, premiums, charts and every figure in the text follow these numbers.
          Read the wording again afterwards in case it mentions a figure in words.
        </p>

        {problem && <ChangeProblem problem={problem} failedTitle="Not saved" onReload={onReload} />}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-navy-800">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Recompute figures
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
