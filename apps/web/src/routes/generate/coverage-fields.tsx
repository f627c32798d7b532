// Client Demographics, part two: what the client wants (goals, budget, insurance type) and the
// optional company and product to pitch, from the advisor's catalogue (the labelled samples while
// they have none). Choosing a company clears the product (spec §4). The choice goes into the
// input as data (product-choice.ts).
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';

import { GOAL_LABELS, INSURANCE_TYPES, SAMPLE_CATALOGUE_LABEL } from '@pitchcraft/core';

import { BudgetField } from './budget-field';
import { CheckRow } from './choice-cards';
import { insurersOf, offeredProducts, productChoice, selectionOf } from './product-choice';
import type { ClientFormSectionProps } from './use-client-form';

const GOAL_OPTIONS = [
  { key: 'protectFamily', label: GOAL_LABELS.protectFamily },
  { key: 'buildSavings', label: GOAL_LABELS.buildSavings },
  { key: 'planEstate', label: GOAL_LABELS.planEstate },
  { key: 'other', label: 'Other' },
] as const;

export function CoverageFields({ form, errors, set }: ClientFormSectionProps) {
  const id = useId();
  const goals = form.goals;
  const trpc = useTRPC();
  const catalogue = useQuery(trpc.catalogue.list.queryOptions());
  const offered = useMemo(
    () => (catalogue.data ? offeredProducts(catalogue.data) : null),
    [catalogue.data],
  );
  const { insurer, productId } = selectionOf(form);
  const products = offered?.products.filter((p) => p.insurer === insurer) ?? [];
  // The input carries the choice as the catalogue has it now (and an old draft's built-in ids as samples).
  useEffect(() => {
    if (!offered) return;
    const next = productChoice(offered, insurer, productId);
    if (JSON.stringify(next) !== JSON.stringify(form.products)) set('products', next);
    if (form.companyId || form.productId) {
      set('companyId', '');
      set('productId', '');
    }
  }, [offered, insurer, productId, form.products, form.companyId, form.productId, set]);
  const insuranceTypes: readonly string[] =
    INSURANCE_TYPES.includes(form.insuranceType as (typeof INSURANCE_TYPES)[number]) ||
    !form.insuranceType
      ? INSURANCE_TYPES
      : [form.insuranceType, ...INSURANCE_TYPES];

  return (
    <>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium text-navy-800 dark:text-slate-200">
          Client Goals
        </legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {GOAL_OPTIONS.map((goal) => (
            <CheckRow
              key={goal.key}
              id={`${id}-goal-${goal.key}`}
              label={goal.label}
              checked={Boolean(goals[goal.key])}
              onChange={(checked) => set('goals', { ...goals, [goal.key]: checked })}
            />
          ))}
        </div>
        {goals.other && (
          <div className="mt-3">
            <Field label="Other goal" error={errors['goals.otherText']}>
              <Input
                value={goals.otherText ?? ''}
                onChange={(e) => set('goals', { ...goals, otherText: e.target.value })}
                placeholder="Describe the client's goal"
              />
            </Field>
          </div>
        )}
      </fieldset>

      <BudgetField form={form} errors={errors} set={set} />

      <Field label="Insurance Type" error={errors.insuranceType} className="sm:col-span-2">
        <Select
          name="insuranceType"
          value={form.insuranceType}
          onChange={(e) => set('insuranceType', e.target.value)}
        >
          {insuranceTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>

      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-4 sm:col-span-2 dark:border-navy-700 dark:bg-navy-950/40">
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          Select companies and products to pitch to the client or leave blank for AI to recommend
          the best options
        </p>
        {offered?.samples && (
          <p
            className="-mt-2 mb-4 text-sm font-medium text-amber-800 dark:text-amber-300"
            data-testid="sample-catalogue-label"
          >
            {SAMPLE_CATALOGUE_LABEL}.{' '}
            <Link to="/profile" target="_blank" className="underline underline-offset-2">
              Add your products
            </Link>
          </p>
        )}
        {catalogue.isError && (
          <p className="-mt-2 mb-4 text-sm text-red-600 dark:text-red-400">
            Your products could not be loaded.
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Insurance Company" error={errors.products} optional>
            <Select
              name="insurer"
              value={insurer}
              disabled={!offered}
              onChange={(e) =>
                offered && set('products', productChoice(offered, e.target.value, ''))
              }
            >
              <option value="">Let AI recommend</option>
              {insurersOf(offered?.products ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          {insurer && (
            <Field label="Product" optional>
              <Select
                name="product"
                value={productId}
                onChange={(e) =>
                  offered && set('products', productChoice(offered, insurer, e.target.value))
                }
              >
                <option value="">Let AI recommend</option>
                {products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
      </div>
    </>
  );
}
