import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  clearStoredWizardState,
  INDICATOR_STEPS,
  indicatorIndex,
  initialWizardState,
  loadWizardState,
  previousStep,
  storeWizardState,
  wizardReducer,
  type WizardAction,
  type WizardState,
  type WizardStep,
} from './wizard-state';

const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, initialWizardState());

describe('the generation wizard (presentations spec §2, §4)', () => {
  it('starts on select-application with the working record at its spec defaults', () => {
    const state = initialWizardState();
    expect(state.step).toBe('select-application');
    expect(state.clientId).toBeNull();
    expect(state.generationId).toBeNull();
    expect(state.form).toMatchObject({
      dependents: '0',
      smoker: 'Non-Smoker',
      budget: '100',
      presentationStyle: 'professional',
      colorScheme: 'blue',
    });
    expect(state.strategy).toMatchObject({
      salesApproach: 'consultative',
      closingStrategy: 'assumptive',
    });
  });

  it('walks client-info, sales-strategy, review, generating and preview in order', () => {
    const form = { ...initialWizardState().form, clientName: 'Maria Rivera' };
    const strategy = { ...initialWizardState().strategy, salesApproach: 'value' as const };
    const steps: WizardStep[] = [];
    let state = run({ type: 'go', step: 'client-select' });
    steps.push(state.step);
    for (const action of [
      { type: 'choose-client', form, clientId: 'c1' },
      { type: 'submit-client-info', form },
      { type: 'submit-strategy', strategy },
      { type: 'generation-started', id: 'g1' },
      { type: 'generation-succeeded' },
    ] satisfies WizardAction[]) {
      state = wizardReducer(state, action);
      steps.push(state.step);
    }
    expect(steps).toEqual([
      'client-select',
      'client-info',
      'sales-strategy',
      'review',
      'generating',
      'preview',
    ]);
    expect(state).toMatchObject({
      clientId: 'c1',
      generationId: 'g1',
      form: { clientName: 'Maria Rivera' },
      strategy: { salesApproach: 'value' },
    });
  });

  it('leaves the state it was given untouched', () => {
    const before = initialWizardState();
    const copy = structuredClone(before);
    wizardReducer(before, {
      type: 'submit-client-info',
      form: { ...before.form, clientName: 'Ann' },
    });
    expect(before).toEqual(copy);
  });

  it('goes back to review, or to the key step when the key was the problem, after a failed generation', () => {
    const started = run({ type: 'generation-started', id: 'g1' });
    expect(wizardReducer(started, { type: 'generation-failed', step: 'review' })).toMatchObject({
      step: 'review',
      generationId: null,
    });
    expect(wizardReducer(started, { type: 'generation-failed', step: 'api-key' })).toMatchObject({
      step: 'api-key',
      generationId: null,
    });
  });

  it('saves a plain regeneration over the saved presentation, but new inputs make a new one', () => {
    const saved = run(
      { type: 'generation-started', id: 'g1' },
      { type: 'generation-succeeded' },
      { type: 'saved', presentationId: 'p1' },
    );
    expect(saved).toMatchObject({ savedPresentationId: 'p1', savedGenerationId: 'g1' });

    const regenerated = wizardReducer(saved, { type: 'generation-started', id: 'g2' });
    expect(regenerated.savedPresentationId).toBe('p1');
    // The new preview is not the saved one until it is saved too.
    expect(regenerated.savedGenerationId).toBeNull();

    const { form, strategy } = saved;
    for (const action of [
      { type: 'choose-client', form, clientId: null },
      { type: 'submit-client-info', form },
      { type: 'submit-strategy', strategy },
    ] satisfies WizardAction[]) {
      expect(wizardReducer(saved, action).savedPresentationId, action.type).toBeNull();
    }
  });

  it('keeps the client the typed-in details were saved as, for the generation to name', () => {
    const form = { ...initialWizardState().form, clientName: 'Dana Okafor' };
    const typed = run(
      { type: 'go', step: 'client-select' },
      { type: 'choose-client', form, clientId: null },
      { type: 'submit-client-info', form },
    );
    expect(typed.clientId).toBeNull();
    const saved = wizardReducer(typed, { type: 'client-saved', clientId: 'c9' });
    expect(saved).toMatchObject({
      clientId: 'c9',
      step: 'sales-strategy',
      form: { clientName: 'Dana Okafor' },
    });
    // The same answer again changes nothing; a client that is gone is forgotten.
    expect(wizardReducer(saved, { type: 'client-saved', clientId: 'c9' })).toBe(saved);
    expect(wizardReducer(saved, { type: 'client-saved', clientId: null }).clientId).toBeNull();
    // Choosing again (or starting over) starts from the client chosen.
    expect(
      wizardReducer(saved, { type: 'choose-client', form, clientId: null }).clientId,
    ).toBeNull();
  });

  it('starts over from scratch on reset, with a form of its own', () => {
    const used = run(
      { type: 'submit-client-info', form: { ...initialWizardState().form, clientName: 'Ann' } },
      { type: 'generation-started', id: 'g1' },
    );
    const reset = wizardReducer(used, { type: 'reset' });
    expect(reset).toEqual(initialWizardState());
    reset.form.goals.protectFamily = true;
    expect(initialWizardState().form.goals.protectFamily).toBe(false);
  });

  it('goes Back as spec §4 lists, with no Back from the first step', () => {
    expect(previousStep('select-application')).toBeNull();
    expect(previousStep('client-info')).toBe('client-select');
    expect(previousStep('sales-strategy')).toBe('client-info');
    expect(previousStep('review')).toBe('sales-strategy');
    expect(previousStep('api-key')).toBe('sales-strategy');
    expect(previousStep('preview')).toBe('client-info');
  });

  it('shows each step under its indicator label', () => {
    const label = (step: WizardStep) => INDICATOR_STEPS[indicatorIndex(step)];
    expect(label('select-application')).toBe('Select Industry');
    expect(label('client-select')).toBe('Client Profile');
    expect(label('client-info')).toBe('Client Profile');
    expect(label('sales-strategy')).toBe('Sales Strategy');
    expect(label('review')).toBe('Review');
    expect(label('api-key')).toBe('Review');
    expect(label('generating')).toBe('Review');
    expect(label('preview')).toBe('Preview & Share');
  });
});

