import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;
const debianChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  existsSync(p),
);
// CHROMIUM_PATH, else Debian's chromium, else Playwright's own browser (scripts/ensure-browser.mjs).
const executablePath = process.env.CHROMIUM_PATH ?? debianChromium;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // One retry on CI, and the retries reporter lists every journey that needed it at the end of the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./e2e/reporters/retries.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), APP_ORIGIN: ORIGIN, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  },
});
