// Signup, trial and checkout (test mode), the subscription guard, cancellation from the profile, and
// what an advisor keeps after it: their records, read-only, and the archive of everything they hold.
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

import type { Page } from '@playwright/test';

import { TEST_CLIENT } from '@pitchcraft/core/testing';

import { apiOf, expect, failureOf, newAdvisor, signUpThroughUi, test } from './fixtures';
import { clientWithPresentation, signedInAdvisor } from './presentation-fixtures';

/** The date `days` × 24 hours from now, as the app writes it (the trial's end: 7 days to the hour). */
const longDate = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

async function startTrialCheckout(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Start your 7-day free trial' })).toBeVisible();
  // The trial's end is its first bill date: one date, twice (Trial ends, First bill date); no 30-day date.
  await expect(page.getByText(longDate(7), { exact: true })).toHaveCount(2);
  await expect(page.getByText(longDate(30))).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page.waitForURL(/\/billing\/test-checkout\/[^/]+$/);
  await expect(page.getByText('TEST MODE', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(`Ends ${longDate(7)}`)).toBeVisible();
  await expect(page.getByText(`First bill ${longDate(7)}`)).toBeVisible();
}

/** The names of a ZIP's files and a reader of each, from its central directory (no library needed). */
function readZip(zip: Buffer): Map<string, () => string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'an end-of-central-directory record').toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, () => string>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    files.set(name, () => {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    });
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

test('a new advisor starts the trial, pays on the test checkout, generates, then cancels', async ({
  page,
}) => {
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
  expect(await apiOf(page).trpc.billing.checkAccess.query()).toMatchObject({
    hasAccess: true,
    subscriptionStatus: 'trialing',
  });

  await page.goto('/profile');
  await expect(page.getByTestId('subscription-status')).toHaveText('Trial');
  await expect(page.getByText('Free trial active')).toBeVisible();
  await expect(page.getByText(/converts to a paid subscription/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your free trial?' });
  await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('Subscription Updated')).toBeVisible();
  await expect(
    page.getByText('Your subscription will be canceled at the end of the billing period'),
  ).toBeVisible();
  await expect(page.getByText('It will not convert to a paid subscription.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('an advisor who abandons checkout is shown Subscription Required and refused by the API', async ({
  page,
}) => {
  const advisor = newAdvisor('abandon');
  await signUpThroughUi(page, advisor);
  await startTrialCheckout(page, advisor.email);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL(/\/signup$/);
  await expect(page.getByText('Checkout was not completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();

  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByTestId('subscription-denial-reason')).toHaveText(
    'Checkout was not completed',
  );
  await expect(
    page.getByText('You need an active subscription or trial to access generation features.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

  const refused = apiOf(page).trpc.generation.start.mutate({ client: TEST_CLIENT, strategy: {} });
  expect(await failureOf(refused)).toMatchObject({
    status: 403,
    message: 'Checkout was not completed',
  });

  // Never subscribed, so nothing to read: the presentation routes are Subscription Required too.
  await page.goto('/presentations');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByText('Checkout not completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});

test('after an immediate cancel the advisor reads their presentations read-only and downloads everything they hold', async ({
  page,
}) => {
  const advisor = await signedInAdvisor(page, 'records');
  const { presentationId } = await clientWithPresentation(page, {
    fullName: 'Dana Whitfield',
    email: `dana-${Date.now()}@example.com`,
  });

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your free trial?' })
    .getByRole('button', { name: 'Cancel immediately instead' })
    .click();
  await expect(page.getByText('Your subscription has been canceled immediately')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Canceled');
  // What ended, when, and what is kept — not the trial end the canceled trial would have reached.
  await expect(
    page.getByText(
      `Canceled on ${longDate(0)}. You keep read-only access to your presentations and records.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByTestId('subscription-ended-on')).toHaveText(longDate(0));
  await expect(page.getByText(longDate(7))).toHaveCount(0);

  // The presentation opens, read-only: nothing that would change it is offered.
  await page.goto(`/presentation/${presentationId}`);
  await expect(page.getByRole('heading', { name: /Dana Whitfield/, level: 1 })).toBeVisible();
  await expect(page.getByTestId('read-only-banner')).toContainText(
    'Your subscription has ended — your presentations are read-only. Renew to create and edit.',
  );
  await expect(page.getByTitle(/Insurance recommendations for Dana Whitfield/)).toBeVisible();
  await expect(page.getByTestId('versions-panel').getByTestId('version-row')).toHaveCount(1);
  for (const name of [
    'Edit sections',
    'Client figures',
    'Apply my current brand',
    'Draft follow-up',
    /^Restore/,
  ]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  // Not shared before the cancel, so it cannot be shared now.
  await expect(page.getByRole('switch')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download', exact: true }).first()).toBeEnabled();

  await page.goto('/presentations');
  await expect(page.getByTestId('read-only-banner')).toBeVisible();
  await expect(page.getByTestId('presentation-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Create New Presentation' })).toHaveCount(0);
  // Withdrawing stays possible: deleting needs no subscription.
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(1);

  // Everything they hold, as one archive.
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pitchcraft-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = readZip(await readFile(await download.path()));
  const names = [...files.keys()];
  expect(names).toEqual(
    expect.arrayContaining([
      'README.txt',
      'profile.json',
      'clients/clients.json',
      'clients/clients.csv',
    ]),
  );
  const page_ = names.find((n) =>
    /^presentations\/dana-whitfield-[^/]+\/presentation\.html$/.test(n),
  );
  expect(page_, 'the presentation page in the archive').toBeTruthy();
  expect(files.get(page_!)!()).toContain('Dana Whitfield');
  expect(
    names.some((n) => /^presentations\/dana-whitfield-[^/]+\/versions\/v1\.json$/.test(n)),
  ).toBe(true);
  expect(names.some((n) => /^clients\/timelines\/dana-whitfield-.+-activity\.csv$/.test(n))).toBe(
    true,
  );
  expect(JSON.parse(files.get('profile.json')!())).toMatchObject({
    email: advisor.email,
    subscription: { status: 'canceled' },
  });

  // Creating stays behind the subscription.
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByTestId('subscription-denial-reason')).toHaveText(
    'Subscription was canceled',
  );
});
