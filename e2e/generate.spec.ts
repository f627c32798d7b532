// The generation wizard: a subscribed advisor goes from a saved client to a rendered, saved
// presentation with the built-in generator; client-info validation; the sign-in requirement.
import type { Page } from '@playwright/test';

import { apiOf, expect, newAdvisor, saveMariaRivera, subscribedAdvisor, test } from './fixtures';

async function openClientStep(page: Page) {
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Select Industry' })).toBeVisible();
  await page.getByRole('button', { name: /Insurance & Financial Services/ }).click();
  await expect(page.getByRole('heading', { name: 'Select a Client' })).toBeVisible();
}

test('a subscribed advisor walks the wizard from a saved client to a rendered presentation', async ({
  page,
}) => {
  await page.goto('/');
  await subscribedAdvisor(page, newAdvisor('wizard'));
  await saveMariaRivera(apiOf(page));

  await openClientStep(page);
  const useSelected = page.getByRole('button', { name: 'Use Selected Client' });
  await expect(useSelected).toBeDisabled();
  await page.getByPlaceholder('Search by name or email...').fill('nobody-here');
  await expect(page.getByText('No matching clients found')).toBeVisible();
  await page.getByPlaceholder('Search by name or email...').fill('MARIA');
  await page.getByRole('button', { name: /^Maria Rivera/ }).click();
  await useSelected.click();

  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Client Name/ })).toHaveValue('Maria Rivera');
  await expect(page.getByRole('spinbutton', { name: /Age/ })).toHaveValue('38');
  await expect(page.getByTestId('budget-value')).toHaveText('$250/month');
  await page.getByRole('combobox', { name: /Insurance Type/ }).selectOption('Term Life Insurance');
  await page
    .getByRole('combobox', { name: /Insurance Company/ })
    .selectOption({ label: 'Industrial Alliance' });
  await page
    .getByRole('combobox', { name: /^Product/ })
    .selectOption({ label: 'LifeProtect Plus' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Sales Strategy' })).toBeVisible();
  await page.getByRole('tab', { name: 'Closing' }).click();
  await page.getByText('Summary close').click();
  await page.getByRole('button', { name: 'Review Info' }).click();

  await expect(page.getByRole('heading', { name: 'Review', exact: true })).toBeVisible();
  await expect(page.getByText('Industrial Alliance')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Presentation' }).click();

  await expect(page.getByRole('heading', { name: 'AI Vendor Key' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Continue with the built-in generator' }).click();

  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toBeVisible({
    timeout: 45_000,
  });
  const presentation = page.frameLocator(
    'iframe[title="Insurance recommendations for Maria Rivera"]',
  );
  await expect(presentation.getByText(/Maria/).first()).toBeVisible({ timeout: 15_000 });
  await expect(presentation.locator('canvas').first()).toBeVisible();
  await expect(page.getByText('Presentation Error')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save Presentation' }).click();
  await expect(page.getByRole('button', { name: 'Saved Successfully!' })).toBeDisabled();
  await expect(page.getByText('Share with clients')).toBeVisible();

  // From the preview straight to editing the saved presentation's sections.
  await page.getByRole('button', { name: 'Edit sections' }).click();
  await expect(page).toHaveURL(/\/presentation\/[A-Za-z0-9-]+\?edit=1$/);
  await expect(page.getByTestId('edit-panel')).toBeVisible();
  await expect(page.getByTestId('edit-section').first()).toBeVisible();
});

test('submitting an empty client form shows the messages beside the fields', async ({ page }) => {
  await page.goto('/');
  await subscribedAdvisor(page, newAdvisor('wizard-empty'));
  await openClientStep(page);
  await expect(page.getByText('No Client Data Available')).toBeVisible();
  await page.getByRole('button', { name: 'Continue Without Client Data' }).click();

  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of [
    'Client name is required',
    'Age is required',
    'Please select a gender',
    'Annual income is required',
    'Please select a marital status',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: /Client Name/ })).toBeFocused();
  await page.keyboard.type('Maria Rivera');
  await expect(page.getByText('Client name is required', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Age is required', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
});

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/generate');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please sign in to access the generation tools')).toBeVisible();
});

test('with an AI key the advisor watches the presentation appear section by section', async ({
  page,
}) => {
  await page.goto('/');
  await subscribedAdvisor(page, newAdvisor('wizard-live'));
  await openClientStep(page);
  await page.getByRole('button', { name: 'Continue Without Client Data' }).click();
  await page.getByRole('textbox', { name: /Client Name/ }).fill('Dana Whitfield');
  await page.getByRole('spinbutton', { name: /Age/ }).fill('41');
  await page.getByRole('combobox', { name: /Gender/ }).selectOption('Female');
  await page.getByRole('spinbutton', { name: /Annual Income/ }).fill('96000');
  await page.getByRole('combobox', { name: /Marital Status/ }).selectOption('Married');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sales Strategy' })).toBeVisible();
  await page.getByRole('button', { name: 'Review Info' }).click();
  await page.getByRole('button', { name: 'Generate Presentation' }).click();

  await expect(page.getByRole('heading', { name: 'AI Vendor Key' })).toBeVisible();
  // Any key reaches the e2e server's vendor stand-in, which streams its sections over ~3 s.
  await page.getByLabel('Claude API Key').fill('sk-ant-e2e-stand-in');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The first section is on screen, in the live preview, while the rest is still being written.
  const list = page.getByRole('list', { name: 'Sections written' });
  await expect(list).toBeVisible();
  const preview = page.frameLocator('iframe[title="Live preview of the presentation"]');
  await expect(preview.locator('section#cover h1')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Writing…')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toHaveCount(0);

  // Then the finished page opens in the preview step.
  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toBeVisible({
    timeout: 45_000,
  });
  const presentation = page.frameLocator(
    'iframe[title="Insurance recommendations for Dana Whitfield"]',
  );
  await expect(presentation.locator('section#important-information')).toBeVisible({
    timeout: 15_000,
  });
  await expect(presentation.locator('canvas').first()).toBeVisible();
  await expect(presentation.locator('script[src*="tailwind"]')).toHaveCount(0);
});
