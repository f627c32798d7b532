// npx tsx bench/phone-screens.ts — a young family's built-in presentation at each detail level as
// the client reads it: generated through the product's own procedures, shared, and photographed
// whole at 375 and 1280 px into test-results/phone-screens/, with its length on a phone in
// screens (a screen is a 375 x 812 viewport's height). For looking at, not for timing.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { ADVICE_CLIENTS } from '@pitchcraft/core/testing';

import { prepareDatabase, ROOT, spawnServer, subscribedOverHttp } from './lib';

const OUT = join(ROOT, 'test-results/phone-screens');
const SCREEN_HEIGHT = 812;
const DETAILS = ['concise', 'balanced', 'comprehensive'] as const;

mkdirSync(OUT, { recursive: true });
const prepared = await prepareDatabase();
await prepared.release();
const server = await spawnServer({ ...prepared.env, WEB_DIST: join(ROOT, 'apps/web/dist') });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const { trpc } = await subscribedOverHttp(server);
  for (const detailLevel of DETAILS) {
    const { id: generationId } = await trpc.generation.start.mutate({
      client: { ...ADVICE_CLIENTS.youngFamily, detailLevel },
      strategy: {},
      mode: 'offline',
    });
    for (let status = 'running', tries = 0; status !== 'succeeded'; tries += 1) {
      if (status !== 'running' || tries > 600) throw new Error(`${detailLevel}: ${status}`);
      await new Promise((r) => setTimeout(r, 100));
      status = (await trpc.generation.get.query({ id: generationId })).status;
    }
    const { id } = await trpc.presentations.save.mutate({ generationId });
    const { sharedUrl } = await trpc.presentations.setSharing.mutate({ id, enabled: true });
    if (!sharedUrl) throw new Error(`${detailLevel}: no shared link`);
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: SCREEN_HEIGHT } });
      await page.goto(sharedUrl.replace(/^https?:\/\/[^/]+/, server.url));
      await page.frameLocator('iframe').first().locator('section h2').first().waitFor();
      // The presentation scrolls inside its frame: open its document to measure and photograph it.
      const src = await page.locator('iframe').first().getAttribute('src');
      if (!src) throw new Error(`${detailLevel}: the frame has no src`);
      await page.goto(new URL(src, server.url).href);
      await page.locator('section h2').first().waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(500);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.screenshot({ path: join(OUT, `${detailLevel}-${width}.png`), fullPage: true });
      const screens = (height / SCREEN_HEIGHT).toFixed(2);
      console.log(`${detailLevel} @${width}px: ${height}px, ${screens} screens`);
      await page.close();
    }
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
  await prepared.dispose();
}
