// The web app's budgets for bench/RESULTS.md: gzipped JavaScript per route from the Vite build,
// and Largest Contentful Paint / layout shift of the landing and shared pages (the Playwright
// loading-budget journey, median of 5 fresh loads).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import {
  LANDING_BUDGET_BYTES,
  measureBundle,
  ROUTE_BUDGET_BYTES,
} from '../apps/web/scripts/bundle-budget';
import { ROOT, saveFigures, type Figure } from './lib';

execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
const report = measureBundle();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const landing = report.routes.find((r) => r.path === '/')!;
const largest = [...report.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0]!;
const figures: Figure[] = [
  {
    figure: 'Landing page JavaScript, gzipped',
    target: '≤ 120 KB',
    measured: kb(landing.gzipBytes),
    met: landing.gzipBytes <= LANDING_BUDGET_BYTES,
  },
  {
    figure: `Largest route's JavaScript, gzipped (${largest.path})`,
    target: '≤ 250 KB',
    measured: kb(largest.gzipBytes),
    met: largest.gzipBytes <= ROUTE_BUDGET_BYTES,
  },
];

const raw = join(ROOT, 'bench/.tmp/web-lcp.jsonl');
rmSync(raw, { force: true });
execFileSync(
  'npx',
  [
    'playwright',
    'test',
    'e2e/performance.spec.ts',
    '--retries=0',
    '--output',
    '/tmp/pitchcraft-bench-web',
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES_FILE: raw, E2E_PORT: process.env.E2E_PORT ?? '3295' },
  },
);
for (const line of readFileSync(raw, 'utf8').trim().split('\n')) {
  const { path, lcpMedianMs, clsMax } = JSON.parse(line) as {
    path: string;
    lcpMedianMs: number;
    clsMax: number;
  };
  const name = path === '/' ? 'landing page' : 'shared presentation';
  figures.push({
    figure: `LCP of the ${name}, loopback, headless Chromium (median of 5)`,
    target: '< 1.0 s',
    measured: `${lcpMedianMs} ms`,
    met: lcpMedianMs < 1000,
  });
  figures.push({
    figure: `Largest layout shift total of the ${name} (worst of 5)`,
    target: '≤ 0.05',
    measured: clsMax.toFixed(4),
    met: clsMax <= 0.05,
  });
}
saveFigures('web', figures);
