// Starts the built product for the browser journeys on a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'pitchcraft-e2e-'));
const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PGLITE_DIR: join(dir, 'pglite'), DATABASE_URL: '' },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
