// The client's monthly budget: a slider (and a box to type it) that reads "Not set" until the
// advisor moves or types it. A budget never set is not the client's, so the analysis and the
// presentation show no budget figure; Clear returns it to not set.
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { FormError } from '@/components/ui/states';
import { useId } from 'react';

import { BUDGET_SLIDER, budgetLabel, parseAmount } from '@pitchcraft/core';

import { AffixInput, draftText } from './affix-input';
import type { ClientFormSectionProps } from './use-client-form';

export function BudgetField({ form, errors, set }: ClientFormSectionProps) {
  const id = useId();
  const given = form.budgetGiven !== false;
  const budget = parseAmount(form.budget) ?? BUDGET_SLIDER.default;
  const sliderValue = Math.min(BUDGET_SLIDER.max, Math.max(BUDGET_SLIDER.min, budget));

  const setBudget = (value: string) => {
    set('budget', value);
    set('budgetGiven', true);
  };
  const clear = () => {
    set('budget', String(BUDGET_SLIDER.default));
    set('budgetGiven', false);
  };

  return (
    <div className="space-y-3 sm:col-span-2">
      <div className="flex items-baseline justify-between gap-4">
        <span id={`${id}-label`} className="text-sm font-medium text-navy-800 dark:text-slate-200">
          Monthly Budget
        </span>
        <span
          data-testid="budget-value"
          className={
            given
              ? 'rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800 tabular-nums dark:bg-brand-900/40 dark:text-brand-200'
              : 'rounded-md bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700 dark:bg-navy-800 dark:text-slate-300'
          }
          aria-live="polite"
        >
          {given ? budgetLabel(budget) : 'Not set'}
        </span>
      </div>
      <Slider
        className={given ? undefined : 'opacity-60'}
        aria-label="Monthly Budget"
        min={BUDGET_SLIDER.min}
        max={BUDGET_SLIDER.max}
        step={BUDGET_SLIDER.step}
        value={[sliderValue]}
        onValueChange={([value]) => value !== undefined && setBudget(String(value))}
      />
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400" aria-hidden>
        <span>{budgetLabel(BUDGET_SLIDER.min)}</span>
        <span>{budgetLabel(BUDGET_SLIDER.max)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="w-44">
          <AffixInput
            name="budget"
            aria-label="Monthly Budget in dollars"
            aria-describedby={`${id}-hint`}
            aria-invalid={errors.budget ? true : undefined}
            prefix="$"
            suffix="/month"
            inputMode="numeric"
            autoComplete="off"
            value={given ? draftText(form.budget) : ''}
            onChange={(e) => (e.target.value.trim() === '' ? clear() : setBudget(e.target.value))}
            placeholder="Type it"
          />
        </div>
        {given && (
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear
          </Button>
        )}
        <p id={`${id}-hint`} className="basis-full text-xs text-slate-600 dark:text-slate-400">
          {given
            ? "The client's own budget: the presentation sets the plan's cost against it."
            : 'Not set until you move the slider or type an amount; without one the presentation shows no budget.'}
        </p>
      </div>
      <FormError>{errors.budget}</FormError>
    </div>
  );
}
