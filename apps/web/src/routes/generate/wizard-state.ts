// The generation wizard's state machine (presentations spec §2 and §4): one reducer, and the
// tab-scoped copy in sessionStorage that lets a reload resume a running generation.
import {
  createClientFormDefaults,
  createSalesStrategyDefaults,
  type TClientFormDraft,
  type TSalesStrategy,
} from '@pitchcraft/core';

export type WizardStep =
  | 'select-application'
  | 'client-select'
  | 'client-info'
  | 'sales-strategy'
  | 'review'
  | 'api-key'
  | 'generating'
  | 'preview';

export interface WizardState {
  step: WizardStep;
  form: TClientFormDraft;
  strategy: TSalesStrategy;
  /** The saved client the presentation is for: the one picked from the list, or the one the typed-in details were saved as. */
  clientId: string | null;
  /** The running or finished generation shown by the progress and preview steps. */
  generationId: string | null;
  /** The presentation the preview was saved as; a regeneration with the same inputs saves over it. */
  savedPresentationId: string | null;
  /** The generation that was saved: the preview counts as saved only while it is shown. */
  savedGenerationId: string | null;
  /** The organisation's template the presentation follows (the server loads it); null: none. */
  templateId?: string | null;
}

export type WizardAction =
  | { type: 'go'; step: WizardStep }
  | { type: 'choose-client'; form: TClientFormDraft; clientId: string | null }
  | { type: 'submit-client-info'; form: TClientFormDraft }
  | { type: 'client-saved'; clientId: string | null }
  | { type: 'submit-strategy'; strategy: TSalesStrategy }
  | {
      type: 'choose-template';
      templateId: string | null;
      form: TClientFormDraft;
      strategy: TSalesStrategy;
    }
  | { type: 'generation-started'; id: string }
  | { type: 'generation-succeeded' }
  | { type: 'generation-failed'; step: 'review' | 'api-key' }
  | { type: 'saved'; presentationId: string }
  | { type: 'reset' };

export function initialWizardState(): WizardState {
  return {
    step: 'select-application',
    form: createClientFormDefaults(),
    strategy: createSalesStrategyDefaults(),
    clientId: null,
    generationId: null,
    savedPresentationId: null,
    savedGenerationId: null,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go':
      return { ...state, step: action.step };
    // New inputs make a new presentation; a plain Regenerate saves over the one already saved.
    case 'choose-client':
      return {
        ...state,
        form: action.form,
        clientId: action.clientId,
        savedPresentationId: null,
        step: 'client-info',
      };
    case 'submit-client-info':
      return { ...state, form: action.form, savedPresentationId: null, step: 'sales-strategy' };
    // The client list answered with the client the details were saved as (or the client is gone).
    case 'client-saved':
      return state.clientId === action.clientId ? state : { ...state, clientId: action.clientId };
    case 'submit-strategy':
      return { ...state, strategy: action.strategy, savedPresentationId: null, step: 'review' };
    // A template brings its settings; the advisor can still change each one.
    case 'choose-template':
      return {
        ...state,
        templateId: action.templateId,
        form: action.form,
        strategy: action.strategy,
        savedPresentationId: null,
      };
    case 'generation-started':
      return { ...state, generationId: action.id, savedGenerationId: null, step: 'generating' };
    case 'generation-succeeded':
      return { ...state, step: 'preview' };
    case 'generation-failed':
      return { ...state, generationId: null, step: action.step };
    case 'saved':
      return {
        ...state,
        savedPresentationId: action.presentationId,
        savedGenerationId: state.generationId,
      };
    case 'reset':
      return initialWizardState();
  }
}

/** Back, as spec §4 lists it; null on the first step (the button is disabled there). */
export function previousStep(step: WizardStep): WizardStep | null {
  switch (step) {
    case 'select-application':
      return null;
    case 'client-select':
      return 'select-application';
    case 'client-info':
      return 'client-select';
    case 'sales-strategy':
      return 'client-info';
    case 'review':
      return 'sales-strategy';
    case 'api-key':
      return 'sales-strategy';
    case 'generating':
      return null;
    case 'preview':
      return 'client-info';
  }
}

/** The five steps of the indicator, and which of them each wizard step belongs to. */
export const INDICATOR_STEPS = [
  'Select Industry',
  'Client Profile',
  'Sales Strategy',
  'Review',
  'Preview & Share',
] as const;

export function indicatorIndex(step: WizardStep): number {
  switch (step) {
    case 'select-application':
      return 0;
    case 'client-select':
    case 'client-info':
      return 1;
    case 'sales-strategy':
      return 2;
    case 'review':
    case 'api-key':
    case 'generating':
      return 3;
    case 'preview':
      return 4;
  }
}

/** The wizard's work is done: the presentation shown in the preview was saved. */
function isFinished(
  state: Pick<WizardState, 'step' | 'generationId' | 'savedGenerationId'>,
): boolean {
  return (
    state.step === 'preview' &&
    state.generationId !== null &&
    state.savedGenerationId === state.generationId
  );
}

const STORAGE_KEY = 'pitchcraft.generate.wizard';
const STORED_VERSION = 1;

/**
 * Only this tab keeps the working record (sessionStorage), so a reload during generation comes
 * back to the progress screen and then the result. It is tied to the signed-in advisor, so
 * another account signing in on the same tab starts fresh. The AI key is never stored.
 */
export function loadWizardState(userId: string): WizardState {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return initialWizardState();
    const stored = JSON.parse(raw) as {
      version?: number;
      userId?: string;
      state?: Partial<WizardState>;
    };
    if (stored.version !== STORED_VERSION || stored.userId !== userId || !stored.state)
      return initialWizardState();
    const base = initialWizardState();
    const state: WizardState = {
      ...base,
      ...stored.state,
      form: { ...base.form, ...stored.state.form },
      strategy: { ...base.strategy, ...stored.state.strategy },
    };
    // A finished wizard (its presentation saved) is not reopened: /generate starts a new one.
    if (isFinished(state)) return initialWizardState();
    // A step that needs a generation is only restored together with its id.
    if ((state.step === 'generating' || state.step === 'preview') && !state.generationId)
      state.step = 'review';
    if (state.step === 'api-key') state.step = 'review';
    return state;
  } catch {
    return initialWizardState();
  }
}

export function storeWizardState(state: WizardState, userId: string): void {
  try {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: STORED_VERSION, userId, state }),
    );
  } catch {
    // Storage can be full or disabled; the wizard still works, it just does not survive a reload.
  }
}

export function clearStoredWizardState(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
