// The Brand card's colours: a switch to use them, a picker and hex field for each, and a live
// contrast check of the three together.
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { CheckCircle2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';

import {
  brandContrastWarnings,
  COLOUR_SCHEMES,
  type TBrandColours,
  type TBrandKitInput,
  type TBrandKitValues,
} from '@pitchcraft/core';

const HEX = /^#[0-9A-Fa-f]{6}$/;
const COLOUR_FIELDS = [
  { key: 'primary', label: 'Primary', hint: 'Headings, links and key figures' },
  { key: 'secondary', label: 'Secondary', hint: 'The cover and table headers' },
  { key: 'accent', label: 'Accent', hint: 'Highlights and charts' },
] as const satisfies readonly { key: keyof TBrandColours; label: string; hint: string }[];

export function ColoursFieldset({
  form,
}: {
  form: UseFormReturn<TBrandKitInput, unknown, TBrandKitValues>;
}) {
  const colours = form.watch('colours');
  const { errors } = form.formState;
  const complete =
    colours !== null && COLOUR_FIELDS.every(({ key }) => HEX.test(colours[key].trim()));
  // Recomputed on every render: react-hook-form updates the watched object in place.
  const warnings = complete ? brandContrastWarnings(colours) : [];

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-navy-900 dark:text-white">Brand colours</legend>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4 dark:border-navy-700">
        <label htmlFor="brand-colours-switch" className="cursor-pointer">
          <span className="block text-sm font-medium text-navy-900 dark:text-white">
            Use my brand colours
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {colours
              ? 'New presentations use these colours.'
              : 'New presentations use the colour scheme chosen for each.'}
          </span>
        </label>
        <Switch
          id="brand-colours-switch"
          checked={Boolean(colours)}
          onCheckedChange={(on) =>
            form.setValue('colours', on ? { ...COLOUR_SCHEMES.blue } : null, { shouldDirty: true })
          }
        />
      </div>
      {colours && (
        <>
          <div className="grid gap-5 sm:grid-cols-3">
            {COLOUR_FIELDS.map(({ key, label, hint }) => {
              const value = colours[key].trim();
              return (
                <div key={key} className="flex items-start gap-2">
                  <Input
                    type="color"
                    aria-label={`${label} colour picker`}
                    // Level with the hex field below its label.
                    className="mt-[26px] h-10 w-12 shrink-0 cursor-pointer p-1"
                    value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                    onChange={(event) =>
                      form.setValue(`colours.${key}`, event.target.value.toUpperCase(), {
                        shouldDirty: true,
                        shouldValidate: true,
                      })
                    }
                  />
                  <Field
                    label={`${label} colour`}
                    error={errors.colours?.[key]?.message}
                    hint={hint}
                    className="min-w-0 flex-1"
                  >
                    <Input
                      spellCheck={false}
                      autoCapitalize="off"
                      maxLength={7}
                      className="font-mono uppercase"
                      {...form.register(`colours.${key}`)}
                    />
                  </Field>
                </div>
              );
            })}
          </div>
          {warnings.length > 0 ? (
            <Alert tone="warning" title="Some text may be hard to read" aria-live="polite">
              <ul className="list-disc space-y-1 pl-4">
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            complete && (
              <p
                role="status"
                aria-live="polite"
                className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-300"
              >
                <CheckCircle2 className="h-4 w-4" aria-hidden /> These colours meet the WCAG AA
                contrast guideline.
              </p>
            )
          )}
        </>
      )}
    </fieldset>
  );
}
