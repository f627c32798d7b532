// The public real-estate intake form; pre-approval, timeline and features follow the link's template.
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorMessage, fieldErrors } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import {
  INTAKE_BATHROOMS,
  INTAKE_BEDROOMS,
  INTAKE_PROPERTY_TYPE_LABELS,
  INTAKE_PROPERTY_TYPES,
  INTAKE_TIMELINE_LABELS,
  INTAKE_TIMELINES,
  ZRealEstateIntake,
  type TRealEstateIntake,
  type TRealEstateIntakeInput,
  type TRealEstateTemplate,
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

type FieldName = keyof TRealEstateIntakeInput;

const DEFAULTS = {
  fullName: '',
  email: '',
  phone: '',
  location: '',
  budget: '',
  bedrooms: '',
  bathrooms: '',
  propertyType: '',
  preApproved: false,
  preApprovalAmount: '',
  timeline: '',
  desiredFeatures: '',
  notes: '',
} satisfies TRealEstateIntakeInput;

const MESSAGE_FIELDS: readonly (readonly [FieldName, string])[] = [
  ['fullName', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['location', 'location'],
  ['preApprovalAmount', 'pre-approval amount'],
  ['preApproved', 'pre-approval'],
  ['budget', 'budget'],
  ['bedrooms', 'bedrooms'],
  ['bathrooms', 'bathrooms'],
  ['propertyType', 'property type'],
  ['timeline', 'timeline'],
  ['desiredFeatures', 'features'],
  ['notes', 'notes'],
];

export function RealEstateForm({
  template,
  submit,
  busy,
}: {
  template: TRealEstateTemplate;
  submit: SubmitIntake;
  busy: boolean;
}) {
  const preApprovalId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TRealEstateIntakeInput, unknown, TRealEstateIntake>({
    resolver: zodResolver(ZRealEstateIntake),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const preApproved = useWatch({ control: form.control, name: 'preApproved' });

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
    const data: Record<string, unknown> = { ...values };
    if (!template.includePreApproval || !values.preApproved) {
      data.preApproved = false;
      data.preApprovalAmount = '';
    }
    if (!template.includeTimeline) delete data.timeline;
    if (!template.includeFeatures) delete data.desiredFeatures;
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

      <FormSection title="What you are looking for">
        <Field label="Preferred Location(s)" error={errors.location?.message}>
          <Input
            className={CONTROL}
            placeholder="Neighbourhoods, cities or areas"
            {...form.register('location')}
          />
        </Field>
        <Field label="Budget" error={errors.budget?.message}>
          <Input
            className={CONTROL}
            placeholder="e.g. $400,000 - $500,000"
            {...form.register('budget')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Field label="Bedrooms" error={errors.bedrooms?.message}>
            <Select className={CONTROL} {...form.register('bedrooms')}>
              <option value="">Select</option>
              {INTAKE_BEDROOMS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Bathrooms" error={errors.bathrooms?.message}>
            <Select className={CONTROL} {...form.register('bathrooms')}>
              <option value="">Select</option>
              {INTAKE_BATHROOMS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Property Type"
            error={errors.propertyType?.message}
            className="col-span-2 sm:col-span-1"
          >
            <Select className={CONTROL} {...form.register('propertyType')}>
              <option value="">Select</option>
              {INTAKE_PROPERTY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {INTAKE_PROPERTY_TYPE_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </FormSection>

      {(template.includePreApproval || template.includeTimeline || template.includeFeatures) && (
        <FormSection title="Your plans">
          {template.includePreApproval && (
            <div className="space-y-4">
              <Controller
                control={form.control}
                name="preApproved"
                render={({ field }) => (
                  <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-navy-700">
                    <Checkbox
                      id={preApprovalId}
                      className="mt-0.5"
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      aria-describedby={`${preApprovalId}-hint`}
                    />
                    <div className="space-y-0.5">
                      <label
                        htmlFor={preApprovalId}
                        className="cursor-pointer text-sm font-medium text-navy-800 dark:text-slate-200"
                      >
                        I am pre-approved for a mortgage
                      </label>
                      <p
                        id={`${preApprovalId}-hint`}
                        className="text-xs text-slate-600 dark:text-slate-400"
                      >
                        Having pre-approval can help expedite the buying process.
                      </p>
                    </div>
                  </div>
                )}
              />
              {preApproved && (
                <Field label="Pre-Approval Amount" error={errors.preApprovalAmount?.message}>
                  <Input
                    className={CONTROL}
                    inputMode="decimal"
                    placeholder="e.g. $450,000"
                    {...form.register('preApprovalAmount')}
                  />
                </Field>
              )}
            </div>
          )}
          {template.includeTimeline && (
            <Field label="Timeline for Purchase" error={errors.timeline?.message}>
              <Select className={CONTROL} {...form.register('timeline')}>
                <option value="">Select a timeline</option>
                {INTAKE_TIMELINES.map((value) => (
                  <option key={value} value={value}>
                    {INTAKE_TIMELINE_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {template.includeFeatures && (
            <Field
              label="Desired Features"
              error={errors.desiredFeatures?.message}
              hint="For example a garage, a yard, or a home office."
            >
              <Textarea className={TEXTAREA} rows={3} {...form.register('desiredFeatures')} />
            </Field>
          )}
        </FormSection>
      )}

      <FormSection title="Anything else">
        <Field label={optionalLabel('Additional Notes')} error={errors.notes?.message}>
          <Textarea className={TEXTAREA} rows={4} {...form.register('notes')} />
        </Field>
      </FormSection>

      <SubmitRow error={formError} busy={busy} />
    </form>
  );
}
