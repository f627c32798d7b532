// The generation wizard (/generate): select-application → client-select → client-info →
// sales-strategy → review → (api-key) → generating → preview, as in presentations spec §2 and §4.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createClientFormDefaults } from '@pitchcraft/core';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/session';
import { ApiKeyStep } from './api-key-step';
import { ClientInfoStep } from './client-info-step';
import { formFromClient } from './client-record';
import { ClientSelectStep } from './client-select-step';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { ReviewStep } from './review-step';
import { SalesStrategyStep } from './sales-strategy-step';
import { SelectApplicationStep } from './select-application-step';
import { StepIndicator } from './step-indicator';
import { asksForKey, useGenerationCapabilities, useStartGeneration } from './use-generation';
import { clearStoredWizardState, indicatorIndex, loadWizardState, previousStep, storeWizardState, wizardReducer, type WizardStep } from './wizard-state';

type Engine = { mode: 'auto'; apiKey?: string | undefined } | { mode: 'offline' };

export default function GeneratePage() {
  const userId = useSession().session?.user.id ?? '';
  const [state, dispatch] = useReducer(wizardReducer, userId, loadWizardState);
  const capabilities = useGenerationCapabilities();
  const serverKeyAvailable = capabilities.data?.serverKeyAvailable ?? false;
  // The advisor's key lives only in memory, for this visit's generations.
  const [apiKey, setApiKey] = useState('');
  const lastEngine = useRef<Engine | null>(null);
  const onStarted = useCallback((id: string) => dispatch({ type: 'generation-started', id }), []);
  const { start, starting } = useStartGeneration(onStarted);

  useEffect(() => storeWizardState(state, userId), [state, userId]);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [state.step]);

  const go = (step: WizardStep) => dispatch({ type: 'go', step });
  const back = () => {
    const previous = previousStep(state.step);
    if (previous) go(previous);
  };

  const generate = (engine: Engine) => {
    lastEngine.current = engine;
    start({ form: state.form, strategy: state.strategy, clientId: state.clientId, ...engine });
  };

  const generateFromReview = () => {
    if (serverKeyAvailable) generate({ mode: 'auto' });
    else go('api-key');
  };

  const regenerate = () => {
    const engine = lastEngine.current ?? (serverKeyAvailable ? { mode: 'auto' as const } : null);
    if (engine) generate(engine);
    else go('api-key');
  };

  const newPresentation = () => {
    clearStoredWizardState();
    setApiKey('');
    lastEngine.current = null;
    dispatch({ type: 'reset' });
  };

  const step = state.step;
  return (
    <Page title="Generate Presentation" description="From client details to a persuasive, personalized presentation in five steps.">
      <StepIndicator activeIndex={indicatorIndex(step)} />
      {step === 'select-application' && <SelectApplicationStep onSelect={() => go('client-select')} />}
      {step === 'client-select' && (
        <ClientSelectStep
          onBack={back}
          onChoose={(client) =>
            dispatch({ type: 'choose-client', form: client ? formFromClient(client) : createClientFormDefaults(), clientId: client?.id ?? null })
          }
        />
      )}
      {step === 'client-info' && <ClientInfoStep initial={state.form} onBack={back} onSubmit={(form) => dispatch({ type: 'submit-client-info', form })} />}
      {step === 'sales-strategy' && (
        <SalesStrategyStep initial={state.strategy} onBack={back} onSubmit={(strategy) => dispatch({ type: 'submit-strategy', strategy })} />
      )}
      {step === 'review' && (
        <ReviewStep
          form={state.form}
          strategy={state.strategy}
          onBack={back}
          onEditClient={() => go('client-info')}
          onEditStrategy={() => go('sales-strategy')}
          onGenerate={generateFromReview}
          generating={starting || capabilities.isPending}
        />
      )}
      {step === 'api-key' && (
        <ApiKeyStep
          initialKey={apiKey}
          onBack={back}
          starting={starting}
          onContinue={(key) => {
            setApiKey(key);
            generate({ mode: 'auto', apiKey: key });
          }}
          onUseBuiltIn={() => generate({ mode: 'offline' })}
        />
      )}
      {step === 'generating' && state.generationId && (
        <ProgressStep
          key={state.generationId}
          generationId={state.generationId}
          clientName={state.form.clientName}
          detailLevel={state.form.detailLevel}
          onDone={() => dispatch({ type: 'generation-succeeded' })}
          onFailed={(reason) => dispatch({ type: 'generation-failed', step: asksForKey(reason) ? 'api-key' : 'review' })}
        />
      )}
      {step === 'preview' && state.generationId && (
        <PreviewStep
          generationId={state.generationId}
          clientName={state.form.clientName}
          savedPresentationId={state.savedPresentationId}
          saved={state.savedGenerationId === state.generationId}
          onSaved={(presentationId) => dispatch({ type: 'saved', presentationId })}
          onMakeChanges={() => go('client-info')}
          onRegenerate={regenerate}
          regenerating={starting}
          onNewPresentation={newPresentation}
        />
      )}
    </Page>
  );
}
