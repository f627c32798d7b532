// Raw `db.execute` results differ by driver: the `postgres` driver answers an array of rows,
// PGlite an object with `rows`. One typed reading for both.

/** The rows of a raw query's result, typed as the query's select list says. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
