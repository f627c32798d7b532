// Presentations read on a phone: at 375 x 812 in Chromium, the built-in presentation for a young
// family (children, a mortgage, a budget) and for an estate client, at each detail level, stays
// within its length in screens (a screen is the viewport's 812 px), nothing is wider than the
// screen, and a table of more than three columns reads as labelled cards (a table again on a
// desktop, and a table to a screen reader). Full-page screenshots of each go to
// <output dir>/phone-screens/ to look at. Every evaluation client's built-in page (contrasting
// cases, styles and strategies, up to every focus area and option at once) stays within the length
// of its own detail level too.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { ADVICE_CLIENTS, EVAL_CLIENTS, type TEvalClient } from '@pitchcraft/core/testing';

import { apiOf, expect, test } from './fixtures';
import { save, signedInAdvisor } from './presentation-fixtures';

const PHONE = { width: 375, height: 812 };
/** The longest each detail level may be on a phone, in screens. */
const SCREENS = { concise: 6, balanced: 9, comprehensive: 12 } as const;
type TDetail = keyof typeof SCREENS;
const DETAILS = Object.keys(SCREENS) as TDetail[];

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 180_000 });

/** A built-in presentation for one of the advice clients, generated and saved; its id. */
async function builtIn(
  page: Page,
  client: 'youngFamily' | 'widowEstate',
  detailLevel: TDetail,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { trpc } = apiOf(page);
  const { id } = await trpc.generation.start.mutate({
    client: { ...ADVICE_CLIENTS[client], detailLevel, ...extra },
    strategy: {},
    mode: 'offline',
  });
  await expect
    .poll(async () => (await trpc.generation.get.query({ id })).status, {
      timeout: 45_000,
      intervals: [250, 500, 1000],
    })
    .toBe('succeeded');
  return save(page, id);
}

/** Opens the presentation's own document (what the viewer's frame shows) once its fonts are in. */
async function openDocument(page: Page, id: string): Promise<void> {
  await page.goto(`/content/presentations/${id}`);
  await page.locator('section h2').first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

interface TLayout {
  screens: number;
  scrollWidth: number;
  /** Elements reaching past either edge of the screen, as tag.class (right edge in px). */
  wide: string[];
}

async function layoutOf(page: Page): Promise<TLayout> {
  return page.evaluate((screen) => {
    const width = window.innerWidth;
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')
        .split(' ')
        .join('.')}`;
      wide.push(`${name} (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
    return {
      screens: document.documentElement.scrollHeight / screen,
      scrollWidth: document.documentElement.scrollWidth,
      wide: wide.slice(0, 8),
    };
  }, PHONE.height);
}

for (const client of ['youngFamily', 'widowEstate'] as const) {
  test(`the ${client} presentation reads on a phone at every detail level`, async ({
    page,
  }, testInfo) => {
    await signedInAdvisor(page, `phone-${client.toLowerCase()}`);
    const dir = join(testInfo.project.outputDir, 'phone-screens');
    mkdirSync(dir, { recursive: true });
    const measured: Record<string, string> = {};
    for (const detail of DETAILS) {
      const id = await builtIn(page, client, detail);
      await openDocument(page, id);
      const layout = await layoutOf(page);
      measured[detail] = `${layout.screens.toFixed(2)} screens`;
      await page.screenshot({ path: join(dir, `${client}-${detail}-375.png`), fullPage: true });
      expect(layout.scrollWidth, `${detail}: the page scrolls sideways`).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(layout.wide, `${detail}: wider than the screen`).toEqual([]);
      expect
        .soft(layout.screens, `${detail}: ${layout.screens.toFixed(2)} screens`)
        .toBeLessThanOrEqual(SCREENS[detail]);
    }
    testInfo.annotations.push({ type: 'page length', description: JSON.stringify(measured) });
  });
}

test("every evaluation client's built-in page stays within its detail level's length", async ({
  page,
}, testInfo) => {
  await signedInAdvisor(page, 'phone-eval-clients');
  const { trpc } = apiOf(page);
  const dir = join(testInfo.project.outputDir, 'phone-screens');
  mkdirSync(dir, { recursive: true });
  const measured: Record<string, string> = {};
  for (const name of Object.keys(EVAL_CLIENTS) as TEvalClient[]) {
    const { client, strategy } = EVAL_CLIENTS[name];
    const { id: generation } = await trpc.generation.start.mutate({
      client,
      strategy,
      mode: 'offline',
    });
    await expect
      .poll(async () => (await trpc.generation.get.query({ id: generation })).status, {
        timeout: 45_000,
        intervals: [250, 500, 1000],
      })
      .toBe('succeeded');
    await openDocument(page, await save(page, generation));
    const layout = await layoutOf(page);
    const detail = client.detailLevel;
    measured[name] = `${detail} ${layout.screens.toFixed(2)}`;
    await page.screenshot({ path: join(dir, `eval-${name}-375.png`), fullPage: true });
    expect(layout.wide, `${name}: wider than the screen`).toEqual([]);
    expect
      .soft(layout.screens, `${name} (${detail}): ${layout.screens.toFixed(2)} screens`)
      .toBeLessThanOrEqual(SCREENS[detail]);
  }
  testInfo.annotations.push({ type: 'page length', description: JSON.stringify(measured) });
  console.log(JSON.stringify(measured));
});

test('a table of more than three columns reads as labelled cards on a phone, a table elsewhere', async ({
  page,
}) => {
  await signedInAdvisor(page, 'phone-cards');
  // The cost breakdown adds the premium calculation: policy, cover, rate and monthly premium.
  const id = await builtIn(page, 'youngFamily', 'balanced', { focusAreas: ['Cost Breakdown'] });
  await openDocument(page, id);
  const table = page.locator('table.pc-table-cards').first();
  await expect(table).toBeVisible();
  const cards = await table.evaluate((element) => {
    const rows = [...element.querySelectorAll('tbody tr')];
    const head = element.querySelector('thead')?.getBoundingClientRect();
    return {
      columns: element.querySelectorAll('thead th').length,
      headHeight: head?.height ?? -1,
      rowDisplay: rows.map((row) => getComputedStyle(row).display),
      rowWidths: rows.map((row) => row.getBoundingClientRect().width),
      labels: [...element.querySelectorAll('tbody td[data-label]')].map((cell) => ({
        label: cell.getAttribute('data-label'),
        shown: getComputedStyle(cell, '::before').content,
      })),
    };
  });
  expect(cards.columns).toBeGreaterThan(3);
  expect(cards.headHeight).toBeLessThanOrEqual(1);
  expect(cards.rowDisplay.length).toBeGreaterThan(0);
  expect(new Set(cards.rowDisplay)).toEqual(new Set(['block']));
  for (const width of cards.rowWidths) expect(width).toBeLessThanOrEqual(PHONE.width);
  const cover = cards.labels.find((l) => l.label === 'Cover');
  expect(cover?.shown).toContain('Cover');
  // A screen reader still meets a table: its roles, column headers and cells.
  await expect(table).toHaveAttribute('role', 'table');
  await expect(table.getByRole('columnheader', { name: 'Cover' })).toHaveCount(1);
  await expect(table.getByRole('cell', { name: /^\$[\d,]+$/ }).first()).toBeVisible();
  // A desktop shows it as a table with its header row.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
  await expect(table.locator('thead th').first()).toBeVisible();
});
