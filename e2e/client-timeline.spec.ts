// One client, one timeline: an advisor types a new client into the wizard, generates and saves the
// presentation and shares it; a visitor opens the link; the client's own page on /clients lists the
// presentation and shows the view on the client's timeline. Then the advisor adds and edits a client
// on /clients, and /generate starts a new wizard after the saved one.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, newAdvisor, refusedCall, subscribedAdvisor, test } from './fixtures';

/** axe (WCAG 2.0 A and AA, 2.1 AA): the serious and critical findings on the page as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

test('a client typed into the wizard gets the presentation, its sharing and its views on their timeline', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await subscribedAdvisor(page, newAdvisor('one-timeline'));
  const email = `dana.${Date.now()}@example.com`;

  // The wizard, with a client typed in.
  await page.goto('/generate');
  await page.getByRole('button', { name: /Insurance & Financial Services/ }).click();
  await page.getByRole('button', { name: 'Continue Without Client Data' }).click();
  await page.getByRole('textbox', { name: /Client Name/ }).fill('Dana Whitfield');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('spinbutton', { name: /Age/ }).fill('41');
  await page.getByRole('combobox', { name: /Gender/ }).selectOption('Female');
  await page.getByRole('spinbutton', { name: /Annual Income/ }).fill('96000');
  await page.getByRole('combobox', { name: /Marital Status/ }).selectOption('Married');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Client saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales Strategy' })).toBeVisible();
  await page.getByRole('button', { name: 'Review Info' }).click();
  await page.getByRole('button', { name: 'Generate Presentation' }).click();
  await page.getByRole('button', { name: 'Continue with the built-in generator' }).click();
  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toBeVisible({
    timeout: 45_000,
  });
  await page.getByRole('button', { name: 'Save Presentation' }).click();
  await expect(page.getByRole('button', { name: 'Saved Successfully!' })).toBeDisabled();

  // Shared from the presentation's own page.
  await page.getByRole('link', { name: 'Sharing options' }).click();
  await expect(page).toHaveURL(/\/presentation\/[A-Za-z0-9-]+$/);
  const presentationId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('switch', { name: /Enable Sharing/ }).click();
  await expect(page.getByText('Sharing enabled')).toBeVisible();
  const link = await page.getByTestId('share-link').inputValue();

  // A visitor opens the link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(
    visitor
      .frameLocator('iframe[title="Insurance recommendations for Dana Whitfield"]')
      .locator('section')
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await visitorContext.close();

  // The client's own page: the presentation, and the view on the timeline.
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Dana Whitfield' }).first().click();
  await expect(page).toHaveURL(/\/clients\/[A-Za-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Dana Whitfield', level: 1 })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const presentations = page.getByRole('region', { name: 'Presentations for Dana Whitfield' });
  const row = presentations.getByRole('link', { name: /Recommendations for Dana Whitfield/ });
  await expect(row).toHaveAttribute('href', `/presentation/${presentationId}`);
  await expect(row).toContainText('Shared');
  const timeline = page.getByRole('region', { name: 'Timeline for Dana Whitfield' });
  const kinds = timeline.getByTestId('timeline-entry');
  await expect
    .poll(
      async () => kinds.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind'))),
      { timeout: 15_000 },
    )
    .toEqual(['view', 'shared', 'presentation']);
  await expect(timeline.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  const download = page.waitForEvent('download');
  await timeline.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('dana-whitfield-activity.csv');
  expect(await axeFindings(page), 'the client page with its timeline').toEqual([]);

  // Back in the wizard, the saved one is done: a new wizard starts.
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Select Industry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toHaveCount(0);

  // "New presentation" on the client's page opens the wizard with the client's details.
  await page.goBack();
  await page.getByRole('link', { name: 'New presentation' }).first().click();
  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Client Name/ })).toHaveValue('Dana Whitfield');
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(email);
});

test('an advisor adds a client on /clients, edits them, and opens their page', async ({
  page,
  browserErrors,
}) => {
  // Refused on purpose, which the browser logs: a second client with the same e-mail (409), and a
  // client that does not exist (404).
  browserErrors.allow(refusedCall(409, 'clients.create'));
  browserErrors.allow(refusedCall(404, 'clients.get'));
  await page.goto('/');
  await subscribedAdvisor(page, newAdvisor('add-client'));
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('Client name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Client Name/ }).fill('Priya Patel');
  await dialog.getByRole('textbox', { name: /Email/ }).fill('priya.patel@example.com');
  await dialog.getByRole('textbox', { name: /Age/ }).fill('forty');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('Age must be a whole number')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Age/ }).fill('36');
  await dialog
    .getByRole('combobox', { name: /Insurance Type/ })
    .selectOption('Term Life Insurance');
  await dialog.getByRole('checkbox', { name: 'Protect Family' }).check();
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Client added')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'priya.patel@example.com' });
  await expect(row).toBeVisible();

  // The same e-mail again is refused beside the field, not saved over her.
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const again = page.getByRole('dialog', { name: 'Add Client' });
  await again.getByRole('textbox', { name: /Client Name/ }).fill('Someone Else');
  await again.getByRole('textbox', { name: /Email/ }).fill('priya.patel@example.com');
  await again.getByRole('button', { name: 'Add Client' }).click();
  await expect(again.getByText('You already have a client with this email')).toBeVisible();
  await page.keyboard.press('Escape');

  // Edited from the list.
  await row.getByRole('button', { name: 'Edit Priya Patel' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByRole('textbox', { name: /Age/ })).toHaveValue('36');
  expect(await axeFindings(page), 'the client form').toEqual([]);
  await expect(edit.getByRole('checkbox', { name: 'Protect Family' })).toBeChecked();
  await edit.getByRole('textbox', { name: /Client Name/ }).fill('Priya N. Patel');
  await edit.getByRole('textbox', { name: /Phone/ }).fill('416-555-0188');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Client updated')).toBeVisible();
  await expect(row.getByText('Priya N. Patel')).toBeVisible();
  await expect(row.getByText('416-555-0188')).toBeVisible();

  // Their page has the details and, with no presentation yet, says what to do.
  await row.getByRole('link', { name: 'Priya N. Patel' }).click();
  await expect(page.getByRole('heading', { name: 'Priya N. Patel', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details of Priya N. Patel' });
  await expect(details).toContainText('Term Life Insurance');
  await expect(details).toContainText('Protect Family');
  await expect(page.getByText('No presentations yet')).toBeVisible();
  await expect(page.getByTestId('timeline-empty')).toBeVisible();
  expect(await axeFindings(page), 'the client page').toEqual([]);
  // On a phone, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // A client that is not theirs (or gone) is not found.
  await page.goto('/clients/no-such-client');
  await expect(page.getByText('Client not found')).toBeVisible();
});
