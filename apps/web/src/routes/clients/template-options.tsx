// The form options of a new link: which questions its public form asks, per industry.
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useId } from 'react';

import {
  LINK_COVERAGE_LABELS,
  LINK_COVERAGE_TYPES,
  LINK_PROPERTY_OPTION_LABELS,
  LINK_PROPERTY_OPTIONS,
  type TInsuranceTemplate,
  type TLinkCoverageType,
  type TLinkPropertyOption,
  type TRealEstateTemplate,
} from '@pitchcraft/core';

export type TemplateState =
  | { industryType: 'insurance'; templateData: TInsuranceTemplate }
  | { industryType: 'real-estate'; templateData: TRealEstateTemplate };

export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="space-y-0.5">
        <label htmlFor={id} className="block text-sm font-medium text-navy-800 dark:text-slate-200">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

export function TemplateOptions({
  value,
  onChange,
}: {
  value: TemplateState;
  onChange: (value: TemplateState) => void;
}) {
  if (value.industryType === 'insurance') {
    const data = value.templateData;
    const set = (patch: Partial<TInsuranceTemplate>) =>
      onChange({ industryType: 'insurance', templateData: { ...data, ...patch } });
    return (
      <div className="space-y-3">
        <Field label="Coverage types">
          <Select
            value={data.coverageTypes}
            onChange={(event) => set({ coverageTypes: event.target.value as TLinkCoverageType })}
          >
            {LINK_COVERAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {LINK_COVERAGE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="divide-y divide-slate-100 dark:divide-navy-800">
          <SwitchRow
            label="Health questions"
            hint="Health status, smoking and health conditions"
            checked={data.includeHealth}
            onChange={(includeHealth) => set({ includeHealth })}
          />
          <SwitchRow
            label="Budget question"
            hint="Monthly budget for insurance"
            checked={data.includeBudget}
            onChange={(includeBudget) => set({ includeBudget })}
          />
          <SwitchRow
            label="Dependents question"
            hint="Number of dependents"
            checked={data.includeDependents}
            onChange={(includeDependents) => set({ includeDependents })}
          />
        </div>
      </div>
    );
  }
  const data = value.templateData;
  const set = (patch: Partial<TRealEstateTemplate>) =>
    onChange({ industryType: 'real-estate', templateData: { ...data, ...patch } });
  return (
    <div className="space-y-3">
      <Field label="Property types">
        <Select
          value={data.propertyTypes}
          onChange={(event) => set({ propertyTypes: event.target.value as TLinkPropertyOption })}
        >
          {LINK_PROPERTY_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {LINK_PROPERTY_OPTION_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="divide-y divide-slate-100 dark:divide-navy-800">
        <SwitchRow
          label="Mortgage pre-approval"
          hint="Asks whether the client is pre-approved, and for how much"
          checked={data.includePreApproval}
          onChange={(includePreApproval) => set({ includePreApproval })}
        />
        <SwitchRow
          label="Purchase timeline"
          hint="When the client plans to buy"
          checked={data.includeTimeline}
          onChange={(includeTimeline) => set({ includeTimeline })}
        />
        <SwitchRow
          label="Desired features"
          hint="What the client wants in a property"
          checked={data.includeFeatures}
          onChange={(includeFeatures) => set({ includeFeatures })}
        />
      </div>
    </div>
  );
}
