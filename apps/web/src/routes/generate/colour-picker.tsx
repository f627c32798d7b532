// The colour scheme: the named schemes as swatches, plus a custom colour. Picking or typing a
// custom colour selects the 'custom' scheme (spec §4).
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { Check } from 'lucide-react';
import { useId } from 'react';

import {
  COLOUR_SCHEME_NAMES,
  COLOUR_SCHEMES,
  isValidHex,
  type TColourScheme,
} from '@pitchcraft/core';

const RAINBOW =
  'conic-gradient(#ef4444, #f59e0b, #84cc16, #10b981, #06b6d4, #3b82f6, #8b5cf6, #ec4899, #ef4444)';
const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

interface ColourPickerProps {
  scheme: TColourScheme;
  customHex: string;
  error?: string | undefined;
  onSchemeChange: (scheme: TColourScheme) => void;
  onCustomHexChange: (hex: string) => void;
}

export function ColourPicker({
  scheme,
  customHex,
  error,
  onSchemeChange,
  onCustomHexChange,
}: ColourPickerProps) {
  const id = useId();
  const customIsValid = isValidHex(customHex);
  const swatch = (name: TColourScheme, colour: string, label: string) => {
    const checked = scheme === name;
    return (
      <label
        key={name}
        htmlFor={`${id}-${name}`}
        title={label}
        className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
      >
        <input
          id={`${id}-${name}`}
          type="radio"
          name={`${id}-scheme`}
          value={name}
          checked={checked}
          onChange={() => onSchemeChange(name)}
          className="sr-only"
          aria-label={label}
        />
        <span
          aria-hidden
          className={cn(
            'h-8 w-8 rounded-full shadow-inner ring-offset-2 dark:ring-offset-navy-900',
            checked ? 'ring-2 ring-navy-900 dark:ring-white' : 'ring-1 ring-black/10',
          )}
          style={{ background: colour }}
        />
        {checked && (
          <Check className="absolute h-4 w-4 text-white drop-shadow" strokeWidth={3} aria-hidden />
        )}
      </label>
    );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-navy-800 dark:text-slate-200">
        Color Scheme
      </legend>
      <div className="flex flex-wrap gap-2">
        {COLOUR_SCHEME_NAMES.map((name) => swatch(name, COLOUR_SCHEMES[name].primary, title(name)))}
        {swatch(
          'custom',
          scheme === 'custom' && customIsValid ? customHex : RAINBOW,
          'Custom color',
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label
            htmlFor={`${id}-picker`}
            className="block text-sm font-medium text-navy-800 dark:text-slate-200"
          >
            Custom Color
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            value={customIsValid && customHex.length === 7 ? customHex : '#3B82F6'}
            onChange={(e) => {
              onCustomHexChange(e.target.value.toUpperCase());
              onSchemeChange('custom');
            }}
            className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-navy-600 dark:bg-navy-900"
          />
        </div>
        <div className="w-32 space-y-1.5">
          <label
            htmlFor={`${id}-hex`}
            className="block text-sm font-medium text-navy-800 dark:text-slate-200"
          >
            Hex value
          </label>
          <Input
            id={`${id}-hex`}
            value={customHex}
            maxLength={7}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hex-error` : undefined}
            onChange={(e) => {
              onCustomHexChange(e.target.value.trim());
              onSchemeChange('custom');
            }}
            className="font-mono uppercase"
          />
        </div>
        <p className="pb-2 text-sm text-slate-600 dark:text-slate-400">
          Selected:{' '}
          <span className="font-medium text-navy-900 dark:text-white">
            {scheme === 'custom' ? `Custom (${customHex})` : title(scheme)}
          </span>
        </p>
      </div>
      <FormError id={`${id}-hex-error`}>{error}</FormError>
    </fieldset>
  );
}
