// The public insurance intake form, in the spec's field order; template flags hide whole parts.
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorMessage, fieldErrors } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import {
  INTAKE_AGE_RANGE,
  INTAKE_DEFAULT_INSURANCE_TYPE,
  INTAKE_DEFAULT_SMOKER,
  INTAKE_DEPENDENTS_RANGE,
  INTAKE_GENDERS,
  INTAKE_GOAL_KEYS,
  INTAKE_GOAL_LABELS,
  INTAKE_HEALTH_STATUSES,
  INTAKE_INSURANCE_TYPES,
  INTAKE_MARITAL_STATUSES,
  INTAKE_SMOKER_STATUSES,
  ZInsuranceIntake,
  type TInsuranceTemplate,
} from '@pitchcraft/core';

import type { SubmitIntake } from './client-form-page';
import {
  CONTROL,
  fieldForMessage,
  FormSection,
  optionalLabel,
  serverFieldErrors,
  SubmitRow,
  TEXTAREA,
} from './intake-form-parts';

// The browser sends goals as the checkboxes' object; the server also accepts lists and strings.
const ZInsuranceForm = ZInsuranceIntake.extend({
  goals: z.object({
    protectFamily: z.boolean(),
    buildSavings: z.boolean(),
    planEstate: z.boolean(),
    other: z.boolean(),
    otherText: z.string().max(500, 'Other goals must be at most 500 characters'),
  }),
});
type InsuranceFormInput = z.input<typeof ZInsuranceForm>;

const DEFAULTS = {
  fullName: '',
  email: '',
  phone: '',
  age: '',
  gender: '',
  maritalStatus: '',
  occupation: '',
  annualIncome: '',
  location: '',
  insuranceType: INTAKE_DEFAULT_INSURANCE_TYPE,
  dependents: String(INTAKE_DEPENDENTS_RANGE.min),
  healthStatus: '',
  smoker: INTAKE_DEFAULT_SMOKER,
  healthConditions: '',
  budget: '',
  goals: {
    protectFamily: false,
    buildSavings: false,
    planEstate: false,
    other: false,
    otherText: '',
  },
  mortgage: '',
  otherDebts: '',
  existingCoverIndividual: '',
  existingCoverGroup: '',
  savings: '',
  childrenAges: '',
  notes: '',
} satisfies InsuranceFormInput;
type FieldName = Exclude<keyof typeof DEFAULTS, 'goals'> | 'goals.otherText';

const MESSAGE_FIELDS: readonly (readonly [FieldName, string])[] = [
  ['fullName', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['age', 'age'],
  ['gender', 'gender'],
  ['maritalStatus', 'marital'],
  ['occupation', 'occupation'],
  ['annualIncome', 'income'],
  ['location', 'location'],
  ['insuranceType', 'insurance type'],
  ['dependents', 'dependents'],
  ['healthStatus', 'health status'],
  ['smoker', 'smoker'],
  ['healthConditions', 'health conditions'],
  ['budget', 'budget'],
  ['goals.otherText', 'goal'],
  ['mortgage', 'mortgage'],
  ['otherDebts', 'other debts'],
  ['existingCoverIndividual', 'you own'],
  ['existingCoverGroup', 'through work'],
  ['savings', 'savings'],
  ['childrenAges', 'children'],
  ['notes', 'notes'],
];

const FINANCE_FIELDS = [
  ['mortgage', 'Mortgage Balance', 'What is still owed on your home'],
  ['otherDebts', 'Other Debts', 'Car loans, student loans, credit cards'],
  ['existingCoverIndividual', 'Life Insurance You Own', 'The total of your own policies'],
  ['existingCoverGroup', 'Life Insurance Through Work', 'Group cover from your employer'],
  ['savings', 'Savings and Investments', 'What your family could draw on'],
] as const;

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
  const form = useForm<InsuranceFormInput, unknown, z.output<typeof ZInsuranceForm>>({
    resolver: zodResolver(ZInsuranceForm),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const otherGoal = useWatch({ control: form.control, name: 'goals.other' });

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
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-medium text-navy-800 dark:text-slate-200">
            Insurance Goals
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {[...INTAKE_GOAL_KEYS, 'other' as const].map((key) => (
              <Controller
                key={key}
                control={form.control}
                name={`goals.${key}`}
                render={({ field }) => (
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-navy-800 transition-colors hover:bg-slate-50 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/60 dark:border-navy-700 dark:text-slate-200 dark:hover:bg-navy-800 dark:has-[[data-state=checked]]:border-brand-700 dark:has-[[data-state=checked]]:bg-brand-900/20">
                    <Checkbox
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                    {key === 'other' ? 'Other' : INTAKE_GOAL_LABELS[key]}
                  </label>
                )}
              />
            ))}
          </div>
          {otherGoal && (
            <Field label="Other Goals" error={errors.goals?.otherText?.message}>
              <Input className={CONTROL} {...form.register('goals.otherText')} />
            </Field>
          )}
        </fieldset>
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
