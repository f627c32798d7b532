// Assumptions: the figures the advisor controls, each showing the default the analysis would use
// and where it comes from; the method the presentation leads with; and the live needs preview.
import { Field } from '@/components/ui/field';
import { SlidersHorizontal } from 'lucide-react';

import {
  formatCurrency,
  LEAD_METHOD_LABELS,
  LEAD_METHODS,
  type TAssumptionSource,
  type TLeadMethod,
} from '@pitchcraft/core';

import { AffixInput, draftText, groupedAmount } from './affix-input';
import { ChoiceCards } from './choice-cards';
import { FormSection } from './form-section';
import { NeedsPreviewPanel } from './needs-preview';
import type { GroupFormSectionProps } from './use-client-form';
import { useNeedsPreview } from './use-needs-preview';

const SOURCE_TEXT: Readonly<Record<TAssumptionSource, string>> = {
  advisor: 'your figure',
  client: "the client's figure",
  default: 'a standard planning figure',
  'youngest-child': 'until the youngest child is grown',
  'family-shape': "from the family's shape",
};

const LEAD_METHOD_DESCRIPTIONS: Readonly<Record<TLeadMethod, string>> = {
  dime: 'Adds up debts, years of income, the mortgage, education and final expenses.',
  hlv: "Today's value of the income the family would lose, plus debts and costs.",
};

export function AssumptionsSection({ form, errors, setIn }: GroupFormSectionProps) {
  const preview = useNeedsPreview(form);
  const defaults = preview?.ready ? preview.defaults : null;
  const hint = (value: string, source: TAssumptionSource | undefined) =>
    defaults && source
      ? `Default ${value}, ${SOURCE_TEXT[source]}.`
      : 'Leave blank for the default.';
  const leadMethod =
    LEAD_METHODS.find((method) => method === form.assumptions.leadMethod) ?? 'dime';

  return (
    <FormSection
      icon={SlidersHorizontal}
      title="Assumptions"
      description="Leave a field blank to use the default shown under it. The analysis states every assumption it uses."
    >
      <div className="space-y-6 p-5 sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Field
            label="Years of income support"
            error={errors['assumptions.supportYears']}
            hint={hint(`${defaults?.supportYears ?? ''} years`, defaults?.supportYearsSource)}
          >
            <AffixInput
              name="assumptions.supportYears"
              suffix="years"
              inputMode="numeric"
              autoComplete="off"
              value={draftText(form.assumptions.supportYears)}
              onChange={(e) => setIn('assumptions', 'supportYears', e.target.value)}
              placeholder={defaults ? String(defaults.supportYears) : ''}
            />
          </Field>
          <Field
            label="Share of income replaced"
            error={errors['assumptions.incomeReplacementPercent']}
            hint={hint(
              `${defaults?.incomeReplacementPercent ?? ''}%`,
              defaults?.incomeReplacementSource,
            )}
          >
            <AffixInput
              name="assumptions.incomeReplacementPercent"
              suffix="%"
              inputMode="numeric"
              autoComplete="off"
              value={draftText(form.assumptions.incomeReplacementPercent)}
              onChange={(e) => setIn('assumptions', 'incomeReplacementPercent', e.target.value)}
              placeholder={defaults ? String(defaults.incomeReplacementPercent) : ''}
            />
          </Field>
          <Field
            label="Discount rate (real)"
            error={errors['assumptions.discountRatePercent']}
            hint={hint(
              `${defaults?.discountRatePercent ?? ''}% a year after inflation`,
              defaults?.discountRateSource,
            )}
          >
            <AffixInput
              name="assumptions.discountRatePercent"
              suffix="%"
              inputMode="decimal"
              autoComplete="off"
              value={draftText(form.assumptions.discountRatePercent)}
              onChange={(e) => setIn('assumptions', 'discountRatePercent', e.target.value)}
              placeholder={defaults ? String(defaults.discountRatePercent) : ''}
            />
          </Field>
          <Field
            label="Education cost per child"
            error={errors['needs.educationPerChild']}
            hint={hint(formatCurrency(defaults?.educationPerChild ?? 0), defaults?.educationSource)}
          >
            <AffixInput
              name="needs.educationPerChild"
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              value={draftText(form.needs.educationPerChild)}
              onChange={(e) => setIn('needs', 'educationPerChild', e.target.value)}
              onBlur={(e) => setIn('needs', 'educationPerChild', groupedAmount(e.target.value))}
              placeholder={defaults ? groupedAmount(String(defaults.educationPerChild)) : ''}
            />
          </Field>
          <Field
            label="Final expenses"
            error={errors['needs.finalExpenses']}
            hint={hint(formatCurrency(defaults?.finalExpenses ?? 0), defaults?.finalExpensesSource)}
          >
            <AffixInput
              name="needs.finalExpenses"
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              value={draftText(form.needs.finalExpenses)}
              onChange={(e) => setIn('needs', 'finalExpenses', e.target.value)}
              onBlur={(e) => setIn('needs', 'finalExpenses', groupedAmount(e.target.value))}
              placeholder={defaults ? groupedAmount(String(defaults.finalExpenses)) : ''}
            />
          </Field>
        </div>
        <ChoiceCards
          legend="Lead the presentation with"
          name="assumptions.leadMethod"
          value={leadMethod}
          onChange={(method) => setIn('assumptions', 'leadMethod', method)}
          choices={LEAD_METHODS.map((method) => ({
            value: method,
            label: LEAD_METHOD_LABELS[method],
            description: LEAD_METHOD_DESCRIPTIONS[method],
          }))}
        />
        <NeedsPreviewPanel preview={preview} />
      </div>
    </FormSection>
  );
}
