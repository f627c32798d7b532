// A postgres.js client that prepares every statement Drizzle sends through it: a Proxy over the
// driver, kept apart from the client factory because it reaches into how Drizzle calls the driver
// (`unsafe`, `begin`, `savepoint`) for speed, not for behaviour. Remove it once Drizzle prepares
// parameterised statements itself (drizzle-orm issue #6096).
import type { Sql } from 'postgres';

/**
 * Drizzle runs every query through `unsafe(text, params, { prepare: false })`, and postgres.js then
 * describes each parameterised statement before running it: two round trips per query, each
 * waiting on a busy event loop (drizzle-orm issue #6096). Prepared, a text costs those two trips
 * once per connection and one round trip from then on. In transactions and savepoints too.
 */
export function preparingStatements<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters?: never[], options?: Record<string, unknown>) =>
          target.unsafe(query, parameters, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const scope = args.pop() as (sql: Sql) => unknown;
          return open(...args, (sql: Sql) => scope(preparingStatements(sql)));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
