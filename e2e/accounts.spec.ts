import { expect, test } from '@playwright/test';
import { latestMailTo, newAdvisor, signInThroughUi, signUpThroughUi } from './fixtures';

test('an advisor signs up, signs out and in, recovers a forgotten password and edits the profile', async ({ page, request }) => {
  const advisor = newAdvisor('accounts');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AI-Powered Client Presentations That Convert' })).toBeVisible();

  await signUpThroughUi(page, advisor);
  // Step 2 of sign-up explains the free trial.
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('Logged in')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // A private route sends a signed-out visitor to sign in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication required')).toBeVisible();

  await signInThroughUi(page, advisor.email, 'wrong-password');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signInThroughUi(page, advisor.email, advisor.password);
  await expect(page).not.toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/auth');
  await page.getByRole('link', { name: /Forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(advisor.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Password reset instructions have been sent to your email.')).toBeVisible();

  const mail = await latestMailTo(request, advisor.email);
  const link = /(http:\/\/\S+\/reset-password#token=[a-z0-9]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill('brand-new-secret');
  await page.getByLabel('Confirm New Password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully. Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  // The link works once.
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill('another-secret');
  await page.getByLabel('Confirm New Password').fill('another-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();

  await signInThroughUi(page, advisor.email, 'brand-new-secret');
  await expect(page).not.toHaveURL(/\/auth$/);

  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(advisor.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await page.getByLabel(/Full name/i).fill('Jordan A. Rivera');
  await page.getByLabel(/Phone number/i).fill('555-0100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Profile updated successfully')).toBeHidden({ timeout: 5000 });
  await page.reload();
  await expect(page.getByLabel(/Full name/i)).toHaveValue('Jordan A. Rivera');
});

test('sign-up shows the spec’s validation messages', async ({ page }) => {
  await page.goto('/signup');
  const advisor = newAdvisor('invalid');
  await page.getByLabel('Email').fill(advisor.email);
  await page.getByLabel(/^Password/).fill('12345');
  await page.getByLabel(/Confirm Password/i).fill('12345');
  await page.getByLabel(/Full Name/i).fill('A');
  await page.getByLabel(/Company Name/i).fill('B');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();
  await page.getByLabel(/^Password/).fill('123456');
  await page.getByLabel(/Confirm Password/i).fill('1234567');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
});

test('unknown paths go home and /login goes to sign in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth$/);
});
