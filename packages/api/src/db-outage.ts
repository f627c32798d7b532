// Which errors mean "the database cannot be reached right now": the client is told to try again
// later (503) and the log gets a warning, because an outage is an operational condition, not a bug.

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

/** True when the error, or any error in its cause chain, carries one of those codes. */
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
