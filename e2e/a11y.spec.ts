// axe-core on every screen (WCAG 2.0 A and AA, 2.1 AA): no serious or critical violation, in the
// light theme and, for the key screens, the dark one. A failure lists each violation's rule and the
// elements it found, for every screen at once.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import {
  signUpWithData,
  walkAccountScreens,
  walkPresentationScreens,
  walkPublicScreens,
  walkWizardScreens,
  type ScreenCheck,
} from './screens';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits (a few seconds at most) until the page's finite animations and transitions have ended: a
 * toast caught mid-fade has a blended colour that axe reads as too little contrast.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const iterations = animation.effect?.getComputedTiming().iterations ?? 1;
          return animation.playState !== 'running' || iterations === Infinity;
        }),
      undefined,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => undefined);
}

async function axeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

/** Runs axe on each screen and fails at the end with every screen's findings. */
function axeCollector() {
  const findings: Record<string, string[]> = {};
  const check: ScreenCheck = async (name, page) => {
    const found = await axeFindings(page);
    console.log(
      `axe ${name}: ${found.length === 0 ? 'no serious or critical violations' : found.join('\n  ')}`,
    );
    if (found.length > 0) findings[name] = found;
  };
  const assertClean = () => expect(findings, JSON.stringify(findings, null, 2)).toEqual({});
  return { check, assertClean };
}

test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 180_000 });
  // axe fetches each stylesheet to read its rules; inside a presentation's frame the CSP
  // (connect-src 'none') refuses that, as it should, and the browser logs the refusal.
  test.use({
    allowedConsoleErrors: [
      /^console error: Connecting to '[^']*\/assets\/[^']*\.css' violates the following Content Security Policy directive: "connect-src 'none'"/,
    ],
  });

  test('the public pages', async ({ page }) => {
    const axe = axeCollector();
    await walkPublicScreens(page, axe.check);
    axe.assertClean();
  });

  test('the signed-in screens, the wizard and the public forms', async ({ page }) => {
    const axe = axeCollector();
    await page.goto('/');
    const fixture = await signUpWithData(page, axe.check, 'a11y');
    await walkAccountScreens(page, axe.check, fixture);
    const presentationId = await walkWizardScreens(page, axe.check);
    await walkPresentationScreens(page, axe.check, presentationId);
    axe.assertClean();
  });

  test('the key screens in the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const axe = axeCollector();
    const dark: ScreenCheck = (name, screen) => axe.check(`dark ${name}`, screen);
    await walkPublicScreens(page, dark);
    const fixture = await signUpWithData(page, dark, 'a11y-dark');
    await walkAccountScreens(page, dark, fixture);
    await walkWizardScreens(page, dark);
    axe.assertClean();
  });
});
