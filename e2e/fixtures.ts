import { expect, type Page, type APIRequestContext } from '@playwright/test';

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

export async function signUpThroughUi(page: Page, advisor: Advisor): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(advisor.email);
  await page.getByLabel('Password', { exact: true }).fill(advisor.password);
  await page.getByLabel(/Confirm Password/i).fill(advisor.password);
  await page.getByLabel('Full Name').fill(advisor.fullName);
  await page.getByLabel('Company Name').fill(advisor.companyName);
  await page.getByRole('button', { name: /Create Account|Continue|Sign Up/i }).click();
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The newest dev-outbox message sent to `to`, polled until it arrives. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
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
