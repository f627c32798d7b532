// Signup, trial and checkout (test mode), the subscription guard, and cancellation from the profile.
import { expect, test, type Page } from '@playwright/test';
import { newAdvisor, signUpThroughUi } from './fixtures';

const longDate = (daysFromToday: number) => {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
};

async function startTrialCheckout(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Start your 7-day free trial' })).toBeVisible();
  await expect(page.getByText(longDate(7))).toBeVisible();
  await expect(page.getByText(longDate(30))).toBeVisible();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page.waitForURL(/\/billing\/test-checkout\/[^/]+$/);
  await expect(page.getByText('TEST MODE', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

test('a new advisor starts the trial, pays on the test checkout, generates, then cancels', async ({ page }) => {
  const advisor = newAdvisor('billing');
  await signUpThroughUi(page, advisor);
  await startTrialCheckout(page, advisor.email);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText(longDate(7))).toBeVisible();

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toHaveCount(0);
  const access = await page.request.get('/trpc/billing.checkAccess');
  expect(access.ok()).toBe(true);
  expect(await access.json()).toMatchObject({ result: { data: { hasAccess: true, subscriptionStatus: 'trialing' } } });

  await page.goto('/profile');
  await expect(page.getByTestId('subscription-status')).toHaveText('Trial');
  await expect(page.getByText('Free trial active')).toBeVisible();
  await expect(page.getByText(/converts to a paid subscription/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your free trial?' });
  await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('Subscription Updated')).toBeVisible();
  await expect(page.getByText('Your subscription will be canceled at the end of the billing period')).toBeVisible();
  await expect(page.getByText('It will not convert to a paid subscription.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('an advisor who abandons checkout is shown Subscription Required and refused by the API', async ({ page, baseURL }) => {
  const advisor = newAdvisor('abandon');
  await signUpThroughUi(page, advisor);
  await startTrialCheckout(page, advisor.email);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL(/\/signup$/);
  await expect(page.getByText('Checkout was not completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();

  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByTestId('subscription-denial-reason')).toHaveText('Checkout was not completed');
  await expect(page.getByText('You need an active subscription or trial to access generation features.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

  const refused = await page.request.post('/trpc/generation.start', {
    data: {},
    headers: { 'content-type': 'application/json', origin: baseURL ?? '' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { message: 'Checkout was not completed' } });

  await page.goto('/profile');
  await expect(page.getByText('Checkout not completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});
