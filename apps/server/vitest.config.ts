import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
    // The fault tests spawn the built server; build it once per run.
    globalSetup: ['src/faults/build-bundle.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
