// Journey: an advisor sends a single-use insurance form, a client fills it in while signed out, and
// the advisor finds the client and the submission; the used link then refuses a second visit.
import { expect, test } from '@playwright/test';
import { newAdvisor } from './fixtures';

test('a client fills in a single-use insurance form and the advisor sees it', async ({ page, browser, baseURL }) => {
  const advisor = newAdvisor('clients');
  const signUp = await page.request.post('/trpc/auth.signUp', {
    data: { ...advisor, confirmPassword: advisor.password },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);

  // The advisor creates the link.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Client Form' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Client Collection Form' });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await dialog.getByLabel('Title').fill('Family protection review');
  await dialog.getByLabel('Description').fill('A few questions before our meeting.');
  await expect(dialog.getByLabel('Form type')).toHaveValue('insurance');
  await dialog.getByRole('switch', { name: 'Single use' }).click();
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(page.getByText('Client link created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Collection Forms' })).toHaveAttribute('aria-selected', 'true');

  const card = page.getByRole('list', { name: 'Collection forms' }).getByRole('listitem').filter({ hasText: 'Family protection review' });
  await expect(card.getByText('Single Use')).toBeVisible();
  await expect(card.getByText('Insurance', { exact: true })).toBeVisible();
  const linkUrl = await card.getByRole('link', { name: /Open/ }).getAttribute('href');
  expect(linkUrl).toMatch(/\/client-form\/[A-Za-z0-9-]+$/);

  // A signed-out client fills it in.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(linkUrl!);
  await expect(form.getByRole('heading', { name: 'Family protection review' })).toBeVisible();
  await expect(form.getByText('A few questions before our meeting.')).toBeVisible();
  await form.getByLabel('Full Name').fill('Maria Gonzalez');
  await form.getByLabel('Email').fill('maria.gonzalez@example.com');
  await form.getByLabel('Phone Number').fill('555-201-3344');
  await form.getByLabel('Age').fill('42');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Marital Status').selectOption('Married');
  await form.getByLabel('Occupation').fill('Nurse practitioner');
  await form.getByLabel('Annual Income').fill('98000');
  await form.getByLabel('Location').fill('Austin, TX, USA');
  await form.getByLabel('Insurance Type').selectOption('Term Life Insurance');
  await form.getByLabel('Number of Dependents').fill('2');
  await form.getByLabel('Health Status').selectOption('Good');
  await form.getByLabel('Smoker Status').selectOption('Non-Smoker');
  await form.getByLabel('Monthly Budget for Insurance').fill('150');
  await form.getByRole('checkbox', { name: 'Protect Family' }).click();
  await expect(form.getByLabel('Other Goals')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Other' }).click();
  await form.getByLabel('Other Goals').fill('College fund');
  await form.getByLabel('Additional Notes').fill('Prefers calls after 5pm.');
  await form.getByRole('button', { name: 'Submit Information' }).click();
  await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(form.getByText('Your information has been submitted successfully.')).toBeVisible();

  // The advisor sees the client, with the data the form sent.
  await page.goto('/clients');
  const row = page.getByRole('row').filter({ hasText: 'Maria Gonzalez' });
  await expect(row).toBeVisible();
  await expect(row.getByText('maria.gonzalez@example.com')).toBeVisible();
  await expect(row.getByText('555-201-3344')).toBeVisible();
  await expect(row.getByText('From Form')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('nobody-matches');
  await expect(page.getByText('No matching clients')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('gonzalez');
  await expect(row).toBeVisible();

  // ... and the submission under its link.
  await page.getByRole('tab', { name: 'Collection Forms' }).click();
  await expect(card.getByText('Used', { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: /View Submissions/ }).click();
  const submission = card.getByRole('row').filter({ hasText: 'Maria Gonzalez' });
  await expect(submission.getByText('maria.gonzalez@example.com')).toBeVisible();
  await submission.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Submission Details' });
  await expect(details.getByText(/^Submitted on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  for (const [label, value] of [
    ['Full Name', 'Maria Gonzalez'],
    ['Annual Income', '98000'],
    ['Marital Status', 'Married'],
    ['Insurance Type', 'Term Life Insurance'],
    ['Goals', 'Protect Family, College fund'],
    ['Health Conditions', '-'],
  ]) {
    await expect(details.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')).toHaveText(value!);
  }
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();

  // The single-use link now refuses a second visit.
  await form.goto(linkUrl!);
  await expect(form.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(form.getByText('This link has already been used')).toBeVisible();
  await visitor.close();
});
