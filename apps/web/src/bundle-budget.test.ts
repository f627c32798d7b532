/// <reference types="node" />
// The performance budgets, read from the production build (run after `npm run build`; the unit
// test run excludes this file): the landing page's JavaScript at most 121 KB gzipped, every
// route's at most 250 KB.
import { describe, expect, it } from 'vitest';

import {
  formatReport,
  LANDING_BUDGET_BYTES,
  measureBundle,
  ROUTE_BUDGET_BYTES,
} from '../scripts/bundle-budget';

describe('bundle budgets', () => {
  const report = measureBundle();
  const table = formatReport(report);

  it('gives every lazy route a budget line', () => {
    expect(report.unlistedRouteModules, table).toEqual([]);
  });

  it('keeps the landing page within 121 KB of gzipped JavaScript', () => {
    const landing = report.routes.find((route) => route.path === '/');
    expect(landing, table).toBeDefined();
    expect(landing!.gzipBytes, table).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });

  it.each(
    report.routes
      .filter((route) => route.path !== '/')
      .map((route) => [route.path, route] as const),
  )('keeps %s within 275 KB of gzipped JavaScript', (_path, route) => {
    expect(route.gzipBytes, table).toBeLessThanOrEqual(ROUTE_BUDGET_BYTES);
  });
});
