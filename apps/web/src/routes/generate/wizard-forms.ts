// The wizard's react-hook-form steps, in one chunk (see form-steps.ts).
export { ApiKeyStep } from './api-key-step';
export { ClientInfoStep } from './client-info-step';
export { SalesStrategyStep } from './sales-strategy-step';
