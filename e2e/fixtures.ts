import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Advisor {
  email: string;
  password: string;
  fullName: string;
  companyName: string;
}

let counter = 0;
export function newAdvisor(prefix = 'advisor'): Advisor {
  counter += 1;
  return {
    email: `${prefix}-${Date.now()}-${counter}@example.com`,
    password: 'correct-horse-1',
    fullName: 'Jordan Rivera',
    companyName: 'Rivera Financial',
  };
}

/** Step 1 of signup, then (unless `confirm` is false) the link mailed to the address, which signs in and returns to step 2. */
export async function signUpThroughUi(
  page: Page,
  advisor: Advisor,
  { confirm = true }: { confirm?: boolean } = {},
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(advisor.email);
  // /^Password/ and not exact: the label text ends with a required-field marker.
  await page.getByLabel(/^Password/).fill(advisor.password);
  await page.getByLabel(/Confirm Password/i).fill(advisor.password);
  await page.getByLabel(/Full Name/i).fill(advisor.fullName);
  await page.getByLabel(/Company Name/i).fill(advisor.companyName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  if (confirm) await openConfirmationLink(page, advisor.email);
}

/** Opens the link mailed at sign-up, as the advisor would from their inbox: it signs them in and returns to signup. */
export async function openConfirmationLink(page: Page, email: string): Promise<void> {
  const mail = await latestMailTo(page.request, email);
  expect(mail.subject).toBe('Confirm your e-mail address for Pitchcraft');
  const link = /https?:\/\/\S+\/verify-email#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'a confirmation link in the mail').toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your free trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The newest dev-outbox message sent to `to`, polled until it arrives. */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox.json');
      const messages = (await response.json()) as { to: string; subject: string; text: string }[];
      found = messages.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * Signs up through the API and signs in with the password, leaving the address unconfirmed (the
 * account is written just after sign-up answers, which never sets a session itself).
 */
export async function signUpOverApi(page: Page, advisor: Advisor, origin: string): Promise<void> {
  const signUp = await page.request.post('/trpc/auth.signUp', {
    data: { ...advisor, confirmPassword: advisor.password },
    headers: { origin },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await expect
    .poll(async () =>
      (
        await page.request.post('/trpc/auth.signIn', {
          data: { email: advisor.email, password: advisor.password },
          headers: { origin },
        })
      ).ok(),
    )
    .toBe(true);
}

/** Signs up and starts the trial through the API, sharing cookies with the page. */
export async function subscribedAdvisor(
  page: Page,
  advisor: Advisor = newAdvisor(),
): Promise<Advisor> {
  const origin = new URL(page.url() === 'about:blank' ? 'http://localhost:3210' : page.url())
    .origin;
  const headers = { origin: process.env.E2E_ORIGIN ?? origin };
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`/trpc/${path}`, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { result: { data: unknown } }).result.data;
  };
  await signUpOverApi(page, advisor, headers.origin);
  const { checkout_url } = (await post('billing.createCheckoutSession', {})) as {
    checkout_url: string;
  };
  await post('billing.testCheckout.complete', { id: checkout_url.split('/').pop() });
  return advisor;
}
