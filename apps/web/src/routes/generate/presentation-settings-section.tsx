// AI Presentation Settings: style, tone, detail level, focus areas, colours, custom instructions.
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';

import {
  DETAIL_LEVEL_DESCRIPTIONS,
  DETAIL_LEVELS,
  FOCUS_AREAS,
  PRESENTATION_STYLE_DESCRIPTIONS,
  PRESENTATION_STYLES,
  TONE_DESCRIPTIONS,
  TONES,
} from '@pitchcraft/core';

import { CheckboxGroup, CheckRow, ChoiceCards } from './choice-cards';
import { ColourPicker } from './colour-picker';
import { FormSection } from './form-section';
import type { ClientFormSectionProps } from './use-client-form';

const title = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function PresentationSettingsSection({ form, errors, set }: ClientFormSectionProps) {
  const id = useId();
  return (
    <FormSection
      icon={Sparkles}
      title="AI Presentation Settings"
      description="How the presentation reads and looks."
    >
      <div className="space-y-6 p-5 sm:p-6">
        <ChoiceCards
          legend="Presentation Style"
          name="presentationStyle"
          columns={4}
          value={form.presentationStyle}
          onChange={(value) => set('presentationStyle', value)}
          choices={PRESENTATION_STYLES.map((style) => ({
            value: style,
            label: title(style),
            description: PRESENTATION_STYLE_DESCRIPTIONS[style],
          }))}
        />
        <ChoiceCards
          legend="Tone"
          name="tonePriority"
          columns={4}
          value={form.tonePriority}
          onChange={(value) => set('tonePriority', value)}
          choices={TONES.map((tone) => ({
            value: tone,
            label: title(tone),
            description: TONE_DESCRIPTIONS[tone],
          }))}
        />
        <ChoiceCards
          legend="Detail Level"
          name="detailLevel"
          columns={3}
          value={form.detailLevel}
          onChange={(value) => set('detailLevel', value)}
          choices={DETAIL_LEVELS.map((level) => ({
            value: level,
            label: title(level),
            description: DETAIL_LEVEL_DESCRIPTIONS[level],
          }))}
        />
        <CheckboxGroup
          legend="Focus Areas"
          columns={4}
          options={FOCUS_AREAS.map((area) => ({ value: area, label: area }))}
          selected={form.focusAreas}
          onChange={(areas) => set('focusAreas', areas)}
        />
        <ColourPicker
          scheme={form.colorScheme}
          customHex={form.customColorHex}
          error={errors.customColorHex ?? errors.colorScheme}
          onSchemeChange={(scheme) => set('colorScheme', scheme)}
          onCustomHexChange={(hex) => set('customColorHex', hex)}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-navy-800 dark:text-slate-200">
            Privacy
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <CheckRow
              id={`${id}-contact`}
              label="Show contact details"
              description="The client's e-mail and phone may appear in the presentation, which can be shared by link."
              checked={form.showContactDetails}
              onChange={(checked) => set('showContactDetails', checked)}
            />
            <CheckRow
              id={`${id}-health`}
              label="Mention health"
              description="The client's health status and conditions may be mentioned in the presentation."
              checked={form.mentionHealth}
              onChange={(checked) => set('mentionHealth', checked)}
            />
          </div>
        </fieldset>
        <Field
          label="Custom Instructions"
          error={errors.customInstructions}
          optional
          hint="Anything the AI should emphasise or avoid."
        >
          <Textarea
            name="customInstructions"
            rows={3}
            value={form.customInstructions}
            onChange={(e) => set('customInstructions', e.target.value)}
            placeholder="e.g. Keep it short and mention the client's new baby."
          />
        </Field>
      </div>
    </FormSection>
  );
}
