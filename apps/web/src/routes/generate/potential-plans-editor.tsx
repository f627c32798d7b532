// The advisor's list of potential plans: company, product, notes and priority (default Medium).
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { Plus, Trash2 } from 'lucide-react';

import { DEFAULT_PLAN_PRIORITY, PLAN_PRIORITIES, type TClientFormDraft } from '@pitchcraft/core';

import type { FormErrors } from './use-client-form';

type Plans = TClientFormDraft['potentialPlans'];
const MAX_PLANS = 10;

export function PotentialPlansEditor({
  plans,
  errors,
  onChange,
}: {
  plans: Plans;
  errors: FormErrors;
  onChange: (plans: Plans) => void;
}) {
  const update = (index: number, patch: Partial<Plans[number]>) =>
    onChange(plans.map((plan, i) => (i === index ? { ...plan, ...patch } : plan)));

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-navy-800 dark:text-slate-200">
        Potential Plans
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Plans you are considering for this client; the presentation weighs them by priority.
      </p>
      {plans.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600 dark:border-navy-700 dark:text-slate-400">
          No potential plans added yet.
        </p>
      )}
      <ol className="space-y-3">
        {plans.map((plan, index) => (
          <li key={index} className="rounded-xl border border-slate-200 p-4 dark:border-navy-700">
            <div className="mb-3 flex items-center justify-between">
              <span className="text-sm font-semibold text-navy-900 dark:text-white">
                Plan {index + 1}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(plans.filter((_, i) => i !== index))}
                aria-label={`Remove plan ${index + 1}`}
                className="text-slate-600 hover:text-red-700 dark:text-slate-300"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                Remove
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Company Name" error={errors[`potentialPlans.${index}.companyName`]}>
                <Input
                  value={plan.companyName ?? ''}
                  onChange={(e) => update(index, { companyName: e.target.value })}
                />
              </Field>
              <Field label="Product Name" error={errors[`potentialPlans.${index}.productName`]}>
                <Input
                  value={plan.productName ?? ''}
                  onChange={(e) => update(index, { productName: e.target.value })}
                />
              </Field>
              <Field label="Priority" error={errors[`potentialPlans.${index}.priority`]}>
                <Select
                  value={plan.priority ?? DEFAULT_PLAN_PRIORITY}
                  onChange={(e) =>
                    update(index, {
                      priority:
                        PLAN_PRIORITIES.find((p) => p === e.target.value) ?? DEFAULT_PLAN_PRIORITY,
                    })
                  }
                >
                  {PLAN_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {priority}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label="Notes"
                error={errors[`potentialPlans.${index}.notes`]}
                className="sm:col-span-3"
              >
                <Textarea
                  rows={2}
                  value={plan.notes ?? ''}
                  onChange={(e) => update(index, { notes: e.target.value })}
                  className="min-h-16"
                />
              </Field>
            </div>
          </li>
        ))}
      </ol>
      <FormError>{errors.potentialPlans}</FormError>
      <Button
        variant="outline"
        size="sm"
        disabled={plans.length >= MAX_PLANS}
        onClick={() =>
          onChange([
            ...plans,
            { companyName: '', productName: '', notes: '', priority: DEFAULT_PLAN_PRIORITY },
          ])
        }
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add Plan
      </Button>
    </fieldset>
  );
}
