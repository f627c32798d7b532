// A page whose script does not arrive (a dropped connection, or a release that replaced the files
// this tab was built against) says so and offers a reload, keeping the top bar: never a blank page.

import { expect, subscribedAdvisor, test } from './fixtures';
import { savedPresentation, signedInAdvisor } from './presentation-fixtures';

test('a screen whose script fails to load explains itself and offers a reload', async ({
  page,
  browserErrors,
}) => {
  // The screen's script is cut off on purpose: the browser logs the failed load, and the app the
  // failed import it reports on the page.
  browserErrors.allow(/profile-page-[^/\s]*\.js/);
  await page.goto('/');
  await subscribedAdvisor(page);
  await page.goto('/generate');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.route(/\/static\/profile-page-[^/]*\.js$/, (route) => route.abort('connectionreset'));

  await page.getByRole('link', { name: 'Settings' }).first().click();
  const problem = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(problem).toBeVisible();
  await expect(problem.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // Once the script can be fetched again, reloading shows the page.
  await page.unroute(/\/static\/profile-page-[^/]*\.js$/);
  await problem.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByText('Personal Information').first()).toBeVisible();
});

// A hydration error is a console error, which fails the test (the shared test of ./fixtures).
test('a signed-in advisor opening the prerendered pages gets no hydration error', async ({
  page,
}) => {
  await page.goto('/');
  await subscribedAdvisor(page);
  for (const path of ['/', '/signup', '/auth']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The landing page, then sign-in sending a signed-in visitor on to the wizard.
  await expect(page).toHaveURL(/\/generate$/);
});

test('charts that cannot be drawn are reported, not left "loading" for ever', async ({
  page,
  browserErrors,
}) => {
  // The chart library is cut off on purpose: the browser logs each failed load.
  browserErrors.allow(/ERR_CONNECTION_RESET \[http[^\]]*\/assets\/chart\.umd\.js\]$/);
  test.setTimeout(90_000);
  await signedInAdvisor(page, 'charts-fail');
  const id = await savedPresentation(page, 'Maria Rivera');
  // The chart library never arrives, for the page and for every repair.
  await page.route(/\/assets\/chart\.umd\.js/, (route) => route.abort('connectionreset'));
  await page.goto(`/presentation/${id}`);
  const failed = page.getByRole('alert').filter({ hasText: 'The charts could not be drawn.' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Charts are loading...')).toHaveCount(0);

  // Once the library can be fetched again, reloading draws them.
  await page.unroute(/\/assets\/chart\.umd\.js/);
  await failed.getByRole('button', { name: 'Reload Presentation' }).click();
  await expect(failed).toHaveCount(0);
  const frame = page.frameLocator('iframe[title^="Insurance recommendations"]').first();
  await expect(frame.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
});
