// Every screen of the product, reached the way a person reaches it, for the checks that look at all
// of them (axe, layout at phone and desktop widths). `walkScreens` calls `check` once each screen is
// ready; the signed-in part runs as one trial advisor with a saved client, two collection forms and
// a generated, saved and shared presentation.
import type { Page } from '@playwright/test';

import { apiOf, expect, newAdvisor, saveMariaRivera, signUpThroughUi, subscribe } from './fixtures';

export type ScreenCheck = (name: string, page: Page) => Promise<void>;

/** The rendered presentation of the seeded client, in the viewer's frame. */
const presentationFrame = (page: Page) =>
  page.frameLocator('iframe[title="Insurance recommendations for Maria Rivera"]');

/** Waits for the screen's own content: its heading, no loading skeleton left, fonts in. */
export async function screenReady(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export async function walkPublicScreens(page: Page, check: ScreenCheck): Promise<void> {
  await page.goto('/');
  await screenReady(page, 'AI-Powered Client Presentations That Convert');
  await check('landing', page);

  await page.goto('/auth');
  await screenReady(page, 'Welcome Back');
  await check('sign-in', page);

  await page.goto('/signup');
  await screenReady(page, /./);
  await expect(page.getByLabel('Email')).toBeVisible();
  await check('signup-account', page);
  await page.getByLabel(/^Password/).fill('harbor lights');
  await expect(page.getByTestId('password-strength').getByText(/Password strength:/)).toBeVisible();
  await check('signup-password-strength', page);

  await page.goto('/forgot-password');
  await screenReady(page, 'Forgot your password?');
  await check('forgot-password', page);

  // With the token first: from /reset-password, adding a fragment would not load the page again.
  await page.goto('/reset-password#token=not-a-real-token');
  await screenReady(page, 'Set a new password');
  await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toBeVisible();
  await check('reset-password-with-token', page);

  await page.goto('/reset-password');
  await screenReady(page, 'Set a new password');
  await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
  await check('reset-password-no-token', page);

  await page.goto('/verify-email');
  await screenReady(page, 'Confirm your e-mail address');
  await check('verify-email-no-token', page);
}

export interface SignedInFixture {
  insuranceFormUrl: string;
  realEstateFormUrl: string;
}

/** Signs a new advisor up through the UI (checking the trial step), then starts the trial and seeds data through the API. */
export async function signUpWithData(
  page: Page,
  check: ScreenCheck,
  prefix: string,
): Promise<SignedInFixture> {
  await signUpThroughUi(page, newAdvisor(prefix));
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await check('signup-trial', page);

  const advisor = apiOf(page);
  await subscribe(advisor);
  const { trpc } = advisor;
  await saveMariaRivera(advisor);
  const insurance = await trpc.links.create.mutate({
    title: 'Family protection review',
    description: 'A few questions before our meeting.',
    industryType: 'insurance',
  });
  const realEstate = await trpc.links.create.mutate({
    title: 'Your next home',
    description: 'Tell us what you are looking for.',
    industryType: 'real-estate',
  });
  // The form sent in with Maria's address: "New details submitted" waits for review.
  await trpc.intake.submit.mutate({
    linkId: insurance.id,
    data: {
      fullName: 'Maria Rivera',
      email: 'maria.rivera@example.com',
      phone: '555-0199',
      occupation: 'Architect',
      dependents: '3',
    },
  });
  return {
    insuranceFormUrl: new URL(insurance.url).pathname,
    realEstateFormUrl: new URL(realEstate.url).pathname,
  };
}

export async function walkAccountScreens(
  page: Page,
  check: ScreenCheck,
  fixture: SignedInFixture,
): Promise<void> {
  await page.goto('/profile');
  await screenReady(page, 'Your Profile');
  await expect(page.getByTestId('subscription-status')).toBeVisible();
  await check('profile', page);

  await page.goto('/clients');
  await screenReady(page, 'Clients');
  await expect(page.getByRole('row').filter({ hasText: 'Maria Rivera' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New details submitted' })).toBeVisible();
  await check('clients', page);

  await page.getByRole('button', { name: 'Review new details for Maria Rivera' }).click();
  await expect(page.getByRole('dialog', { name: 'New details submitted' })).toBeVisible();
  await check('clients-review-submission', page);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Collection Forms' }).click();
  await expect(
    page.getByRole('list', { name: 'Collection forms' }).getByRole('listitem').first(),
  ).toBeVisible();
  await check('clients-forms', page);

  await page.getByRole('button', { name: 'Create Client Form' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create Client Collection Form' })).toBeVisible();
  await check('clients-create-form-dialog', page);
  await page.keyboard.press('Escape');

  for (const [name, url] of [
    ['client-form-insurance', fixture.insuranceFormUrl],
    ['client-form-real-estate', fixture.realEstateFormUrl],
  ] as const) {
    await page.goto(url);
    await screenReady(page, /Family protection review|Your next home/);
    await expect(page.getByRole('button', { name: 'Submit Information' })).toBeVisible();
    await check(name, page);
  }
}

/** The wizard from the first step to the preview with the built-in generator; returns the saved presentation's id. */
export async function walkWizardScreens(page: Page, check: ScreenCheck): Promise<string> {
  await page.goto('/generate');
  await screenReady(page, 'Select Industry');
  await check('wizard-select-application', page);

  await page.getByRole('button', { name: /Insurance & Financial Services/ }).click();
  await screenReady(page, 'Select a Client');
  await expect(page.getByRole('button', { name: /^Maria Rivera/ })).toBeVisible();
  await check('wizard-client-select', page);

  await page.getByRole('button', { name: /^Maria Rivera/ }).click();
  await page.getByRole('button', { name: 'Use Selected Client' }).click();
  await screenReady(page, 'Client Information');
  await page.getByRole('combobox', { name: /Insurance Type/ }).selectOption('Term Life Insurance');
  await page
    .getByRole('combobox', { name: /Insurance Company/ })
    .selectOption({ label: 'Industrial Alliance' });
  await page
    .getByRole('combobox', { name: /^Product/ })
    .selectOption({ label: 'LifeProtect Plus' });
  await check('wizard-client-info', page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await screenReady(page, 'Sales Strategy');
  for (const tab of ['Approach', 'Objections', 'Focus Areas', 'Closing']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await check(`wizard-sales-strategy-${tab.toLowerCase().replace(' ', '-')}`, page);
  }

  await page.getByRole('button', { name: 'Review Info' }).click();
  await screenReady(page, /^Review$/);
  await check('wizard-review', page);

  await page.getByRole('button', { name: 'Generate Presentation' }).click();
  await screenReady(page, 'AI Vendor Key');
  await check('wizard-api-key', page);

  await page.getByRole('button', { name: 'Continue with the built-in generator' }).click();
  // The built-in generator is quick: the progress screen is checked when it is caught.
  const progress = page.getByRole('progressbar').first();
  if (await progress.isVisible().catch(() => false))
    await check('wizard-progress', page).catch(() => undefined);

  await expect(page.getByRole('heading', { name: 'Preview & Share' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(presentationFrame(page).getByText(/Maria/).first()).toBeVisible({ timeout: 20_000 });
  await check('wizard-preview', page);

  await page.getByRole('button', { name: 'Save Presentation' }).click();
  await expect(page.getByRole('button', { name: 'Saved Successfully!' })).toBeDisabled();
  await page.goto('/presentations');
  const link = page.locator('a[href^="/presentation/"]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  return (await link.getAttribute('href'))!.split('/').pop()!;
}

/** The presentations list, the owner's view and the shared page: the other engineer's screens. */
export async function walkPresentationScreens(
  page: Page,
  check: ScreenCheck,
  presentationId: string,
): Promise<void> {
  await page.goto('/presentations');
  await screenReady(page, /Presentations/);
  await expect(page.locator(`a[href="/presentation/${presentationId}"]`).first()).toBeVisible();
  await check('presentations', page);

  await page.goto(`/presentation/${presentationId}`);
  await screenReady(page, /./);
  await expect(presentationFrame(page).getByText(/Maria/).first()).toBeVisible({ timeout: 20_000 });
  await check('presentation-owner', page);

  const { sharedUrl } = await apiOf(page).trpc.presentations.setSharing.mutate({
    id: presentationId,
    enabled: true,
  });
  await page.goto(new URL(sharedUrl!, page.url()).pathname);
  await expect(presentationFrame(page).getByText(/Maria/).first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await check('shared-presentation', page);
}
