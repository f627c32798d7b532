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

/**
 * What the page reads from the answers of the procedures it calls: the part of each one's output
 * (inferRouterOutputs<AppRouter>) it relies on. Written here rather than imported, so this DOM-only
 * program stays free of the server's types (and the bundle of everything); the shared page's tests
 * check that the router's outputs still carry them.
 */
export interface PageProcedures {
  'analytics.startView': { viewId: string | null };
  'presentations.unlockShared': { grant: string };
  'responses.submit': { confirmation: string };
  'acknowledgements.sign': { signerName: string; signedAt: string };
}

/** One answer of a batch, as the server sends it: the call's output, or its error. */
export interface ProcedureAnswer<T> {
  result?: { data: T };
  error?: { message?: string; data?: { code?: string; field?: string } };
}

/** Calls `path`; its output is the page's view of the router's (PageProcedures). */
export async function callProcedure<
  T extends PageProcedures[P],
  P extends keyof PageProcedures = keyof PageProcedures,
>(path: P, input: unknown): Promise<T> {
  const response = await fetch(`/trpc/${path}?batch=1`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 0: input }),
  });
  const body = (await response.json().catch(() => null)) as ProcedureAnswer<T>[] | null;
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
