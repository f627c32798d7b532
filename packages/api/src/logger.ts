// The slice of a pino logger the API needs; Fastify's request logger satisfies it.
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
  child(bindings: Record<string, unknown>): Logger;
}

/** Drops the line: for callers (tests, tools) with nowhere to report to. */
const discard = (): void => undefined;

export const silentLogger: Logger = {
  info: discard,
  warn: discard,
  error: discard,
  debug: discard,
  child: () => silentLogger,
};
