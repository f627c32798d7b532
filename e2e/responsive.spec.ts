// Every screen at a 375 px phone and a 1280 px desktop: no horizontal overflow, and a full-page
// screenshot of each in <output dir>/screens/ (test-results/screens/ by default) to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page, TestInfo } from '@playwright/test';

import { expect, test } from './fixtures';
import {
  screenReady,
  signUpWithData,
  walkAccountScreens,
  walkPresentationScreens,
  walkPublicScreens,
  walkWizardScreens,
  type ScreenCheck,
} from './screens';

const SIZES = [
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;

function layoutCollector(testInfo: TestInfo, theme = '') {
  const dir = join(testInfo.project.outputDir, 'screens');
  mkdirSync(dir, { recursive: true });
  const overflowing: Record<string, string> = {};
  const check: ScreenCheck = async (name, page: Page) => {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      // Let layout (and anything sized from the viewport) settle at the new width.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.waitForTimeout(150);
      const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
        const width = window.innerWidth;
        // The widest element sticking out on the right, to say what overflows.
        let culprit = '';
        let widest = width + 1;
        for (const element of document.body.querySelectorAll('*')) {
          const right = element.getBoundingClientRect().right + window.scrollX;
          if (right > widest) {
            widest = right;
            culprit = `${element.tagName.toLowerCase()}.${String(
              element.getAttribute('class') ?? '',
            )
              .split(' ')
              .slice(0, 4)
              .join('.')} (${Math.round(right)} px)`;
          }
        }
        return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprit };
      });
      if (scrollWidth > innerWidth + 1)
        overflowing[`${theme}${name} @${size.width}`] =
          `scrollWidth ${scrollWidth} > ${innerWidth}; widest: ${culprit}`;
      await page.screenshot({
        path: join(dir, `${theme}${name}-${size.width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  const assertNoOverflow = () =>
    expect(overflowing, JSON.stringify(overflowing, null, 2)).toEqual({});
  return { check, assertNoOverflow };
}

test.describe('responsive layout', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the public pages fit a phone and a desktop', async ({ page }, testInfo) => {
    const layout = layoutCollector(testInfo);
    await walkPublicScreens(page, layout.check);
    layout.assertNoOverflow();
  });

  test('the signed-in screens, the wizard and the public forms fit a phone and a desktop', async ({
    page,
  }, testInfo) => {
    const layout = layoutCollector(testInfo);
    await page.goto('/');
    const fixture = await signUpWithData(page, layout.check, 'responsive');
    await walkAccountScreens(page, layout.check, fixture);
    const presentationId = await walkWizardScreens(page, layout.check);
    await walkPresentationScreens(page, layout.check, presentationId);
    layout.assertNoOverflow();
  });

  test('the dark theme of the key screens', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const layout = layoutCollector(testInfo, 'dark-');
    await page.goto('/');
    await screenReady(page, 'AI-Powered Client Presentations That Convert');
    await layout.check('landing', page);
    const fixture = await signUpWithData(page, () => Promise.resolve(), 'responsive-dark');
    await walkAccountScreens(
      page,
      async (name, screen) => {
        if (['clients', 'clients-create-form-dialog', 'client-form-insurance'].includes(name))
          await layout.check(name, screen);
      },
      fixture,
    );
    layout.assertNoOverflow();
  });
});
