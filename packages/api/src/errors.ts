// One error type for services, and the one mapping from anything thrown to what the client is told
// (toTRPCError). The procedures' middleware, the error formatter and the server's HTTP edge all
// answer through it, so a code, a status or a message is decided here and nowhere else.
import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

import { isDatabaseUnavailable } from './db-outage';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Machine-readable reason the browser can branch on (e.g. 'AI_KEY_INVALID'). */
  readonly reason: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** The input field a BAD_REQUEST is about, so forms show the message beside it. */
  readonly field: string | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { reason?: string; retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
  }
}

/** A unique constraint refused the write (PostgreSQL 23505), here or in an error it wraps. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What the client is told when something failed that should not have: the details are for the log. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What the client is told while the database cannot be reached. */
const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

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
} as const satisfies Record<AppErrorCode, TRPCError['code']>;

/** Each invalid field's first message, by dotted path ('_' when the input as a whole is wrong). */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The TRPCError the client is answered with, for anything a service, a procedure, the session
 * check or a plain route throws (the HTTP status follows from its code):
 * - an AppError: its own code and message;
 * - input that fails its schema: BAD_REQUEST with the first field's message;
 * - a lost database: SERVICE_UNAVAILABLE, asking to try again shortly;
 * - a TRPCError raised on purpose (UNAUTHORIZED, NOT_FOUND, ...): as it is;
 * - anything else is unexpected: INTERNAL_SERVER_ERROR with the generic message.
 * What was thrown stays the cause, for the log and the formatter's data; mapping an answer again
 * gives the same answer.
 */
export function toTRPCError(thrown: unknown): TRPCError {
  // tRPC wraps what a procedure throws in an INTERNAL_SERVER_ERROR: what counts is inside.
  const error = getTRPCErrorFromUnknown(thrown);
  const cause = error.cause;
  if (cause instanceof AppError)
    return new TRPCError({ code: CODE_MAP[cause.code], message: cause.message, cause });
  if (cause instanceof ZodError && error.code === 'BAD_REQUEST') {
    // Typed callers (tests, scripts) get the same readable message the browser does.
    const [first] = Object.values(fieldErrorsOf(cause));
    return new TRPCError({ code: 'BAD_REQUEST', message: first ?? 'Invalid input', cause });
  }
  if (error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const original = cause ?? error;
  if (isDatabaseUnavailable(error))
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_UNAVAILABLE_MESSAGE,
      cause: original,
    });
  return new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: GENERIC_ERROR_MESSAGE,
    cause: original,
  });
}
