// Server cold start: process start to /healthz answering, on the embedded database (fresh and
// existing data directory), median of 5 runs each.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { median, ROOT, round, saveFigures } from './lib';

async function coldStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      BILLING_MODE: 'test',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 30_000) throw new Error('server did not start within 30 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const fresh: number[] = [];
const existing: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const dir = mkdtempSync(join(tmpdir(), 'pc-cold-'));
  try {
    fresh.push(await coldStart(join(dir, 'pglite'), 3700 + i));
    existing.push(await coldStart(join(dir, 'pglite'), 3710 + i));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const m = median(existing);
saveFigures('cold-start', [
  {
    figure: 'Cold start to /healthz, embedded database with data (median of 5)',
    target: '< 3 s',
    measured: `${round(m / 1000)} s`,
    met: m < 3000,
  },
  {
    figure: 'Cold start to /healthz, first run creating the embedded database (median of 5)',
    target: '—',
    measured: `${round(median(fresh) / 1000)} s`,
    met: null,
  },
]);
