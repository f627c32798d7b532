export {
  appRouter,
  createCaller,
  type AppRouter,
  type RouterInputs,
  type RouterOutputs,
} from './root';
export {
  createContext,
  type ApiConfig,
  type Context,
  type ContextDeps,
  type CookieJar,
  type CookieOptions,
  type RequestMeta,
} from './context';
export { AppError, GENERIC_ERROR_MESSAGE, toTRPCError } from './errors';
export type { TErrorData } from './trpc';
export { isDatabaseUnavailable } from './db-outage';
export type { Logger } from './logger';
export { silentLogger } from './logger';
export * from './services';
export {
  createServices,
  type ServicesOptions,
  type WiredServices,
} from './services/create-services';
export {
  EventWriter,
  INTERRUPTED_MESSAGE,
  RESTART_NOTICE_TITLE,
  SSE_HEADERS,
  sseSettingsOf,
  streamSubscription,
  type Engine,
  type JobEvent,
  type SubscriptionRequest,
} from './engine';
export { KEY_REQUIRED_MESSAGE } from './writing/write-job';
export type { PresentationWriter } from './writing/writer';
export { SESSION_COOKIE, sessionCookieName } from './domains/auth/session';
export * from './domains/billing';
export * from './domains/generation';
export * from './domains/presentations';
export * from './domains/analytics';
export { getPublicLink } from './domains/intake/service';
export { sharedGateBrandOf, type SharedBrand } from './domains/profile/brand';
export * from './domains/exports';
export * from './domains/audit';
