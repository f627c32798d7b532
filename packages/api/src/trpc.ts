// The one initTRPC. Exports router, publicProcedure, protectedProcedure and
// subscribedProcedure; AppErrors become TRPCErrors here and nowhere else.
import { initTRPC, TRPCError } from '@trpc/server';
import { decideAccess, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@pitchcraft/core';
import { ZodError, ZodRealError } from 'zod';
import type { Context } from './context';
import { AppError, GENERIC_ERROR_MESSAGE } from './errors';

function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  sse: {
    ping: { enabled: true, intervalMs: 10_000 },
    client: { reconnectAfterInactivityMs: 25_000 },
  },
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const data: Record<string, unknown> = { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path };
    let message = shape.message;
    if (cause instanceof ZodError) {
      const fieldErrors = fieldErrorsOf(cause);
      data.fieldErrors = fieldErrors;
      const [field, first] = Object.entries(fieldErrors)[0] ?? [];
      message = first ?? 'Invalid input';
      data.field = field;
    } else if (cause instanceof AppError) {
      data.reason = cause.reason;
      if (cause.retryAfterSeconds !== undefined) data.retryAfterSeconds = cause.retryAfterSeconds;
      if (cause.field) {
        data.field = cause.field;
        data.fieldErrors = { [cause.field]: cause.message };
      }
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      message = GENERIC_ERROR_MESSAGE;
    }
    return { ...shape, message, data };
  },
});

const CODE_MAP = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<AppError['code'], TRPCError['code']>;

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * What the `postgres` driver and Node raise when the database cannot be reached or the connection
 * drops (CONNECTION_CLOSED: the socket closed under a query), and PostgreSQL's own "shutting
 * down / cannot connect now / too many connections" and class 08 (connection exception) codes.
 */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Database connection failures are the client's "try again later", not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const errorConversion = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: CODE_MAP[cause.code], message: cause.message, cause });
  }
  if (cause instanceof ZodError && result.error.code === 'BAD_REQUEST') {
    // Typed callers (tests, scripts) get the same readable message the browser does.
    const [first] = Object.entries(fieldErrorsOf(cause));
    throw new TRPCError({ code: 'BAD_REQUEST', message: first?.[1] ?? 'Invalid input', cause });
  }
  if (result.error.code === 'INTERNAL_SERVER_ERROR') {
    if (isDatabaseUnavailable(result.error)) {
      ctx.log.warn({ path }, 'database unavailable');
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    ctx.log.error({ err: result.error.cause ?? result.error, path }, 'procedure failed');
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;
/**
 * PostgreSQL stores no NUL character and no unpaired surrogate: input carrying one is refused as a
 * field error before any schema or service sees it, rather than failing at the database.
 */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  const path = findUnstorableText(await getRawInput());
  if (path) {
    // ZodRealError (what parse() throws) is an Error, so tRPC keeps it as the cause.
    const cause = new ZodRealError([{ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE, input: undefined }]);
    throw new TRPCError({ code: 'BAD_REQUEST', message: UNSTORABLE_TEXT_MESSAGE, cause });
  }
  return next();
});

export const publicProcedure = t.procedure.use(errorConversion).use(storableInput);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Signed in with an active subscription or trial, decided from the local profile (kept current by
 * webhooks, read with the session), so a guarded call never waits on the payment provider.
 */
export const subscribedProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const access = decideAccess(ctx.subscription?.status, ctx.subscription?.cancellationReason);
  if (!access.hasAccess) throw new AppError('FORBIDDEN', access.reason, { reason: 'SUBSCRIPTION_REQUIRED' });
  return next();
});
