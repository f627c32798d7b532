// Calls to the API's tRPC procedures over plain fetch, in the wire format of the app's batching
// link (one call per batch): POST /trpc/<path>?batch=1 with {"0": input}, answered [{result} | {error}].

export class ProcedureError extends Error {
  constructor(
    message: string,
    /** The tRPC error code (FORBIDDEN, TOO_MANY_REQUESTS, ...); undefined when the call failed to arrive. */
    readonly code: string | undefined,
    /** The input field a BAD_REQUEST is about, when the server names one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

interface Answer<T> {
  result?: { data: T };
  error?: { message?: string; data?: { code?: string; field?: string } };
}

export async function callProcedure<T>(path: string, input: unknown): Promise<T> {
  const response = await fetch(`/trpc/${path}?batch=1`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 0: input }),
  });
  const body = (await response.json().catch(() => null)) as Answer<T>[] | null;
  const answer = Array.isArray(body) ? body[0] : undefined;
  if (answer?.result) return answer.result.data;
  const data = answer?.error?.data;
  throw new ProcedureError(answer?.error?.message ?? '', data?.code, data?.field);
}

/** The server's message for a failed call, or `fallback` when it has none worth showing. */
export function messageOf(error: unknown, fallback: string): string {
  if (
    error instanceof ProcedureError &&
    error.message &&
    error.code &&
    error.code !== 'INTERNAL_SERVER_ERROR'
  )
    return error.message;
  return fallback;
}
