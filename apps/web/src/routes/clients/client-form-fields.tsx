// The client form's fields, a part at a time: contact, profile, coverage (with the goals), the
// finances-and-family facts behind a toggle, and notes. Editing a field takes its message away.
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';

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
  AmountInput,
  clearing,
  FormGroup,
  OptionSelect,
  TextInput,
  type ClientFormApi,
} from './client-form-inputs';
import { OptionCheck } from './form-controls';

export function ContactFields({ form }: { form: ClientFormApi }) {
  const { errors } = form.formState;
  return (
    <FormGroup title="Contact">
      <Field
        label="Client Name"
        required
        error={errors.fullName?.message}
        className="sm:col-span-2"
      >
        <TextInput form={form} field="fullName" placeholder="e.g. Maria Rivera" />
      </Field>
      <Field label="Email" optional error={errors.email?.message}>
        <TextInput
          form={form}
          field="email"
          type="email"
          inputMode="email"
          placeholder="client@example.com"
        />
      </Field>
      <Field label="Phone" optional error={errors.phone?.message}>
        <TextInput
          form={form}
          field="phone"
          type="tel"
          inputMode="tel"
          placeholder="(555) 123-4567"
        />
      </Field>
    </FormGroup>
  );
}

export function ProfileFields({ form }: { form: ClientFormApi }) {
  const { errors } = form.formState;
  return (
    <FormGroup title="Profile">
      <Field label="Age" error={errors.age?.message}>
        <TextInput form={form} field="age" inputMode="numeric" placeholder="e.g. 42" />
      </Field>
      <Field label="Gender" error={errors.gender?.message}>
        <OptionSelect form={form} field="gender" values={GENDERS} blank="Select gender" />
      </Field>
      <Field label="Marital Status" error={errors.maritalStatus?.message}>
        <OptionSelect
          form={form}
          field="maritalStatus"
          values={MARITAL_STATUSES}
          blank="Select marital status"
        />
      </Field>
      <Field label="Dependents" error={errors.dependents?.message}>
        <TextInput form={form} field="dependents" inputMode="numeric" placeholder="e.g. 2" />
      </Field>
      <Field label="Occupation" error={errors.occupation?.message}>
        <TextInput form={form} field="occupation" placeholder="e.g. Nurse" />
      </Field>
      <Field label="Location" error={errors.location?.message}>
        <TextInput form={form} field="location" placeholder="City, Province or State" />
      </Field>
      <Field label="Annual Income" error={errors.income?.message} hint="Before tax">
        <AmountInput form={form} field="income" />
      </Field>
      <Field label="Smoker Status" error={errors.smoker?.message}>
        <Select {...form.register('smoker', clearing(form, 'smoker'))}>
          <option value="">Not known</option>
          {SMOKER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Health Status" error={errors.healthStatus?.message}>
        <OptionSelect
          form={form}
          field="healthStatus"
          values={HEALTH_STATUSES}
          blank="Select health status"
        />
      </Field>
      <Field
        label="Health Conditions"
        error={errors.healthConditions?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={2}
          className="min-h-16"
          placeholder="Any conditions an insurer should know about"
          {...form.register('healthConditions', clearing(form, 'healthConditions'))}
        />
      </Field>
    </FormGroup>
  );
}

export function CoverageFields({ form }: { form: ClientFormApi }) {
  const id = useId();
  const { errors } = form.formState;
  const otherGoal = useWatch({ control: form.control, name: 'goals.other' });
  const goal = (key: (typeof INTAKE_GOAL_KEYS)[number] | 'other', label: string) => (
    <Controller
      key={key}
      control={form.control}
      name={`goals.${key}`}
      render={({ field }) => (
        <OptionCheck
          id={`${id}-goal-${key}`}
          label={label}
          checked={field.value}
          onChange={(checked) => {
            field.onChange(checked);
            // The other goal's words are part of the goals.
            form.clearErrors('goals');
          }}
        />
      )}
    />
  );
  return (
    <FormGroup title="Coverage">
      <Field label="Insurance Type" error={errors.insuranceType?.message}>
        <OptionSelect
          form={form}
          field="insuranceType"
          values={INSURANCE_TYPES}
          blank="Select insurance type"
        />
      </Field>
      <Field label="Monthly Budget" error={errors.budget?.message}>
        <AmountInput form={form} field="budget" />
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium text-navy-800 dark:text-slate-200">
          Goals
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {INTAKE_GOAL_KEYS.map((key) => goal(key, INTAKE_GOAL_LABELS[key]))}
          {goal('other', 'Other')}
        </div>
        {otherGoal && (
          <Field label="Other goal" error={errors.goals?.otherText?.message} className="mt-3">
            <Input
              placeholder="e.g. College fund"
              {...form.register('goals.otherText', clearing(form, 'goals'))}
            />
          </Field>
        )}
      </fieldset>
    </FormGroup>
  );
}

export function FinanceFields({
  form,
  shown,
  onToggle,
}: {
  form: ClientFormApi;
  shown: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const { errors } = form.formState;
  return (
    <section className="border-t border-slate-100 pt-5 dark:border-navy-800">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-expanded={shown}
        aria-controls={`${id}-finances`}
        onClick={onToggle}
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
            shown && 'rotate-180',
          )}
          aria-hidden
        />
      </button>
      <div id={`${id}-finances`} hidden={!shown} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Mortgage balance" error={errors.mortgage?.message}>
          <AmountInput form={form} field="mortgage" />
        </Field>
        <Field label="Other debts" error={errors.otherDebts?.message}>
          <AmountInput form={form} field="otherDebts" />
        </Field>
        <Field label="Life insurance owned" error={errors.existingCoverIndividual?.message}>
          <AmountInput form={form} field="existingCoverIndividual" />
        </Field>
        <Field label="Life insurance through work" error={errors.existingCoverGroup?.message}>
          <AmountInput form={form} field="existingCoverGroup" />
        </Field>
        <Field label="Savings" error={errors.savings?.message}>
          <AmountInput form={form} field="savings" />
        </Field>
        <Field label="Spouse's income" error={errors.spouseIncome?.message}>
          <AmountInput form={form} field="spouseIncome" />
        </Field>
        <Field
          label="Children's ages"
          error={errors.childrenAges?.message}
          hint="Separated by commas, e.g. 4, 7, 11"
          className="sm:col-span-2"
        >
          <TextInput form={form} field="childrenAges" placeholder="e.g. 4, 7, 11" />
        </Field>
      </div>
    </section>
  );
}

export function NotesField({ form }: { form: ClientFormApi }) {
  return (
    <section className="mt-5 border-t border-slate-100 pt-5 dark:border-navy-800">
      <Field label="Notes" error={form.formState.errors.notes?.message}>
        <Textarea
          rows={3}
          placeholder="Anything worth remembering about this client"
          {...form.register('notes', clearing(form, 'notes'))}
        />
      </Field>
    </section>
  );
}
