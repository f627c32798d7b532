// Business: the cover a business owner's company needs if they die (a key person's value and the
// funding of a buy-sell agreement), entered as the advisor sizes them. Collapsed unless one is.
import { BriefcaseBusiness } from 'lucide-react';

import type { TNeedsFacts } from '@pitchcraft/core';

import { CollapsibleSection } from './collapsible-section';
import { anyGiven, NeedsAmountField } from './needs-fields';
import type { GroupFormSectionProps } from './use-client-form';

const BUSINESS_FACTS = ['keyPerson', 'buySell'] as const satisfies readonly (keyof TNeedsFacts)[];

export function BusinessNeedsSection(props: GroupFormSectionProps) {
  const { form, errors } = props;
  return (
    <CollapsibleSection
      icon={BriefcaseBusiness}
      title="Business"
      description="For a business owner: cover the company would need. Optional."
      openByDefault={anyGiven(form.needs, BUSINESS_FACTS)}
      hasErrors={BUSINESS_FACTS.some((field) => errors[`needs.${field}`] !== undefined)}
    >
      <div className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
        <NeedsAmountField
          {...props}
          field="keyPerson"
          label="Key-person cover"
          hint="What losing the client would cost the business (profits, replacing them)"
        />
        <NeedsAmountField
          {...props}
          field="buySell"
          label="Buy-sell funding"
          hint="What partners would pay to buy the client's share of the business"
        />
      </div>
    </CollapsibleSection>
  );
}