describe('the wizard kept for a reload in this tab', () => {
  const storage = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };

  const withStorage = (store: Partial<typeof sessionStorage>) =>
    vi.stubGlobal('window', { sessionStorage: store });

  afterEach(() => {
    storage.clear();
    vi.unstubAllGlobals();
  });

  it('comes back where the advisor was, for the same advisor only', () => {
    withStorage(sessionStorage);
    const state = run(
      {
        type: 'submit-client-info',
        form: { ...initialWizardState().form, clientName: 'Maria Rivera' },
      },
      { type: 'generation-started', id: 'g1' },
    );
    storeWizardState(state, 'advisor-1');
    expect(loadWizardState('advisor-1')).toEqual(state);
    expect(loadWizardState('advisor-2')).toEqual(initialWizardState());
    clearStoredWizardState();
    expect(loadWizardState('advisor-1')).toEqual(initialWizardState());
  });

  it('starts a new wizard after its presentation was saved, but reopens one still in progress', () => {
    withStorage(sessionStorage);
    const previewed = run(
      { type: 'generation-started', id: 'g1' },
      { type: 'generation-succeeded' },
    );
    storeWizardState(previewed, 'advisor-1');
    expect(loadWizardState('advisor-1')).toEqual(previewed);

    const saved = wizardReducer(previewed, { type: 'saved', presentationId: 'p1' });
    storeWizardState(saved, 'advisor-1');
    expect(loadWizardState('advisor-1')).toEqual(initialWizardState());

    // Saved, then back to change the client's details: still work in progress.
    const changing = wizardReducer(saved, { type: 'go', step: 'client-info' });
    storeWizardState(changing, 'advisor-1');
    expect(loadWizardState('advisor-1')).toEqual(changing);
    // Regenerated after saving: the new preview is not saved yet.
    const regenerated = run(
      { type: 'generation-started', id: 'g1' },
      { type: 'generation-succeeded' },
      { type: 'saved', presentationId: 'p1' },
    );
    const again = wizardReducer(
      wizardReducer(regenerated, { type: 'generation-started', id: 'g2' }),
      { type: 'generation-succeeded' },
    );
    storeWizardState(again, 'advisor-1');
    expect(loadWizardState('advisor-1')).toEqual(again);
  });

  it('resumes at review when the step cannot be shown again', () => {
    withStorage(sessionStorage);
    storeWizardState(run({ type: 'go', step: 'api-key' }), 'advisor-1');
    expect(loadWizardState('advisor-1').step).toBe('review');
    storeWizardState({ ...run({ type: 'go', step: 'preview' }), generationId: null }, 'advisor-1');
    expect(loadWizardState('advisor-1').step).toBe('review');
  });

  it('fills fields a stored form lacks from the defaults', () => {
    withStorage(sessionStorage);
    const state = run({ type: 'go', step: 'client-info' });
    const { budget: _dropped, ...form } = state.form;
    storeWizardState({ ...state, form: form as WizardState['form'] }, 'advisor-1');
    expect(loadWizardState('advisor-1').form.budget).toBe('100');
  });

  it('starts fresh from an unreadable record, and works without storage', () => {
    withStorage(sessionStorage);
    storeWizardState(run({ type: 'go', step: 'review' }), 'advisor-1');
    for (const key of storage.keys()) storage.set(key, '{not json');
    expect(loadWizardState('advisor-1')).toEqual(initialWizardState());

    const refuse = () => {
      throw new Error('storage disabled');
    };
    withStorage({ getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => storeWizardState(initialWizardState(), 'advisor-1')).not.toThrow();
    expect(() => clearStoredWizardState()).not.toThrow();
    expect(loadWizardState('advisor-1')).toEqual(initialWizardState());
  });
});
