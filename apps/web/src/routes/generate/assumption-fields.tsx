// The assumptions typed as figures (years, percentages, amounts), each showing in its hint the
// default the analysis would use and where that default comes from. A field appears only when it
// can change the result (the share of group cover once group cover is entered, the tax rate in
// Canada once gains or registered plans are) or already holds a figure.
import { Field } from '@/components/ui/field';
import type { ReactNode } from 'react';

import {
  formatCurrency,
  type TAssumptionSource,
  type TAssumptionValues,
  type TNeedsAssumptions,
} from '@pitchcraft/core';

import { AffixInput, draftText, groupedAmount } from './affix-input';
import { anyGiven, type NeedsSectionProps } from './needs-fields';

const SOURCE_TEXT: Readonly<Record<TAssumptionSource, string>> = {
  advisor: 'your figure',
  client: "the client's figure",
  default: 'a standard planning figure',
  'youngest-child': 'until the youngest child is grown',
  'family-shape': "from the family's shape",
  profile: 'from your profile',
  health: 'estimated from the health described',
};

type PercentOrYearsKey = Exclude<
  keyof TNeedsAssumptions,
  'paymentTiming' | 'rateClass' | 'leadMethod'
>;

interface FigureSpec {
  key: PercentOrYearsKey;
  label: string;
  suffix?: '%' | 'years';
  /** What the field is, before its default. */
  about?: string;
  /** The default as the hint states it, and where it comes from. */
  shown: (d: TAssumptionValues) => [value: string, source: TAssumptionSource];
  placeholder: (d: TAssumptionValues) => number;
  decimals?: boolean;
}

interface AmountSpec {
  key: 'educationPerChild' | 'finalExpenses';
  label: string;
  value: (d: TAssumptionValues) => [amount: number, source: TAssumptionSource];
}

const SUPPORT_YEARS: FigureSpec = {
  key: 'supportYears',
  label: 'Years of income support',
  suffix: 'years',
  shown: (d) => [`${d.supportYears} years`, d.supportYearsSource],
  placeholder: (d) => d.supportYears,
};
const REPLACEMENT: FigureSpec = {
  key: 'incomeReplacementPercent',
  label: 'Share of income replaced',
  suffix: '%',
  shown: (d) => [`${d.incomeReplacementPercent}%`, d.incomeReplacementSource],
  placeholder: (d) => d.incomeReplacementPercent,
};
const RETIREMENT: FigureSpec = {
  key: 'retirementAge',
  label: 'Retirement age',
  about: 'Income support stops then.',
  shown: (d) => [`${d.retirementAge}`, d.retirementAgeSource],
  placeholder: (d) => d.retirementAge,
};
const GROWTH: FigureSpec = {
  key: 'incomeGrowthPercent',
  label: 'Income growth',
  suffix: '%',
  about: 'How fast the income needed rises a year.',
  shown: (d) => [`${d.incomeGrowthPercent}%`, d.incomeGrowthSource],
  placeholder: (d) => d.incomeGrowthPercent,
  decimals: true,
};
const DISCOUNT: FigureSpec = {
  key: 'discountRatePercent',
  label: 'Discount rate',
  suffix: '%',
  about: 'After inflation, unless income growth is set.',
  shown: (d) => [`${d.discountRatePercent}% a year`, d.discountRateSource],
  placeholder: (d) => d.discountRatePercent,
  decimals: true,
};
const GROUP_SHARE: FigureSpec = {
  key: 'groupCoverCountedPercent',
  label: 'Group cover counted',
  suffix: '%',
  about: 'Group cover usually ends with the job.',
  shown: (d) => [`${d.groupCoverCountedPercent}%`, d.groupCoverCountedSource],
  placeholder: (d) => d.groupCoverCountedPercent,
};
const TAX_RATE: FigureSpec = {
  key: 'marginalTaxRatePercent',
  label: 'Marginal tax rate at death',
  suffix: '%',
  about: 'For final taxes on gains and registered plans.',
  shown: (d) => [`${d.marginalTaxRatePercent}%`, d.marginalTaxRateSource],
  placeholder: (d) => d.marginalTaxRatePercent,
  decimals: true,
};

const AMOUNTS: readonly AmountSpec[] = [
  {
    key: 'educationPerChild',
    label: 'Education cost per child',
    value: (d) => [d.educationPerChild, d.educationSource],
  },
  {
    key: 'finalExpenses',
    label: 'Final expenses',
    value: (d) => [d.finalExpenses, d.finalExpensesSource],
  },
];

/** The figures' grid; `children` (the underwriting class) fill its last cells. */
export function AssumptionFields({
  form,
  errors,
  setIn,
  jurisdiction,
  defaults,
  children,
}: NeedsSectionProps & { children?: ReactNode }) {
  const hint = (about: string | undefined, shown: [string, TAssumptionSource] | null) =>
    [
      about,
      shown ? `Default ${shown[0]}, ${SOURCE_TEXT[shown[1]]}.` : 'Leave blank for the default.',
    ]
      .filter(Boolean)
      .join(' ');
  // A figure already typed stays in view, so it can be seen and corrected.
  const typed = (key: PercentOrYearsKey) => draftText(form.assumptions[key]).trim() !== '';
  const showGroupShare =
    anyGiven(form.needs, ['existingCoverGroup']) || typed('groupCoverCountedPercent');
  const showTaxRate =
    (jurisdiction === 'CA' && anyGiven(form.needs, ['capitalGains', 'registeredPlans'])) ||
    typed('marginalTaxRatePercent');
  const figures = [
    SUPPORT_YEARS,
    REPLACEMENT,
    RETIREMENT,
    GROWTH,
    DISCOUNT,
    ...(showGroupShare ? [GROUP_SHARE] : []),
    ...(showTaxRate ? [TAX_RATE] : []),
  ];

  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((spec) => (
        <Field
          key={spec.key}
          label={spec.label}
          error={errors[`assumptions.${spec.key}`]}
          hint={hint(spec.about, defaults && spec.shown(defaults))}
        >
          <AffixInput
            name={`assumptions.${spec.key}`}
            suffix={spec.suffix}
            inputMode={spec.decimals ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={draftText(form.assumptions[spec.key])}
            onChange={(e) => setIn('assumptions', spec.key, e.target.value)}
            placeholder={defaults ? String(spec.placeholder(defaults)) : ''}
          />
        </Field>
      ))}
      {AMOUNTS.map(({ key, label, value }) => {
        const shown = defaults && value(defaults);
        return (
          <Field
            key={key}
            label={label}
            error={errors[`needs.${key}`]}
            hint={hint(undefined, shown && [formatCurrency(shown[0]), shown[1]])}
          >
            <AffixInput
              name={`needs.${key}`}
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              value={draftText(form.needs[key])}
              onChange={(e) => setIn('needs', key, e.target.value)}
              onBlur={(e) => setIn('needs', key, groupedAmount(e.target.value))}
              placeholder={shown ? groupedAmount(String(shown[0])) : ''}
            />
          </Field>
        );
      })}
      {children}
    </div>
  );
}
