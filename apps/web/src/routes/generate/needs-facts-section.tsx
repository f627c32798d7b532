// Finances and family: the facts a needs analysis counts for the family (debts, the mortgage and
// its years left, existing cover, savings, children, the partner's income, government survivor
// benefits). All optional; validated by ZNeedsFacts on submit.
import { Field } from '@/components/ui/field';
import { HandCoins } from 'lucide-react';

import type { TJurisdiction } from '@pitchcraft/core';

import { AffixInput, draftText } from './affix-input';
import { FormSection } from './form-section';
import {
  anyGiven,
  NeedsAmountField,
  NeedsYearsField,
  type NeedsSectionProps,
} from './needs-fields';

const PARTNERED = ['Married', 'Common-law'];

const SURVIVOR_BENEFITS_HINT: Readonly<Record<TJurisdiction, string>> = {
  CA: "CPP/QPP survivor's pension the family would receive, a year",
  US: 'Social Security survivors benefits the family would receive, a year',
};

export function NeedsFactsSection({ jurisdiction, defaults, ...props }: NeedsSectionProps) {
  const { form, errors, setIn } = props;
  const needs = form.needs;
  const showSpouseIncome =
    PARTNERED.includes(form.maritalStatus) || draftText(needs.spouseIncome) !== '';
  const showMortgageYears = anyGiven(needs, ['mortgage', 'mortgageYearsLeft']);
  // The children's ages fill the last row's gap when the amounts above leave one.
  const childrenFullWidth = showSpouseIncome === showMortgageYears;

  return (
    <FormSection
      icon={HandCoins}
      title="Finances and family"
      description="What the needs analysis counts. All optional; amounts in dollars, e.g. 380,000."
    >
      <div className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
        <NeedsAmountField
          {...props}
          field="mortgage"
          label="Outstanding mortgage"
          hint="The balance still owed on the home"
        />
        {showMortgageYears && (
          <NeedsYearsField
            {...props}
            field="mortgageYearsLeft"
            label="Years left on the mortgage"
            hint={
              defaults
                ? `Until it is paid off. Default ${defaults.mortgageYearsLeft} years.`
                : 'Until it is paid off. Leave blank for the default.'
            }
            placeholder={defaults ? String(defaults.mortgageYearsLeft) : ''}
          />
        )}
        <NeedsAmountField
          {...props}
          field="otherDebts"
          label="Other debts"
          hint="Car loans, student loans, credit cards, lines of credit"
        />
        <NeedsAmountField
          {...props}
          field="savings"
          label="Savings and liquid assets"
          hint="Cash and investments the family could draw on"
        />
        <NeedsAmountField
          {...props}
          field="existingCoverIndividual"
          label="Existing life cover — individual"
          hint="Policies the client owns"
        />
        <NeedsAmountField
          {...props}
          field="existingCoverGroup"
          label="Existing life cover — group"
          hint="Cover through work; it usually ends with the job"
        />
        {showSpouseIncome && (
          <NeedsAmountField
            {...props}
            field="spouseIncome"
            label="Spouse's or partner's income"
            hint="Before tax, per year"
          />
        )}
        <NeedsAmountField
          {...props}
          field="survivorBenefits"
          label="Government survivor benefits"
          hint={SURVIVOR_BENEFITS_HINT[jurisdiction]}
        />
        <Field
          label="Children's ages"
          error={errors['needs.childrenAges']}
          hint="Separated by commas, e.g. 4, 7, 11. The youngest sets the years of support."
          optional
          className={childrenFullWidth ? 'sm:col-span-2' : undefined}
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
