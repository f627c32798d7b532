// Hot-path queries are built once per database and reused as prepared statements, so a request
// pays for neither Drizzle's query building nor the server's planning of the same text again.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Executor } from './client';

export function preparedQuery<T>(build: (db: Executor) => T): (db: Executor) => T {
  const cache = new WeakMap<object, T>();
  return (db) => {
    let query = cache.get(db);
    if (query === undefined) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}

/**
 * Descending order that matches our indexes (Drizzle writes `DESC NULLS LAST` in them, while a bare
 * `ORDER BY x DESC` means NULLS FIRST, which would keep PostgreSQL from walking the index).
 */
export const descNullsLast = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
