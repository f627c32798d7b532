// Assumptions: the figures the advisor controls (each showing the default the analysis would use
// and where it comes from), when the family's income is paid, the underwriting class premiums are
// priced at, the method the presentation leads with, and the live needs preview.
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { SlidersHorizontal } from 'lucide-react';

import {
  classFromHealth,
  LEAD_METHOD_LABELS,
  LEAD_METHODS,
  PAYMENT_TIMING_LABELS,
  PAYMENT_TIMINGS,
  UNDERWRITING_CLASS_LABELS,
  UNDERWRITING_CLASSES,
  type TLeadMethod,
  type TPaymentTiming,
} from '@pitchcraft/core';

import { AssumptionFields } from './assumption-fields';
import { ChoiceCards } from './choice-cards';
import { FormSection } from './form-section';
import type { NeedsSectionProps } from './needs-fields';
import { NeedsPreviewPanel } from './needs-preview';
import type { NeedsPreview } from './needs-preview-model';

const LEAD_METHOD_DESCRIPTIONS: Readonly<Record<TLeadMethod, string>> = {
  dime: 'Adds up debts, years of income, the mortgage, education and final expenses.',
  hlv: "Today's value of the income the family would lose, plus debts and costs.",
  'capital-liquidation':
    "Capital that pays the family's yearly shortfall over the years of support, then is used up.",
  'capital-retention':
    'Capital whose returns alone pay the yearly shortfall; the capital itself is never touched.',
};

const PAYMENT_TIMING_DESCRIPTIONS: Readonly<Record<TPaymentTiming, string>> = {
  end: 'The default: each year’s income is paid at its end.',
  begin: 'Each year’s income is paid up front, which needs a little more capital.',
};

interface AssumptionsSectionProps extends NeedsSectionProps {
  preview: NeedsPreview | null;
}

export function AssumptionsSection({ preview, ...props }: AssumptionsSectionProps) {
  const { form, errors, setIn } = props;
  const { assumptions } = form;
  const leadMethod = LEAD_METHODS.find((method) => method === assumptions.leadMethod) ?? 'dime';
  const paymentTiming = PAYMENT_TIMINGS.find((t) => t === assumptions.paymentTiming) ?? 'end';
  const rateClass = UNDERWRITING_CLASSES.find((c) => c === assumptions.rateClass) ?? '';
  const smoker = form.smoker === true || form.smoker === 'Smoker';
  const estimated = classFromHealth(form.healthStatus, smoker);

  return (
    <FormSection
      icon={SlidersHorizontal}
      title="Assumptions"
      description="Leave a field blank to use the default shown under it. The analysis states every assumption it uses."
    >
      <div className="space-y-6 p-5 sm:p-6">
        <AssumptionFields {...props}>
          <Field
            label="Underwriting class"
            error={errors['assumptions.rateClass']}
            hint="The rate class premiums are priced at; the insurer decides it. Default: from health."
          >
            <Select
              name="assumptions.rateClass"
              value={rateClass}
              onChange={(e) =>
                setIn(
                  'assumptions',
                  'rateClass',
                  UNDERWRITING_CLASSES.find((c) => c === e.target.value) ?? '',
                )
              }
            >
              <option value="">
                Estimated from health: {UNDERWRITING_CLASS_LABELS[estimated]}
              </option>
              {UNDERWRITING_CLASSES.map((option) => (
                <option key={option} value={option}>
                  {UNDERWRITING_CLASS_LABELS[option]}
                </option>
              ))}
            </Select>
          </Field>
        </AssumptionFields>
        <ChoiceCards
          legend="When each year’s income is paid"
          name="assumptions.paymentTiming"
          value={paymentTiming}
          onChange={(timing) => setIn('assumptions', 'paymentTiming', timing)}
          choices={PAYMENT_TIMINGS.map((timing) => ({
            value: timing,
            label: PAYMENT_TIMING_LABELS[timing],
            description: PAYMENT_TIMING_DESCRIPTIONS[timing],
          }))}
        />
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
