// "Client figures": the facts the needs analysis is computed from. Saving recomputes every chart and
// figure of the presentation as a new version; the text stays as written.
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { errorCode, errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import {
  GENDERS,
  HEALTH_STATUSES,
  MARITAL_STATUSES,
  SMOKER_STATUSES,
  type TPresentationFigures,
} from '@pitchcraft/core';

import { ChangeProblem, useRefreshPresentation, type ChangeProblemState } from './change-feedback';
import { figuresSchema, figuresValuesOf, NEEDS_INPUTS, type FiguresValues } from './figures-form';
import type { PresentationFigures } from './presentation-types';

const SAVE_FAILED = 'The figures could not be saved. Please try again.';
const FIGURES_EXPLANATION = 'Charts and figures are recomputed; the text stays as written.';

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
  const [problem, setProblem] = useState<ChangeProblemState | null>(null);
  const save = useMutation(trpc.presentations.updateFigures.mutationOptions());
  const form = useForm<FiguresValues, unknown, TPresentationFigures>({
    resolver: zodResolver(figuresSchema),
    defaultValues: figuresValuesOf(figures),
    // A message stays until the next save; an edit clears its own field's.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: keyof FiguresValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const saved = ({ version, changed }: { version: number; changed: boolean }) =>
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
    });

  const submit = form.handleSubmit((input) => {
    save.mutate(
      { id: presentationId, baseVersion, figures: input },
      {
        onSuccess: saved,
        onError: (error) => {
          for (const [name, message] of Object.entries(fieldErrors(error)))
            form.setError(name as keyof FiguresValues, { message });
          const stale = errorCode(error) === 'CONFLICT';
          setProblem({ message: errorMessage(error, SAVE_FAILED), stale });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Client figures"
      description={FIGURES_EXPLANATION}
      className="max-w-2xl"
    >
      <form
        onSubmit={(event) => {
          setProblem(null);
          void submit(event);
        }}
        noValidate
        className="space-y-5"
        data-testid="figures-form"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Age" required error={errors.age?.message}>
            <Input type="number" inputMode="numeric" min={18} max={100} {...field('age')} />
          </Field>
          <Field label="Annual income ($)" required error={errors.annualIncome?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={1000}
              {...field('annualIncome')}
            />
          </Field>
          <Field label="Dependents" error={errors.dependents?.message}>
            <Input type="number" inputMode="numeric" min={0} max={10} {...field('dependents')} />
          </Field>
          <Field label="Monthly budget ($)" error={errors.budget?.message}>
            <Input type="number" inputMode="decimal" min={0} step={10} {...field('budget')} />
          </Field>
          <Field label="Marital status" error={errors.maritalStatus?.message}>
            <Select {...field('maritalStatus')}>
              {MARITAL_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          </Field>
          <Field label="Smoker" error={errors.smoker?.message}>
            <Select {...field('smoker')}>
              {SMOKER_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          </Field>
          <Field label="Health" optional error={errors.healthStatus?.message}>
            <Select {...field('healthStatus')}>
              <option value="">Not stated</option>
              {HEALTH_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          </Field>
          <Field label="Gender" optional error={errors.gender?.message}>
            <Select {...field('gender')}>
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
                error={errors[input.name]?.message}
              >
                <Input
                  inputMode={input.amount ? 'decimal' : 'text'}
                  autoComplete="off"
                  {...field(input.name)}
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
