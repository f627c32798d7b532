// The browser journeys' shared test: every spec imports `test` and `expect` from here. A page error
// or a console error in any page of the test fails it (as Vitest's console guard fails a unit
// test), unless the test says which it expects with `test.use({ allowedConsoleErrors: [...] })`.
// Also the account helpers, through the UI and through the typed API client.
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type WebError,
} from '@playwright/test';

import {
  createHttpClient,
  signedUpAdvisor,
  subscribedAdvisor as subscribedAdvisorOver,
  type Advisor as ApiAdvisor,
  type HttpFetch,
  type HttpSession,
  type HttpTarget,
} from '@pitchcraft/api/testing/http-client';

export { expect };
export { failureOf, subscribe } from '@pitchcraft/api/testing/http-client';

interface BrowserErrorOptions {
  /**
   * Console and page errors the tests in scope provoke on purpose, each matched against
   * "<kind> error: <text> [<url>]"; say why where it is set. For one test, `browserErrors.allow`.
   */
  allowedConsoleErrors: RegExp[];
}

interface BrowserErrors {
  /** Allows the errors matching `pattern` in this test (a 4xx the browser logs, an offline page). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<BrowserErrorOptions & { browserErrors: BrowserErrors }>({
  allowedConsoleErrors: [[], { option: true }],
  browserErrors: [
    async ({ browser, context, allowedConsoleErrors }, use) => {
      const allowed = [...allowedConsoleErrors];
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        errors.push(`console error: ${message.text()}${url ? ` [${url}]` : ''}`);
      };
      const onPageError = (error: WebError) => {
        const url = error.page()?.url();
        errors.push(`page error: ${error.error().message}${url ? ` [${url}]` : ''}`);
      };
      // Every page of the test's context, and of any context the test opens itself.
      const watch = (watched: BrowserContext) => {
        watched.on('console', onConsole);
        watched.on('weberror', onPageError);
      };
      watch(context);
      browser.on('context', watch);
      await use({ allow: (pattern) => void allowed.push(pattern) });
      browser.off('context', watch);
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(
        unexpected,
        'errors in the browser (allow the expected ones with browserErrors.allow)',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A request answered `status` as the browser logs it, "Failed to load resource: the server
 * responded with a status of 404 (Not Found) [http://host/shared-presentation/x]", for a URL whose
 * path starts with `path`.
 */
export function refusedLoad(status: number, path: string): RegExp {
  return new RegExp(
    `^console error: Failed to load resource: .* status of ${status} .*\\[https?://[^/\\]]+${escaped(path)}`,
  );
}

/** A refused API call, as the browser logs it (see refusedLoad), alone or in a batch. */
export function refusedCall(status: number, path: string): RegExp {
  return new RegExp(
    `^console error: Failed to load resource: .* status of ${status} .*/trpc/(?:[^?]*,)?${escaped(path)}(?:,[^?]*)?\\?`,
  );
}

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

/** A fetch over Playwright's request context, whose cookies are the browser context's. */
function playwrightFetch(request: APIRequestContext): HttpFetch {
  return async (url, init = {}) => {
    const response = await request.fetch(url, {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { data: init.body } : {}),
      failOnStatusCode: false,
    });
    const headers = new Headers();
    for (const { name, value } of response.headersArray()) headers.append(name, value);
    const status = response.status();
    const empty = status === 204 || status === 304;
    return new Response(empty ? null : new Uint8Array(await response.body()), { status, headers });
  };
}

/** The server of the running test, reached through `request` (the page's shares its cookies). */
function targetOf(request: APIRequestContext): HttpTarget {
  const url = test.info().project.use.baseURL ?? 'http://localhost:3210';
  return {
    url,
    origin: process.env.E2E_ORIGIN ?? new URL(url).origin,
    fetch: playwrightFetch(request),
    fetchKeepsCookies: true,
  };
}

/** The typed API client as the page: its calls carry, and set, the browser's cookies. */
export function apiOf(page: Page): HttpSession {
  return createHttpClient(targetOf(page.request));
}

/**
 * Signs up through the API and signs in with the password, leaving the address unconfirmed; the
 * page shares the session.
 */
export function signUpOverApi(page: Page, advisor: Advisor): Promise<ApiAdvisor> {
  return signedUpAdvisor(targetOf(page.request), advisor);
}

/** Signs up and starts the trial through the API; the page shares the session. */
export function subscribedAdvisor(
  page: Page,
  advisor: Advisor = newAdvisor(),
): Promise<ApiAdvisor> {
  return subscribedAdvisorOver(targetOf(page.request), advisor);
}

/** The journeys' saved client: Maria Rivera, 38, married with two children and a $250 budget. */
export function saveMariaRivera(api: Pick<HttpSession, 'trpc'>) {
  return api.trpc.clients.upsert.mutate({
    fullName: 'Maria Rivera',
    email: 'maria.rivera@example.com',
    phone: '555-0142',
    industryData: {
      age: 38,
      gender: 'Female',
      income: 92000,
      maritalStatus: 'Married',
      dependents: 2,
      smoker: false,
      budget: 250,
      goals: ['Protect Family'],
    },
  });
}
