// The brand kit: an advisor uploads a logo and sets brand colours on their profile; a new
// presentation shows the logo in the owner's view, on the shared page (whose top bar names the
// advisor with their logo) and in the downloaded file opened from disk with no network at all.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { FrameLocator, Locator } from '@playwright/test';

import { expect, test } from './fixtures';
import { generate, save, setSharing, signedInAdvisor } from './presentation-fixtures';

const LOGO = fileURLToPath(new URL('./fixtures/brand-logo.png', import.meta.url));
const FRAME = 'iframe[title^="Insurance recommendations for"]';

/** The image has loaded and has pixels (a broken image has a natural width of 0). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(120);
}

const coverLogo = (frame: FrameLocator) => frame.locator('#cover img.pc-brand-logo');

test('a brand kit shows on a new presentation, its shared page and its download', async ({
  page,
  browser,
}, testInfo) => {
  const advisor = await signedInAdvisor(page, 'brand');

  await page.goto('/profile');
  const card = page.getByRole('form', { name: 'Brand' });
  await expect(page.getByRole('heading', { name: 'Brand', exact: true })).toBeVisible();

  // The logo: uploaded, previewed from where it is served.
  await page.getByLabel('Upload logo').setInputFiles(LOGO);
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const preview = card.getByRole('img', { name: 'Your logo' });
  await expectLoaded(preview);
  expect(await preview.getAttribute('src')).toMatch(/^\/brand-assets\/[0-9a-f]{64}\.png$/);

  // Colours, with a live contrast warning for a colour white text cannot sit on.
  await card.getByRole('switch', { name: /Use my brand colours/ }).click();
  const primary = card.getByLabel('Primary colour', { exact: true });
  await primary.fill('#FACC15');
  await expect(card.getByText('Some text may be hard to read')).toBeVisible();
  await primary.fill('#7A1F5C');
  await card.getByLabel('Secondary colour', { exact: true }).fill('#4A1238');
  await card.getByLabel('Accent colour', { exact: true }).fill('#E9A6CF');
  await expect(card.getByText('These colours meet the WCAG AA contrast guideline.')).toBeVisible();
  await card.getByLabel('Licence or registration number').fill('LIC-2040');
  await card.getByRole('button', { name: 'Save Brand' }).click();
  await expect(page.getByText('Brand saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Brand' }).getByLabel('Primary colour', { exact: true }),
  ).toHaveValue('#7A1F5C');

  // A new presentation carries the brand: the owner's view shows the logo on its cover.
  const id = await save(page, await generate(page, 'Maria Rivera'));
  await page.goto(`/presentation/${id}`);
  const owner = page.frameLocator(FRAME);
  await expectLoaded(coverLogo(owner));
  await expect(owner.getByText('Licence: LIC-2040').first()).toBeVisible();
  expect(
    await owner
      .locator('html')
      .evaluate((html) => getComputedStyle(html).getPropertyValue('--primary').trim()),
  ).toBe('#7A1F5C');

  // A signed-out visitor: the top bar shows the advisor's logo and name; the cover shows the logo.
  const link = await setSharing(page, id, true);
  expect(link).toBeTruthy();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link!);
  const topBar = visitor.locator('#shared-top-bar');
  await expect(topBar.getByRole('heading', { name: 'Maria Rivera', level: 1 })).toBeVisible();
  await expect(topBar).toContainText(advisor.fullName);
  await expectLoaded(topBar.getByRole('img', { name: `${advisor.companyName} logo` }));
  await expect(topBar.getByText('Pitchcraft')).toHaveCount(0);
  await expectLoaded(coverLogo(visitor.frameLocator(FRAME)));

  // The download embeds the logo: opened from disk with no network, it still shows.
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const file = testInfo.outputPath('maria-rivera-branded.html');
  await download.saveAs(file);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain('src="data:image/png;base64,');
  expect(html).not.toContain('/brand-assets/');
  await visitorContext.close();

  const offlineContext = await browser.newContext({ offline: true });
  await offlineContext.route(/^https?:\/\//, (route) => route.abort());
  const offline = await offlineContext.newPage();
  await offline.goto(pathToFileURL(file).href);
  await expectLoaded(offline.locator('#cover img.pc-brand-logo'));
  await expectLoaded(offline.locator('footer img.pc-footer-logo'));
  await offlineContext.close();
});
