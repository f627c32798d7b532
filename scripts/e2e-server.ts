// Starts the built product for the browser journeys on a fresh embedded database, with a local
// stand-in for the AI vendor: a client named "Hostile Fixture" gets e2e/fixtures/hostile-presentation.html,
// anyone else a short well-formed presentation streamed in chunks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeAnthropic } from '../packages/api/src/testing/fake-anthropic';

const hostile = readFileSync(new URL('../e2e/fixtures/hostile-presentation.html', import.meta.url), 'utf8');
const vendor = await startFakeAnthropic();
vendor.respond = (body) => {
  const text = body.messages.map((m) => m.content).join('\n');
  if (text.includes('Hostile Fixture')) return { kind: 'stream', chunks: [hostile.slice(0, 600), hostile.slice(600)], delayMs: 20 };
  return undefined;
};

const dir = mkdtempSync(join(tmpdir(), 'pitchcraft-e2e-'));
const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PGLITE_DIR: join(dir, 'pglite'), DATABASE_URL: '', ANTHROPIC_BASE_URL: vendor.url, OFFLINE_CHUNK_DELAY_MS: '4', RATE_LIMIT_SCALE: '50' },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  void vendor.close().finally(() => process.exit(code ?? 0));
});
