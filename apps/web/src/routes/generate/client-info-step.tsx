// Step 2b: the client's details, the presentation settings and the advisor's input. Submitting
// validates with ZClientFormData, saves the client to the list (never blocking) and moves on.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TClientFormData, TClientFormDraft } from '@pitchcraft/core';
import { Alert } from '@/components/ui/alert';
import { useTRPC } from '@/lib/trpc';
import { AdvisorInputSection } from './advisor-input-section';
import { AssumptionsSection } from './assumptions-section';
import { ClientDemographicsSection } from './client-demographics-section';
import { upsertInputFromForm } from './client-record';
import { NeedsFactsSection } from './needs-facts-section';
import { PresentationSettingsSection } from './presentation-settings-section';
import { StepHeading } from './step-heading';
import { useClientForm } from './use-client-form';
import { WizardNav } from './wizard-nav';

const ADVISOR_FIELDS = ['advisorNotes', 'recommendedProductType', 'advisorPriority', 'potentialPlans'];

/** The last client saved in this tab, so going back and forth does not save it again. */
let lastSavedClient: string | null = null;

interface ClientInfoStepProps {
  initial: TClientFormDraft;
  onBack: () => void;
  onSubmit: (form: TClientFormDraft) => void;
}

export function ClientInfoStep({ initial, onBack, onSubmit }: ClientInfoStepProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, errors, set, setIn, validate } = useClientForm(initial);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errorCount = Object.keys(errors).length;

  const saveClient = useMutation(
    trpc.clients.upsert.mutationOptions({
      onSuccess: async () => {
        toast.success('Client saved', { description: 'Client information has been saved to your client list' });
        await queryClient.invalidateQueries({ queryKey: trpc.clients.list.queryKey() });
      },
      // Spec §4: a failed save does not block the wizard.
      onError: (error) => console.warn('The client could not be saved to the client list', error),
    }),
  );

  useEffect(() => {
    if (attempt === 0) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    firstInvalid?.focus();
  }, [attempt]);

  const save = (data: TClientFormData) => {
    if (!data.clientName) return;
    const input = upsertInputFromForm(data);
    const key = JSON.stringify(input);
    if (key === lastSavedClient) return;
    lastSavedClient = key;
    saveClient.mutate(input);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = validate();
    if (!data) {
      if (!form.showAdvisorSection && Object.keys(found).some((key) => ADVISOR_FIELDS.some((field) => key.startsWith(field)))) {
        set('showAdvisorSection', true);
      }
      setAttempt((n) => n + 1);
      return;
    }
    save(data);
    onSubmit(form);
  };

  return (
    <section aria-labelledby="step-title">
      <StepHeading title="Client Information" description="Enter your client's details to generate a personalized presentation" />
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-6">
        {errorCount > 0 && (
          <Alert tone="danger" title="Please check the highlighted fields">
            {errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}
          </Alert>
        )}
        <ClientDemographicsSection form={form} errors={errors} set={set} />
        <NeedsFactsSection form={form} errors={errors} setIn={setIn} />
        <AssumptionsSection form={form} errors={errors} setIn={setIn} />
        <PresentationSettingsSection form={form} errors={errors} set={set} />
        <AdvisorInputSection form={form} errors={errors} set={set} />
        <WizardNav onBack={onBack} nextLabel="Continue" nextSubmits />
      </form>
    </section>
  );
}
