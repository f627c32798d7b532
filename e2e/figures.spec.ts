// Client figures: the advisor adds the mortgage and the children's ages the client gave after the
// meeting; the analysis, charts and figures follow, the text stays, and the version says what changed.

import { expect, test } from './fixtures';
import { savedPresentation, signedInAdvisor } from './presentation-fixtures';

test('an advisor adds the mortgage and the children’s ages, and the presentation follows', async ({
  page,
}) => {
  await signedInAdvisor(page, 'figures');
  const id = await savedPresentation(page, 'Maria Rivera');
  await page.goto(`/presentation/${id}`);
  await page.getByRole('button', { name: 'Client figures' }).click();
  const form = page.getByTestId('figures-form');
  await expect(form.getByLabel(/Mortgage balance/)).toHaveValue('');
  await form.getByLabel(/Children’s ages/).fill('four');
  await form.getByRole('button', { name: 'Recompute figures' }).click();
  await expect(
    form.getByText('Enter ages from 0 to 30 separated by commas, for example 4, 7, 11'),
  ).toBeVisible();

  await form.getByLabel(/Mortgage balance/).fill('320,000');
  await form.getByLabel(/Children’s ages/).fill('4, 7');
  await form.getByRole('button', { name: 'Recompute figures' }).click();
  await expect(page.getByText('Figures updated')).toBeVisible();
  await expect(page.getByText('Mortgage not stated → $320,000', { exact: false })).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Insurance recommendations"]').first();
  await expect(frame.getByText('$320,000').first()).toBeVisible();
});
