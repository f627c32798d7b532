// Estate and legacy: the needs that remain whenever death comes (final taxes, estate costs, a
// legacy, a dependent supported for life). Collapsed unless the client plans their estate or one
// of its facts is entered. Registered plans are named as where the advisor practises names them;
// the estate's value (for U.S. estate tax) is asked in the United States only.
import { Landmark } from 'lucide-react';

import { NEEDS_ASSUMPTIONS, type TJurisdiction, type TNeedsFacts } from '@pitchcraft/core';

import { CollapsibleSection } from './collapsible-section';
import {
  anyGiven,
  NeedsAmountField,
  NeedsYearsField,
  type NeedsSectionProps,
} from './needs-fields';

const ESTATE_FACTS = [
  'capitalGains',
  'registeredPlans',
  'estateValue',
  'estateCosts',
  'legacyGoal',
  'lifelongSupport',
  'lifelongSupportYears',
] as const satisfies readonly (keyof TNeedsFacts)[];

const WORDING: Readonly<
  Record<TJurisdiction, { gainsHint: string; plansLabel: string; plansHint: string }>
> = {
  CA: {
    gainsHint: 'Gains on property other than the home (a cottage, investments), taxed at death',
    plansLabel: 'Registered plans (RRSP/RRIF)',
    plansHint: 'Their value, taxed as income at death unless left to a spouse',
  },
  US: {
    gainsHint: 'Gains on property other than the home; estate tax is figured on the estate value',
    plansLabel: 'Retirement accounts (IRA/401(k))',
    plansHint: 'Their value, part of the estate',
  },
};

export function EstateNeedsSection({
  jurisdiction,
  ...props
}: Omit<NeedsSectionProps, 'defaults'>) {
  const { form, errors } = props;
  const wording = WORDING[jurisdiction];
  const showEstateValue = jurisdiction === 'US' || anyGiven(form.needs, ['estateValue']);
  const showSupportYears = anyGiven(form.needs, ['lifelongSupport', 'lifelongSupportYears']);

  return (
    <CollapsibleSection
      icon={Landmark}
      title="Estate and legacy"
      description="Taxes and costs at death, a gift to leave, a dependent supported for life. Optional."
      openByDefault={form.goals.planEstate === true || anyGiven(form.needs, ESTATE_FACTS)}
      hasErrors={ESTATE_FACTS.some((field) => errors[`needs.${field}`] !== undefined)}
    >
      <div className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
        <NeedsAmountField
          {...props}
          field="capitalGains"
          label="Capital gains"
          hint={wording.gainsHint}
        />
        <NeedsAmountField
          {...props}
          field="registeredPlans"
          label={wording.plansLabel}
          hint={wording.plansHint}
        />
        {showEstateValue && (
          <NeedsAmountField
            {...props}
            field="estateValue"
            label="Estate value"
            hint="Everything the client owns at death, for federal estate tax"
          />
        )}
        <NeedsAmountField
          {...props}
          field="estateCosts"
          label="Estate costs"
          hint="Probate, legal and executor fees"
        />
        <NeedsAmountField
          {...props}
          field="legacyGoal"
          label="Legacy goal"
          hint="A gift to heirs or a charity the client wants to leave"
          className={showEstateValue ? 'sm:col-span-2' : undefined}
        />
        <NeedsAmountField
          {...props}
          field="lifelongSupport"
          label="Lifelong support for a dependent"
          hint="A year, for someone who will always need support (e.g. an adult child)"
          className={showSupportYears ? undefined : 'sm:col-span-2'}
        />
        {showSupportYears && (
          <NeedsYearsField
            {...props}
            field="lifelongSupportYears"
            label="Years of lifelong support"
            hint={`How long the support lasts. Default ${NEEDS_ASSUMPTIONS.lifelongSupportYears} years.`}
            placeholder={String(NEEDS_ASSUMPTIONS.lifelongSupportYears)}
          />
        )}
      </div>
    </CollapsibleSection>
  );
}
