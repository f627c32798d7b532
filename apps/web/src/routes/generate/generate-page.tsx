// The generation wizard (/generate): select-application → client-select → client-info →
// sales-strategy → review → (api-key) → generating → preview, as in presentations spec §2 and §4.
import { PageFallback } from '@/components/layout/page-fallback';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/session';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import {
  createClientFormDefaults,
  type TClientFormData,
  type TClientFormDraft,
} from '@pitchcraft/core';

import { formFromClient, type SavedClient } from './client-record';
import { ClientSelectStep } from './client-select-step';
import { ApiKeyStep, ClientInfoStep, preloadFormSteps, SalesStrategyStep } from './form-steps';
import { ProgressStep } from './progress-step';
import { ReviewStep } from './review-step';
import { SelectApplicationStep } from './select-application-step';
import { StepIndicator } from './step-indicator';
import { TemplatePicker } from './template-picker';
import { useWizardClientSave } from './use-client-save';
import {
  asksForKey,
  useGenerationCapabilities,
  useStartGeneration,
  type StartRequest,
} from './use-generation';
import {
  clearStoredWizardState,
  indicatorIndex,
  loadWizardState,
  previousStep,
  storeWizardState,
  wizardReducer,
  type WizardStep,
} from './wizard-state';

// The preview (the presentation viewer and its toolbar) is the wizard's last step: loaded when the
// generation starts, so the wizard's first screens download less.
const loadPreviewStep = () =>
  import('./preview-step').then((module) => ({ default: module.PreviewStep }));
const PreviewStep = lazy(loadPreviewStep);

type Engine = { mode: 'auto'; apiKey?: string | undefined } | { mode: 'offline' };

