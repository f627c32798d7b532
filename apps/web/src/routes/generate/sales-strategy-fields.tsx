// The four tabs' fields of the sales strategy (spec §3).
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useId } from 'react';

import {
  CLOSING_STRATEGIES,
  CLOSING_STRATEGY_LABELS,
  OBJECTION_KEYS,
  OBJECTION_LABELS,
  SALES_APPROACH_LABELS,
  SALES_APPROACHES,
  type TSalesStrategy,
} from '@pitchcraft/core';

import { CheckRow, ChoiceCards } from './choice-cards';

export interface StrategyFieldsProps {
  strategy: TSalesStrategy;
  /** Messages by field path ('objectionHandling.otherText'). */
  errors: Record<string, string>;
  set: <K extends keyof TSalesStrategy>(key: K, value: TSalesStrategy[K]) => void;
}

const OBJECTION_HINTS: Record<(typeof OBJECTION_KEYS)[number], string> = {
  costConcerns: '"It is too expensive for us right now."',
  trustIssues: '"How do I know the insurer will pay?"',
  needUncertainty: '"Do we really need this?"',
  timing: '"Let us revisit this next year."',
  other: 'Describe another concern below.',
};

export function ApproachFields({ strategy, errors, set }: StrategyFieldsProps) {
  return (
    <div className="space-y-6">
      <ChoiceCards
        legend="Sales Approach"
        name="salesApproach"
        columns={3}
        value={strategy.salesApproach}
        onChange={(value) => set('salesApproach', value)}
        choices={SALES_APPROACHES.map((value) => ({ value, ...SALES_APPROACH_LABELS[value] }))}
      />
      <Field
        label="Value Proposition"
        error={errors.valueProposition}
        optional
        hint="The one reason this plan is right for this client."
      >
        <Textarea
          rows={3}
          value={strategy.valueProposition}
          onChange={(e) => set('valueProposition', e.target.value)}
          placeholder="e.g. Affordable protection that keeps the family in their home"
        />
      </Field>
      <Field
        label="Competitive Advantages"
        error={errors.competitiveAdvantages}
        optional
        hint="What sets your recommendation or your service apart."
      >
        <Textarea
          rows={3}
          value={strategy.competitiveAdvantages}
          onChange={(e) => set('competitiveAdvantages', e.target.value)}
          placeholder="e.g. Annual reviews, claims support, conversion options"
        />
      </Field>
    </div>
  );
}

export function ObjectionFields({ strategy, errors, set }: StrategyFieldsProps) {
  const id = useId();
  const objections = strategy.objectionHandling;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-navy-800 dark:text-slate-200">
        Objections to address
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The presentation answers each selected concern in your chosen approach.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {OBJECTION_KEYS.map((key) => (
          <CheckRow
            key={key}
            id={`${id}-${key}`}
            label={OBJECTION_LABELS[key]}
            description={OBJECTION_HINTS[key]}
            checked={objections[key]}
            onChange={(checked) => set('objectionHandling', { ...objections, [key]: checked })}
          />
        ))}
      </div>
      {objections.other && (
        <Field label="Other objection" error={errors['objectionHandling.otherText']}>
          <Input
            value={objections.otherText}
            onChange={(e) => set('objectionHandling', { ...objections, otherText: e.target.value })}
            placeholder="Describe the concern"
          />
        </Field>
      )}
    </fieldset>
  );
}

function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4 dark:border-navy-700">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-navy-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

export function FocusFields({ strategy, set }: StrategyFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SwitchRow
        label="Emotional appeal"
        description="Family, security and peace of mind."
        checked={strategy.focusEmotional}
        onChange={(v) => set('focusEmotional', v)}
      />
      <SwitchRow
        label="Logical appeal"
        description="Figures, comparisons and the needs analysis."
        checked={strategy.focusLogical}
        onChange={(v) => set('focusLogical', v)}
      />
      <SwitchRow
        label="Include social proof"
        description="How clients in similar situations decided, without names."
        checked={strategy.includeSocialProof}
        onChange={(v) => set('includeSocialProof', v)}
      />
      <SwitchRow
        label="Include ROI calculator"
        description="The cost of waiting and the value of the coverage."
        checked={strategy.includeROICalculator}
        onChange={(v) => set('includeROICalculator', v)}
      />
    </div>
  );
}

export function ClosingFields({ strategy, set }: StrategyFieldsProps) {
  return (
    <div className="space-y-6">
      <ChoiceCards
        legend="Closing Strategy"
        name="closingStrategy"
        columns={3}
        value={strategy.closingStrategy}
        onChange={(value) => set('closingStrategy', value)}
        choices={CLOSING_STRATEGIES.map((value) => ({ value, ...CLOSING_STRATEGY_LABELS[value] }))}
      />
      <SwitchRow
        label="Highlight urgency"
        description="Explain honestly why acting sooner matters."
        checked={strategy.highlightUrgency}
        onChange={(v) => set('highlightUrgency', v)}
      />
    </div>
  );
}
