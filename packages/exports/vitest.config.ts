import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
