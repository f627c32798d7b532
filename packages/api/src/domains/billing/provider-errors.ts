// What we log of a billing provider's failure: never keys, signatures or request bodies.

export function providerErrorSummary(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error).slice(0, 200) };
  const { statusCode, code, type } = error as {
    statusCode?: unknown;
    code?: unknown;
    type?: unknown;
  };
  return {
    errorName: error.name,
    errorMessage: error.message.slice(0, 300),
    statusCode,
    code,
    type,
  };
}
