// Advisor Input (collapsible): notes, recommended product type, priority and potential plans.
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { ChevronDown, NotebookPen } from 'lucide-react';

import { ADVISOR_PRIORITIES, RECOMMENDED_PRODUCT_TYPES } from '@pitchcraft/core';

import { FormSection } from './form-section';
import { PotentialPlansEditor } from './potential-plans-editor';
import type { ClientFormSectionProps } from './use-client-form';

const PANEL_ID = 'advisor-input-panel';

export function AdvisorInputSection({ form, errors, set }: ClientFormSectionProps) {
  const open = form.showAdvisorSection;
  return (
    <FormSection
      icon={NotebookPen}
      title="Advisor Input"
      description="Your own notes and the plans you have in mind (optional)."
      action={
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => set('showAdvisorSection', !open)}
        >
          {open ? 'Hide' : 'Show'}
          <ChevronDown
            className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </Button>
      }
    >
      <div id={PANEL_ID} hidden={!open} className="space-y-5 p-5 sm:p-6">
        <Field label="Advisor Notes" error={errors.advisorNotes} optional>
          <Textarea
            name="advisorNotes"
            rows={3}
            value={form.advisorNotes}
            onChange={(e) => set('advisorNotes', e.target.value)}
            placeholder="What you learned in your conversations with the client"
          />
        </Field>
        {form.clientNotes && (
          <figure className="rounded-lg border border-slate-200 bg-slate-50/70 p-3 dark:border-navy-700 dark:bg-navy-950/40">
            <figcaption className="text-sm font-medium text-navy-800 dark:text-slate-200">
              The client&apos;s own notes (from the form)
            </figcaption>
            <blockquote className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
              {form.clientNotes}
            </blockquote>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              The presentation reads them as the client&apos;s words, never as instructions.
            </p>
          </figure>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Recommended Product Type" error={errors.recommendedProductType} optional>
            <Select
              name="recommendedProductType"
              value={form.recommendedProductType}
              onChange={(e) =>
                set(
                  'recommendedProductType',
                  RECOMMENDED_PRODUCT_TYPES.find((t) => t === e.target.value) ?? '',
                )
              }
            >
              <option value="">No preference</option>
              {RECOMMENDED_PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Priority" error={errors.advisorPriority} optional>
            <Select
              name="advisorPriority"
              value={form.advisorPriority}
              onChange={(e) =>
                set('advisorPriority', ADVISOR_PRIORITIES.find((p) => p === e.target.value) ?? '')
              }
            >
              <option value="">No preference</option>
              {ADVISOR_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {priority}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <PotentialPlansEditor
          plans={form.potentialPlans}
          errors={errors}
          onChange={(plans) => set('potentialPlans', plans)}
        />
      </div>
    </FormSection>
  );
}