export default function GeneratePage() {
  const userId = useSession().session?.user.id ?? '';
  const [state, dispatch] = useReducer(wizardReducer, userId, loadWizardState);
  const capabilities = useGenerationCapabilities();
  const serverKeyAvailable = capabilities.data?.serverKeyAvailable ?? false;
  // The advisor's key lives only in memory, for this visit's generations.
  const [apiKey, setApiKey] = useState('');
  const lastEngine = useRef<Engine | null>(null);
  /** Counts wizards started in this visit: a client saved for an earlier one does not reach this one. */
  const wizardEpoch = useRef(0);
  const onStarted = useCallback((id: string) => dispatch({ type: 'generation-started', id }), []);
  const clientSave = useWizardClientSave();
  const { forget: forgetClientSave } = clientSave;
  const startRef = useRef<((request: StartRequest) => void) | null>(null);
  // The client the request named was deleted meanwhile: start without it (the server then ties the
  // presentation to a client of the same name and address, if the advisor has exactly one).
  const startAgainWithoutClient = useCallback((request: StartRequest) => {
    dispatch({ type: 'client-saved', clientId: null });
    startRef.current?.({ ...request, clientId: null });
  }, []);
  const { start, starting } = useStartGeneration(onStarted, startAgainWithoutClient);
  useEffect(() => {
    startRef.current = start;
  }, [start]);
  const linked = useLinkedClient();

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

  /** A new wizard: the last one's client, key and save under way are forgotten. */
  const startOver = useCallback(() => {
    clearStoredWizardState();
    setApiKey('');
    lastEngine.current = null;
    wizardEpoch.current += 1;
    forgetClientSave();
    dispatch({ type: 'reset' });
  }, [forgetClientSave]);

  const chooseClient = useCallback((form: TClientFormDraft, clientId: string | null) => {
    wizardEpoch.current += 1;
    dispatch({ type: 'choose-client', form, clientId });
  }, []);

  // Sent here from a client's page ("New presentation"): a new wizard for that client.
  const { client: linkedClient, clear: clearLinkedClient } = linked;
  const openedClient = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedClient || openedClient.current === linkedClient.id) return;
    openedClient.current = linkedClient.id;
    startOver();
    chooseClient(formFromClient(linkedClient), linkedClient.id);
    clearLinkedClient();
  }, [linkedClient, startOver, chooseClient, clearLinkedClient]);

  const submitClientInfo = (form: TClientFormDraft, data: TClientFormData) => {
    const epoch = wizardEpoch.current;
    clientSave.save(data, state.clientId, (clientId) => {
      if (epoch === wizardEpoch.current) dispatch({ type: 'client-saved', clientId });
    });
    dispatch({ type: 'submit-client-info', form });
  };

  const generate = (engine: Engine) => {
    lastEngine.current = engine;
    const epoch = wizardEpoch.current;
    // A client save still under way names the client the presentation is for.
    void clientSave.settled().then((savedId) => {
      if (epoch !== wizardEpoch.current) return;
      start({
        form: state.form,
        strategy: state.strategy,
        clientId: savedId ?? state.clientId,
        templateId: state.templateId ?? null,
        ...engine,
      });
    });
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

  const step = state.step;
  // The form steps' code is fetched while the advisor picks an application and a client.
  useEffect(() => void preloadFormSteps(), []);
  // Fetch the preview's code while the presentation is being written.
  useEffect(() => {
    if (step === 'generating') void loadPreviewStep();
  }, [step]);
  const waiting = starting || clientSave.saving;
  return (
    <Page
      title="Generate Presentation"
      description="From client details to a persuasive, personalized presentation in five steps."
    >
      <StepIndicator activeIndex={indicatorIndex(step)} />
      <Suspense fallback={<PageFallback />}>
        {step === 'select-application' && (
          <SelectApplicationStep onSelect={() => go('client-select')} />
        )}
        {step === 'client-select' && (
          <ClientSelectStep
            onBack={back}
            onChoose={(client) =>
              chooseClient(
                client ? formFromClient(client) : createClientFormDefaults(),
                client?.id ?? null,
              )
            }
          />
        )}
        {/* Keyed by the client: a client sent here from their page replaces the form shown. */}
        {step === 'client-info' && (
          <ClientInfoStep
            key={state.clientId ?? 'new'}
            initial={state.form}
            onBack={back}
            onSubmit={submitClientInfo}
          />
        )}
        {step === 'sales-strategy' && (
          <TemplatePicker
            templateId={state.templateId ?? null}
            form={state.form}
            strategy={state.strategy}
            onChoose={(choice) => dispatch({ type: 'choose-template', ...choice })}
          />
        )}
        {step === 'sales-strategy' && (
          <SalesStrategyStep
            key={state.templateId ?? 'none'}
            initial={state.strategy}
            onBack={back}
            onSubmit={(strategy) => dispatch({ type: 'submit-strategy', strategy })}
          />
        )}
        {step === 'review' && (
          <ReviewStep
            form={state.form}
            strategy={state.strategy}
            onBack={back}
            onEditClient={() => go('client-info')}
            onEditStrategy={() => go('sales-strategy')}
            onGenerate={generateFromReview}
            generating={waiting || capabilities.isPending}
          />
        )}
        {step === 'api-key' && (
          <ApiKeyStep
            initialKey={apiKey}
            onBack={back}
            starting={waiting}
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
            onFailed={(reason) =>
              dispatch({
                type: 'generation-failed',
                step: asksForKey(reason) ? 'api-key' : 'review',
              })
            }
          />
        )}
        {step === 'preview' && state.generationId && (
          <Suspense fallback={<PageFallback />}>
            <PreviewStep
              generationId={state.generationId}
              clientName={state.form.clientName}
              savedPresentationId={state.savedPresentationId}
              saved={state.savedGenerationId === state.generationId}
              onSaved={(presentationId) => dispatch({ type: 'saved', presentationId })}
              onMakeChanges={() => go('client-info')}
              onRegenerate={regenerate}
              regenerating={starting}
              onNewPresentation={startOver}
            />
          </Suspense>
        )}
      </Suspense>
    </Page>
  );
}

/**
 * The saved client a client's page sent the advisor here for ("New presentation": the link carries
 * it as history state, see routes/clients/client-page.tsx), once: `clear` drops it, so a reload
 * resumes the wizard rather than starting it over.
 */
function useLinkedClient() {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = (location.state as { client?: Partial<SavedClient> } | null)?.client;
  const client =
    sent && typeof sent.id === 'string' && typeof sent.fullName === 'string'
      ? (sent as SavedClient)
      : null;
  const clear = useCallback(() => void navigate('.', { replace: true, state: null }), [navigate]);
  return { client, clear };
}
