// One needs fact as a labelled input with its one-line hint: an amount in dollars (grouped as
// '380,000' once the advisor leaves it) or a number of years. Shared by the finances, estate and
// business sections; every fact is optional and checked by ZNeedsFacts on submit.
import { Field } from '@/components/ui/field';

import type {
  TAssumptionValues,
  TClientFormDraft,
  TJurisdiction,
  TNeedsFacts,
} from '@pitchcraft/core';

import { AffixInput, draftText, groupedAmount } from './affix-input';
import type { GroupFormSectionProps } from './use-client-form';

type NeedsKey = Exclude<keyof TNeedsFacts, 'childrenAges'>;

/** A needs section's props: the form, where the advisor practises, and the analysis's defaults (null until loaded). */
export interface NeedsSectionProps extends GroupFormSectionProps {
  jurisdiction: TJurisdiction;
  defaults: TAssumptionValues | null;
}

interface NeedsFieldProps extends GroupFormSectionProps {
  field: NeedsKey;
  label: string;
  hint: string;
  placeholder?: string;
  className?: string;
}

/** A needs fact in dollars (grouped on leaving the field) or in years. */
function NeedsNumberField({
  form,
  errors,
  setIn,
  field,
  label,
  hint,
  placeholder,
  className,
  unit,
}: NeedsFieldProps & { unit: 'amount' | 'years' }) {
  const amount = unit === 'amount';
  return (
    <Field
      label={label}
      error={errors[`needs.${field}`]}
      hint={hint}
      optional
      className={className}
    >
      <AffixInput
        name={`needs.${field}`}
        {...(amount ? { prefix: '$' } : { suffix: 'years' })}
        inputMode={amount ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={draftText(form.needs[field])}
        onChange={(e) => setIn('needs', field, e.target.value)}
        onBlur={amount ? (e) => setIn('needs', field, groupedAmount(e.target.value)) : undefined}
        placeholder={placeholder ?? (amount ? '0' : '')}
      />
    </Field>
  );
}

export function NeedsAmountField(props: NeedsFieldProps) {
  return <NeedsNumberField {...props} unit="amount" />;
}

export function NeedsYearsField(props: NeedsFieldProps) {
  return <NeedsNumberField {...props} unit="years" />;
}

/** Whether any of the given facts has been entered. */
export function anyGiven(
  needs: TClientFormDraft['needs'],
  fields: readonly (keyof TNeedsFacts)[],
): boolean {
  return fields.some((field) => draftText(needs[field]).trim() !== '');
}
