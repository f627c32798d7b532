// What the server and the harness need of billing: the two providers and the webhook handler.
export * from './provider';
export {
  createStripeBillingProvider,
  STRIPE_API_VERSION,
  type StripeProviderOptions,
} from './stripe';
export { createTestModeBillingProvider } from './test-mode';
export { providerErrorSummary } from './provider-errors';
export {
  handleStripeWebhook,
  HANDLED_STRIPE_EVENTS,
  type StripeWebhookDeps,
  type WebhookOutcome,
} from './webhook';
