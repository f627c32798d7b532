// Loaded by every package's Vitest run: a console.error or console.warn during a test fails that
// test, so a stray warning (React's, a library's, our own) is fixed rather than scrolled past.
// A test that means to provoke one spies on the console itself (vi.spyOn(console, 'warn')), which
// replaces this guard's spy for that test.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

const LEVELS = ['error', 'warn'] as const;
let spies: MockInstance[] = [];
let calls: string[] = [];

const describeArg = (arg: unknown) =>
  arg instanceof Error
    ? (arg.stack ?? arg.message)
    : typeof arg === 'string'
      ? arg
      : JSON.stringify(arg);

beforeEach(() => {
  calls = [];
  spies = LEVELS.map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(describeArg).join(' ')}`);
    }),
  );
});

afterEach(() => {
  const seen = calls;
  for (const spy of spies) spy.mockRestore();
  spies = [];
  calls = [];
  if (seen.length > 0)
    throw new Error(
      `The test wrote to the console (make it quiet, or expect the output with vi.spyOn):\n${seen.join('\n')}`,
    );
});
