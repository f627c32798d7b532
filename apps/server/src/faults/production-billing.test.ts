// The built server started as production: without a Stripe key it refuses to start (test-mode
// billing would give every subscription away), unless test mode is chosen, which it says loudly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { BUNDLE, SERVER_DIR, startServerProcess, stopAllServerProcesses } from './processes';

const dataDir = mkdtempSync(join(tmpdir(), 'pitchcraft-production-'));
const PRODUCTION = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  PGLITE_DIR: join(dataDir, 'pglite'),
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'info',
};

afterAll(async () => {
  await stopAllServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the bundle to its exit; resolves with the exit code and everything it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUNDLE], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('production billing', () => {
  it('refuses to start without STRIPE_SECRET_KEY, naming it', async () => {
    const { code, output } = await runToExit(PRODUCTION);
    expect(code).toBe(1);
    expect(output).toContain('STRIPE_SECRET_KEY: is required in production');
    expect(output).toContain('BILLING_MODE=test');
    expect(output).not.toContain('Server listening');
  });

  it('starts in test mode only when BILLING_MODE=test says so, and warns loudly', async () => {
    const server = await startServerProcess({ ...PRODUCTION, BILLING_MODE: 'test' });
    const warning = server
      .logs()
      .map((line) => JSON.parse(line) as { level: number; msg: string; billingMode?: string })
      .find((entry) => entry.billingMode === 'test');
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/BILLING TEST MODE .*every subscription is free/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();
  });
});
