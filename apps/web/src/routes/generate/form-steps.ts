// The wizard's form steps (the client's details, the sales strategy, the AI key), each a
// react-hook-form form: in one chunk of their own, fetched as the wizard opens, so its first screen
// downloads less.
import { lazyComponent } from '../presentation/lazy-component';

const loadSteps = () => import('./wizard-forms');

export const ClientInfoStep = lazyComponent(() =>
  loadSteps().then((steps) => steps.ClientInfoStep),
);
export const SalesStrategyStep = lazyComponent(() =>
  loadSteps().then((steps) => steps.SalesStrategyStep),
);
export const ApiKeyStep = lazyComponent(() => loadSteps().then((steps) => steps.ApiKeyStep));

export const preloadFormSteps = () =>
  Promise.all([ClientInfoStep.preload(), SalesStrategyStep.preload(), ApiKeyStep.preload()]);
