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

export function NeedsAmountField({
  form,
  errors,
  setIn,
  field,
  label,
  hint,
  placeholder = '0',
  className,
}: NeedsFieldProps) {
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
        prefix="$"
        inputMode="decimal"
        autoComplete="off"
        value={draftText(form.needs[field])}
        onChange={(e) => setIn('needs', field, e.target.value)}
        onBlur={(e) => setIn('needs', field, groupedAmount(e.target.value))}
        placeholder={placeholder}
      />
    </Field>
  );
}

export function NeedsYearsField({
  form,
  errors,
  setIn,
  field,
  label,
  hint,
  placeholder = '',
  className,
}: NeedsFieldProps) {
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
        suffix="years"
        inputMode="numeric"
        autoComplete="off"
        value={draftText(form.needs[field])}
        onChange={(e) => setIn('needs', field, e.target.value)}
        placeholder={placeholder}
      />
    </Field>
  );
}

/** Whether any of the given facts has been entered. */
export function anyGiven(
  needs: TClientFormDraft['needs'],
  fields: readonly (keyof TNeedsFacts)[],
): boolean {
  return fields.some((field) => draftText(needs[field]).trim() !== '');
}
