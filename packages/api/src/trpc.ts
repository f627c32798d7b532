// The one initTRPC. Exports router, publicProcedure, protectedProcedure, recordsProcedure and
// subscribedProcedure. Errors are mapped by errors.ts (toTRPCError); here they are only applied.
import { initTRPC, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { ZodError, ZodRealError } from 'zod';

import { decideAccess, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@pitchcraft/core';

import type { Context } from './context';
import { AppError, fieldErrorsOf, toTRPCError } from './errors';

/**
 * What every error carries in `error.data`, on the wire and in a typed client: the code and
 * status, and where they apply the field errors (first field in `field`), a machine-readable
 * `reason` (an AppError's) and the seconds to wait before trying again.
 */
export interface TErrorData {
  code: TRPCError['code'];
  httpStatus: number;
  path?: string;
  fieldErrors?: Record<string, string>;
  field?: string;
  reason?: string;
  retryAfterSeconds?: number;
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  sse: {
    ping: { enabled: true, intervalMs: 10_000 },
    client: { reconnectAfterInactivityMs: 25_000 },
  },
  errorFormatter({ shape, error }) {
    // Mapped again (the same answer) for what never passed a procedure's middleware: an error
    // inside a subscription's stream, whose status travels in data.httpStatus.
    const answer = toTRPCError(error);
    const cause = answer.cause;
    const data: TErrorData = {
      code: answer.code,
      httpStatus: getHTTPStatusCodeFromError(answer),
      path: shape.data.path,
    };
    if (cause instanceof ZodError && answer.code === 'BAD_REQUEST') {
      const fieldErrors = fieldErrorsOf(cause);
      data.fieldErrors = fieldErrors;
      data.field = Object.keys(fieldErrors)[0];
    } else if (cause instanceof AppError) {
      data.reason = cause.reason;
      if (cause.retryAfterSeconds !== undefined) data.retryAfterSeconds = cause.retryAfterSeconds;
      if (cause.field) {
        data.field = cause.field;
        data.fieldErrors = { [cause.field]: cause.message };
      }
    }
    return { ...shape, code: TRPC_ERROR_CODES_BY_KEY[answer.code], message: answer.message, data };
  },
});

/** A procedure's errors leave mapped, so typed callers (tests, scripts) see what the browser sees. */
const errorConversion = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/**
 * PostgreSQL stores no NUL character and no unpaired surrogate: input carrying one is refused as a
 * field error before any schema or service sees it, rather than failing at the database.
 */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  const path = findUnstorableText(await getRawInput());
  if (path) {
    // ZodRealError (what parse() throws) is an Error, so tRPC keeps it as the cause.
    const cause = new ZodRealError([
      { code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE, input: undefined },
    ]);
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
 * Reading the advisor's own records: presentations, their versions, responses, follow-ups,
 * analytics (and, with protectedProcedure, clients, timelines and exports). Only signed in: what an
 * advisor made is theirs to read and take away whatever their subscription does — canceled, lapsed,
 * past due — so the loop they paid for does not lock them out of their own work while their shared
 * links keep working and their clients keep answering. Nothing more is exposed by not asking for a
 * subscription here: every such query is scoped to the session's user, and an account that never
 * had a subscription or trial has no presentations (saving one is subscribed), so it reads empty
 * lists, and the app shows it the Subscription Required page (billing.checkAccess says `readOnly`
 * only to an account that has had one). Everything that creates or changes — generating, editing,
 * regenerating, figures, brand, restoring, saving, sharing, following up — stays on
 * subscribedProcedure. One bookkeeping write is here: marking responses read, which changes only
 * the advisor's own unread count and happens because they read them.
 */
export const recordsProcedure = protectedProcedure;

/**
 * Signed in with an active subscription or trial, decided from the local profile (kept current by
 * webhooks, read with the session), so a guarded call never waits on the payment provider.
 */
/** Refuses, as subscribedProcedure does, a caller whose subscription gives no access now. */
export function assertSubscribed(ctx: { subscription: Context['subscription'] }): void {
  const access = decideAccess(ctx.subscription?.status, ctx.subscription?.cancellationReason);
  if (!access.hasAccess)
    throw new AppError('FORBIDDEN', access.reason, { reason: 'SUBSCRIPTION_REQUIRED' });
}

export const subscribedProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  assertSubscribed(ctx);
  return next();
});
