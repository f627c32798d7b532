import type { APIRequestContext } from '@playwright/test';

import {
  apiOf,
  expect,
  failureOf,
  newAdvisor,
  refusedCall,
  signInThroughUi,
  signUpThroughUi,
  test,
} from './fixtures';

/** The newest dev-outbox message to `to` whose subject starts with `subject`, polled until it arrives. */
async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox.json')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      found = messages.find((m) => m.to === to && m.subject.startsWith(subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('an advisor signs up, signs out and in, recovers a forgotten password and edits the profile', async ({
  page,
  request,
  browserErrors,
}) => {
  // A wrong password and a used reset link, refused on purpose: the browser logs the 401 and 400.
  browserErrors.allow(refusedCall(401, 'auth.signIn'));
  browserErrors.allow(refusedCall(400, 'auth.resetPassword'));
  const advisor = newAdvisor('accounts');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'AI-Powered Client Presentations That Convert' }),
  ).toBeVisible();

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

  // Signing up again with the address answers as for a new one; its owner is told instead.
  await signUpThroughUi(page, { ...advisor, password: 'someone-elses-9' }, { confirm: false });
  await expect(page.getByText(`We sent a link to ${advisor.email}.`)).toBeVisible();
  const warning = await mailTo(request, advisor.email, 'Someone tried to sign up');
  expect(warning.text).toContain('You already have an account, so nothing was created or changed.');

  await page.goto('/auth');
  await page.getByRole('link', { name: /Forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(advisor.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText('Password reset instructions have been sent to your email.'),
  ).toBeVisible();

  const mail = await mailTo(request, advisor.email, 'Reset your');
  const link = /(http:\/\/\S+\/reset-password#token=[a-z0-9]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill('brand-new-secret');
  await page.getByLabel('Confirm New Password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password has been reset successfully. Redirecting to login...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  // The link works once.
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill('another-secret');
  await page.getByLabel('Confirm New Password').fill('another-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Invalid reset link. Please request a new password reset.'),
  ).toBeVisible();

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

test('sign-up and reset show password strength, and refuse the most common passwords', async ({
  page,
}) => {
  const advisor = newAdvisor('strength');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(advisor.email);
  const meter = page.getByTestId('password-strength');
  await page.getByLabel(/^Password/).fill('password1');
  await expect(meter.getByText('Password strength: Too common')).toBeVisible();
  await page.getByLabel(/^Password/).fill('kq8#zpw4-mb7!tq');
  await expect(meter.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel(/^Password/).fill('iloveyou1');
  await page.getByLabel(/Confirm Password/i).fill('iloveyou1');
  await page.getByLabel(/Full Name/i).fill(advisor.fullName);
  await page.getByLabel(/Company Name/i).fill(advisor.companyName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'This password is too common and easy to guess. Please choose a less predictable one.',
    ),
  ).toBeVisible();
  // The server refuses it too, whatever the page shows.
  const refused = apiOf(page).trpc.auth.signUp.mutate({
    ...advisor,
    password: 'qwerty123',
    confirmPassword: 'qwerty123',
  });
  expect((await failureOf(refused)).status).toBe(400);

  await page.goto('/reset-password#token=not-a-real-token');
  await page.getByLabel(/^New Password/).fill('letmein!');
  await expect(meter.getByText('Password strength: Too common')).toBeVisible();
  await page.getByLabel(/^New Password/).fill('harbor lights at dawn');
  await expect(meter.getByText(/Password strength: (Good|Strong)/)).toBeVisible();
});

test('an advisor confirms the e-mail address and changes the password from the profile', async ({
  page,
  request,
  browserErrors,
}) => {
  // A wrong current password, then the old one after the change, refused on purpose: the browser
  // logs the 400 and the 401.
  browserErrors.allow(refusedCall(400, 'auth.changePassword'));
  browserErrors.allow(refusedCall(401, 'auth.signIn'));
  const advisor = newAdvisor('profile-security');
  // The advisor skips the link mailed at sign-up and signs in with the password instead.
  await signUpThroughUi(page, advisor, { confirm: false });
  await signInThroughUi(page, advisor.email, advisor.password);
  await expect(page).not.toHaveURL(/\/auth$/);

  await page.goto('/profile');
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(notice).toContainText(advisor.email);
  await notice.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(
    notice.getByText(`A new link is on its way to ${advisor.email}.`, { exact: false }),
  ).toBeVisible();
  const mail = await mailTo(request, advisor.email, 'Confirm your e-mail address');
  const link = /(http:\/\/\S+\/verify-email#token=[a-z0-9]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Changing the password asks for the current one, then signs out the other devices.
  await page.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByLabel(/^New password/).fill('lantern-harbor-92');
  await page.getByLabel(/^Confirm new password/).fill('lantern-harbor-92');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not right')).toBeVisible();
  await page.getByLabel(/^Current password/).fill(advisor.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page.getByLabel(/^Current password/)).toHaveValue('');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signInThroughUi(page, advisor.email, advisor.password);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signInThroughUi(page, advisor.email, 'lantern-harbor-92');
  await expect(page).not.toHaveURL(/\/auth$/);
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
