// The client form's controls, wired to react-hook-form: a text input, a dollar amount (grouped as
// '380,000' on leaving it), a select that keeps a saved value the list no longer offers, and the
// titled group the fields sit in. Editing a control takes its field's message away.
import { Input, Select } from '@/components/ui/input';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import type { TUpsertClientInput } from '@pitchcraft/core';

import type { AMOUNT_FIELDS, ClientDraft } from './client-form-model';
import { DollarInput, groupedAmount } from './form-controls';

export type ClientFormApi = UseFormReturn<ClientDraft, unknown, TUpsertClientInput>;

export type TextField = Exclude<keyof ClientDraft, 'smoker' | 'goals'>;
export type SelectField = 'gender' | 'maritalStatus' | 'healthStatus' | 'insuranceType';
export type AmountField = (typeof AMOUNT_FIELDS)[number];
/** What Field gives its control: id, aria-invalid and aria-describedby. */
export type FieldWiring = Pick<
  InputHTMLAttributes<HTMLElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
>;

/** The register options that take a field's message away as it is edited. */
export const clearing = (form: ClientFormApi, field: keyof ClientDraft) => ({
  onChange: () => form.clearErrors(field),
});

export function TextInput({
  form,
  field,
  ...props
}: FieldWiring & {
  form: ClientFormApi;
  field: TextField;
  placeholder?: string;
  type?: string;
  inputMode?: 'email' | 'tel' | 'numeric';
}) {
  return <Input autoComplete="off" {...props} {...form.register(field, clearing(form, field))} />;
}

export function AmountInput({
  form,
  field,
  ...wiring
}: FieldWiring & { form: ClientFormApi; field: AmountField }) {
  return (
    <DollarInput
      placeholder="0"
      {...wiring}
      {...form.register(field, {
        ...clearing(form, field),
        onBlur: (event: { target: { value: string } }) =>
          form.setValue(field, groupedAmount(event.target.value)),
      })}
    />
  );
}

const optionList = (values: readonly string[], current: string | undefined) =>
  current && !values.includes(current) ? [current, ...values] : values;

export function OptionSelect({
  form,
  field,
  values,
  blank,
  ...wiring
}: FieldWiring & {
  form: ClientFormApi;
  field: SelectField;
  values: readonly string[];
  blank: string;
}) {
  // A saved value the list no longer offers stays choosable.
  const saved = form.formState.defaultValues?.[field];
  return (
    <Select {...wiring} {...form.register(field, clearing(form, field))}>
      <option value="">{blank}</option>
      {optionList(values, saved).map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </Select>
  );
}

export function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-5 border-t border-slate-100 pt-5 first-of-type:border-t-0 first-of-type:pt-0 dark:border-navy-800">
      <h3 className="mb-4 text-sm font-semibold text-navy-900 dark:text-white">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
