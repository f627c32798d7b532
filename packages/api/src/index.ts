export { appRouter, createCaller, type AppRouter, type RouterInputs, type RouterOutputs } from './root';
export { createContext, type ApiConfig, type Context, type ContextDeps, type CookieJar, type CookieOptions, type RequestMeta } from './context';
export { AppError } from './errors';
export type { Logger } from './logger';
export { silentLogger } from './logger';
export * from './services';
export { SESSION_COOKIE } from './domains/auth/session';
