// The wizard's template choice: the organisation's templates, shown only when it has some.
// Choosing one sets the presentation's settings and strategy from it (each still editable); the
// server follows the template's sections, instructions and locked blocks.
import { Select } from '@/components/ui/input';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { LayoutTemplate } from 'lucide-react';
import { useId } from 'react';

import type { RouterOutputs } from '@pitchcraft/api';
import type { TClientFormDraft, TSalesStrategy } from '@pitchcraft/core';

import { FormSection } from './form-section';

type Settings = RouterOutputs['library']['templates']['list'][number]['settings'];

/** The form and strategy with a template's settings over them. */
function withSettings(form: TClientFormDraft, strategy: TSalesStrategy, settings: Settings) {
  const { strategy: strategySettings, ...formSettings } = settings;
  // Settings a template does not hold are absent (JSON drops them), so the form keeps its own.
  return {
    form: { ...form, ...formSettings },
    strategy: { ...strategy, ...strategySettings },
  };
}

interface TemplatePickerProps {
  templateId: string | null;
  form: TClientFormDraft;
  strategy: TSalesStrategy;
  onChoose: (choice: {
    templateId: string | null;
    form: TClientFormDraft;
    strategy: TSalesStrategy;
  }) => void;
}

export function TemplatePicker({ templateId, form, strategy, onChoose }: TemplatePickerProps) {
  const trpc = useTRPC();
  const id = useId();
  const templates = useQuery(trpc.library.templates.list.queryOptions());
  if (!templates.data || templates.data.length === 0) return null;
  const chosen = templates.data.find((t) => t.id === templateId) ?? null;
  return (
    <div className="mb-6" data-testid="template-picker">
      <FormSection
        icon={LayoutTemplate}
        title="Template"
        description="Start from one of your organisation’s templates: its sections, instructions and approved blocks."
      >
        <div className="space-y-3 p-5 sm:p-6">
          <label htmlFor={id} className="sr-only">
            Template
          </label>
          <Select
            id={id}
            value={templateId ?? ''}
            onChange={(e) => {
              const next = templates.data.find((t) => t.id === e.target.value) ?? null;
              onChoose({
                templateId: next?.id ?? null,
                ...(next ? withSettings(form, strategy, next.settings) : { form, strategy }),
              });
            }}
          >
            <option value="">No template: the sections your detail level gives</option>
            {templates.data.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
          {chosen && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {chosen.description ? `${chosen.description} · ` : ''}
              {chosen.sections.map((s) => s.guideTitle).join(' → ')}
            </p>
          )}
        </div>
      </FormSection>
    </div>
  );
}
