// A radio group drawn as cards (presentation style, tone, detail level, sales approach, closing).
// Native radio inputs keep arrow-key navigation and form semantics.
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { Check } from 'lucide-react';
import { useId } from 'react';

interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 2 | 3 | 4;
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
} as const;

export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 2,
}: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-navy-800 dark:text-slate-200">
        {legend}
      </legend>
      <div className={cn('grid gap-3', columnClasses[columns])}>
        {choices.map((choice, index) => {
          const checked = choice.value === value;
          const inputId = `${id}-${index}`;
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className={cn(
                'relative flex cursor-pointer flex-col gap-0.5 rounded-xl border p-3.5 pr-9 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:border-brand-400 dark:bg-brand-900/30 dark:ring-brand-400'
                  : 'border-slate-200 bg-white hover:border-slate-300 dark:border-navy-700 dark:bg-navy-900 dark:hover:border-navy-500',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span className="text-sm font-semibold text-navy-900 dark:text-white">
                {choice.label}
              </span>
              {choice.description && (
                <span className="text-xs leading-relaxed text-slate-600 dark:text-slate-400">
                  {choice.description}
                </span>
              )}
              {checked && (
                <span
                  className="absolute top-3 right-3 flex h-5 w-5 items-center justify-center rounded-full bg-brand-700 text-white"
                  aria-hidden
                >
                  <Check className="h-3 w-3" strokeWidth={3} />
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface CheckOption<T extends string> {
  value: T;
  label: string;
}

/** A group of checkboxes bound to a list of selected values. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
  columns = 2,
}: {
  legend: string;
  options: readonly CheckOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  columns?: 2 | 3 | 4;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-navy-800 dark:text-slate-200">
        {legend}
      </legend>
      <div className={cn('grid gap-2', columnClasses[columns])}>
        {options.map((option, index) => (
          <CheckRow
            key={option.value}
            id={`${id}-${index}`}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={(checked) =>
              onChange(
                checked ? [...selected, option.value] : selected.filter((v) => v !== option.value),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One labelled checkbox row, with a card-like hit area. */
export function CheckRow({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
        checked
          ? 'border-brand-300 bg-brand-50/60 dark:border-brand-700 dark:bg-brand-900/20'
          : 'border-slate-200 hover:border-slate-300 dark:border-navy-700',
      )}
    >
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-px"
      />
      <span>
        <span className="font-medium text-navy-900 dark:text-slate-100">{label}</span>
        {description && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">{description}</span>
        )}
      </span>
    </label>
  );
}
