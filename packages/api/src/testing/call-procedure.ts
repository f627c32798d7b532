// Calls a procedure by its dotted path ('presentations.get'), as the matrices that go through every
// procedure of the router do.
import type { TestBrowser } from './index';

/** Calls `path` as `browser`; a subscription is read to its first event. Throws what the call throws. */
export async function callProcedure(
  browser: TestBrowser,
  path: string,
  input: unknown,
): Promise<void> {
  let target: unknown = browser.caller;
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  const result = await (target as (i: unknown) => Promise<unknown>)(input);
  if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
    const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.return?.();
  }
}
