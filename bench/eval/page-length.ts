// A rendered presentation's length on a phone: the page opened in Chromium at 375 × 812, its
// scroll height in screens (one screen is the viewport's height).
import { existsSync } from 'node:fs';

import { chromium, type Browser } from '@playwright/test';

const PHONE = { width: 375, height: 812 } as const;

interface PhoneMeter {
  /** Screens of the page at `url`, opened with the advisor's session cookie. */
  screens(url: string, cookie: string): Promise<number>;
  close(): Promise<void>;
}

export async function openPhoneMeter(): Promise<PhoneMeter> {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser: Browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  return {
    async screens(url, cookie) {
      const context = await browser.newContext({
        viewport: PHONE,
        isMobile: true,
        extraHTTPHeaders: { cookie },
      });
      try {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        await page.locator('section h2').first().waitFor();
        // Charts draw after load; let the layout settle before measuring.
        await page.waitForTimeout(300);
        const height = await page.evaluate(() =>
          Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
        );
        return height / PHONE.height;
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
