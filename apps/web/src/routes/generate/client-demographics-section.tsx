// Client Demographics, part one: who the client is (name, contact, age, family, income, health).
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { UserRound } from 'lucide-react';

import {
  AGE_RANGE,
  DEPENDENT_OPTIONS,
  GENDERS,
  HEALTH_STATUSES,
  INCOME_INPUT,
  MARITAL_STATUSES,
  SMOKER_STATUSES,
} from '@pitchcraft/core';

import { CoverageFields } from './coverage-fields';
import { FormSection } from './form-section';
import type { ClientFormSectionProps } from './use-client-form';

export function ClientDemographicsSection({ form, errors, set }: ClientFormSectionProps) {
  return (
    <FormSection
      icon={UserRound}
      title="Client Demographics"
      description="Who the presentation is for. Fields marked * are required."
    >
      <div className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
        <Field label="Client Name" error={errors.clientName} required className="sm:col-span-2">
          <Input
            name="clientName"
            autoComplete="off"
            value={form.clientName}
            onChange={(e) => set('clientName', e.target.value)}
            placeholder="e.g. Maria Rivera"
          />
        </Field>
        <Field label="Email" error={errors.email} optional>
          <Input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            placeholder="client@example.com"
          />
        </Field>
        <Field label="Phone" error={errors.phone} optional>
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            placeholder="(555) 123-4567"
          />
        </Field>
        <Field label="Age" error={errors.age} required>
          <Input
            name="age"
            type="number"
            inputMode="numeric"
            min={AGE_RANGE.min}
            max={AGE_RANGE.max}
            step={1}
            value={String(form.age)}
            onChange={(e) => set('age', e.target.value)}
            placeholder={`${AGE_RANGE.min}–${AGE_RANGE.max}`}
          />
        </Field>
        <Field label="Gender" error={errors.gender} required>
          <Select name="gender" value={form.gender} onChange={(e) => set('gender', e.target.value)}>
            <option value="">Select gender</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Annual Income"
          error={errors.annualIncome}
          required
          hint="Before tax, in dollars"
        >
          <Input
            name="annualIncome"
            type="number"
            inputMode="numeric"
            min={INCOME_INPUT.min}
            step={INCOME_INPUT.step}
            value={String(form.annualIncome)}
            onChange={(e) => set('annualIncome', e.target.value)}
            placeholder="75000"
          />
        </Field>
        <Field label="Marital Status" error={errors.maritalStatus} required>
          <Select
            name="maritalStatus"
            value={form.maritalStatus}
            onChange={(e) => set('maritalStatus', e.target.value)}
          >
            <option value="">Select marital status</option>
            {MARITAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Occupation" error={errors.occupation}>
          <Input
            name="occupation"
            value={form.occupation}
            onChange={(e) => set('occupation', e.target.value)}
            placeholder="e.g. Nurse"
          />
        </Field>
        <Field label="Location" error={errors.location} required>
          <Input
            name="location"
            value={form.location}
            onChange={(e) => set('location', e.target.value)}
            placeholder="City, Province or State"
          />
        </Field>
        <Field label="Dependents" error={errors.dependents}>
          <Select
            name="dependents"
            value={String(form.dependents)}
            onChange={(e) => set('dependents', e.target.value)}
          >
            {DEPENDENT_OPTIONS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Smoker Status" error={errors.smoker}>
          <Select
            name="smoker"
            value={
              form.smoker === true ? 'Smoker' : form.smoker === false ? 'Non-Smoker' : form.smoker
            }
            onChange={(e) => set('smoker', e.target.value === 'Smoker' ? 'Smoker' : 'Non-Smoker')}
          >
            {SMOKER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Health Status" error={errors.healthStatus} optional>
          <Select
            name="healthStatus"
            value={form.healthStatus}
            onChange={(e) =>
              set('healthStatus', HEALTH_STATUSES.find((status) => status === e.target.value) ?? '')
            }
          >
            <option value="">Select health status</option>
            {HEALTH_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Health Conditions"
          error={errors.healthConditions}
          optional
          className="sm:col-span-2"
        >
          <Textarea
            name="healthConditions"
            rows={2}
            value={form.healthConditions}
            onChange={(e) => set('healthConditions', e.target.value)}
            placeholder="Any conditions the insurer should know about"
          />
        </Field>
        <CoverageFields form={form} errors={errors} set={set} />
      </div>
    </FormSection>
  );
}
