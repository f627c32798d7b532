// The loading budgets in headless Chromium on loopback, for the landing page and a shared
// presentation: every load (5 fresh loads, each in a new context, so with a cold HTTP cache)
// measures a real Largest Contentful Paint of a named element, no layout shift above 0.05, and
// the JavaScript the landing page really downloads stays within its 121 KB gzipped budget.
// Times belong in benchmarks: `npm run bench:web` runs this file and holds the LCP median under
// 1.0 s (BENCH_FIGURES_FILE set); a test run on a busy machine does not fail on a time.
import { appendFileSync } from 'node:fs';

import type { Browser } from '@playwright/test';

import { gzipSize, LANDING_BUDGET_BYTES, WEB_DIST } from '../apps/web/scripts/bundle-budget';
import { expect, test } from './fixtures';
import { generate, save, setSharing, signedInAdvisor } from './presentation-fixtures';

const LCP_BUDGET_MS = 1000;
const CLS_BUDGET = 0.05;
const LOADS = 5;

interface LoadMetrics {
  lcp: number;
  lcpElement: string;
  cls: number;
  scripts: string[];
}

/** One fresh load of `path`: LCP and layout shifts read with buffered PerformanceObservers after load and a short idle. */
async function measureLoad(browser: Browser, path: string, ready: string): Promise<LoadMetrics> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'load' });
    await page.locator(ready).first().waitFor();
    // Quiet network, but bounded: on the shared page 'networkidle' once never came in two minutes
    // although the trace showed every request answered and 9 s without one. The paint entries
    // read below are buffered, so they are all there either way.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    const metrics = await page.evaluate(
      () =>
        new Promise<{ lcp: number; lcpElement: string; cls: number }>((resolve) => {
          let lcp = 0;
          let lcpElement = '';
          let cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              element?: Element | null;
            })[]) {
              lcp = entry.startTime;
              lcpElement = entry.element
                ? `${entry.element.tagName.toLowerCase()}${entry.element.id ? `#${entry.element.id}` : ''}`
                : '';
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // Buffered entries are delivered asynchronously: give the observers a frame or two.
          setTimeout(() => resolve({ lcp, lcpElement, cls }), 100);
        }),
    );
    return { ...metrics, scripts };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(browser: Browser, path: string, ready: string) {
  // One unmeasured load warms the server and the browser process, as a real visitor never meets them cold.
  await measureLoad(browser, path, ready);
  const loads: LoadMetrics[] = [];
  for (let i = 0; i < LOADS; i += 1) loads.push(await measureLoad(browser, path, ready));
  const summary = {
    lcpMedianMs: Math.round(median(loads.map((l) => l.lcp))),
    lcpMs: loads.map((l) => Math.round(l.lcp)),
    lcpElement: loads.map((l) => l.lcpElement),
    clsMax: Math.max(...loads.map((l) => l.cls)),
    cls: loads.map((l) => Number(l.cls.toFixed(4))),
  };
  console.log(`${path}: ${JSON.stringify(summary)}`);
  // A real measurement: every load saw its largest paint, of an element it can name.
  for (const load of loads) {
    expect(load.lcp, JSON.stringify(summary)).toBeGreaterThan(0);
    expect(load.lcpElement, JSON.stringify(summary)).not.toBe('');
  }
  if (process.env.BENCH_FIGURES_FILE)
    expect(summary.lcpMedianMs, JSON.stringify(summary)).toBeLessThan(LCP_BUDGET_MS);
  // `npm run bench` collects the figures for bench/RESULTS.md.
  if (process.env.BENCH_FIGURES_FILE)
    appendFileSync(process.env.BENCH_FIGURES_FILE, `${JSON.stringify({ path, ...summary })}\n`);
  return { loads, summary };
}

test.describe('loading budgets', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the landing page paints its largest content (timed by bench:web) without layout shift, on at most 121 KB of JavaScript', async ({
    browser,
  }) => {
    const { loads, summary } = await measure(browser, '/', 'h1#hero-title');
    expect(summary.clsMax, JSON.stringify(summary)).toBeLessThanOrEqual(CLS_BUDGET);

    // What the browser really fetched for '/', sized as the build's files gzipped at level 9.
    const files = [...new Set(loads[0]!.scripts)]
      .filter((path) => path.startsWith('/static/'))
      .map((path) => path.slice(1));
    const sizes = files.map((file) => ({ file, gzipBytes: gzipSize(WEB_DIST, file) }));
    const total = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    console.log(
      `landing JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files`,
    );
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });

  test('a shared presentation paints its largest content (timed by bench:web) without layout shift', async ({
    browser,
    page,
  }) => {
    await signedInAdvisor(page, 'perf');
    const id = await save(page, await generate(page, 'Morgan Perf'));
    const sharedUrl = await setSharing(page, id, true);
    expect(sharedUrl).toBeTruthy();
    const path = new URL(sharedUrl!, 'http://localhost').pathname;

    // The top page's paint: the presentation itself is in a frame of the content origin, which
    // this page cannot observe (bench:mobile times the frame's first heading).
    const { summary } = await measure(browser, path, 'iframe');
    expect(summary.clsMax, JSON.stringify(summary)).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
