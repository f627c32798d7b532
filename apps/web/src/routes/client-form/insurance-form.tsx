// The public insurance intake form, in the spec's field order; template flags hide whole parts.
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorMessage, fieldErrors } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  INTAKE_AGE_RANGE,
  INTAKE_DEPENDENTS_RANGE,
  INTAKE_GENDERS,
  INTAKE_HEALTH_STATUSES,
  INTAKE_INSURANCE_TYPES,
  INTAKE_MARITAL_STATUSES,
  INTAKE_SMOKER_STATUSES,
  type TInsuranceTemplate,
} from '@pitchcraft/core';

import type { SubmitIntake } from './client-form-page';
import {
  DEFAULTS,
  FINANCE_FIELDS,
  MESSAGE_FIELDS,
  ZInsuranceForm,
  type FieldName,
  type InsuranceFormInput,
  type InsuranceFormOutput,
} from './insurance-form-model';
import { GoalChecks } from './insurance-goals';
import {
  CONTROL,
  fieldForMessage,
  FormSection,
  optionalLabel,
  serverFieldErrors,
  SubmitRow,
  TEXTAREA,
} from './intake-form-parts';

const options = (values: readonly string[]) =>
  values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));

export function InsuranceForm({
  template,
  submit,
  busy,
}: {
  template: TInsuranceTemplate;
  submit: SubmitIntake;
  busy: boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InsuranceFormInput, unknown, InsuranceFormOutput>({
    resolver: zodResolver(ZInsuranceForm),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;

  const onServerError = (error: unknown) => {
    const message = errorMessage(error, 'Error submitting form');
    const byField = serverFieldErrors(fieldErrors(error));
    const guessed =
      Object.keys(byField).length === 0 ? fieldForMessage(message, MESSAGE_FIELDS) : null;
    for (const [field, text] of Object.entries(byField))
      form.setError(field as FieldName, { message: text });
    if (guessed) form.setError(guessed, { message }, { shouldFocus: true });
    setFormError(message);
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const data: Record<string, unknown> = {
      ...values,
      goals: { ...values.goals, otherText: values.goals.other ? values.goals.otherText : '' },
    };
    // Parts the link does not ask for are left out, so the server's defaults apply.
    if (!template.includeDependents)
      for (const key of ['dependents', 'childrenAges']) delete data[key];
    if (!template.includeHealth)
      for (const key of ['healthStatus', 'smoker', 'healthConditions']) delete data[key];
    if (!template.includeBudget) delete data.budget;
    submit(data, onServerError);
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-6"
      aria-label="Client information"
    >
      <FormSection title="Contact details">
        <Field label="Full Name" error={errors.fullName?.message} required>
          <Input className={CONTROL} autoComplete="name" required {...form.register('fullName')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" error={errors.email?.message}>
            <Input
              className={CONTROL}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...form.register('email')}
            />
          </Field>
          <Field label={optionalLabel('Phone Number')} error={errors.phone?.message}>
            <Input
              className={CONTROL}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...form.register('phone')}
            />
          </Field>
        </div>
      </FormSection>

      <FormSection title="About you">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Age" error={errors.age?.message}>
            <Input
              className={CONTROL}
              type="number"
              inputMode="numeric"
              min={INTAKE_AGE_RANGE.min}
              max={INTAKE_AGE_RANGE.max}
              {...form.register('age')}
            />
          </Field>
          <Field label="Gender" error={errors.gender?.message}>
            <Select className={CONTROL} {...form.register('gender')}>
              <option value="">Select gender</option>
              {options(INTAKE_GENDERS)}
            </Select>
          </Field>
          <Field label="Marital Status" error={errors.maritalStatus?.message}>
            <Select className={CONTROL} {...form.register('maritalStatus')}>
              <option value="">Select marital status</option>
              {options(INTAKE_MARITAL_STATUSES)}
            </Select>
          </Field>
          <Field label="Occupation" error={errors.occupation?.message}>
            <Input
              className={CONTROL}
              autoComplete="organization-title"
              {...form.register('occupation')}
            />
          </Field>
          <Field label="Annual Income" error={errors.annualIncome?.message}>
            <Input
              className={CONTROL}
              inputMode="decimal"
              placeholder="e.g. 75,000"
              {...form.register('annualIncome')}
            />
          </Field>
          <Field label="Location" error={errors.location?.message}>
            <Input
              className={CONTROL}
              placeholder="City, State/Province, Country"
              autoComplete="address-level2"
              {...form.register('location')}
            />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Coverage">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Insurance Type" error={errors.insuranceType?.message}>
            <Select className={CONTROL} {...form.register('insuranceType')}>
              {options(INTAKE_INSURANCE_TYPES)}
            </Select>
          </Field>
          {template.includeDependents && (
            <Field label="Number of Dependents" error={errors.dependents?.message}>
              <Input
                className={CONTROL}
                type="number"
                inputMode="numeric"
                min={INTAKE_DEPENDENTS_RANGE.min}
                max={INTAKE_DEPENDENTS_RANGE.max}
                {...form.register('dependents')}
              />
            </Field>
          )}
        </div>
      </FormSection>

      {template.includeHealth && (
        <FormSection title="Health">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Health Status" error={errors.healthStatus?.message}>
              <Select className={CONTROL} {...form.register('healthStatus')}>
                <option value="">Select health status</option>
                {options(INTAKE_HEALTH_STATUSES)}
              </Select>
            </Field>
            <Field label="Smoker Status" error={errors.smoker?.message}>
              <Select className={CONTROL} {...form.register('smoker')}>
                {options(INTAKE_SMOKER_STATUSES)}
              </Select>
            </Field>
          </div>
          <Field
            label="Health Conditions"
            error={errors.healthConditions?.message}
            hint="Any conditions an insurer should know about."
          >
            <Textarea className={TEXTAREA} rows={3} {...form.register('healthConditions')} />
          </Field>
        </FormSection>
      )}

      <FormSection title={template.includeBudget ? 'Budget and goals' : 'Goals'}>
        {template.includeBudget && (
          <Field label="Monthly Budget for Insurance" error={errors.budget?.message}>
            <Input
              className={CONTROL}
              inputMode="decimal"
              placeholder="e.g. 150"
              {...form.register('budget')}
            />
          </Field>
        )}
        <GoalChecks form={form} />
      </FormSection>

      <FormSection title="Finances and family">
        <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
          All optional. They help your advisor work out how much cover you need.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {FINANCE_FIELDS.map(([name, label, hint]) => (
            <Field key={name} label={label} error={errors[name]?.message} hint={hint}>
              <Input
                className={CONTROL}
                inputMode="decimal"
                autoComplete="off"
                placeholder="Amount in dollars"
                {...form.register(name)}
              />
            </Field>
          ))}
          {template.includeDependents && (
            <Field
              label="Children's Ages"
              error={errors.childrenAges?.message}
              hint="Separated by commas"
            >
              <Input
                className={CONTROL}
                autoComplete="off"
                placeholder="e.g. 4, 7, 11"
                {...form.register('childrenAges')}
              />
            </Field>
          )}
        </div>
      </FormSection>

      <FormSection title="Anything else">
        <Field label={optionalLabel('Additional Notes')} error={errors.notes?.message}>
          <Textarea className={TEXTAREA} rows={4} {...form.register('notes')} />
        </Field>
      </FormSection>

      <SubmitRow error={formError} busy={busy} />
    </form>
  );
}
