// The Audit log page: an owner sees what happened in their organisation (their sign-in, a deleted
// client), filters it, and downloads it as CSV; a table at 1280 px, cards on a phone.
import { apiOf, expect, newAdvisor, subscribedAdvisor, test } from './fixtures';

test('an owner reads, filters and exports the audit log', async ({ page }) => {
  await subscribedAdvisor(page, newAdvisor('audit-owner'));
  const api = apiOf(page);
  const client = await api.trpc.clients.create.mutate({
    fullName: 'Maria Rivera',
    email: 'maria.rivera@example.com',
  });
  await api.trpc.clients.delete.mutate({ id: client.id });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'Deleted a client' })).toContainText('Maria Rivera');
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();

  await page.getByLabel('Activity').selectOption('client');
  await expect(rows).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pitchcraft-audit-log-.*\.csv$/);
  await page.getByLabel('Activity').selectOption('');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(
    page.getByTestId('audit-card').filter({ hasText: 'Exported the audit log' }),
  ).toBeVisible();
});
