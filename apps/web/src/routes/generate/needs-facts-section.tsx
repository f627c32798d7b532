// Finances and family: the facts a needs analysis counts (debts, mortgage, existing cover,
// savings, children, the partner's income). All optional; validated by ZNeedsFacts on submit.
import { Field } from '@/components/ui/field';
import { HandCoins } from 'lucide-react';

import type { TNeedsFacts } from '@pitchcraft/core';

import { AffixInput, draftText, groupedAmount } from './affix-input';
import { FormSection } from './form-section';
import type { GroupFormSectionProps } from './use-client-form';

type AmountKey = Exclude<keyof TNeedsFacts, 'childrenAges' | 'educationPerChild' | 'finalExpenses'>;

const AMOUNT_FIELDS: readonly { key: AmountKey; label: string; hint: string }[] = [
  { key: 'mortgage', label: 'Outstanding mortgage', hint: 'The balance still owed on the home' },
  {
    key: 'otherDebts',
    label: 'Other debts',
    hint: 'Car loans, student loans, credit cards, lines of credit',
  },
  {
    key: 'existingCoverIndividual',
    label: 'Existing life cover — individual',
    hint: 'Policies the client owns',
  },
  {
    key: 'existingCoverGroup',
    label: 'Existing life cover — group',
    hint: 'Cover through work; it usually ends with the job',
  },
  {
    key: 'savings',
    label: 'Savings and liquid assets',
    hint: 'Cash and investments the family could draw on',
  },
];

const PARTNERED = ['Married', 'Common-law'];

export function NeedsFactsSection({ form, errors, setIn }: GroupFormSectionProps) {
  const needs = form.needs;
  const spouseIncome = draftText(needs.spouseIncome);
  const showSpouseIncome = PARTNERED.includes(form.maritalStatus) || spouseIncome !== '';

  const amountField = (key: AmountKey, label: string, hint: string) => (
    <Field key={key} label={label} error={errors[`needs.${key}`]} hint={hint} optional>
      <AffixInput
        name={`needs.${key}`}
        prefix="$"
        inputMode="decimal"
        autoComplete="off"
        value={draftText(needs[key])}
        onChange={(e) => setIn('needs', key, e.target.value)}
        onBlur={(e) => setIn('needs', key, groupedAmount(e.target.value))}
        placeholder="0"
      />
    </Field>
  );

  return (
    <FormSection
      icon={HandCoins}
      title="Finances and family"
      description="What the needs analysis counts. All optional; amounts in dollars, e.g. 380,000."
    >
      <div className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
        {AMOUNT_FIELDS.map((field) => amountField(field.key, field.label, field.hint))}
        {showSpouseIncome &&
          amountField('spouseIncome', "Spouse's or partner's income", 'Before tax, per year')}
        <Field
          label="Children's ages"
          error={errors['needs.childrenAges']}
          hint="Separated by commas, e.g. 4, 7, 11. The youngest sets the years of support."
          optional
          className={showSpouseIncome ? 'sm:col-span-2' : undefined}
        >
          <AffixInput
            name="needs.childrenAges"
            autoComplete="off"
            value={draftText(needs.childrenAges)}
            onChange={(e) => setIn('needs', 'childrenAges', e.target.value)}
            placeholder="e.g. 4, 7, 11"
          />
        </Field>
      </div>
    </FormSection>
  );
}
