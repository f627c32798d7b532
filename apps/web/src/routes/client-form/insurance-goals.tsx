// The insurance intake form's goals: ticked cards, and the other goal's words once Other is ticked.
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';

import { INTAKE_GOAL_KEYS, INTAKE_GOAL_LABELS } from '@pitchcraft/core';

import type { InsuranceFormInput, InsuranceFormOutput } from './insurance-form-model';
import { CONTROL } from './intake-form-parts';

/** The goals as ticked cards, and the other goal's words once Other is ticked. */
export function GoalChecks({
  form,
}: {
  form: UseFormReturn<InsuranceFormInput, unknown, InsuranceFormOutput>;
}) {
  const { errors } = form.formState;
  const otherGoal = useWatch({ control: form.control, name: 'goals.other' });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-medium text-navy-800 dark:text-slate-200">
        Insurance Goals
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {[...INTAKE_GOAL_KEYS, 'other' as const].map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={`goals.${key}`}
            render={({ field }) => (
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-navy-800 transition-colors hover:bg-slate-50 has-[[data-state=checked]]:border-brand-300 has-[[data-state=checked]]:bg-brand-50/60 dark:border-navy-700 dark:text-slate-200 dark:hover:bg-navy-800 dark:has-[[data-state=checked]]:border-brand-700 dark:has-[[data-state=checked]]:bg-brand-900/20">
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
                {key === 'other' ? 'Other' : INTAKE_GOAL_LABELS[key]}
              </label>
            )}
          />
        ))}
      </div>
      {otherGoal && (
        <Field label="Other Goals" error={errors.goals?.otherText?.message}>
          <Input className={CONTROL} {...form.register('goals.otherText')} />
        </Field>
      )}
    </fieldset>
  );
}
