// What the server's log may hold. Request lines carry the URL, and some URLs carry a secret: a
// shared presentation's unlock grant (the content frame's ?grant=, and the tRPC inputs that take
// one). Errors may carry a failed query's SQL and parameters, which can include what a user typed.
// Both are cut here, for every log line, instead of at each place that logs.

/** tRPC procedures whose input holds a grant, a token or a password. */
const SECRET_INPUT_PROCEDURES = new Set([
  'presentations.getShared',
  'presentations.unlockShared',
  'analytics.startView',
  'auth.signIn',
  'auth.signUp',
  'auth.resetPassword',
  'auth.changePassword',
  'auth.verifyEmail',
]);

/** Query parameters that are secrets wherever they appear. */
const SECRET_PARAMS = ['grant', 'token'];

const REDACTED = '[redacted]';

/** The URL as it may be logged: secret query parameters and secret tRPC inputs replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const params = new URLSearchParams(url.slice(mark + 1));
  const procedures = path.startsWith('/trpc/')
    ? decodeURIComponent(path.slice('/trpc/'.length)).split(',')
    : [];
  const secretInput = procedures.some((name) => SECRET_INPUT_PROCEDURES.has(name));
  let changed = false;
  for (const name of [...SECRET_PARAMS, ...(secretInput ? ['input'] : [])]) {
    if (params.has(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
}

const SQL_MESSAGE_START = 'Failed query:';
const SQL_OMITTED = 'Failed query (SQL and parameters are not logged)';

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
}

/** Drops the message lines a query error repeats in its stack, keeping the frames. */
function framesOf(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/**
 * pino's error serializer, minus what a failed query adds (its SQL and its parameters, in the
 * message, the stack and the `query` / `params` properties), for the error and its causes.
 */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const fromQuery =
    error.message.startsWith(SQL_MESSAGE_START) || 'query' in error || 'params' in error;
  const code = (error as { code?: unknown }).code;
  const serialized: SerializedError = {
    type: error.name,
    message: fromQuery ? SQL_OMITTED : error.message,
    stack: fromQuery ? framesOf(error.stack) : error.stack,
    ...(code !== undefined ? { code } : {}),
  };
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Fastify's request serializer (method, url, host, remote address), with the URL redacted. */
function serializeRequest(request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's logger at `level`, writing to `stream` when given (tests read it): credentials cut from
 * every request and response line by header path, URLs and errors by the serializers above.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        'req.headers["stripe-signature"]',
      ],
      censor: REDACTED,
    },
    serializers: { req: serializeRequest, err: serializeError },
  };
}
