// The structure that makes a shared presentation's first screen fast on a phone (bench:mobile
// times it against the bare HTML): its frame's heading paints with two requests answered, the
// page and the frame's document. Every other request (the page's script, the frame's fonts and
// Chart.js, the visit's recording) is held back here and the heading must paint all the same.
import type { Frame, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { generate, save, setSharing, signedInAdvisor } from './presentation-fixtures';

/** The frame's first contentful paint (ms after its navigation began), or 0 before it painted. */
const firstPaintOf = (frame: Frame) =>
  frame.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);

const frameOf = (page: Page, id: string) =>
  page.frames().find((frame) => frame.url().includes(`/content/shared/${id}`));

test('a shared presentation paints its first heading and top bar from the page and its frame’s document alone', async ({
  browser,
  page,
}) => {
  await signedInAdvisor(page, 'first-screen');
  const id = await save(page, await generate(page, 'Morgan Firstscreen'));
  const sharedUrl = await setSharing(page, id, true);
  const path = new URL(sharedUrl!, 'http://localhost').pathname;

  // A visitor, with every request but the two documents left unanswered.
  const context = await browser.newContext();
  const held: string[] = [];
  const answered: string[] = [];
  await context.route('**/*', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === path || pathname === `/content/shared/${id}`) {
      answered.push(pathname);
      return route.continue();
    }
    held.push(pathname);
  });
  try {
    const visitor = await context.newPage();
    await visitor.goto(path, { waitUntil: 'commit' });
    const heading = visitor.frameLocator('#presentation').locator('section h2').first();
    await expect(heading).toBeVisible();
    // Painted, not only laid out: a stylesheet, font or script the frame or the page waited for
    // would hold its first paint (a same-process frame paints with its page).
    await expect
      .poll(async () => {
        const frame = frameOf(visitor, id);
        return frame ? firstPaintOf(frame) : 0;
      })
      .toBeGreaterThan(0);
    await expect.poll(() => firstPaintOf(visitor.mainFrame())).toBeGreaterThan(0);
    await expect(visitor.locator('#shared-top-bar h1')).toHaveText('Morgan Firstscreen');
    expect(answered).toEqual([path, `/content/shared/${id}`]);
    // What waited: the page's script and the frame's own files, none of them needed to paint.
    expect(held.some((held) => held.startsWith('/shared-page/'))).toBe(true);
    expect(held).toContain('/assets/chart.umd.js');
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
});
