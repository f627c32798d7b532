// Keyboard alone: a client fills in and submits the public intake form, and an advisor walks the
// generation wizard from picking a client to the saved preview, with Tab, Shift+Tab, Space, Enter,
// arrow keys and typing; a focused button shows a visible focus ring.
import type { Locator, Page } from '@playwright/test';

import { expect, newAdvisor, saveMariaRivera, subscribedAdvisor, test } from './fixtures';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${target.toString()}`).toBe(true);
}

/** Focus by keyboard, then type (text fields, and a closed <select>'s type-ahead). */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A keyboard-focused control must show where the focus is: an outline or a ring (box-shadow). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outlineStyle: computed.outlineStyle,
      outlineWidth: parseFloat(computed.outlineWidth),
      boxShadow: computed.boxShadow,
    };
  });
  const outlined = style.outlineStyle !== 'none' && style.outlineWidth > 0;
  const ringed = style.boxShadow !== 'none' && style.boxShadow !== '';
  expect(outlined || ringed, `no visible focus indicator: ${JSON.stringify(style)}`).toBe(true);
}

test('a client fills in and submits the public intake form with the keyboard alone', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const advisor = await subscribedAdvisor(page, newAdvisor('keyboard-form'));
  const { url } = await advisor.trpc.links.create.mutate({
    title: 'Family protection review',
    industryType: 'insurance',
  });

  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(new URL(url).pathname);
  await expect(form.getByRole('heading', { name: 'Family protection review' })).toBeVisible();

  await typeInto(form, form.getByLabel('Full Name'), 'Maria Gonzalez');
  await typeInto(form, form.getByLabel('Email'), 'maria.gonzalez@example.com');
  await typeInto(form, form.getByLabel('Phone Number'), '555-201-3344');
  await typeInto(form, form.getByLabel('Age', { exact: true }), '42');
  await typeInto(form, form.getByLabel('Gender'), 'Female');
  await expect(form.getByLabel('Gender')).toHaveValue('Female');
  await typeInto(form, form.getByLabel('Marital Status'), 'Married');
  await expect(form.getByLabel('Marital Status')).toHaveValue('Married');
  await typeInto(form, form.getByLabel('Occupation'), 'Nurse practitioner');
  await typeInto(form, form.getByLabel('Annual Income'), '98000');
  await typeInto(form, form.getByLabel('Location'), 'Austin, TX, USA');
  await typeInto(form, form.getByLabel('Insurance Type'), 'Term Life Insurance');
  await expect(form.getByLabel('Insurance Type')).toHaveValue('Term Life Insurance');
  await typeInto(form, form.getByLabel('Number of Dependents'), '2');
  await typeInto(form, form.getByLabel('Health Status'), 'Good');
  await expect(form.getByLabel('Health Status')).toHaveValue('Good');
  await typeInto(form, form.getByLabel('Smoker Status'), 'Non');
  await expect(form.getByLabel('Smoker Status')).not.toHaveValue('');
  await typeInto(form, form.getByLabel('Monthly Budget for Insurance'), '150');

  const protectFamily = form.getByRole('checkbox', { name: 'Protect Family' });
  await tabTo(form, protectFamily);
  await expectVisibleFocus(protectFamily);
  await form.keyboard.press('Space');
  await expect(protectFamily).toBeChecked();

  const submit = form.getByRole('button', { name: 'Submit Information' });
  await tabTo(form, submit);
  await expectVisibleFocus(submit);
  await form.keyboard.press('Enter');
  await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await visitor.close();
});

test('an advisor walks the wizard from the client list to the saved preview with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const advisor = await subscribedAdvisor(page, newAdvisor('keyboard-wizard'));
  await saveMariaRivera(advisor);

  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Select Industry' })).toBeVisible();
  const insurance = page.getByRole('button', { name: /Insurance & Financial Services/ });
  await tabTo(page, insurance);
  await expectVisibleFocus(insurance);
  await page.keyboard.press('Enter');

  // Client select: pick the saved client, then use it.
  await expect(page.getByRole('heading', { name: 'Select a Client' })).toBeVisible();
  const client = page.getByRole('button', { name: /^Maria Rivera/ });
  await tabTo(page, client);
  await page.keyboard.press('Space');
  const useSelected = page.getByRole('button', { name: 'Use Selected Client' });
  await expect(useSelected).toBeEnabled();
  await tabTo(page, useSelected);
  await expectVisibleFocus(useSelected);
  await page.keyboard.press('Enter');

  // Client information: the saved client's fields are filled; choose the coverage.
  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  const insuranceType = page.getByRole('combobox', { name: /Insurance Type/ });
  await typeInto(page, insuranceType, 'Term Life Insurance');
  await expect(insuranceType).toHaveValue('Term Life Insurance');
  const company = page.getByRole('combobox', { name: /Insurance Company/ });
  await typeInto(page, company, 'Industrial Alliance');
  await expect(company.locator('option:checked')).toHaveText('Industrial Alliance');
  const product = page.getByRole('combobox', { name: /^Product/ });
  await typeInto(page, product, 'LifeProtect Plus');
  await expect(product.locator('option:checked')).toHaveText('LifeProtect Plus');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Sales strategy: the tabs move with the arrow keys.
  await expect(page.getByRole('heading', { name: 'Sales Strategy' })).toBeVisible();
  const approach = page.getByRole('tab', { name: 'Approach' });
  await tabTo(page, approach);
  await expectVisibleFocus(approach);
  for (const tab of ['Objections', 'Focus Areas', 'Closing']) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await tabTo(page, page.getByRole('button', { name: 'Review Info' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Review', exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Generate Presentation' }));
  await page.keyboard.press('Enter');

  // No AI key on the e2e server: the built-in generator.
  await expect(page.getByRole('heading', { name: 'AI Vendor Key' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continue with the built-in generator' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toBeVisible({
    timeout: 45_000,
  });
  const save = page.getByRole('button', { name: 'Save Presentation' });
  await tabTo(page, save);
  await expectVisibleFocus(save);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Saved Successfully!' })).toBeDisabled();
});
