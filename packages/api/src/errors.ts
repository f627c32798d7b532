// One error type for services, mapped to tRPC codes in one place (trpc.ts errorFormatter).
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

  constructor(code: AppErrorCode, message: string, options: { reason?: string; retryAfterSeconds?: number; field?: string } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
