// Step 2b: the client's details, their finances, estate and business needs, the assumptions with
// the live needs analysis (for where the advisor practises), the presentation settings and the
// advisor's input: one react-hook-form form (use-client-form.ts). Submitting validates with
// ZClientFormData and moves on; the wizard saves the client to the list (never blocking,
// use-client-save.ts) and keeps the id it was saved as.
import { Alert } from '@/components/ui/alert';
import { useEffect, useRef, useState } from 'react';

import type { TClientFormData, TClientFormDraft } from '@pitchcraft/core';

import { AdvisorInputSection } from './advisor-input-section';
import { AssumptionsSection } from './assumptions-section';
import { BusinessNeedsSection } from './business-needs-section';
import { ClientDemographicsSection } from './client-demographics-section';
import { EstateNeedsSection } from './estate-needs-section';
import { NeedsFactsSection } from './needs-facts-section';
import { PresentationSettingsSection } from './presentation-settings-section';
import { StepHeading } from './step-heading';
import { useClientForm } from './use-client-form';
import { useJurisdiction } from './use-jurisdiction';
import { useNeedsPreview } from './use-needs-preview';
import { WizardNav } from './wizard-nav';

const ADVISOR_FIELDS = [
  'advisorNotes',
  'recommendedProductType',
  'advisorPriority',
  'potentialPlans',
];

interface ClientInfoStepProps {
  initial: TClientFormDraft;
  onBack: () => void;
  /** The draft as typed (kept by the wizard) and the validated record (saved to the client list). */
  onSubmit: (form: TClientFormDraft, data: TClientFormData) => void;
}

export function ClientInfoStep({ initial, onBack, onSubmit }: ClientInfoStepProps) {
  const { form, errors, set, setIn, submit } = useClientForm(initial);
  const jurisdiction = useJurisdiction();
  const preview = useNeedsPreview(form, jurisdiction);
  const needs = {
    form,
    errors,
    setIn,
    jurisdiction,
    defaults: preview?.ready ? preview.defaults : null,
  };
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errorCount = Object.keys(errors).length;

  // After a refused Continue, the first field marked invalid takes focus (once its mark is drawn).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || errorCount === 0) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, errorCount]);

  const handleSubmit = submit(onSubmit, (found) => {
    if (
      !form.showAdvisorSection &&
      Object.keys(found).some((key) => ADVISOR_FIELDS.some((field) => key.startsWith(field)))
    ) {
      set('showAdvisorSection', true);
    }
    focusPending.current = true;
    setAttempt((n) => n + 1);
  });

  return (
    <section aria-labelledby="step-title">
      <StepHeading
        title="Client Information"
        description="Enter your client's details to generate a personalized presentation"
      />
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-6">
        {errorCount > 0 && (
          <Alert tone="danger" title="Please check the highlighted fields">
            {errorCount === 1
              ? 'One field needs your attention.'
              : `${errorCount} fields need your attention.`}
          </Alert>
        )}
        <ClientDemographicsSection form={form} errors={errors} set={set} />
        <NeedsFactsSection {...needs} />
        <EstateNeedsSection {...needs} />
        <BusinessNeedsSection {...needs} />
        <AssumptionsSection {...needs} preview={preview} />
        <PresentationSettingsSection form={form} errors={errors} set={set} />
        <AdvisorInputSection form={form} errors={errors} set={set} />
        <WizardNav onBack={onBack} nextLabel="Continue" nextSubmits />
      </form>
    </section>
  );
}
